import { closedDates } from "~/content/hours";

/**
 * "Open now / Closed now", filled in by /site.js from the visitor's clock (pages are prerendered, so the
 * server cannot know the time of the visit). Hidden without JavaScript.
 */
export function OpenNow() {
  return (
    <p
      data-open-now
      data-closed={closedDates(new Date().getFullYear()).join(" ")}
      hidden
      className="open-now text-ivory-100 inline-flex items-center gap-2 text-xs"
    />
  );
}
