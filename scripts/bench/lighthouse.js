// @ts-check
// Lighthouse: one run of a page (mobile preset), and the medians and ranges of a page's runs.
import lighthouse from "lighthouse";
import { categories } from "./config.js";

/** @typedef {import("./serve.js").Side} Side */

/**
 * @typedef {{ scores: Record<string, number | null>, fcpMs: number | null, lcpMs: number | null, tbtMs: number | null,
 *   cls: number | null, benchmarkIndex: number | null,
 *   failedAudits: Record<string, string[]>, auditDetails: Record<string, string[]>, error?: string,
 *   warnings: string[] }} LhRun
 */

/** @param {string} url @param {number} port @returns {Promise<LhRun>} */
export async function lighthouseRun(url, port) {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: categories.map(([id]) => id),
    disableFullPageScreenshot: true,
    skipAudits: ["screenshot-thumbnails", "final-screenshot"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  // What costs points outside Performance (whose metrics are reported on their own), to say why a score is short.
  /** @type {Record<string, string[]>} */
  const failedAudits = {};
  for (const [id] of categories) {
    if (id === "performance") continue;
    failedAudits[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  }
  // The first items of each failed audit (console errors, issues, elements), for bench.json.
  /** @type {Record<string, string[]>} */
  const auditDetails = {};
  for (const id of Object.values(failedAudits).flat()) {
    const details = /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits[id]?.details);
    auditDetails[id] = (details?.items ?? []).slice(0, 5).map((item) => JSON.stringify(item).slice(0, 300));
  }
  return {
    scores: Object.fromEntries(categories.map(([id]) => [id, lhr.categories[id]?.score ?? null])),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    failedAudits,
    auditDetails,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    warnings: lhr.runWarnings.map(String),
  };
}

/** The values a run measured (a failed measure is null or NaN). @param {(number | null)[]} values */
const present = (values) => /** @type {number[]} */ (values.filter((v) => v !== null && !Number.isNaN(v)));

/** The lowest and highest of the values present, or null when there are none. @param {(number | null)[]} values */
export function spread(values) {
  const measured = present(values);
  return measured.length ? { min: Math.min(...measured), max: Math.max(...measured) } : null;
}

/** Median of the values present, or null when there are none. @param {(number | null)[]} values */
export function median(values) {
  const sorted = present(values).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Shown as the bars are checked: to two decimals. @param {number | null} a @param {number | null} b */
const ratio = (a, b) => (a === null || b === null || b <= 0 ? null : Math.round((a / b) * 100) / 100);

/** @typedef {"fcpMs" | "lcpMs" | "tbtMs" | "cls"} Metric */

/** The medians of a page's runs (failed runs left out), and the range of its times. @param {LhRun[]} list */
function summary(list) {
  const ok = list.filter((r) => !r.error);
  const values = (/** @type {Metric} */ metric) => ok.map((r) => r[metric]);
  return {
    median: {
      scores: Object.fromEntries(categories.map(([id]) => [id, median(ok.map((r) => r.scores[id] ?? null))])),
      fcpMs: median(values("fcpMs")),
      lcpMs: median(values("lcpMs")),
      tbtMs: median(values("tbtMs")),
      cls: median(values("cls")),
    },
    spread: { fcpMs: spread(values("fcpMs")), lcpMs: spread(values("lcpMs")), tbtMs: spread(values("tbtMs")) },
  };
}

/** A run that failed, counted as a miss and left out of the medians. @param {unknown} error @returns {LhRun} */
export const failedRun = (error) => ({
  scores: {},
  fcpMs: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  benchmarkIndex: null,
  failedAudits: {},
  auditDetails: {},
  error: error instanceof Error ? error.message : String(error),
  warnings: [],
});

/** Each route's medians, its reference's medians from the same turns, and the ratios. @param {Side} side */
export const routeResults = (side) =>
  side.routes.map((route) => {
    const routeRuns = side.runs.get(route) ?? [];
    const referenceRuns = side.referenceRuns.get(route) ?? [];
    const { median: m, spread: range } = summary(routeRuns);
    const { median: ref } = summary(referenceRuns);
    return {
      route,
      runs: routeRuns,
      referenceRuns,
      median: m,
      spread: range,
      reference: { fcpMs: ref.fcpMs, lcpMs: ref.lcpMs },
      ratio: { fcp: ratio(m.fcpMs, ref.fcpMs), lcp: ratio(m.lcpMs, ref.lcpMs) },
    };
  });

/** The reference page over every run on a server. @param {Side} side */
export const referenceOverall = (side) => summary([...side.referenceRuns.values()].flat());
