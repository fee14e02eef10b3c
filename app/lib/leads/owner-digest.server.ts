import type { Kysely } from "kysely";
import { formRegistry } from "~/forms/registry";
import { type OwnerEventLine, type OwnerLeadLine, ownerDigest } from "~/lib/email/kinds/owner-digest.server";
import { replyAlert } from "~/lib/email/kinds/reply-alert.server";
import { storedEstimate } from "~/lib/estimate.server";
import type { Logger } from "~/lib/log.server";
import { addDays, losAngelesDay } from "~/lib/los-angeles";
import { eachDayFrom, type ScheduledMailSettings } from "~/lib/mail/each-day.server";
import { companyMessage, queueMessage } from "~/lib/mail/outbox.server";
import { eventHours } from "~/lib/staff/calendar-feed.server";
import { overdueLeads } from "~/lib/staff/report.server";
import { claimRun } from "~/lib/storage/job-runs.server";
import type { Database } from "~/lib/storage/schema";
import { type BookedEvent, bookedEvents } from "./booked-events.server";

/*
 * The owner's e-mails, queued by the outbox worker's poll like the digest of held leads, and claimed in job_runs
 * the same way so that several servers send each once:
 * - every morning at OWNER_DIGEST_TIME (Los Angeles), yesterday's leads, every open lead past its reply promise,
 *   the booked events of today and tomorrow, and how many clients' reviews wait for approval;
 * - once per lead, an alert when a lead is still "new" ALERT_HOURS_BEFORE its promise runs out (20 hours into a
 *   24-hour promise), while there is time to keep it.
 * The claim and the e-mail are one transaction: a server that fails between them gives the claim back.
 * Leads held as spam are left out: the held digest is theirs.
 */

export const OWNER_DIGEST_JOB = "owner-digest";
export const REPLY_ALERT_JOB = "reply-alert";
/** How long before a promise runs out its lead is flagged. */
export const ALERT_HOURS_BEFORE = 4;
/** Looking for leads to alert about every poll (2 s) would be a query every 2 s for an answer that changes hourly. */
const ALERT_CHECK_MS = 60_000;

const HOUR = 3_600_000;

export interface OwnerMailSettings extends ScheduledMailSettings {
  notifyEmail: string;
  /** HH:MM, Los Angeles (OWNER_DIGEST_TIME). */
  digestTime: string;
}

const leadUrl = (siteUrl: string, id: number) => `${siteUrl}/staff/leads/${id}`;

const eventLine = (siteUrl: string, event: BookedEvent): OwnerEventLine => ({
  reference: event.reference,
  hours: eventHours(event),
  serviceType: event.serviceType || "Event",
  venue: [event.venueName, event.venueAddress].filter(Boolean).join(", "),
  attendants: event.attendants,
  coordinator: `${event.coordinatorName}, ${event.coordinatorPhone}`,
  url: leadUrl(siteUrl, event.leadId),
});

