import { href } from "react-router";
import { type Lang, localizePath } from "~/lib/lang";
import type { NavLink } from "./company-links";
import { contentFor } from "./localized";
import { locations } from "./locations";
import { services } from "./services";
import { ui } from "./ui";

export type { NavLink };

export const serviceLinks: NavLink[] = [
  { label: "All Services", href: "/services" },
  ...services.map((s) => ({ label: s.name, href: href("/services/:slug", { slug: s.slug }) })),
];

export const headerLocationLinks: NavLink[] = locations
  .filter((l) => l.inHeader)
  .map((l) => ({ label: l.name, href: href("/locations/:city", { city: l.slug }) }));

/** The service menu of a Spanish page: the Spanish service pages, under their Spanish names. */
const spanishServiceLinks: NavLink[] = [
  { label: ui.es.header.allServices, href: localizePath("/services", "es") },
  ...contentFor("es").services.services.map((s) => ({
    label: s.name,
    href: localizePath(href("/services/:slug", { slug: s.slug }), "es"),
  })),
];

/**
 * The menus every page shows, handed to the layout by the root loader (so browsers never load all content). City
 * pages are English only: their names are the same in both languages.
 */
export const siteNavigation = (lang: Lang = "en") => ({
  services: lang === "es" ? spanishServiceLinks : serviceLinks,
  locations: headerLocationLinks,
});

export type SiteNavigation = ReturnType<typeof siteNavigation>;
