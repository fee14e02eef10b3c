import { expect, it } from "vitest";
import type { LeadForm } from "~/lib/storage/schema";
import { decideBooking, recordTestLead, TEST_NOTIFY_EMAIL, TEST_SITE_URL } from "../../../tests/support/bookings";
import { seedContent } from "../../../tests/support/content";
import { onEachDatabase } from "../../../tests/support/databases";
import { ownerDigestCheck, queueReplyAlerts, replyAlertCheck } from "./owner-digest.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

const mail = {
  siteUrl: TEST_SITE_URL,
  notifyEmail: TEST_NOTIFY_EMAIL,
  digestTime: "08:00",
  content: () => content,
};
/** Wednesday June 16, 2027, 08:30 in Los Angeles (PDT, UTC-7). */
const morning = Date.parse("2027-06-16T15:30:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant on the Los Angeles clock in June (UTC-7). */
const la = (local: string) => Date.parse(`${local}-07:00`);

onEachDatabase("owner's e-mails", "test", (testDb) => {
  const lead = (name: string, at: number, form: LeadForm = "booking", spam = false) =>
    recordTestLead(testDb.storage.db, content, { name, form, spamReason: spam ? "honeypot" : null }, new Date(at));
  const sent = (kind: "owner-digest" | "reply-alert") =>
    testDb.storage.db.selectFrom("outbox").selectAll().where("kind", "=", kind).orderBy("id").execute();

  it("sends yesterday's leads and the open leads past their promise once, at the set time, on one server of two", async () => {
    const late = await lead("Late Quote", la("2027-06-14T10:00:00"), "quote");
    const first = await lead("Zoe <b>Hart</b>", la("2027-06-15T15:00:00"));
    const second = await lead("Yuri Quote", la("2027-06-15T23:30:00"), "quote");
    const bot = await lead("Spam Bot", la("2027-06-15T12:00:00"), "booking", true);
    const today = await lead("Early Bird", la("2027-06-16T01:00:00"));
    const serverA = ownerDigestCheck(testDb.storage.db, mail);
    const serverB = ownerDigestCheck(testDb.storage.db, mail);

    expect(await serverA(la("2027-06-16T07:59:00"))).toBeNull();
    expect(await sent("owner-digest")).toEqual([]);
    const [a, b] = await Promise.all([serverA(morning), serverB(morning)]);
    expect([a, b].filter(Boolean)).toEqual([{ leads: 2, overdue: 1 }]);
    expect(await serverA(morning + HOUR)).toBeNull();
    expect(await ownerDigestCheck(testDb.storage.db, mail)(morning + 2 * HOUR)).toBeNull(); // a restarted server

    const digests = await sent("owner-digest");
    expect(digests).toHaveLength(1);
    const [digest] = digests;
    expect(digest).toMatchObject({ to_address: mail.notifyEmail, status: "pending", lead_id: null });
    expect(digest?.subject).toBe("Yesterday: 2 leads · 1 past the reply promise");
    const text = digest?.text_body ?? "";
    expect(text).toContain("Leads of Tuesday, June 15");
    expect(text).toContain("Booking request: 1, Quote request: 1");
    for (const listed of [late, first, second]) {
      expect(text).toContain(listed.reference);
      expect(text).toContain(`${mail.siteUrl}/staff/leads/${listed.id}`);
    }
    expect(text.indexOf(late.reference)).toBeLessThan(text.indexOf(first.reference)); // overdue first
    expect(text.indexOf(first.reference)).toBeLessThan(text.indexOf(second.reference));
    expect(text).not.toContain(bot.reference);
    expect(text).not.toContain(today.reference);
    // What a visitor typed is escaped in the HTML part.
    expect(digest?.html_body).toContain("Zoe &lt;b&gt;Hart&lt;/b&gt;");
    expect(digest?.html_body).not.toContain("<b>Hart");

    // The next morning, once more: the early bird was yesterday's, and every lead still new is now late.
    expect(await serverB(morning + DAY)).toEqual({ leads: 1, overdue: 4 });
    expect((await sent("owner-digest"))[1]?.subject).toBe("Yesterday: 1 lead · 4 past the reply promise");
  });

  it("waits for a later OWNER_DIGEST_TIME", async () => {
    const check = ownerDigestCheck(testDb.storage.db, { ...mail, digestTime: "17:45" });
    expect(await check(morning)).toBeNull();
    expect(await check(la("2027-06-16T17:44:00"))).toBeNull();
    expect(await check(la("2027-06-16T17:45:00"))).toEqual({ leads: 0, overdue: 0 });
    const [digest] = await sent("owner-digest");
    expect(digest?.subject).toBe("Yesterday: no leads");
    expect(digest?.text_body).toContain("No lead came in. Every open lead is within its reply promise.");
    expect(digest?.text_body).toContain("No events today.");
    expect(digest?.text_body).toContain("No events tomorrow.");
    expect(digest?.text_body).not.toContain("review");
  });

  it("says how many clients' reviews wait for approval, counting neither approved nor hidden ones", async () => {
    const review = (status: "pending" | "approved" | "hidden") => ({
      request_id: null,
      lead_id: null,
      rating: 5,
      text: "Impecable.",
      display_name: "Ana R.",
      consent: 1,
      language: "es",
      service_type: "Wedding",
      event_month: "2027-06",
      status,
      answer: "",
      created_at: "2027-06-15T20:00:00.000Z",
      updated_at: "2027-06-15T20:00:00.000Z",
    });
    await testDb.storage.db
      .insertInto("reviews")
      .values([review("pending"), review("pending"), review("approved"), review("hidden")])
      .execute();
    await ownerDigestCheck(testDb.storage.db, mail)(morning);
    const [digest] = await sent("owner-digest");
    expect(digest?.text_body).toContain(`2 client reviews wait for your approval: ${mail.siteUrl}/staff/reviews`);
  });

  it("lists today's and tomorrow's booked events, with their hours, team, coordinator and link", async () => {
    const booking = async (eventDate: string, decisions: ("confirmed" | "cancelled")[], venueName: string) => {
      const booked = await recordTestLead(
        testDb.storage.db,
        content,
        { values: { eventDate, eventTime: "17:30", serviceType: "Wedding", venueName } },
        new Date(la("2027-06-01T10:00:00")),
      );
      for (const decision of decisions) {
        await decideBooking(testDb.storage.db, decision, {
          leadId: booked.id,
          siteUrl: mail.siteUrl,
          content,
          now: new Date(la("2027-06-02T10:00:00")),
          team: { attendants: 5 },
        });
      }
      return booked;
    };
    const today = await booking("2027-06-16", ["confirmed"], "The Glasshouse");
    const tomorrow = await booking("2027-06-17", ["confirmed"], "Villa Aurora");
    const cancelled = await booking("2027-06-16", ["confirmed", "cancelled"], "Cancelled Hall");
    const pending = await booking("2027-06-17", [], "Pending Hall");
    const later = await booking("2027-06-18", ["confirmed"], "Later Hall");

    await ownerDigestCheck(testDb.storage.db, mail)(morning);
    const [digest] = await sent("owner-digest");
    // The pending booking is still new, past its promise; the others were answered by their decisions.
    expect(digest?.subject).toBe("Yesterday: no leads · 1 past the reply promise · 1 event today");
    const text = digest?.text_body ?? "";
    const todays = text.slice(text.indexOf("Events today"), text.indexOf("Events tomorrow"));
    const tomorrows = text.slice(text.indexOf("Events tomorrow"));
    expect(todays).toContain("4:30 PM–10:00 PM · Wedding");
    expect(todays).toContain("Venue: The Glasshouse");
    expect(todays).toContain("Attendants: 5");
    expect(todays).toContain("Coordinator: Marisol Vega, (310) 555-0142");
    expect(todays).toContain(`${mail.siteUrl}/staff/leads/${today.id}`);
    expect(tomorrows).toContain("Venue: Villa Aurora");
    expect(tomorrows).toContain(`${mail.siteUrl}/staff/leads/${tomorrow.id}`);
    for (const absent of [cancelled, pending, later]) {
      expect(todays + tomorrows).not.toContain(`${mail.siteUrl}/staff/leads/${absent.id}`);
    }
    expect(text).not.toContain("No events");
  });

  it("alerts once per lead still new 4 hours before its promise runs out, and not for spam or late leads", async () => {
    const now = morning;
    const near = await lead("Near Quote", now - 21 * HOUR, "quote");
    await lead("Fresh Booking", now - 19 * HOUR);
    await lead("Past Booking", now - 25 * HOUR);
    await lead("Spam Near", now - 21 * HOUR, "booking", true);
    const applicant = await lead("Near Applicant", now - 45 * HOUR, "application");
    await lead("Fresh Applicant", now - 43 * HOUR, "application");
    const answered = await lead("Answered Quote", now - 22 * HOUR, "quote");
    await testDb.storage.db.updateTable("leads").set({ status: "contacted" }).where("id", "=", answered.id).execute();

    const [a, b] = await Promise.all([
      queueReplyAlerts(testDb.storage.db, mail, new Date(now)),
      queueReplyAlerts(testDb.storage.db, mail, new Date(now)),
    ]);
    expect([...a, ...b].sort()).toEqual([applicant.reference, near.reference].sort());
    expect(await queueReplyAlerts(testDb.storage.db, mail, new Date(now + HOUR / 2))).toEqual([]);

    const alerts = await sent("reply-alert");
    expect(alerts.map((m) => m.subject).sort()).toEqual(
      [
        `Reply due soon: ${applicant.reference} (Job application)`,
        `Reply due soon: ${near.reference} (Quote request)`,
      ].sort(),
    );
    const quoteAlert = alerts.find((m) => m.subject.includes(near.reference));
    expect(quoteAlert?.to_address).toBe(mail.notifyEmail);
    expect(quoteAlert?.text_body).toContain("within 24 hours");
    expect(quoteAlert?.text_body).toContain(`${mail.siteUrl}/staff/leads/${near.id}`);
  });

  it("looks for leads to alert about once a minute, not on every poll", async () => {
    const check = replyAlertCheck(testDb.storage.db, mail);
    expect(await check(morning)).toEqual([]);
    const near = await lead("Near Quote", morning - 21 * HOUR, "quote");
    expect(await check(morning + 30_000)).toEqual([]);
    expect(await check(morning + 60_000)).toEqual([near.reference]);
  });
});
