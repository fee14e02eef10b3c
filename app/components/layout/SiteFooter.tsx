import { KeyMark } from "~/components/art/Logo";
import { PhoneFold } from "~/components/sections/CompactList";
import { companyLinks } from "~/content/company-links";
import type { ContentSnapshot } from "~/content/live";
import { useContent } from "~/lib/content-context";
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
} as const satisfies Record<string, keyof ContentSnapshot["ui"]["en"]["footer"]["links"]>;

const headingClass = "text-gold-300 text-xs font-medium tracking-[0.2em] uppercase";

export function SiteFooter() {
  const { site, links, ui, hours } = useContent();
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
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[1.3fr_repeat(3,1fr)] lg:gap-12">
        <div className="space-y-4 sm:space-y-5">
          <a href={localizePath("/", lang)} className="text-ivory-50 flex items-center gap-3">
            <KeyMark className="text-gold-400 size-9" />
            <span className="font-display text-2xl">{site.name}</span>
          </a>
          <p className="text-ivory-100-75 max-w-xs text-sm leading-relaxed">{words.tagline}</p>
          <address className="space-y-1 text-sm not-italic">
            <p>
              <a className="hover:text-gold-300" href={links.tel}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <a className="hover:text-gold-300" href={links.mail}>
                {site.email}
              </a>
            </p>
            <p className="text-ivory-100-75">
              {address.street}, {address.locality}, {address.region} {address.postalCode}
            </p>
          </address>
          <p className="text-ivory-100-75 text-sm">
            {hoursSentences(lang, hours)} {words.holidayNote}
          </p>
        </div>
        {/* On a phone each column folds into a section of its own (a <details>, no script); open from 768 px. */}
        <div className="divide-white-10 border-white-10 divide-y border-y md:grid md:grid-cols-3 md:gap-12 md:divide-y-0 md:border-y-0 lg:contents">
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={words.navLabel(column.heading)}>
              <PhoneFold bar tone="dark" summary={<h2 className={headingClass}>{column.heading}</h2>}>
                <h2 className={`${headingClass} hidden md:block`}>{column.heading}</h2>
                <ul className="grid grid-cols-2 gap-x-6 pb-4 text-sm md:mt-4 md:block md:space-y-2 md:pb-0">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a
                        className="text-ivory-100-80 hover:text-gold-300 flex min-h-11 items-center transition-colors md:min-h-0"
                        href={link.href}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </PhoneFold>
            </nav>
          ))}
        </div>
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
