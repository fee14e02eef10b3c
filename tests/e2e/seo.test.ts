import { gzipSync } from "node:zlib";
import { href } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { blogCategories, blogPosts } from "~/content/blog";
import { formPages, indexablePaths } from "~/content/routes-index";
import { englishPath, langOf, langTags } from "~/lib/lang";
import { GLYPHS } from "../../scripts/fonts.js";
import { seedContent } from "../support/content";
import { schemaOrgErrors } from "../support/schema-org";
import { baseUrl } from "./browser";

/*
 * What search engines and budgets see, read from the served HTML: titles, descriptions, canonical URLs,
 * structured data, the sitemap, every internal link, and the bytes each page costs.
 */

/** The test server's SITE_URL (tests/support/site.ts passes the environment on). */
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
const routes = indexablePaths(seedContent());
const html = new Map<string, string>();

beforeAll(async () => {
  const paths = [
    ...routes,
    ...blogCategories.map((c) => href("/blog/category/:category", { category: c.slug })),
    "/no-such-page",
  ];
  // The server renders each page on its first request: 84 in a row took over 60 s on a loaded machine once.
  for (const path of paths) html.set(path, await (await fetch(baseUrl() + path)).text());
}, 120_000);

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const first = (source: string, pattern: RegExp) => decode(source.match(pattern)?.[1] ?? "");
const titleOf = (page: string) => first(page, /<title>([^<]*)<\/title>/);
const descriptionOf = (page: string) => first(page, /<meta name="description" content="([^"]*)"/);
const canonicalOf = (page: string) => first(page, /<link rel="canonical" href="([^"]*)"/);

interface LdNode {
  "@type"?: string | string[];
  "@id"?: string;
  [key: string]: unknown;
}
function graphOf(page: string): LdNode[] {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "{}"),
  );
  return blocks.flatMap((b) => (b["@graph"] ?? [b]) as LdNode[]);
}
const types = (page: string) => graphOf(page).flatMap((n) => [n["@type"]].flat());

