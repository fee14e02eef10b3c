// @ts-check
// The one server, in production and in development (`--dev`): security headers, body limits, method checks and
// logging are the same in both. In production, prerendered pages and hashed assets come from the build on disk;
// in development Vite serves the sources and renders every page on request. Everything else goes through the
// React Router handler (dynamic routes, 404s, redirects, form posts).
import "./mode.js";
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler as createFetchHandler, matchRoutes } from "react-router";
import { readStamp, siteUrlMismatch } from "../scripts/build-stamp.js";
import { holdDataDir } from "../scripts/data-lock.js";
import { inlineStylesheet, pruneInlineStylesheet } from "../scripts/inline-css.js";
import { CONNECTIONS_CHECK_MS, endGently, guardConnections, requireSteadyBody } from "./connections.js";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp.js";
import { formPageTemplates } from "./form-pages.js";
import {
  chooseEncoding,
  encode,
  encodingHeaders,
  isPrecompressed,
  precompressedFiles,
  readEncoded,
  sendEncoded,
} from "./precompressed.js";
import { shutDownOnSignals } from "./shutdown.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
/** How much of a refused request body is read and thrown away so its sender sees the answer. */
const DISCARD_CAP = 64 * 1024 * 1024;
/** How long the answer to a refused body waits for the rest of it. */
const DISCARD_WAIT_MS = 60_000;
const assetsDir = path.join(clientDir, "assets");
/** Hashed assets: browsers keep them for good. */
const ASSET_CACHE = { immutable: true, maxAge: "1y" };
/** The build's other files (images, the sitemap, the feed): an hour. */
const FILE_CACHE = { maxAge: "1h" };

/** How one of the build's compressed files is sent (the feed is text, so always one of them). @param {string} file */
function fileOptions(file) {
  if (file.startsWith(assetsDir + path.sep)) return ASSET_CACHE;
  if (file.endsWith(`${path.sep}rss.xml`)) {
    return { ...FILE_CACHE, headers: { "Content-Type": "application/rss+xml; charset=utf-8" } };
  }
  return FILE_CACHE;
}

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
 * and kept in memory, so a site built last year never shows last year. Each page is held in memory in every
 * encoding (as the build compressed it, or compressed once when rendered here), with the hashes of its inline
 * scripts for the Content-Security-Policy, worked out once per page.
 * @param {any} build @param {import("react-router").RequestHandler} render the build's handler
 * @param {string} siteUrl @param {Map<string, string>} pages
 */
function yearAwarePages(build, render, siteUrl, pages) {
  const { officeYear } = build.entry.module;
  const builtIn = readStamp(buildDir)?.year;
  /** @typedef {{ encoded: import("./precompressed.js").Encoded, scripts: string[] }} Page */
  /** @type {Map<string, Page & { year: number }>} */
  const rendered = new Map();
  /** @type {Map<string, Page>} */
  const fromFiles = new Map();
  /** @param {string} file */
  const fromFile = (file) => {
    let page = fromFiles.get(file);
    if (!page) {
      const encoded = readEncoded(file);
      page = { encoded, scripts: inlineScriptHashes(encoded.identity?.body.toString("utf8") ?? "") };
      fromFiles.set(file, page);
    }
    return page;
  };
  /** @param {string} pathname @returns {Promise<Page | null>} */
  return async (pathname) => {
    const file = pages.get(pathname);
    if (!file) return null;
    const year = officeYear(new Date());
    if (year === builtIn) return fromFile(file);
    const cached = rendered.get(pathname);
    if (cached && cached.year === year) return cached;
    const response = await render(new Request(new URL(pathname, siteUrl)));
    if (!response.ok) return fromFile(file);
    const html = inlineStylesheet(await response.text(), clientDir);
    const page = { year, encoded: await encode(html), scripts: inlineScriptHashes(html) };
    rendered.set(pathname, page);
    return page;
  };
}

