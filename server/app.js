// @ts-check
// The Express app (docs/delivery.md): security headers, body limits, method checks and logging, the same in
// production and in development (`--dev`). Hashed assets come from the build on disk (or Vite's sources in
// development); every page is rendered by React Router: the pages every visitor is shown alike through the page
// cache (page-cache.js), the rest (form posts, query strings, the staff area) per request. The listener is
// index.js.
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler as createFetchHandler, matchRoutes } from "react-router";
import { requireSteadyBody } from "./connections.js";
import { contentSecurityPolicy } from "./csp.js";
import { discardRefusedBodies } from "./discard-body.js";
import { editionRenderer } from "./edition-renderer.js";
import { createPageCache } from "./page-cache.js";
import { chooseEncoding, encodingHeaders, isPrecompressed, precompressedFiles } from "./precompressed.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const assetsDir = path.join(clientDir, "assets");
/** Hashed assets: browsers keep them for good. */
const ASSET_CACHE = { immutable: true, maxAge: "1y" };
/** The build's other files (images, icons): an hour. */
const FILE_CACHE = { maxAge: "1h" };

/** How one of the build's compressed files is sent. @param {string} file */
const fileOptions = (file) => (file.startsWith(assetsDir + path.sep) ? ASSET_CACHE : FILE_CACHE);

/** A staff page no page may frame: all but the draft's pages the preview shows in its frames. @param {string} path */
const isUnframedStaffPage = (path) =>
  /^\/staff(\/|$)/i.test(path) && !/^\/staff\/content\/preview\/page\/?$/i.test(path);

/**
 * Sets the security headers; the CSP allows inline scripts carrying this response's nonce, which is returned.
 * @param {import("express").Request} req @param {import("express").Response} res
 * @param {{ https: boolean, dev: boolean }} options
 */
function securityHeaders(req, res, { https, dev }) {
  const nonce = randomBytes(16).toString("base64");
  const framed = !isUnframedStaffPage(req.path);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", framed ? "SAMEORIGIN" : "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ dev, scripts: [`'nonce-${nonce}'`], framed }));
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

