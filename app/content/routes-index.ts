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

export const servicePath = (slug: string) => `/services/${slug}` as const;
export const locationPath = (slug: string) => `/locations/${slug}` as const;
export const postPath = (slug: string) => `/blog/${slug}` as const;
export const categoryPath = (slug: string) => `/blog/category/${slug}` as const;

/** Every page a visitor can land on, for search engines (category filters are left out as thin pages). */
export function indexablePaths(): string[] {
  return [
    ...fixedPages,
    ...services.map((s) => servicePath(s.slug)),
    ...locations.map((l) => locationPath(l.slug)),
    ...blogPosts.map((p) => postPath(p.slug)),
  ];
}

/** Every URL rendered to a file at build time. */
export function prerenderPaths(): string[] {
  return [...indexablePaths(), ...blogCategories.map((c) => categoryPath(c.slug)), "/sitemap.xml", "/robots.txt"];
}
