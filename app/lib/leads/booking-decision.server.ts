import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import {
  type BookingEvent,
  bookingCalendar,
  calendarFileName,
  calendarMethod,
  leadEventOf,
  leadLangOf,
} from "~/lib/calendar.server";
import type { EmailContext } from "~/lib/email/frame.server";
import { bookingDecisionEmail } from "~/lib/email/kinds/booking-decision.server";
import type { Lang } from "~/lib/lang";
import { outboxMessage, queueMessage } from "~/lib/mail/outbox.server";
import type { MailAttachment } from "~/lib/mail/transport.server";
import type { Member } from "~/lib/staff/accounts.server";
import { recordEvent } from "~/lib/staff/audit.server";
import type { BookingDecisionKind, BookingDecisionRow, Database, LeadStatus } from "~/lib/storage/schema";
import { type BookingDecisionInput, clockText, dollarsOf } from "./booking-decision";

/*
 * Confirming, declining or cancelling a booking from its lead page (issue 32, step 1). One transaction stores the
 * decision (numbered: the lead's first is 1), moves the lead's status (confirmed → booked; declined or cancelled →
 * closed), queues the client's e-mail in their language with the updated calendar file, and records who did it.
 * The e-mail goes through the outbox like every other, so it is sent, retried and shown on the lead page the same
 * way.
 */

/** The lead status a decision leaves. */
export const statusAfter: Record<BookingDecisionKind, LeadStatus> = {
  confirmed: "booked",
  declined: "closed",
  cancelled: "closed",
};

/** What the audit trail says a decision did. */
const auditAction: Record<BookingDecisionKind, string> = {
  confirmed: "confirmed the booking",
  declined: "declined the booking",
  cancelled: "cancelled the booking",
};

/** Why a decision cannot be taken on a lead: shown on the page. */
export class DecisionRefused extends Error {}

/** A lead's decisions, oldest first: the last is the booking's state. */
export function bookingDecisionHistory(db: Kysely<Database>, leadId: number): Promise<BookingDecisionRow[]> {
  return db.selectFrom("booking_decisions").selectAll().where("lead_id", "=", leadId).orderBy("sequence").execute();
}

