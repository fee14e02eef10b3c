import { href } from "react-router";
import { type Lang, localizePath } from "~/lib/lang";
import type { NavLink } from "./company-links";
import type { ContentSnapshot } from "./live";

export type { NavLink };

/**
 * The header's menus in one language, every service page and the cities the spec lists in the header, handed to
 * the layout by the root loader (so browsers never load all content). Made per request from its snapshot: an
 * edition may rename a service or retire a city.
 */
export function siteNavigation(content: ContentSnapshot, lang: Lang = "en") {
  const { services } = content[lang].services;
  const { locations } = content[lang];
  const to = (path: string) => localizePath(path, lang);
  return {
    services: [
      { label: content.ui[lang].header.allServices, href: to("/services") },
      ...services.map((s) => ({ label: s.name, href: to(href("/services/:slug", { slug: s.slug })) })),
    ] satisfies NavLink[],
    locations: locations
      .filter((l) => l.inHeader)
      .map((l) => ({ label: l.name, href: to(href("/locations/:city", { city: l.slug })) })) satisfies NavLink[],
  };
}

export type SiteNavigation = ReturnType<typeof siteNavigation>;
