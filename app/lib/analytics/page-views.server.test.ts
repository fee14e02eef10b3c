import { describe, expect, it } from "vitest";
import { onEachDatabase } from "../../../tests/support/databases";
import { type AnsweredRequest, countsAsPageView, createPageViewCounter } from "./page-views.server";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const view = (overrides: Partial<AnsweredRequest> = {}, headers: AnsweredRequest["headers"] = {}): AnsweredRequest => ({
  method: "GET",
  path: "/locations/malibu",
  status: 200,
  ...overrides,
  headers: { "user-agent": CHROME, "sec-fetch-dest": "document", ...headers },
});

describe("what counts as a page view", () => {
  it("counts a browser's GET of a public page, and its revalidation", () => {
    expect(countsAsPageView(view())).toBe(true);
    expect(countsAsPageView(view({ path: "/" }, { "sec-fetch-dest": undefined }))).toBe(true);
    expect(countsAsPageView(view({ status: 304 }))).toBe(true);
  });

  it("does not count a visitor who asks not to be tracked (Sec-GPC: 1, DNT: 1)", () => {
    expect(countsAsPageView(view({}, { "sec-gpc": "1" }))).toBe(false);
    expect(countsAsPageView(view({}, { dnt: "1" }))).toBe(false);
    expect(countsAsPageView(view({}, { dnt: "0" }))).toBe(true);
  });

  it("skips the staff area, assets, files, HEAD, failures, bots, prefetches and frames", () => {
    for (const path of ["/staff", "/staff/leads", "/assets/app-1234.js", "/sitemap.xml", "/blog/rss.xml"]) {
      expect(countsAsPageView(view({ path })), path).toBe(false);
    }
    expect(countsAsPageView(view({ method: "HEAD" }))).toBe(false);
    expect(countsAsPageView(view({ method: "POST" }))).toBe(false);
    expect(countsAsPageView(view({ status: 404 }))).toBe(false);
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "",
    ]) {
      expect(countsAsPageView(view({}, { "user-agent": agent })), agent).toBe(false);
    }
    expect(countsAsPageView(view({}, { "sec-purpose": "prefetch" }))).toBe(false);
    expect(countsAsPageView(view({}, { purpose: "prefetch" }))).toBe(false);
    expect(countsAsPageView(view({}, { "sec-purpose": "prefetch;prerender" }))).toBe(false);
    expect(countsAsPageView(view({}, { "sec-fetch-dest": "iframe" }))).toBe(false);
  });
});

onEachDatabase("page-view counter", "test", (testDb) => {
  const rows = () => testDb.storage.db.selectFrom("page_views").selectAll().orderBy("day").orderBy("path").execute();

  it("adds up in memory, writes nothing per request, then one row per page and Los Angeles day per flush", async () => {
    const counter = createPageViewCounter({ db: testDb.storage.db });
    // 06:30 UTC on June 2 is still June 1 in Los Angeles.
    const lateEvening = new Date("2027-06-02T06:30:00Z");
    const morning = new Date("2027-06-02T16:00:00Z");
    for (let i = 0; i < 3; i++) counter.record(view(), lateEvening);
    counter.record(view(), morning);
    counter.record(view({ path: "/" }), morning);
    expect(counter.record(view({}, { "sec-gpc": "1" }), morning)).toBe(false);
    counter.record(view({ path: "/staff/leads" }), morning);
    expect(await rows()).toEqual([]);

    await counter.flush();
    expect(await rows()).toEqual([
      { path: "/locations/malibu", day: "2027-06-01", views: 3 },
      { path: "/", day: "2027-06-02", views: 1 },
      { path: "/locations/malibu", day: "2027-06-02", views: 1 },
    ]);
    // The next flush adds to the rows (upsert), and a flush with nothing counted writes nothing.
    counter.record(view(), morning);
    counter.record(view(), morning);
    await counter.flush();
    await counter.flush();
    expect((await rows()).find((r) => r.day === "2027-06-02" && r.path === "/locations/malibu")?.views).toBe(3);
  });

  it("keeps the views it could not write for the next flush, and writes what is left when stopped", async () => {
    const counter = createPageViewCounter({ db: testDb.storage.db, flushMs: 60_000 });
    const at = new Date("2027-06-02T16:00:00Z");
    counter.record(view(), at);
    await testDb.storage.db.schema.alterTable("page_views").renameTo("page_views_away").execute();
    await counter.flush();
    counter.record(view(), at);
    await testDb.storage.db.schema.alterTable("page_views_away").renameTo("page_views").execute();
    counter.start();
    await counter.stop();
    expect(await rows()).toEqual([{ path: "/locations/malibu", day: "2027-06-02", views: 2 }]);
  });
});
