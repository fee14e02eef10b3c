import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { indexablePaths } from "~/content/routes-index";
import { localizePath } from "~/lib/lang";
import { addDays, losAngelesDay } from "~/lib/los-angeles";
import type { Database, WebVitalMetric } from "~/lib/storage/schema";

/*
 * Real visitors' speed (ADR 034): the web-vitals figures browsers report for a page, kept per page, Los Angeles day
 * and metric as a histogram of fixed buckets with counts, never as single measurements. A bucket's row is added to
 * (insert … on conflict do update), so storage is bounded by the known pages × the buckets, whatever the traffic, and
 * a 75th percentile is read from the counts. Nothing about the visitor is kept.
 */

export const webVitalMetrics = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const satisfies readonly WebVitalMetric[];

/** Google's thresholds: at or under the first is good, over the second is poor (ms; CLS is a score). */
export const vitalThresholds: Record<WebVitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export const ratingOf = (metric: WebVitalMetric, value: number): VitalRating => {
  const [good, poor] = vitalThresholds[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
};

/** Times: bucket b holds (RATIO^(b-1), RATIO^b] ms, bucket 0 [0, 1] ms; 10% wide, the last from about 60 s up. */
const RATIO = 1.1;
const TIME_BUCKETS = Math.ceil(Math.log(60_000) / Math.log(RATIO));
/** CLS: bucket b holds ((b-1)/100, b/100], bucket 0 no shift at all; the last from 1 up. */
const CLS_BUCKETS = 100;
/** Floating-point slack, so a value on a bucket's edge (0.07, 1.1²) falls in the bucket it closes. */
const EPSILON = 1e-9;

export function bucketOf(metric: WebVitalMetric, value: number): number {
  if (metric === "CLS") return Math.min(CLS_BUCKETS, Math.max(0, Math.ceil(value * 100 - EPSILON)));
  if (value <= 1) return 0;
  return Math.min(TIME_BUCKETS, Math.ceil(Math.log(value) / Math.log(RATIO) - EPSILON));
}

/** The values a bucket holds, lowest to highest. */
function bucketRange(metric: WebVitalMetric, bucket: number): [number, number] {
  if (metric === "CLS") return bucket === 0 ? [0, 0] : [(bucket - 1) / 100, bucket / 100];
  return bucket === 0 ? [0, 1] : [RATIO ** (bucket - 1), RATIO ** bucket];
}

/**
 * The value under which `share` of the measurements lie, from bucket counts: the bucket it falls in, and within
 * it the same share of its width (on the log scale for times), as if its measurements were spread evenly.
 */
export function percentileOf(
  metric: WebVitalMetric,
  counts: { bucket: number; count: number }[],
  share = 0.75,
): number | null {
  const sorted = counts.filter((c) => c.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((n, c) => n + c.count, 0);
  if (!total) return null;
  const target = share * total;
  let below = 0;
  for (const { bucket, count } of sorted) {
    if (below + count >= target) {
      const [lo, hi] = bucketRange(metric, bucket);
      const within = (target - below) / count;
      return metric === "CLS" || lo === 0 ? lo + within * (hi - lo) : lo * (hi / lo) ** within;
    }
    below += count;
  }
  return null;
}

/** The pages a beacon may speak of: every page a visitor can land on in `content`, in both languages. */
const knownPaths = (content: ContentSnapshot) =>
  new Set([
    ...indexablePaths(content),
    ...content.en.blog.categories.flatMap((c) => [
      `/blog/category/${c.slug}`,
      localizePath(`/blog/category/${c.slug}`, "es"),
    ]),
    ...["/newsletter", "/es/newsletter"],
  ]);

/** A page's path as the report lists it (no trailing slash, no query), or null for one that is no known page. */
export function pagePath(path: string, content: ContentSnapshot): string | null {
  const bare = path.split(/[?#]/)[0] ?? "";
  const normal = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return knownPaths(content).has(normal) ? normal : null;
}

/** Adds one page view's measurements to the histograms of its page and day: one statement, nothing of the visitor. */
export async function recordVitals(
  db: Kysely<Database>,
  path: string,
  metrics: Partial<Record<WebVitalMetric, number>>,
  at = new Date(),
): Promise<number> {
  const day = losAngelesDay(at);
  const rows = webVitalMetrics.flatMap((metric) => {
    const value = metrics[metric];
    return value === undefined ? [] : [{ path, day, metric, bucket: bucketOf(metric, value), count: 1 }];
  });
  if (!rows.length) return 0;
  await db
    .insertInto("web_vitals")
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(["path", "day", "metric", "bucket"])
        .doUpdateSet((eb) => ({ count: eb("web_vitals.count", "+", eb.ref("excluded.count")) })),
    )
    .execute();
  return rows.length;
}

export const VITALS_REPORT_DAYS = 28;

export interface PageVitals {
  path: string;
  /** Per metric: its 75th percentile and rating, and how many page views reported it; null without any. */
  metrics: Record<WebVitalMetric, { p75: number; rating: VitalRating; samples: number } | null>;
  /** Page views that reported anything (the most measured metric's count: every view reports TTFB or FCP). */
  samples: number;
}

/** Each page with measurements in the `days` Los Angeles days up to `now`, the most measured first. */
export async function pageVitals(db: Kysely<Database>, now: Date, days = VITALS_REPORT_DAYS): Promise<PageVitals[]> {
  const to = losAngelesDay(now);
  const rows = await db
    .selectFrom("web_vitals")
    .select(["path", "metric", "bucket", (eb) => eb.fn.sum<number | string>("count").as("count")])
    .where("day", ">", addDays(to, -days))
    .where("day", "<=", to)
    .groupBy(["path", "metric", "bucket"])
    .execute();
  const byPath = new Map<string, Map<WebVitalMetric, { bucket: number; count: number }[]>>();
  for (const row of rows) {
    const metrics = byPath.get(row.path) ?? new Map();
    byPath.set(row.path, metrics);
    const counts = metrics.get(row.metric) ?? [];
    metrics.set(row.metric, counts);
    counts.push({ bucket: Number(row.bucket), count: Number(row.count) });
  }
  return [...byPath]
    .map(([path, metrics]): PageVitals => {
      const figures = Object.fromEntries(
        webVitalMetrics.map((metric) => {
          const counts = metrics.get(metric) ?? [];
          const p75 = percentileOf(metric, counts);
          const samples = counts.reduce((n, c) => n + c.count, 0);
          return [metric, p75 === null ? null : { p75, rating: ratingOf(metric, p75), samples }];
        }),
      ) as PageVitals["metrics"];
      const samples = Math.max(0, ...webVitalMetrics.map((m) => figures[m]?.samples ?? 0));
      return { path, metrics: figures, samples };
    })
    .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path));
}

/** Deletes the measurements of the days before `keepDays` Los Angeles days up to `now`; returns how many rows went. */
export async function purgeVitals(db: Kysely<Database>, now: Date, keepDays: number): Promise<number> {
  const result = await db
    .deleteFrom("web_vitals")
    .where("day", "<=", addDays(losAngelesDay(now), -keepDays))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
