import { openNowWords } from "~/content/open-now-words";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/lang";

/**
 * "Office open now / closed now", filled in by app/client/site.ts from the visitor's clock with the rules of
 * app/lib/office-hours.ts (pages are cached for every visitor, so the server cannot know the time of the visit). Until then the
 * line is invisible, and it is as tall as the longest thing it may say, held by an invisible copy of that in the
 * same grid cell: on a phone "closed now for the holiday" takes two lines where "open now" takes one, and the page
 * must not move when the script writes either. From 640 px up every message fits on one line (the browser tests
 * hold both widths), so the line is as wide as what it says. React leaves the script's state and text alone on
 * hydrated pages. The published hours ride along once, in the site header's data-hours.
 */
export function OpenNow({ lang, className }: { lang: Lang; className?: string }) {
  const words = openNowWords[lang];
  return (
    <p
      data-open-now
      suppressHydrationWarning
      className={cn("open-now text-ivory-100 inline-flex min-h-5 items-center gap-2 text-xs", className)}
    >
      <span className="grid items-center">
        <span aria-hidden="true" className="invisible col-start-1 row-start-1 sm:hidden">
          {`${words.closed}${words.holiday}${words.still}`}
        </span>
        <span data-open-now-text suppressHydrationWarning className="col-start-1 row-start-1">
          &nbsp;
        </span>
      </span>
    </p>
  );
}
