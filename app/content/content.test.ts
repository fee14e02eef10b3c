import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { localizePath } from "~/lib/lang";
import { seedContent } from "../../tests/support/content";
import routeConfig from "../routes";
import { blogCategories, blogPosts } from "./blog";
import * as careers from "./careers";
import { cityText, MAX_OVERLAP, phrasingOverlap, sharedSentences } from "./city-uniqueness";
import * as company from "./company";
import { companyLinks } from "./company-links";
import { categoryNames, postWords } from "./es/blog";
import { locationWords } from "./es/locations";
import { testimonialWords } from "./es/testimonials";
import * as faqs from "./faqs";
import * as legal from "./legal";
import { locations } from "./locations";
import { siteNavigation } from "./navigation";
import { indexablePaths } from "./routes-index";
import { serviceSlugs } from "./service-slugs";
import { services } from "./services";
import { getTestimonials, testimonials } from "./testimonials";
import type { ServicePage } from "./types";

const routes = new Set([
  ...indexablePaths(seedContent()),
  ...blogCategories.map((c) => href("/blog/category/:category", { category: c.slug })),
  "/sitemap.xml",
  "/blog/rss.xml",
  "/newsletter",
  // Every fixed path of the route table (the staff area's pages among them).
  ...fixedPaths(routeConfig),
]);

/** The paths of a route table without a parameter, e.g. "/staff/content/slots". */
function fixedPaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path !== undefined && !/[:*]/.test(full) ? [full || "/"] : [];
    return [...own, ...fixedPaths(entry.children ?? [], full)];
  });
}

/** Every in-site href held anywhere in a content value. */
function hrefsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) hrefsIn(v, found);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "href" && typeof v === "string" && v.startsWith("/")) found.push(v);
      else hrefsIn(v, found);
    }
  }
  return found;
}

/** href="/..." literals in the page templates and components. */
function hrefsInSource(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
    .flatMap((f) =>
      [...readFileSync(path.join(dir, f), "utf8").matchAll(/href="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1] ?? ""),
    );
}

describe("internal links", () => {
  it("every link in the content data points to an existing route", () => {
    const links = hrefsIn([
      company,
      faqs,
      careers,
      legal,
      services,
      locations,
      blogPosts,
      siteNavigation(seedContent()).services,
      siteNavigation(seedContent()).locations,
      companyLinks,
    ]);
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((href) => !routes.has(href))).toEqual([]);
  });

  it("every link written in the page templates points to an existing route", () => {
    const links = hrefsInSource(path.resolve(__dirname, ".."));
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((href) => !routes.has(href))).toEqual([]);
  });

  it("every city and testimonial named by a page exists", () => {
    const slugs = new Set(locations.map((l) => l.slug));
    const cities = [
      ...services.flatMap((s) => s.sections.flatMap((sec) => (sec.kind === "locations" ? sec.cities : []))),
      ...company.about.serviceAreaSlugs,
      ...company.contactPage.servedAreas.map((a) => a.slug),
    ];
    expect(cities.filter((c) => !slugs.has(c))).toEqual([]);
    for (const s of services) {
      for (const sec of s.sections)
        if (sec.kind === "testimonials") expect(() => getTestimonials(sec.ids)).not.toThrow();
    }
  });
});

describe("the spec's lists", () => {
  it("has the 11 header locations in the spec's order, and 16 city pages", () => {
    expect(siteNavigation(seedContent()).locations.map((l) => l.href.replace("/locations/", ""))).toEqual([
      "los-angeles",
      "hollywood",
      "beverly-hills",
      "beverly-park",
      "bel-air",
      "brentwood",
      "pacific-palisades",
      "santa-monica",
      "pasadena",
      "san-marino",
      "la-canada-flintridge",
    ]);
    expect(locations).toHaveLength(16);
    expect(new Set(locations.map((l) => l.slug)).size).toBe(16);
  });

  it("has the six service pages of the route table", () => {
    expect(services.map((s) => s.slug)).toEqual(serviceSlugs);
  });

  it("gives every city four specialised services and two cards of three bullets", () => {
    for (const city of locations) {
      expect(city.specialServices, city.slug).toHaveLength(4);
      expect(city.serviceCards.map((c) => c.bullets?.length)).toEqual([3, 3]);
      expect(city.landmarks.length, city.slug).toBeGreaterThanOrEqual(3);
      expect(city.heading).toBe(`Valet Parking in ${city.name}, California`);
    }
  });

  it("shows only five-star testimonials with unique ids", () => {
    expect(testimonials.length).toBeGreaterThan(0);
    expect(testimonials.filter((t) => t.rating !== 5).map((t) => t.id)).toEqual([]);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(testimonials.length);
  });
});

describe.each(["en", "es"] as const)("city pages are not doorway pages (%s)", (lang) => {
  const cities = seedContent()[lang].locations;
  const text = (slug: string) => {
    const city = cities.find((l) => l.slug === slug);
    if (!city) throw new Error(slug);
    return cityText(city);
  };

  const pairs = cities.flatMap((a, i) => cities.slice(i + 1).map((b) => [a.slug, b.slug] as const));

  it.each(pairs)("%s and %s share no sentence and little phrasing", (a, b) => {
    const ta = text(a);
    const tb = text(b);
    expect(sharedSentences(ta, tb)).toEqual([]);
    expect(phrasingOverlap(ta, tb)).toBeLessThan(MAX_OVERLAP);
  });

  it("gives each city a unique title and description", () => {
    expect(new Set(cities.map((l) => l.metaTitle)).size).toBe(cities.length);
    expect(new Set(cities.map((l) => l.metaDescription)).size).toBe(cities.length);
  });
});

/** The shape of a value: its keys and array lengths, with every string, number and flag left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape(v)]));
  }
  return typeof value;
}

describe("the Spanish structure is the English structure", () => {
  const es = seedContent().es;

  it("has words for exactly the English cities, posts, categories and testimonials, in the same shapes", () => {
    expect(Object.keys(locationWords).sort()).toEqual(locations.map((l) => l.slug).sort());
    expect(Object.keys(postWords).sort()).toEqual(blogPosts.map((p) => p.slug).sort());
    expect(Object.keys(categoryNames).sort()).toEqual(blogCategories.map((c) => c.slug).sort());
    expect(Object.keys(testimonialWords).sort()).toEqual(testimonials.map((t) => t.id).sort());
    expect(es.locations.map(shape)).toEqual(locations.map(shape));
    expect(es.blog.posts.map(shape)).toEqual(blogPosts.map(shape));
  });

  it("gives the Spanish service pages the English slugs, icons, sections, cities, testimonials and links", () => {
    const skeleton = (service: ServicePage) => ({
      slug: service.slug,
      icon: service.icon,
      updated: service.updated,
      sections: service.sections.map((section) => ({
        kind: section.kind,
        shape: shape(section),
        cities: section.kind === "locations" ? section.cities : undefined,
        ids: section.kind === "testimonials" ? section.ids : undefined,
        icons: section.kind === "cards" ? section.cards.map((c) => c.icon) : undefined,
        links: hrefsIn(section).map((link) => localizePath(link, "en")),
      })),
    });
    expect(es.services.services.map(skeleton)).toEqual(services.map(skeleton));
  });
});
