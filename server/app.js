// @ts-check
// The Express app (docs/delivery.md): what must happen before React Router, the same in production and in
// development (`--dev`): compression, the request log, the body guards, the security headers and the refusals the app
// decides, the build's files (or Vite's sources in development) and the page cache in front of React Router, which
// renders every page and answers everything else. What they decide is the app's own (app/lib/http, read here from
// the build); the listener is index.js.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { requireSteadyBody } from "./connections.js";
import { discardRefusedBodies } from "./discard-body.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
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
  const { parseEnv, startServices, stopServices, logger, liveContent, editionRenderer, requestRules } =
    build.entry.module;
  const { securityHeadersFor, requestLog, cachedPages, buildFiles, compressAnswers } = build.entry.module;
  const env = parseEnv(process.env);
  // Storage is migrated and the outbox worker running before the first request.
  const services = await startServices(env);
  // The owner's published content, applied before any page is rendered and checked in the background
  // (docs/content.md).
  const content = await liveContent(services.storage.db);
  services.contentChanged = () => content.changed();
  // The outbox, the scheduled e-mails and the server's own answers say what the newest snapshot says.
  services.content = () => content.current();
  // The refusals and redirects decided before anything serves a request, from the routes and the content.
  const rules = requestRules(build.routes, () => content.current());
  services.renderEdition = editionRenderer({ load, mode: dev ? "development" : "production", siteUrl: env.SITE_URL });
  const app = express();
  app.disable("x-powered-by");
  // Who the client is: the connection's address, unless TRUST_PROXY names the proxies that may tell.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(compressAnswers());
  app.use(requestLog());
  app.use(requireSteadyBody());
  app.use(securityHeadersFor({ siteUrl: env.SITE_URL, dev }));
  app.use(discardRefusedBodies());
  app.use(rules.refusals);

  // The build's files (or Vite's sources in development) and the page cache in front of React Router.
  const files = vite ? null : buildFiles(path.join(buildDir, "client"));
  if (vite) app.use(vite.middlewares);
  if (files) {
    app.use(files.compressed);
    app.use("/assets", files.assets);
    // The pages every visitor is shown alike, from the page cache; then the build's other files.
    app.get(/.*/, cachedPages({ build, services, content, rules, siteUrl: env.SITE_URL }));
    app.use(files.others);
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
  app.use(rules.errors);

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