describe("fonts", () => {
  it("hold every character the pages show: their text and placeholders are within the cut fonts' glyphs", () => {
    const glyphs = new Set(GLYPHS);
    const missing = new Map<string, string>();
    for (const [path, page] of html) {
      const shown = page
        .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, " ")
        .replace(/<[^>]*\splaceholder="([^"]*)"[^>]*>/g, " $1 ")
        .replace(/<[^>]*>/g, " ")
        .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
        .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
        .replace(/&(amp|quot|lt|gt|nbsp);/g, " ");
      for (const character of shown) {
        if (!glyphs.has(character) && !/\s/.test(character)) missing.set(character, path);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

describe("metadata", () => {
  it("gives every route a unique title, a unique description and its canonical URL", () => {
    const titles = routes.map((p) => titleOf(html.get(p) ?? ""));
    const descriptions = routes.map((p) => descriptionOf(html.get(p) ?? ""));
    expect(new Set(titles).size).toBe(routes.length);
    expect(new Set(descriptions).size).toBe(routes.length);
    for (const [i, path] of routes.entries()) {
      const page = html.get(path) ?? "";
      expect(titles[i]?.length, path).toBeGreaterThan(10);
      expect(descriptions[i]?.length, path).toBeGreaterThan(70);
      expect(descriptions[i]?.length, path).toBeLessThanOrEqual(165);
      expect(canonicalOf(page), path).toBe(`${siteUrl}${path}`);
      expect(page, path).toContain(`<html lang="${langTags[langOf(path)]}"`);
      // A Spanish page is shared with a Spanish image.
      const folder = langOf(path) === "es" ? "og/es" : "og";
      expect(page, path).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/${folder}/\\w+\\.png"`));
      expect(page, path).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(page, path).not.toContain('name="robots"');
    }
  });

  it("keeps category filters and the not-found page out of the index", () => {
    expect(html.get(href("/blog/category/:category", { category: blogCategories[0]?.slug ?? "" }))).toContain(
      '<meta name="robots" content="noindex, follow"',
    );
    expect(html.get("/no-such-page")).toContain('<meta name="robots" content="noindex"');
  });

  it("serves the icons, manifest and share images it links to", async () => {
    for (const path of [
      "/favicon.ico",
      "/favicon.svg",
      "/apple-touch-icon.png",
      "/manifest.webmanifest",
      "/og/home.png",
      "/og/es/home.png",
      "/logo.png",
    ]) {
      expect((await fetch(baseUrl() + path)).status, path).toBe(200);
    }
  });
});

describe("structured data", () => {
  const business = `${siteUrl}/#business`;

  it("parses on every route and carries the one business on each", () => {
    for (const path of routes) {
      const businesses = graphOf(html.get(path) ?? "").filter((n) => [n["@type"]].flat().includes("LocalBusiness"));
      expect(
        businesses.map((b) => b["@id"]),
        path,
      ).toEqual([business]);
    }
  });

  it("sends no rating or review markup while no testimonial is verified, and shows the testimonials all the same", () => {
    for (const path of routes) {
      const page = html.get(path) ?? "";
      expect(page, path).not.toContain("aggregateRating");
      expect(page, path).not.toContain('"Review"');
    }
    expect((html.get("/") ?? "").match(/aria-label="5 out of 5 stars"/g)).toHaveLength(3);
  });

  it("gives every city page the whole business: @id, phone, e-mail, address and local hours", () => {
    for (const path of routes.filter((p) => p.startsWith("/locations/"))) {
      const nodes = graphOf(html.get(path) ?? "");
      const local = nodes.find((n) => n["@type"] === "LocalBusiness");
      expect(local, path).toMatchObject({
        "@id": business,
        name: site.name,
        telephone: site.phone.e164,
        email: site.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: expect.any(String),
          addressLocality: site.address.locality,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
        openingHoursSpecification: [
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            // 9 am to 5 pm Central is 7 am to 3 pm on the business's Los Angeles clock, in winter and summer alike.
            opens: "07:00",
            closes: "15:00",
          },
        ],
      });
      const service = nodes.find((n) => n["@type"] === "Service");
      expect(service?.provider, path).toEqual({ "@id": business });
      expect(
        nodes.filter((n) => n["@id"] === business),
        path,
      ).toHaveLength(1);
    }
  });

  it("uses only the schema.org vocabulary: every type and property of every page's JSON-LD", () => {
    const blocks = new Map<string, unknown>();
    for (const [path, page] of html) {
      for (const [i, [, json = "{}"]] of [
        ...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
      ].entries()) {
        blocks.set(`${path} #${i + 1}`, JSON.parse(json));
      }
    }
    expect([...blocks.keys()].filter((name) => name.startsWith("/locations/"))).toHaveLength(
      routes.filter((p) => p.startsWith("/locations/")).length,
    );
    // The check catches what it is for: a misspelt property, and a property of another type. Checked in the same
    // run as the pages (one TypeScript program): these two errors and no other.
    const city = blocks.get("/locations/santa-monica #1") as { "@graph": LdNode[] };
    const broken = structuredClone(city);
    const business = broken["@graph"].find((n) => n["@type"] === "LocalBusiness") ?? {};
    business.telephon = business.telephone;
    const service = broken["@graph"].find((n) => n["@type"] === "Service") ?? {};
    service.streetAddress = "1 Main St";
    blocks.set("broken", broken);
    expect(schemaOrgErrors(blocks)).toEqual([
      expect.stringMatching(/^broken: .*'"telephon"' does not exist in type 'LocalBusinessLeaf'/),
      expect.stringMatching(/^broken: .*'"streetAddress"' does not exist in type 'ServiceLeaf'/),
    ]);
  }, 90_000);

  it("describes services, cities, questions, posts and the job", () => {
    for (const path of routes) {
      const t = types(html.get(path) ?? "");
      // The Spanish twins (/es, /es/services/…) are described as their English pages are.
      if (englishPath(path) !== "/") expect(t, path).toContain("BreadcrumbList");
      if (englishPath(path).startsWith("/services/")) expect(t, path).toContain("Service");
      if (path.startsWith("/locations/")) {
        const service = graphOf(html.get(path) ?? "").find((n) => n["@type"] === "Service");
        expect(service?.areaServed, path).toMatchObject({ "@type": "City" });
        expect(service?.provider, path).toEqual({ "@id": business });
      }
      if (path.startsWith("/blog/")) expect(t, path).toContain("BlogPosting");
    }
    expect(types(html.get("/faq") ?? "")).toContain("FAQPage");
    expect(types(html.get("/services/wedding-valet") ?? "")).toContain("FAQPage");
    const job = graphOf(html.get("/employment") ?? "").find((n) => n["@type"] === "JobPosting");
    const today = new Date().toISOString().slice(0, 10);
    expect(job).toMatchObject({ employmentType: ["FULL_TIME", "PART_TIME"] });
    expect(String(job?.datePosted) <= today && today <= String(job?.validThrough), `${today} in posting`).toBe(true);
    expect(job).toHaveProperty("hiringOrganization");
    expect(job).toHaveProperty("jobLocation");
  });
});

describe("sitemap, robots and feed", () => {
  it("lists exactly the indexable routes, each answering 200, with last-modified dates", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]?.replace(siteUrl, ""));
    expect(locs.sort()).toEqual([...routes].sort());
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(routes.length);
    for (const path of routes) expect((await fetch(baseUrl() + path, { redirect: "manual" })).status, path).toBe(200);
  });

  it("points robots to the sitemap and keeps them out of the staff pages", async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /staff");
  });

  it("publishes the blog as RSS", async () => {
    const response = await fetch(`${baseUrl()}/blog/rss.xml`);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const links = [...(await response.text()).matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, link]) => link);
    expect(links).toEqual(blogPosts.map((post) => `${siteUrl}/blog/${post.slug}`));
  });
});

