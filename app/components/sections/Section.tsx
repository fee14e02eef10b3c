import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  ivory: "bg-ivory-50 text-ink-900",
  white: "bg-white text-ink-900",
  sand: "bg-ivory-100 text-ink-900",
  ink: "bg-ink-900 text-ivory-100",
} as const;

export type Tone = keyof typeof tones;

export function Eyebrow({ children, tone = "ivory" }: { children: ReactNode; tone?: Tone }) {
  return (
    <p
      className={cn(
        "text-xs font-medium tracking-[0.25em] uppercase",
        tone === "ink" ? "text-gold-300" : "text-gold-700",
      )}
    >
      {children}
    </p>
  );
}

/** A page section with its h2. Sections alternate tones to give long pages rhythm. */
export function Section({
  heading,
  eyebrow,
  intro,
  tone = "ivory",
  id,
  center,
  children,
}: {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: Tone;
  id?: string;
  center?: boolean;
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn("py-16 sm:py-28", tones[tone])}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className={cn("max-w-3xl space-y-4", center && "mx-auto text-center")}>
          {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
          <h2
            id={headingId}
            className={cn(
              "font-display text-4xl leading-tight sm:text-5xl",
              tone === "ink" ? "text-ivory-50" : "text-ink-950",
            )}
          >
            {heading}
          </h2>
          {intro ? (
            <div className={cn("text-lg leading-relaxed", tone === "ink" ? "text-ivory-100-80" : "text-slate-text")}>
              {intro}
            </div>
          ) : null}
        </div>
        {children ? <div className="mt-12 sm:mt-16">{children}</div> : null}
      </div>
    </section>
  );
}
