// @ts-check
// The production server: prerendered pages and hashed assets from disk, everything else through the React
// Router handler (dynamic routes, 404s, redirects, form posts).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createRequestHandler as createFetchHandler } from "react-router";
import { readStamp } from "../scripts/build-stamp.js";
import { inlineStylesheet } from "../scripts/inline-css.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
/** How much of a refused request body is read and thrown away so its sender sees the answer. */
const DISCARD_CAP = 64 * 1024 * 1024;
/** How long the answer to a refused body waits for the rest of it. */
const DISCARD_WAIT_MS = 60_000;

/** @param {Record<string, unknown>} fields */
const log = (fields) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);

/** Maps "/about" to "about/index.html" for every prerendered page, so no path gains a trailing slash. */
function prerenderedPages() {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets") walk(full);
      } else if (entry === "index.html") {
        const route = `/${path.relative(clientDir, dir).split(path.sep).join("/")}`;
        pages.set(route === "/" ? "/" : route.replace(/\/$/, ""), full);
      }
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * Prerendered pages show the year (the footer's ©, this and next year's holiday closures). A build keeps
 * serving them as files in the year it was made; after that each page is rendered once more for the new year
 * and kept in memory, so a site built last year never shows last year.
 * @param {any} build @param {string} siteUrl @param {Map<string, string>} pages
 */
function yearAwarePages(build, siteUrl, pages) {
  const { officeYear } = build.entry.module;
  const builtIn = readStamp(buildDir)?.year;
  const render = createFetchHandler(build, "production");
  /** @type {Map<string, { year: number, html: string }>} */
  const rendered = new Map();
  /** @param {string} pathname @returns {Promise<{ file: string } | { html: string } | null>} */
  return async (pathname) => {
    const file = pages.get(pathname);
    if (!file) return null;
    const year = officeYear(new Date());
    if (year === builtIn) return { file };
    const cached = rendered.get(pathname);
    if (cached && cached.year === year) return { html: cached.html };
    const response = await render(new Request(new URL(pathname, siteUrl)));
    if (!response.ok) return { file };
    const html = inlineStylesheet(await response.text(), clientDir);
    rendered.set(pathname, { year, html });
    return { html };
  };
}

/** @param {import("express").Response} res @param {boolean} https */
function securityHeaders(res, https) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

export async function createServer() {
  const build = await import(path.join(buildDir, "server/index.js"));
  const { parseEnv, startServices, readiness, CLIENT_IP_HEADER, site } = build.entry.module;
  const phone = site.phone.display;
  const env = parseEnv(process.env);
  // Storage is migrated and the outbox worker running before the first request.
  await startServices();
  const https = env.SITE_URL.startsWith("https:");
  const prerendered = yearAwarePages(build, env.SITE_URL, prerenderedPages());

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    // The only trustworthy client address for rate limits: set here, never taken from the request.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    // HTTP/1.0 clients may omit Host; requests are built on it.
    req.headers.host ||= new URL(env.SITE_URL).host;
    securityHeaders(res, https);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      log({ level: "info", method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  });

  // Pages are read with GET and forms sent with POST; nothing else is served.
  app.use((req, res, next) => {
    if (["GET", "HEAD", "POST"].includes(req.method)) return next();
    res.set("Allow", "GET, HEAD, POST").status(405).type("text/plain").send("Method not allowed.");
  });

  // A refused body must not reset the connection before the client has read the answer: browsers read it only
  // once their upload is done. So whoever stops reading a body early (a form action past its limit cancels its
  // stream, which would destroy the request) and every answer given before the body has arrived leave the rest
  // to be read and discarded here, up to a cap, and the answer is completed after it.
  app.use((req, res, next) => {
    const destroy = req.destroy.bind(req);
    const end = res.end.bind(res);
    let discarding = false;
    const discard = () => {
      if (discarding) return;
      discarding = true;
      let seen = 0;
      // Whoever read the body before (a stream nobody will read from now) must not hold it back.
      req.removeAllListeners("data");
      req.on("data", (chunk) => {
        seen += chunk.length;
        if (seen > DISCARD_CAP) destroy();
      });
      req.resume();
    };
    req.destroy = (error) => {
      if (req.complete) return destroy(error);
      discard();
      return req;
    };
    /** @type {any} */ (res).end = (/** @type {any[]} */ ...args) => {
      if (req.complete || req.destroyed) return end(...args);
      // A body that will never fit the cap, or never arrives: answer now and close.
      if (Number(req.headers["content-length"] ?? 0) > DISCARD_CAP) {
        res.setHeader("Connection", "close");
        return end(...args);
      }
      discard();
      let ended = false;
      const finish = () => {
        clearTimeout(timer);
        if (!ended) end(...args);
        ended = true;
      };
      const timer = setTimeout(finish, DISCARD_WAIT_MS);
      req.once("end", finish);
      req.once("close", finish);
      return res;
    };
    next();
  });

  // Refuse a body that announces itself as too large before reading any of it. (Bodies without a length are
  // counted while streaming, in the form actions.)
  app.use((req, res, next) => {
    const limit = req.path === "/employment" ? 9 * 1024 * 1024 : 128 * 1024;
    if (Number(req.headers["content-length"] ?? 0) <= limit) return next();
    res.status(413).type("text/plain").send(`This request is too large. Please call us at ${phone} instead.`);
  });

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }),
  );
  // Liveness (the process answers) and readiness (it can store a lead; the outbox backlog) for monitors.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    const state = await readiness();
    res.setHeader("Cache-Control", "no-store");
    res.status(state.ready ? 200 : 503).json(state);
  });
  app.get(/.*/, async (req, res, next) => {
    const page = await prerendered(req.path);
    if (!page) return next();
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    if ("file" in page) res.sendFile(page.file);
    else res.type("html").send(page.html);
  });
  app.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders(res, file) {
        if (file.endsWith(`${path.sep}rss.xml`)) res.type("application/rss+xml; charset=utf-8");
      },
    }),
  );
  app.all(/.*/, createRequestHandler({ build, mode: "production" }));

  return { app, env, stop: build.entry.module.stopServices };
}

export async function main() {
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    console.error("No build found: run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  /** @type {Awaited<ReturnType<typeof createServer>>} */
  let created;
  try {
    created = await createServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { app, env, stop } = created;
  const server = app.listen(env.PORT, env.HOST, () => {
    log({ level: "info", msg: `listening on http://${env.HOST}:${env.PORT}`, siteUrl: env.SITE_URL });
  });
  const shutdown = (/** @type {string} */ signal) => {
    log({ level: "info", msg: `${signal}: closing` });
    server.close(() => stop().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
