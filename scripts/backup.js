// @ts-check
// `npm run backup` and `npm run restore -- <folder>`: a consistent copy of the leads database and the résumés,
// taken while the server runs, and its restore. Both read the server's environment (DATA_DIR, DATABASE_URL).
// SQLite is copied with its online backup API; PostgreSQL with pg_dump (custom format) and pg_restore.
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

const sqliteName = "leads.sqlite";
const dumpName = "database.dump";

/**
 * libpq reads the password from the environment, so it never shows in the process list.
 * @param {string} databaseUrl
 */
function postgresArgs(databaseUrl) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * Backups hold personal data: readable by the server's user only.
 * @param {string} folder
 */
function privateFolder(folder) {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  return folder;
}

/**
 * Writes `backup-<time>` under `into` and returns its path. The résumés are copied after the database, so every
 * résumé a backed-up lead names is in the copy.
 * @param {{ dataDir: string; databaseUrl?: string; into: string; now?: Date }} options
 */
export async function backup({ dataDir, databaseUrl, into, now = new Date() }) {
  const folder = privateFolder(path.join(into, `backup-${now.toISOString().replace(/[:.]/g, "-")}`));
  if (databaseUrl) {
    const { dbname, env } = postgresArgs(databaseUrl);
    const file = path.join(folder, dumpName);
    execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${dbname}`], { env });
    chmodSync(file, 0o600);
  } else {
    const source = path.join(dataDir, sqliteName);
    if (!existsSync(source)) throw new Error(`No database at ${source}: check DATA_DIR.`);
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(path.join(folder, sqliteName));
    } finally {
      db.close();
    }
    chmodSync(path.join(folder, sqliteName), 0o600);
  }
  const resumes = path.join(dataDir, "resumes");
  if (existsSync(resumes)) cpSync(resumes, privateFolder(path.join(folder, "resumes")), { recursive: true });
  return folder;
}

/**
 * Puts a backup back. PostgreSQL: pg_restore replaces the tables in place. SQLite: stop the server first; the
 * current file is kept beside it as `leads.sqlite.replaced-<time>`. Résumés missing from DATA_DIR come back.
 * @param {{ dataDir: string; databaseUrl?: string; from: string; now?: Date }} options
 */
export function restore({ dataDir, databaseUrl, from, now = new Date() }) {
  if (databaseUrl) {
    const dump = path.join(from, dumpName);
    if (!existsSync(dump)) throw new Error(`${from} holds no PostgreSQL dump (${dumpName}).`);
    const { dbname, env } = postgresArgs(databaseUrl);
    execFileSync("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${dbname}`, dump], { env });
  } else {
    const copy = path.join(from, sqliteName);
    if (!existsSync(copy)) throw new Error(`${from} holds no SQLite database (${sqliteName}).`);
    privateFolder(dataDir);
    const current = path.join(dataDir, sqliteName);
    const stamp = now.toISOString().replace(/[:.]/g, "-");
    for (const suffix of ["", "-wal", "-shm"]) {
      if (existsSync(current + suffix)) renameSync(current + suffix, `${current}.replaced-${stamp}${suffix}`);
    }
    cpSync(copy, current);
    chmodSync(current, 0o600);
  }
  const resumes = path.join(from, "resumes");
  if (existsSync(resumes)) {
    cpSync(resumes, privateFolder(path.join(dataDir, "resumes")), { recursive: true, force: false });
  }
}

const [command, argument] = process.argv.slice(2);
if (command === "backup" || command === "restore") {
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  try {
    if (command === "backup") {
      const into = path.resolve(argument || process.env.BACKUP_DIR || path.join(dataDir, "backups"));
      const folder = await backup({ dataDir, databaseUrl, into });
      console.log(`Backed up to ${folder} (${readdirSync(folder).join(", ")}).`);
    } else {
      if (!argument) throw new Error("Name the backup folder: npm run restore -- <folder>");
      restore({ dataDir, databaseUrl, from: path.resolve(argument) });
      console.log(`Restored from ${argument}.`);
    }
  } catch (error) {
    console.error(
      `${command === "backup" ? "Backup" : "Restore"} failed: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
