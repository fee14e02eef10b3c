import { closedDates } from "~/content/hours";

import { cn } from "~/lib/cn";

/**
 * "Office open now / closed now", filled in by /site.js from the visitor's clock (pages are prerendered, so the
 * server cannot know the time of the visit). Its line is reserved but invisible until then, so nothing shifts;
 * React leaves the script's text alone on hydrated pages.
 */
export function OpenNow({ className }: { className?: string }) {
  return (
    <p
      data-open-now
      data-closed={closedDates(new Date().getFullYear()).join(" ")}
      suppressHydrationWarning
      className={cn("open-now text-ivory-100 inline-flex min-h-5 items-center gap-2 text-xs", className)}
    >
      &nbsp;
    </p>
  );
}
