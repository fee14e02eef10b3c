import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingDecisionInput } from "~/lib/leads/booking-decision";
import { recordBookingDecision } from "~/lib/leads/booking-decision.server";
import { recordLead } from "~/lib/leads/leads.server";
import { logger } from "~/lib/log.server";
import { addDays, losAngelesDay } from "~/lib/los-angeles";
import { loadContext } from "~/lib/request-context.server";
import { loader } from "~/routes/calendar.$file";
import { seedContent } from "../../../tests/support/content";
import { sqlite } from "../../../tests/support/databases";
import { leadSubmission } from "../../../tests/support/leads";
import { TEST_PASSWORD_COST, testServices } from "../../../tests/support/services";
import { addMember, endSessionsOf, listMembers, removeMember, setPassword, startSession } from "./accounts.server";
import { calendarFeedOf, createCalendarFeed, feedTokenOf, revokeCalendarFeed } from "./calendar-feed.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * A staff member's calendar feed on SQLite, through its route: made once, parsed with ical.js, revoked to a 404
 * that looks like any unknown address, and gone with the member's account.
 */

const SITE_URL = "https://valet.example";
let storage: Awaited<ReturnType<typeof sqlite.open>>;
let context: ReturnType<typeof loadContext>;
let member: { id: number; name: string; email: string };

beforeAll(async () => {
  storage = await sqlite.open();
  const services = await testServices(storage, { SITE_URL });
  context = loadContext({ services, clientIp: "127.0.0.1", log: logger, content: seedContent() });
  const added = await addMember(
    storage.db,
    { name: "Sam Staff", email: "sam@valet.example", role: "staff", password: "correct horse battery" },
    new Date(),
    TEST_PASSWORD_COST,
  );
  if (!added.ok) throw new Error(added.error);
  member = { id: added.id, name: "Sam Staff", email: "sam@valet.example" };
});
afterAll(() => storage?.cleanup());

async function booking(eventDate: string, decisions: BookingDecisionInput["decision"][]) {
  const lead = await recordLead(
    storage.db,
    leadSubmission({
      name: "Lucía Gómez",
      phone: "(213) 555-0123",
      values: {
        eventDate,
        eventTime: "17:30",
        serviceType: "Wedding",
        guestCount: 150,
        venueName: "The Glasshouse; Pavilion, West",
        venueAddress: "1 Ocean Ave, Santa Monica",
      },
    }),
    { siteUrl: SITE_URL, notifyEmail: "office@valet.example", content },
  );
  for (const decision of decisions) {
    await recordBookingDecision(storage.db, {
      leadId: lead.id,
      actor: member,
      siteUrl: SITE_URL,
      content,
      input: {
        decision,
        attendants: decision === "confirmed" ? 6 : null,
        arrival: decision === "confirmed" ? "16:30" : null,
        endTime: decision === "confirmed" ? "00:30" : null,
        coordinatorName: "Marisol Vega",
        coordinatorPhone: "(310) 555-0142",
        price: null,
        note: "",
      },
    });
  }
  return lead;
}

const fetchFeed = (file: string) =>
  loader({
    request: new Request(`${SITE_URL}/calendar/${file}`),
    params: { file },
    context,
  } as never) as Promise<Response>;

const tokenOf = (url: string) => feedTokenOf(url.split("/").at(-1) ?? "");

