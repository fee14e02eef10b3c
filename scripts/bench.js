// @ts-check
// `npm run bench`: builds the production site, serves it on a free local port, then measures every route of the
// sitemap with Lighthouse (mobile preset, median of several runs) and with Chromium (gzip bytes loaded per type, and
// the bytes the server sent),
// prints both tables (markdown), writes bench-results/bench.json and exits non-zero when a bar of
// docs/quality-bars.md is missed.
// Paint times are bars as ratios, not milliseconds: this machine's noise is larger than the absolute bars were. The
// same server also serves a reference page with the home page's hero text, inline CSS and no JavaScript or web
// fonts (written into the build's client folder, served as a static file); it is measured right before each route,
// in every run, and a route's FCP and LCP are its median over the reference's median from those same turns.
// BENCH_RUNS=n changes the Lighthouse runs per route (default 3); BENCH_ROUTES=/,/faq restricts the routes.
// BENCH_BEFORE=../other-checkout also serves that checkout's build (its BUILD_DIR, "build" unless
// BENCH_BEFORE_BUILD says otherwise) and measures the same routes and its own reference in turns with this one:
// before/after columns. Only this checkout's results are held to the bars.
// Its parts are in scripts/bench/: config.js (these settings and the bars), cleanup.js, serve.js (build and serve),
// reference.js (the reference page), weight.js, lighthouse.js and report.js (the tables, the bars, bench.json).
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { atCleanup, cleanup, cleanups, isStopping, stopCheck } from "./bench/cleanup.js";
import { beforeRoot, buildDir, categories, log, onlyRoutes, referencePath, root, runs } from "./bench/config.js";
import { failedRun, lighthouseRun } from "./bench/lighthouse.js";
import { writeReference } from "./bench/reference.js";
import { fmtMs, fmtScore, report } from "./bench/report.js";
import { beforeSite, freePort, run, serve, sitemapRoutes } from "./bench/serve.js";
import { pageWeight } from "./bench/weight.js";
import { chromiumArgs, chromiumPath } from "./chromium.js";

/** @typedef {import("./bench/serve.js").Site} Site */
/** @typedef {import("./bench/serve.js").Side} Side */

const started = Date.now();

