import { constants, copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from "vitest";
import { openStorage, type Storage } from "~/lib/storage/db.server";

/*
 * The storage test suites run against both databases. SQLite needs nothing; PostgreSQL needs TEST_DATABASE_URL
 * (CI sets it). Each PostgreSQL suite gets a schema of its own, dropped afterwards, in its worker's database in the
 * unit run (tests/support/unit-databases.ts), in TEST_DATABASE_URL's elsewhere. Each SQLite database starts as a
 * copy of the unit run's migrated one, or is migrated where no run made one.
 */

export const postgresUrl = process.env.TEST_DATABASE_URL;
export const postgresSkipReason = "PostgreSQL tests skipped: TEST_DATABASE_URL is not set";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  open(): Promise<Storage & { dataDir: string; databaseUrl?: string; cleanup(): Promise<void> }>;
}

type OpenTestDatabase = Awaited<ReturnType<TestDatabase["open"]>>;

export const sqlite: TestDatabase = {
  name: "sqlite",
  async open() {
    const dataDir = mkdtempSync(path.join(tmpdir(), "valet-test-"));
    const template = inject("sqliteTemplate");
    if (template) copyFileSync(template, path.join(dataDir, "leads.sqlite"), constants.COPYFILE_EXCL);
    const storage = await openStorage({ dataDir });
    return {
      ...storage,
      dataDir,
      async cleanup() {
        await storage.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export const postgres: TestDatabase = {
  name: "postgres",
  async open() {
    if (!postgresUrl) throw new Error(postgresSkipReason);
    const serverUrl = inject("postgresDatabases")?.[Number(process.env.VITEST_POOL_ID) - 1] ?? postgresUrl;
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const databaseUrl = url.toString();
    const dataDir = mkdtempSync(path.join(tmpdir(), "valet-test-"));
    const storage = await openStorage({ dataDir, databaseUrl });
    return {
      ...storage,
      dataDir,
      databaseUrl,
      async cleanup() {
        await storage.close();
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export const databases = [sqlite, postgres];

export { scratchDatabase } from "./scratch-database";

/**
 * `database` opened for each test of the suite this is called in (`per` "test") or once for the whole suite
 * ("suite"): read it as `at.storage`.
 */
export function openedFor(database: TestDatabase, per: "test" | "suite" = "suite") {
  const at = {} as { storage: OpenTestDatabase };
  (per === "test" ? beforeEach : beforeAll)(async () => {
    at.storage = await database.open();
  });
  (per === "test" ? afterEach : afterAll)(() => at.storage?.cleanup());
  return at;
}

/**
 * Runs `suite` once per database (PostgreSQL skipped without TEST_DATABASE_URL), named "`what` on sqlite", with a
 * database opened for each test (`per` "test") or for the whole suite ("suite"): read it as `at.storage`.
 */
export function onEachDatabase(
  what: string,
  per: "test" | "suite",
  suite: (at: { storage: OpenTestDatabase }, database: TestDatabase) => void,
) {
  for (const database of databases) {
    const skip = database.name === "postgres" && !postgresUrl;
    describe.skipIf(skip)(`${what} on ${database.name}${skip ? ` (${postgresSkipReason})` : ""}`, () => {
      suite(openedFor(database, per), database);
    });
  }
}

/**
 * For a suite on PostgreSQL: its database (`at.storage`) and another session on it (`at.admin`, where its schema
 * is), which holds a lock on one of the suite's tables while `during` runs (`whileLocked`).
 */
export function postgresWithAnotherSession() {
  const at = openedFor(postgres) as { storage: OpenTestDatabase; admin: pg.Client };
  beforeAll(async () => {
    at.admin = new pg.Client({ connectionString: at.storage.databaseUrl });
    await at.admin.connect();
  });
  afterAll(() => at.admin?.end());
  const whileLocked = async (table: string, mode: string, during: () => Promise<void>) => {
    const schema = new URL(at.storage.databaseUrl ?? "").searchParams.get("options")?.split("=")[1];
    await at.admin.query("begin");
    await at.admin.query(`lock table ${schema}.${table} in ${mode} mode`);
    try {
      await during();
    } finally {
      await at.admin.query("rollback");
    }
  };
  return { at, whileLocked };
}
