import { expect, it } from "vitest";
import { contentVersion } from "~/lib/content-version.server";
import { erasePerson, purge } from "~/lib/privacy.server";
import { checkLink, signLink } from "~/lib/signed-link.server";
import type { Member } from "~/lib/staff/accounts.server";
import { decideBooking, mailOf, recordTestLead, TEST_SITE_URL as SITE_URL } from "../../../tests/support/bookings";
import { seedContent } from "../../../tests/support/content";
import { onEachDatabase } from "../../../tests/support/databases";
import { reviewRequestCheck } from "./requests.server";
import { parseReview } from "./review-form";
import {
  figuresChoice,
  loadPublishedReviews,
  moderateReview,
  openReviewLink,
  setFiguresChoice,
  submitReview,
} from "./reviews.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * Review requests and reviews on both databases: one request per confirmed booking the morning after, whatever
 * the number of servers; the link's states; one review per request; what the site shows; privacy.
 */

const SECRET = "test-secret-0123456789";
const owner = {
  id: 1,
  name: "Olga Owner",
  email: "owner@valet.example",
  role: "owner",
  content_right: "publish",
} as Member;
/** 2027-07-11 09:30 in Los Angeles (PDT): the morning after a 2027-07-10 event. */
const MORNING_AFTER = Date.parse("2027-07-11T16:30:00Z");

const review = (values: Partial<Record<"rating" | "text" | "name" | "consent", string>>, lang: "en" | "es" = "en") => {
  const parsed = parseReview({ rating: "5", text: "Great team.", name: "Ana R.", consent: "yes", ...values }, lang);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
};