/**
 * The form pages (routes that hydrate, at a path of their own), each served from a template rendered once a day.
 * @param {any} build @param {import("react-router").RequestHandler} handler the build's handler
 * @param {any} services @param {string} siteUrl
 */
function formPages(build, handler, services, siteUrl) {
  const { issueFormToken, loadContext, logger, officeYear, todayInLosAngeles } = build.entry.module;
  const paths = Object.values(build.routes)
    .filter((route) => route.module.handle?.hydrate && route.path && !route.path.includes(":"))
    .map((route) => `/${route.path}`);
  return formPageTemplates({
    paths,
    siteUrl,
    render: (/** @type {Request} */ request) =>
      handler(request, loadContext({ services, clientIp: "127.0.0.1", log: logger })),
    newToken: () => issueFormToken(services.formSecret),
    today: () => `${officeYear(new Date())} ${todayInLosAngeles()}`,
    finish: (/** @type {string} */ html) => pruneInlineStylesheet(html, clientDir),
  });
}

/**
 * Sets the security headers; the CSP allows inline scripts carrying this response's nonce, which is returned.
 * @param {import("express").Response} res @param {{ https: boolean, dev: boolean }} options
 */
function securityHeaders(res, { https, dev }) {
  const nonce = randomBytes(16).toString("base64");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ dev, scripts: [`'nonce-${nonce}'`] }));
  if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  return nonce;
}

/** A request id from the proxy in front is kept (so its log and ours line up) when it looks like one. */
const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * The React Router build: the one on disk, or in development the sources compiled by Vite on each request.
 * @param {boolean} dev
 * @returns {Promise<{ load: () => Promise<any>, vite?: import("vite").ViteDevServer }>}
 */
async function serverBuild(dev) {
  if (!dev) {
    const build = await import(path.join(buildDir, "server/index.js"));
    return { load: async () => build };
  }
  const { createServer: createVite } = await import("vite");
  const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
  return { load: () => vite.ssrLoadModule("virtual:react-router/server-build"), vite };
}

