import { randomBytes } from "node:crypto";
import path from "node:path";
import { Kysely } from "kysely";
import type pg from "pg";
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
    storage = { db, dialect: "postgres", pool, close: () => db.destroy() };
  } else {
    privateDir(options.dataDir);
    const sqlite = openSqlite(privateFile(path.join(options.dataDir, "leads.sqlite")));
    const db = new Kysely<Database>({ dialect: sqliteDialect(sqlite) });
    storage = { db, dialect: "sqlite", pool: null, close: () => db.destroy() };
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
