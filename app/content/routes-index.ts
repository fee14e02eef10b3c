import { href } from "react-router";
import { type Lang, localizePath } from "../lib/lang";
import { blogPosts } from "./blog";
import { jobPosting, postingChanged } from "./careers";
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

/** The careers page changes with its posting: renewed, opened or closed (~/content/careers.ts). */
const employmentUpdated = () => {
  const posting = postingChanged(jobPosting, new Date());
  return posting > fixedPagesUpdated ? posting : fixedPagesUpdated;
};

/** When the Spanish copy last changed. */
export const spanishPagesUpdated = "2026-11-26";

export interface IndexablePage {
  path: string;
  lastmod: string;
  lang: Lang;
  /** The same page in the other language, when it has one. */
  twin?: string;
}

/** The English pages a visitor can land on, with when each last changed. */
function englishPages(): { path: string; lastmod: string }[] {
  return [
    ...fixedPages.map((path) => ({ path, lastmod: path === "/employment" ? employmentUpdated() : fixedPagesUpdated })),
    ...services.map((s) => ({ path: href("/services/:slug", { slug: s.slug }), lastmod: s.updated })),
    ...locations.map((l) => ({ path: href("/locations/:city", { city: l.slug }), lastmod: l.updated })),
    ...blogPosts.map((p) => ({ path: href("/blog/:slug", { slug: p.slug }), lastmod: p.date })),
  ];
}

/** The Spanish twin of every English page (ADR 025). */
export function spanishPages(): IndexablePage[] {
  return englishPages().map(({ path }) => ({
    path: localizePath(path, "es"),
    lastmod: spanishPagesUpdated,
    lang: "es",
    twin: path,
  }));
}

/** Every page a visitor can land on, in both languages, for search engines (category filters are left out). */
export function indexablePages(): IndexablePage[] {
  const english = englishPages().map((p): IndexablePage => ({ ...p, lang: "en", twin: localizePath(p.path, "es") }));
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
