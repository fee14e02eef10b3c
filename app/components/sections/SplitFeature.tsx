import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { Eyebrow, type Tone } from "./Section";

const tones = {
  ivory: "bg-ivory-50 text-ink-900",
  white: "bg-white text-ink-900",
  sand: "bg-ivory-100 text-ink-900",
  ink: "bg-ink-900 text-ivory-100",
} as const satisfies Record<Tone, string>;

function Heading({
  id,
  eyebrow,
  heading,
  intro,
  tone,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  tone: Tone;
}) {
  const dark = tone === "ink";
  return (
    <div className="space-y-4">
      {eyebrow ? <Eyebrow tone={tone}>{eyebrow}</Eyebrow> : null}
      <h2
        id={id}
        className={cn("font-display text-4xl leading-tight sm:text-5xl", dark ? "text-ivory-50" : "text-ink-950")}
      >
        {heading}
      </h2>
      {intro ? (
        <div className={cn("text-lg leading-relaxed", dark ? "text-ivory-100-80" : "text-slate-text")}>{intro}</div>
      ) : null}
    </div>
  );
}

/**
 * A split screen: a picture (a photograph, or a drawing on ink) filling one half of the screen edge to edge, the
 * words on the other. On phones the picture is left out (a drawing) or set as a short band above the words (a
 * photograph, `mediaOnPhone`), so the page stays short.
 */
export function SplitFeature({
  eyebrow,
  heading,
  intro,
  media,
  mediaOnPhone = false,
  mediaSide = "left",
  tone = "ivory",
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  /** The picture: a photograph (filling the half) or a drawing, on ink. */
  media: ReactNode;
  mediaOnPhone?: boolean;
  mediaSide?: "left" | "right";
  tone?: Tone;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("lg:grid lg:min-h-[40rem] lg:grid-cols-2", tones[tone])}>
      <div
        className={cn(
          "bg-ink-950 text-gold-400-50 relative isolate overflow-hidden",
          mediaOnPhone ? "h-44 sm:h-72 lg:h-auto" : "max-lg:hidden",
          mediaSide === "right" && "lg:order-2",
        )}
      >
        <div className="hero-glow absolute inset-0 -z-10" aria-hidden="true" />
        {media}
      </div>
      <div
        className={cn(
          "flex items-center px-5 py-14 sm:px-8 sm:py-24 lg:px-16 xl:px-24",
          mediaSide === "right" ? "lg:justify-end" : "lg:justify-start",
        )}
      >
        <div className="w-full max-w-xl">
          <Heading id={id} eyebrow={eyebrow} heading={heading} intro={intro} tone={tone} />
          {children ? <div className="mt-10">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}

/**
 * A section in two columns from 1024 px: the heading (and its intro, and an aside under them) on the left, the
 * content on the right; one column on phones, the aside after the content.
 */
export function SplitSection({
  eyebrow,
  heading,
  intro,
  aside,
  tone = "ivory",
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  /** Under the heading on the left (after the content on phones): a call to action, a note. */
  aside?: ReactNode;
  tone?: Tone;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("py-14 sm:py-24", tones[tone])}>
      <div className="mx-auto grid max-w-7xl gap-x-20 gap-y-8 px-5 sm:gap-y-10 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1">
          <Heading id={id} eyebrow={eyebrow} heading={heading} intro={intro} tone={tone} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{children}</div>
        {aside ? <div className="lg:col-start-1 lg:row-start-2">{aside}</div> : null}
      </div>
    </section>
  );
}
