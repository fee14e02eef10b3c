import { beforeEach, describe, expect, it } from "vitest";
import { onEachDatabase } from "../../../tests/support/databases";
import { seedReport } from "../../../tests/support/report";
import { median, ownerReport, referrerHost } from "./report.server";

/** A Wednesday, noon in Los Angeles (PDT): this week began on Monday 2027-06-14. */
const now = new Date("2027-06-16T19:00:00Z");

describe("report helpers", () => {
  it("takes the median of an odd and an even count, and none of nothing", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([10, 2])).toBe(6);
    expect(median([])).toBeNull();
  });

  it("names a referrer by its host without www., and nothing for what is no URL", () => {
    expect(referrerHost("https://www.google.com/search?q=x")).toBe("google.com");
    expect(referrerHost("not a url")).toBeNull();
    expect(referrerHost(null)).toBeNull();
  });
});

onEachDatabase("owner's report", "test", (testDb) => {
  let ids: Awaited<ReturnType<typeof seedReport>>;
  beforeEach(async () => {
    ids = await seedReport(testDb.storage.db, now);
  });

  it("counts 12 Monday weeks of leads by form, in Los Angeles time, without spam or older leads", async () => {
    const report = await ownerReport(testDb.storage.db, now);
    expect(report.from).toBe("2027-03-29");
    expect(report.to).toBe("2027-06-16");
    expect(report.weeks).toHaveLength(12);
    expect(report.weeks.map((w) => w.start).slice(-3)).toEqual(["2027-05-31", "2027-06-07", "2027-06-14"]);
    const [, , lastButTwo, lastButOne, last] = report.weeks.slice(-5).map((w) => ({ ...w.counts, total: w.total }));
    expect(last).toEqual({ booking: 1, quote: 2, contact: 0, application: 1, total: 4 });
    // Sunday June 13 belongs to the week that began on Monday June 7.
    expect(lastButOne).toEqual({ booking: 1, quote: 0, contact: 1, application: 0, total: 2 });
    expect(lastButTwo).toEqual({ booking: 0, quote: 0, contact: 0, application: 1, total: 1 });
    expect(report.leads).toBe(7);
    expect(report.spamExcluded).toBe(1);
  });

  it("puts each landing page's leads over its views, and lists the city pages", async () => {
    const report = await ownerReport(testDb.storage.db, now, ["/locations/malibu", "/locations/pasadena"]);
    const page = (path: string) => report.landingPages.find((p) => p.path === path);
    // The spam lead from /book and the 999 views of 20 weeks ago are left out.
    expect(page("/book")).toEqual({ path: "/book", leads: 1, views: 100, conversion: 0.01 });
    expect(page("/quote")).toEqual({ path: "/quote", leads: 2, views: 20, conversion: 0.1 });
    expect(page("/contact")).toEqual({ path: "/contact", leads: 1, views: 0, conversion: null });
    expect(page("/")).toEqual({ path: "/", leads: 0, views: 300, conversion: 0 });
    // Most leads first; between equals, most views.
    expect(report.landingPages.slice(0, 2).map((p) => p.path)).toEqual(["/quote", "/employment"]);
    expect(report.cityPages).toEqual([
      { path: "/locations/malibu", leads: 1, views: 50, conversion: 0.02 },
      { path: "/locations/pasadena", leads: 0, views: 0, conversion: null },
    ]);
  });

  it("counts leads by referrer host and by campaign, spam left out", async () => {
    const report = await ownerReport(testDb.storage.db, now);
    expect(report.referrers).toEqual([
      { host: "", leads: 4 },
      { host: "google.com", leads: 2 },
      { host: "yelp.com", leads: 1 },
    ]);
    expect(report.campaigns).toEqual([
      { campaign: "", leads: 5 },
      { campaign: "spring", leads: 2 },
    ]);
  });

  it("takes the median time to the first status change against each reply promise", async () => {
    const report = await ownerReport(testDb.storage.db, now);
    expect(report.replies).toEqual([
      {
        forms: ["booking", "contact", "quote"],
        promiseHours: 24,
        answered: 2,
        waiting: 3,
        medianHours: 6,
        withinPromise: 2,
      },
      { forms: ["application"], promiseHours: 48, answered: 1, waiting: 1, medianHours: 40, withinPromise: 1 },
    ]);
  });

  it("lists the open leads past their promise, longest waiting first, and not one still within it", async () => {
    const report = await ownerReport(testDb.storage.db, now);
    expect(report.overdue.map((lead) => [lead.reference, lead.hoursLate])).toEqual([
      [ids.lateApplicant?.reference, 2],
      [ids.lateQuote?.reference, 6],
    ]);
    expect(report.overdue[0]).toMatchObject({
      id: ids.lateApplicant?.id,
      name: "Late Applicant",
      form: "application",
    });
  });
});
