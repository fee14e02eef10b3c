// @ts-check
// How long a client may take to send its request, and how a request Node cannot read is answered.
//
// Node's defaults let a client hold a connection for five minutes by sending its request slowly. The headers must
// now arrive within 15 s. A body is held to a minimum rate rather than a short deadline, since a résumé of up to
// 9 MB from a phone on a poor line is a body that takes time honestly: after 30 s, the body must have averaged at
// least 8 KB/s (64 kbit/s, below any phone line still in use) since its headers. A client trickling a few bytes is
// cut off after 30 s; a 9 MB upload at 500 kbit/s takes about 150 s and passes. Three minutes is the ceiling for
// any request, which that upload meets at 420 kbit/s or more.
//
// Whatever is refused is answered and closed gently: the answer and a FIN, then what the client still sends is
// read and dropped for a moment. Closing at once with unread data would send a reset, and a reset can destroy the
// answer before the client has read it (Node's own answer to an oversized header did that).

export const HEADERS_TIMEOUT_MS = 15_000;
export const REQUEST_TIMEOUT_MS = 180_000;
export const BODY_GRACE_MS = 30_000;
export const MIN_BODY_BYTES_PER_SECOND = 8 * 1024;
/** How often Node looks for requests past their timeouts (its default, 30 s, would double the headers' 15). */
export const CONNECTIONS_CHECK_MS = 1_000;
const LINGER_MS = 2_000;

/** Node's names for what a client did wrong, as answers. */
const clientErrors = /** @type {Record<string, [number, string, string]>} */ ({
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "The request's headers are too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive."],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large", "The request's chunk extensions are too large."],
});

/**
 * Ends a connection with a FIN, and destroys it once the client has had a moment to read the answer (the data it
 * still sends is read and dropped meanwhile).
 * @param {import("node:net").Socket} socket
 */
export function endGently(socket) {
  if (!socket.writableEnded) socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Answers on a connection no HTTP request will be read from any more, then closes it gently.
 * @param {import("node:net").Socket} socket @param {number} status @param {string} reason @param {string} text
 */
export function answerAndClose(socket, status, reason, text) {
  if (socket.destroyed) return;
  // The HTTP parser's listener: nothing more on this connection is a request.
  socket.removeAllListeners("data");
  socket.on("data", () => {});
  socket.resume();
  const answered = /** @type {any} */ (socket)._httpMessage?.headersSent;
  if (socket.writable && !socket.writableEnded && !answered) {
    const body = `${text}\n`;
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  endGently(socket);
}

/**
 * Sets the server's timeouts and answers requests Node cannot read (a header past 16 KB, headers too slow) with
 * their status, closing gently; each is one log line, a client's mistake.
 * @param {import("node:http").Server} server @param {import("pino").Logger} logger
 */
export function guardConnections(server, logger) {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    // A connection reset or closed by the client: nobody to answer.
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const [status, reason, text] = clientErrors[error.code ?? ""] ?? [
      400,
      "Bad Request",
      "The request could not be read.",
    ];
    logger.info({ status, reason: error.code ?? error.message }, "request refused");
    answerAndClose(/** @type {import("node:net").Socket} */ (socket), status, reason, text);
  });
}

/**
 * Cuts off a request whose body arrives slower than `bytesPerSecond` on average once `graceMs` have passed since
 * its headers: 408, and the connection closed gently.
 * @param {{ graceMs?: number, bytesPerSecond?: number }} [options]
 * @returns {import("express").RequestHandler}
 */
export function requireSteadyBody({ graceMs = BODY_GRACE_MS, bytesPerSecond = MIN_BODY_BYTES_PER_SECOND } = {}) {
  return (req, res, next) => {
    if (req.complete || (req.headers["content-length"] === undefined && !req.headers["transfer-encoding"])) {
      return next();
    }
    const { socket } = req;
    const started = Date.now();
    const readBefore = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) return clearInterval(timer);
      const elapsed = Date.now() - started;
      if (elapsed < graceMs || socket.bytesRead - readBefore >= (bytesPerSecond * elapsed) / 1000) return;
      clearInterval(timer);
      req.log?.info({ status: 408, bytes: socket.bytesRead - readBefore, ms: elapsed }, "request body too slow");
      answerAndClose(socket, 408, "Request Timeout", "The request took too long to arrive.");
    }, 1_000);
    timer.unref();
    res.once("close", () => clearInterval(timer));
    next();
  };
}
