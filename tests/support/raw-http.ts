import { once } from "node:events";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";

/* Requests fetch cannot express, sent on raw sockets, and answers read byte for byte. */

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The whole answer arrived: its declared length, its last chunk, or (with neither) the server's clean close. */
  complete: boolean;
  /** How the connection failed instead (ECONNRESET, EPIPE, timeout), if it did. */
  error: string | null;
}

export type Body = Buffer | string | (() => Iterable<Buffer>);

export interface Sending {
  /** Half-close the connection once the body is written: a body that ends before it said it would. */
  truncated?: boolean;
  /** Read nothing until the whole body is sent, as browsers do. */
  readAfterUpload?: boolean;
  /** Stop sending once a complete answer is in, as a client does on an early refusal. */
  hangUpWhenAnswered?: boolean;
}

function dechunk(data: Buffer): { body: Buffer; done: boolean } {
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const eol = data.indexOf("\r\n", at);
    if (eol < 0) return { body: Buffer.concat(parts), done: false };
    const size = Number.parseInt(data.subarray(at, eol).toString("latin1"), 16);
    if (size === 0) return { body: Buffer.concat(parts), done: true };
    if (Number.isNaN(size) || data.length < eol + 2 + size + 2) return { body: Buffer.concat(parts), done: false };
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** The final answer in what came back (after any "100 Continue"). */
function parseAnswer(data: Buffer, closedCleanly: boolean, head: boolean): Omit<Answer, "error"> {
  let start = 0;
  for (;;) {
    const end = data.indexOf("\r\n\r\n", start);
    if (end < 0) return { status: 0, headers: {}, body: "", complete: false };
    const [statusLine = "", ...lines] = data.subarray(start, end).toString("latin1").split("\r\n");
    const status = Number(statusLine.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0);
    if (status >= 100 && status < 200) {
      start = end + 4;
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const rest = data.subarray(end + 4);
    if (head) return { status, headers, body: "", complete: true };
    if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
      const { body, done } = dechunk(rest);
      return { status, headers, body: body.toString("utf8"), complete: done };
    }
    const length = headers["content-length"];
    const complete = length === undefined ? closedCleanly : rest.length >= Number(length);
    return { status, headers, body: rest.toString("utf8"), complete };
  }
}

async function upload(socket: Socket, body: Body, closed: Promise<unknown>) {
  for (const piece of typeof body === "function" ? body() : [body]) {
    if (socket.destroyed) return;
    await Promise.race([new Promise((resolve) => socket.write(piece, resolve)), closed]);
  }
}

/** A client of the site at `siteUrl` (read on each call: a test's site starts in beforeAll). */
export function rawHttp(siteUrl: () => string) {
  let addresses = 0;
  const request = (method: string, target: string, headers = "") =>
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nX-Forwarded-For: 10.8.${(addresses >> 8) & 255}.${addresses++ & 255}\r\n${headers}\r\n`;
  return {
    /** The status of a request made with node:http, so bodies and headers can be as broken as an attacker likes. */
    statusOf(method: string, path: string, headers: Record<string, string>, body?: Buffer | string) {
      return new Promise<number>((resolve, reject) => {
        const url = new URL(siteUrl() + path);
        const req = httpRequest(
          { method, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers, agent: false },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
        if (body !== undefined) req.end(body);
        else req.end();
      });
    },
    /** Sends `head` and `body` on a fresh connection and reads the answer until the server closes it. */
    exchange(head: string, body: Body = "", sending: Sending = {}): Promise<Answer> {
      return new Promise((resolve) => {
        const url = new URL(siteUrl());
        const socket = connect(Number(url.port), url.hostname);
        const closed = once(socket, "close").catch(() => undefined);
        const chunks: Buffer[] = [];
        const isHead = head.startsWith("HEAD ");
        let error: string | null = null;
        let ended = false;
        const timer = setTimeout(() => {
          error ??= "timeout";
          socket.destroy();
        }, 15_000);
        socket.on("data", (data: Buffer) => {
          chunks.push(data);
          if (sending.hangUpWhenAnswered && parseAnswer(Buffer.concat(chunks), false, isHead).complete)
            socket.destroy();
        });
        socket.on("end", () => {
          ended = true;
        });
        socket.on("error", (e: NodeJS.ErrnoException) => {
          error ??= e.code ?? e.message;
        });
        socket.on("close", () => {
          clearTimeout(timer);
          resolve({ ...parseAnswer(Buffer.concat(chunks), ended && !error, isHead), error });
        });
        if (sending.readAfterUpload) socket.pause();
        socket.write(head);
        void upload(socket, body, closed).then(() => {
          if (sending.truncated) socket.end();
          socket.resume();
        });
      });
    },
    /** A request head; each from its own client address, so the rate limits stay out of the way. */
    request,
    post: (target: string, headers = "") => request("POST", target, headers),
  };
}
/**
 * A connection to 127.0.0.1:`port`, and what comes back on it once it closes, with how it ended: "end" (a FIN,
 * after the answer) or the socket's error (a reset).
 */
export function rawConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  const closed = new Promise<{ answer: string; ended: string }>((resolve) => {
    let answer = "";
    let ended = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("end", () => {
      ended ||= "end";
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      ended ||= error.code ?? error.message;
    });
    socket.on("close", () => resolve({ answer, ended }));
  });
  return { socket, closed };
}

export const urlencoded = "Content-Type: application/x-www-form-urlencoded\r\n";
export const filler = (bytes: number) => Buffer.alloc(bytes, "a");
/**
 * A chunked body of `bytes` of filler after `lead`, framed piece by piece as it is sent, so an 80 MB upload
 * needs no 80 MB buffer.
 */
export const chunked = (bytes: number, lead: Buffer = Buffer.alloc(0)) =>
  function* (): Iterable<Buffer> {
    if (lead.length) yield Buffer.concat([Buffer.from(`${lead.length.toString(16)}\r\n`), lead, Buffer.from("\r\n")]);
    const size = 64 * 1024;
    const full = Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), filler(size), Buffer.from("\r\n")]);
    for (let sent = 0; sent + size <= bytes; sent += size) yield full;
    const last = bytes % size;
    if (last) yield Buffer.concat([Buffer.from(`${last.toString(16)}\r\n`), filler(last), Buffer.from("\r\n")]);
    yield Buffer.from("0\r\n\r\n");
  };
/** A body of `bytes` sent as is, piece by piece. */
export const plain = (bytes: number) =>
  function* (): Iterable<Buffer> {
    const piece = filler(64 * 1024);
    for (let sent = 0; sent < bytes; sent += piece.length)
      yield piece.subarray(0, Math.min(piece.length, bytes - sent));
  };
/** A whole chunked body in one chunk. */
export const frame = (data: Buffer | string) => {
  const bytes = Buffer.from(data);
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n0\r\n\r\n")]);
};
