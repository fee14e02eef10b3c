import type { ReactNode } from "react";
import { href } from "react-router";
import { Icon } from "~/components/ui/Icon";
import type { Card, IconName, Location } from "~/content/types";
import { cn } from "~/lib/cn";
import { localizePath, useLang } from "~/lib/lang";

/*
 * Lists for where a grid of white cards adds nothing: items on thin rules, in columns on wide screens. On phones a
 * long list folds each item into a native disclosure (its title, the words on a tap), so the page stays short and
 * nothing is lost; a list of links shows titles only there, the page behind each link saying the rest.
 */

const columnClasses = {
  1: "",
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
} as const;

const rule = (dark: boolean) => (dark ? "border-ivory-50-12" : "border-ink-900-12");

function Bullets({ items, dark }: { items?: readonly string[]; dark: boolean }) {
  if (!items?.length) return null;
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {items.map((b) => (
        <li key={b} className={cn("flex gap-2.5", dark ? "text-ivory-100" : "text-ink-800")}>
          <Icon name="tick" className={cn("mt-0.5 size-4 shrink-0", dark ? "text-gold-300" : "text-gold-700")} />
          {b}
        </li>
      ))}
    </ul>
  );
}

/** Titles with their words on rules; numbered (01, 02…) or with their icons. */
export function FeatureList({
  items,
  columns = 3,
  numbered = false,
  fold = true,
  tone = "light",
  extras = {},
}: {
  items: readonly Card[];
  columns?: 1 | 2 | 3 | 4;
  numbered?: boolean;
  /** On phones, each item a disclosure: its title, the words on a tap. */
  fold?: boolean;
  tone?: "light" | "dark";
  /**
   * Shown under the item with that icon (icons are structure, never the owner's words): the certificate of
   * insurance's link under the insurance claim.
   */
  extras?: Partial<Record<IconName, ReactNode>>;
}) {
  const dark = tone === "dark";
  const mark = (item: Card, i: number) =>
    numbered ? (
      <span
        aria-hidden="true"
        className={cn(
          "font-display w-7 shrink-0 text-2xl leading-none tabular-nums",
          dark ? "text-gold-300" : "text-gold-700",
        )}
      >
        {String(i + 1).padStart(2, "0")}
      </span>
    ) : item.icon ? (
      <Icon name={item.icon} className={cn("size-5 shrink-0", dark ? "text-gold-300" : "text-gold-700")} />
    ) : null;
  // An item's words under its title, in the list on wide screens and in its disclosure on phones.
  const words = (item: Card, className?: string) => (
    <>
      <p className={cn(className, "leading-relaxed", dark ? "text-ivory-100-80" : "text-slate-text")}>{item.body}</p>
      <Bullets items={item.bullets} dark={dark} />
      {item.icon ? extras[item.icon] : null}
    </>
  );
  return (
    <>
      <ul className={cn("grid gap-x-12 border-t", columnClasses[columns], rule(dark), fold && "max-md:hidden")}>
        {items.map((item, i) => (
          <li key={item.title} className={cn("border-b py-7 sm:py-8", rule(dark))}>
            <div className="flex items-baseline gap-4">
              {mark(item, i)}
              <div>
                <h3
                  className={cn(
                    "text-lg leading-snug font-medium tracking-tight",
                    dark ? "text-ivory-50" : "text-ink-950",
                  )}
                >
                  {item.title}
                </h3>
                {item.meta ? (
                  <p className={cn("mt-1 text-sm font-medium", dark ? "text-gold-300" : "text-gold-700")}>
                    {item.meta}
                  </p>
                ) : null}
                {words(item, "mt-2")}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {fold ? (
        <ul className={cn("border-t md:hidden", rule(dark))}>
          {items.map((item, i) => (
            <li key={item.title} className={cn("border-b", rule(dark))}>
              <details className="group">
                <summary
                  className={cn(
                    "flex min-h-13 cursor-pointer list-none items-center gap-4 py-2.5 [&::-webkit-details-marker]:hidden",
                    dark ? "text-ivory-50" : "text-ink-950",
                  )}
                >
                  {mark(item, i)}
                  <span className="flex-1 leading-snug font-medium">
                    {item.title}
                    {item.meta ? (
                      <span className={cn("block text-sm", dark ? "text-gold-300" : "text-gold-700")}>{item.meta}</span>
                    ) : null}
                  </span>
                  <Icon
                    name="plus"
                    className={cn(
                      "size-5 shrink-0 transition-transform group-open:rotate-45",
                      dark ? "text-gold-300" : "text-gold-700",
                    )}
                  />
                </summary>
                <div className="pb-5">{words(item)}</div>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * Numbered links to pages, one a row: the number, the title and an arrow, with the words beside on wide screens
 * (the page behind the link says them on phones).
 */
export function LinkList({ items, hrefs }: { items: readonly Card[]; hrefs: readonly string[] }) {
  return (
    <ol className="border-ink-900-12 grid border-t md:grid-cols-2 md:gap-x-12">
      {items.map((item, i) => (
        <li key={item.title} className="group border-ink-900-12 relative border-b">
          <div className="flex items-center gap-5 py-5 md:items-start md:py-8">
            <span
              aria-hidden="true"
              className="font-display text-gold-700 w-8 shrink-0 text-2xl tabular-nums md:text-3xl"
            >
              {String(i + 1).padStart(2, "0")}
            </span>
            <div className="flex-1">
              <h3 className="font-display text-ink-950 text-2xl leading-tight md:text-3xl">
                <a href={hrefs[i]} className="group-hover:text-gold-700 transition-colors after:absolute after:inset-0">
                  {item.title}
                </a>
              </h3>
              <p className="text-slate-text mt-2 leading-relaxed max-md:hidden">{item.body}</p>
            </div>
            <Icon
              name="arrow-out"
              className="text-gold-700 size-5 shrink-0 transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5 md:mt-2"
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** City pages as a list of names on rules: two columns on phones (one on the narrowest), up to four on wide screens. */
export function PlaceList({
  areas,
  tone = "light",
  wide = false,
}: {
  areas: readonly Pick<Location, "slug" | "name">[];
  tone?: "light" | "dark";
  /** Across the whole page: four columns from 1024 px. */
  wide?: boolean;
}) {
  const lang = useLang();
  const dark = tone === "dark";
  return (
    <ul
      className={cn(
        // Names stay whole: one column on the narrowest phones, and a long name takes a row of its own on phones.
        "grid grid-flow-row-dense grid-cols-2 gap-x-5 border-t max-[375px]:grid-cols-1 md:grid-cols-3 lg:gap-x-8",
        wide ? "lg:grid-cols-4" : "lg:grid-cols-2",
        rule(dark),
      )}
    >
      {areas.map((area) => (
        <li
          key={area.slug}
          className={cn("border-b", area.name.length >= 20 && "min-[375px]:max-sm:col-span-2", rule(dark))}
        >
          <a
            href={localizePath(href("/locations/:city", { city: area.slug }), lang)}
            className={cn(
              "flex min-h-12 items-center gap-2 py-2 text-sm transition-colors sm:text-base",
              dark ? "text-ivory-100 hover:text-gold-300" : "text-ink-900 hover:text-gold-700",
            )}
          >
            <Icon name="pin" className={cn("size-4 shrink-0", dark ? "text-gold-400" : "text-gold-700")} />
            <span className="whitespace-nowrap">{area.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Words folded under a summary ("Read more") on phones, shown as they are from 768 px: there the summary goes and
 * the disclosure's content shows, where browsers style ::details-content (elsewhere it stays a disclosure). `bar`
 * makes the summary a full-width row (the folded reviews) instead of a link-like line.
 */
export function PhoneFold({
  summary,
  tone = "light",
  bar = false,
  className,
  children,
}: {
  summary: ReactNode;
  tone?: "light" | "dark";
  bar?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const dark = tone === "dark";
  const gold = dark ? "text-gold-300" : "text-gold-700";
  return (
    <details className={cn("group md:[&::details-content]:[content-visibility:visible]", className)}>
      <summary
        className={cn(
          "cursor-pointer list-none items-center font-medium md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden",
          bar ? "flex min-h-14 justify-between gap-4 py-3" : "inline-flex min-h-12 gap-2",
          bar ? (dark ? "text-ivory-50" : "text-ink-950") : gold,
        )}
      >
        {summary}
        <Icon
          name="plus"
          className={cn("shrink-0 transition-transform group-open:rotate-45", bar ? cn("size-5", gold) : "size-4")}
        />
      </summary>
      {children}
    </details>
  );
}

/**
 * Paragraphs folded on a phone under `summary` (its "Read more"), shown from 768 px; nothing when there are none
 * (a page whose first paragraph stands alone).
 */
export function FoldedParagraphs({
  paragraphs,
  summary,
  className,
  bodyClassName,
}: {
  paragraphs: readonly string[];
  summary: ReactNode;
  className?: string;
  bodyClassName: string;
}) {
  if (!paragraphs.length) return null;
  return (
    <PhoneFold summary={summary} className={className}>
      <div className={bodyClassName}>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </PhoneFold>
  );
}

/**
 * Long text by sections (a legal page, a blog post): on a phone each section folds under its heading, so the page
 * is its headings and a tap opens one (a <details>, no script); from 768 px every section shows under its heading.
 */
export function PhoneSections({ children }: { children: ReactNode }) {
  return (
    <div className="divide-ink-900-10 border-ink-900-10 divide-y border-y md:divide-y-0 md:border-y-0">{children}</div>
  );
}

/** One section of `PhoneSections`: `title` is its heading's text (the summary's on a phone), `heading` its words. */
export function PhoneSection({
  title,
  heading = title,
  children,
}: {
  title: string;
  heading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section>
      <PhoneFold bar summary={<h2 className="font-display text-ink-950 text-left text-xl leading-snug">{title}</h2>}>
        <div className="prose-body max-md:pb-5">
          <h2 className="hidden md:block">{heading}</h2>
          {children}
        </div>
      </PhoneFold>
    </section>
  );
}
