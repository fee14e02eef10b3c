// @ts-check
// Renders public pages with an edition that is not live (a draft to preview, or one about to be published), in a
// worker thread: the content modules are the worker's own, so this server's pages keep the published edition
// while it runs (docs/content.md). One worker per call; it imports the build, applies the edition, renders the
// paths asked for and exits.
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

/**
 * @typedef {{ path: string, status: number, html: string, error?: string }} Rendered
 * @param {{ entry: string, siteUrl: string }} build the server build's index.js, and the site's address
 * @param {unknown} edition the edition (~/content/editable.ts), as checked by the schema
 * @param {string[] | null} paths null: every indexable page and the feeds
 * @returns {Promise<Rendered[]>}
 */
export function renderEdition(build, edition, paths) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { ...build, edition, paths } });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`The page renderer stopped (${code}).`)));
  });
}

if (!isMainThread && parentPort) {
  const { entry, siteUrl, edition, paths } = workerData;
  const { createRequestHandler } = await import("react-router");
  const build = await import(entry);
  const { applyDocument, indexablePaths, todayInLosAngeles, loadContext, logger } = build.entry.module;
  const content = applyDocument(edition, todayInLosAngeles());
  // Every page a visitor can land on, as this edition makes them, and the feeds that list them.
  const pages = paths ?? [...indexablePaths(), "/sitemap.xml", "/blog/rss.xml"];
  const handler = createRequestHandler(build, "production");
  // What a page's loader may ask of the services: the form pages issue a token, which a preview never posts.
  const services = { env: { SITE_URL: siteUrl }, formSecret: "preview" };
  const log = logger.child({ renderer: "edition" });
  /** @type {Rendered[]} */
  const rendered = [];
  for (const path of pages) {
    try {
      const response = await handler(
        new Request(new URL(path, siteUrl)),
        loadContext({ services, clientIp: "127.0.0.1", log, content }),
      );
      rendered.push({ path, status: response.status, html: await response.text() });
    } catch (error) {
      rendered.push({ path, status: 500, html: "", error: error instanceof Error ? error.message : String(error) });
    }
  }
  parentPort.postMessage(rendered);
  process.exit(0);
}
