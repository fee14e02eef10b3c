import { href } from "react-router";
import { env } from "~/lib/env.server";
import { contentOf } from "~/lib/request-context.server";
import { escapeXml } from "~/lib/xml";
import type { Route } from "./+types/blog.rss[.]xml";

/** The blog as an RSS 2.0 feed, newest first. */
export function loader(args: Route.LoaderArgs) {
  const { site, en } = contentOf(args);
  const base = env().SITE_URL;
  const items = en.blog.posts
    .map((post) => {
      const url = base + href("/blog/:slug", { slug: post.slug });
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} Blog`)}</title>
    <link>${escapeXml(`${base}/blog`)}</link>
    <atom:link href="${escapeXml(`${base}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>Valet parking advice from our Los Angeles event team.</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
