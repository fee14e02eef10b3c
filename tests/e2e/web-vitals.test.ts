import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.js";
import { axeViolations, desktop, desktopChrome, siteScriptRan } from "./browser";
import { reportSite } from "./report-site";

/*
 * Real visitors' speed (ADR 034): a page view reports its web vitals in one beacon when the visitor leaves, the
 * server adds them to the page's day, and the staff report shows the page's 75th percentiles. The browser is
 * started with a desktop Chrome's User-Agent (a context's override does not reach a beacon sent as the page
 * unloads): the server keeps nothing from one that says it is headless. Playwright does not report such a request
 * either, so the beacons are seen where they arrive: the server's request log and its database.
 */

const running = reportSite("valet-vitals-test-password", "100.64.9.2");
/** A browser that says it is a desktop Chrome, in every request. */
let visitor: Browser;

beforeAll(async () => {
  visitor = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--user-agent=${desktopChrome}`],
  });
});
afterAll(async () => {
  await visitor?.close();
});

/** The beacons the server has answered so far, from its request log. */
const beaconsAnswered = () =>
  running.form.site.output
    .join("")
    .split("\n")
    .filter((line) => line.includes('"method":"POST","path":"/vitals"') && line.includes('"status":204')).length;

/** The rows stored for `path`, as metric and count. */
const storedFor = async (path: string) =>
  (
    await running.storage.db
      .selectFrom("web_vitals")
      .select(["metric", "count"])
      .where("path", "=", path)
      .orderBy("metric")
      .execute()
  ).map((r) => `${r.metric} ${r.count}`);

/**
 * One page view: visits `path`, lets the site script start, interacts once, then leaves the site. Leaving for
 * another of its pages would make a second view, whose own beacon may or may not be sent before the context closes
 * (on a loaded machine it sometimes was): the beacons counted would then depend on timing, not on the page.
 */
async function visitAndLeave(context: BrowserContext, path: string, { beacon = true } = {}) {
  const page = await context.newPage();
  await page.goto(running.form.site.url + path, { waitUntil: "load" });
  await siteScriptRan(page);
  await page.locator("h1").click();
  // A page that reports sends its beacon as it is left: the tab stays open until the server has answered it.
  const before = beaconsAnswered();
  await page.goto("about:blank");
  if (beacon) await expect.poll(() => beaconsAnswered(), { timeout: 10_000 }).toBeGreaterThan(before);
  await page.close();
}

describe("speed for real visitors", () => {
  it("sends one beacon of the page's vitals when the visitor leaves, and the report shows the page", async () => {
    expect(await (await fetch(`${running.form.site.url}/faq`)).text()).toContain('data-vitals="1"');
    const context = await visitor.newContext({ viewport: desktop });
    await visitAndLeave(context, "/faq");
    await context.close();
    // One beacon: every metric once. INP is there only when the click took 40 ms or more.
    await expect.poll(() => beaconsAnswered(), { timeout: 10_000 }).toBe(1);
    const stored = await storedFor("/faq");
    expect(stored).toEqual(expect.arrayContaining(["CLS 1", "FCP 1", "LCP 1", "TTFB 1"]));
    expect(stored.every((row) => row.endsWith(" 1"))).toBe(true);

    const page = await running.reportPage();
    const cells = await page
      .getByRole("table", { name: "Speed for real visitors, 75th percentile of the last 28 days" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "/faq", exact: true }) })
      .locator("th, td")
      .allInnerTexts();
    // Page, LCP, INP, CLS, FCP, TTFB, views measured: each figure with its rating in words.
    expect(cells).toHaveLength(7);
    for (const i of [1, 4, 5]) expect(cells[i]).toMatch(/^\d+(\.\d\d)? m?s (good|needs improvement|poor)$/);
    expect(cells[3]).toMatch(/^\d\.\d\d (good|needs improvement|poor)$/);
    expect(cells[6]).toBe("1");
    expect(await axeViolations(page, '[aria-labelledby="speed-heading"]')).toEqual([]);
    await page.context().close();
  });

  it("sends nothing for a visitor with Global Privacy Control, and keeps nothing from a headless browser", async () => {
    const before = beaconsAnswered();
    const privateVisit = await visitor.newContext({ viewport: desktop });
    await privateVisit.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    await visitAndLeave(privateVisit, "/hours", { beacon: false });
    await privateVisit.close();
    // The headless browser's own User-Agent: its beacon arrives, and is answered like any other.
    const headless = await running.form.browser.newContext({ viewport: desktop });
    await visitAndLeave(headless, "/hours");
    await headless.close();
    await expect.poll(() => beaconsAnswered(), { timeout: 10_000 }).toBe(before + 1);
    expect(await storedFor("/hours")).toEqual([]);
  });
});
