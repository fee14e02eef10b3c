import { cn } from "~/lib/cn";

/**
 * "Office open now / closed now", filled in by app/client/site.ts from the visitor's clock with the rules of
 * app/lib/office-hours.ts (pages are prerendered, so the server cannot know the time of the visit). Its line is
 * reserved but invisible until then, so nothing shifts; React leaves the script's text alone on hydrated pages.
 */
export function OpenNow({ className }: { className?: string }) {
  return (
    <p
      data-open-now
      suppressHydrationWarning
      className={cn("open-now text-ivory-100 inline-flex min-h-5 items-center gap-2 text-xs", className)}
    >
      &nbsp;
    </p>
  );
}
