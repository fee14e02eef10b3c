import type { Kysely } from "kysely";
import { bumpContentVersion } from "~/lib/content-version.server";
import { isLang, type Lang } from "~/lib/lang";
import { bookedEvents } from "~/lib/leads/booked-events.server";
import { addDays } from "~/lib/los-angeles";
import { checkLink } from "~/lib/signed-link.server";
import type { Member } from "~/lib/staff/accounts.server";
import { recordEvent } from "~/lib/staff/audit.server";
import type { Database, ReviewRow, ReviewStatus } from "~/lib/storage/schema";
import type { FiguresChoice } from "./moderation";
import { averageOf, type ClientReview, type PublishedReviews } from "./published";
import { type ReviewInput, shortName } from "./review-form";

/*
 * Clients' reviews (issue 32, steps 5 and 6): the form a review request's link opens, one review per request, and
 * the owner's moderation. A review is shown on the site only when the owner approved it and the client agreed to
 * its publication; every change to what is shown bumps the content version, so every server shows it within
 * seconds (~/lib/content/live.server.ts).
 */

/** What a review link opens. */
export type ReviewLink =
  | { state: "forged" }
  | { state: "expired" }
  | { state: "received"; lang: Lang }
  | { state: "open"; requestId: number; leadId: number; lang: Lang; name: string };

/** The lead's fields that the review form and the review keep. */
interface BookingFacts {
  firstName: string;
  lastName: string;
  serviceType: string;
  eventDate: string;
}

const factsOf = (fields: string): BookingFacts => {
  const parsed = JSON.parse(fields) as Record<string, unknown>;
  const text = (name: string) => (typeof parsed[name] === "string" ? (parsed[name] as string) : "");
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    serviceType: text("serviceType"),
    eventDate: text("eventDate"),
  };
};

/**
 * Checks a token and finds its request: forged (or its request gone: erased, purged) is a 404, expired a 410,
 * an answered request says it was received, an open one gives the form's prefilled name.
 */
