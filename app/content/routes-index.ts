import { href } from "react-router";
import { type Lang, localizePath } from "../lib/lang";
import { postingChanged } from "./careers";
import type { ContentSnapshot } from "./live";

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
const employmentUpdated = (content: ContentSnapshot) => {
  const posting = postingChanged(content.en.careers.jobPosting, new Date());
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

/** The English pages a visitor can land on in `content`, with when each last changed. */
function englishPages(content: ContentSnapshot): { path: string; lastmod: string }[] {
  const { services, locations, blog } = content.en;
  return [
    ...fixedPages.map((path) => ({
      path,
      lastmod: path === "/employment" ? employmentUpdated(content) : fixedPagesUpdated,
    })),
    ...services.services.map((s) => ({ path: href("/services/:slug", { slug: s.slug }), lastmod: s.updated })),
    ...locations.map((l) => ({ path: href("/locations/:city", { city: l.slug }), lastmod: l.updated })),
    ...blog.posts.map((p) => ({ path: href("/blog/:slug", { slug: p.slug }), lastmod: p.date })),
  ];
}

/** The Spanish twin of every English page (ADR 025). */
export function spanishPages(content: ContentSnapshot): IndexablePage[] {
  return englishPages(content).map(({ path }) => ({
    path: localizePath(path, "es"),
    lastmod: spanishPagesUpdated,
    lang: "es",
    twin: path,
  }));
}

/** Every page a visitor can land on, in both languages, for search engines (category filters are left out). */
export function indexablePages(content: ContentSnapshot): IndexablePage[] {
  const english = englishPages(content).map(
    (p): IndexablePage => ({ ...p, lang: "en", twin: localizePath(p.path, "es") }),
  );
  return [...english, ...spanishPages(content)];
}

export function indexablePaths(content: ContentSnapshot): string[] {
  return indexablePages(content).map((p) => p.path);
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
