import { useLocation } from "react-router";

/*
 * The site's two languages. English pages keep their paths; each Spanish twin is the same path under /es
 * (ADR 025). The language of a page is read from its path alone, so loaders, meta functions, components and the
 * server agree without passing it around.
 */

export const langs = ["en", "es"] as const;
export type Lang = (typeof langs)[number];

/** BCP 47 tags for `<html lang>`, `hreflang` and Open Graph. */
export const langTags = { en: "en-US", es: "es-US" } as const satisfies Record<Lang, string>;
export const ogLocales = { en: "en_US", es: "es_US" } as const satisfies Record<Lang, string>;
/** The language's own name, as the switcher shows it to a reader of that language. */
export const langNames = { en: "English", es: "Español" } as const satisfies Record<Lang, string>;
/** The language's name in English, for staff (the notification, the inbox). */
export const langNamesForStaff = { en: "English", es: "Spanish" } as const satisfies Record<Lang, string>;

export const SPANISH_PREFIX = "/es";

/** Paths that are not pages a visitor reads, in English only: the staff area and the files for machines. */
const untranslated = /^\/(staff(\/|$)|sitemap\.xml$|robots\.txt$|blog\/rss\.xml$|og\/|fonts\/|assets\/)/;

export const isLang = (value: unknown): value is Lang => value === "en" || value === "es";

export function langOf(pathname: string): Lang {
  // Prerendering asks for "/es.data" before it renders "/es": the same page.
  const path = pathname.replace(/\.data$/, "");
  return path === SPANISH_PREFIX || path.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** "/es/book" → "/book"; an English path as it is. */
export function englishPath(pathname: string): string {
  if (langOf(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/** Whether the page at this path has a twin in the other language: every public page does. */
export function hasTwin(pathname: string): boolean {
  return !untranslated.test(englishPath(pathname.split(/[?#]/)[0] ?? ""));
}

/**
 * A path in the given language (the English page for the staff area and machine files), whichever language the
 * path was written in. Anchors and queries are kept; other links (tel:,
 * mailto:, "#…") are left alone.
 */
export function localizePath(href: string, lang: Lang): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const english = englishPath(path);
  if (lang === "en" || !hasTwin(english)) return `${english}${rest}`;
  return `${english === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english}`}${rest}`;
}

/** The page's twin in the other language, or null when it has none. */
export function twinOf(pathname: string): { lang: Lang; path: string } | null {
  if (!hasTwin(pathname)) return null;
  const lang: Lang = langOf(pathname) === "en" ? "es" : "en";
  return { lang, path: localizePath(pathname, lang) };
}

/** The language of the page being rendered. */
export function useLang(): Lang {
  return langOf(useLocation().pathname);
}
