import { describe, expect, it } from "vitest";
import { seedContent } from "../../../tests/support/content";
import { onEachDatabase } from "../../../tests/support/databases";
import { bucketOf, pagePath, pageVitals, percentileOf, purgeVitals, ratingOf, recordVitals } from "./web-vitals.server";

/** One bucket count per measurement, as the beacons would add them. */
const histogram = (metric: Parameters<typeof bucketOf>[0], values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
};

/** The exact 75th percentile of some values (nearest rank). */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1] as number;

describe("histograms of speed", () => {
  it("puts times in buckets 10% wide and CLS in steps of 0.01, edges in the bucket they close", () => {
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("LCP", 1)).toBe(0);
    expect(bucketOf("LCP", 1.1)).toBe(1);
    expect(bucketOf("LCP", 1.1 ** 2)).toBe(2);
    expect(bucketOf("LCP", 1.1 ** 2 + 0.001)).toBe(3);
    expect(bucketOf("TTFB", 3_600_000)).toBe(bucketOf("TTFB", 60_000));
    expect(bucketOf("CLS", 0)).toBe(0);
    expect(bucketOf("CLS", 0.07)).toBe(7);
    expect(bucketOf("CLS", 0.071)).toBe(8);
    expect(bucketOf("CLS", 5)).toBe(100);
  });

  it("reads a 75th percentile within a bucket's width of the exact one", () => {
    // A spread of LCPs from 800 ms to about 6 s, and INPs mostly small.
    const lcp = Array.from({ length: 400 }, (_, i) => 800 + i * i * 0.033);
    const inp = Array.from({ length: 90 }, (_, i) => (i % 10 === 0 ? 900 : 40 + i));
    for (const [metric, values] of [
      ["LCP", lcp],
      ["INP", inp],
    ] as const) {
      const estimate = percentileOf(metric, histogram(metric, values)) as number;
      expect(estimate / exactP75(values), metric).toBeGreaterThan(1 / 1.1);
      expect(estimate / exactP75(values), metric).toBeLessThan(1.1);
    }
    const cls = [0, 0, 0, 0.02, 0.05, 0.05, 0.12, 0.3];
    expect(Math.abs((percentileOf("CLS", histogram("CLS", cls)) as number) - exactP75(cls))).toBeLessThanOrEqual(0.01);
    // Every measurement the same: the percentile is in that one bucket.
    expect(percentileOf("CLS", histogram("CLS", [0, 0, 0]))).toBe(0);
    expect(percentileOf("FCP", [])).toBeNull();
  });

  it("rates by Google's thresholds, each threshold itself on the better side", () => {
    expect(ratingOf("LCP", 2500)).toBe("good");
    expect(ratingOf("LCP", 2501)).toBe("needs-improvement");
    expect(ratingOf("LCP", 4001)).toBe("poor");
    expect(ratingOf("INP", 200)).toBe("good");
    expect(ratingOf("INP", 500)).toBe("needs-improvement");
    expect(ratingOf("CLS", 0.1)).toBe("good");
    expect(ratingOf("CLS", 0.26)).toBe("poor");
    expect(ratingOf("FCP", 1900)).toBe("needs-improvement");
    expect(ratingOf("TTFB", 1801)).toBe("poor");
  });

  it("keeps figures only of the site's pages, in one spelling", () => {
    expect(pagePath("/", seedContent())).toBe("/");
    expect(pagePath("/faq/", seedContent())).toBe("/faq");
    expect(pagePath("/es/faq?utm_source=x", seedContent())).toBe("/es/faq");
    expect(pagePath("/locations/malibu", seedContent())).toBe("/locations/malibu");
    expect(pagePath("/staff/report", seedContent())).toBeNull();
    expect(pagePath("/no-such-page", seedContent())).toBeNull();
    expect(pagePath(`/${"a".repeat(300)}`, seedContent())).toBeNull();
  });
});

onEachDatabase("speed figures", "test", (testDb) => {
  const now = new Date("2027-06-20T18:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it("adds beacons to one row per page, day, metric and bucket, and reports each page's 75th percentile", async () => {
    for (const lcp of [1000, 1000, 2000, 3000]) {
      await recordVitals(testDb.storage.db, "/faq", { LCP: lcp, CLS: 0, TTFB: 100 }, now);
    }
    await recordVitals(testDb.storage.db, "/faq", { LCP: 1200, INP: 600 }, daysAgo(1));
    await recordVitals(testDb.storage.db, "/", { FCP: 900 }, now);
    // Older than 28 days: not in the report.
    await recordVitals(testDb.storage.db, "/", { FCP: 9000 }, daysAgo(28));

    const today = await testDb.storage.db
      .selectFrom("web_vitals")
      .select(["bucket", "count"])
      .where("metric", "=", "LCP")
      .where("day", "=", "2027-06-20")
      .orderBy("bucket")
      .execute();
    expect(today.map((r) => r.count)).toEqual([2, 1, 1]);

    const report = await pageVitals(testDb.storage.db, now);
    expect(report.map((p) => [p.path, p.samples])).toEqual([
      ["/faq", 5],
      ["/", 1],
    ]);
    const faq = report[0]?.metrics;
    // LCPs 1000, 1000, 1200, 2000, 3000: the 75th percentile is in 2000's bucket.
    expect(faq?.LCP?.samples).toBe(5);
    expect(faq?.LCP?.p75).toBeGreaterThan(1800);
    expect(faq?.LCP?.p75).toBeLessThanOrEqual(2000 * 1.1);
    expect(faq?.LCP?.rating).toBe("good");
    expect(faq?.INP).toMatchObject({ samples: 1, rating: "poor" });
    expect(faq?.CLS).toEqual({ p75: 0, rating: "good", samples: 4 });
    expect(faq?.FCP).toBeNull();
    expect(report[1]?.metrics.FCP).toMatchObject({ samples: 1, rating: "good" });
  });

  it("purges the days past their retention", async () => {
    await recordVitals(testDb.storage.db, "/", { FCP: 900, TTFB: 100 }, daysAgo(28));
    await recordVitals(testDb.storage.db, "/", { FCP: 900 }, daysAgo(27));
    expect(await purgeVitals(testDb.storage.db, now, 28)).toBe(2);
    expect(await testDb.storage.db.selectFrom("web_vitals").select("count").execute()).toHaveLength(1);
    expect(await purgeVitals(testDb.storage.db, now, 28)).toBe(0);
  });
});
