import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes as scriptHashes } from "~/lib/http/security-headers.server";
import { createPageCache } from "./page-cache.server";

/** A renderer that counts its renders and answers what `answer` gives for a path. */
function renderer(answer = (path: string, n: number) => new Response(`<p>${path} #${n}</p>`, { status: 200 })) {
  const renders: string[] = [];
  return {
    renders,
    render: async (path: string) => {
      renders.push(path);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer(path, renders.length);
    },
  };
}

describe("the page cache", () => {
  it("renders a page once for requests that miss together, and keeps it under the same key", async () => {
    const { render, renders } = renderer();
    const cache = createPageCache({ render, scriptHashes, key: async () => "v1 2026-11-26" });
    const pages = await Promise.all([cache.get("/about"), cache.get("/about"), cache.get("/about")]);
    await cache.get("/about");
    expect(renders).toEqual(["/about"]);
    expect(new Set(pages).size).toBe(1);
  });

  it("renders again when the key moves on (a new content version, a new day)", async () => {
    const { render, renders } = renderer();
    let key = "v1 2026-11-26";
    const cache = createPageCache({ render, scriptHashes, key: async () => key });
    const first = await cache.get("/hours");
    key = "v1 2026-11-27";
    const second = await cache.get("/hours");
    key = "v2 2026-11-27";
    const third = await cache.get("/hours");
    expect(renders).toEqual(["/hours", "/hours", "/hours"]);
    expect([first.html, second.html, third.html]).toEqual(["<p>/hours #1</p>", "<p>/hours #2</p>", "<p>/hours #3</p>"]);
  });

  it("keeps brotli and gzip copies that decode to the page, each with its own ETag", async () => {
    const long = `<main>${"A valet line at the curb. ".repeat(200)}</main>`;
    const cache = createPageCache({
      render: async () => new Response(long, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      scriptHashes,
      key: async () => "k",
    });
    const page = await cache.get("/");
    const { identity, br, gzip } = page.encoded ?? {};
    expect(brotliDecompressSync(br?.body ?? Buffer.alloc(0)).toString()).toBe(long);
    expect(gunzipSync(gzip?.body ?? Buffer.alloc(0)).toString()).toBe(long);
    expect(identity?.body.toString()).toBe(long);
    expect(new Set([identity?.etag, br?.etag, gzip?.etag]).size).toBe(3);
    expect(page.headers).toEqual([["content-type", "text/html; charset=utf-8"]]);
  });

  it("answers the waiting requests with a page it does not keep (a 404), and renders it again next time", async () => {
    const { render, renders } = renderer((path) => new Response(`<p>no ${path}</p>`, { status: 404 }));
    const cache = createPageCache({ render, scriptHashes, key: async () => "k" });
    const [a, b] = await Promise.all([cache.get("/services/nope"), cache.get("/services/nope")]);
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.encoded).toBeNull();
    await cache.get("/services/nope");
    expect(renders).toEqual(["/services/nope", "/services/nope"]);
  });

  it("refuses a page that sets a cookie: a cached page is the same for every visitor", async () => {
    const cache = createPageCache({
      render: async () => new Response("<p>hi</p>", { headers: { "Set-Cookie": "visit=1" } }),
      scriptHashes,
      key: async () => "k",
    });
    await expect(cache.get("/")).rejects.toThrow("/ sets a cookie");
  });

  it("keeps a form page with the token it was rendered with, for the server to replace, uncompressed", async () => {
    const cache = createPageCache({
      render: async () =>
        new Response('<input name="formToken" value="t.1"/><script type="application/json">{"token":"t.1"}</script>'),
      scriptHashes,
      key: async () => "k",
      tokenOf: (html) => html.match(/name="formToken" value="([^"]+)"/)?.[1] ?? null,
    });
    const page = await cache.get("/book");
    expect(page.token).toBe("t.1");
    expect(page.encoded).toBeNull();
    expect(page.html.split(page.token ?? "").length).toBe(3);
  });

  it("lists the hashes of the page's inline scripts, not of its data blocks", async () => {
    const cache = createPageCache({
      render: async () =>
        new Response(
          '<script>boot()</script><script type="application/ld+json">{}</script><script src="/a.js"></script>',
        ),
      scriptHashes,
      key: async () => "k",
    });
    expect((await cache.get("/")).scripts).toEqual(["'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY='"]);
  });

  it("holds at most maxPages, dropping the page asked for least recently", async () => {
    const { render, renders } = renderer();
    const cache = createPageCache({ render, scriptHashes, key: async () => "k", maxPages: 2 });
    await cache.get("/a");
    await cache.get("/b");
    await cache.get("/a");
    await cache.get("/c");
    await cache.get("/a");
    await cache.get("/b");
    expect(renders).toEqual(["/a", "/b", "/c", "/b"]);
  });
});
