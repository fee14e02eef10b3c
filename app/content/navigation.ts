import { href } from "react-router";
import type { NavLink } from "./company-links";
import { locations } from "./locations";
import { services } from "./services";

export type { NavLink };

export const serviceLinks: NavLink[] = [
  { label: "All Services", href: "/services" },
  ...services.map((s) => ({ label: s.name, href: href("/services/:slug", { slug: s.slug }) })),
];

export const headerLocationLinks: NavLink[] = locations
  .filter((l) => l.inHeader)
  .map((l) => ({ label: l.name, href: href("/locations/:city", { city: l.slug }) }));

/** The menus every page shows, handed to the layout by the root loader (so browsers never load all content). */
export const siteNavigation = () => ({ services: serviceLinks, locations: headerLocationLinks });

export type SiteNavigation = ReturnType<typeof siteNavigation>;
