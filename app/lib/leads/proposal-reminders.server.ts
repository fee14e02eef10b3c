import type { Kysely } from "kysely";
import { leadEventOf, leadLangOf } from "~/lib/calendar.server";
import { proposalReminderEmail } from "~/lib/email/kinds/proposal-reminder.server";
import { addDays, losAngelesClock, minutesOfDay } from "~/lib/los-angeles";
import { dailyLeadEmails, type ScheduledMailSettings } from "~/lib/mail/each-day.server";
import { claimRun } from "~/lib/storage/job-runs.server";
import type { Database } from "~/lib/storage/schema";
import { proposalExpiry, proposalPath } from "./proposal.server";

/*
 * The reminder of an unanswered proposal (issue 43; ADR 036): from 09:00 Los Angeles time two days before its
 * valid-until day, one e-mail to the client in their language with the proposal's link. Queued by the outbox
 * worker's poll like the clients' event reminders (reminders.server.ts), claimed per proposal in job_runs so that
 * several servers send it once.
 *
 * Only a proposal still waiting for the client is reminded: not one accepted, replaced by a newer one or closed by a
 * decision staff took (all leave `state = 'sent'`), not one the client asked about (they are talking to the office),
 * and not one whose lead staff closed or marked as spam. A proposal sent after its reminder was due gets none: its
 * own e-mail is fresh. When no server ran on the due day, the reminder goes at 09:00 on a later day, up to the last
 * one.
 */

export const PROPOSAL_REMINDER_JOB = "proposal-reminder";
export const PROPOSAL_REMINDER_DAYS_BEFORE = 2;
/** Los Angeles time: a morning e-mail, not one at midnight. */
export const PROPOSAL_REMINDER_TIME = "09:00";

/** Whether `at` is on or after the reminder's moment for a proposal valid until `validUntil`. */
function onOrAfterDue(at: Date, validUntil: string): boolean {
  const clock = losAngelesClock(at);
  const dueDay = addDays(validUntil, -PROPOSAL_REMINDER_DAYS_BEFORE);
  return clock.day > dueDay || (clock.day === dueDay && clock.minutes >= minutesOfDay(PROPOSAL_REMINDER_TIME));
}

export interface ProposalReminderSettings extends ScheduledMailSettings {
  /** The key that signs the proposals' links (the form tokens' secret). */
  secret: string;
}

/** The proposals still waiting for the client whose reminder may be due on `today`. */
const candidates = (db: Kysely<Database>, today: string) =>
  db
    .selectFrom("proposals as p")
    .innerJoin("leads as l", "l.id", "p.lead_id")
    .select([
      "p.id",
      "p.lead_id",
      "p.price_cents",
      "p.valid_until",
      "p.created_at",
      "l.reference",
      "l.email",
      "l.language",
      "l.fields",
      "l.created_at as lead_created_at",
    ])
    .where("p.state", "=", "sent")
    .where("p.valid_until", ">=", today)
    .where("p.valid_until", "<=", addDays(today, PROPOSAL_REMINDER_DAYS_BEFORE))
    .where("l.status", "in", ["new", "contacted"])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("proposal_questions as q").select("q.id").whereRef("q.proposal_id", "=", "p.id"))),
    )
    .orderBy("p.id")
    .execute();

const proposalReminders = dailyLeadEmails({
  time: PROPOSAL_REMINDER_TIME,
  kind: "proposal-reminder",
  template: proposalReminderEmail,
  due: async (db, _settings: ProposalReminderSettings, now, today) =>
    (await candidates(db, today)).flatMap((proposal) => {
      if (!onOrAfterDue(now, proposal.valid_until) || now >= proposalExpiry(proposal.valid_until)) return [];
      if (onOrAfterDue(new Date(proposal.created_at), proposal.valid_until)) return [];
      const event = leadEventOf({ ...proposal, created_at: proposal.lead_created_at });
      return event ? [{ proposal, lang: leadLangOf(proposal), event }] : [];
    }),
  claim: async (trx, { proposal, lang, event }, settings, now) => {
    // A write that changes nothing, to hold the proposal's row: an acceptance (or a decision) in progress on
    // another server finishes first and this finds the proposal no longer open; one that comes after waits for
    // this reminder to be queued.
    const open = await trx
      .updateTable("proposals")
      .set((eb) => ({ state: eb.ref("state") }))
      .where("id", "=", proposal.id)
      .where("state", "=", "sent")
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) !== 1) return null;
    const asked = await trx
      .selectFrom("proposal_questions")
      .select("id")
      .where("proposal_id", "=", proposal.id)
      .executeTakeFirst();
    if (asked) return null;
    if (!(await claimRun(trx, PROPOSAL_REMINDER_JOB, String(proposal.id), now))) return null;
    const data = {
      reference: proposal.reference,
      language: lang,
      eventDate: event.eventDate,
      priceCents: proposal.price_cents,
      validUntil: proposal.valid_until,
      url: `${settings.siteUrl}${proposalPath(settings.secret, proposal, lang)}`,
    };
    return { to: proposal.email, leadId: proposal.lead_id, data, key: proposal.id };
  },
  message: "proposal reminders queued",
  keys: "proposals",
});

/**
 * The outbox worker's poll task for the proposal reminders: once a Los Angeles day, from PROPOSAL_REMINDER_TIME. It
 * reads the time only from `now`, so a test can run it at any moment against any database.
 */
export const proposalReminderCheck = proposalReminders.check;