describe("internal links", () => {
  it("resolve from every page: no broken link, no redirect", async () => {
    const links = new Set<string>();
    for (const page of html.values()) {
      for (const m of page.matchAll(/href="(\/[^"#]*)/g)) if (!m[1]?.startsWith("//")) links.add(decode(m[1] ?? ""));
    }
    expect(links.size).toBeGreaterThan(40);
    const broken: string[] = [];
    for (const link of links) {
      const status = (await fetch(baseUrl() + link, { redirect: "manual" })).status;
      if (status !== 200) broken.push(`${link} → ${status}`);
    }
    expect(broken).toEqual([]);
  });
});

describe("byte budgets (gzip)", () => {
  const gz = (s: string | Uint8Array) => gzipSync(s).byteLength;
  /** Every script a page runs or fetches: inline, by `src`, and the ones its boot and site scripts load. */
  const javaScript = async (page: string) => {
    let total = 0;
    for (const src of new Set(page.match(/\/assets\/[\w-]+\.js\b/g) ?? [])) {
      total += gz(new Uint8Array(await (await fetch(baseUrl() + src)).arrayBuffer()));
    }
    const inline = page.matchAll(
      /<script(?![^>]*(?:src=|application\/(?:ld\+)?json|speculationrules))[^>]*>([^<]+)<\/script>/g,
    );
    return total + [...inline].reduce((n, m) => n + gz(m[1] ?? ""), 0);
  };

  it("keeps JavaScript on content pages within 10 KB", async () => {
    for (const path of routes.filter((p) => !formPages.includes(p))) {
      expect(await javaScript(html.get(path) ?? ""), path).toBeLessThanOrEqual(10 * 1024);
    }
  });

  // docs/quality-bars.md: the form's island (React, the form and its schema) and the site script (ADR 028).
  it("keeps JavaScript on form pages within 100 KB", async () => {
    for (const path of formPages) expect(await javaScript(html.get(path) ?? ""), path).toBeLessThanOrEqual(100 * 1024);
  });

  /** The page's stylesheet: the largest of the <style> elements in its head (the others are the font faces). */
  const stylesheetOf = (page: string) =>
    [...page.slice(0, page.indexOf("</head>")).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map(([, css = ""]) => css)
      .reduce((largest, css) => (css.length > largest.length ? css : largest), "");

  // ADR 039: the content pages' stylesheet has neither the staff area's classes nor the forms', and a colour with
  // an opacity is a token of the theme (one value), not a value plus an @supports (color-mix) copy per use. Each
  // content page carries the part of it that its markup and scripts can use (ADR 044).
  it("keeps a content page's stylesheet within 9 KB, without the staff area's or the forms' classes", async () => {
    const pages = [...html.keys()].filter((p) => !formPages.includes(p));
    expect(pages.length).toBeGreaterThan(70);
    const href = (page: string) => page.match(/<style data-precedence="site" data-href="([^"]+)"/)?.[1];
    const whole = await (await fetch(baseUrl() + href(html.get("/faq") ?? ""))).text();
    expect(whole.length).toBeGreaterThan(20_000);
    expect(gz(whole)).toBeLessThanOrEqual(9 * 1024);
    for (const path of pages) {
      const page = html.get(path) ?? "";
      expect(href(page), path).toMatch(/^\/assets\/content-[\w-]+\.css$/);
      const css = stylesheetOf(page);
      expect(css.length, path).toBeGreaterThan(5_000);
      expect(css.length, path).toBeLessThan(whole.length);
    }
    for (const css of [whole, ...pages.map((path) => stylesheetOf(html.get(path) ?? ""))]) {
      expect(css).not.toContain(".scroll-shadows");
      expect(css).not.toContain("::-webkit-datetime-edit");
      expect(css).not.toContain("color-mix");
    }
    // A form page carries the forms' stylesheet: their fields' rules are there. Its one color-mix is Tailwind's
    // preflight's placeholder colour, which the fields rely on.
    const forms = stylesheetOf(html.get("/book") ?? "");
    expect(forms).toContain("::-webkit-datetime-edit");
    expect(forms.match(/[^{}]*\{[^{}]*color-mix[^{}]*\}/g)).toEqual([
      "::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}",
    ]);
  });

  it("keeps every page's first view, its HTML with the stylesheet in it, within 30 KB, with nothing render-blocking", async () => {
    for (const path of [...routes, ...formPages]) {
      const page = html.get(path) ?? (await (await fetch(baseUrl() + path)).text());
      expect(gz(page), path).toBeLessThanOrEqual(30 * 1024);
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head, path).not.toMatch(/<link[^>]+rel="stylesheet"|<script[^>]+src=/);
      const styles = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = ""]) => css.length);
      expect(Math.max(...styles), `${path}: the stylesheet inline`).toBeGreaterThan(5_000);
    }
  });
});