describe("a staff member's calendar feed", () => {
  it("holds the booked events of the past month and the year ahead, in Los Angeles time", async () => {
    const today = losAngelesDay(new Date());
    const confirmed = await booking(addDays(today, 10), ["confirmed"]);
    await booking(addDays(today, 11), ["confirmed", "cancelled"]);
    await booking(addDays(today, 12), []);
    await booking(addDays(today, -40), ["confirmed"]);
    const lastMonth = await booking(addDays(today, -20), ["confirmed"]);

    const token = await createCalendarFeed(storage.db, member);
    if (!token) throw new Error("no feed made");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    const stored = await storage.db.selectFrom("calendar_feeds").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await createCalendarFeed(storage.db, member)).toBeNull();

    const response = await fetchFeed(`${token}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid)).toEqual([
      `team-${lastMonth.reference}@valet.example`,
      `team-${confirmed.reference}@valet.example`,
    ]);
    const event = events[1];
    if (!event) throw new Error("no event");
    expect(event.summary).toBe("Wedding · The Glasshouse; Pavilion, West");
    expect(event.location).toBe("The Glasshouse; Pavilion, West, 1 Ocean Ave, Santa Monica");
    expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(event.startDate.toString()).toBe(`${addDays(today, 10)}T16:30:00`);
    // Ends after midnight: the next day.
    expect(event.endDate.toString()).toBe(`${addDays(today, 11)}T00:30:00`);
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    for (const part of [
      "Lucía Gómez, (213) 555-0123",
      "6 attendants, 4:30 PM–12:30 AM",
      "Coordinator: Marisol Vega, (310) 555-0142",
      `${SITE_URL}/staff/leads/${confirmed.id}`,
    ]) {
      expect(event.description).toContain(part);
    }
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Los_Angeles");

    const audit = await storage.db.selectFrom("audit_events").select(["actor_name", "action"]).execute();
    expect(audit).toContainEqual({ actor_name: "Sam Staff", action: "created their calendar feed" });
  });

  it("is a 404 once revoked, like an address that never was, and can be made again", async () => {
    // The first test's feed.
    expect(await calendarFeedOf(storage.db, member.id)).not.toBeNull();
    expect(await revokeCalendarFeed(storage.db, member)).toBe(true);
    expect(await calendarFeedOf(storage.db, member.id)).toBeNull();
    const first = await createCalendarFeed(storage.db, member);
    if (!first) throw new Error("no feed made");
    expect((await fetchFeed(`${first}.ics`)).status).toBe(200);

    expect(await revokeCalendarFeed(storage.db, member)).toBe(true);
    expect(await revokeCalendarFeed(storage.db, member)).toBe(false);
    const revoked = await fetchFeed(`${first}.ics`);
    const unknown = await fetchFeed(`${"A".repeat(43)}.ics`);
    const malformed = await fetchFeed("not-a-token.ics");
    for (const response of [revoked, unknown, malformed]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toBe("Not found.");
    }
    const audit = await storage.db.selectFrom("audit_events").select("action").execute();
    expect(audit.map((row) => row.action)).toContain("revoked their calendar feed");

    const second = await createCalendarFeed(storage.db, member);
    if (!second) throw new Error("no feed made");
    expect(second).not.toBe(first);
    expect(tokenOf(`${SITE_URL}/calendar/${second}.ics`)).toBe(second);
    expect((await fetchFeed(`${first}.ics`)).status).toBe(404);
    expect((await fetchFeed(`${second}.ics`)).status).toBe(200);

    // A new password, set by the owner or by the member (keeping their own session), ends the feed; so does
    // signing them out everywhere. Each time the member makes a new one.
    const ends: [string, () => Promise<void>][] = [
      [
        "the owner's reset",
        () => setPassword(storage.db, member.id, "another horse battery", new Date(), undefined, TEST_PASSWORD_COST),
      ],
      [
        "the member's own change",
        async () => {
          const own = await startSession(storage.db, member.id);
          await setPassword(storage.db, member.id, "a third horse battery", new Date(), own, TEST_PASSWORD_COST);
        },
      ],
      ["signing out everywhere", () => endSessionsOf(storage.db, member.id)],
    ];
    let live = second;
    for (const [what, end] of ends) {
      expect((await listMembers(storage.db)).find((m) => m.id === member.id)?.calendarFeed, what).toBe(true);
      await end();
      expect((await fetchFeed(`${live}.ics`)).status, what).toBe(404);
      expect(await calendarFeedOf(storage.db, member.id), what).toBeNull();
      expect((await listMembers(storage.db)).find((m) => m.id === member.id)?.calendarFeed, what).toBe(false);
      const next = await createCalendarFeed(storage.db, member);
      if (!next) throw new Error("no feed made");
      live = next;
    }

    // Removing the account removes its feed.
    await removeMember(storage.db, member.id);
    expect((await fetchFeed(`${live}.ics`)).status).toBe(404);
  });
});
