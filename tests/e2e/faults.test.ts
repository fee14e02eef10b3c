import { readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formToken, postForm, referenceIn } from "../support/forms";
import { type RunningSite, startSite } from "../support/site";

/*
 * Every refused request gets a complete answer: the exact request each fault was found with, then a sweep of
 * malformed shapes over raw sockets. No resets, no empty replies, no 500, no stack trace in the log.
 */

const PASSWORD = "correct horse battery staple";
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => site?.stop());

interface Exchange {
  status: number;
  body: string;
  /** The connection ended with an error (ECONNRESET, EPIPE) instead of a clean close. */
  error: string | null;
}

/**
 * Writes `head` and `body` to a fresh connection and reads whatever comes back until the server closes it. A
 * truncated request half-closes the connection after writing, so the server sees its end.
 */
function exchange(head: string, body: Buffer | string = "", { truncated = false } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const url = new URL(site.url);
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    let error: string | null = null;
    socket.on("data", (d) => chunks.push(d));
    socket.on("error", (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      // The final status line (after a "100 Continue", if any).
      const status = Number([...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].at(-1)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4), error });
    });
    socket.write(head);
    socket.write(body, () => {
      if (truncated) socket.end();
    });
    socket.setTimeout(8_000, () => socket.destroy(new Error("timeout")));
  });
}