async function main() {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  /** A data folder of its own for each server, removed at the end. */
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
    atCleanup(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  log(`building for SITE_URL=${siteUrl} …`);
  await run("npx", ["react-router", "build"], { ...process.env, SITE_URL: siteUrl, BUILD_DIR: buildDir });
  stopCheck();
  /** @type {Site[]} */
  const sites = [{ cwd: root, buildDir: path.join(root, buildDir), port, url: siteUrl, siteUrl, dataDir: dataDir() }];
  if (beforeRoot) sites.push(await beforeSite(beforeRoot, dataDir()));
  /** @type {Side[]} */
  const sides = [];
  for (const [index, site] of sites.entries()) {
    log(`starting ${site.cwd}'s server on ${site.url} (SITE_URL=${site.siteUrl}) …`);
    const server = await serve(site);
    stopCheck();
    const hero = await server.measure(() => writeReference(site));
    sides.push({
      name: index ? "before" : "after",
      site,
      ...server,
      hero,
      routes: [],
      weights: new Map(),
      runs: new Map(),
      referenceRuns: new Map(),
    });
  }
  const after = /** @type {Side} */ (sides[0]);
  const before = sides[1] ?? null;
  if (before && before.hero.heading !== after.hero.heading) {
    log("note: the two checkouts' home pages have different headings; each is measured against its own reference");
  }

  const routes = onlyRoutes.length ? onlyRoutes : await sitemapRoutes(siteUrl);
  log(
    `${routes.length} routes, ${runs} Lighthouse run(s) each, each after a run of the reference page ` +
      `(${referencePath})${before ? `, on both servers in turns` : ""}`,
  );

  // Page weight first, so it never runs alongside a Lighthouse measurement.
  // Signals are handled here (cleanup, then exit), not by Playwright or chrome-launcher, which would exit at once.
  const signals = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ...signals });
  cleanups.push(() => browser.close());
  stopCheck();
  for (const route of routes.includes("/") ? routes : [...routes, "/"]) {
    after.weights.set(route, await after.measure(() => pageWeight(browser, siteUrl + route)));
  }
  after.routes = routes;
  if (before) {
    // The older checkout may not have every route of this one: those are left out of its columns.
    for (const route of routes) {
      try {
        before.weights.set(route, await before.measure(() => pageWeight(browser, before.site.url + route)));
        before.routes.push(route);
      } catch (error) {
        log(`before: ${route} left out (${error instanceof Error ? error.message : error})`);
      }
    }
  }
  await browser.close();

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: "silent",
    handleSIGINT: false,
  });
  atCleanup(() => chrome.kill());
  stopCheck();
  for (const side of sides) {
    for (const route of side.routes) {
      side.runs.set(route, []);
      side.referenceRuns.set(route, []);
    }
  }
  // The build just made loads the machine for a minute: let that settle (a condition, with a deadline).
  const cores = availableParallelism();
  for (const deadline = Date.now() + 90_000; (loadavg()[0] ?? 0) > cores && Date.now() < deadline; ) {
    stopCheck();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const loadAtStart = loadavg()[0] ?? 0;
  // One run per server that is not counted: the browser's and the server's first page of the session has read a
  // blocking time of over a second where the next runs of the same page read 16 and 115 ms.
  log("warming up (one run per server, not counted) …");
  for (const side of sides) {
    const first = side.routes[0] ?? referencePath;
    await side.measure(() => lighthouseRun(side.site.url + first, chrome.port)).catch(() => {});
  }
  /**
   * One Lighthouse run of a page. Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like, which
   * ask to "run Lighthouse again"): such a run is retried; one that fails three times counts as a miss and is left
   * out of the median.
   * @param {Side} side @param {string} pathname @param {string} label
   */
  const measureRun = async (side, pathname, label) => {
    for (let attempt = 1; ; attempt++) {
      const t = Date.now();
      const result = await side.measure(() =>
        lighthouseRun(side.site.url + pathname, chrome.port).catch((error) => failedRun(error)),
      );
      stopCheck();
      const scores = categories.map(([id]) => fmtScore(result.scores[id] ?? null)).join("/");
      log(
        `${label} ${before ? `${side.name} ` : ""}${pathname}: ${scores} FCP ${fmtMs(result.fcpMs)} ms ` +
          `LCP ${fmtMs(result.lcpMs)} ms TBT ${fmtMs(result.tbtMs)} ms (${((Date.now() - t) / 1000).toFixed(1)} s, ` +
          `load ${(loadavg()[0] ?? 0).toFixed(2)})${result.error ? ` ERROR ${result.error}` : ""}` +
          result.warnings.map((w) => `\n    warning: ${w}`).join(""),
      );
      if (!result.error || attempt === 3) return result;
      log(`${label} retrying`);
    }
  };
  // Round-robin: run 1 of every route, then run 2 of every route…, so a slow minute on a shared machine lands on
  // one run of several routes, not on every run of one. Each route's run follows a run of its server's reference
  // page, which so shares its minute; the two servers take turns at going first.
  for (let i = 0; i < runs; i++) {
    for (const [index, route] of routes.entries()) {
      const label = `[${index + 1}/${routes.length}] run ${i + 1}/${runs}`;
      for (const side of (i + index) % 2 ? [...sides].reverse() : sides) {
        if (!side.routes.includes(route)) continue;
        side.referenceRuns.get(route)?.push(await measureRun(side, referencePath, `${label} (reference for ${route})`));
        side.runs.get(route)?.push(await measureRun(side, route, label));
      }
    }
  }
  const loadAtEnd = loadavg()[0] ?? 0;
  const restarts = sides.reduce((sum, side) => sum + side.restarts(), 0);
  await cleanup(); // servers, Chrome, the reference pages and the data directories are no longer needed
  return report({ sides, routes, loadAtStart, loadAtEnd, restarts, started });
}

/** @type {number} */
let exitCode;
try {
  exitCode = await main();
} catch (error) {
  if (!isStopping()) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = isStopping() ? 130 : 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
