// @ts-check
import { Server } from "node:net";

/**
 * Shuts the server down on SIGTERM or SIGINT without failing a request, within `deadlineMs`:
 * - it stops accepting connections, and every answer from then on says `Connection: close`, so a kept-alive
 *   connection ends after its next answer;
 * - a connection idle at that moment is closed once its keep-alive time (announced in `Keep-Alive: timeout=5`) is
 *   up, not at once: a request may already be on its way over it, and closing under it resets that request;
 * - `stop` is handed a promise of the last answer: the services stop taking work at once and close storage after;
 * - the process exits 0 when all of it is done, 1 when `stop` failed or the deadline cut it short.
 * @param {import("node:http").Server} server
 * @param {{ logger: import("pino").Logger, stop: (answered: Promise<void>) => Promise<void>, deadlineMs?: number }} options
 */
export function shutDownOnSignals(server, { logger, stop, deadlineMs = 10_000 }) {
  let closing = false;
  /** Open connections, and those of them answering a request. */
  const connections = new Set();
  const busy = new Set();
  server.on("connection", (socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  server.prependListener("request", (req, res) => {
    busy.add(req.socket);
    res.once("close", () => busy.delete(req.socket));
    if (closing) res.setHeader("Connection", "close");
  });

  const shutDown = (/** @type {string} */ signal) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    logger.info(`${signal}: closing`);
    setTimeout(() => {
      logger.error({ deadlineMs }, "shutdown deadline passed: exiting with work unfinished");
      process.exit(1);
    }, deadlineMs).unref();
    /** @type {Promise<void>} */
    const answered = new Promise((resolve) => {
      // net.Server's close, not http.Server's: that one also closes idle keep-alive connections at once.
      Server.prototype.close.call(server, () => resolve());
      // Idle connections have had their time; this also ends those that never carried a request (a browser's
      // preconnect), which Node's keep-alive timer does not.
      setTimeout(() => {
        for (const socket of connections) if (!busy.has(socket)) socket.destroy();
      }, server.keepAliveTimeout).unref();
    });
    stop(answered).then(
      () => {
        logger.info({ ms: Date.now() - started }, "closed");
        process.exit(0);
      },
      (error) => {
        logger.error({ reason: error instanceof Error ? error.message : String(error) }, "closed with work unfinished");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
}
