import { MapPin } from "lucide-react";
import { href } from "react-router";
import type { Location } from "~/content/types";
import { ui } from "~/content/ui";
import { cn } from "~/lib/cn";
import { localizePath, useLang } from "~/lib/lang";

/** Tiles linking to city pages; the current city is marked, and an optional tile says more are coming. */
export function AreaGrid({
  areas,
  current,
  comingSoon,
  tone = "light",
}: {
  areas: readonly Pick<Location, "slug" | "name">[];
  current?: string;
  comingSoon?: boolean;
  tone?: "light" | "dark";
}) {
  const lang = useLang();
  const words = ui[lang];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {areas.map((area) => {
        const isCurrent = area.slug === current;
        return (
          <li key={area.slug}>
            <a
              href={localizePath(href("/locations/:city", { city: area.slug }), lang)}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "flex min-h-16 items-center gap-3 rounded-2xl border px-5 py-4 transition-colors",
                tone === "dark"
                  ? "text-ivory-100 hover:border-gold-400/60 hover:text-gold-300 border-white/10"
                  : "border-ink-900/10 text-ink-900 hover:border-gold-500 bg-white",
                isCurrent && "border-gold-400 bg-ink-950 text-gold-300",
              )}
            >
              <MapPin aria-hidden="true" className="text-gold-500 size-4 shrink-0" />
              <span>
                {area.name}
                {isCurrent ? <span className="sr-only">{words.thisPage}</span> : null}
              </span>
            </a>
          </li>
        );
      })}
      {comingSoon ? (
        <li className="flex min-h-16 items-center rounded-2xl border border-dashed border-current/20 px-5 py-4 text-sm opacity-80">
          {words.comingSoon}
        </li>
      ) : null}
    </ul>
  );
}
