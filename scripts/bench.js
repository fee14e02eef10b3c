// @ts-check
// `npm run bench`: builds the production site, serves it on a free local port, then measures every route of the
// sitemap with Lighthouse (mobile preset, median of several runs) and with Chromium (gzip bytes loaded per type, and
// the bytes the server sent),
// prints both tables, writes bench-results/bench.json and exits non-zero when a bar of docs/quality-bars.md is missed.
// BENCH_RUNS=n changes the Lighthouse runs per route (default 3); BENCH_ROUTES=/,/faq restricts the routes.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.js";

// Its own build folder: the benchmark builds for a local SITE_URL and must not disturb the tests' build.
const buildDir = "build-bench";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();

const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_RUNS must be a positive integer, got "${process.env.BENCH_RUNS}"`);
  process.exit(2);
}
const onlyRoutes = (process.env.BENCH_ROUTES ?? "")
  .split(",")
  .map((r) => r.trim())
  .filter(Boolean);

/** The bars of docs/quality-bars.md. */
const bars = {
  score: 100,
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.001, // CLS below this counts as 0
  contentJsKb: 10,
  formJsKb: 100,
  contentSentKb: 60, // a cold visit to a content page, fonts included: the bodies as sent
  homeHtmlCssKb: 30,
};
// The Spanish twins (ADR 025) are form pages too.
const formPages = new Set(["/book", "/quote", "/contact", "/employment"].flatMap((p) => [p, `/es${p}`]));
const categories = /** @type {const} */ ([
  ["performance", "Perf"],
  ["accessibility", "A11y"],
  ["best-practices", "BP"],
  ["seo", "SEO"],
]);
const weightTypes = /** @type {const} */ ([
  ["document", "html"],
  ["stylesheet", "css"],
  ["script", "js"],
  ["image", "images"],
  ["font", "fonts"],
]);

const log = (/** @type {string} */ message) => process.stderr.write(`${message}\n`);
const kb = (/** @type {number} */ bytes) => bytes / 1024;

// ---------------------------------------------------------------------------------------------------------------
// Cleanup: everything started here is stopped at the end, on errors and on Ctrl-C.

/** @type {(() => Promise<void> | void)[]} */
const cleanups = [];
/** Last resort when the process exits before an async cleanup ran: no child process outlives this one.
 * @type {Set<() => void>} */
const onExit = new Set();
process.on("exit", () => {
  for (const fn of onExit) fn();
});
let cleaning = Promise.resolve();
/** Runs the pending cleanups once, in reverse order; a second caller waits for the first one to finish. */
function cleanup() {
  cleaning = cleaning.then(async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        log(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  });
  return cleaning;
}
let stopping = false;
/** Called between steps: after a signal, main() gives up and its `finally` cleans up what it started since. */
const stopCheck = () => {
  if (stopping) throw new Error("interrupted");
};
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (stopping) process.exit(130); // a second signal: no more waiting (the exit handler still kills children)
    stopping = true;
    log(`${signal}: stopping`);
    cleanup(); // stopping the server and browsers makes the step in progress fail fast
    setTimeout(() => process.exit(130), 15_000).unref();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Build and serve.

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command, keeping its output quiet unless it fails. @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const kill = () => child.kill("SIGKILL");
    onExit.add(kill);
    child.on("error", reject);
    child.on("close", (code) => {
      onExit.delete(kill);
      if (code === 0) return resolve(undefined);
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
    });
  });
}

/**
 * Starts `node server/index.js` and waits until it answers.
 * @param {number} port @param {string} siteUrl @param {string} dataDir
 * @returns {Promise<{ alive: () => boolean, describe: () => string }>}
 */
async function startServer(port, siteUrl, dataDir) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    BUILD_DIR: buildDir,
  };
  const child = spawn(process.execPath, ["server/index.js"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  /** @type {string[]} */
  const tail = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    tail.push(...chunk.toString().split("\n").filter(Boolean));
    tail.splice(0, tail.length - 10);
  };
  child.stdout.on("data", keep); // one JSON line per request: the last ones explain a failed start or a stop
  child.stderr.on("data", keep);
  /** @type {string | null} how it ended, once it has */
  let ended = null;
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      ended = signal ? `killed by ${signal}` : `exited with ${code}`;
      resolve(undefined);
    }),
  );
  const killNow = () => {
    if (ended === null) child.kill("SIGKILL");
  };
  onExit.add(killNow);
  cleanups.push(async () => {
    onExit.delete(killNow);
    if (ended !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  });
  const describe = () => `server pid ${child.pid} ${ended ?? "running"}; its last output:\n${tail.join("\n")}`;

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && ended === null) {
    try {
      const response = await fetch(`${siteUrl}/`);
      await response.arrayBuffer();
      if (response.ok) return { alive: () => ended === null, describe };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(ended !== null ? describe() : `the server did not answer within 30 s\n${describe()}`);
}

/**
 * The server under test, started again when something else stops it (other processes on this machine may send
 * it signals): `measure` repeats a measurement during which the server stopped, so no result comes from a dead one.
 * @param {number} port @param {string} siteUrl @param {string} dataDir
 */
async function serve(port, siteUrl, dataDir) {
  let current = await startServer(port, siteUrl, dataDir);
  let restarts = 0;
  /** @template T @param {() => Promise<T>} fn @returns {Promise<T>} */
  async function measure(fn) {
    for (;;) {
      stopCheck();
      if (!current.alive()) {
        if (++restarts > 5) throw new Error(`the server stopped ${restarts} times; giving up\n${current.describe()}`);
        log(`the server stopped (${current.describe()})\nrestarting it and measuring again`);
        current = await startServer(port, siteUrl, dataDir);
      }
      const server = current;
      try {
        const result = await fn();
        if (server.alive()) return result;
      } catch (error) {
        if (server.alive()) throw error;
      }
    }
  }
  return { measure, restarts: () => restarts };
}

/** Paths of every <loc> in the sitemap. @param {string} siteUrl */
async function sitemapRoutes(siteUrl) {
  const response = await fetch(`${siteUrl}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const unescapeXml = (/** @type {string} */ s) =>
    s.replace(
      /&(lt|gt|amp|apos|quot);/g,
      (entity, /** @type {string} */ name) =>
        /** @type {Record<string, string>} */ ({ lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' })[name] ?? entity,
    );
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(unescapeXml(m[1] ?? "").trim());
    return url.pathname + url.search;
  });
  if (!routes.length) throw new Error("the sitemap lists no URL");
  return [...new Set(routes)];
}

