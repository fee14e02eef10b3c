import { locationPath, servicePath } from "../lib/paths";
import { locations } from "./locations";
import { services } from "./services";

export interface NavLink {
  label: string;
  href: string;
}

export const serviceLinks: NavLink[] = [
  { label: "All Services", href: "/services" },
  ...services.map((s) => ({ label: s.name, href: servicePath(s.slug) })),
];

export const headerLocationLinks: NavLink[] = locations
  .filter((l) => l.inHeader)
  .map((l) => ({ label: l.name, href: locationPath(l.slug) }));

export const footerColumns: { heading: string; links: NavLink[] }[] = [
  { heading: "Services", links: serviceLinks },
  { heading: "Locations", links: headerLocationLinks },
  {
    heading: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Testimonials", href: "/testimonials" },
      { label: "FAQ", href: "/faq" },
      { label: "Hours", href: "/hours" },
      { label: "Blog", href: "/blog" },
      { label: "Careers", href: "/employment" },
      { label: "Contact", href: "/contact" },
      { label: "Book Now", href: "/book" },
      { label: "Request a Quote", href: "/quote" },
      { label: "Sitemap", href: "/sitemap.xml" },
    ],
  },
];

/** The menus every page shows, handed to the layout by the root loader (so browsers never load all content). */
export const siteNavigation = () => ({ services: serviceLinks, locations: headerLocationLinks, footer: footerColumns });

export type SiteNavigation = ReturnType<typeof siteNavigation>;
