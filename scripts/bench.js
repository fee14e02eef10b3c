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
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
/** Another checkout, already built, measured alongside this one (the "before" columns). */
const beforeRoot = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
const beforeBuildDir = process.env.BENCH_BEFORE_BUILD ?? "build";
if (beforeRoot && !existsSync(path.join(beforeRoot, beforeBuildDir, "server/index.js"))) {
  console.error(`BENCH_BEFORE: no build in ${path.join(beforeRoot, beforeBuildDir)}`);
  process.exit(2);
}
/** The reference page: a static file in the client folder, at a path no page has (only the 404 route matches). */
const referencePath = "/bench-reference.html";

/** The bars of docs/quality-bars.md. */
const bars = {
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
 * A checkout served for the bench: `url` is where it is asked, `siteUrl` the SITE_URL it runs with (an older
 * checkout's build may insist on the one it was built for).
 * @typedef {{ cwd: string, buildDir: string, port: number, url: string, siteUrl: string, dataDir: string }} Site
 */

/**
 * Starts `node server/index.js` and waits until it answers.
 * @param {Site} site
 * @returns {Promise<{ alive: () => boolean, describe: () => string }>}
 */
async function startServer(site) {
  const env = {
    ...process.env,
    PORT: String(site.port),
    HOST: "127.0.0.1",
    DATA_DIR: site.dataDir,
    SITE_URL: site.siteUrl,
    BUILD_DIR: site.buildDir,
  };
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: site.cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
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
      const response = await fetch(`${site.url}/`);
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
 * A server under test, started again when something else stops it (other processes on this machine may send
 * it signals): `measure` repeats a measurement during which the server stopped, so no result comes from a dead one.
 * @param {Site} site
 */
async function serve(site) {
  let current = await startServer(site);
  let restarts = 0;
  /** @template T @param {() => Promise<T>} fn @returns {Promise<T>} */
  async function measure(fn) {
    for (;;) {
      stopCheck();
      if (!current.alive()) {
        if (++restarts > 5) throw new Error(`the server stopped ${restarts} times; giving up\n${current.describe()}`);
        log(`the server stopped (${current.describe()})\nrestarting it and measuring again`);
        current = await startServer(site);
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

/** Whether a local port can be listened on now. @param {number} port @returns {Promise<boolean>} */
function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The "before" checkout's site. An older build may refuse any SITE_URL but the one it was built with (its
 * build-stamp.json): it runs with that one, on that port when it is a free local one, else on a free port.
 * @param {string} cwd @param {string} dataDir @returns {Promise<Site>}
 */
async function beforeSite(cwd, dataDir) {
  const dir = path.join(cwd, beforeBuildDir);
  /** @type {string | null} */
  let built = null;
  try {
    built = JSON.parse(readFileSync(path.join(dir, "build-stamp.json"), "utf8")).siteUrl ?? null;
  } catch {
    // no stamp: the build takes any SITE_URL
  }
  const stamped = built ? new URL(built) : null;
  const local = stamped && ["localhost", "127.0.0.1"].includes(stamped.hostname) && stamped.protocol === "http:";
  const port =
    local && stamped.port && (await portFree(Number(stamped.port))) ? Number(stamped.port) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  return { cwd, buildDir: dir, port, url, siteUrl: built ?? url, dataDir };
}

/** The home page's hero: its <h1> and the paragraph after it, as HTML text without tags. @param {string} html */
function heroText(html) {
  const text = (/** @type {string} */ s) =>
    s
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i);
  const lead = heading && html.slice((heading.index ?? 0) + heading[0].length).match(/<p\b[^>]*>([\s\S]*?)<\/p>/i);
  if (!heading?.[1] || !lead?.[1]) throw new Error("the home page has no <h1> followed by a paragraph");
  return { heading: text(heading[1]), lead: text(lead[1]) };
}

/**
 * Writes the reference page into a site's client folder, with the hero text of the home page it serves, and checks
 * that the server sends it as written: plain HTML, no script. Returns the hero text and a function removing the file.
 * @param {Site} site
 */
async function writeReference(site) {
  const response = await fetch(`${site.url}/`);
  if (!response.ok) throw new Error(`${site.url}/ answered ${response.status}`);
  const home = await response.text();
  const hero = heroText(home);
  const lang = home.match(/<html\b[^>]*\blang="([^"]+)"/i)?.[1] ?? "en";
  // The hero's sizes on a phone (text-5xl heading, text-lg lead, pt-32), in the system's fonts.
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench reference page</title>
<meta name="description" content="The home page's hero without JavaScript or web fonts, for npm run bench.">
<style>
body{margin:0;background:#0c0d12;color:#f8f5ee;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:48rem;padding:8rem 1.25rem 4rem}
h1{margin:0 0 1.75rem;font:400 3rem/1.02 Georgia,"Times New Roman",serif}
p{margin:0;font-size:1.125rem;line-height:1.625;color:#e8e3d8}
</style>
</head>
<body>
<main><h1>${hero.heading}</h1><p>${hero.lead}</p></main>
</body>
</html>
`;
  const file = path.join(site.buildDir, "client", referencePath.slice(1));
  const existed = existsSync(file);
  writeFileSync(file, html);
  const remove = () => {
    if (!existed) rmSync(file, { force: true });
  };
  onExit.add(remove);
  const served = await fetch(site.url + referencePath);
  const body = await served.text();
  if (!served.ok || !served.headers.get("content-type")?.startsWith("text/html") || body !== html) {
    throw new Error(`${site.url}${referencePath} is not served as written (${served.status})`);
  }
  return {
    hero,
    remove: () => {
      onExit.delete(remove);
      remove();
    },
  };
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

/** Markdown table: first column left-aligned, the others right-aligned. @param {string[]} head @param {string[][]} rows */
function table(head, rows) {
  const widths = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`;
  return [line(head), rule, ...rows.map(line)].join("\n");
}

const fmtScore = (/** @type {number | null} */ s) => (s === null ? "err" : String(Math.round(s * 100)));
const fmtMs = (/** @type {number | null} */ ms) => (ms === null ? "err" : String(Math.round(ms)));
/** A median with the range of the runs, when there was more than one: `1600 (1539-1662)`. */
const fmtSpread = (/** @type {number | null} */ ms, /** @type {{ min: number, max: number } | null} */ range) =>
  range && range.min !== range.max ? `${fmtMs(ms)} (${fmtMs(range.min)}-${fmtMs(range.max)})` : fmtMs(ms);
const fmtKb = (/** @type {number} */ bytes) => kb(bytes).toFixed(1);
const fmtRatio = (/** @type {number | null} */ r) => (r === null ? "err" : r.toFixed(2));
const fmtCls = (/** @type {number | null} */ cls) => (cls === null ? "err" : cls.toFixed(3));
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
const failedRun = (error) => ({
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

// ---------------------------------------------------------------------------------------------------------------

/**
 * A checkout under test: its server, the routes it answers, and what was measured there.
 * @typedef {{ name: "after" | "before", site: Site, measure: <T>(fn: () => Promise<T>) => Promise<T>,
 *   restarts: () => number, hero: { heading: string, lead: string }, routes: string[], weights: Map<string, Weight>,
 *   runs: Map<string, LhRun[]>, referenceRuns: Map<string, LhRun[]> }} Side
 */

async function main() {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  /** A data folder of its own for each server, removed at the end. */
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
    const remove = () => rmSync(dir, { recursive: true, force: true });
    onExit.add(remove);
    cleanups.push(() => {
      onExit.delete(remove);
      remove();
    });
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
    const reference = await server.measure(() => writeReference(site));
    cleanups.push(reference.remove);
    sides.push({
      name: index ? "before" : "after",
      site,
      ...server,
      hero: reference.hero,
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
  const home = /** @type {Weight} */ (after.weights.get("/"));

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
  /** Each route's medians, its reference's medians from the same turns, and the ratios. @param {Side} side */
  const results = (side) =>
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
  const lighthouseResults = results(after);
  const beforeResults = before ? new Map(results(before).map((r) => [r.route, r])) : null;
  /** The reference page over every run on a server. @param {Side} side */
  const referenceOverall = (side) => summary([...side.referenceRuns.values()].flat());
  const restarts = sides.reduce((sum, side) => sum + side.restarts(), 0);
  await cleanup(); // servers, Chrome, the reference pages and the data directories are no longer needed

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
