import { randomBytes, randomUUID } from "node:crypto";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { Kysely, sql } from "kysely";
import type pg from "pg";
import { withinTime } from "~/lib/deadline.server";
import { migrate } from "./migrations.server";
import { createPool, postgresDialect } from "./postgres.server";
import { privateDir, privateFile } from "./private-files.server";
import type { Database } from "./schema";
import { openSqlite, sqliteDialect } from "./sqlite.server";

export type DialectName = "sqlite" | "postgres";

export interface Storage {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL pool, shared with the rate limiters when several servers share one database. */
  pool: pg.Pool | null;
  /** On SQLite, the folder holding the database file (and the résumés): its disk must take a lead's bytes. */
  folder: string | null;
  close(): Promise<void>;
}

/**
 * SQLite in DATA_DIR by default, PostgreSQL when a URL is given; either may fail for a while without taking the
 * server down (sqlite.server.ts, postgres.server.ts). Migrations run before the storage is handed out.
 */
export async function openStorage(options: { dataDir: string; databaseUrl?: string }): Promise<Storage> {
  let storage: Storage;
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl);
    const db = new Kysely<Database>({ dialect: postgresDialect(pool) });
    storage = { db, dialect: "postgres", pool, folder: null, close: () => db.destroy() };
  } else {
    privateDir(options.dataDir);
    const sqlite = openSqlite(privateFile(path.join(options.dataDir, "leads.sqlite")));
    const db = new Kysely<Database>({ dialect: sqliteDialect(sqlite) });
    storage = { db, dialect: "sqlite", pool: null, folder: options.dataDir, close: () => db.destroy() };
  }
  await migrate(storage.db, storage.dialect);
  return storage;
}

/** A named secret created once and shared by every server on the same database (e.g. the form-token key). */
export async function sharedSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto("settings")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}

/** About what a lead and its two e-mails take in the database: a write that fits in less proves little. */
const PROBE_BYTES = 16_384;
/** How long a probe waits for the database, its connection and the locks a lead needs. */
export const PROBE_WAIT_MS = 1_500;

/**
 * Throws when a lead could not be stored now, whatever the cause: a lock another connection holds on what a lead
 * writes (SQLite's write lock; the leads or outbox table on PostgreSQL), a database that may not grow, a disk that
 * cannot take a commit. A lead's bytes are written and rolled back (to a savepoint: a database at its size limit
 * fails there), then a small row is written, deleted and committed, so the commit reaches the disk (a transaction
 * rolled back whole never leaves memory, and passed on a full disk). Nothing is left behind. On SQLite, the folder
 * of the database must also take a lead's bytes in a file, as a résumé would. It gives up after PROBE_WAIT_MS (the
 * write itself ends within the storage's own lock waits). Cheap enough to run on every poll.
 */
export async function probeLeadWrite(storage: Storage): Promise<void> {
  const write = storage.db.transaction().execute(async (trx) => {
    if (storage.dialect === "postgres") {
      await sql`set local lock_timeout = '1s'`.execute(trx);
      await sql`lock table leads, outbox in row exclusive mode`.execute(trx);
    }
    const name = `readiness-probe-${randomUUID()}`;
    await sql`savepoint lead_size`.execute(trx);
    await trx
      .insertInto("settings")
      .values({ name, value: "x".repeat(PROBE_BYTES) })
      .execute();
    await sql`rollback to savepoint lead_size`.execute(trx);
    await trx.insertInto("settings").values({ name, value: "x" }).execute();
    await trx.deleteFrom("settings").where("name", "=", name).execute();
  });
  const file = storage.folder ? probeFile(storage.folder) : Promise.resolve();
  await withinTime(
    Promise.all([write, file]),
    PROBE_WAIT_MS,
    `the database could not take a lead's write within ${PROBE_WAIT_MS / 1000} s`,
  );
}

/** Writes a lead's bytes to a file in `folder`, to its disk, and removes it. */
async function probeFile(folder: string) {
  const file = path.join(folder, `.readiness-probe-${randomUUID()}`);
  try {
    const handle = await open(file, "wx", 0o600);
    try {
      await handle.write(randomBytes(PROBE_BYTES));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    await rm(file, { force: true });
  }
}
