import { ChevronDown, Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Logo } from "~/components/art/Logo";
import { OpenNow } from "~/components/sections/OpenNow";
import { openingHours } from "~/content/hours";
import type { NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { isWithin, normalizePath } from "~/lib/paths";
import { useRootData } from "~/lib/seo";

const topLinkClass =
  "relative inline-flex min-h-11 items-center gap-1 px-3 text-sm tracking-wide text-ivory-100 transition-colors hover:text-gold-300 aria-[current=page]:text-gold-300 data-[within]:text-gold-300";

function TopLink({ href, children, pathname }: { href: string; children: ReactNode; pathname: string }) {
  return (
    <a href={href} className={topLinkClass} aria-current={href === pathname ? "page" : undefined}>
      {children}
    </a>
  );
}

/**
 * A disclosure dropdown: a button with aria-expanded controlling a panel. Without JavaScript the panel
 * opens on hover and focus (CSS); with it, site.ts opens it on hover, click and keyboard and keeps
 * aria-expanded true to what is shown.
 */
function Dropdown({
  id,
  label,
  active,
  children,
  wide,
}: {
  id: string;
  label: string;
  active: boolean;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <li className="dropdown relative" data-dropdown>
      <button
        type="button"
        className={topLinkClass}
        aria-expanded="false"
        aria-controls={id}
        data-within={active ? "" : undefined}
      >
        {label}
        <ChevronDown aria-hidden="true" className="chevron size-3.5 transition-transform" />
      </button>
      <div
        id={id}
        className={cn("dropdown-panel absolute top-full left-1/2 -translate-x-1/2 pt-3", wide ? "w-[34rem]" : "w-64")}
      >
        <div className="bg-ink-900/95 rounded-2xl border border-white/10 p-3 shadow-2xl shadow-black/40 backdrop-blur-xl">
          {children}
        </div>
      </div>
    </li>
  );
}

function DropdownLinks({ links, pathname, columns }: { links: NavLink[]; pathname: string; columns?: 2 }) {
  return (
    <ul className={cn("grid gap-0.5", columns === 2 && "grid-cols-2")}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            aria-current={link.href === pathname ? "page" : undefined}
            className="text-ivory-100 hover:text-gold-300 aria-[current=page]:text-gold-300 block rounded-lg px-3 py-2 text-sm transition-colors hover:bg-white/5"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function HoursSummary({ compact }: { compact?: boolean }) {
  return (
    <div className="text-ivory-100 space-y-2 text-sm">
      <p className="text-gold-300 text-xs font-medium tracking-[0.2em] uppercase">Business Hours (CT)</p>
      <dl className="space-y-1">
        <div className="flex justify-between gap-4">
          <dt>{compact ? "Mon–Fri" : openingHours.label}</dt>
          <dd>{openingHours.hoursCT}</dd>
        </div>
        <div className="text-ivory-100/70 flex justify-between gap-4">
          <dt className="sr-only">Pacific Time</dt>
          <dd className="ml-auto">{openingHours.hoursPT}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{compact ? "Sat–Sun" : openingHours.closedLabel}</dt>
          <dd>Closed</dd>
        </div>
      </dl>
      <p className="text-ivory-100/70 text-xs">Holiday hours may vary. Event valet runs 7 days a week.</p>
      <OpenNow />
    </div>
  );
}

function MobileMenu({ pathname }: { pathname: string }) {
  const { services: serviceLinks, locations: headerLocationLinks } = useRootData().nav;
  const linkClass =
    "block rounded-lg px-3 py-2.5 text-ivory-100 transition-colors hover:bg-white/5 aria-[current=page]:text-gold-300";
  const link = (l: NavLink) => (
    <li key={l.href}>
      <a href={l.href} className={linkClass} aria-current={l.href === pathname ? "page" : undefined}>
        {l.label}
      </a>
    </li>
  );
  return (
    <dialog id="mobile-menu" aria-label="Site menu" className="mobile-menu" {...{ closedby: "any" }}>
      <div className="flex items-center justify-between border-b border-white/10 px-5 py-4">
        <span className="font-display text-ivory-50 text-xl">Menu</span>
        <button
          type="button"
          className="text-ivory-100 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          aria-label="Close menu"
          {...{ command: "close", commandfor: "mobile-menu" }}
          data-close-menu
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {link({ label: "Home", href: "/" })}
          <li>
            <p className="text-gold-300 px-3 pt-4 pb-1 text-xs font-medium tracking-[0.2em] uppercase">Services</p>
            <ul>{serviceLinks.map(link)}</ul>
          </li>
          <li>
            <p className="text-gold-300 px-3 pt-4 pb-1 text-xs font-medium tracking-[0.2em] uppercase">Locations</p>
            <ul className="max-h-32 overflow-y-auto overscroll-contain" data-testid="mobile-locations">
              {headerLocationLinks.map(link)}
            </ul>
          </li>
          <li className="pt-3">
            <ul>
              {link({ label: "About", href: "/about" })}
              {link({ label: "FAQ", href: "/faq" })}
              {link({ label: "Hours", href: "/hours" })}
              {link({ label: "Sitemap", href: "/sitemap.xml" })}
            </ul>
          </li>
        </ul>
        <div className="mt-4 rounded-2xl border border-white/10 p-4">
          <HoursSummary compact />
        </div>
      </nav>
      <div className="border-t border-white/10 p-5">
        <a
          href="/book"
          className="bg-gold-400 text-ink-950 hover:bg-gold-300 flex min-h-12 w-full items-center justify-center rounded-full font-medium"
        >
          Book Now
        </a>
      </div>
    </dialog>
  );
}

export function SiteHeader() {
  const pathname = normalizePath(useLocation().pathname);
  const { services: serviceLinks, locations: headerLocationLinks } = useRootData().nav;
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-6 px-5 sm:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <TopLink href="/" pathname={pathname}>
                Home
              </TopLink>
            </li>
            <Dropdown id="menu-services" label="Services" active={isWithin("/services", pathname)}>
              <DropdownLinks links={serviceLinks} pathname={pathname} />
            </Dropdown>
            <Dropdown id="menu-locations" label="Locations" active={isWithin("/locations", pathname)} wide>
              <DropdownLinks links={headerLocationLinks} pathname={pathname} columns={2} />
              <p className="text-ivory-100/70 mt-2 border-t border-white/10 px-3 pt-3 text-xs">
                Another area? Call us, or browse every page in the{" "}
                <a href="/sitemap.xml" className="text-gold-300 underline underline-offset-4">
                  sitemap
                </a>
                .
              </p>
            </Dropdown>
            <li>
              <TopLink href="/about" pathname={pathname}>
                About
              </TopLink>
            </li>
            <li>
              <TopLink href="/faq" pathname={pathname}>
                FAQ
              </TopLink>
            </li>
            <Dropdown id="menu-hours" label="Hours" active={pathname === "/hours"}>
              <div className="p-3">
                <HoursSummary />
                <a href="/hours" className="text-gold-300 mt-3 inline-block text-sm underline-offset-4 hover:underline">
                  Hours &amp; holiday closures
                </a>
              </div>
            </Dropdown>
            <li className="pl-3">
              <a
                href="/book"
                aria-current={pathname === "/book" ? "page" : undefined}
                className="bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-11 items-center rounded-full px-6 text-sm font-medium transition-colors"
              >
                Book Now
              </a>
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className="text-ivory-50 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10 lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-controls="mobile-menu"
          {...{ command: "show-modal", commandfor: "mobile-menu" }}
          data-open-menu
          // site.ts adds aria-expanded once it can keep it true to the dialog, before React hydrates form pages.
          suppressHydrationWarning
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>
      <MobileMenu pathname={pathname} />
    </header>
  );
}
