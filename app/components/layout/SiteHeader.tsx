import { Menu } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { useLocation, useRouteError } from "react-router";
import { Logo } from "~/components/art/Logo";
import { OpenNow } from "~/components/sections/OpenNow";
import { Icon } from "~/components/ui/Icon";
import type { NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { type Lang, langOf, langTags, localizePath, twinOf } from "~/lib/lang";
import { hoursAttribute } from "~/lib/office-hours";
import { officeHours } from "~/lib/office-hours-text";
import { isWithin, normalizePath } from "~/lib/paths";
import { isLongPlaceName } from "~/lib/place-names";
import { useRootData } from "~/lib/seo";

const topLinkClass =
  "relative inline-flex min-h-11 items-center gap-1 px-2.5 xl:px-3 text-sm tracking-wide text-ivory-100 transition-colors hover:text-gold-300 aria-[current=page]:text-gold-300 data-[within]:text-gold-300";

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
        <span aria-hidden="true" className="chevron" />
      </button>
      <div
        id={id}
        className={cn("dropdown-panel absolute top-full left-1/2 -translate-x-1/2 pt-3", wide ? "w-[34rem]" : "w-64")}
      >
        {/* Opaque: a headline behind it must not show through the links. */}
        <div className="bg-ink-900 border-white-10 rounded-2xl border p-3 shadow-[0_25px_50px_-12px_rgb(0_0_0/0.5)]">
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
            className="text-ivory-100 hover:text-gold-300 aria-[current=page]:text-gold-300 hover:bg-white-5 block rounded-lg px-3 py-2 text-sm transition-colors"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function HoursSummary({ compact, lang }: { compact?: boolean; lang: Lang }) {
  const { ui, hours } = useContent();
  const words = ui[lang].hours;
  const { open, closed, closedWord } = officeHours(lang, hours);
  return (
    <div className="text-ivory-100 space-y-2 text-sm">
      <p className="text-gold-300 text-xs font-medium tracking-[0.2em] uppercase">{words.heading}</p>
      <dl className="space-y-1">
        {open.map((group) => (
          <Fragment key={group.days}>
            <div className="flex justify-between gap-4">
              <dt>{compact ? group.daysShort : group.days}</dt>
              <dd>{group.central}</dd>
            </div>
            <div className="text-ivory-100-70 flex justify-between gap-4">
              <dt className="sr-only">{words.pacific}</dt>
              <dd className="ml-auto">{group.pacific}</dd>
            </div>
          </Fragment>
        ))}
        {closed ? (
          <div className="flex justify-between gap-4">
            <dt>{compact ? closed.daysShort : closed.days}</dt>
            <dd>{closedWord}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-ivory-100-70 text-xs">{words.note}</p>
      <OpenNow lang={lang} />
    </div>
  );
}

/**
 * The same page in the other language, in that language (ADR 025); on an error page, that language's home. Nothing
 * on a page without a twin (the staff area).
 */
export function LanguageSwitch({ pathname, className }: { pathname: string; className?: string }) {
  const { ui } = useContent();
  const twin = twinOf(pathname);
  const failed = useRouteError() != null;
  if (!twin) return null;
  return (
    <a
      href={failed ? localizePath("/", twin.lang) : twin.path}
      hrefLang={twin.lang}
      lang={langTags[twin.lang]}
      className={className}
      data-language-switch
    >
      {ui[langOf(pathname)].switchTo}
    </a>
  );
}

function MobileMenu({ pathname, lang }: { pathname: string; lang: Lang }) {
  const { ui } = useContent();
  const { services: serviceLinks, locations: headerLocationLinks } = useRootData().nav;
  const words = ui[lang].header;
  const to = (path: string) => localizePath(path, lang);
  const linkClass =
    "block rounded-lg px-3 py-2.5 text-ivory-100 transition-colors hover:bg-white-5 aria-[current=page]:text-gold-300";
  const link = (l: NavLink) => (
    <li key={l.href}>
      <a href={l.href} className={linkClass} aria-current={l.href === pathname ? "page" : undefined}>
        {l.label}
      </a>
    </li>
  );
  return (
    <dialog id="mobile-menu" aria-label={words.siteMenu} className="mobile-menu" {...{ closedby: "any" }}>
      <div className="border-white-10 flex items-center justify-between border-b px-5 py-4">
        <span className="font-display text-ivory-50 text-xl">{words.menu}</span>
        <button
          type="button"
          className="text-ivory-100 hover:bg-white-10 inline-flex size-11 items-center justify-center rounded-full"
          aria-label={words.closeMenu}
          {...{ command: "close", commandfor: "mobile-menu" }}
          data-close-menu
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
      <nav aria-label={words.mobileNav} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {link({ label: words.home, href: to("/") })}
          <li>
            <p className="text-gold-300 px-3 pt-4 pb-1 text-xs font-medium tracking-[0.2em] uppercase">
              {words.services}
            </p>
            <ul>{serviceLinks.map(link)}</ul>
          </li>
          <li>
            <p className="text-gold-300 px-3 pt-4 pb-1 text-xs font-medium tracking-[0.2em] uppercase">
              {words.locations}
            </p>
            {/* Every city at once, two to a row; the names too long to share a row follow, one to a row. */}
            <ul className="grid grid-cols-2" data-testid="mobile-locations">
              {[
                ...headerLocationLinks.filter((l) => !isLongPlaceName(l.label)),
                ...headerLocationLinks.filter((l) => isLongPlaceName(l.label)),
              ].map((l) => (
                <li key={l.href} className={cn(isLongPlaceName(l.label) && "col-span-2")}>
                  <a
                    href={l.href}
                    className={cn(linkClass, "text-[0.9375rem] whitespace-nowrap")}
                    aria-current={l.href === pathname ? "page" : undefined}
                  >
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
          <li className="pt-3">
            <ul>
              {link({ label: words.about, href: to("/about") })}
              {link({ label: words.faq, href: to("/faq") })}
              {link({ label: words.hours, href: to("/hours") })}
              {link({ label: ui[lang].footer.links.sitemap, href: "/sitemap.xml" })}
            </ul>
          </li>
        </ul>
        <LanguageSwitch
          pathname={pathname}
          className="text-gold-300 mt-3 block rounded-lg px-3 py-2.5 underline-offset-4 hover:underline"
        />
        <div className="border-white-10 mt-4 rounded-2xl border p-4">
          <HoursSummary compact lang={lang} />
        </div>
      </nav>
      <div className="border-white-10 border-t p-5">
        <a
          href={to("/book")}
          className="bg-gold-400 text-ink-950 hover:bg-gold-300 flex min-h-12 w-full items-center justify-center rounded-full font-medium"
        >
          {words.bookNow}
        </a>
      </div>
    </dialog>
  );
}

export function SiteHeader() {
  const pathname = normalizePath(useLocation().pathname);
  const lang = langOf(pathname);
  const { ui, hours } = useContent();
  const words = ui[lang].header;
  const to = (path: string) => localizePath(path, lang);
  const { services: serviceLinks, locations: headerLocationLinks } = useRootData().nav;
  return (
    // The published hours, once, for the site script's open-now lines: its own copy is only as new as its build.
    <header className="site-header fixed inset-x-0 top-0 z-40" data-hours={hoursAttribute(hours)}>
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-3 px-5 sm:gap-6 sm:px-8">
        <Logo href={to("/")} label={words.homeLabel} />
        <nav aria-label={words.main} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <TopLink href={to("/")} pathname={pathname}>
                {words.home}
              </TopLink>
            </li>
            <Dropdown id="menu-services" label={words.services} active={isWithin(to("/services"), pathname)}>
              <DropdownLinks links={serviceLinks} pathname={pathname} />
            </Dropdown>
            <Dropdown id="menu-locations" label={words.locations} active={isWithin("/locations", pathname)} wide>
              <DropdownLinks links={headerLocationLinks} pathname={pathname} columns={2} />
              <p className="text-ivory-100-70 border-white-10 mt-2 border-t px-3 pt-3 text-xs">
                {words.otherArea}{" "}
                <a href="/sitemap.xml" className="text-gold-300 underline underline-offset-4">
                  {words.sitemap}
                </a>
                .
              </p>
            </Dropdown>
            <li>
              <TopLink href={to("/about")} pathname={pathname}>
                {words.about}
              </TopLink>
            </li>
            <li>
              <TopLink href={to("/faq")} pathname={pathname}>
                {words.faq}
              </TopLink>
            </li>
            <Dropdown id="menu-hours" label={words.hours} active={pathname === to("/hours")}>
              <div className="p-3">
                <HoursSummary lang={lang} />
                <a
                  href={to("/hours")}
                  className="text-gold-300 mt-3 inline-block text-sm underline-offset-4 hover:underline"
                >
                  {words.hoursLink}
                </a>
              </div>
            </Dropdown>
            <li>
              <LanguageSwitch pathname={pathname} className={topLinkClass} />
            </li>
            <li className="pl-3">
              <a
                href={to("/book")}
                aria-current={pathname === to("/book") ? "page" : undefined}
                className="bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-11 items-center rounded-full px-6 text-sm font-medium whitespace-nowrap transition-colors"
              >
                {words.bookNow}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex items-center lg:hidden">
          {/* Small on phones, so the switch and the menu button fit beside the logo on one line. */}
          <LanguageSwitch
            pathname={pathname}
            className="text-ivory-100 hover:text-gold-300 inline-flex min-h-11 items-center px-2 text-xs tracking-wide sm:text-sm"
          />
          <button
            type="button"
            className="text-ivory-50 hover:bg-white-10 inline-flex size-11 items-center justify-center rounded-full"
            aria-label={words.openMenu}
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
      </div>
      <MobileMenu pathname={pathname} lang={lang} />
    </header>
  );
}
