import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The dark hero every page opens with; the transparent header sits on it. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  actions,
  art,
  side,
  panel,
  photo,
  tall,
  compact,
  children,
}: {
  eyebrow?: string;
  heading: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Artwork behind the hero (a <SceneArt>), passed in so pages without it do not ship it. */
  art?: ReactNode;
  /**
   * A drawing (a <PageArt>) filling the right half from 1024 px, beside the text; a photograph takes its place.
   * Narrower screens leave it out, so the heading, the lead and the first action stay on the first screen.
   */
  side?: ReactNode;
  /** What the visitor came to do (the contact page's call and e-mail): beside the text, under it on phones. */
  panel?: ReactNode;
  /** The hero's photograph (heroPhoto()); when there is one it takes the artwork's place. */
  photo?: ReactNode;
  /** City pages: at least 70% of the viewport height (docs/product.md). */
  tall?: boolean;
  /** A short hero, for a page whose first screen belongs to what follows it (the contact page's form). */
  compact?: boolean;
  children?: ReactNode;
}) {
  const drawing = side && !photo ? side : null;
  const columns = Boolean(drawing || panel);
  return (
    <section
      aria-labelledby="page-heading"
      className={cn(
        "hero-glow bg-ink-950 text-ivory-50 relative isolate overflow-hidden",
        compact ? "pt-28 pb-12 sm:pt-32 sm:pb-16" : "pt-32 sm:pt-40 sm:pb-28",
        !compact && columns && "lg:pt-32 lg:pb-16",
        tall && "flex min-h-[70vh] items-center",
        // On narrow screens the artwork sits under the text, not behind the buttons.
        !compact && (art && !photo ? "pb-44" : "pb-20"),
      )}
    >
      {photo}
      {art && !photo ? (
        // From 1024 px the drawing starts at 48%, under the end of the lead's lines (42rem wide): it fades in over at
        // least 14rem, so at 1024 px no line of it shows at full strength behind the lead.
        <div className="text-gold-400-30 lg:text-gold-400-40 pointer-events-none absolute inset-x-0 bottom-0 -z-10 lg:left-[48%] lg:[&>svg]:[mask-image:var(--fade)] lg:[&>svg]:[--fade:linear-gradient(90deg,transparent,#000_max(30%,14rem))]">
          {art}
        </div>
      ) : null}
      <div
        className={cn(
          "mx-auto w-full max-w-7xl px-5 sm:px-8",
          columns && "lg:grid lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-12",
        )}
      >
        <div className="max-w-3xl space-y-6">
          {eyebrow ? (
            <p className="rise text-gold-300 text-xs font-medium tracking-[0.3em] uppercase">{eyebrow}</p>
          ) : null}
          <h1
            id="page-heading"
            className={cn(
              "settle font-display text-ivory-50 text-5xl leading-[1.05] sm:text-6xl",
              columns ? "lg:text-[4rem]" : "lg:text-7xl",
            )}
            style={{ "--i": 1 } as React.CSSProperties}
          >
            {heading}
          </h1>
          {intro ? (
            <div
              className="rise text-ivory-100-85 max-w-2xl text-lg leading-relaxed sm:text-xl"
              style={{ "--i": 2 } as React.CSSProperties}
            >
              {intro}
            </div>
          ) : null}
          {actions ? (
            <div className="rise flex flex-wrap gap-3 pt-2" style={{ "--i": 3 } as React.CSSProperties}>
              {actions}
            </div>
          ) : null}
          {children}
        </div>
        {panel ? (
          <div data-hero-side className="rise mt-10 lg:mt-0" style={{ "--i": 3 } as React.CSSProperties}>
            {panel}
          </div>
        ) : drawing ? (
          <div
            data-hero-side
            className="rise text-gold-400-75 pointer-events-none hidden lg:-my-10 lg:block"
            style={{ "--i": 2 } as React.CSSProperties}
          >
            {drawing}
          </div>
        ) : null}
      </div>
    </section>
  );
}
