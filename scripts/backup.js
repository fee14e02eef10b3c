// @ts-check
// `npm run backup` and `npm run restore -- <folder>`: a consistent copy of the leads database and the résumés,
// taken while the server runs, and its restore. Both read the server's environment (DATA_DIR, DATABASE_URL).
// SQLite is copied with its online backup API; PostgreSQL with pg_dump (custom format) and pg_restore. A backup
// removes the backups beside it older than BACKUP_KEEP_DAYS; a restore refuses while a server uses the database.
import "../server/env-file.js";
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { serversHolding } from "../server/data-lock.js";

const sqliteName = "leads.sqlite";
const dumpName = "database.dump";
/**
 * How long backups are kept by default: a month and a few days, so last month's end is still there. The privacy
 * policy says the same (retention.backupDays in app/lib/retention.ts; a test holds them together).
 */
const KEEP_DAYS = 35;
const DAY_MS = 86_400_000;
/** `backup-2026-05-01T03-00-00-000Z`: the time a backup was taken, in its name. */
const backupName = /^backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/;

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
 * Removes the backups in `into` taken more than `keepDays` days before `now` (by the time in their names; other
 * folders are left alone) and returns their names. 0 keeps them all.
 * @param {{ into: string; keepDays: number; now?: Date }} options
 */
export function expireBackups({ into, keepDays, now = new Date() }) {
  if (keepDays === 0) return [];
  const expired = readdirSync(into).filter((name) => {
    const match = name.match(backupName);
    if (!match) return false;
    const [, day, hours, minutes, seconds, ms] = match;
    return now.getTime() - Date.parse(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`) > keepDays * DAY_MS;
  });
  for (const name of expired) rmSync(path.join(into, name), { recursive: true, force: true });
  return expired;
}

/**
 * BACKUP_KEEP_DAYS: how many days of backups to keep (0: all of them).
 * @param {string | undefined} value
 */
export function keepDays(value) {
  if (value === undefined || value === "") return KEEP_DAYS;
  if (!/^\d+$/.test(value))
    throw new Error(`BACKUP_KEEP_DAYS must be a whole number of days (0 keeps every backup), not "${value}".`);
  return Number(value);
}

/**
 * Why the database cannot be replaced now, or null. On SQLite, a running server holds DATA_DIR (data-lock.js). On
 * PostgreSQL, every server keeps connections open while it runs (its outbox asks every two seconds), so any
 * other session on the database means something is using it.
 * @param {{ dataDir: string; databaseUrl?: string }} options
 */
export async function inUse({ dataDir, databaseUrl }) {
  if (!databaseUrl) {
    const held = serversHolding(dataDir);
    return held.length
      ? `a server is running on ${path.join(dataDir, sqliteName)} (${held.join(", ")} in DATA_DIR): stop it first, then restore.`
      : null;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as sessions, current_database() as name,
         string_agg(distinct coalesce(nullif(application_name, ''), host(client_addr), 'local'), ', ') as clients
       from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    const { sessions, name, clients } = rows[0];
    return sessions
      ? `${sessions} other session(s) use the database ${name} (${clients}): stop the servers first, then restore.`
      : null;
  } finally {
    await client.end();
  }
}

/**
 * Puts a backup back, once no server uses the database. PostgreSQL: pg_restore replaces the tables in place.
 * SQLite: the current file is kept beside it as `leads.sqlite.replaced-<time>`. Résumés missing from DATA_DIR
 * come back.
 * @param {{ dataDir: string; databaseUrl?: string; from: string; now?: Date }} options
 */
export async function restore({ dataDir, databaseUrl, from, now = new Date() }) {
  const [name, kind] = databaseUrl ? [dumpName, "PostgreSQL dump"] : [sqliteName, "SQLite database"];
  if (!existsSync(path.join(from, name))) throw new Error(`${from} holds no ${kind} (${name}).`);
  const busy = await inUse({ dataDir, databaseUrl });
  if (busy) throw new Error(busy);
  if (databaseUrl) {
    const dump = path.join(from, dumpName);
    const { dbname, env } = postgresArgs(databaseUrl);
    execFileSync("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${dbname}`, dump], { env });
  } else {
    const copy = path.join(from, sqliteName);
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
      const days = keepDays(process.env.BACKUP_KEEP_DAYS);
      const folder = await backup({ dataDir, databaseUrl, into });
      const expired = expireBackups({ into, keepDays: days });
      console.log(
        `Backed up to ${folder} (${readdirSync(folder).join(", ")}).` +
          (expired.length ? ` Removed ${expired.length} backup(s) older than ${days} days.` : ""),
      );
    } else {
      if (!argument) throw new Error("Name the backup folder: npm run restore -- <folder>");
      await restore({ dataDir, databaseUrl, from: path.resolve(argument) });
      console.log(`Restored from ${argument}.`);
    }
  } catch (error) {
    console.error(
      `${command === "backup" ? "Backup" : "Restore"} failed: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
