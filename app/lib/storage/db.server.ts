import { randomBytes } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations.server";
import { privateDir, privateFile } from "./private-files.server";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface Storage {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL pool, shared with the rate limiters when several servers share one database. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

/**
 * SQLite in DATA_DIR by default (WAL, synchronous=FULL: a committed lead survives a crash or power loss);
 * PostgreSQL when a URL is given. Migrations run before the storage is handed out.
 */
export async function openStorage(options: { dataDir: string; databaseUrl?: string }): Promise<Storage> {
  let storage: Storage;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    storage = { db, dialect: "postgres", pool, close: () => db.destroy() };
  } else {
    privateDir(options.dataDir);
    const sqlite = new SQLite(privateFile(path.join(options.dataDir, "leads.sqlite")));
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("foreign_keys = ON");
    // Deleted rows are overwritten, not left in free pages: an erased address is gone from the file.
    sqlite.pragma("secure_delete = ON");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
