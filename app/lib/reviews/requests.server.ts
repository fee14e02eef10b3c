import { reviewRequestEmail } from "~/lib/email/kinds/review-request.server";
import { type Lang, localizePath } from "~/lib/lang";
import { bookedEvents } from "~/lib/leads/booked-events.server";
import { addDays, losAngelesClock } from "~/lib/los-angeles";
import { dailyLeadEmails, type ScheduledMailSettings } from "~/lib/mail/each-day.server";
import { signLink } from "~/lib/signed-link.server";

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

export interface ReviewLinkSettings extends ScheduledMailSettings {
  /** The services' formSecret: the key of every signed link. */
  secret: string;
}

/** The review form's address of a request, in the client's language. */
export const reviewUrl = (siteUrl: string, token: string, lang: Lang) =>
  `${siteUrl}${localizePath(`/review/${token}`, lang)}`;

const reviewRequests = dailyLeadEmails({
  time: REVIEW_REQUEST_TIME,
  kind: "review-request",
  template: reviewRequestEmail,
  due: async (db, _settings: ReviewLinkSettings, _now, day) => {
    const events = await bookedEvents(db, { from: addDays(day, -CATCH_UP_DAYS), to: addDays(day, -1) });
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
    return events.filter((e) => !asked.has(e.leadId));
  },
  claim: async (trx, event, { siteUrl, secret }, now) => {
    const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY);
    const request = await trx
      .insertInto("review_requests")
      .values({
        lead_id: event.leadId,
        event_date: event.eventDate,
        expires_at: expiresAt.toISOString(),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("lead_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    // Another server asked this client meanwhile.
    if (!request) return null;
    const token = signLink(secret, "review", request.id, expiresAt);
    const data = {
      reference: event.reference,
      language: event.lang,
      eventDate: event.eventDate,
      reviewUrl: reviewUrl(siteUrl, token, event.lang),
      validUntil: losAngelesClock(expiresAt).day,
    };
    return { to: event.email, leadId: event.leadId, data, key: event.reference };
  },
  message: "review requests queued",
  keys: "references",
});

/** Queues the review requests due at `now` that no server has queued: the references asked. */
export const queueReviewRequests = reviewRequests.queue;

/**
 * The outbox worker's poll task for review requests: once a Los Angeles day, from REVIEW_REQUEST_TIME. It reads
 * the time only from `now`, so a test can run it as of any morning against any database.
 */
export const reviewRequestCheck = reviewRequests.check;
