import { IntentButton, IntentForm, staffClasses } from "~/components/staff/StaffLayout";
import { cn } from "~/lib/cn";
import { langNamesForStaff } from "~/lib/lang";
import { ANSWER_MAX_CHARS } from "~/lib/reviews/moderation";
import { monthText } from "~/lib/reviews/words";
import { losAngelesTime } from "~/lib/staff/inbox";

/** One review as the moderation page lists it. */
export interface StaffReviewLine {
  id: number;
  rating: number;
  text: string;
  name: string;
  language: "en" | "es";
  serviceType: string;
  eventMonth: string;
  status: "pending" | "approved" | "hidden";
  consent: boolean;
  answer: string;
  leadId: number | null;
  reference: string | null;
  createdAt: string;
}

const statusNames = { pending: "Waiting for you", approved: "Approved", hidden: "Hidden" } as const;

/** Where a review stands on the site, in one phrase. */
function shownWhere(review: StaffReviewLine): string {
  if (review.status !== "approved") return "Not on the site.";
  return review.consent ? "On the site (/testimonials)." : "Approved, but not on the site: the client did not consent.";
}

/**
 * The reviews, newest first, each with what the owner can do: approve, hide, answer. Plain forms (no script);
 * each carries the session's CSRF token.
 */
export function StaffReviewList({
  reviews,
  csrf,
  canModerate,
}: {
  reviews: StaffReviewLine[];
  csrf: string;
  canModerate: boolean;
}) {
  if (!reviews.length) return <p className="text-slate-text mt-4">No reviews yet.</p>;
  return (
    <ol className="mt-4 grid gap-6">
      {reviews.map((r) => {
        const answerId = `answer-${r.id}`;
        return (
          <li key={r.id}>
            <article
              aria-labelledby={`review-${r.id}-heading`}
              className="border-ink-900-10 rounded-2xl border bg-white p-6"
            >
              <h3 id={`review-${r.id}-heading`} className="text-ink-950 font-medium">
                {r.rating} of 5 stars · {r.name}
              </h3>
              <p className="text-slate-text mt-1 text-sm">
                {statusNames[r.status]} · {shownWhere(r)} · written in {langNamesForStaff[r.language]} ·{" "}
                {r.serviceType || "event"}, {monthText(r.eventMonth, "en")} · received {losAngelesTime(r.createdAt)}
                {r.leadId !== null && r.reference ? (
                  <>
                    {" "}
                    ·{" "}
                    <a href={`/staff/leads/${r.leadId}`} className="underline underline-offset-2">
                      lead {r.reference}
                    </a>
                  </>
                ) : (
                  " · its lead is no longer kept"
                )}
              </p>
              <blockquote lang={r.language} className="text-ink-950 mt-3 break-words whitespace-pre-wrap">
                {r.text}
              </blockquote>
              {r.answer ? (
                <p className="text-slate-text mt-3 text-sm break-words whitespace-pre-wrap">
                  <span className="text-ink-950 font-medium">Your answer:</span> {r.answer}
                </p>
              ) : null}
              {canModerate ? (
                <div className="mt-4 grid gap-4">
                  <div className="flex flex-wrap gap-3">
                    {r.status !== "approved" ? (
                      <ReviewButton csrf={csrf} review={r} intent="approve" className={staffClasses.button}>
                        Approve
                      </ReviewButton>
                    ) : null}
                    {r.status !== "hidden" ? (
                      <ReviewButton csrf={csrf} review={r} intent="hide" className={staffClasses.secondary}>
                        Hide
                      </ReviewButton>
                    ) : null}
                  </div>
                  <IntentForm csrf={csrf} intent="answer" className="grid gap-2">
                    <input type="hidden" name="id" value={r.id} />
                    <label htmlFor={answerId} className="text-ink-950 text-sm font-medium">
                      Public answer to {r.name} (optional)
                    </label>
                    <p id={`${answerId}-hint`} className="text-slate-text text-sm">
                      Shown under the review, up to {ANSWER_MAX_CHARS} characters. Empty removes it.
                    </p>
                    <textarea
                      id={answerId}
                      name="answer"
                      rows={2}
                      maxLength={ANSWER_MAX_CHARS}
                      defaultValue={r.answer}
                      aria-describedby={`${answerId}-hint`}
                      className={cn(staffClasses.input, "w-full py-2")}
                    />
                    <div>
                      <button type="submit" className={staffClasses.secondary}>
                        Save the answer<span className="sr-only"> to {r.name}</span>
                      </button>
                    </div>
                  </IntentForm>
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** A one-button form that approves or hides a review, naming the review for screen readers. */
function ReviewButton({
  csrf,
  review,
  intent,
  className,
  children,
}: {
  csrf: string;
  review: { id: number; name: string };
  intent: "approve" | "hide";
  className: string;
  children: string;
}) {
  return (
    <IntentButton csrf={csrf} intent={intent} fields={{ id: review.id }} buttonClassName={className}>
      {children}
      <span className="sr-only"> the review by {review.name}</span>
    </IntentButton>
  );
}
