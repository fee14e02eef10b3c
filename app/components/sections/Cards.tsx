import type { ReactNode } from "react";
import { Icon } from "~/components/ui/Icon";
import type { Card } from "~/content/types";
import { cn } from "~/lib/cn";

export function CardItem({
  card,
  href,
  image,
  band = false,
}: {
  card: Card;
  href?: string;
  /** A photo across the top of the card (cardPhoto()). */
  image?: ReactNode;
  /**
   * No photo among cards with photos: a band of the photo's shape, its icon drawn large in it, instead, where cards
   * sit side by side (from 768 px); stacked on a phone, a card without a photo needs none.
   */
  band?: boolean;
}) {
  const title = href ? (
    <a href={href} className="hover:text-gold-700 after:absolute after:inset-0">
      {card.title}
    </a>
  ) : (
    card.title
  );
  return (
    <li className="group border-ink-900-8 relative flex flex-col rounded-3xl border bg-white p-8 shadow-[0_1px_0_rgb(10_14_24/0.04),0_20px_40px_-24px_rgb(10_14_24/0.25)] transition-shadow hover:shadow-[0_1px_0_rgb(10_14_24/0.04),0_28px_50px_-24px_rgb(10_14_24/0.35)]">
      {image ? (
        <div className="bg-ink-950 -mx-8 -mt-8 mb-8 overflow-hidden rounded-t-[calc(1.5rem-1px)]">{image}</div>
      ) : band ? (
        <div
          aria-hidden="true"
          className="bg-ink-950 hero-glow text-gold-400-45 -mx-8 -mt-8 mb-8 hidden aspect-[3/2] place-items-center rounded-t-[calc(1.5rem-1px)] md:grid"
        >
          {card.icon ? <Icon name={card.icon} className="size-20" /> : null}
        </div>
      ) : null}
      {card.icon ? (
        <span
          className={cn(
            "bg-ink-950 text-gold-300 mb-6 inline-flex size-12 items-center justify-center rounded-full",
            // Over a photo or its band, the icon sits on its lower edge.
            !!image && "relative -mt-14 ring-4 ring-white",
            band && "md:relative md:-mt-14 md:ring-4 md:ring-white",
          )}
        >
          <Icon name={card.icon} className="size-5" />
        </span>
      ) : null}
      <h3 className="font-display text-ink-950 text-2xl leading-snug">{title}</h3>
      {card.meta ? <p className="text-gold-700 mt-1 text-sm font-medium tracking-wide">{card.meta}</p> : null}
      <p className="text-slate-text mt-3 leading-relaxed">{card.body}</p>
      {card.bullets?.length ? (
        <ul className="border-ink-900-8 mt-5 space-y-2 border-t pt-5 text-sm">
          {card.bullets.map((b) => (
            <li key={b} className="text-ink-800 flex gap-2.5">
              <Icon name="tick" className="text-gold-700 mt-0.5 size-4 shrink-0" />
              {b}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function CardGrid({
  cards,
  columns = 3,
  hrefs,
  images,
}: {
  cards: readonly Card[];
  columns?: 2 | 3 | 4;
  hrefs?: readonly (string | undefined)[];
  images?: readonly ReactNode[];
}) {
  return (
    <ul
      className={cn(
        "grid gap-6",
        columns === 2 && "md:grid-cols-2",
        columns === 3 && "md:grid-cols-2 lg:grid-cols-3",
        columns === 4 && "md:grid-cols-2 lg:grid-cols-4",
        // Side by side with photos, every row as tall as the tallest: one card height on the whole grid.
        images?.some(Boolean) && "md:auto-rows-fr",
      )}
    >
      {/* Cards keep one shape: where some have a photo, the others get a band of the same size. */}
      {cards.map((card, i) => (
        <CardItem
          key={card.title}
          card={card}
          href={hrefs?.[i]}
          image={images?.[i]}
          band={!images?.[i] && !!images?.some(Boolean)}
        />
      ))}
    </ul>
  );
}

export function Checklist({ items, tone = "light" }: { items: readonly string[]; tone?: "light" | "dark" }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className={cn("flex gap-3", tone === "dark" ? "text-ivory-100" : "text-ink-800")}>
          <span
            className={cn(
              "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full",
              tone === "dark" ? "bg-gold-400-15 text-gold-300" : "bg-ink-950 text-gold-300",
            )}
          >
            <Icon name="tick" className="size-3.5" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