export async function createApp({ dev = false } = {}) {
  const { load, vite } = await serverBuild(dev);
  const build = await load();
  const { parseEnv, startServices, stopServices, readiness, logger, TEXT_FORM_MAX_BYTES, langOf } = build.entry.module;
  const { liveContent, issueFormToken, loadContext, canonicalPath } = build.entry.module;
  /** The server's own plain answers speak the language of the page asked for (app/lib/lang.ts). */
  const say = (/** @type {import("express").Request} */ req, /** @type {string} */ en, /** @type {string} */ es) =>
    langOf(req.path) === "es" ? es : en;
  const env = parseEnv(process.env);
  // Storage is migrated and the outbox worker running before the first request.
  const services = await startServices(env);
  const https = env.SITE_URL.startsWith("https:");
  // The pages every visitor is shown alike, rendered for a request that names only their path (page-cache.js).
  const handler = createFetchHandler(build, "production");
  // The owner's published content, applied before any page is rendered and checked in the background
  // (docs/content.md).
  const content = await liveContent(services.storage.db);
  services.contentChanged = () => content.changed();
  // The outbox, the scheduled e-mails and the server's own answers say what the newest snapshot says.
  services.content = () => content.current();
  /** The company's phone as the newest snapshot states it, for the server's own plain answers. */
  const phone = () => content.current().site.phone.display;
  services.renderEdition = editionRenderer({ load, mode: dev ? "development" : "production", siteUrl: env.SITE_URL });
  const pages = createPageCache({
    async render(path) {
      const started = performance.now();
      const page = await handler(
        new Request(new URL(path, env.SITE_URL)),
        loadContext({ services, clientIp: "127.0.0.1", log: logger, content: content.current() }),
      );
      logger.info({ path, status: page.status, ms: Math.round(performance.now() - started) }, "page rendered");
      return page;
    },
    // Pages show the content, and dates: the footer's year, the holidays, the job posting's validity.
    key: () => content.key(),
    tokenOf: (html) => html.match(/name="formToken" value="([^"]+)"/)?.[1] ?? null,
  });

  /**
   * First-party page views of the pages served from the page cache (ADR 027): added up in memory by the services
   * and written in batches, so a page costs no database work.
   * @param {import("express").Request} req @param {import("express").Response} res
   */
  const countView = (req, res) =>
    services.pageViews?.record({ method: req.method, path: req.path, status: res.statusCode, headers: req.headers });

  const app = express();
  app.disable("x-powered-by");
  // Who the client is: the connection's address, unless TRUST_PROXY names the proxies that may tell.
  app.set("trust proxy", env.TRUST_PROXY);
  // Answers made per request (what the build or the page cache compressed is sent as it is). Brotli at quality 1,
  // above all for a form page with its visitor's token (160 KB): half the work of the package's default (4), for a
  // sixth more bytes (27 KB against 23 KB for /book).
  app.use(
    compression({
      filter: (req, res) => !isPrecompressed(res) && compression.filter(req, res),
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    }),
  );
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
        // The links that open something without signing in carry their key in the path (a staff calendar feed,
        // a client's proposal or review form): never in the log.
        req: (req) => ({
          method: req.method,
          path: req.url.split("?")[0]?.replace(/^((?:\/es)?\/(?:calendar|proposal|review))\/[^/]+$/, "$1/…"),
        }),
        res: (res) => ({ status: res.statusCode }),
      },
    }),
  );
  app.use(requireSteadyBody());
  app.use((req, res, next) => {
    // HTTP/1.0 clients may omit Host; requests are built on it.
    req.headers.host ||= new URL(env.SITE_URL).host;
    res.locals.nonce = securityHeaders(req, res, { https, dev });
    next();
  });

  app.use(discardRefusedBodies());

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
  /** A public page of the site's layout (not its not-found route) answers at `pathname`, matched in any case. */
  const isPublicPage = (/** @type {string} */ pathname) => {
    const matches = matchRoutes(routes, pathname);
    return Boolean(matches?.some((m) => m.route.id === "layouts/site") && matches.at(-1)?.route.path !== "*");
  };
  // A public page has one address (canonicalPath: lower case, no trailing slash). A variant of it (/ABOUT,
  // /aBoUt/) is sent there with one redirect, the query kept (308 for a post, which keeps its method and body),
  // instead of being rendered and kept in the page cache as a page of its own.
  app.use((req, res, next) => {
    const canonical = canonicalPath(req.path);
    if (canonical === req.path || req.path.endsWith(".data") || !isPublicPage(canonical)) return next();
    const query = req.originalUrl.indexOf("?");
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(req.method === "POST" ? 308 : 301, canonical + (query < 0 ? "" : req.originalUrl.slice(query)));
  });
  app.post(/.*/, (req, res, next) => {
    if (matchRoutes(routes, req.path)?.some((match) => match.route.module.action)) return next();
    res
      .set("Allow", "GET, HEAD")
      .status(405)
      .type("text/plain")
      .send(
        say(
          req,
          `This page does not take form submissions. Please use one of our forms, or call us at ${phone()}.`,
          `Esta página no recibe formularios. Use uno de nuestros formularios o llámenos al ${phone()}.`,
        ),
      );
  });

  /** A data request (a form sent with JavaScript, a client-side navigation) names its page with `.data`. */
  const pageOf = (/** @type {string} */ pathname) =>
    pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  /** The lead form pages are the routes that hydrate (ADR 028), in every language. */
  const isFormPage = (/** @type {string} */ pathname) =>
    Boolean(matchRoutes(routes, pageOf(pathname))?.some((match) => match.route.module.handle?.hydrate));

  /** The most a post to this path may weigh, when its route takes uploads (`handle.maxBodyBytes`: staff photos). */
  const uploadLimitOf = (/** @type {string} */ pathname) =>
    Math.max(
      0,
      ...(matchRoutes(routes, pageOf(pathname)) ?? []).map((m) => Number(m.route.module.handle?.maxBodyBytes) || 0),
    );

  // Refuse a body that announces itself as too large before reading any of it. A form page's post is left to its
  // action, which refuses one past its form's limit (the form registry) the same way, unread, but answers with the
  // page in its language. A route that takes an upload declares its limit, and a post up to it is let through.
  // (Bodies without a length are counted while streaming, in the actions.)
  app.use((req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (length <= TEXT_FORM_MAX_BYTES) return next();
    if (req.method === "POST" && isFormPage(req.path)) return next();
    const uploadLimit = req.method === "POST" ? uploadLimitOf(req.path) : 0;
    if (length <= uploadLimit) return next();
    const megabytes = Math.floor(uploadLimit / 1024 / 1024);
    res
      .status(413)
      .type("text/plain")
      .send(
        uploadLimit
          ? `This upload is too large: this page takes at most ${megabytes} MB. Go back and choose a smaller file.`
          : say(
              req,
              `This request is too large. Please call us at ${phone()} instead.`,
              `Esta solicitud es demasiado grande. Llámenos al ${phone()}.`,
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
  /**
   * A page every visitor is shown alike: a GET of a public page's path, without a query string. Matching the routes
   * is most of a cached page's cost, so a path the cache holds is not matched again.
   */
  const isCachedPage = (/** @type {import("express").Request} */ req) => {
    if (dev || req.url !== req.path || req.path.endsWith(".data")) return false;
    return pages.has(req.path) || isPublicPage(req.path);
  };
  app.get(/.*/, async (req, res, next) => {
    if (!isCachedPage(req)) return next();
    const page = await pages.get(req.path);
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ dev, scripts: page.scripts }));
    if (page.encoded) {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      const encoding = chooseEncoding(
        req,
        Object.keys(page.encoded).filter((e) => e !== "identity"),
      );
      const { body, etag } =
        page.encoded[encoding] ?? /** @type {{ body: Buffer, etag: string }} */ (page.encoded.identity);
      encodingHeaders(res, encoding);
      res.setHeader("ETag", etag);
      res.send(body);
    } else {
      // A form page gets this visitor's own token (a resent form makes one lead); it, and an answer the cache
      // does not keep (a 404), are compressed as they are sent.
      res.send(page.token ? page.html.replaceAll(page.token, issueFormToken(services.formSecret)) : page.html);
    }
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
          content: content.current(),
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
                `Something went wrong on our side. Please try again, or call us at ${phone()}.`,
                `Algo falló de nuestro lado. Inténtelo de nuevo o llámenos al ${phone()}.`,
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
      content.stop();
      await stopServices(services, answered);
      await vite?.close();
    },
  };
}
