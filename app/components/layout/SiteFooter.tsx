import { KeyMark } from "~/components/art/Logo";
import { mailHref, site, telHref } from "~/config/site";
import { companyLinks } from "~/content/company-links";
import { ui } from "~/content/ui";
import { localizePath, useLang } from "~/lib/lang";
import { hoursSentences } from "~/lib/office-hours-text";
import { useRootData } from "~/lib/seo";

/** The company column's labels, by the page each link opens. */
const companyLinkWords = {
  "/about": "about",
  "/testimonials": "testimonials",
  "/faq": "faq",
  "/hours": "hours",
  "/blog": "blog",
  "/employment": "careers",
  "/contact": "contact",
  "/book": "book",
  "/quote": "quote",
  "/sitemap.xml": "sitemap",
} as const satisfies Record<string, keyof (typeof ui)["en"]["footer"]["links"]>;

export function SiteFooter() {
  const { address } = site;
  const { nav, year } = useRootData();
  const lang = useLang();
  const words = ui[lang].footer;
  const footerColumns = [
    { heading: words.services, links: nav.services },
    { heading: words.locations, links: nav.locations },
    {
      heading: words.company,
      links: companyLinks.map((link) => ({
        label: words.links[companyLinkWords[link.href as keyof typeof companyLinkWords]] ?? link.label,
        href: localizePath(link.href, lang),
      })),
    },
  ];
  return (
    <footer className="bg-ink-950 text-ivory-100">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.3fr_repeat(3,1fr)]">
        <div className="space-y-5">
          <a href={localizePath("/", lang)} className="text-ivory-50 flex items-center gap-3">
            <KeyMark className="text-gold-400 size-9" />
            <span className="font-display text-2xl">{site.name}</span>
          </a>
          <p className="text-ivory-100-75 max-w-xs text-sm leading-relaxed">{words.tagline}</p>
          <address className="space-y-1 text-sm not-italic">
            <p>
              <a className="hover:text-gold-300" href={telHref}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <a className="hover:text-gold-300" href={mailHref}>
                {site.email}
              </a>
            </p>
            <p className="text-ivory-100-75">
              {address.street}, {address.locality}, {address.region} {address.postalCode}
            </p>
          </address>
          <p className="text-ivory-100-75 text-sm">
            {hoursSentences(lang)} {words.holidayNote}
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={words.navLabel(column.heading)}>
            <h2 className="text-gold-300 text-xs font-medium tracking-[0.2em] uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a className="text-ivory-100-80 hover:text-gold-300 transition-colors" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-white-10 border-t">
        <div className="text-ivory-100-70 mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {year} {site.legalName}. {words.founded}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a className="hover:text-gold-300" href={localizePath("/privacy", lang)}>
                {words.privacy}
              </a>
            </li>
            <li>
              <a className="hover:text-gold-300" href={localizePath("/terms", lang)}>
                {words.terms}
              </a>
            </li>
            {site.social.map((s) => (
              <li key={s.network}>
                <a className="hover:text-gold-300" href={s.url} rel="me noopener">
                  {s.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
