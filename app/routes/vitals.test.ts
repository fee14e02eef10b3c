import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { limitRules } from "~/lib/leads/limits.server";
import { logger } from "~/lib/log.server";
import { loadContext } from "~/lib/request-context.server";
import { seedContent } from "../../tests/support/content";
import { sqlite } from "../../tests/support/databases";
import { testServices } from "../../tests/support/services";
import { action, CLS_MAX, loader, VITAL_MAX_MS, VITALS_MAX_BYTES } from "./vitals";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let storage: Awaited<ReturnType<typeof sqlite.open>>;
let args: (body: BodyInit | null, headers?: Record<string, string>, clientIp?: string) => never;

beforeEach(async () => {
  storage = await sqlite.open();
  const services = await testServices(storage);
  args = (body, headers = {}, clientIp = "10.9.0.1") => {
    const request = new Request("http://localhost/vitals", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, ...headers },
      body,
    });
    const context = loadContext({ services, clientIp, log: logger, content: seedContent() });
    // The route module's generated argument types ask for more than it reads.
    return { request, context, params: {} } as never;
  };
});
afterEach(() => storage.cleanup());

const beacon = (path = "/faq") => JSON.stringify({ path, metrics: { LCP: 1830, CLS: 0.02, TTFB: 120 } });
const stored = () => storage.db.selectFrom("web_vitals").selectAll().orderBy("metric").execute();

describe("the speed beacon", () => {
  it("adds a browser's figures to its page's day and answers 204, keeping nothing of the visitor", async () => {
    const response = await action(args(beacon()));
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
    const rows = await stored();
    expect(rows.map((r) => [r.path, r.metric, r.count])).toEqual([
      ["/faq", "CLS", 1],
      ["/faq", "LCP", 1],
      ["/faq", "TTFB", 1],
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["bucket", "count", "day", "metric", "path"]);
  });

  it("refuses what is not a beacon with 400 and a reason, and one too large with 413, unread", async () => {
    for (const body of [
      "",
      "not json",
      "[]",
      JSON.stringify({ path: "/faq" }),
      JSON.stringify({ path: "/faq", metrics: { LCP: -1 } }),
      JSON.stringify({ path: "/faq", metrics: { LCP: "fast" } }),
      JSON.stringify({ path: "/faq", metrics: { FID: 10 } }),
      JSON.stringify({ path: 7, metrics: {} }),
    ]) {
      const response = await action(args(body));
      expect(response.status, body).toBe(400);
      expect(await response.text(), body).toMatch(/^The figures must be/);
    }
    const big = JSON.stringify({ path: `/${"x".repeat(VITALS_MAX_BYTES)}`, metrics: {} });
    const tooLarge = await action(args(big));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toMatch(/under 4096 bytes/);
    // A stream without a length is counted as it comes.
    const stream = new Blob([big]).stream();
    const streamed = await action({ ...(args(null) as object), request: streamedRequest(stream) } as never);
    expect(streamed.status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it("keeps nothing for a visitor who asks not to be tracked, a bot, or a page that is not the site's", async () => {
    const asked: Record<string, string>[] = [
      { "Sec-GPC": "1" },
      { DNT: "1" },
      { "User-Agent": "Mozilla/5.0 (Linux; Android 11) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse" },
      { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0.0.0 Safari/537.36" },
      { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      { "User-Agent": "" },
    ];
    for (const headers of asked) {
      expect((await action(args(beacon(), headers))).status, JSON.stringify(headers)).toBe(204);
    }
    for (const path of ["/staff/report", "/no-such-page", "https://elsewhere.example/"]) {
      expect((await action(args(beacon(path)))).status, path).toBe(204);
    }
    expect(await stored()).toEqual([]);
  });

  it("refuses figures past a minute, or a layout shift past 10, as no measurement", async () => {
    for (const metrics of [{ LCP: VITAL_MAX_MS + 1 }, { TTFB: 3_600_000 }, { INP: 1e9 }, { CLS: CLS_MAX + 0.01 }]) {
      const response = await action(args(JSON.stringify({ path: "/faq", metrics })));
      expect(response.status, JSON.stringify(metrics)).toBe(400);
    }
    expect((await action(args(JSON.stringify({ path: "/faq", metrics: { LCP: VITAL_MAX_MS } })))).status).toBe(204);
  });

  it("takes a visitor's beacons, and refuses one address's flood with 429 past its limit, not other addresses", async () => {
    const { points } = limitRules.vitals;
    for (let i = 0; i < points; i++) expect((await action(args(beacon(), {}, "10.9.0.7"))).status).toBe(204);
    const refused = await action(args(beacon(), {}, "10.9.0.7"));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/^Too many speed figures from this address/);
    expect((await action(args(beacon(), {}, "10.9.0.8"))).status).toBe(204);
    const lcp = (await stored()).find((row) => row.metric === "LCP");
    expect(lcp?.count).toBe(points + 1);
  });

  it("is no page: a GET is told to POST", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

function streamedRequest(body: ReadableStream) {
  return new Request("http://localhost/vitals", {
    method: "POST",
    headers: { "User-Agent": CHROME },
    body,
    duplex: "half",
  } as RequestInit);
}