// ---------------------------------------------------------------------------------------------------------------
// Page weight: gzip bytes of every response of a page load, by type (the JavaScript and first-view bars are in gzip
// bytes), and the bytes the server sent for those responses' bodies (brotli pages and scripts, fonts, photos): what
// a cold visit costs. Headers are left out: on this local HTTP/1.1 server they are about 850 bytes a response,
// behind an HTTP/2 proxy a few dozen.

/**
 * @typedef {{ html: number, css: number, js: number, images: number, fonts: number, other: number, total: number,
 *   sent: number, page: number, requests: number, broken: string[] }} Weight
 */

/** @param {import("playwright-core").Browser} browser @param {string} url */
async function pageWeight(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    /** @type {import("playwright-core").Response[]} */
    const responses = [];
    page.on("response", (response) => responses.push(response));
    const main = await page.goto(url, { waitUntil: "networkidle" });
    if (!main?.ok()) throw new Error(`${url} answered ${main?.status()}`);
    /** @type {Weight} */
    const weight = {
      html: 0,
      css: 0,
      js: 0,
      images: 0,
      fonts: 0,
      other: 0,
      total: 0,
      sent: 0,
      page: 0,
      requests: 0,
      broken: [],
    };
    for (const response of responses) {
      if (response.status() >= 400) weight.broken.push(`${response.status()} ${new URL(response.url()).pathname}`);
      if (response.status() >= 300 && response.status() < 400) continue; // redirects have no body
      /** @type {Buffer} */
      let body;
      try {
        body = await response.body();
      } catch {
        continue; // aborted or evicted: nothing was delivered to the page
      }
      const bytes = gzipSync(body).length;
      // A form page's island arrives as a prefetch (ADR 032): a script all the same.
      const type = new URL(response.url()).pathname.endsWith(".js") ? "script" : response.request().resourceType();
      const key = weightTypes.find(([t]) => t === type)?.[1] ?? "other";
      weight[key] += bytes;
      weight.total += bytes;
      const sizes = await response.request().sizes();
      weight.sent += sizes.responseBodySize;
      if (response === main) weight.page = sizes.responseBodySize + sizes.responseHeadersSize;
      weight.requests += 1;
    }
    return weight;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse.

/**
 * @typedef {{ scores: Record<string, number | null>, fcpMs: number | null, lcpMs: number | null, tbtMs: number | null,
 *   cls: number | null, benchmarkIndex: number | null,
 *   failedAudits: Record<string, string[]>, auditDetails: Record<string, string[]>, error?: string,
 *   warnings: string[] }} LhRun
 */

/** @param {string} url @param {number} port @returns {Promise<LhRun>} */
async function lighthouseRun(url, port) {
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
function spread(values) {
  const measured = present(values);
  return measured.length ? { min: Math.min(...measured), max: Math.max(...measured) } : null;
}

/** Median of the values present, or null when there are none. @param {(number | null)[]} values */
function median(values) {
  const sorted = present(values).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

// ---------------------------------------------------------------------------------------------------------------
// Output.

/** Plain-text table: first column left-aligned, the others right-aligned. @param {string[]} head @param {string[][]} rows */
function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

const fmtScore = (/** @type {number | null} */ s) => (s === null ? "err" : String(Math.round(s * 100)));
const fmtMs = (/** @type {number | null} */ ms) => (ms === null ? "err" : String(Math.round(ms)));
/** A median with the range of the runs, when there was more than one: `1600 (1539-1662)`. */
const fmtSpread = (/** @type {number | null} */ ms, /** @type {{ min: number, max: number } | null} */ range) =>
  range && range.min !== range.max ? `${fmtMs(ms)} (${fmtMs(range.min)}-${fmtMs(range.max)})` : fmtMs(ms);
const fmtKb = (/** @type {number} */ bytes) => kb(bytes).toFixed(1);

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  onExit.add(removeDataDir);
  cleanups.push(() => {
    onExit.delete(removeDataDir);
    removeDataDir();
  });

  log(`building for SITE_URL=${siteUrl} …`);
  await run("npx", ["react-router", "build"], { ...process.env, SITE_URL: siteUrl, BUILD_DIR: buildDir });
  stopCheck();
  log("starting the server …");
  const server = await serve(port, siteUrl, dataDir);
  stopCheck();

  const routes = onlyRoutes.length ? onlyRoutes : await sitemapRoutes(siteUrl);
  log(`${routes.length} routes, ${runs} Lighthouse run(s) each`);

  // Page weight first, so it never runs alongside a Lighthouse measurement.
  // Signals are handled here (cleanup, then exit), not by Playwright or chrome-launcher, which would exit at once.
  const signals = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ...signals });
  cleanups.push(() => browser.close());
  stopCheck();
  /** @type {Map<string, Weight>} */
  const weights = new Map();
  for (const route of routes.includes("/") ? routes : [...routes, "/"]) {
    weights.set(route, await server.measure(() => pageWeight(browser, siteUrl + route)));
  }
  await browser.close();
  const home = /** @type {Weight} */ (weights.get("/"));

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    logLevel: "silent",
    handleSIGINT: false,
  });
  const killChrome = () => chrome.kill();
  onExit.add(killChrome);
  cleanups.push(() => {
    onExit.delete(killChrome);
    chrome.kill();
  });
  stopCheck();
  /** @typedef {"fcpMs" | "lcpMs" | "tbtMs" | "cls"} Metric */
  /** @type {Map<string, LhRun[]>} */
  const runsByRoute = new Map(routes.map((route) => [route, []]));
  // The build just made loads the machine for a minute: let that settle (a condition, with a deadline).
  const cores = availableParallelism();
  for (const deadline = Date.now() + 90_000; (loadavg()[0] ?? 0) > cores && Date.now() < deadline; ) {
    stopCheck();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const loadAtStart = loadavg()[0] ?? 0;
  // One run that is not counted: the browser's and the server's first page of the session has read a blocking
  // time of over a second where the next runs of the same page read 16 and 115 ms.
  log("warming up (one run, not counted) …");
  await server.measure(() => lighthouseRun(siteUrl + routes[0], chrome.port)).catch(() => {});
  // Round-robin: run 1 of every route, then run 2 of every route…, so a slow minute on a shared machine lands on
  // one run of several routes, not on every run of one.
  for (let i = 0; i < runs; i++) {
    for (const [index, route] of routes.entries()) {
      const t = Date.now();
      /** @type {LhRun} */
      let result;
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like, which ask to "run Lighthouse
      // again"): such a run is retried; one that fails three times counts as a miss and is left out of the median.
      /** @returns {Promise<LhRun>} */
      const attemptRun = async () => {
        try {
          return await lighthouseRun(siteUrl + route, chrome.port);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return {
            scores: {},
            fcpMs: null,
            lcpMs: null,
            tbtMs: null,
            cls: null,
            benchmarkIndex: null,
            failedAudits: {},
            auditDetails: {},
            error: message,
            warnings: [],
          };
        }
      };
      for (let attempt = 1; ; attempt++) {
        result = await server.measure(attemptRun);
        stopCheck();
        if (!result.error || attempt === 3) break;
        log(`[${index + 1}/${routes.length}] ${route} run ${i + 1}/${runs}: retrying after ${result.error}`);
      }
      runsByRoute.get(route)?.push(result);
      const scores = categories.map(([id]) => fmtScore(result.scores[id] ?? null)).join("/");
      log(
        `[${index + 1}/${routes.length}] ${route} run ${i + 1}/${runs}: ${scores} FCP ${fmtMs(result.fcpMs)} ms ` +
          `LCP ${fmtMs(result.lcpMs)} ms TBT ${fmtMs(result.tbtMs)} ms (${((Date.now() - t) / 1000).toFixed(1)} s, ` +
          `load ${(loadavg()[0] ?? 0).toFixed(2)})${result.error ? ` ERROR ${result.error}` : ""}` +
          result.warnings.map((w) => `\n    warning: ${w}`).join(""),
      );
    }
  }
  const loadAtEnd = loadavg()[0] ?? 0;
  const lighthouseResults = routes.map((route) => {
    const routeRuns = runsByRoute.get(route) ?? [];
    const okRuns = routeRuns.filter((r) => !r.error);
    const values = (/** @type {Metric} */ metric) => okRuns.map((r) => r[metric]);
    return {
      route,
      runs: routeRuns,
      median: {
        scores: Object.fromEntries(categories.map(([id]) => [id, median(okRuns.map((r) => r.scores[id] ?? null))])),
        fcpMs: median(values("fcpMs")),
        lcpMs: median(values("lcpMs")),
        tbtMs: median(values("tbtMs")),
        cls: median(values("cls")),
      },
      spread: { fcpMs: spread(values("fcpMs")), lcpMs: spread(values("lcpMs")), tbtMs: spread(values("tbtMs")) },
    };
  });
  await cleanup(); // server, Chrome and the data directory are no longer needed

  // Tables.
  const lhTable = table(
    ["Route", ...categories.map(([, label]) => label), "FCP ms", "LCP ms", "TBT ms", "CLS"],
    lighthouseResults.map(({ route, median: m, spread: range }) => [
      route,
      ...categories.map(([id]) => fmtScore(m.scores[id] ?? null)),
      fmtSpread(m.fcpMs, range.fcpMs),
      fmtSpread(m.lcpMs, range.lcpMs),
      fmtSpread(m.tbtMs, range.tbtMs),
      m.cls === null ? "err" : m.cls.toFixed(3),
    ]),
  );
  const weightTable = table(
    ["Route", "HTML", "CSS", "JS", "Images", "Fonts", "Total", "Sent", "Requests"],
    routes.map((route) => {
      const w = /** @type {Weight} */ (weights.get(route));
      return [route, ...[w.html, w.css, w.js, w.images, w.fonts, w.total, w.sent].map(fmtKb), String(w.requests)];
    }),
  );
  const homeHtmlCss = home.html + home.css;
  // Not a bar: a page larger than the ~10 TCP segments a server sends before the first acknowledgement arrives one
  // round trip later, and Lighthouse's simulated phone paints it about 150 ms later (ADR 033).
  const firstWindow = 14_600;
  const overWindow = routes.filter((route) => /** @type {Weight} */ (weights.get(route)).page > firstWindow);

  // Bars.
  /** @type {string[]} */
  const misses = [];
  for (const { route, runs: routeRuns, median: m } of lighthouseResults) {
    for (const r of routeRuns) if (r.error) misses.push(`${route}: Lighthouse run failed: ${r.error}`);
    for (const [id, label] of categories) {
      const score = m.scores[id] ?? null;
      if (score === null || Math.round(score * 100) < bars.score) {
        const audits = [...new Set(routeRuns.flatMap((r) => r.failedAudits[id] ?? []))];
        misses.push(
          `${route}: ${label} ${fmtScore(score)} (bar ${bars.score})${audits.length ? `: ${audits.join(", ")}` : ""}`,
        );
      }
    }
    if (m.fcpMs === null || m.fcpMs > bars.fcpMs)
      misses.push(`${route}: FCP ${fmtMs(m.fcpMs)} ms (bar ≤ ${bars.fcpMs})`);
    if (m.lcpMs === null || m.lcpMs > bars.lcpMs)
      misses.push(`${route}: LCP ${fmtMs(m.lcpMs)} ms (bar ≤ ${bars.lcpMs})`);
    if (m.tbtMs === null || m.tbtMs > bars.tbtMs)
      misses.push(`${route}: TBT ${fmtMs(m.tbtMs)} ms (bar ≤ ${bars.tbtMs})`);
    if (m.cls === null || m.cls >= bars.cls) misses.push(`${route}: CLS ${m.cls?.toFixed(3) ?? "err"} (bar 0)`);
  }
  for (const route of routes) {
    for (const b of /** @type {Weight} */ (weights.get(route)).broken) misses.push(`${route}: loads ${b}`);
    const { js, sent } = /** @type {Weight} */ (weights.get(route));
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
  const benchmarkIndexes = lighthouseResults.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
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
  if (server.restarts()) {
    console.log(
      `\nThe server was stopped from outside ${server.restarts()} time(s) and started again; ` +
        "the measurements it was serving were repeated.",
    );
  }
  console.log(`\nTook ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`);

  mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    durationSeconds: Math.round(seconds),
    serverRestarts: server.restarts(),
    runsPerRoute: runs,
    order: "round-robin: run 1 of every route, then run 2 of every route",
    loadAverage: { start: loadAtStart, end: loadAtEnd },
    benchmarkIndex,
    units: {
      weight: "bytes, gzip (zlib default level) of each response body; sent: the bodies' bytes as the server sent them",
      fcpMs: "ms",
      lcpMs: "ms",
      tbtMs: "ms",
      scores: "0-1",
    },
    bars,
    lighthouse: lighthouseResults,
    weight: routes.map((route) => ({ route, ...weights.get(route) })),
    home: { html: home.html, css: home.css, htmlPlusCss: homeHtmlCss },
    misses,
  };
  writeFileSync(path.join(root, "bench-results/bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log("Written to bench-results/bench.json");
  return misses.length ? 1 : 0;
}

/** @type {number} */
let exitCode;
try {
  exitCode = await main();
} catch (error) {
  if (!stopping) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = stopping ? 130 : 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
