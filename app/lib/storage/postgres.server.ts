import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import { logger, reasonOf } from "~/lib/log.server";

/*
 * PostgreSQL may come and go: a failover, a restart, an idle timeout, an operator's pg_terminate_backend, a
 * network that drops packets. None of it may stop the server or keep a visitor waiting: every wait is bounded,
 * a lost connection is logged with its cause and replaced on the next query, and the caller gets an error it can
 * answer with a 503 (ADR 018).
 */

/** Waiting for a connection: opening one, or a free one from the pool. */
export const CONNECT_TIMEOUT_MS = 2_000;
/** Waiting for another session's lock (a row or table another connection holds). */
export const LOCK_TIMEOUT_MS = 2_000;
/** One statement, on the server. */
export const STATEMENT_TIMEOUT_MS = 4_000;
/**
 * One statement, on our side: the answer of a database the network no longer reaches never comes, and the server's
 * statement timeout cannot end that wait.
 */
const READ_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1_000;
/** The error pg gives a query that waited READ_TIMEOUT_MS for its answer. */
const READ_TIMEOUT = "Query read timeout";

/** What broke each connection, for the queries that try it afterwards (pg would say only "not queryable"). */
const causes = new WeakMap<pg.ClientBase, Error>();

export function createPool(connectionString: string) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    lock_timeout: LOCK_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: READ_TIMEOUT_MS,
    // A transaction left open (its request stuck) must not hold its locks for long.
    idle_in_transaction_session_timeout: 10_000,
  });
  // A connection that drops (idle in the pool or lent out) emits an error; unheard, it would end the process. The
  // pool replaces it on the next checkout.
  pool.on("connect", (client) =>
    client.on("error", (error) => {
      if (causes.has(client)) return;
      causes.set(client, error);
      logger.warn({ reason: reasonOf(error) }, "database connection lost");
    }),
  );
  // The pool repeats an idle connection's error, already heard above.
  pool.on("error", () => {});
  return pool;
}

/**
 * The pool as Kysely sees it. A connection that broke answers every later query, the rollback included, with the
 * cause, and is closed instead of going back to the pool; so is one whose query got no answer in time, which pg
 * would go on waiting for, holding up every later query lent it.
 */
function kyselyPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let unanswered: Error | undefined;
      const broken = () => causes.get(client) ?? unanswered;
      const query = async (text: string, parameters?: readonly unknown[]) => {
        const cause = broken();
        if (cause) throw cause;
        try {
          return await client.query(text, parameters as unknown[]);
        } catch (error) {
          if (error instanceof Error && error.message === READ_TIMEOUT) unanswered = error;
          throw broken() ?? error;
        }
      };
      // Kysely passes SQL and parameters; the other form, a cursor, is for streaming, which the site does not use.
      return { query: query as unknown as PostgresPoolClient["query"], release: () => client.release(broken()) };
    },
    end: () => pool.end(),
  };
}

/** Kysely over the pool, lending connections as above. */
export const postgresDialect = (pool: pg.Pool) => new PostgresDialect({ pool: kyselyPool(pool) });
