import { KeyMark } from "~/components/art/Logo";
import { mailHref, site, telHref } from "~/config/site";
import { companyLinks } from "~/content/company-links";
import { openingHours } from "~/content/hours";
import { useRootData } from "~/lib/seo";

export function SiteFooter() {
  const { address } = site;
  const { nav, year } = useRootData();
  const footerColumns = [
    { heading: "Services", links: nav.services },
    { heading: "Locations", links: nav.locations },
    { heading: "Company", links: companyLinks },
  ];
  return (
    <footer className="bg-ink-950 text-ivory-100">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.3fr_repeat(3,1fr)]">
        <div className="space-y-5">
          <a href="/" className="text-ivory-50 flex items-center gap-3">
            <KeyMark className="text-gold-400 size-9" />
            <span className="font-display text-2xl">{site.name}</span>
          </a>
          <p className="text-ivory-100/75 max-w-xs text-sm leading-relaxed">
            Licensed, insured valet parking for weddings, galas, hotels and private events across Los Angeles since{" "}
            {site.californiaSince}.
          </p>
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
            <p className="text-ivory-100/75">
              {address.street}, {address.locality}, {address.region} {address.postalCode}
            </p>
          </address>
          <p className="text-ivory-100/75 text-sm">
            {openingHours.label}, {openingHours.hoursCT} ({openingHours.hoursPT}). {openingHours.closedLabel} closed.
            Holiday hours may vary.
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`Footer ${column.heading.toLowerCase()}`}>
            <h2 className="text-gold-300 text-xs font-medium tracking-[0.2em] uppercase">{column.heading}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a className="text-ivory-100/80 hover:text-gold-300 transition-colors" href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="text-ivory-100/70 mx-auto flex max-w-7xl flex-col gap-4 px-5 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-8">
          <p>
            © {year} {site.legalName}. Founded in {site.founded.city} in {site.founded.year}.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a className="hover:text-gold-300" href="/privacy">
                Privacy Policy
              </a>
            </li>
            <li>
              <a className="hover:text-gold-300" href="/terms">
                Terms of Service
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
