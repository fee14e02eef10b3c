import { Icon } from "~/components/ui/Icon";
import type { Testimonial } from "~/content/types";
import { useContent } from "~/lib/content-context";
import { useLang } from "~/lib/lang";

export function Stars({ rating }: { rating: number }) {
  const { ui } = useContent();
  const lang = useLang();
  return (
    <p className="text-gold-500 flex gap-1" role="img" aria-label={ui[lang].stars(rating)}>
      {Array.from({ length: rating }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical stars
        <Icon key={i} name="rating-star" className="size-4" />
      ))}
    </p>
  );
}

export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const { ui } = useContent();
  const words = ui[useLang()];
  return (
    <ul className={testimonials.length === 4 ? "grid gap-6 md:grid-cols-2" : "grid gap-6 lg:grid-cols-3"}>
      {testimonials.map((t) => (
        <li key={t.id}>
          <figure className="border-ink-900-8 flex h-full flex-col rounded-3xl border bg-white p-8">
            <Stars rating={t.rating} />
            <blockquote className="font-display text-ink-950 mt-5 flex-1 text-2xl leading-snug">
              <p>“{t.text}”</p>
            </blockquote>
            <figcaption className="border-ink-900-8 mt-6 border-t pt-5 text-sm">
              <span className="text-ink-950 block font-medium">{t.author}</span>
              <span className="text-slate-text">
                {t.title} · {t.location}
              </span>
              {t.translatedFrom ? <span className="text-slate-text mt-1 block italic">{words.translated}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
