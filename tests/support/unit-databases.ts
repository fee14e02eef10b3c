import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openStorage } from "~/lib/storage/db.server";
import { scratchDatabase } from "./scratch-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite database, for the unit suite's own to start from (tests/support/databases.ts). */
    sqliteTemplate?: string;
    /** A PostgreSQL database per worker (the URL at VITEST_POOL_ID − 1), for its files' schemas. */
    postgresDatabases?: string[];
  }
}

/**
 * The unit run's databases. SQLite: one migrated for the whole run, which each test's database copies (a few
 * milliseconds, where migrating takes 0.1–0.5 s: a transaction, so a sync to the disk, per migration).
 * PostgreSQL: a database of each worker's own, for the schemas its files make and drop. Migrating reads the
 * tables of every schema in the database (Kysely's migrator), and fails when another worker drops a schema
 * meanwhile ("schema … does not exist"); within one worker, one file runs at a time.
 */
export async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "valet-template-"));
  const storage = await openStorage({ dataDir: dir });
  await storage.close();
  project.provide("sqliteTemplate", path.join(dir, "leads.sqlite"));

  const serverUrl = process.env.TEST_DATABASE_URL;
  const workers = serverUrl
    ? Array.from({ length: project.config.maxWorkers }, () => scratchDatabase("valet_unit", serverUrl))
    : [];
  project.provide("postgresDatabases", await Promise.all(workers.map((database) => database.create())));
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const database of workers) await database.drop();
  };
}
