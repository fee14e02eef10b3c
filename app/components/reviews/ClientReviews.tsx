import { Stars } from "~/components/sections/Testimonials";
import { type Lang, useLang } from "~/lib/lang";
import type { ClientReview } from "~/lib/reviews/published";
import { clientReviewWords, monthText, serviceTypeText } from "~/lib/reviews/words";

/**
 * The clients' published reviews, newest first, each in the language it was written in: on a page of the other
 * language its words carry their own `lang`, so a reader (and a screen reader) reads them as written. The event
 * type and month are in the page's language; the owner's answer follows the review.
 */
export function ClientReviews({ reviews }: { reviews: readonly ClientReview[] }) {
  const lang = useLang();
  const words = clientReviewWords[lang];
  const other = (written: Lang) => (written === lang ? undefined : written);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {reviews.map((r) => (
        <li key={r.id} id={`review-${r.id}`}>
          <figure className="border-ink-900-8 flex h-full flex-col rounded-3xl border bg-white p-8">
            <Stars rating={r.rating} />
            <blockquote lang={other(r.lang)} className="text-ink-950 mt-5 flex-1 text-xl leading-snug">
              <p className="break-words whitespace-pre-line">“{r.text}”</p>
            </blockquote>
            <figcaption className="border-ink-900-8 mt-6 border-t pt-5 text-sm">
              <span className="text-ink-950 block font-medium">{r.name}</span>
              <span className="text-slate-text">
                {serviceTypeText(r.serviceType, lang)} · {monthText(r.eventMonth, lang)} · {words.verified}
              </span>
            </figcaption>
            {r.answer ? (
              <div className="bg-ivory-50 mt-5 rounded-2xl p-4 text-sm">
                <p className="text-ink-950 font-medium">{words.answer}</p>
                <p className="text-slate-text mt-1 break-words whitespace-pre-line">{r.answer}</p>
              </div>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
