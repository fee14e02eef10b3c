import { constants, gunzipSync, gzipSync } from "node:zlib";
import type { Request as ExpressRequest } from "express";
import { describe, expect, it } from "vitest";
import { inlineScripts, scriptHash } from "./csp.js";
import { formPageTemplates } from "./form-pages.js";

/*
 * A form page rendered once, served to each visitor with a token of its own. The page here stands in for what
 * the React Router handler renders: the token in the form and in the hydration data, other inline scripts, and
 * text long enough to compress (and to refer back across the token).
 */

const text = "<p>Uniformed, insured valet attendants for Los Angeles weddings and galas.</p>".repeat(300);
const page = (token: string) =>
  `<!doctype html><html><head><script>document.documentElement.className="js"</script></head><body>${text}` +
  `<form method="post"><input type="hidden" name="formToken" value="${token}"/></form>${text}` +
  `<script>window.__context={"token":"${token}"}</script><script type="application/ld+json">{"a":1}</script>${text}</body></html>`;

/** Tokens shaped like the real ones (uuid, base36 time, signature): all of one length. */
let issued = 0;
const newToken = () => `token-${String(++issued).padStart(6, "0")}.mwtxe5vo.${"s".repeat(43)}`;

function setUp(options: { status?: number; day?: () => string } = {}) {
  const renders: string[] = [];
  const formPage = formPageTemplates({
    paths: ["/book"],
    siteUrl: "https://valet.example",
    newToken,
    today: options.day ?? (() => "2026-11-23"),
    render: async (request) => {
      renders.push(new URL(request.url).pathname);
      return new Response(page(newToken()), {
        status: options.status ?? 200,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Set-Cookie": "x=1" },
      });
    },
  });
  const get = (url: string) => {
    const path = url.split("?")[0] ?? url;
    return formPage({ path, url } as ExpressRequest);
  };
  return { get, renders };
}

const tokenOf = (html: string) => html.match(/name="formToken" value="([^"]+)"/)?.[1] ?? "";

describe("form pages from a template", () => {
  it("renders a page once and gives each visitor its own token, in the form and the hydration data", async () => {
    const { get, renders } = setUp();
    const first = await get("/book");
    const second = await get("/book");
    expect(renders).toEqual(["/book"]);
    const [a, b] = [first?.body("identity").toString() ?? "", second?.body("identity").toString() ?? ""];
    expect(tokenOf(a)).not.toBe(tokenOf(b));
    expect(a).toBe(page(tokenOf(a)));
    expect(b).toBe(page(tokenOf(b)));
    // The handler's headers pass, but not its cookies or length.
    expect(first?.headers).toEqual([
      ["cache-control", "no-store"],
      ["content-type", "text/html; charset=utf-8"],
    ]);
  });

  it("sends gzip that decodes to the same page, as small as the page compressed whole but for the tokens", async () => {
    const { get } = setUp();
    const served = await get("/book");
    expect(served?.encodings).toEqual(["gzip"]);
    const html = served?.body("identity") ?? Buffer.alloc(0);
    const gzip = served?.body("gzip") ?? Buffer.alloc(0);
    expect(gunzipSync(gzip).equals(html)).toBe(true);
    // Each token is stored as it is (5 bytes of block header), and each piece has its own code tables; the pieces
    // refer back across the tokens, so nothing else is lost.
    const whole = gzipSync(html, { level: constants.Z_BEST_COMPRESSION }).length;
    const token = tokenOf(html.toString()).length;
    expect(gzip.length).toBeLessThan(whole + 2 * (token + 5) + 64);
  });

  it("allows exactly the page's inline scripts by their hashes, the one with this visitor's token included", async () => {
    const { get } = setUp();
    const served = await get("/book");
    const html = served?.body("identity").toString() ?? "";
    expect(new Set(served?.scripts)).toEqual(new Set(inlineScripts(html).map(scriptHash)));
    expect(served?.scripts).toHaveLength(2);
  });

  it("leaves a query string, another page and a failed render to the handler", async () => {
    expect(await setUp().get("/book?utm_source=newsletter")).toBeNull();
    expect(await setUp().get("/quote")).toBeNull();
    const failing = setUp({ status: 500 });
    expect(await failing.get("/book")).toBeNull();
    expect(await failing.get("/book")).toBeNull();
    // Tried again on the next request, not remembered as a page.
    expect(failing.renders).toEqual(["/book", "/book"]);
  });

  it("renders the page again when the day changes", async () => {
    let day = "2026-12-31";
    const { get, renders } = setUp({ day: () => day });
    await get("/book");
    await get("/book");
    day = "2027-01-01";
    await get("/book");
    expect(renders).toEqual(["/book", "/book"]);
  });
});
