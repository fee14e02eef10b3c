import { once } from "node:events";
import { createServer, type Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { rawConnection } from "../tests/support/raw-http";
import { discardRefusedBodies } from "./discard-body.js";

/*
 * What a browser does with a refused upload: it sends the whole body before it reads the answer. Without the
 * discarding, the server's close (or Node's, on a reader that gave up) meets unread bytes and sends a reset, and
 * the client never sees the 413. Checked on Node 20 and 24 (npm test, npm run test:node24).
 */

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(app: express.Express) {
  server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}

/** Sends a POST of `bytes` as a browser does: all of it, reading nothing until the upload is done. */
function upload(port: number, bytes: number, { announce = true } = {}) {
  const { socket, closed } = rawConnection(port);
  socket.pause();
  const length = announce ? `Content-Length: ${bytes}` : "Transfer-Encoding: chunked";
  socket.write(`POST /form HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${length}\r\n\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 97);
  let sent = 0;
  const more = () => {
    while (sent < bytes) {
      const size = Math.min(chunk.length, bytes - sent);
      sent += size;
      const piece = chunk.subarray(0, size);
      const ok = socket.write(
        announce ? piece : Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), piece, Buffer.from("\r\n")]),
      );
      if (!ok) return socket.once("drain", more);
    }
    if (!announce) socket.write("0\r\n\r\n");
    socket.resume();
  };
  more();
  return closed;
}

/** An app that refuses every post at once, before reading any of its body. */
function refusing(options?: Parameters<typeof discardRefusedBodies>[0]) {
  const app = express();
  app.use(discardRefusedBodies(options));
  app.post("/form", (_req, res) => {
    res.status(413).type("text/plain").send("too large");
  });
  return app;
}

/** An app that reads each post as it streams in, and gives up past `limit` (as a form's streaming limit does). */
function reading(limit = Number.POSITIVE_INFINITY) {
  const app = express();
  app.use(discardRefusedBodies());
  app.post("/form", (req, res) => {
    let seen = 0;
    // Answered once: a refused answer is held (headers unsent) until the rest of the body has been dropped.
    let answered = false;
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit && !answered) {
        answered = true;
        req.destroy();
        res.status(413).type("text/plain").send("too large");
      }
    });
    req.on("end", () => answered || res.type("text/plain").send(`read ${seen}`));
  });
  return app;
}

describe("a refused body", () => {
  it("answered before it arrived: the client reads the whole answer after its upload, and no reset", async () => {
    const { answer, ended } = await upload(await serve(refusing()), 6 * 1024 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/too large$/);
    expect(ended).not.toBe("ECONNRESET");
  });

  it("whose reader gave up halfway (a form's streaming limit): the answer still arrives", async () => {
    const { answer, ended } = await upload(await serve(reading(128 * 1024)), 4 * 1024 * 1024, { announce: false });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(ended).not.toBe("ECONNRESET");
  });

  it("past the cap: answered at once, the connection closed with a FIN", async () => {
    const { answer, ended } = await upload(await serve(refusing({ cap: 256 * 1024 })), 2 * 1024 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(ended).not.toBe("ECONNRESET");
  });

  it("leaves a body that is read to its end alone", async () => {
    const { answer } = await upload(await serve(reading()), 300 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/read 307200$/);
  });
});