const post = (path: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`;
const chunked = (data: Buffer, size = 64 * 1024) => {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) {
    const piece = data.subarray(i, i + size);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
};
const filler = (bytes: number) => Buffer.alloc(bytes, "a");
const tooLarge = "This request is too large.";

describe("each fault found in review, answered", () => {
  it("a non-multipart post to /employment: 413 or 415 every time, never a reset", async () => {
    for (let i = 0; i < 5; i++) {
      const big = await exchange(
        post("/employment", "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n"),
        chunked(filler(200_000)),
      );
      expect(big).toMatchObject({ status: 413, error: null });
      expect(big.body).toContain(tooLarge);
      for (const type of ["text/plain", ""]) {
        const body = filler(200_000);
        const wrong = await exchange(
          post("/employment", `${type ? `Content-Type: ${type}\r\n` : ""}Content-Length: ${body.length}\r\n`),
          body,
        );
        expect(wrong).toMatchObject({ status: 415, error: null });
        expect(wrong.body).toContain("Please send the form from our website.");
      }
    }
  });

  it("an oversized chunked body: a complete 413 on every form", async () => {
    for (const [route, bytes] of [
      ["/book", 1_000_000],
      ["/newsletter", 1_000_000],
      ["/staff", 1_000_000],
      ["/employment", 20_000_000],
    ] as const) {
      const answer = await exchange(
        post(route, "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n"),
        chunked(filler(bytes)),
      );
      expect(answer.error, route).toBeNull();
      expect(answer.status, route).toBe(413);
      expect(answer.body, route).toContain(tooLarge);
    }
  });

  it("a sign-in whose next holds CR/LF goes to the inbox", async () => {
    for (const next of ["/staff/leads%0d%0aSet-Cookie:%20x=1", "/staff/%0aX", "//evil.example", "/staff/\\\\evil"]) {
      const response = await fetch(`${site.url}/staff?next=${next}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ password: PASSWORD }),
        redirect: "manual",
      });
      expect(response.status, next).toBe(302);
      expect(response.headers.get("location"), next).toBe("/staff/leads");
    }
  });

  it("a lead whose résumé file is missing: 404 with a message, and a note on the lead page", async () => {
    const form = new FormData();
    const fields = {
      formToken: await formToken(site.url, "/employment"),
      fullName: "Lost File",
      phone: "3235550100",
      email: "lost@example.com",
      coverLetter: "Evenings.",
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("resume", new File([new TextEncoder().encode("%PDF-1.4 cv")], "cv.pdf", { type: "application/pdf" }));
    const answer = await fetch(`${site.url}/employment`, { method: "POST", body: form });
    const reference = referenceIn(await answer.text());
    expect(reference).toBeTruthy();
    const resumes = path.join(site.dataDir, "resumes");
    for (const file of readdirSync(resumes)) rmSync(path.join(resumes, file));

    const login = await postForm(site.url, "/staff", { password: PASSWORD }, "198.51.100.7");
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const list = await (await fetch(`${site.url}/staff/leads?q=${reference}`, { headers: { Cookie: cookie } })).text();
    const id = list.match(/href="\/staff\/leads\/(\d+)"/)?.[1];
    const download = await fetch(`${site.url}/staff/leads/${id}/resume`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(404);
    expect(await download.text()).toContain("file is missing from the server");
    const page = await (await fetch(`${site.url}/staff/leads/${id}`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("the file is missing from the server&#x27;s storage");
    expect(page).not.toContain(`href="/staff/leads/${id}/resume"`);
  });

  it("a post to a page without a form: 405, logged in one line", async () => {
    for (const route of ["/", "/about", "/locations/santa-monica", "/blog", "/no-such-page"]) {
      const response = await fetch(site.url + route, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=b",
      });
      expect(response.status, route).toBe(route === "/no-such-page" ? 404 : 405);
      await response.text();
    }
  });
});

describe("malformed requests over raw sockets", () => {
  const forms = ["/book", "/quote", "/contact", "/employment", "/newsletter", "/staff", "/newsletter/unsubscribe"];
  const pages = ["/", "/about", "/faq", "/locations/pasadena", "/robots.txt", "/assets/none.js"];
  const urlencoded = "Content-Type: application/x-www-form-urlencoded\r\n";

  type Shape = { name: string; head: string; body?: Buffer | string; truncated?: boolean };
  function shapes(): Shape[] {
    const all: Shape[] = [];
    for (const route of forms) {
      const add = (name: string, headers: string, body?: Buffer | string) =>
        all.push({ name: `${route} ${name}`, head: post(route, headers), body, truncated: name.includes("truncated") });
      add("truncated body", `${urlencoded}Content-Length: 1000\r\n`, "firstName=Ana");
      add("truncated chunk", `${urlencoded}Transfer-Encoding: chunked\r\n`, "100\r\nfirstName=Ana");
      add("bad chunk size", `${urlencoded}Transfer-Encoding: chunked\r\n`, "zz\r\nabc\r\n0\r\n\r\n");
      add("length and chunked", `${urlencoded}Transfer-Encoding: chunked\r\nContent-Length: 5\r\n`, "0\r\n\r\n");
      add("negative length", `${urlencoded}Content-Length: -1\r\n`, "a=b");
      add("two lengths", `${urlencoded}Content-Length: 3\r\nContent-Length: 4\r\n`, "a=b");
      add("huge declared length", `${urlencoded}Content-Length: 99999999999\r\n`, "a=b");
      add("huge chunked", `${urlencoded}Transfer-Encoding: chunked\r\n`, chunked(filler(3_000_000)));
      add("huge urlencoded", `${urlencoded}Content-Length: 2000000\r\n`, filler(2_000_000));
      add("json", `Content-Type: application/json\r\nContent-Length: 2\r\n`, "{}");
      add("no type, chunked", `Transfer-Encoding: chunked\r\n`, chunked(filler(500_000)));
      add("wrong type, chunked", `Content-Type: image/png\r\nTransfer-Encoding: chunked\r\n`, chunked(filler(500_000)));
      add("bad UTF-8", `${urlencoded}Content-Length: 6\r\n`, Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0xc3, 0x28]));
      add("NUL in field", `${urlencoded}Content-Length: 8\r\n`, "a=b%00cd");
      add("multipart without boundary", "Content-Type: multipart/form-data\r\nContent-Length: 5\r\n", "hello");
      add(
        "multipart truncated",
        "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 4000\r\n",
        '--x\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-',
      );
      add(
        "multipart never closed",
        "Content-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n",
        chunked(Buffer.from(`--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${"b".repeat(200_000)}`)),
      );
      add(
        "multipart many parts",
        "Content-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n",
        chunked(Buffer.from(`${'--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n'.repeat(500)}--x--\r\n`)),
      );
      add(
        "multipart huge file",
        "Content-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n",
        chunked(
          Buffer.concat([
            Buffer.from('--x\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-'),
            filler(12_000_000),
            Buffer.from("\r\n--x--\r\n"),
          ]),
        ),
      );
      add(
        "chunk extensions and trailer",
        `${urlencoded}Transfer-Encoding: chunked\r\n`,
        "3;x=y\r\na=b\r\n0\r\nX-T: 1\r\n\r\n",
      );
      add("upper-case chunked", `${urlencoded}Transfer-Encoding: CHUNKED\r\n`, chunked(filler(400_000)));
      add(
        "expect continue, huge",
        `${urlencoded}Expect: 100-continue\r\nContent-Length: 5000000\r\n`,
        filler(5_000_000),
      );
      add("length with spaces", `${urlencoded}Content-Length:  3 \r\n`, "a=b");
      add("header with CR/LF in value", `${urlencoded}X-Note: a\rb\r\nContent-Length: 3\r\n`, "a=b");
    }
    for (const route of pages) {
      all.push({
        name: `${route} GET with a body`,
        head: `GET ${route} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\n`,
        body: "hello",
      });
      all.push({
        name: `${route} POST chunked`,
        head: post(route, `${urlencoded}Transfer-Encoding: chunked\r\n`),
        body: chunked(filler(300_000)),
      });
      all.push({ name: `${route} DELETE`, head: `DELETE ${route} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n` });
      all.push({
        name: `${route} huge header`,
        head: `GET ${route} HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      });
      all.push({ name: `${route} HTTP/1.0`, head: `GET ${route} HTTP/1.0\r\n\r\n` });
      all.push({
        name: `${route} absolute URI`,
        head: `GET http://evil.example${route} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      });
      all.push({
        name: `${route} bad percent`,
        head: `GET ${route}?%%% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      });
      all.push({ name: `${route} garbage line`, head: "HELLO THERE\r\n\r\n" });
    }
    return all;
  }

  it("answer every shape completely, with a 4xx or a page, never a reset or a 500", async () => {
    const all = shapes();
    expect(all.length).toBeGreaterThanOrEqual(200);
    const results: { name: string; status: number; error: string | null }[] = [];
    for (let i = 0; i < all.length; i += 8) {
      const batch = all.slice(i, i + 8);
      const answers = await Promise.all(batch.map((s) => exchange(s.head, s.body, { truncated: s.truncated })));
      for (const [j, s] of batch.entries()) {
        const answer = answers[j] as Exchange;
        results.push({ name: s.name, status: answer.status, error: answer.error });
      }
    }
    const broken = results.filter((r) => r.error !== null || r.status === 0 || r.status >= 500);
    expect(broken).toEqual([]);
    const counts: Record<string, number> = {};
    for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
    console.info(`${results.length} malformed requests, by status: ${JSON.stringify(counts)}`);
    // Every malformed form post is refused; pages (and the unsubscribe link, which reads no body) answer as usual.
    const reading = forms.filter((f) => f !== "/newsletter/unsubscribe");
    const accepted = results.filter((r) => reading.some((f) => r.name.startsWith(`${f} `)) && r.status < 400);
    expect(accepted).toEqual([]);
    expect((await fetch(`${site.url}/book`)).status).toBe(200);
  });

  it("left no stack trace in the server's log", () => {
    const log = site.output.join("");
    expect(log).not.toMatch(/\n\s+at .+:\d+:\d+/);
    expect(log).not.toContain('"msg":"unhandled error"');
  });
});
