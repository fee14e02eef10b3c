import { describe, expect, it } from "vitest";
import { decideBooking, recordTestBooking } from "../../../tests/support/bookings";
import { seedContent } from "../../../tests/support/content";
import { openedFor, sqlite } from "../../../tests/support/databases";
import { bookedEvents } from "./booked-events.server";
import type { BookingDecisionInput } from "./booking-decision";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

const at = openedFor(sqlite);

const booking = (eventDate: string, language: "en" | "es" = "en") =>
  recordTestBooking(at.storage.db, content, eventDate, language);

const decide = (leadId: number, decision: BookingDecisionInput["decision"], arrival = "16:30") =>
  decideBooking(at.storage.db, decision, { leadId, content, team: { arrival } });

describe("booked events", () => {
  it("are the bookings whose latest decision confirms them, in the range, by date and time", async () => {
    const late = await booking("2027-07-10");
    const early = await booking("2027-07-10", "es");
    const cancelled = await booking("2027-07-11");
    const pending = await booking("2027-07-12");
    const outside = await booking("2027-08-01");
    await decide(late.id, "confirmed", "18:00");
    await decide(early.id, "confirmed", "15:00");
    await decide(cancelled.id, "confirmed");
    await decide(cancelled.id, "cancelled");
    await decide(outside.id, "confirmed");
    void pending;

    const events = await bookedEvents(at.storage.db, { from: "2027-07-01", to: "2027-07-31" });
    expect(events.map((e) => [e.reference, e.arrival])).toEqual([
      [early.reference, "15:00"],
      [late.reference, "18:00"],
    ]);
    expect(events[0]).toMatchObject({ lang: "es", eventDate: "2027-07-10", venueName: "The Glasshouse", sequence: 1 });
    expect(await bookedEvents(at.storage.db, { from: "2027-08-01", to: "2027-08-01" })).toHaveLength(1);
  });
});
