import { type ReactNode, useId } from "react";
import type { Testimonial } from "~/content/types";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { useLang } from "~/lib/lang";
import { PhoneFold } from "./CompactList";
import { Eyebrow } from "./Section";
import { Stars } from "./Testimonials";

function Attribution({
  testimonial: t,
  dark,
  className,
  children,
}: {
  testimonial: Testimonial;
  dark: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { ui } = useContent();
  const words = ui[useLang()];
  return (
    <figcaption className={cn("text-sm", className)}>
      {children}
      <span className={cn("block font-medium", dark ? "text-ivory-50" : "text-ink-950")}>{t.author}</span>
      <span className={dark ? "text-ivory-100-75" : "text-slate-text"}>
        {t.title} · {t.location}
      </span>
      {t.translatedFrom ? (
        <span className={cn("mt-1 block italic", dark ? "text-ivory-100-75" : "text-slate-text")}>
          {words.translated}
        </span>
      ) : null}
    </figcaption>
  );
}

/**
 * Testimonials set as an editorial spread: the first one large, as a pull quote, the others smaller beneath it (side
 * by side on wide screens, folded under "2 more reviews" on phones). Dark by default, with an optional drawing or photograph
 * running the full width above.
 */
export function QuoteSet({
  heading,
  eyebrow,
  testimonials,
  band,
  tone = "dark",
}: {
  heading: string;
  eyebrow?: string;
  testimonials: readonly Testimonial[];
  /** A full-width drawing or photograph across the top of the section. */
  band?: ReactNode;
  tone?: "dark" | "ivory" | "sand";
}) {
  const id = useId();
  const { ui } = useContent();
  const lang = useLang();
  const dark = tone === "dark";
  const [first, ...rest] = testimonials;
  if (!first) return null;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "relative isolate overflow-hidden",
        dark ? "bg-ink-950 text-ivory-100" : tone === "sand" ? "bg-ivory-100 text-ink-900" : "bg-ivory-50 text-ink-900",
      )}
    >
      {dark ? <div className="hero-glow absolute inset-0 -z-10 opacity-60" aria-hidden="true" /> : null}
      {band ? (
        <div className={cn("flex justify-center overflow-hidden", dark ? "text-gold-400-45" : "text-gold-500-60")}>
          {band}
        </div>
      ) : null}
      <div className={cn("mx-auto max-w-7xl px-5 pb-14 sm:px-8 sm:pb-24", band ? "pt-8 sm:pt-14" : "pt-14 sm:pt-24")}>
        <div className="space-y-4">
          {eyebrow ? <Eyebrow tone={dark ? "ink" : tone}>{eyebrow}</Eyebrow> : null}
          <h2
            id={id}
            className={cn("font-display text-4xl leading-tight sm:text-5xl", dark ? "text-ivory-50" : "text-ink-950")}
          >
            {heading}
          </h2>
        </div>
        <figure className="mt-8 grid gap-x-10 sm:mt-14 lg:grid-cols-[7rem_minmax(0,1fr)]">
          <span
            aria-hidden="true"
            className={cn(
              "font-display -mb-8 block text-7xl leading-none sm:-mb-6 sm:text-9xl lg:row-span-2 lg:-mt-4 lg:mb-0",
              dark ? "text-gold-400" : "text-gold-500",
            )}
          >
            “
          </span>
          <blockquote
            className={cn(
              "font-display max-w-4xl text-[1.375rem] leading-[1.35] sm:text-4xl lg:text-[2.75rem] lg:leading-[1.22]",
              dark ? "text-ivory-50" : "text-ink-950",
            )}
          >
            <p>{first.text}</p>
          </blockquote>
          <Attribution testimonial={first} dark={dark} className="mt-8 space-y-2 lg:col-start-2">
            <Stars rating={first.rating} />
          </Attribution>
        </figure>
        {rest.length ? (
          <PhoneFold
            bar
            tone={dark ? "dark" : "light"}
            summary={ui[lang].moreReviews(rest.length)}
            className={cn("mt-10 border-t sm:mt-16 lg:ml-[9.5rem]", dark ? "border-ivory-50-12" : "border-ink-900-12")}
          >
            <ul className="grid gap-10 pt-4 pb-2 md:grid-cols-2 md:gap-12 md:pt-10">
              {rest.map((t) => (
                <li key={t.id}>
                  <figure className="flex h-full flex-col">
                    <blockquote
                      className={cn(
                        "font-display flex-1 text-xl leading-snug sm:text-2xl",
                        dark ? "text-ivory-50" : "text-ink-950",
                      )}
                    >
                      <p>“{t.text}”</p>
                    </blockquote>
                    <Attribution testimonial={t} dark={dark} className="mt-5 space-y-2">
                      <Stars rating={t.rating} />
                    </Attribution>
                  </figure>
                </li>
              ))}
            </ul>
          </PhoneFold>
        ) : null}
      </div>
    </section>
  );
}
