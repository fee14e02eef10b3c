import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openStorage } from "~/lib/storage/db.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite database, for the unit suite's own to start from (tests/support/databases.ts). */
    sqliteTemplate?: string;
  }
}

/**
 * Migrates one SQLite database for the whole unit run: each test's database starts as a copy of it, a few
 * milliseconds, where migrating one takes 0.1–0.5 s (a transaction, so a sync to the disk, per migration).
 */
export async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "valet-template-"));
  const storage = await openStorage({ dataDir: dir });
  await storage.close();
  project.provide("sqliteTemplate", path.join(dir, "leads.sqlite"));
  return () => rmSync(dir, { recursive: true, force: true });
}
