import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { useLang } from "~/lib/lang";

/**
 * A numbered process: the steps along a gold line, across the page on wide screens and down its side on phones.
 * Each number is also said to screen readers ("Step 1: …") in the step's heading.
 */
export function Process({
  steps,
  tone = "light",
}: {
  steps: readonly { title: string; body: string }[];
  tone?: "light" | "dark";
}) {
  const { ui } = useContent();
  const words = ui[useLang()].pages.service;
  const dark = tone === "dark";
  return (
    <ol
      className={cn(
        "relative grid gap-6 md:gap-10",
        steps.length === 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3",
      )}
    >
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[3rem_minmax(0,1fr)] sm:gap-x-5 md:block"
        >
          {/* The line joining this step to the next: down on phones, across from 1024 px. */}
          {i < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-10 bottom-[-1.5rem] left-5 w-px sm:top-12 sm:left-6 md:hidden lg:top-6 lg:bottom-auto lg:left-14 lg:block lg:h-px lg:w-[calc(100%-1rem)]",
                dark ? "bg-gold-400-35" : "bg-gold-500-45",
              )}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              "font-display relative flex size-10 items-center justify-center rounded-full border text-lg tabular-nums sm:size-12 sm:text-xl",
              dark ? "border-gold-400-60 text-gold-300" : "border-gold-500-70 text-gold-700",
            )}
          >
            {i + 1}
          </span>
          <div className="md:mt-6">
            <h3
              className={cn(
                "font-display text-[1.375rem] leading-snug sm:text-[1.75rem]",
                dark ? "text-ivory-50" : "text-ink-950",
              )}
            >
              <span className="sr-only">{words.step(i + 1)}</span>
              {step.title}
            </h3>
            <p
              className={cn(
                "mt-1.5 text-[0.9375rem] leading-relaxed sm:mt-2 sm:text-base",
                dark ? "text-ivory-100-80" : "text-slate-text",
              )}
            >
              {step.body}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
