import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { recordLead } from "~/lib/leads/leads.server";
import { resumeStore } from "~/lib/leads/resume.server";
import { retention } from "~/lib/retention";
import { openStorage } from "~/lib/storage/db.server";
import { seedContent } from "../tests/support/content";
import { postgresSkipReason, postgresUrl } from "../tests/support/databases";
import { leadSubmission } from "../tests/support/leads";
import { expireBackups, keepDays } from "./backup.js";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

const run = promisify(execFile);
const mail = { siteUrl: "https://valet.example", notifyEmail: "office@valet.example", content };
const cleanups: (() => Promise<void> | void)[] = [];
// Dropping a database waits for a checkpoint, which a busy disk (another test file beside this one, other
// databases' checkpoints) has held up past the default 10 s.
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 30_000);

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
/** The script on the test's clock: a run under `faketime` passes its clock on (its LD_PRELOAD and FAKETIME). */
const clock = { LD_PRELOAD: process.env.LD_PRELOAD, FAKETIME: process.env.FAKETIME };
const script = (env: Record<string, string | undefined>, ...args: string[]) =>
  run(process.execPath, ["scripts/backup.js", ...args], { env: { PATH: process.env.PATH, ...clock, ...env } });

/** The folder `npm run backup` says it backed up to. */
async function backUp(env: Record<string, string | undefined>) {
  const { stdout } = await script(env, "backup");
  return stdout.match(/Backed up to (\S+) \(/)?.[1] ?? "";
}

/** A DATA_DIR with its SQLite database made, as a server's first start leaves it. */
async function sqliteDataDir() {
  const dataDir = tempDir();
  const storage = await openStorage({ dataDir });
  await storage.close();
  return dataDir;
}

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

      const folder = await backUp(env);
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

describe("restore waits for the servers to stop", () => {
  it("on SQLite, refuses while a server holds DATA_DIR, and restores once it has exited", async () => {
    const dataDir = await sqliteDataDir();
    const folder = await backUp({ DATA_DIR: dataDir });

    // A server as server/index.js starts one: it holds DATA_DIR until it exits.
    const server = spawn(
      process.execPath,
      [
        "-e",
        `import("./server/data-lock.js").then((m) => { m.holdDataDir(${JSON.stringify(dataDir)}); console.log("held"); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    cleanups.push(() => void server.kill("SIGKILL"));
    await once(server.stdout, "data");
    const refused = await script({ DATA_DIR: dataDir }, "restore", folder).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toBe(
      `Restore failed: a server is running on ${path.join(dataDir, "leads.sqlite")} (server-${server.pid}.pid in DATA_DIR): stop it first, then restore.\n`,
    );
    expect(readdirSync(dataDir).some((f) => f.startsWith("leads.sqlite.replaced-"))).toBe(false);

    server.kill("SIGTERM");
    await once(server, "exit");
    const { stdout: restored } = await script({ DATA_DIR: dataDir }, "restore", folder);
    expect(restored).toBe(`Restored from ${folder}.\n`);
    // Three processes start and stop in turn: seconds on a loaded machine.
  }, 30_000);

  it("on SQLite, passes over the file of a server that was killed", async () => {
    const dataDir = await sqliteDataDir();
    const folder = await backUp({ DATA_DIR: dataDir });
    const killed = spawn(process.execPath, ["-e", ""]);
    await once(killed, "exit");
    writeFileSync(path.join(dataDir, `server-${killed.pid}.pid`), `${hostname()}\n`);
    await expect(script({ DATA_DIR: dataDir }, "restore", folder)).resolves.toMatchObject({
      stdout: `Restored from ${folder}.\n`,
    });
  });

  it.skipIf(!postgresUrl)("on PostgreSQL, refuses while a server's connections are open", async () => {
    const databaseUrl = await postgresDatabase();
    const env = { DATA_DIR: tempDir(), DATABASE_URL: databaseUrl };
    const storage = await openStorage({ dataDir: env.DATA_DIR, databaseUrl });
    await storage.close();
    const folder = await backUp(env);

    const server = await openStorage({ dataDir: env.DATA_DIR, databaseUrl });
    cleanups.push(() => server.close());
    await server.db.selectFrom("leads").select("id").execute();
    const refused = await script(env, "restore", folder).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(
      new RegExp(
        `^Restore failed: 1 other session\\(s\\) use the database ${new URL(databaseUrl).pathname.slice(1)} \\(.+\\): stop the servers first, then restore\\.\n$`,
      ),
    );
  });
});

describe("backups expire", () => {
  /** A backup folder as `npm run backup` names it, taken `daysAgo` days before `now`. */
  const taken = (into: string, now: Date, daysAgo: number) => {
    const name = `backup-${new Date(now.getTime() - daysAgo * 86_400_000).toISOString().replace(/[:.]/g, "-")}`;
    mkdirSync(path.join(into, name, "resumes"), { recursive: true });
    return name;
  };

  it("after 35 days by default; other folders are left alone", async () => {
    const dataDir = await sqliteDataDir();
    const into = path.join(dataDir, "backups");
    const now = new Date();
    const old = [taken(into, now, 36), taken(into, now, 400)];
    const kept = taken(into, now, 34);
    mkdirSync(path.join(into, "keep-me"));
    const { stdout } = await script({ DATA_DIR: dataDir }, "backup");
    expect(stdout).toMatch(/\)\. Removed 2 backup\(s\) older than 35 days\.\n$/);
    const left = readdirSync(into);
    expect(left).toContain(kept);
    expect(left).toContain("keep-me");
    for (const name of old) expect(left).not.toContain(name);
    expect(left).toHaveLength(3);
  });

  it("after BACKUP_KEEP_DAYS; 0 keeps them all; anything but a number of days is refused", async () => {
    const into = tempDir();
    const now = new Date("2026-06-01T08:00:00.000Z");
    const three = taken(into, now, 3);
    const one = taken(into, now, 1);
    expect(expireBackups({ into, keepDays: 0, now })).toEqual([]);
    expect(expireBackups({ into, keepDays: keepDays("2"), now })).toEqual([three]);
    expect(readdirSync(into)).toEqual([one]);
    expect(keepDays(undefined)).toBe(35);
    // The privacy policy tells visitors how long backups keep what was erased: the default must say the same.
    expect(keepDays(undefined)).toBe(retention.backupDays);
    const dataDir = await sqliteDataDir();
    const refused = await script({ DATA_DIR: dataDir, BACKUP_KEEP_DAYS: "a month" }, "backup").then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.stderr).toBe(
      'Backup failed: BACKUP_KEEP_DAYS must be a whole number of days (0 keeps every backup), not "a month".\n',
    );
  });
});
