import { indexablePages } from "~/content/routes-index";
import { env } from "~/lib/env.server";
import { escapeXml } from "~/lib/xml";

export function loader() {
  const base = env().SITE_URL;
  const urls = indexablePages()
    .map((p) => `  <url><loc>${escapeXml(base + p.path)}</loc><lastmod>${p.lastmod}</lastmod></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