export async function openReviewLink(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now = new Date(),
): Promise<ReviewLink> {
  const link = checkLink(secret, "review", token, now);
  if (link.state === "forged") return link;
  const request = await db
    .selectFrom("review_requests as r")
    .innerJoin("leads as l", "l.id", "r.lead_id")
    .leftJoin("reviews as v", "v.request_id", "r.id")
    .select(["r.id", "r.lead_id", "l.language", "l.fields", "v.id as reviewId"])
    .where("r.id", "=", link.id)
    .executeTakeFirst();
  if (!request) return { state: "forged" };
  if (link.state === "expired") return { state: "expired" };
  const lang = isLang(request.language) ? request.language : "en";
  if (request.reviewId !== null) return { state: "received", lang };
  const facts = factsOf(request.fields);
  return {
    state: "open",
    requestId: request.id,
    leadId: request.lead_id,
    lang,
    name: shortName(facts.firstName, facts.lastName),
  };
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /unique|duplicate key/i.test(`${error.message} ${(error as { code?: string }).code ?? ""}`);

/**
 * Stores the review of an open request, in the language it was written in. The first submit makes it; a second
 * (another tab, a double click, a second server) makes nothing and is told it was received: the unique request
 * decides.
 */
export async function submitReview(
  db: Kysely<Database>,
  { requestId, input, lang, now = new Date() }: { requestId: number; input: ReviewInput; lang: Lang; now?: Date },
): Promise<"created" | "received"> {
  const request = await db
    .selectFrom("review_requests as r")
    .innerJoin("leads as l", "l.id", "r.lead_id")
    .select(["r.lead_id", "r.event_date", "l.fields"])
    .where("r.id", "=", requestId)
    .executeTakeFirstOrThrow();
  const facts = factsOf(request.fields);
  const at = now.toISOString();
  try {
    await db
      .insertInto("reviews")
      .values({
        request_id: requestId,
        lead_id: request.lead_id,
        rating: input.rating,
        text: input.text,
        display_name: input.name,
        consent: input.consent ? 1 : 0,
        language: lang,
        service_type: facts.serviceType,
        event_month: request.event_date.slice(0, 7),
        status: "pending",
        answer: "",
        created_at: at,
        updated_at: at,
      })
      .execute();
    return "created";
  } catch (error) {
    if (isUniqueViolation(error)) return "received";
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The owner's moderation (/staff/reviews)

export interface StaffReview extends ReviewRow {
  reference: string | null;
}

/** Every review, newest first, with its lead's reference while the lead is kept. */
export function listReviews(db: Kysely<Database>): Promise<StaffReview[]> {
  return db
    .selectFrom("reviews as v")
    .leftJoin("leads as l", "l.id", "v.lead_id")
    .selectAll("v")
    .select("l.reference")
    .orderBy("v.created_at", "desc")
    .orderBy("v.id", "desc")
    .execute();
}

export type Moderation = { action: "approve" } | { action: "hide" } | { action: "answer"; answer: string };

const statusAfter: Record<"approve" | "hide", ReviewStatus> = { approve: "approved", hide: "hidden" };

/** Approves, hides or answers a review; audited; the site's content version is bumped. False: no such review. */
export async function moderateReview(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  id: number,
  change: Moderation,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom("reviews")
      .select(["id", "lead_id", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!review) return false;
    const at = now.toISOString();
    if (change.action === "answer") {
      await trx.updateTable("reviews").set({ answer: change.answer, updated_at: at }).where("id", "=", id).execute();
    } else {
      await trx
        .updateTable("reviews")
        .set({ status: statusAfter[change.action], updated_at: at })
        .where("id", "=", id)
        .execute();
    }
    const action =
      change.action === "answer"
        ? change.answer
          ? "answered a review"
          : "removed the answer to a review"
        : change.action === "approve"
          ? "approved a review"
          : "hid a review";
    await recordEvent(trx, actor, { leadId: review.lead_id, action, detail: `review ${id}` }, now);
    await bumpContentVersion(trx);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The figures the site shows: the owner's stated claims, or real ones from the data

const FIGURES = "review-figures";

/**
 * The owner's choice: "stated" figures (the company details) or "real" ones; startingEvents (events served before
 * the site counted bookings) is added to the confirmed bookings whose date has passed.
 */
export async function figuresChoice(db: Kysely<Database>): Promise<FiguresChoice> {
  const row = await db.selectFrom("settings").select("value").where("name", "=", FIGURES).executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Partial<FiguresChoice>) : {};
  return {
    mode: stored.mode === "real" ? "real" : "stated",
    startingEvents: Number.isSafeInteger(stored.startingEvents) ? Number(stored.startingEvents) : 0,
  };
}

export async function setFiguresChoice(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  choice: FiguresChoice,
  now = new Date(),
): Promise<void> {
  const value = JSON.stringify(choice);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("settings")
      .values({ name: FIGURES, value })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
      .execute();
    const detail =
      choice.mode === "real" ? `real figures, starting from ${choice.startingEvents} events` : "stated figures";
    await recordEvent(trx, actor, { leadId: null, action: "chose the site's figures", detail }, now);
    await bumpContentVersion(trx);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What the site shows, loaded with the published content

const asRating = (n: number) => Math.min(5, Math.max(1, Math.round(n))) as ClientReview["rating"];

/** The approved reviews with consent, newest first, and the real figures when the owner chose them. */
export async function loadPublishedReviews(db: Kysely<Database>, today: string): Promise<PublishedReviews> {
  const rows = await db
    .selectFrom("reviews")
    .selectAll()
    .where("status", "=", "approved")
    .where("consent", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const reviews = rows.map(
    (r): ClientReview => ({
      id: r.id,
      rating: asRating(r.rating),
      text: r.text,
      name: r.display_name,
      lang: isLang(r.language) ? r.language : "en",
      serviceType: r.service_type,
      eventMonth: r.event_month,
      answer: r.answer,
      createdAt: r.created_at,
    }),
  );
  const choice = await figuresChoice(db);
  if (choice.mode === "stated") return { reviews, figures: null };
  const served = await bookedEvents(db, { from: "0000-01-01", to: addDays(today, -1) });
  return {
    reviews,
    figures: {
      eventsServed: choice.startingEvents + served.length,
      averageRating: averageOf(reviews.map((r) => r.rating)),
      reviewCount: reviews.length,
    },
  };
}

/** Deletes the reviews of these leads (a privacy erasure: all; the retention purge: all but the published). */
export async function deleteReviewsOf(
  db: Kysely<Database>,
  leadIds: number[],
  { keepPublished }: { keepPublished: boolean },
): Promise<number> {
  if (!leadIds.length) return 0;
  const gone = await db
    .deleteFrom("reviews")
    .where("lead_id", "in", leadIds)
    .$if(keepPublished, (q) => q.where((eb) => eb.not(eb.and([eb("status", "=", "approved"), eb("consent", "=", 1)]))))
    .returning(["status", "consent"])
    .execute();
  // A review that was on the site leaves it on every server.
  if (gone.some((r) => r.status === "approved" && r.consent === 1)) await bumpContentVersion(db);
  return gone.length;
}

/** The review requests and reviews of these leads, for a right-to-know export. */
export async function leadReviews(db: Kysely<Database>, leadIds: number[]) {
  if (!leadIds.length) return { requests: [], reviews: [] };
  const [requests, reviews] = await Promise.all([
    db.selectFrom("review_requests").selectAll().where("lead_id", "in", leadIds).orderBy("id").execute(),
    db.selectFrom("reviews").selectAll().where("lead_id", "in", leadIds).orderBy("id").execute(),
  ]);
  return { requests, reviews };
}
