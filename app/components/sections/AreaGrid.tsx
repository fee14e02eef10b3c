import { href } from "react-router";
import { Icon } from "~/components/ui/Icon";
import type { Location } from "~/content/types";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { isLongPlaceName, packForTwoColumns } from "~/lib/place-names";

/**
 * Tiles linking to city pages; the current city is marked (a dark tile, gold text), and an optional tile says more
 * are coming. A city's name never breaks across lines: on phones two short names share a row and a long one takes a
 * row of its own; wider, every column is wide enough for the longest name.
 */
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
  const { ui } = useContent();
  const lang = useLang();
  const words = ui[lang];
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] sm:gap-3">
      {packForTwoColumns(areas, (area) => area.name).map((area) => {
        const isCurrent = area.slug === current;
        return (
          <li key={area.slug} className={cn(isLongPlaceName(area.name) && "col-span-2 sm:col-span-1")}>
            <a
              href={localizePath(href("/locations/:city", { city: area.slug }), lang)}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(
                "flex min-h-14 items-center gap-2 rounded-2xl border px-3 py-3 text-[0.9375rem] transition-colors sm:min-h-16 sm:gap-3 sm:px-5 sm:py-4 sm:text-base",
                // One set of colours or the other: both in one class list, the stylesheet's order would pick.
                isCurrent
                  ? "border-gold-400 bg-ink-950 text-gold-300 shadow-[0_12px_30px_-18px_rgb(10_14_24/0.6)]"
                  : tone === "dark"
                    ? "text-ivory-100 hover:border-gold-400-60 hover:text-gold-300 border-white-10"
                    : "border-ink-900-10 text-ink-900 hover:border-gold-500 bg-white",
              )}
            >
              <Icon
                name="pin"
                className={cn(
                  "size-4 shrink-0 max-[22.4rem]:hidden",
                  isCurrent ? "text-gold-300" : tone === "dark" ? "text-gold-400" : "text-gold-500",
                )}
              />
              <span className="whitespace-nowrap">
                {area.name}
                {isCurrent ? <span className="sr-only">{words.thisPage}</span> : null}
              </span>
            </a>
          </li>
        );
      })}
      {comingSoon ? (
        <li
          className={cn(
            "flex min-h-14 items-center rounded-2xl border border-dashed px-3 py-3 text-sm opacity-80 sm:min-h-16 sm:px-5 sm:py-4",
            tone === "dark" ? "border-ivory-50-20" : "border-ink-900-20",
          )}
        >
          {words.comingSoon}
        </li>
      ) : null}
    </ul>
  );
}
