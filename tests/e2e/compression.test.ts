import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import { baseUrl } from "./browser";

/*
 * Cached pages are compressed once per fill of the page cache (app/lib/http/page-cache.server.ts), the build's text files once
 * at build, and both are sent as they are in the encoding the client prefers; form pages (a fresh token for every
 * visitor) and answers made per request are compressed as they are sent.
 */

const page = "/locations/santa-monica";
const get = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  rawRequest(
    baseUrl() + path,
    acceptEncoding === undefined ? headers : { "Accept-Encoding": acceptEncoding, ...headers },
  );

describe("answers compressed once", () => {
  it("sends brotli or gzip by the client's Accept-Encoding and q-values, the bytes as they are when it takes neither", async () => {
    const plain = await get(page, "identity");
    expect(plain.header("content-encoding")).toBe("");
    const cases: [string | undefined, string][] = [
      ["br, gzip", "br"],
      // Between equals, ours: brotli is smaller.
      ["gzip, deflate, br, zstd", "br"],
      ["*", "br"],
      ["gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["deflate", ""],
      ["br;q=0, gzip;q=0", ""],
      [undefined, ""],
    ];
    for (const [accept, expected] of cases) {
      const answer = await get(page, accept);
      expect(answer.status, String(accept)).toBe(200);
      expect(answer.header("content-encoding"), String(accept)).toBe(expected);
      expect(answer.header("vary"), String(accept)).toMatch(/accept-encoding/i);
      expect(answer.header("content-type"), String(accept)).toBe("text/html; charset=utf-8");
      expect(Number(answer.header("content-length")), String(accept)).toBe(answer.body.length);
      expect(answer.decoded().equals(plain.body), String(accept)).toBe(true);
    }
    expect((await get(page, "br")).body.length).toBeLessThan(plain.body.length / 4);
  });

  it("gives each encoding its own ETag and answers a matching If-None-Match with 304", async () => {
    const answers = await Promise.all(["br", "gzip", "identity"].map((encoding) => get(page, encoding)));
    const etags = answers.map((a) => a.header("etag"));
    expect(new Set(etags).size).toBe(3);
    const [br, gzip] = etags;
    const fresh = await get(page, "br, gzip", { "If-None-Match": br ?? "" });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(fresh.header("etag")).toBe(br);
    // The client's copy is gzip, but it now takes brotli: a different representation, sent in full.
    const changed = await get(page, "br, gzip", { "If-None-Match": gzip ?? "" });
    expect(changed.status).toBe(200);
    expect(changed.header("content-encoding")).toBe("br");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const [head, full] = await Promise.all([
      rawRequest(baseUrl() + page, { "Accept-Encoding": "br" }, "HEAD"),
      get(page, "br"),
    ]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-encoding", "content-length", "etag", "vary", "content-type"]) {
      expect(head.header(name), name).toBe(full.header(name));
    }
  });

  it("sends the build's scripts, the sitemap and the feed compressed once too, with their own types and caching", async () => {
    const script = (await get("/", "identity")).body.toString().match(/\/assets\/site-[\w-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const files: [string, string, RegExp][] = [
      [script ?? "", "text/javascript; charset=utf-8", /immutable/],
      ["/sitemap.xml", "application/xml; charset=utf-8", /must-revalidate/],
      ["/blog/rss.xml", "application/rss+xml; charset=utf-8", /must-revalidate/],
    ];
    for (const [path, type, caching] of files) {
      const [br, gzip, plain] = await Promise.all([get(path, "br, gzip"), get(path, "gzip"), get(path, "identity")]);
      for (const answer of [br, gzip, plain]) {
        expect(answer.status, path).toBe(200);
        expect(answer.header("content-type"), path).toBe(type);
        expect(answer.header("cache-control"), path).toMatch(caching);
        expect(answer.header("vary"), path).toMatch(/accept-encoding/i);
        expect(Number(answer.header("content-length")), path).toBe(answer.body.length);
        expect(answer.decoded().equals(plain.body), path).toBe(true);
      }
      expect(
        [br, gzip, plain].map((a) => a.header("content-encoding")),
        path,
      ).toEqual(["br", "gzip", ""]);
      expect(new Set([br, gzip, plain].map((a) => a.header("etag"))).size, path).toBe(3);
      const fresh = await get(path, "gzip", { "If-None-Match": gzip.header("etag") });
      expect(fresh.status, path).toBe(304);
    }
  });

  it("still compresses pages rendered per request as they are sent", async () => {
    for (const [path, status] of [
      ["/book?utm_source=newsletter", 200],
      ["/no-such-page", 404],
    ] as const) {
      const answer = await get(path, "gzip");
      expect(answer.status, path).toBe(status);
      expect(answer.header("content-encoding"), path).toBe("gzip");
      expect(answer.decoded().toString(), path).toContain("</html>");
    }
  });

  it("serves each form page from the page cache with a fresh token for every visitor, compressed as it is sent", async () => {
    const tokenOf = (html: string) => html.match(/name="formToken" value="([^"]+)"/)?.[1];
    for (const path of ["/book", "/quote", "/contact", "/employment"]) {
      const answers = await Promise.all([get(path, "br, gzip"), get(path, "br, gzip"), get(path, "identity")]);
      const pages = answers.map((a) => a.decoded().toString());
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, path).toBe(200);
        expect(answer.header("content-encoding"), path).toBe(i < 2 ? "br" : "");
        expect(answer.header("cache-control"), path).toBe("no-store");
        expect(pages[i], path).toContain("</html>");
      }
      const tokens = pages.map(tokenOf);
      expect(new Set(tokens).size, path).toBe(3);
      // The same page but for the token: in the form and in the data React hydrates from.
      expect(
        pages.map((html, i) => html.replaceAll(tokens[i] ?? "", "TOKEN")),
        path,
      ).toEqual(Array(3).fill(pages[0]?.replaceAll(tokens[0] ?? "", "TOKEN")));
      expect(pages[0]?.split(tokens[0] ?? "").length, path).toBe(3);
      expect(answers[0]?.body.length, path).toBeLessThan((answers[2]?.body.length ?? 0) / 4);
    }
  });

  it("vouches in the Content-Security-Policy for the inline scripts of cached and form pages, in every encoding", async () => {
    for (const path of ["/", "/about", page, "/hours", "/book", "/employment"]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const answer = await get(path, encoding);
        const scriptSources = answer
          .header("content-security-policy")
          .match(/script-src ([^;]*)/)?.[1]
          ?.split(" ");
        const html = answer.decoded().toString();
        const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
          ([, attributes = ""]) => !/\ssrc=|application\/(ld\+)?json/.test(attributes),
        );
        expect(inline.length, path).toBeGreaterThan(0);
        for (const [, , body = ""] of inline) {
          const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
          expect(scriptSources, `${path} (${encoding})`).toContain(hash);
        }
      }
    }
  });
});
