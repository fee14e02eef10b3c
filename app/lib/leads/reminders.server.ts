import { clientReminderEmail } from "~/lib/email/kinds/client-reminder.server";
import { addDays, losAngelesClock, minutesOfDay } from "~/lib/los-angeles";
import { dailyLeadEmails, type ScheduledMailSettings } from "~/lib/mail/each-day.server";
import { claimRun } from "~/lib/storage/job-runs.server";
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

const clientReminders = dailyLeadEmails({
  time: REMINDER_TIME,
  kind: "client-reminder",
  template: clientReminderEmail,
  due: async (db, _settings: ScheduledMailSettings, _now, day) =>
    (await bookedEvents(db, { from: addDays(day, 1), to: addDays(day, REMINDER_DAYS_BEFORE) })).filter(
      confirmedBeforeReminder,
    ),
  claim: async (trx, event, _settings, now) => {
    if (!(await claimRun(trx, CLIENT_REMINDER_JOB, `${event.reference}:${event.eventDate}`, now))) return null;
    const data = {
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
    };
    return { to: event.email, leadId: event.leadId, data, key: event.reference };
  },
  message: "client reminders queued",
  keys: "references",
});

/**
 * The outbox worker's poll task for the clients' reminders: once a Los Angeles day, from REMINDER_TIME. It reads the
 * time only from `now`, so a test can run it at any moment against any database.
 */
export const clientReminderCheck = clientReminders.check;
