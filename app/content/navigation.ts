import { locations } from "./locations";
import { locationPath, servicePath } from "./routes-index";
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

/** The path without a trailing slash (prerendering renders "/faq" as "/faq/"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether the page is a section page (like /services) or inside it. */
export function isWithin(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
