import { href } from "react-router";
import { blogCategories, blogPosts } from "./blog";
import { locations } from "./locations";
import { services } from "./services";

/** Pages with a fixed path, in the order of the spec's route table. */
export const fixedPages = [
  "/",
  "/services",
  "/about",
  "/book",
  "/hours",
  "/faq",
  "/testimonials",
  "/contact",
  "/employment",
  "/quote",
  "/blog",
  "/privacy",
  "/terms",
] as const;

/** When the copy of the fixed pages last changed. */
export const fixedPagesUpdated = "2026-11-01";

/** Every page a visitor can land on, for search engines (category filters are left out as thin pages). */
export function indexablePages(): { path: string; lastmod: string }[] {
  return [
    ...fixedPages.map((path) => ({ path, lastmod: fixedPagesUpdated })),
    ...services.map((s) => ({ path: href("/services/:slug", { slug: s.slug }), lastmod: s.updated })),
    ...locations.map((l) => ({ path: href("/locations/:city", { city: l.slug }), lastmod: l.updated })),
    ...blogPosts.map((p) => ({ path: href("/blog/:slug", { slug: p.slug }), lastmod: p.date })),
  ];
}

export function indexablePaths(): string[] {
  return indexablePages().map((p) => p.path);
}

/** Pages holding a lead form: rendered per request, each with its own signed form token. */
export const formPages: readonly string[] = ["/book", "/quote", "/contact", "/employment"];

/** Every URL rendered to a file at build time. */
export function prerenderPaths(): string[] {
  return [
    ...indexablePaths().filter((path) => !formPages.includes(path)),
    ...blogCategories.map((c) => href("/blog/category/:category", { category: c.slug })),
    "/sitemap.xml",
    "/robots.txt",
    "/blog/rss.xml",
    "/icons.svg",
  ];
}
