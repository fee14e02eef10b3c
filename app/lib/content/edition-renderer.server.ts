// Renders public pages with an edition that is not live (a draft to preview, or one about to be published), in this
// process: the edition is built into a snapshot of its own (~/content/live.ts, `build`) and handed to the pages
// through the request's context, as the published snapshot is to the live pages, which keep theirs
// (docs/content.md). Development and production alike; the server and `npm run content` take it from the build.
import { createRequestHandler, type ServerBuild } from "react-router";
import type { RenderedPage } from "~/lib/services.server";

/**
 * `load` gives the server build, loaded again on each call in development so a hot reload is seen; `siteUrl` is the
 * site's address. The renderer renders the paths asked for, or every indexable page and the feeds when `paths` is
 * null; `edition` as checked by the schema (~/content/editable.ts); `marked` for the staff preview, whose texts
 * carry their keys (~/content/text-marks.ts).
 */
export function editionRenderer({
  load,
  mode,
  siteUrl,
}: {
  load: () => Promise<ServerBuild>;
  mode: "production" | "development";
  siteUrl: string;
}) {
  return async (edition: unknown, paths: string[] | null, { marked = false } = {}): Promise<RenderedPage[]> => {
    const build = await load();
    // The freshly loaded build's own modules, so their contexts match the pages' after a hot reload.
    const { buildContent, indexablePaths, todayInLosAngeles, loadContext, logger } = build.entry
      .module as unknown as typeof import("~/entry.server");
    const content = buildContent(edition as Parameters<typeof buildContent>[0], todayInLosAngeles(), undefined, {
      marked,
    });
    const handler = createRequestHandler(build, mode);
    // What a page's loader may ask of the services: the form pages issue a token, which a preview never posts.
    const services = { env: { SITE_URL: siteUrl }, formSecret: "preview" } as Parameters<
      typeof loadContext
    >[0]["services"];
    const log = logger.child({ renderer: "edition" });
    const rendered: RenderedPage[] = [];
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