onEachDatabase("reviews", "suite", (testDb) => {
  async function booking(eventDate: string, decision: "confirmed" | "cancelled" | null, language: "en" | "es" = "en") {
    const lead = await recordTestLead(testDb.storage.db, content, {
      language,
      values: { firstName: "Lucía", lastName: "gómez", serviceType: "Wedding", eventDate, eventTime: "17:30" },
    });
    if (decision) await decideBooking(testDb.storage.db, "confirmed", { leadId: lead.id, content });
    if (decision === "cancelled") await decideBooking(testDb.storage.db, "cancelled", { leadId: lead.id, content });
    return lead;
  }

  const requestsOf = (leadId: number) => mailOf(testDb.storage.db, leadId, "review-request");

  const tokenIn = (text: string) => /\/review\/([\w.-]+)/.exec(text)?.[1] ?? "";

  /** `lead`'s client asked at `askedAt`, opening the e-mail's link at `openedAt` and sending `input`: the review's id. */
  async function reviewed(lead: { id: number }, input: ReturnType<typeof review>, askedAt: number, openedAt: Date) {
    const { db } = testDb.storage;
    await reviewRequestCheck(db, { siteUrl: SITE_URL, secret: SECRET, content: () => content })(askedAt);
    const [mail] = await requestsOf(lead.id);
    const opened = await openReviewLink(db, SECRET, tokenIn(mail?.text_body ?? ""), openedAt);
    if (opened.state !== "open") throw new Error(opened.state);
    await submitReview(db, { requestId: opened.requestId, input, lang: "en" });
    const row = await db.selectFrom("reviews").select("id").where("lead_id", "=", lead.id).executeTakeFirstOrThrow();
    return row.id;
  }

  it("asks every confirmed client once, the morning after, in their language, however many servers run it", async () => {
    const spanish = await booking("2027-07-10", "confirmed", "es");
    const english = await booking("2027-07-10", "confirmed");
    const cancelled = await booking("2027-07-10", "cancelled");
    const pending = await booking("2027-07-10", null);
    const tomorrow = await booking("2027-07-12", "confirmed");
    const settings = { siteUrl: SITE_URL, secret: SECRET, content: () => content };

    // Before 09:00 Los Angeles time, nothing.
    expect(await reviewRequestCheck(testDb.storage.db, settings)(Date.parse("2027-07-11T15:59:00Z"))).toEqual([]);
    // Two servers at once: each booking is asked once.
    const [a, b] = await Promise.all([
      reviewRequestCheck(testDb.storage.db, settings)(MORNING_AFTER),
      reviewRequestCheck(testDb.storage.db, settings)(MORNING_AFTER),
    ]);
    expect([...a, ...b].sort()).toEqual([english.reference, spanish.reference].sort());
    expect(await reviewRequestCheck(testDb.storage.db, settings)(MORNING_AFTER + 3_600_000)).toEqual([]);
    for (const lead of [cancelled, pending, tomorrow]) expect(await requestsOf(lead.id)).toEqual([]);

    const [es] = await requestsOf(spanish.id);
    expect(es?.to_address).toBe(spanish.email);
    expect(es?.subject).toBe(`¿Cómo estuvo el servicio de valet en su evento? (${spanish.reference})`);
    expect(es?.text_body).toContain(`${SITE_URL}/es/review/`);
    const token = tokenIn(es?.text_body ?? "");
    const link = checkLink(SECRET, "review", token, new Date(MORNING_AFTER));
    expect(link.state).toBe("valid");
    // The link expires after 60 days.
    expect(checkLink(SECRET, "review", token, new Date(MORNING_AFTER + 61 * 86_400_000)).state).toBe("expired");
    const [en] = await requestsOf(english.id);
    expect(en?.subject).toBe(`How was the valet service at your event? (${english.reference})`);
    expect(en?.text_body).toContain(`${SITE_URL}/review/`);
  });

  it("opens the form once: a review per request, then 'received'; forged and expired links say so", async () => {
    const lead = await booking("2027-07-10", "confirmed", "es");
    // Its request, as of a later morning (the catch-up window).
    const check = reviewRequestCheck(testDb.storage.db, { siteUrl: SITE_URL, secret: SECRET, content: () => content });
    await check(Date.parse("2027-07-12T16:30:00Z"));
    const [mail] = await requestsOf(lead.id);
    const token = tokenIn(mail?.text_body ?? "");
    const now = new Date(MORNING_AFTER + 86_400_000);
    const opened = await openReviewLink(testDb.storage.db, SECRET, token, now);
    expect(opened).toMatchObject({ state: "open", lang: "es", name: "Lucía G." });
    if (opened.state !== "open") return;

    const input = review({ text: "¡Excelente servicio!", name: "Lucía G." }, "es");
    const twice = await Promise.all([
      submitReview(testDb.storage.db, { requestId: opened.requestId, input, lang: "es", now }),
      submitReview(testDb.storage.db, { requestId: opened.requestId, input, lang: "es", now }),
    ]);
    expect(twice.sort()).toEqual(["created", "received"]);
    const rows = await testDb.storage.db.selectFrom("reviews").selectAll().where("lead_id", "=", lead.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      language: "es",
      service_type: "Wedding",
      event_month: "2027-07",
      status: "pending",
    });
    expect(await openReviewLink(testDb.storage.db, SECRET, token, now)).toEqual({ state: "received", lang: "es" });

    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await openReviewLink(testDb.storage.db, SECRET, tampered, now)).toEqual({ state: "forged" });
    const unknown = signLink(SECRET, "review", 999_999, new Date(now.getTime() + 86_400_000));
    expect(await openReviewLink(testDb.storage.db, SECRET, unknown, now)).toEqual({ state: "forged" });
    const expired = signLink(SECRET, "review", opened.requestId, new Date(now.getTime() - 1000));
    expect(await openReviewLink(testDb.storage.db, SECRET, expired, now)).toEqual({ state: "expired" });
    // A proposal's link opens no review.
    const proposal = signLink(SECRET, "proposal", opened.requestId, new Date(now.getTime() + 86_400_000));
    expect(await openReviewLink(testDb.storage.db, SECRET, proposal, now)).toEqual({ state: "forged" });
  });

  it("shows approved reviews with consent only; moderation is audited and bumps the content version", async () => {
    const made: number[] = [];
    for (const [rating, consent] of [
      ["4", "yes"],
      ["2", ""],
    ] as const) {
      const lead = await booking("2027-07-20", "confirmed");
      made.push(
        await reviewed(lead, review({ rating, consent }), Date.parse("2027-07-21T16:30:00Z"), new Date(MORNING_AFTER)),
      );
    }
    const [withConsent = 0, without = 0] = made;
    const shown = async () => (await loadPublishedReviews(testDb.storage.db, "2027-08-01")).reviews.map((r) => r.id);
    expect(await shown()).not.toContain(withConsent);

    const before = await contentVersion(testDb.storage.db);
    expect(await moderateReview(testDb.storage.db, owner, withConsent, { action: "approve" })).toBe(true);
    expect(await moderateReview(testDb.storage.db, owner, without, { action: "approve" })).toBe(true);
    expect(await contentVersion(testDb.storage.db)).not.toBe(before);
    expect(await shown()).toContain(withConsent);
    expect(await shown()).not.toContain(without);

    await moderateReview(testDb.storage.db, owner, withConsent, { action: "answer", answer: "Thank you, Lucía!" });
    const published = await loadPublishedReviews(testDb.storage.db, "2027-08-01");
    expect(published.reviews.find((r) => r.id === withConsent)?.answer).toBe("Thank you, Lucía!");
    expect(published.figures).toBeNull();
    const audit = await testDb.storage.db
      .selectFrom("audit_events")
      .select("action")
      .where("detail", "=", `review ${withConsent}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["approved a review", "answered a review"]);

    // Real figures: the published reviews' average and the past confirmed bookings plus the starting number.
    await setFiguresChoice(testDb.storage.db, owner, { mode: "real", startingEvents: 480 });
    expect(await figuresChoice(testDb.storage.db)).toEqual({ mode: "real", startingEvents: 480 });
    const real = await loadPublishedReviews(testDb.storage.db, "2027-08-01");
    const past = await testDb.storage.db.selectFrom("booking_decisions").select("lead_id").distinct().execute();
    expect(real.figures?.reviewCount).toBe(real.reviews.length);
    expect(real.figures?.eventsServed).toBeGreaterThan(480);
    expect(real.figures?.eventsServed).toBeLessThanOrEqual(480 + past.length);

    await moderateReview(testDb.storage.db, owner, withConsent, { action: "hide" });
    expect(await shown()).not.toContain(withConsent);
    await moderateReview(testDb.storage.db, owner, withConsent, { action: "approve" });
    expect(await moderateReview(testDb.storage.db, owner, 999_999, { action: "approve" })).toBe(false);
  });

  it("keeps a published review past its lead's retention, and an erasure takes every review off", async () => {
    const lead = await booking("2027-07-25", "confirmed");
    const id = await reviewed(lead, review({}), Date.parse("2027-07-26T16:30:00Z"), new Date(MORNING_AFTER));
    await moderateReview(testDb.storage.db, owner, id, { action: "approve" });

    // Far past every request's retention: the leads go, the published review stays, without its lead.
    const ctx = { storage: testDb.storage, dataDir: testDb.storage.dataDir };
    await purge(ctx, new Date("2031-01-01T00:00:00Z"));
    expect(await testDb.storage.db.selectFrom("leads").select("id").where("id", "=", lead.id).execute()).toEqual([]);
    expect(await testDb.storage.db.selectFrom("review_requests").select("id").execute()).toEqual([]);
    const kept = await testDb.storage.db.selectFrom("reviews").select(["id", "lead_id", "request_id"]).execute();
    expect(kept).toEqual(expect.arrayContaining([{ id, lead_id: null, request_id: null }]));
    // Unpublished reviews went with their leads.
    expect(kept.every((r) => r.lead_id === null)).toBe(true);
    const published = await loadPublishedReviews(testDb.storage.db, "2031-01-01");
    expect(kept.map((r) => r.id).sort()).toEqual(published.reviews.map((r) => r.id).sort());

    // An erasure: every review of the person goes, published or not, and the site's version moves.
    const other = await booking("2030-12-30", "confirmed");
    const otherId = await reviewed(
      other,
      review({}),
      Date.parse("2030-12-31T17:30:00Z"),
      new Date("2030-12-31T18:00:00Z"),
    );
    await moderateReview(testDb.storage.db, owner, otherId, { action: "approve" });
    const before = await contentVersion(testDb.storage.db);
    await erasePerson(ctx, owner, other.email);
    expect(await testDb.storage.db.selectFrom("reviews").select("id").where("id", "=", otherId).execute()).toEqual([]);
    expect(
      await testDb.storage.db.selectFrom("review_requests").select("id").where("lead_id", "=", other.id).execute(),
    ).toEqual([]);
    expect(await contentVersion(testDb.storage.db)).not.toBe(before);
  });
});
