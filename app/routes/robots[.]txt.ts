import { env } from "~/lib/env.server";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /staff\n\nSitemap: ${env().SITE_URL}/sitemap.xml\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
