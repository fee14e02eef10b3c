import { describe, expect, it } from "vitest";
import { clientReminderSamples } from "~/lib/email/client-reminder-samples.server";
import { decideBooking, mailOf, recordTestBooking, TEST_SITE_URL as SITE_URL } from "../../../tests/support/bookings";
import { seedContent } from "../../../tests/support/content";
import { openedFor, sqlite } from "../../../tests/support/databases";
import { expectLinksInText } from "../../../tests/support/email-links";
import type { BookingDecisionInput } from "./booking-decision";
import { clientReminderCheck } from "./reminders.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * The client's reminder, two days before a confirmed event from 09:00 Los Angeles time: on SQLite, with the clock
 * handed to the poll task as the outbox worker does.
 */

const opened = openedFor(sqlite);

const booking = (eventDate: string, language: "en" | "es" = "en") =>
  recordTestBooking(opened.storage.db, content, eventDate, language);

const decide = (leadId: number, decision: BookingDecisionInput["decision"], now: string) =>
  decideBooking(opened.storage.db, decision, { leadId, content, now: new Date(now) });

const remindersOf = (leadId: number) => mailOf(opened.storage.db, leadId, "client-reminder");
/** A server's reminder check, as it starts: it has queued nothing yet. */
const serverCheck = () => clientReminderCheck(opened.storage.db, { siteUrl: SITE_URL, content: () => content });

// July: Los Angeles is UTC−7, so 09:00 there is 16:00 UTC.
const at = (iso: string) => Date.parse(iso);

describe("the client's reminder", () => {
  it("is queued once, from 09:00 Los Angeles time two days before, with the hours, venue and coordinator", async () => {
    const lead = await booking("2027-07-10");
    await decide(lead.id, "confirmed", "2027-07-01T18:00:00Z");
    const check = serverCheck();

    expect(await check(at("2027-07-07T16:00:00Z"))).toEqual([]);
    expect(await check(at("2027-07-08T15:59:00Z"))).toEqual([]);
    expect(await remindersOf(lead.id)).toHaveLength(0);

    expect(await check(at("2027-07-08T16:00:00Z"))).toEqual([lead.reference]);
    const [reminder, ...more] = await remindersOf(lead.id);
    expect(more).toHaveLength(0);
    expect(reminder).toMatchObject({ status: "pending", reply_to: null, attachments: null });
    expect(reminder?.to_address).toMatch(/^ana\..*@example\.com$/);
    expect(reminder?.subject).toBe(`Reminder: valet parking on Saturday, July 10, 2027 (${lead.reference})`);
    for (const part of [
      "Team arrives: 4:30 PM",
      "Service ends: 10:00 PM",
      "Valet attendants: 4",
      "Venue: The Glasshouse, 1 Ocean Ave, Santa Monica",
      "before your first guests",
      "Each car gets a ticket",
      "Keys are kept secure",
      "Marisol Vega",
      "(310) 555-0142",
      lead.reference,
    ]) {
      expect(reminder?.text_body).toContain(part);
    }
    expect(reminder?.html_body).toContain('href="tel:+13105550142"');

    // The same server later that day, another server, and the day after: no second reminder.
    expect(await check(at("2027-07-08T18:00:00Z"))).toEqual([]);
    expect(await serverCheck()(at("2027-07-08T16:00:05Z"))).toEqual([]);
    expect(await check(at("2027-07-09T17:00:00Z"))).toEqual([]);
    expect(await remindersOf(lead.id)).toHaveLength(1);
  });

  it("is in Spanish for a lead from a Spanish page", async () => {
    const lead = await booking("2027-07-17", "es");
    await decide(lead.id, "confirmed", "2027-07-01T18:00:00Z");
    expect(await serverCheck()(at("2027-07-15T16:30:00Z"))).toEqual([lead.reference]);
    const [reminder] = await remindersOf(lead.id);
    expect(reminder?.subject).toBe(`Recordatorio: valet parking el sábado, 17 de julio de 2027 (${lead.reference})`);
    expect(reminder?.text_body).toContain("Llegada del equipo: 4:30\u00a0p.\u00a0m.");
    expect(reminder?.text_body).toContain("antes que sus primeros invitados");
    expect(reminder?.text_body).not.toContain("Team arrives");
    expect(reminder?.html_body).toContain('<html lang="es-US"');
  });

  it("is not sent for a cancelled or an unconfirmed booking", async () => {
    const cancelled = await booking("2027-07-24");
    const pending = await booking("2027-07-24");
    const declined = await booking("2027-07-24");
    await decide(cancelled.id, "confirmed", "2027-07-01T18:00:00Z");
    await decide(cancelled.id, "cancelled", "2027-07-05T18:00:00Z");
    await decide(declined.id, "declined", "2027-07-01T18:00:00Z");
    expect(await serverCheck()(at("2027-07-22T16:00:00Z"))).toEqual([]);
    for (const lead of [cancelled, pending, declined]) expect(await remindersOf(lead.id)).toHaveLength(0);
  });

  it("is not sent for a booking confirmed after its reminder time", async () => {
    const lead = await booking("2027-07-31");
    await decide(lead.id, "confirmed", "2027-07-29T17:00:00Z");
    const check = serverCheck();
    expect(await check(at("2027-07-29T17:00:01Z"))).toEqual([]);
    expect(await check(at("2027-07-30T17:00:00Z"))).toEqual([]);
    expect(await remindersOf(lead.id)).toHaveLength(0);
  });

  it("comes a day late when no server ran on its day", async () => {
    const lead = await booking("2027-08-07");
    await decide(lead.id, "confirmed", "2027-07-01T18:00:00Z");
    expect(await serverCheck()(at("2027-08-06T16:00:00Z"))).toEqual([lead.reference]);
    expect(await remindersOf(lead.id)).toHaveLength(1);
  });
});

describe("the reminder's e-mail", () => {
  for (const { name, email } of clientReminderSamples(content)) {
    it(`${name}: the client's typing escaped, every link of the HTML in the plain text`, () => {
      expect(email.html).not.toContain("<b>north");
      expect(email.text).not.toMatch(/&(amp|lt|gt|quot|#x?[0-9a-f]+);/i);
      expect(expectLinksInText(email, name)).toContain("tel:+13105550142");
    });
  }
});
