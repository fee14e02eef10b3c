import { indexablePages } from "~/content/routes-index";
import { env } from "~/lib/env.server";
import { contentOf } from "~/lib/request-context.server";
import { escapeXml } from "~/lib/xml";
import type { Route } from "./+types/sitemap[.]xml";

/** Each page, and for a page with a twin in the other language both versions as alternates (ADR 025). */
export function loader(args: Route.LoaderArgs) {
  const base = env().SITE_URL;
  const link = (lang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + path)}"/>`;
  const urls = indexablePages(contentOf(args))
    .map((p) => {
      const [en, es] = p.lang === "en" ? [p.path, p.twin] : [p.twin ?? p.path, p.path];
      const alternates = es ? `${link("en", en)}${link("es", es)}${link("x-default", en)}` : "";
      return `  <url><loc>${escapeXml(base + p.path)}</loc><lastmod>${p.lastmod}</lastmod>${alternates}</url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
