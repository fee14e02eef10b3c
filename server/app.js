// @ts-check
// The Express app (docs/delivery.md): what must happen before React Router, the same in production and in
// development (`--dev`): compression, the request log, the body guards, the security headers and the refusals the app
// decides (app/lib/http), the build's files (or Vite's sources in development) and the page cache (page-cache.js)
// in front of React Router, which renders every page and answers everything else. The listener is index.js.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";
import { createRequestHandler as createFetchHandler } from "react-router";
import { requireSteadyBody } from "./connections.js";
import { discardRefusedBodies } from "./discard-body.js";
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
  const { parseEnv, startServices, stopServices, logger, liveContent, issueFormToken, loadContext } =
    build.entry.module;
  const { editionRenderer, requestRules, securityHeaders, contentSecurityPolicy, inlineScriptHashes } =
    build.entry.module;
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
  // The refusals and redirects decided before anything serves a request, from the routes and the content.
  const rules = requestRules(build.routes, () => content.current());
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
    scriptHashes: inlineScriptHashes,
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
    const { headers, nonce } = securityHeaders(req.path, { https, dev });
    res.set(headers);
    res.locals.nonce = nonce;
    next();
  });
  app.use(discardRefusedBodies());
  app.use((req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    const answer = rules.answerBefore({ method: req.method, path: req.path, url: req.originalUrl, length });
    if (!answer) return next();
    res.status(answer.status).set(answer.headers).type("text/plain").send(answer.text);
  });

  if (vite) app.use(vite.middlewares);
  else {
    app.use(precompressedFiles(clientDir, fileOptions));
    app.use("/assets", express.static(assetsDir, { ...ASSET_CACHE, index: false, redirect: false }));
  }
  /**
   * A page every visitor is shown alike: a GET of a public page's path, without a query string. Matching the routes
   * is most of a cached page's cost, so a path the cache holds is not matched again.
   */
  const isCachedPage = (/** @type {import("express").Request} */ req) => {
    if (dev || req.url !== req.path || req.path.endsWith(".data")) return false;
    return pages.has(req.path) || rules.isPublicPage(req.path);
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
            ? rules.serverError(req.path)
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
