import type { ReactNode } from "react";

/**
 * A part of a long editor screen folded under its title (a native `<details>`: the keyboard and a browser without
 * JavaScript open it): a page's part on the page-texts screen, a city or a part of its form on the cities screen.
 */
export function Fold({
  title,
  aside,
  open,
  id,
  children,
}: {
  title: ReactNode;
  /** Said at the end of the title's line: "4 texts", "Retired". */
  aside?: ReactNode;
  open: boolean;
  id?: string;
  children: ReactNode;
}) {
  return (
    <details id={id} open={open} className="group border-ink-900-10 scroll-mt-6 rounded-2xl border bg-white open:pb-2">
      <summary className="hover:bg-ivory-100 flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="text-gold-700 inline-block w-3 shrink-0 transition-transform group-open:rotate-90"
        >
          ›
        </span>
        <span className="text-ink-950 min-w-0 flex-1 font-medium break-words">{title}</span>
        {aside ? <span className="text-slate-text shrink-0 text-xs">{aside}</span> : null}
      </summary>
      {children}
    </details>
  );
}
