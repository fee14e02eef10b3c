import { href } from "react-router";
import { type Lang, localizePath } from "../lib/lang";
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

/** The fixed pages that have a Spanish twin under /es (ADR 025). */
export const spanishFixedPages = [
  "/",
  "/services",
  "/book",
  "/hours",
  "/faq",
  "/contact",
  "/employment",
  "/quote",
  "/privacy",
  "/terms",
] as const satisfies readonly (typeof fixedPages)[number][];

/** When the Spanish copy last changed. */
export const spanishPagesUpdated = "2026-11-25";

export interface IndexablePage {
  path: string;
  lastmod: string;
  lang: Lang;
  /** The same page in the other language, when it has one. */
  twin?: string;
}

/** The Spanish pages: the fixed pages with a twin and the six service pages. */
export function spanishPages(): IndexablePage[] {
  const english = [...spanishFixedPages, ...services.map((s) => href("/services/:slug", { slug: s.slug }))];
  return english.map((path) => ({
    path: localizePath(path, "es"),
    lastmod: spanishPagesUpdated,
    lang: "es",
    twin: path,
  }));
}

/** Every page a visitor can land on, for search engines (category filters are left out as thin pages). */
export function indexablePages(): IndexablePage[] {
  const twins = new Map(spanishPages().map((p) => [p.twin, p.path]));
  const english = [
    ...fixedPages.map((path) => ({ path, lastmod: fixedPagesUpdated })),
    ...services.map((s) => ({ path: href("/services/:slug", { slug: s.slug }), lastmod: s.updated })),
    ...locations.map((l) => ({ path: href("/locations/:city", { city: l.slug }), lastmod: l.updated })),
    ...blogPosts.map((p) => ({ path: href("/blog/:slug", { slug: p.slug }), lastmod: p.date })),
  ].map((p): IndexablePage => ({ ...p, lang: "en", twin: twins.get(p.path) }));
  return [...english, ...spanishPages()];
}

export function indexablePaths(): string[] {
  return indexablePages().map((p) => p.path);
}

/** Pages holding a lead form: rendered per request, each with its own signed form token. */
export const formPages: readonly string[] = [
  "/book",
  "/quote",
  "/contact",
  "/employment",
  "/es/book",
  "/es/quote",
  "/es/contact",
  "/es/employment",
];

/** Every URL rendered to a file at build time. */
export function prerenderPaths(): string[] {
  return [
    ...indexablePaths().filter((path) => !formPages.includes(path)),
    ...blogCategories.map((c) => href("/blog/category/:category", { category: c.slug })),
    "/sitemap.xml",
    "/robots.txt",
    "/blog/rss.xml",
  ];
}
