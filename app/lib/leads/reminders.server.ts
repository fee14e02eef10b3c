import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { clientReminderEmail } from "~/lib/email/kinds/client-reminder.server";
import { addDays, losAngelesClock, minutesOfDay } from "~/lib/los-angeles";
import { eachDayListFrom } from "~/lib/mail/each-day.server";
import { queueEach, queueLeadMessage } from "~/lib/mail/outbox.server";
import { claimRun } from "~/lib/storage/job-runs.server";
import type { Database } from "~/lib/storage/schema";
import { type BookedEvent, bookedEvents } from "./booked-events.server";

/*
 * The client's reminder (issue 32, step 4; ADR 037): from 09:00 Los Angeles time two days before a confirmed
 * event, one e-mail in the lead's language with the hours, the venue, what to expect and the coordinator. Queued by
 * the outbox worker's poll like the owner's digest, claimed per booking and event date in job_runs so that several
 * servers send it once; the claim and the e-mail are one transaction.
 *
 * A booking confirmed after its reminder time (less than two days before the event) gets none: its confirmation
 * e-mail, a few hours old at most, already says all the reminder would.
 *
 * The events of tomorrow are looked at too: when no server ran at all on the reminder's day, the reminder comes a
 * day late rather than never.
 */

export const CLIENT_REMINDER_JOB = "client-reminder";
export const REMINDER_DAYS_BEFORE = 2;
/** Los Angeles time: a morning e-mail, not one at midnight. */
export const REMINDER_TIME = "09:00";

/** Whether the event was confirmed before its reminder was due (REMINDER_DAYS_BEFORE days earlier, REMINDER_TIME). */
function confirmedBeforeReminder(event: BookedEvent): boolean {
  const confirmed = losAngelesClock(new Date(event.confirmedAt));
  const dueDay = addDays(event.eventDate, -REMINDER_DAYS_BEFORE);
  return confirmed.day < dueDay || (confirmed.day === dueDay && confirmed.minutes < minutesOfDay(REMINDER_TIME));
}

export interface ReminderSettings {
  siteUrl: string;
  /** The server's newest content snapshot, read when the e-mail is rendered: what it says of the company. */
  content: () => ContentSnapshot;
}

/** Queues the reminders due at `now` that no server has queued: the references reminded. */
export async function queueClientReminders(
  db: Kysely<Database>,
  { siteUrl, content }: ReminderSettings,
  now: Date,
): Promise<string[]> {
  const clock = losAngelesClock(now);
  if (clock.minutes < minutesOfDay(REMINDER_TIME)) return [];
  const events = await bookedEvents(db, {
    from: addDays(clock.day, 1),
    to: addDays(clock.day, REMINDER_DAYS_BEFORE),
  });
  const at = now.toISOString();
  return queueEach(db, events.filter(confirmedBeforeReminder), async (trx, event) => {
    if (!(await claimRun(trx, CLIENT_REMINDER_JOB, `${event.reference}:${event.eventDate}`, now))) return null;
    const rendered = clientReminderEmail(
      {
        reference: event.reference,
        language: event.lang,
        eventDate: event.eventDate,
        arrival: event.arrival ?? event.eventTime,
        endTime: event.endTime,
        attendants: event.attendants,
        venueName: event.venueName,
        venueAddress: event.venueAddress,
        coordinatorName: event.coordinatorName,
        coordinatorPhone: event.coordinatorPhone,
      },
      { siteUrl, content: content() },
    );
    await queueLeadMessage(trx, siteUrl, "client-reminder", event.email, rendered, at, event.leadId);
    return event.reference;
  });
}

/**
 * The outbox worker's poll task for the clients' reminders: once a Los Angeles day, from REMINDER_TIME. It reads the
 * time only from `now`, so a test can run it at any moment against any database.
 */
export const clientReminderCheck = eachDayListFrom(
  REMINDER_TIME,
  queueClientReminders,
  "client reminders queued",
  "references",
);
