import type { ReactNode } from "react";
import { useContent } from "~/lib/content-context";
import { useLang } from "~/lib/lang";
import { ButtonPair } from "./ButtonPair";

/**
 * "Ready to Experience Premium Valet Service?" — the shared closing banner of several pages. `before` joins a page's
 * own closing words to it, so a page ends on one call to action.
 */
export function ReadyBanner({ before }: { before?: ReactNode }) {
  const lang = useLang();
  const { readyBanner } = useContent()[lang].company;
  return (
    <section
      aria-labelledby="ready-heading"
      className="bg-ink-900 relative isolate overflow-hidden py-14 text-center sm:py-20"
    >
      <div className="hero-glow absolute inset-0 -z-10 opacity-70" aria-hidden="true" />
      {before ? (
        <div className="border-white-10 mx-auto mb-8 max-w-5xl border-b px-5 pb-8 sm:mb-14 sm:pb-14">{before}</div>
      ) : null}
      <div className="mx-auto max-w-3xl space-y-6 px-5">
        <h2 id="ready-heading" className="font-display text-ivory-50 text-4xl sm:text-5xl">
          {readyBanner.heading}
        </h2>
        <p className="text-ivory-100-80 sm:text-lg">{readyBanner.body}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonPair primary={readyBanner.primary} secondary={readyBanner.secondary} />
        </div>
      </div>
    </section>
  );
}
