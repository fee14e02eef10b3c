import { href } from "react-router";
import { type Lang, localizePath } from "~/lib/lang";
import type { NavLink } from "./company-links";
import { contentFor } from "./localized";
import { ui } from "./ui";

export type { NavLink };

/** The header's menus in one language: every service page, and the cities the spec lists in the header. */
function menus(lang: Lang) {
  const { services } = contentFor(lang).services;
  const { locations } = contentFor(lang);
  const to = (path: string) => localizePath(path, lang);
  return {
    services: [
      { label: ui[lang].header.allServices, href: to("/services") },
      ...services.map((s) => ({ label: s.name, href: to(href("/services/:slug", { slug: s.slug })) })),
    ] satisfies NavLink[],
    locations: locations
      .filter((l) => l.inHeader)
      .map((l) => ({ label: l.name, href: to(href("/locations/:city", { city: l.slug })) })) satisfies NavLink[],
  };
}

export const serviceLinks = menus("en").services;
export const headerLocationLinks = menus("en").locations;

/**
 * The menus every page shows, handed to the layout by the root loader (so browsers never load all content). Made
 * per request from the live content: an edition may rename a service or retire a city (~/content/live.ts).
 */
export const siteNavigation = (lang: Lang = "en") => menus(lang);

export type SiteNavigation = ReturnType<typeof siteNavigation>;
