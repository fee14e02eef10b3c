import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from "kysely";

/**
 * How long a write waits for the write lock, from the moment it asks: behind this server's other writes, and for
 * another process's lock (`npm run purge`, a backup, a second server). Then it fails with SQLITE_BUSY and the
 * visitor gets the 503, well inside the 5 s promised (ADR 018).
 */
export const LOCK_TIMEOUT_MS = 2_000;

/** WAL and synchronous=FULL: a committed lead survives a crash or power loss. */
export function openSqlite(file: string): SQLite.Database {
  // SQLite's own wait for a lock (better-sqlite3 sets 5 s by default) would hold the thread, and every other request
  // with it: the wait is ours (below), off the thread.
  const sqlite = new SQLite(file, { timeout: 0 });
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows are overwritten, not left in free pages: an erased address is gone from the file.
  sqlite.pragma("secure_delete = ON");
  return sqlite;
}

/** A second connection to the same file for reads: in WAL mode it reads the last commit while a write goes on. */
function openReader(writer: SQLite.Database): SQLite.Database | null {
  if (writer.memory) return null;
  const reader = new SQLite(writer.name, { timeout: 0 });
  reader.pragma("query_only = ON");
  return reader;
}

const isBusy = (error: unknown) => error instanceof SQLite.SqliteError && error.code.startsWith("SQLITE_BUSY");

function run<R>(sqlite: SQLite.Database, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const statement = sqlite.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Runs a statement, retrying it while another connection's lock refuses it, until `deadline`; never blocks. */
async function runWaiting<R>(sqlite: SQLite.Database, query: CompiledQuery, deadline: number) {
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return run<R>(sqlite, query);
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
      await sleep(pause);
    }
  }
}

/**
 * The write connection, lent to one writer at a time in the order they asked. A writer that cannot have it by its
 * deadline gives up in the line, instead of adding its own wait to the wait of every writer ahead of it.
 */
class WriteLine {
  #held = false;
  #waiting: { deadline: number; grant: () => void; timer: NodeJS.Timeout }[] = [];

  take(deadline: number): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        deadline,
        grant: resolve,
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          reject(
            new SQLite.SqliteError(
              `database is locked: no turn to write within ${LOCK_TIMEOUT_MS / 1000} s`,
              "SQLITE_BUSY_TIMEOUT",
            ),
          );
        }, deadline - Date.now()),
      };
      this.#waiting.push(waiter);
    });
  }

  give() {
    const next = this.#waiting.shift();
    if (!next) {
      this.#held = false;
      return;
    }
    clearTimeout(next.timer);
    next.grant();
  }
}

/**
 * What Kysely holds as "the connection" for one query or one transaction. Reads outside a transaction go to the
 * reader at once; a write or a transaction takes its turn on the writer, keeping it until Kysely releases it.
 */
class Lease implements DatabaseConnection {
  #deadline = 0;
  #writing = false;

  constructor(
    private readonly writer: SQLite.Database,
    private readonly reader: SQLite.Database | null,
    private readonly line: WriteLine,
  ) {}

  /** Takes the writer's turn, if not already held; the wait for it and for locks ends LOCK_TIMEOUT_MS from now. */
  async write() {
    if (this.#writing) return;
    this.#deadline = Date.now() + LOCK_TIMEOUT_MS;
    await this.line.take(this.#deadline);
    this.#writing = true;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#writing && this.reader && SelectQueryNode.is(query.query)) {
      return runWaiting<R>(this.reader, query, Date.now() + LOCK_TIMEOUT_MS);
    }
    await this.write();
    return runWaiting<R>(this.writer, query, this.#deadline);
  }

  /** A commit is not given up for a lock: the transaction's work is done, and WAL commits need no further lock. */
  commit() {
    return runWaiting(this.writer, CompiledQuery.raw("commit"), Date.now() + LOCK_TIMEOUT_MS);
  }

  /** The site streams nothing: a stream is the whole result at once. */
  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }

  release() {
    if (!this.#writing) return;
    this.#writing = false;
    this.line.give();
  }
}

/**
 * Kysely's SQLite driver, as its own: one writer lent in turn and a reader beside it (the one savepoint, the
 * readiness probe's, stays inside its transaction).
 */
class StorageDriver implements Driver {
  readonly #writer: SQLite.Database;
  readonly #reader: SQLite.Database | null;
  readonly #line = new WriteLine();

  constructor(sqlite: SQLite.Database) {
    this.#writer = sqlite;
    this.#reader = openReader(sqlite);
  }

  async init() {}

  async acquireConnection() {
    return new Lease(this.#writer, this.#reader, this.#line);
  }

  // Every transaction here writes. Taken at the start, the write lock can be waited for; a deferred transaction
  // that read first can find another connection wrote since, which no wait resolves (SQLITE_BUSY_SNAPSHOT).
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await (connection as Lease).commit();
  }

  // SQLite ends a transaction itself on some failures (a full disk, an I/O error): a rollback then would fail
  // with "no transaction is active" in place of the cause.
  async rollbackTransaction(connection: DatabaseConnection) {
    if (this.#writer.inTransaction) await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as Lease).release();
  }

  async destroy() {
    this.#reader?.close();
    this.#writer.close();
  }
}

class StorageDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new StorageDriver(this.#sqlite);
  }
}

/** Kysely over the database file: reads beside the writes, each write's wait for its turn bounded as above. */
export const sqliteDialect = (sqlite: SQLite.Database) => new StorageDialect(sqlite);
