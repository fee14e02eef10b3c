// @ts-check
// A server running on SQLite leaves a file in DATA_DIR for as long as it runs, `server-<pid>.pid`, so that
// `npm run restore` does not replace the database under it: the server would go on writing to the file moved
// aside, and a lead it had acknowledged would be missing from the restored one.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

const pidFile = /^server-(\d+)\.pid$/;

/**
 * Marks `dataDir` as held by this process until it exits.
 * @param {string} dataDir
 */
export function holdDataDir(dataDir) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, `server-${process.pid}.pid`);
  writeFileSync(file, `${hostname()}\n`, { mode: 0o600 });
  process.once("exit", () => rmSync(file, { force: true }));
}

/** @param {number} pid */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/**
 * The servers holding `dataDir`, as their pid files: a file left by a server that was killed is passed over, one
 * written on another machine (a container sharing the volume) counts, since whether it runs cannot be told here.
 * @param {string} dataDir
 * @returns {string[]}
 */
export function serversHolding(dataDir) {
  let entries;
  try {
    entries = readdirSync(dataDir);
  } catch {
    return [];
  }
  return entries.filter((entry) => {
    const pid = entry.match(pidFile)?.[1];
    if (!pid) return false;
    let host = "";
    try {
      host = readFileSync(path.join(dataDir, entry), "utf8").trim();
    } catch {
      return false;
    }
    return host !== hostname() || running(Number(pid));
  });
}
