import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../support/http";
import { type RunningSite, startSite } from "../support/site";
import { launch } from "./browser";

/*
 * Nothing dated is frozen at build: the same build, served on a later date, shows that date's year, holidays and
 * job posting (the page cache is keyed by the Los Angeles date). The server's clock is set with TEST_CLOCK; the
 * suite itself may run on any date.
 */

const later = "2027-06-01T15:00:00Z";
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ TEST_CLOCK: later }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const get = async (path: string) => (await fetch(site.url + path)).text();
/** The visible text of a page's main content and footer. */
const text = (html: string) =>
  html
    .slice(html.indexOf("<main"))
    .replace(/<!-- -->/g, "")
    .replace(/<script[^>]*>[^<]*<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");

describe(`a build served on ${later}`, () => {
  it("shows © 2027 on cached pages, form pages and pages rendered per request", async () => {
    for (const path of ["/", "/about", "/locations/santa-monica", "/book", "/no-such-page"]) {
      expect(text(await get(path)), path).toMatch(/© 2027 /);
    }
  });

  it("serves that date's pages compressed, with an ETag per encoding", async () => {
    const about = (encoding: string) => rawRequest(`${site.url}/about`, { "Accept-Encoding": encoding });
    const [br, gzip, plain] = await Promise.all([about("br"), about("gzip"), about("identity")]);
    expect(text(plain.body.toString())).toMatch(/© 2027 /);
    expect([br, gzip, plain].map((a) => a.header("content-encoding"))).toEqual(["br", "gzip", ""]);
    for (const answer of [br, gzip]) {
      expect(answer.decoded().equals(plain.body)).toBe(true);
      expect(Number(answer.header("content-length"))).toBe(answer.body.length);
    }
    expect(new Set([br, gzip, plain].map((a) => a.header("etag"))).size).toBe(3);
  });

  it("lists the holiday closures of 2027 and 2028 on /hours", async () => {
    const html = await get("/hours");
    expect(html).toMatch(/<meta name="description" content="[^"]*Holiday closures for 2027 and 2028\."/);
    const page = text(html);
    expect(page).toMatch(/Memorial Day\s+Monday, May 31/); // 2027
    expect(page).toMatch(/Independence Day\s+Monday, July 5\s+Observed; the holiday falls on Sunday, July 4/);
    // 1 January 2028 is a Saturday: the office closes on the Friday before, in 2027.
    expect(page).toMatch(/New Year's Day\s+Friday, December 31, 2027\s+Observed/);
    expect(page).not.toMatch(/2026/);
  });

  it("publishes a job posting valid on that date", async () => {
    const html = await get("/employment");
    const graph = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
      (m) => JSON.parse(m[1] ?? "{}")["@graph"] ?? [],
    );
    const job = graph.find((n: { "@type": string }) => n["@type"] === "JobPosting");
    expect(job.datePosted <= "2027-06-01" && "2027-06-01" <= job.validThrough, JSON.stringify(job)).toBe(true);
  });

  it("tells the open-now state from the visitor's clock with the same rules, in any year", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const statusAt = async (iso: string) => {
      await page.clock.setFixedTime(new Date(iso));
      await page.goto(`${site.url}/hours`);
      return page.locator("main [data-open-now][data-state]").innerText();
    };
    expect(await statusAt("2027-12-31T16:00:00Z")).toBe("Office closed now for the holiday. Event valet still runs.");
    expect(await statusAt("2029-11-22T16:00:00Z")).toBe("Office closed now for the holiday. Event valet still runs.");
    expect(await statusAt("2029-11-23T16:00:00Z")).toBe("Office open now");
    await context.close();
  });
});