/** One line of a decision's details for staff: "8 attendants · 4:00 PM–11:30 PM · $1,250 · coordinator Ana, …". */
export function decisionSummary(row: BookingDecisionRow): string {
  return [
    row.attendants ? `${row.attendants} attendant${row.attendants === 1 ? "" : "s"}` : null,
    row.arrival && row.end_time ? `${clockText(row.arrival)}–${clockText(row.end_time)}` : null,
    row.price_cents ? dollarsOf(row.price_cents) : null,
    `coordinator ${row.coordinator_name}, ${row.coordinator_phone}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /unique|duplicate key/i.test(`${error.message} ${(error as { code?: string }).code ?? ""}`);

/** A staff member's action on a lead that e-mails its client (a booking decision, a proposal), at `now`. */
export interface ClientMailAction<Input> {
  leadId: number;
  input: Input;
  actor: Pick<Member, "name" | "email">;
  siteUrl: string;
  /** What the client's e-mail (and calendar file) say of the company: the request's snapshot. */
  content: ContentSnapshot;
  now?: Date;
}

export interface DecisionResult {
  sequence: number;
  status: LeadStatus;
  /**
   * With `unlessConfirmed`, the confirmation that already stood: no decision was taken and nothing was sent, and
   * `sequence` is that confirmation's.
   */
  standing?: BookingDecisionRow;
}

/**
 * Takes a decision on a booking lead: stored, the lead's status moved, the client's e-mail queued and the change
 * audited, all or nothing. Throws DecisionRefused for a lead that is not a booking with a date and time, or is held
 * as spam.
 */
export async function recordBookingDecision(
  db: Kysely<Database>,
  {
    leadId,
    input,
    actor,
    siteUrl,
    content,
    unlessConfirmed = false,
    now = new Date(),
  }: ClientMailAction<BookingDecisionInput> & {
    /**
     * A confirmation that finds the booking confirmed already takes no decision and sends nothing: a client
     * accepting a proposal must not get a second "confirmed" e-mail. Staff leave it off, to change a booking.
     */
    unlessConfirmed?: boolean;
  },
): Promise<DecisionResult> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "reference", "form", "status", "email", "fields", "language", "created_at"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) throw new DecisionRefused("No such lead.");
  // A quote becomes a booking when its client accepts the proposal (proposal.server.ts).
  if (lead.form !== "booking" && lead.form !== "quote")
    throw new DecisionRefused("Only booking and quote requests can be confirmed.");
  if (lead.status === "spam") throw new DecisionRefused("Mark the lead as not spam before deciding on it.");
  const lang = leadLangOf(lead);
  const event = leadEventOf(lead);
  if (!event) throw new DecisionRefused("This booking has no event date and time to confirm.");
  const at = now.toISOString();
  const status = statusAfter[input.decision];
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("booking_decisions")
          .selectAll()
          .where("lead_id", "=", leadId)
          .orderBy("sequence", "desc")
          .limit(1)
          .executeTakeFirst();
        // Read in the transaction whose insert of the next number is unique: a confirmation committed meanwhile
        // makes this insert fail, and the retry sees it here.
        if (unlessConfirmed && input.decision === "confirmed" && last?.decision === "confirmed")
          return { sequence: last.sequence, status: lead.status, standing: last };
        const sequence = (last?.sequence ?? 0) + 1;
        await trx
          .insertInto("booking_decisions")
          .values({
            lead_id: leadId,
            decision: input.decision,
            sequence,
            attendants: input.attendants,
            arrival: input.arrival,
            end_time: input.endTime,
            coordinator_name: input.coordinatorName,
            coordinator_phone: input.coordinatorPhone,
            price_cents: input.price,
            note: input.note,
            actor_name: actor.name,
            created_at: at,
          })
          .execute();
        await trx.updateTable("leads").set({ status, updated_at: at }).where("id", "=", leadId).execute();
        // The decision answers the request: a proposal still open for it can no longer be accepted.
        await trx
          .updateTable("proposals")
          .set({ state: "superseded", superseded_at: at })
          .where("lead_id", "=", leadId)
          .where("state", "=", "sent")
          .execute();
        await queueMessage(trx, {
          lead_id: leadId,
          ...decisionMessage({ event, input, sequence, lang, ctx: { siteUrl, content }, at, to: lead.email }),
        });
        const was = lead.status === status ? "" : ` (status ${lead.status} → ${status})`;
        await recordEvent(
          trx,
          actor,
          { leadId, action: auditAction[input.decision], detail: `decision ${sequence}, e-mailed to the client${was}` },
          now,
        );
        return { sequence, status };
      });
    } catch (error) {
      // Another decision took this number meanwhile: the next one is this decision's.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** The client's e-mail of a decision, with its calendar file, as the outbox row that sends it. */
export function decisionMessage({
  event,
  input,
  sequence,
  lang,
  ctx,
  at,
  to,
}: {
  event: BookingEvent;
  input: BookingDecisionInput;
  sequence: number;
  lang: Lang;
  ctx: EmailContext;
  at: string;
  to: string;
}) {
  const update = {
    decision: input.decision,
    sequence,
    decidedAt: at,
    attendants: input.attendants,
    arrival: input.arrival,
    endTime: input.endTime,
    coordinator: { name: input.coordinatorName, phone: input.coordinatorPhone },
  };
  const attachments: MailAttachment[] = [
    {
      filename: calendarFileName(ctx.content, event.reference),
      contentType: `text/calendar; charset=utf-8; method=${calendarMethod(update)}`,
      content: bookingCalendar({ ...event, lang }, ctx, update),
    },
  ];
  const rendered = bookingDecisionEmail(
    {
      reference: event.reference,
      language: lang,
      decision: input.decision,
      eventDate: event.eventDate,
      attendants: input.attendants,
      arrival: input.arrival,
      endTime: input.endTime,
      coordinatorName: input.coordinatorName,
      coordinatorPhone: input.coordinatorPhone,
      priceCents: input.price,
      note: input.note,
      calendarAttached: true,
    },
    ctx,
  );
  return {
    ...outboxMessage(ctx.siteUrl, "booking-decision", to, rendered, at),
    attachments: JSON.stringify(attachments),
  };
}
