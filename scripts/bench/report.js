// @ts-check
// The output of `npm run bench`: the Lighthouse and page-weight tables (markdown), the bars of
// docs/quality-bars.md this checkout missed, and bench-results/bench.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { bars, categories, formPages, kb, referencePath, root, runs } from "./config.js";
import { median, referenceOverall, routeResults, spread } from "./lighthouse.js";

/** @typedef {import("./serve.js").Side} Side */
/** @typedef {import("./weight.js").Weight} Weight */

/** Markdown table: first column left-aligned, the others right-aligned. @param {string[]} head @param {string[][]} rows */
function table(head, rows) {
  const widths = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

export const fmtScore = (/** @type {number | null} */ s) => (s === null ? "err" : String(Math.round(s * 100)));
export const fmtMs = (/** @type {number | null} */ ms) => (ms === null ? "err" : String(Math.round(ms)));
/** A median with the range of the runs, when there was more than one: `1600 (1539-1662)`. */
const fmtSpread = (/** @type {number | null} */ ms, /** @type {{ min: number, max: number } | null} */ range) =>
  range && range.min !== range.max ? `${fmtMs(ms)} (${fmtMs(range.min)}-${fmtMs(range.max)})` : fmtMs(ms);
const fmtKb = (/** @type {number} */ bytes) => kb(bytes).toFixed(1);
const fmtRatio = (/** @type {number | null} */ r) => (r === null ? "err" : r.toFixed(2));
const fmtCls = (/** @type {number | null} */ cls) => (cls === null ? "err" : cls.toFixed(3));

/**
 * Prints what was measured on every side and the bars this checkout (the first side) missed, and writes it all to
 * bench-results/bench.json. Returns the exit code: 1 when a bar was missed.
 * @param {{ sides: Side[], routes: string[], loadAtStart: number, loadAtEnd: number, restarts: number,
 *   started: number }} measured
 */
export function report({ sides, routes, loadAtStart, loadAtEnd, restarts, started }) {
  const after = /** @type {Side} */ (sides[0]);
  const before = sides[1] ?? null;
  const lighthouseResults = routeResults(after);
  const beforeResults = before ? new Map(routeResults(before).map((r) => [r.route, r])) : null;
  const home = /** @type {Weight} */ (after.weights.get("/"));
  const cores = availableParallelism();

  // Tables.
  const beforeHead = [
    "Before Perf",
    "Before FCP ×",
    "Before LCP ×",
    "Before FCP/LCP ms",
    "Before ref ms",
    "Before TBT",
  ];
  const lhTable = table(
    [
      "Route",
      ...categories.map(([, label]) => label),
      "FCP ×",
      "FCP ms",
      "LCP ×",
      "LCP ms",
      "Ref FCP/LCP ms",
      "TBT ms",
      "CLS",
      ...(beforeResults ? beforeHead : []),
    ],
    lighthouseResults.map(({ route, median: m, spread: range, reference, ratio: r }) => {
      const b = beforeResults?.get(route);
      return [
        route,
        ...categories.map(([id]) => fmtScore(m.scores[id] ?? null)),
        fmtRatio(r.fcp),
        fmtSpread(m.fcpMs, range.fcpMs),
        fmtRatio(r.lcp),
        fmtSpread(m.lcpMs, range.lcpMs),
        `${fmtMs(reference.fcpMs)}/${fmtMs(reference.lcpMs)}`,
        fmtSpread(m.tbtMs, range.tbtMs),
        fmtCls(m.cls),
        ...(!beforeResults
          ? []
          : b
            ? [
                fmtScore(b.median.scores.performance ?? null),
                fmtRatio(b.ratio.fcp),
                fmtRatio(b.ratio.lcp),
                `${fmtMs(b.median.fcpMs)}/${fmtMs(b.median.lcpMs)}`,
                `${fmtMs(b.reference.fcpMs)}/${fmtMs(b.reference.lcpMs)}`,
                fmtMs(b.median.tbtMs),
              ]
            : beforeHead.map(() => "n/a")),
      ];
    }),
  );
  const weightTable = table(
    [
      "Route",
      "HTML",
      "CSS",
      "JS",
      "Images",
      "Fonts",
      "Total",
      "Sent",
      "Requests",
      ...(before ? ["Before JS", "Before total", "Before sent"] : []),
    ],
    routes.map((route) => {
      const w = /** @type {Weight} */ (after.weights.get(route));
      const b = before?.weights.get(route);
      return [
        route,
        ...[w.html, w.css, w.js, w.images, w.fonts, w.total, w.sent].map(fmtKb),
        String(w.requests),
        ...(!before ? [] : b ? [b.js, b.total, b.sent].map(fmtKb) : ["n/a", "n/a", "n/a"]),
      ];
    }),
  );
  const homeHtmlCss = home.html + home.css;
  // Not a bar: a page larger than the ~10 TCP segments a server sends before the first acknowledgement arrives one
  // round trip later, and Lighthouse's simulated phone paints it about 150 ms later (docs/perf.md).
  const firstWindow = 14_600;
  const overWindow = routes.filter((route) => /** @type {Weight} */ (after.weights.get(route)).page > firstWindow);

  // Bars: this checkout's results only.
  /** @type {string[]} */
  const misses = [];
  for (const { route, runs: routeRuns, referenceRuns, median: m, ratio: r } of lighthouseResults) {
    for (const run of routeRuns) if (run.error) misses.push(`${route}: Lighthouse run failed: ${run.error}`);
    for (const run of referenceRuns) {
      if (run.error) misses.push(`${route}: a run of the reference page before it failed: ${run.error}`);
    }
    for (const [id, label] of categories) {
      const score = m.scores[id] ?? null;
      const bar = id === "performance" ? bars.performance : bars.score;
      if (score === null || Math.round(score * 100) < bar) {
        const audits = id === "performance" ? [] : [...new Set(routeRuns.flatMap((run) => run.failedAudits[id] ?? []))];
        misses.push(
          `${route}: ${label} ${fmtScore(score)} (bar ${bar})${audits.length ? `: ${audits.join(", ")}` : ""}`,
        );
      }
    }
    const form = formPages.has(route);
    const bar = form ? bars.formRatio : bars.contentRatio;
    for (const [metric, value] of /** @type {const} */ ([
      ["FCP", r.fcp],
      ["LCP", r.lcp],
    ])) {
      if (value === null || value > bar) {
        misses.push(
          `${route}: ${metric} ${fmtRatio(value)} × the reference page's (bar ≤ ${bar} for a ${form ? "form" : "content"} page)`,
        );
      }
    }
    if (m.cls === null || m.cls >= bars.cls) misses.push(`${route}: CLS ${fmtCls(m.cls)} (bar 0)`);
  }
  for (const route of routes) {
    for (const b of /** @type {Weight} */ (after.weights.get(route)).broken) misses.push(`${route}: loads ${b}`);
    const { js, sent } = /** @type {Weight} */ (after.weights.get(route));
    const bar = formPages.has(route) ? bars.formJsKb : bars.contentJsKb;
    if (kb(js) > bar) {
      misses.push(
        `${route}: JS ${fmtKb(js)} KB gzip (bar ≤ ${bar} KB for a ${formPages.has(route) ? "form" : "content"} page)`,
      );
    }
    if (!formPages.has(route) && kb(sent) > bars.contentSentKb) {
      misses.push(
        `${route}: ${fmtKb(sent)} KB sent on a cold visit (bar ≤ ${bars.contentSentKb} KB for a content page)`,
      );
    }
  }
  if (kb(homeHtmlCss) > bars.homeHtmlCssKb) {
    misses.push(`home first view HTML + CSS ${fmtKb(homeHtmlCss)} KB gzip (bar ≤ ${bars.homeHtmlCssKb})`);
  }

  const seconds = (Date.now() - started) / 1000;
  const benchmarkIndexes = sides.flatMap((side) =>
    [...side.runs.values(), ...side.referenceRuns.values()].flat().map((run) => run.benchmarkIndex),
  );
  const benchmarkIndex = { median: median(benchmarkIndexes), ...spread(benchmarkIndexes) };
  console.log(
    `\nLighthouse, mobile preset, median (range) of ${runs} run(s) per route, in round-robin order; ` +
      `load average ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end; ` +
      `CPU benchmark index ${Math.round(benchmarkIndex.median ?? 0)} (${Math.round(benchmarkIndex.min ?? 0)}-${Math.round(benchmarkIndex.max ?? 0)})\n`,
  );
  // Lighthouse scales the main-thread work it observes by four: other processes' work lands in its paint times and
  // blocking time. On this project's 2-core machine a load of 4 once doubled the blocking time of every route.
  if (Math.max(loadAtStart, loadAtEnd) > cores)
    console.log("The machine was busy (load average above its cores): paint and blocking times read high.\n");
  // Lighthouse's fourfold slowdown is set for a machine of index 1500-2000 (its docs/throttling.md); on a slower one
  // the same page reads slower.
  if ((benchmarkIndex.median ?? Number.POSITIVE_INFINITY) < 1500)
    console.log("The CPU was slower than Lighthouse's slowdown assumes (index under 1500): times read high.\n");
  for (const side of sides) {
    const { median: ref, spread: range } = referenceOverall(side);
    console.log(
      `Reference page${before ? ` (${side.name})` : ""}: the home page's hero "${side.hero.heading}", no JavaScript, ` +
        `no web fonts: FCP ${fmtSpread(ref.fcpMs, range.fcpMs)} ms, LCP ${fmtSpread(ref.lcpMs, range.lcpMs)} ms ` +
        `over ${[...side.referenceRuns.values()].flat().length} run(s)`,
    );
  }
  console.log(
    `\n× = the route's median over the median of the reference runs measured right before its own (bars: ` +
      `${bars.contentRatio} for content pages, ${bars.formRatio} for form pages)\n`,
  );
  console.log(lhTable);
  console.log(
    "\nPage weight per route, KB gzip, and KB the server sent (the bodies as sent: brotli pages, fonts, photos); " +
      "1 KB = 1024 bytes, phone viewport 390x844, one cold load\n",
  );
  console.log(weightTable);
  console.log(
    `\nHome first view HTML + CSS: ${fmtKb(homeHtmlCss)} KB gzip (HTML ${fmtKb(home.html)} + CSS ${fmtKb(home.css)})`,
  );
  console.log(
    `\nPages over the first ${firstWindow} bytes a server may send (the page as sent, with its headers): ` +
      `${overWindow.length} of ${routes.length}${overWindow.length ? `: ${overWindow.join(", ")}` : ""}`,
  );
  console.log(
    misses.length
      ? `\n${misses.length} bar(s) of docs/quality-bars.md missed:\n${misses.map((m) => `  - ${m}`).join("\n")}`
      : "\nEvery bar of docs/quality-bars.md checked here is met.",
  );
  if (restarts) {
    console.log(
      `\nA server was stopped from outside ${restarts} time(s) and started again; ` +
        "the measurements it was serving were repeated.",
    );
  }
  console.log(`\nTook ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`);

  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    durationSeconds: Math.round(seconds),
    serverRestarts: restarts,
    runsPerRoute: runs,
    order:
      "round-robin: run 1 of every route, then run 2 of every route; each route's run right after a run of its " +
      "server's reference page; with a before checkout, the servers take turns at going first",
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    benchmarkIndex,
    units: {
      weight: "bytes, gzip (zlib default level) of each response body; sent: the bodies' bytes as the server sent them",
      fcpMs: "ms",
      lcpMs: "ms",
      tbtMs: "ms",
      ratio: "the route's median over the median of the reference runs measured right before its runs",
      scores: "0-1",
    },
    bars,
    reference: Object.fromEntries(
      sides.map((side) => [side.name, { path: referencePath, hero: side.hero, ...referenceOverall(side) }]),
    ),
    lighthouse: lighthouseResults,
    weight: routes.map((route) => ({ route, ...after.weights.get(route) })),
    home: { html: home.html, css: home.css, htmlPlusCss: homeHtmlCss },
    before:
      before && beforeResults
        ? {
            checkout: before.site.cwd,
            buildDir: before.site.buildDir,
            siteUrl: before.site.siteUrl,
            lighthouse: [...beforeResults.values()],
            weight: before.routes.map((route) => ({ route, ...before.weights.get(route) })),
          }
        : null,
    misses,
  };
  writeFileSync(path.join(root, "bench-results/bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("Written to bench-results/bench.json");
  return misses.length ? 1 : 0;
}
