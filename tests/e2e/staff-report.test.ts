import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { site as company } from "~/config/site";
import { losAngelesDay } from "~/lib/los-angeles";
import { seedReport } from "../support/report";
import { axeViolations, desktop, desktopChrome, phone } from "./browser";
import { reportSite } from "./report-site";

const running = reportSite("valet-report-test-password", "100.64.9.1");
let ids: Awaited<ReturnType<typeof seedReport>>;

beforeAll(async () => {
  // The test writes to the server's SQLite database beside it, as a second process would.
  ids = await seedReport(running.storage.db, new Date());
});

/** The cells of the row whose first cell is `first`, in the table captioned `name`. */
const rowOf = (page: Page, name: string, first: string) =>
  page
    .getByRole("table", { name, exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: first, exact: true }) })
    .locator("th, td")
    .allInnerTexts();

describe("page views", () => {
  it("are counted by the server for a browser's page view, not for one that asks not to be tracked", async () => {
    const path = "/locations/glendale";
    const get = (headers: Record<string, string>) =>
      fetch(running.form.site.url + path, {
        headers: { "User-Agent": desktopChrome, "Sec-Fetch-Dest": "document", ...headers },
      });
    const asked: Record<string, string>[] = [{}, {}, { "Sec-GPC": "1" }, { DNT: "1" }, { "Sec-Purpose": "prefetch" }];
    for (const headers of asked) {
      expect((await get(headers)).status).toBe(200);
    }
    await fetch(running.form.site.url + path, { method: "HEAD", headers: { "User-Agent": desktopChrome } });
    await fetch(running.form.site.url + path); // no browser's User-Agent
    // Written in a batch a few seconds later, not by the request.
    const views = async () =>
      (
        await running.storage.db
          .selectFrom("page_views")
          .select("views")
          .where("path", "=", path)
          .where("day", "=", losAngelesDay(new Date()))
          .executeTakeFirst()
      )?.views;
    await expect.poll(views, { timeout: 15_000, interval: 250 }).toBe(2);
  });
});

describe("the report page", () => {
  it("shows the seeded figures: past-promise leads, replies, weeks, pages, referrers, campaigns", async () => {
    const page = await running.reportPage();
    const main = page.locator("main");
    await expect.poll(() => main.innerText()).toContain("Leads held as spam are left out of every figure (1 in");

    const overdue = page.getByRole("region", { name: "Waiting past the reply promise" });
    const links = overdue.getByRole("link");
    expect(await links.allInnerTexts()).toEqual([
      `Late Applicant ${ids.lateApplicant?.reference}`,
      `Late Quote ${ids.lateQuote?.reference}`,
    ]);
    expect(await links.first().getAttribute("href")).toBe(`/staff/leads/${ids.lateApplicant?.id}`);
    expect(await overdue.innerText()).toContain("2 h late");

    const reply = (forms: string) => page.getByRole("region", { name: forms, exact: true }).innerText();
    const requests = await reply("Booking, Contact quote, Quote");
    expect(requests).toMatch(
      new RegExp(
        `Promise\\s+${company.replyHours.request} h\\s+Median\\s+6 h\\s+Answered in time\\s+2 of 2\\s+Still new\\s+3`,
      ),
    );
    expect(await reply("Application")).toMatch(
      new RegExp(
        `Promise\\s+${company.replyHours.application} h\\s+Median\\s+40 h\\s+Answered in time\\s+1 of 1\\s+Still new\\s+1`,
      ),
    );

    // Seven leads in the 12 weeks (spam and older leads left out), drawn and tabled.
    expect(await page.locator("svg[role=img] title").textContent()).toContain("7 in all");
    const weekRows = page.getByRole("table", { name: "Leads per week, by form" }).getByRole("row");
    expect(await weekRows.count()).toBe(13);
    const totals = (await weekRows.locator("td:last-child").allInnerTexts()).map(Number);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(7);

    expect(await rowOf(page, "Landing pages", "/book")).toEqual(["/book", "100", "1", "1.0%"]);
    expect(await rowOf(page, "Landing pages", "/quote")).toEqual(["/quote", "20", "2", "10.0%"]);
    expect(await rowOf(page, "Landing pages", "/contact")).toEqual(["/contact", "0", "1", "—"]);
    expect(await rowOf(page, "City pages", "/locations/malibu")).toEqual(["/locations/malibu", "50", "1", "2.0%"]);
    expect(await rowOf(page, "City pages", "/locations/pasadena")).toEqual(["/locations/pasadena", "0", "0", "—"]);
    expect(await rowOf(page, "Leads by referring site", "google.com")).toEqual(["google.com", "2"]);
    expect(await rowOf(page, "Leads by referring site", "yelp.com")).toEqual(["yelp.com", "1"]);
    expect(await rowOf(page, "Leads by campaign (utm_campaign)", "spring")).toEqual(["spring", "2"]);
    expect(await main.innerText()).not.toContain("spam.example");
    await page.context().close();
  });

  // One viewport per test: axe on this long page takes a while on a busy machine.
  for (const [width, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    it(`is linked from the staff navigation, fits the screen and has no accessibility violations (${width})`, async () => {
      const page = await running.reportPage(viewport);
      const nav = page.getByRole("navigation", { name: "Staff" });
      expect(await nav.getByRole("link", { name: "Report" }).getAttribute("href")).toBe("/staff/report");
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the screen: a wide table scrolls inside its own region.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }
});
