import type { Kysely } from "kysely";
import { bookingEventOf } from "~/lib/calendar.server";
import { isLang, type Lang } from "~/lib/lang";
import type { Database } from "~/lib/storage/schema";
import type { DecisionTeam } from "./booking-decision";

/*
 * The booked events: booking leads whose latest decision is a confirmation (booking-decision.server.ts). The team's
 * calendar, the client's reminder, the owner's digest and the review request all read them from here.
 */

export interface BookedEvent extends DecisionTeam {
  leadId: number;
  reference: string;
  lang: Lang;
  clientName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, Los Angeles. */
  eventDate: string;
  /** HH:MM the client asked for. */
  eventTime: string;
  serviceType: string;
  guestCount: number;
  venueName: string;
  venueAddress: string;
  /** The confirmation's number; its arrival null means at eventTime. */
  sequence: number;
  confirmedAt: string;
}

/** Confirmed events from `from` to `to` (YYYY-MM-DD, both included), by date and time. */
export async function bookedEvents(
  db: Kysely<Database>,
  { from, to }: { from: string; to: string },
): Promise<BookedEvent[]> {
  const rows = await db
    .selectFrom("booking_decisions as d")
    .innerJoin("leads as l", "l.id", "d.lead_id")
    .select([
      "l.id as leadId",
      "l.reference",
      "l.language",
      "l.name",
      "l.email",
      "l.phone",
      "l.fields",
      "l.created_at as receivedAt",
      "d.sequence",
      "d.attendants",
      "d.arrival",
      "d.end_time",
      "d.coordinator_name",
      "d.coordinator_phone",
      "d.price_cents",
      "d.created_at as confirmedAt",
    ])
    .where("d.decision", "=", "confirmed")
    .where("l.status", "!=", "spam")
    .where(({ eb, selectFrom }) =>
      eb(
        "d.sequence",
        "=",
        selectFrom("booking_decisions as latest")
          .select(({ fn }) => fn.max("latest.sequence").as("n"))
          .whereRef("latest.lead_id", "=", "d.lead_id"),
      ),
    )
    .execute();
  const events: BookedEvent[] = [];
  for (const row of rows) {
    const fields = JSON.parse(row.fields) as Record<string, unknown>;
    const lang = isLang(row.language) ? row.language : "en";
    const event = bookingEventOf({ reference: row.reference, receivedAt: row.receivedAt, lang }, fields);
    if (!event || event.eventDate < from || event.eventDate > to) continue;
    const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
    events.push({
      leadId: row.leadId,
      reference: row.reference,
      lang,
      clientName: row.name,
      email: row.email,
      phone: row.phone,
      eventDate: event.eventDate,
      eventTime: event.eventTime.slice(0, 5),
      serviceType: event.serviceType,
      guestCount: event.guestCount,
      venueName: text("venueName"),
      venueAddress: text("venueAddress"),
      sequence: row.sequence,
      attendants: row.attendants,
      arrival: row.arrival,
      endTime: row.end_time,
      coordinatorName: row.coordinator_name,
      coordinatorPhone: row.coordinator_phone,
      priceCents: row.price_cents,
      confirmedAt: row.confirmedAt,
    });
  }
  const startOf = (e: BookedEvent) => `${e.eventDate} ${e.arrival ?? e.eventTime}`;
  return events.sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.reference.localeCompare(b.reference));
}