/** Queues the digest of the day before `day`, unless it is done: the numbers it listed, or null when done already. */
export async function queueOwnerDigest(db: Kysely<Database>, mail: OwnerMailSettings, day: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    if (!(await claimRun(trx, OWNER_DIGEST_JOB, day, now))) return null;
    const yesterday = addDays(day, -1);
    const rows = await trx
      .selectFrom("leads")
      .select(["id", "reference", "form", "name", "created_at", "estimate"])
      .where("status", "!=", "spam")
      // A day either side in UTC; the Los Angeles day of each lead decides.
      .where("created_at", ">=", `${addDays(yesterday, -1)}T00:00:00.000Z`)
      .where("created_at", "<", `${addDays(day, 1)}T00:00:00.000Z`)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const leads: OwnerLeadLine[] = rows
      .filter((lead) => losAngelesDay(new Date(lead.created_at)) === yesterday)
      .map(({ estimate, ...lead }) => ({
        ...lead,
        receivedAt: lead.created_at,
        url: leadUrl(mail.siteUrl, lead.id),
        flags: storedEstimate(estimate)?.flags.map((flag) => flag.staff) ?? [],
      }));
    const overdue = (await overdueLeads(trx, now)).map((lead) => ({
      ...lead,
      receivedAt: lead.createdAt,
      url: leadUrl(mail.siteUrl, lead.id),
    }));
    const booked = await bookedEvents(trx, { from: day, to: addDays(day, 1) });
    const events = {
      today: booked.filter((event) => event.eventDate === day).map((event) => eventLine(mail.siteUrl, event)),
      tomorrow: booked.filter((event) => event.eventDate !== day).map((event) => eventLine(mail.siteUrl, event)),
    };
    const waiting = await trx
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirst();
    const reviews = { waiting: Number(waiting?.n ?? 0), url: `${mail.siteUrl}/staff/reviews` };
    const rendered = ownerDigest(
      { day: yesterday, leads, overdue, events, reportUrl: `${mail.siteUrl}/staff/report`, reviews },
      { siteUrl: mail.siteUrl, content: mail.content() },
    );
    await queueMessage(trx, companyMessage(mail, "owner-digest", rendered, now.toISOString()));
    return { leads: leads.length, overdue: overdue.length };
  });
}

/** The outbox worker's poll task for the morning digest: once the digest time has passed, once per day. */
export function ownerDigestCheck(db: Kysely<Database>, mail: OwnerMailSettings, log?: Logger) {
  return eachDayFrom(
    mail.digestTime,
    null,
    (now, day) => queueOwnerDigest(db, mail, day, now),
    (day, queued) => {
      if (queued) log?.info({ day, ...queued }, "owner's morning digest queued");
    },
  );
}

/** Queues an alert for each lead nearing its promise unanswered, once per lead; the references alerted. */
export async function queueReplyAlerts(db: Kysely<Database>, mail: OwnerMailSettings, now: Date) {
  const promises = Object.values(formRegistry).map((form) => form.replyHours);
  const [shortest, longest] = [Math.min(...promises), Math.max(...promises)];
  const candidates = await db
    .selectFrom("leads")
    .select(["id", "reference", "form", "name", "created_at"])
    .where("status", "=", "new")
    .where("created_at", "<=", new Date(now.getTime() - (shortest - ALERT_HOURS_BEFORE) * HOUR).toISOString())
    .where("created_at", ">", new Date(now.getTime() - longest * HOUR).toISOString())
    .orderBy("created_at")
    .execute();
  const alerted: string[] = [];
  for (const lead of candidates) {
    const promiseHours = formRegistry[lead.form].replyHours;
    const due = Date.parse(lead.created_at) + promiseHours * HOUR;
    // Only while there is time left: a lead past its promise is in the morning digest and the report.
    if (now.getTime() < due - ALERT_HOURS_BEFORE * HOUR || now.getTime() >= due) continue;
    const queued = await db.transaction().execute(async (trx) => {
      if (!(await claimRun(trx, REPLY_ALERT_JOB, lead.reference, now))) return false;
      const rendered = replyAlert(
        {
          reference: lead.reference,
          form: lead.form,
          name: lead.name,
          receivedAt: lead.created_at,
          url: leadUrl(mail.siteUrl, lead.id),
          promiseHours,
          dueAt: new Date(due).toISOString(),
        },
        { siteUrl: mail.siteUrl, content: mail.content() },
      );
      await queueMessage(trx, companyMessage(mail, "reply-alert", rendered, now.toISOString()));
      return true;
    });
    if (queued) alerted.push(lead.reference);
  }
  return alerted;
}

/** The outbox worker's poll task for reply alerts: looks once a minute. */
export function replyAlertCheck(db: Kysely<Database>, mail: OwnerMailSettings, log?: Logger) {
  let last = Number.NEGATIVE_INFINITY;
  return async (now: number) => {
    if (now - last < ALERT_CHECK_MS) return [];
    last = now;
    const alerted = await queueReplyAlerts(db, mail, new Date(now));
    if (alerted.length) log?.info({ leads: alerted }, "reply alerts queued");
    return alerted;
  };
}
