// @ts-check
// A refused request body must not reset the connection before the client has read the answer: browsers read it
// only once their upload is done. Node destroys a request whose reader stops early (a form action past its limit
// cancels its stream), and closing a socket with unread data sends a reset, which can destroy the answer in
// flight. So whoever stops reading a body early, and every answer given before the body has arrived, leave the
// rest to be read and dropped here, up to a cap, and the answer is completed after it. A body past the cap, or too
// slow, is answered at once and its connection closed gently (an answer and a FIN, then a moment of reading).
//
// It works on Node's own request and response objects (`req.destroy`, `res.end`, `socket.destroySoon`), so it is
// checked against the Node versions CI runs: 20.19 and 24 (discard-body.test.ts).
import { endGently } from "./connections.js";

/** How much of a refused request body is read and thrown away so its sender sees the answer. */
export const DISCARD_CAP = 64 * 1024 * 1024;
/** How long the answer to a refused body waits for the rest of it. */
export const DISCARD_WAIT_MS = 60_000;

/**
 * Closes a connection once its answer has gone: a FIN first, then whatever the client still sends is read and
 * dropped for a moment.
 * @param {import("express").Request} req @param {import("express").Response} res
 */
function closeGently(req, res) {
  const { socket } = req;
  let closing = false;
  socket.destroySoon = () => {
    if (closing) return;
    closing = true;
    endGently(socket);
  };
  res.once("finish", () => socket.destroySoon());
}

/**
 * @param {{ cap?: number, waitMs?: number }} [options]
 * @returns {import("express").RequestHandler}
 */
export function discardRefusedBodies({ cap = DISCARD_CAP, waitMs = DISCARD_WAIT_MS } = {}) {
  return (req, res, next) => {
    const { socket } = req;
    const destroy = req.destroy.bind(req);
    const end = res.end.bind(res);
    /** The answer, held back until the rest of the body has been read. @type {any[] | null} */
    let held = null;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    let discarding = false;
    let answerNow = false;
    /** @param {any[]} args */
    const endAndClose = (args) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
      closeGently(req, res);
      answerNow = true;
      discard();
      req.resume();
      return end(...args);
    };
    /** Sends the held answer: after the whole body, or at once (closing the connection) when it will not come. */
    const release = (/** @type {{ close: boolean }} */ { close }) => {
      if (!held) return;
      const args = held;
      held = null;
      clearTimeout(timer);
      if (close) endAndClose(args);
      else end(...args);
    };
    const discard = () => {
      if (discarding) return;
      discarding = true;
      let seen = 0;
      // Whoever read the body before (a stream nobody will read from now) must not hold it back.
      req.removeAllListeners("data");
      req.on("data", (chunk) => {
        seen += chunk.length;
        if (seen <= cap || answerNow) return;
        answerNow = true;
        // No answer yet: hold the sender back until there is one.
        if (held) release({ close: true });
        else req.pause();
      });
      req.resume();
    };
    // A client that stops sending halfway (half-closes) is answered at once: right after this listener Node gives
    // up on the connection, and would cut short an answer still waiting for the body.
    const stoppedSending = () => release({ close: true });
    socket.prependListener("end", stoppedSending);
    res.once("close", () => {
      socket.removeListener("end", stoppedSending);
      clearTimeout(timer);
    });
    req.destroy = (error) => {
      // Only a reader giving up is turned into discarding; a connection that is gone takes its request along.
      if (req.complete || socket.destroyed) return destroy(error);
      discard();
      return req;
    };
    /** @type {any} */ (res).end = (/** @type {any[]} */ ...args) => {
      if (req.complete || req.destroyed) return end(...args);
      if (answerNow || Number(req.headers["content-length"] ?? 0) > cap) return endAndClose(args);
      held = args;
      discard();
      timer = setTimeout(() => release({ close: true }), waitMs);
      req.once("end", () => release({ close: false }));
      req.once("close", () => release({ close: false }));
      return res;
    };
    next();
  };
}
