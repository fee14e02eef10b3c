import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { reviewRequestEmail } from "~/lib/email/kinds/review-request.server";
import { type Lang, localizePath } from "~/lib/lang";
import { bookedEvents } from "~/lib/leads/booked-events.server";
import { addDays, losAngelesClock, minutesOfDay } from "~/lib/los-angeles";
import { eachDayListFrom } from "~/lib/mail/each-day.server";
import { queueEach, queueLeadMessage } from "~/lib/mail/outbox.server";
import { signLink } from "~/lib/signed-link.server";
import type { Database } from "~/lib/storage/schema";

/*
 * The review request (issue 32, step 5): from 09:00 Los Angeles time the morning after a confirmed event, every
 * such client gets one e-mail in the lead's language with a signed link to the review form. Every one: asking only
 * the happy clients is what Google's rules and the FTC's forbid. Queued by the outbox worker's poll; the request's
 * row (unique per lead) and the e-mail are one transaction, so of several servers the one whose insert lands
 * sends it, and a booking is asked once however often the job runs.
 *
 * Events of the few days before yesterday are looked at too: when no server ran on the morning after, the request
 * comes late rather than never.
 */

/** Los Angeles time: a morning e-mail, not one at midnight. */
export const REVIEW_REQUEST_TIME = "09:00";
/** How long the link opens the form. */
export const REVIEW_LINK_DAYS = 60;
/** How many days late a request may still go. */
const CATCH_UP_DAYS = 3;

const DAY = 86_400_000;

export interface ReviewLinkSettings {
  siteUrl: string;
  /** The services' formSecret: the key of every signed link. */
  secret: string;
  /** The server's newest content snapshot, read when the e-mail is rendered: what it says of the company. */
  content: () => ContentSnapshot;
}

/** The review form's address of a request, in the client's language. */
export const reviewUrl = (siteUrl: string, token: string, lang: Lang) =>
  `${siteUrl}${localizePath(`/review/${token}`, lang)}`;

/** Queues the review requests due at `now` that no server has queued: the references asked. */
export async function queueReviewRequests(
  db: Kysely<Database>,
  { siteUrl, secret, content }: ReviewLinkSettings,
  now: Date,
): Promise<string[]> {
  const clock = losAngelesClock(now);
  if (clock.minutes < minutesOfDay(REVIEW_REQUEST_TIME)) return [];
  const events = await bookedEvents(db, { from: addDays(clock.day, -CATCH_UP_DAYS), to: addDays(clock.day, -1) });
  if (!events.length) return [];
  const asked = new Set(
    (
      await db
        .selectFrom("review_requests")
        .select("lead_id")
        .where(
          "lead_id",
          "in",
          events.map((e) => e.leadId),
        )
        .execute()
    ).map((r) => r.lead_id),
  );
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY);
  return queueEach(
    db,
    events.filter((e) => !asked.has(e.leadId)),
    async (trx, event) => {
      const request = await trx
        .insertInto("review_requests")
        .values({
          lead_id: event.leadId,
          event_date: event.eventDate,
          expires_at: expiresAt.toISOString(),
          created_at: at,
        })
        .onConflict((oc) => oc.column("lead_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      // Another server asked this client meanwhile.
      if (!request) return null;
      const token = signLink(secret, "review", request.id, expiresAt);
      const rendered = reviewRequestEmail(
        {
          reference: event.reference,
          language: event.lang,
          eventDate: event.eventDate,
          reviewUrl: reviewUrl(siteUrl, token, event.lang),
          validUntil: losAngelesClock(expiresAt).day,
        },
        { siteUrl, content: content() },
      );
      await queueLeadMessage(trx, siteUrl, "review-request", event.email, rendered, at, event.leadId);
      return event.reference;
    },
  );
}

/**
 * The outbox worker's poll task for review requests: once a Los Angeles day, from REVIEW_REQUEST_TIME. It reads
 * the time only from `now`, so a test can run it as of any morning against any database.
 */
export const reviewRequestCheck = eachDayListFrom(
  REVIEW_REQUEST_TIME,
  queueReviewRequests,
  "review requests queued",
  "references",
);
