import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import type { BookingDecisionInput } from "~/lib/leads/booking-decision";
import { recordBookingDecision } from "~/lib/leads/booking-decision.server";
import { type LeadSubmission, recordLead } from "~/lib/leads/leads.server";
import type { Database, OutboxMessage } from "~/lib/storage/schema";
import { leadSubmission } from "./leads";

/*
 * For the unit tests: a lead as the lead action records it, and the owner's
 * decision on it as the staff page records it, written once for every suite that needs a booked event.
 */

export const TEST_SITE_URL = "https://valet.example";
export const TEST_NOTIFY_EMAIL = "office@valet.example";

/** Records `overrides` on a valid booking, received at `at`; the lead comes back with the client's address. */
export async function recordTestLead(
  db: Kysely<Database>,
  content: ContentSnapshot,
  overrides: Partial<LeadSubmission> = {},
  at?: Date,
) {
  const submission = leadSubmission(overrides);
  const lead = await recordLead(
    db,
    submission,
    { siteUrl: TEST_SITE_URL, notifyEmail: TEST_NOTIFY_EMAIL, content },
    at,
  );
  return { ...lead, email: submission.email };
}

/** A wedding booking for `eventDate` at 17:30, at The Glasshouse (1 Ocean Ave, Santa Monica). */
export const recordTestBooking = (
  db: Kysely<Database>,
  content: ContentSnapshot,
  eventDate: string,
  language: "en" | "es" = "en",
) =>
  recordTestLead(db, content, {
    language,
    values: {
      eventDate,
      eventTime: "17:30",
      serviceType: "Wedding",
      venueName: "The Glasshouse",
      venueAddress: "1 Ocean Ave, Santa Monica",
    },
  });

/** The e-mails of one kind queued for a lead, oldest first. */
export const mailOf = (db: Kysely<Database>, leadId: number, kind: OutboxMessage["kind"]) =>
  db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).where("kind", "=", kind).orderBy("id").execute();

export const testOwner = { name: "Olga Owner", email: "owner@valet.example" };

type Team = Partial<Pick<BookingDecisionInput, "attendants" | "arrival" | "endTime">>;

/** A confirmation names the team (4 attendants, 16:30 to 22:00 unless told); any other decision names none. */
export function decisionInput(decision: BookingDecisionInput["decision"], team: Team = {}): BookingDecisionInput {
  const confirmed = decision === "confirmed";
  return {
    decision,
    attendants: confirmed ? (team.attendants ?? 4) : null,
    arrival: confirmed ? (team.arrival ?? "16:30") : null,
    endTime: confirmed ? (team.endTime ?? "22:00") : null,
    coordinatorName: "Marisol Vega",
    coordinatorPhone: "(310) 555-0142",
    price: null,
    note: "",
  };
}

/** Records the owner's decision on a lead, at `now` (the real clock when not given). */
export const decideBooking = (
  db: Kysely<Database>,
  decision: BookingDecisionInput["decision"],
  {
    leadId,
    content,
    siteUrl,
    now,
    team,
  }: { leadId: number; content: ContentSnapshot; siteUrl?: string; now?: Date; team?: Team },
) =>
  recordBookingDecision(db, {
    leadId,
    actor: testOwner,
    siteUrl: siteUrl ?? TEST_SITE_URL,
    content,
    now,
    input: decisionInput(decision, team),
  });
