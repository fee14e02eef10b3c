// @ts-check
// Renders public pages with an edition that is not live (a draft to preview, or one about to be published), in this
// process: the edition is built into a snapshot of its own (app/content/live.ts, `build`) and handed to the pages
// through the request's context, as the published snapshot is to the live pages, which keep theirs
// (docs/content.md). Development and production alike.
import { createRequestHandler } from "react-router";

/**
 * @typedef {{ path: string, status: number, html: string, error?: string }} Rendered
 * @param {{ load: () => Promise<any>, mode: "production" | "development", siteUrl: string }} options the server
 *   build (loaded again on each call in development, so a hot reload is seen) and the site's address
 * @returns {(edition: unknown, paths: string[] | null) => Promise<Rendered[]>} renders the paths asked for, or every
 *   indexable page and the feeds when `paths` is null; `edition` as checked by the schema (~/content/editable.ts)
 */
export function editionRenderer({ load, mode, siteUrl }) {
  return async (edition, paths) => {
    const build = await load();
    const { buildContent, indexablePaths, todayInLosAngeles, loadContext, logger } = build.entry.module;
    const content = buildContent(edition, todayInLosAngeles());
    const handler = createRequestHandler(build, mode);
    // What a page's loader may ask of the services: the form pages issue a token, which a preview never posts.
    const services = { env: { SITE_URL: siteUrl }, formSecret: "preview" };
    const log = logger.child({ renderer: "edition" });
    /** @type {Rendered[]} */
    const rendered = [];
    for (const path of paths ?? [...indexablePaths(content), "/sitemap.xml", "/blog/rss.xml"]) {
      // A page at a time: the requests that came in meanwhile are answered between them, not after the whole check.
      await new Promise((resolve) => setImmediate(resolve));
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
    return rendered;
  };
}
