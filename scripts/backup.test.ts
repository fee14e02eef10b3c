import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { recordLead } from "~/lib/leads/leads.server";
import { resumeStore } from "~/lib/leads/resume.server";
import { openStorage } from "~/lib/storage/db.server";
import { postgresSkipReason, postgresUrl } from "../tests/support/databases";
import { leadSubmission } from "../tests/support/leads";

const run = promisify(execFile);
const mail = { siteUrl: "https://valet.example", notifyEmail: "office@valet.example" };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "valet-backup-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A database of its own: pg_dump and pg_restore work on whole databases. */
async function postgresDatabase() {
  const name = `valet_backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database ${name} with (force)`));
  const url = new URL(postgresUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run backup` or `npm run restore`, as an operator runs them. */
const script = (env: Record<string, string | undefined>, ...args: string[]) =>
  run(process.execPath, ["scripts/backup.js", ...args], { env: { PATH: process.env.PATH, ...env } });

for (const database of ["sqlite", "postgres"] as const) {
  const skip = database === "postgres" && !postgresUrl;
  describe.skipIf(skip)(`backup and restore on ${database}${skip ? ` (${postgresSkipReason})` : ""}`, () => {
    it("brings back a lead and its résumé after both were lost", async () => {
      const dataDir = tempDir();
      const databaseUrl = database === "postgres" ? await postgresDatabase() : undefined;
      const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
      const storage = await openStorage({ dataDir, databaseUrl });
      const file = await resumeStore(storage, dataDir).put(new TextEncoder().encode("%PDF-1.4 résumé"), {
        type: "application/pdf",
        extension: ".pdf",
      });
      const resume = { file, name: "cv.pdf", type: "application/pdf", size: 16 };
      const lead = await recordLead(storage.db, leadSubmission({ form: "application", resume }), mail);
      await storage.close();

      const { stdout } = await script(env, "backup");
      const folder = stdout.match(/Backed up to (\S+) \(/)?.[1] ?? "";
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      const copies = readdirSync(folder);
      // On PostgreSQL the résumés are in the database, so in its dump.
      expect(copies).toEqual(database === "postgres" ? ["database.dump"] : ["leads.sqlite", "resumes"]);
      for (const copy of copies.filter((c) => c !== "resumes")) {
        expect(statSync(path.join(folder, copy)).mode & 0o777).toBe(0o600);
      }

      // The loss: the lead's rows and its file.
      const damaged = await openStorage({ dataDir, databaseUrl });
      await damaged.db.deleteFrom("leads").execute();
      await resumeStore(damaged, dataDir).remove(file);
      await damaged.close();

      await script(env, "restore", folder);
      const restored = await openStorage({ dataDir, databaseUrl });
      const row = await restored.db.selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirst();
      const messages = await restored.db.selectFrom("outbox").select("kind").where("lead_id", "=", lead.id).execute();
      const bytes = await resumeStore(restored, dataDir).get(file);
      await restored.close();
      expect(row).toMatchObject({ reference: lead.reference, resume_file: file });
      expect(messages).toHaveLength(2);
      expect(new TextDecoder().decode(bytes ?? new Uint8Array())).toBe("%PDF-1.4 résumé");
      if (database === "sqlite") {
        expect(readdirSync(dataDir).some((f) => f.startsWith("leads.sqlite.replaced-"))).toBe(true);
      }
    });
  });
}

describe("backup and restore refuse what they cannot do", () => {
  it("a backup without a database, and a restore without a folder or of the wrong kind, fail with a message", async () => {
    const dataDir = tempDir();
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
    const noDatabase = await failure(script({ DATA_DIR: dataDir }, "backup"));
    expect(noDatabase?.code).toBe(1);
    expect(noDatabase?.stderr).toContain("Backup failed: No database at");
    const noFolder = await failure(script({ DATA_DIR: dataDir }, "restore"));
    expect(noFolder?.stderr).toContain("Name the backup folder");
    const wrongKind = await failure(script({ DATA_DIR: dataDir }, "restore", tempDir()));
    expect(wrongKind?.stderr).toContain("holds no SQLite database");
    expect(existsSync(path.join(dataDir, "leads.sqlite"))).toBe(false);
  });
});
