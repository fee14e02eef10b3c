import { data, redirect } from "react-router";
import { type StaffReviewLine, StaffReviewList } from "~/components/reviews/StaffReviewList";
import { IntentForm, StaffPanel, SubmitRow, staffClasses } from "~/components/staff/StaffLayout";
import { site } from "~/config/site";
import { leadLangOf } from "~/lib/calendar.server";
import { contentOf } from "~/lib/request-context.server";
import { figuresChoice, listReviews, moderateReview, setFiguresChoice } from "~/lib/reviews/reviews.server";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { contentRightOf } from "~/lib/staff/content-right";
import { answerFormSchema, figuresFormSchema, parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import { requireContentRight } from "~/lib/staff/permissions.server";
import { reviewStatuses } from "~/lib/storage/schema";
import type { Route } from "./+types/staff.reviews";

/*
 * The owner's moderation of clients' reviews (issue 32, steps 5 and 6): approve, hide or answer each; and which
 * figures the site states. What the site shows changes with the content version (reviews.server.ts), so whoever
 * may publish the content may do this; every member may read the reviews.
 */

export const meta: Route.MetaFunction = () => staffMeta("Reviews");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const reviews = (await listReviews(db)).map(
    (r): StaffReviewLine => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      name: r.display_name,
      language: leadLangOf(r),
      serviceType: r.service_type,
      eventMonth: r.event_month,
      status: (reviewStatuses as readonly string[]).includes(r.status) ? r.status : "pending",
      consent: r.consent === 1,
      answer: r.answer,
      leadId: r.lead_id,
      reference: r.reference,
      createdAt: r.created_at,
    }),
  );
  const { reviews: published, source } = contentOf(args);
  return {
    reviews,
    choice: await figuresChoice(db),
    // What the site shows now (this server's live content): the real figures, once chosen.
    real: published.figures,
    stated: { eventsServed: source.doc.company.eventsServed ?? site.eventsServed, averageRating: site.averageRating },
    csrf: staff.csrf,
    canModerate: contentRightOf(staff.member) === "publish",
  };
}

const idOf = (value: FormDataEntryValue | null) => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data("No such review.", { status: 404 });
  return id;
};

export async function action(args: Route.ActionArgs) {
  const { staff, form, db, intent } = await staffFormOf(args);
  requireContentRight(staff, "publish");
  if (intent === "figures") {
    const parsed = parseStaffForm(form, figuresFormSchema, { fallback: "Check the figures." });
    if (!parsed.ok) return data({ figures: parsed.problem, values: Object.fromEntries(form) }, { status: 400 });
    await setFiguresChoice(db, staff.member, parsed.value);
    return redirect("/staff/reviews#figures");
  }
  const id = idOf(form.get("id"));
  let done: boolean;
  if (intent === "approve" || intent === "hide") {
    done = await moderateReview(db, staff.member, id, { action: intent });
  } else if (intent === "answer") {
    const parsed = parseStaffForm(form, answerFormSchema, { fallback: "Check the answer." });
    if (!parsed.ok) throw data(parsed.problem, { status: 400 });
    done = await moderateReview(db, staff.member, id, { action: "answer", answer: parsed.value.answer });
  } else {
    throw data("Unknown action.", { status: 400 });
  }
  if (!done) throw data("No such review.", { status: 404 });
  return redirect(`/staff/reviews#review-${id}-heading`);
}

export default function StaffReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, choice, real, stated, csrf, canModerate } = loaderData;
  const figuresError = actionData?.figures ?? null;
  const startingValue = String(actionData?.values?.startingEvents ?? choice.startingEvents);
  return (
    <>
      <h1 className="font-display text-ink-950 text-4xl">Reviews</h1>
      <p className="text-slate-text mt-2 max-w-3xl">
        Every client of a confirmed booking is asked for a review the morning after the event. A review appears on the
        testimonials pages, and in the rating search engines see, once you approve it and only if the client agreed to
        its publication. Hiding takes it off the site; your answer is shown under it.
        {canModerate ? null : " Only members who may publish the site's content can approve, hide or answer."}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <section aria-labelledby="reviews-heading">
          <h2 id="reviews-heading" className="font-display text-ink-950 text-2xl">
            {reviews.length} {reviews.length === 1 ? "review" : "reviews"}
          </h2>
          <StaffReviewList reviews={reviews} csrf={csrf} canModerate={canModerate} />
        </section>
        <div>
          <StaffPanel id="figures" title="Figures on the site">
            <p className="text-slate-text mt-2 text-sm">
              Stated: the figures in the company details ({stated.eventsServed} events served, {stated.averageRating}{" "}
              average rating). Real: the average of the published reviews and the events served (confirmed bookings
              whose date has passed, plus the number you start from); until a review is published, the stated rating
              stays.
            </p>
            {real ? (
              <p className="text-ink-950 mt-2 text-sm">
                Shown now: {real.eventsServed.toLocaleString("en-US")} events served
                {real.averageRating ? `, ${real.averageRating} average from ${real.reviewCount} reviews` : ""}.
              </p>
            ) : null}
            {canModerate ? (
              <IntentForm csrf={csrf} intent="figures" action="#figures" className="mt-4 grid gap-4" noValidate>
                {figuresError ? (
                  <p role="alert" id="figures-error" className="text-sm font-medium text-red-800">
                    {figuresError}
                  </p>
                ) : null}
                <fieldset className="grid gap-2 text-sm">
                  <legend className="text-ink-950 mb-1 font-medium">Figures</legend>
                  <label className="flex items-center gap-2">
                    <input type="radio" name="mode" value="stated" defaultChecked={choice.mode === "stated"} />
                    Stated claims (company details)
                  </label>
                  <label className="flex items-center gap-2">
                    <input type="radio" name="mode" value="real" defaultChecked={choice.mode === "real"} />
                    Real figures from the data
                  </label>
                </fieldset>
                <div className="grid gap-1 text-sm">
                  <label htmlFor="startingEvents" className="text-ink-950 font-medium">
                    Events served before the site counted bookings
                  </label>
                  <input
                    id="startingEvents"
                    name="startingEvents"
                    type="text"
                    inputMode="numeric"
                    defaultValue={startingValue}
                    aria-invalid={figuresError ? true : undefined}
                    aria-describedby={figuresError ? "figures-error" : undefined}
                    className={staffClasses.input}
                  />
                </div>
                <SubmitRow>Save the figures</SubmitRow>
              </IntentForm>
            ) : null}
          </StaffPanel>
        </div>
      </div>
    </>
  );
}