export async function createServer({ dev = false } = {}) {
  const { load, vite } = await serverBuild(dev);
  const build = await load();
  const { parseEnv, startServices, stopServices, readiness, site, logger, TEXT_FORM_MAX_BYTES, langOf } =
    build.entry.module;
  const phone = site.phone.display;
  /** The server's own plain answers speak the language of the page asked for (app/lib/lang.ts). */
  const say = (/** @type {import("express").Request} */ req, /** @type {string} */ en, /** @type {string} */ es) =>
    langOf(req.path) === "es" ? es : en;
  const env = parseEnv(process.env);
  // Storage is migrated and the outbox worker running before the first request.
  const services = await startServices(env);
  const https = env.SITE_URL.startsWith("https:");
  // Pages the server renders for itself (a new year's prerendered pages, the form pages' templates).
  const handler = createFetchHandler(build, "production");
  const prerendered = dev ? async () => null : yearAwarePages(build, handler, env.SITE_URL, prerenderedPages());
  const formPage = dev ? async () => null : formPages(build, handler, services, env.SITE_URL);

  /**
   * First-party page views of the pages served here (prerendered and form pages; ADR 027): added up in memory by
   * the services and written in batches, so a page costs no database work.
   * @param {import("express").Request} req @param {import("express").Response} res
   */
  const countView = (req, res) =>
    services.pageViews?.record({ method: req.method, path: req.path, status: res.statusCode, headers: req.headers });

  const app = express();
  app.disable("x-powered-by");
  // Who the client is: the connection's address, unless TRUST_PROXY names the proxies that may tell.
  app.set("trust proxy", env.TRUST_PROXY);
  // Answers made per request; what the build compressed is sent as it is (precompressed.js).
  app.use(compression({ filter: (req, res) => !isPrecompressed(res) && compression.filter(req, res) }));
  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      genReqId(req, res) {
        const given = req.headers["x-request-id"];
        const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      // A client that hangs up first (a cancelled prefetch, a closed tab) is no failure of ours.
      customSuccessMessage: (req, res) =>
        `${req.method} ${res.writableEnded ? res.statusCode : "aborted by the client"}`,
      customErrorMessage: (req, res) => `${req.method} ${res.statusCode}`,
      // pino-http makes up an Error, with a stack from its own code, for every 5xx. What went wrong is logged where
      // it happened (the error handler, the action's own line); the request's line says only the status.
      customErrorObject: (_req, _res, _error, { err: _made, ...line }) => line,
      serializers: {
        req: (req) => ({ method: req.method, path: req.url.split("?")[0] }),
        res: (res) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(requireSteadyBody());
  app.use((req, res, next) => {
    // HTTP/1.0 clients may omit Host; requests are built on it.
    req.headers.host ||= new URL(env.SITE_URL).host;
    res.locals.nonce = securityHeaders(res, { https, dev });
    next();
  });

  /**
   * Closes a connection whose request body was not read to its end: the answer and a FIN first, then whatever
   * the client still sends is read and dropped for a moment. Closing at once, with unread data, would send a
   * reset, and a reset can destroy the answer before the client has read it.
   * @param {import("express").Request} req @param {import("express").Response} res
   */
  const closeGently = (req, res) => {
    const { socket } = req;
    let closing = false;
    socket.destroySoon = () => {
      if (closing) return;
      closing = true;
      endGently(socket);
    };
    res.once("finish", () => socket.destroySoon());
  };

  // A refused body must not reset the connection before the client has read the answer: browsers read it only
  // once their upload is done. So whoever stops reading a body early (a form action past its limit cancels its
  // stream, which would destroy the request) and every answer given before the body has arrived leave the rest
  // to be read and discarded here, up to a cap, and the answer is completed after it. A body past the cap, or
  // too slow, is answered at once and its connection closed gently.
  app.use((req, res, next) => {
    const { socket } = req;
    const destroy = req.destroy.bind(req);
    const end = res.end.bind(res);
    /** The answer, held back until the rest of the body has been read. @type {any[] | null} */
    let held = null;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    let discarding = false;
    let answerNow = false;
    /** @param {any[]} args */
    const endAndClose = (args) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
      closeGently(req, res);
      answerNow = true;
      discard();
      req.resume();
      return end(...args);
    };
    /** Sends the held answer: after the whole body, or at once (closing the connection) when it will not come. */
    const release = (/** @type {{ close: boolean }} */ { close }) => {
      if (!held) return;
      const args = held;
      held = null;
      clearTimeout(timer);
      if (close) endAndClose(args);
      else end(...args);
    };
    const discard = () => {
      if (discarding) return;
      discarding = true;
      let seen = 0;
      // Whoever read the body before (a stream nobody will read from now) must not hold it back.
      req.removeAllListeners("data");
      req.on("data", (chunk) => {
        seen += chunk.length;
        if (seen <= DISCARD_CAP || answerNow) return;
        answerNow = true;
        // No answer yet: hold the sender back until there is one.
        if (held) release({ close: true });
        else req.pause();
      });
      req.resume();
    };
    // A client that stops sending halfway (half-closes) is answered at once: right after this listener Node gives
    // up on the connection, and would cut short an answer still waiting for the body.
    const stoppedSending = () => release({ close: true });
    socket.prependListener("end", stoppedSending);
    res.once("close", () => {
      socket.removeListener("end", stoppedSending);
      clearTimeout(timer);
    });
    req.destroy = (error) => {
      // Only a reader giving up is turned into discarding; a connection that is gone takes its request along.
      if (req.complete || socket.destroyed) return destroy(error);
      discard();
      return req;
    };
    /** @type {any} */ (res).end = (/** @type {any[]} */ ...args) => {
      if (req.complete || req.destroyed) return end(...args);
      if (answerNow || Number(req.headers["content-length"] ?? 0) > DISCARD_CAP) return endAndClose(args);
      held = args;
      discard();
      timer = setTimeout(() => release({ close: true }), DISCARD_WAIT_MS);
      req.once("end", () => release({ close: false }));
      req.once("close", () => release({ close: false }));
      return res;
    };
    next();
  });

  // Pages are read with GET and forms sent with POST; nothing else is served.
  app.use((req, res, next) => {
    if (["GET", "HEAD", "POST"].includes(req.method)) return next();
    res
      .set("Allow", "GET, HEAD, POST")
      .status(405)
      .type("text/plain")
      .send(say(req, "Method not allowed.", "Método no permitido."));
  });
  // An address whose percent-encoding does not decode is no page of ours, and not worth a warning in the log.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
      return next();
    } catch {
      res
        .status(400)
        .type("text/plain")
        .send(
          say(
            req,
            "This address could not be read. Please check it and try again.",
            "No pudimos leer esta dirección. Revísela e inténtelo de nuevo.",
          ),
        );
    }
  });

  // A POST to a page without a form is answered here, plainly, rather than as a routing error. (Unknown paths
  // reach the not-found route, whose action answers 404.)
  /** @param {string | undefined} parentId @returns {any[]} */
  const routeTree = (parentId) =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ ...route, children: routeTree(route.id) }));
  const routes = routeTree(undefined);
  app.post(/.*/, (req, res, next) => {
    if (matchRoutes(routes, req.path)?.some((match) => match.route.module.action)) return next();
    res
      .set("Allow", "GET, HEAD")
      .status(405)
      .type("text/plain")
      .send(
        say(
          req,
          `This page does not take form submissions. Please use one of our forms, or call us at ${phone}.`,
          `Esta página no recibe formularios. Use uno de nuestros formularios o llámenos al ${phone}.`,
        ),
      );
  });

  /** A data request (a form sent with JavaScript, a client-side navigation) names its page with `.data`. */
  const pageOf = (/** @type {string} */ pathname) =>
    pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  /** The lead form pages are the routes that hydrate (ADR 021), in every language. */
  const isFormPage = (/** @type {string} */ pathname) =>
    Boolean(matchRoutes(routes, pageOf(pathname))?.some((match) => match.route.module.handle?.hydrate));

  // Refuse a body that announces itself as too large before reading any of it. A form page's post is left to its
  // action, which refuses one past its form's limit (the form registry) the same way, unread, but answers with the
  // page in its language. (Bodies without a length are counted while streaming, in the actions.)
  app.use((req, res, next) => {
    if (Number(req.headers["content-length"] ?? 0) <= TEXT_FORM_MAX_BYTES) return next();
    if (req.method === "POST" && isFormPage(req.path)) return next();
    res
      .status(413)
      .type("text/plain")
      .send(
        say(
          req,
          `This request is too large. Please call us at ${phone} instead.`,
          `Esta solicitud es demasiado grande. Llámenos al ${phone}.`,
        ),
      );
  });

  if (vite) app.use(vite.middlewares);
  else {
    app.use(precompressedFiles(clientDir, fileOptions));
    app.use("/assets", express.static(assetsDir, { ...ASSET_CACHE, index: false, redirect: false }));
  }
  // Liveness (the process answers) and readiness (it can store a lead; the outbox backlog) for monitors.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.type("text/plain").send("ok");
  });
  // Anyone may ask whether the server is ready; only the monitor, with MONITOR_TOKEN, sees why (the outbox's
  // backlog says how many leads are held as spam). Staff see the backlog in the inbox.
  const monitorAuthorization = env.MONITOR_TOKEN ? Buffer.from(`Bearer ${env.MONITOR_TOKEN}`) : null;
  const isMonitor = (/** @type {import("express").Request} */ req) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    return (
      monitorAuthorization !== null &&
      given.length === monitorAuthorization.length &&
      timingSafeEqual(given, monitorAuthorization)
    );
  };
  app.get("/readyz", async (req, res) => {
    const state = await readiness(services);
    res.setHeader("Cache-Control", "no-store");
    res.status(state.ready ? 200 : 503);
    if (isMonitor(req)) res.json(state);
    else res.type("text/plain").send(state.ready ? "ready" : "not ready");
  });
  app.get(/.*/, async (req, res, next) => {
    const page = await prerendered(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ dev, scripts: page.scripts }));
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    sendEncoded(req, res, page.encoded);
    countView(req, res);
  });
  app.get(/.*/, async (req, res, next) => {
    const page = await formPage(req);
    if (!page) return next();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ dev, scripts: page.scripts }));
    const encoding = chooseEncoding(req, page.encodings);
    encodingHeaders(res, encoding);
    res.type("html").send(page.body(encoding));
    countView(req, res);
  });
  if (!dev) {
    app.use(
      express.static(clientDir, {
        ...FILE_CACHE,
        index: false,
        redirect: false,
        dotfiles: "ignore",
      }),
    );
  }
  app.all(
    /.*/,
    createRequestHandler({
      // A build given as a function is loaded and its routes ranked again on every request: development only.
      build: dev ? load : build,
      mode: dev ? "development" : "production",
      // The client address here is the only one rate limits may trust: never a header the client sent.
      getLoadContext: async (req, res) =>
        (await load()).entry.module.loadContext({
          services,
          clientIp: req.ip ?? "unknown",
          log: req.log,
          nonce: res.locals.nonce,
        }),
    }),
  );
  // What reaches Express as an error: a request no URL can be built from (its Host, or X-Forwarded-Host from the
  // proxy, is no host name) is the client's mistake; anything else is ours. One log line, a plain answer.
  app.use(
    /** @type {import("express").ErrorRequestHandler} */
    (error, req, res, _next) => {
      const given = Number(error?.status ?? error?.statusCode);
      const status = error?.code === "ERR_INVALID_URL" ? 400 : given >= 400 && given < 600 ? given : 500;
      const ours = status >= 500;
      if (ours) req.log.error({ err: error, status }, "unhandled error");
      else req.log.info({ reason: String(error?.message ?? error), status }, "request refused");
      if (res.headersSent) return req.socket.destroy();
      res
        .status(status)
        .type("text/plain")
        .send(
          ours
            ? say(
                req,
                `Something went wrong on our side. Please try again, or call us at ${phone}.`,
                `Algo falló de nuestro lado. Inténtelo de nuevo o llámenos al ${phone}.`,
              )
            : error?.code === "ERR_INVALID_URL"
              ? "This request could not be read: its Host header is not a valid host name."
              : `${error?.expose && error.message ? error.message : "This request could not be read"}.`,
        );
    },
  );

  return {
    app,
    env,
    logger,
    /** Stops the services: mail at once, storage once `answered` (the last request's answer) settles. */
    async stop(answered = Promise.resolve()) {
      await stopServices(services, answered);
      await vite?.close();
    },
  };
}

export async function main() {
  const dev = process.argv.includes("--dev");
  if (!dev && !existsSync(path.join(buildDir, "server/index.js"))) {
    console.error("No build found: run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  // Pages are prerendered with SITE_URL: served under another, their canonical links and sitemap would be wrong.
  const mismatch = dev ? null : siteUrlMismatch(buildDir, process.env.SITE_URL ?? "http://localhost:3000");
  if (mismatch) {
    console.error(mismatch);
    process.exit(1);
  }
  // Before the database is opened: `npm run restore` refuses while the file is there.
  if (!process.env.DATABASE_URL) holdDataDir(path.resolve(process.env.DATA_DIR || "./data"));
  /** @type {Awaited<ReturnType<typeof createServer>>} */
  let created;
  try {
    created = await createServer({ dev });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { app, env, logger, stop } = created;
  const server = createHttpServer({ connectionsCheckingInterval: CONNECTIONS_CHECK_MS }, app);
  guardConnections(server, logger);
  server.listen(env.PORT, env.HOST, () => {
    const local = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    logger.info({ siteUrl: env.SITE_URL, host: env.HOST }, `listening on http://${local}:${env.PORT}`);
  });
  shutDownOnSignals(server, { logger, stop });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
