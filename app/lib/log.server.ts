import { writeSync } from "node:fs";
import { pino } from "pino";

export type { Logger } from "pino";

/**
 * The one logger of the server: a JSON line per event on stdout, with an ISO time and the level by name. The
 * Express server logs each request through it (pino-http), and loaders and actions log through the request's
 * child logger, so a request's lines share its `reqId`. `LOG_LEVEL` sets the threshold (unit tests: silent).
 */
/**
 * Writes each line before the call returns, and never throws nor emits an error: a line the log's disk cannot take
 * (ENOSPC, EIO, EPIPE) is dropped and counted, and the first line written after drops is preceded by one saying
 * how many were lost (and, when the failure cut a line short, that the line above it is a fragment). The server keeps
 * answering through a full disk that also holds its log.
 */
export function lineWriter(fd: number, write: (fd: number, data: Buffer, offset: number) => number = writeSync) {
  let dropped = 0;
  /** A line was cut by the failure: the next write starts on a new line, so every line but that fragment is JSON. */
  let cut = false;
  const writeAll = (data: Buffer) => {
    let offset = 0;
    for (let busy = 0; offset < data.length; ) {
      try {
        offset += write(fd, data, offset);
      } catch (error) {
        // A non-blocking pipe that is full for a moment: wait a millisecond and go on, a bounded number of times.
        if ((error as NodeJS.ErrnoException).code === "EAGAIN" && ++busy <= 100) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
          continue;
        }
        if (offset > 0) cut = true;
        throw error;
      }
    }
  };
  return {
    get dropped() {
      return dropped;
    },
    write(line: string) {
      try {
        if (dropped > 0) {
          // After a cut, the line above the notice is that fragment: `"cut":true` says so to whoever reads the log.
          const notice = `{"level":"warn","time":"${new Date().toISOString()}","dropped":${dropped},${cut ? '"cut":true,' : ""}"msg":"log lines dropped"}\n`;
          writeAll(Buffer.from(cut ? `\n${notice}` : notice));
          cut = false;
          dropped = 0;
        }
        writeAll(Buffer.from(line));
      } catch {
        dropped++;
      }
    },
  };
}

/** Standard output, as the server logs to it. */
export const logOutput = lineWriter(1);

export const logger = pino(
  {
    level: process.env.LOG_LEVEL || "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written before the call returns: pino's default buffers lines and writes them later, so a process killed
  // (kill -9, the OOM killer) lost its last lines, the ones that would say why. A line costs microseconds.
  logOutput,
);

/**
 * An error as one log field: its message, and its code when the message does not say it (SQLITE_FULL, 57P01), so
 * the cause of a storage or mail failure can be looked up.
 */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: unknown };
  return typeof code === "string" && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}
