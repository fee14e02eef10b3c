import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import type { Database } from "~/lib/storage/schema";
import type { BookingDecisionInput } from "./booking-decision";
import { recordBookingDecision } from "./booking-decision.server";

/*
 * For the unit tests only (nothing under app/ imports it): the owner's decision on a booking, as the staff page
 * records it, written once for every suite that needs a confirmed or cancelled event.
 */

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
  }: { leadId: number; content: ContentSnapshot; siteUrl: string; now?: Date; team?: Team },
) =>
  recordBookingDecision(db, { leadId, actor: testOwner, siteUrl, content, now, input: decisionInput(decision, team) });
