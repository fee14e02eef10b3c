import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  SqliteDriver,
} from "kysely";

/**
 * How long a statement waits for another connection's write lock (`npm run purge`, a backup, a second server)
 * before it fails with SQLITE_BUSY. SQLite runs in the server's thread: a statement never waits on anything else.
 */
export const LOCK_TIMEOUT_MS = 2_000;

/** WAL and synchronous=FULL: a committed lead survives a crash or power loss. */
export function openSqlite(file: string): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  // SQLite's own wait for a lock would hold the thread, and every other request with it: the wait is ours (below).
  sqlite.pragma("busy_timeout = 0");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows are overwritten, not left in free pages: an erased address is gone from the file.
  sqlite.pragma("secure_delete = ON");
  return sqlite;
}

const isBusy = (error: unknown) => error instanceof SQLite.SqliteError && error.code.startsWith("SQLITE_BUSY");

/** The connection, retrying a statement refused for a lock until LOCK_TIMEOUT_MS, without blocking the thread. */
function waitingForLocks(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const deadline = Date.now() + LOCK_TIMEOUT_MS;
      for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
        try {
          return await connection.executeQuery<R>(query);
        } catch (error) {
          if (!isBusy(error) || Date.now() + pause > deadline) throw error;
          await sleep(pause);
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

class LockWaitingDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  #connection: DatabaseConnection | undefined;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override async acquireConnection() {
    // The one connection, lent under the driver's lock.
    const connection = await super.acquireConnection();
    this.#connection ??= waitingForLocks(connection);
    return this.#connection;
  }

  // Every transaction here writes. Taken at the start, the write lock can be waited for; a deferred transaction
  // that read first can find another connection wrote since, which no wait resolves (SQLITE_BUSY_SNAPSHOT).
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  // SQLite ends a transaction itself on some failures (a full disk, an I/O error): a rollback then would fail
  // with "no transaction is active" in place of the cause.
  override async rollbackTransaction(connection: DatabaseConnection) {
    if (this.#sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class StorageDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new LockWaitingDriver(this.#sqlite);
  }
}

/** Kysely over the database file, waiting for locks as above. */
export const sqliteDialect = (sqlite: SQLite.Database) => new StorageDialect(sqlite);
