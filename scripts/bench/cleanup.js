// @ts-check
// Cleanup: everything `npm run bench` starts is stopped at the end, on errors and on Ctrl-C.
import { log } from "./config.js";

/** @type {(() => Promise<void> | void)[]} */
export const cleanups = [];
/** Last resort when the process exits before an async cleanup ran: no child process outlives this one.
 * @type {Set<() => void>} */
export const onExit = new Set();
process.on("exit", () => {
  for (const fn of onExit) fn();
});
let cleaning = Promise.resolve();
/** Runs the pending cleanups once, in reverse order; a second caller waits for the first one to finish. */
export function cleanup() {
  cleaning = cleaning.then(async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        log(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  });
  return cleaning;
}

/**
 * Runs `fn` (synchronous: removing a file, killing a process) at the cleanup, or when the process exits before it.
 * @param {() => void} fn
 */
export function atCleanup(fn) {
  onExit.add(fn);
  cleanups.push(() => {
    onExit.delete(fn);
    fn();
  });
}

let stopping = false;
/** Whether a signal asked the bench to stop. */
export const isStopping = () => stopping;
/** Called between steps: after a signal, main() gives up and its `finally` cleans up what it started since. */
export const stopCheck = () => {
  if (stopping) throw new Error("interrupted");
};
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (stopping) process.exit(130); // a second signal: no more waiting (the exit handler still kills children)
    stopping = true;
    log(`${signal}: stopping`);
    cleanup(); // stopping the server and browsers makes the step in progress fail fast
    setTimeout(() => process.exit(130), 15_000).unref();
  });
}
