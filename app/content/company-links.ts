export interface NavLink {
  label: string;
  href: string;
}

/** The footer's company column: fixed pages only, so the layout can hold it without loading any content. */
export const companyLinks: NavLink[] = [
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
];
