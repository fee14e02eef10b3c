// @ts-check
// Build and serve: the commands `npm run bench` runs, and the servers of the checkouts it measures, started again
// when something else stops them.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { cleanups, onExit, stopCheck } from "./cleanup.js";
import { beforeBuildDir, log, root } from "./config.js";

/** @returns {Promise<number>} */
export function freePort() {
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
export function run(command, args, env) {
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
export async function serve(site) {
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
export async function sitemapRoutes(siteUrl) {
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
export async function beforeSite(cwd, dataDir) {
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

/** @typedef {import("./weight.js").Weight} Weight */
/** @typedef {import("./lighthouse.js").LhRun} LhRun */

/**
 * A checkout under test: its server, the routes it answers, and what was measured there.
 * @typedef {{ name: "after" | "before", site: Site, measure: <T>(fn: () => Promise<T>) => Promise<T>,
 *   restarts: () => number, hero: { heading: string, lead: string }, routes: string[], weights: Map<string, Weight>,
 *   runs: Map<string, LhRun[]>, referenceRuns: Map<string, LhRun[]> }} Side
 */
