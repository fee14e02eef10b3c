import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from "node:fs";
import path from "node:path";

/*
 * DATA_DIR holds every lead, résumé and e-mail, and the keys that sign staff sessions and form tokens: only the
 * server's own user may read it. Folders are 0700 and files 0600 whatever the umask, and a data folder made by
 * an older version is tightened at start.
 */

export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Makes a private folder (and its parents) if it is missing; `tightenDataDir` fixes existing ones at start. */
export function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  return dir;
}

/** Creates a file readable only by its owner, if it does not exist yet (SQLite then keeps the mode for its WAL). */
export function privateFile(file: string): string {
  closeSync(openSync(file, "a", PRIVATE_FILE));
  chmodSync(file, PRIVATE_FILE);
  return file;
}

/** Makes the data folder and everything in it private. */
export function tightenDataDir(dataDir: string): void {
  chmodSync(privateDir(dataDir), PRIVATE_DIR);
  for (const entry of readdirSync(dataDir, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(full, PRIVATE_DIR);
    else if (entry.isFile()) chmodSync(full, PRIVATE_FILE);
  }
}
