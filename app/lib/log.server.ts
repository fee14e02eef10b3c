import { pino } from "pino";

export type { Logger } from "pino";

/**
 * The one logger of the server: a JSON line per event on stdout, with an ISO time and the level by name. The
 * Express server logs each request through it (pino-http), and loaders and actions log through the request's
 * child logger, so a request's lines share its `reqId`. `LOG_LEVEL` sets the threshold (unit tests: silent).
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL || "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Written before the call returns: pino's default buffers lines and writes them later, so a process killed
  // (kill -9, the OOM killer) lost its last lines, the ones that would say why. A line costs microseconds.
  pino.destination({ dest: 1, sync: true }),
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
