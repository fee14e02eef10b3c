// @ts-check
// `npm run bench`'s settings: what the environment asks for (BENCH_RUNS, BENCH_ROUTES, BENCH_BEFORE,
// BENCH_BEFORE_BUILD; see scripts/bench.js), the bars of docs/quality-bars.md it checks, and what it measures.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Its own build folder: the benchmark builds for a local SITE_URL and must not disturb the tests' build.
export const buildDir = "build-bench";
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_RUNS must be a positive integer, got "${process.env.BENCH_RUNS}"`);
  process.exit(2);
}
export const onlyRoutes = (process.env.BENCH_ROUTES ?? "")
  .split(",")
  .map((r) => r.trim())
  .filter(Boolean);
/** Another checkout, already built, measured alongside this one (the "before" columns). */
export const beforeRoot = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
export const beforeBuildDir = process.env.BENCH_BEFORE_BUILD ?? "build";
if (beforeRoot && !existsSync(path.join(beforeRoot, beforeBuildDir, "server/index.js"))) {
  console.error(`BENCH_BEFORE: no build in ${path.join(beforeRoot, beforeBuildDir)}`);
  process.exit(2);
}
/** The reference page: a static file in the client folder, at a path no page has (only the 404 route matches). */
export const referencePath = "/bench-reference.html";

/** The bars of docs/quality-bars.md. */
export const bars = {
  performance: 95,
  score: 100, // Accessibility, Best Practices, SEO
  contentRatio: 1.3, // FCP and LCP over the reference page's
  formRatio: 1.4, // a form page's stylesheet and markup are larger
  cls: 0.001, // CLS below this counts as 0
  contentJsKb: 10,
  formJsKb: 100,
  contentSentKb: 60, // a cold visit to a content page, fonts included: the bodies as sent
  homeHtmlCssKb: 30,
};
// The Spanish twins (ADR 025) are form pages too.
export const formPages = new Set(["/book", "/quote", "/contact", "/employment"].flatMap((p) => [p, `/es${p}`]));
export const categories = /** @type {const} */ ([
  ["performance", "Perf"],
  ["accessibility", "A11y"],
  ["best-practices", "BP"],
  ["seo", "SEO"],
]);
export const weightTypes = /** @type {const} */ ([
  ["document", "html"],
  ["stylesheet", "css"],
  ["script", "js"],
  ["image", "images"],
  ["font", "fonts"],
]);

export const log = (/** @type {string} */ message) => process.stderr.write(`${message}\n`);
export const kb = (/** @type {number} */ bytes) => bytes / 1024;
