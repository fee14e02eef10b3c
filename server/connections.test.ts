import { once } from "node:events";
import { createServer, type Server } from "node:http";
import express from "express";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { rawConnection } from "../tests/support/raw-http";
import { guardConnections, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, requireSteadyBody } from "./connections.js";

const silent = pino({ level: "silent" });
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function serve(app: express.Express, options = {}) {
  server = createServer({ connectionsCheckingInterval: 200, ...options }, app);
  guardConnections(server, silent);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}

/**
 * Sends `head`, then keeps sending `more` every 20 ms until the connection ends; what came back, and how the
 * connection ended: "end" (a FIN, after the answer) or the socket's error (a reset). With `uploadMs`, it sends for
 * that long before reading anything, as a browser reads the answer only once its upload is done.
 */
function send(port: number, head: string, more = "", uploadMs = 0) {
  const { socket, closed } = rawConnection(port);
  const feed = more ? setInterval(() => socket.writable && socket.write(more), 20) : undefined;
  if (uploadMs) {
    socket.pause();
    setTimeout(() => {
      clearInterval(feed);
      socket.resume();
    }, uploadMs);
  }
  socket.on("close", () => clearInterval(feed));
  socket.write(head);
  return closed;
}

describe("the server's connections", () => {
  it("sets 15 s for the headers and 3 minutes for a whole request", async () => {
    await serve(express());
    expect(server?.headersTimeout).toBe(15_000);
    expect(server?.requestTimeout).toBe(180_000);
    expect([HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS]).toEqual([15_000, 180_000]);
  });

  it("answers a header past 16 KB with 431 and closes without a reset while the client goes on sending", async () => {
    const port = await serve(express());
    for (let i = 0; i < 3; i++) {
      // Node's own answer was lost here: it closed at once, the client's next bytes drew a reset (EPIPE).
      const { answer, ended } = await send(
        port,
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}`,
        "a".repeat(4096),
        500,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(answer).toContain("Connection: close");
      expect(answer.endsWith("The request's headers are too large.\n")).toBe(true);
      expect(ended).toBe("end");
    }
  });

  it("answers headers that never end with 408 once the headers' time is up", async () => {
    const port = await serve(express());
    // Its own time, short for the test.
    if (server) server.headersTimeout = 300;
    const { answer, ended } = await send(port, "GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: a\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(ended).toBe("end");
  });

  it("cuts off a body slower than the minimum rate after the grace time, with 408, and lets a steady one through", async () => {
    const app = express();
    app.use(requireSteadyBody({ graceMs: 300, bytesPerSecond: 1000 }));
    app.post("/", (req, res) => {
      let size = 0;
      req.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      req.on("end", () => res.send(`got ${size}`));
    });
    const port = await serve(app);
    const head = (length: number) =>
      `POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n`;

    // One byte every 20 ms: 50 bytes a second, a trickle.
    const trickle = await send(port, head(100_000), "a");
    expect(trickle.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(trickle.ended).toBe("end");

    // 200 bytes every 20 ms: 10 KB a second, for 1.5 s.
    const steady = await send(port, head(15_000), "a".repeat(200));
    expect(steady.answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(steady.answer.endsWith("got 15000")).toBe(true);
  });
});
