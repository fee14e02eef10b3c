import { isRouteErrorResponse } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordLead } from "~/lib/leads/leads.server";
import { limitRules } from "~/lib/leads/limits.server";
import { logger } from "~/lib/log.server";
import { loadContext } from "~/lib/request-context.server";
import { queueReviewRequests } from "~/lib/reviews/requests.server";
import type { Services } from "~/lib/services.server";
import { signLink } from "~/lib/signed-link.server";
import { decideBooking } from "../../tests/support/bookings";
import { clockAt } from "../../tests/support/clock-at";
import { seedContent } from "../../tests/support/content";
import { sqlite } from "../../tests/support/databases";
import { leadSubmission } from "../../tests/support/leads";
import { TEST_FORM_SECRET, testServices } from "../../tests/support/services";
import { action, loader } from "./review";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * The review page's answers, through its loader and action: 404 for a forged link, 410 for an expired one, 400
 * with each problem and what was typed, the thank-you with the Google invitation, "received" after, and 429 past
 * the connection's limit.
 */

const SITE_URL = "https://valet.example";
const GOOGLE = "https://g.page/r/golden-key/review";
// The morning after the event, when the request goes out: its link is then fresh, whatever the real date.
const MORNING_AFTER = "2027-07-11T17:00:00Z";
clockAt(MORNING_AFTER);
let storage: Awaited<ReturnType<typeof sqlite.open>>;
let svc: Services;
let token = "";
let requestId = 0;

beforeAll(async () => {
  storage = await sqlite.open();
  svc = await testServices(storage, { SITE_URL, GOOGLE_REVIEW_URL: GOOGLE });
  const submission = leadSubmission({
    language: "es",
    values: {
      firstName: "Lucía",
      lastName: "Hernández",
      serviceType: "Wedding",
      eventDate: "2027-07-10",
      eventTime: "18:00",
    },
  });
  const lead = await recordLead(storage.db, submission, {
    siteUrl: SITE_URL,
    notifyEmail: "office@valet.example",
    content,
  });
  await decideBooking(storage.db, "confirmed", {
    leadId: lead.id,
    siteUrl: SITE_URL,
    content,
    team: { arrival: "17:00", endTime: "23:00" },
  });
  await queueReviewRequests(
    storage.db,
    { siteUrl: SITE_URL, secret: TEST_FORM_SECRET, content: () => content },
    new Date(MORNING_AFTER),
  );
  const mail = await storage.db
    .selectFrom("outbox")
    .select("text_body")
    .where("kind", "=", "review-request")
    .executeTakeFirstOrThrow();
  token = /\/es\/review\/([\w.-]+)/.exec(mail.text_body)?.[1] ?? "";
  requestId = Number(token.split(".")[0]);
});
afterAll(() => storage?.cleanup());

function args(path: string, form?: Record<string, string>, clientIp = "10.9.0.1") {
  const request = new Request(`http://localhost${path}`, {
    method: form ? "POST" : "GET",
    ...(form
      ? { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) }
      : {}),
  });
  const context = loadContext({ services: svc, clientIp, log: logger, content: seedContent() });
  return { request, context, params: { token: path.split("/").at(-1) ?? "" } } as never;
}

/** What a loader or action answered: its status and data, thrown or returned. */
async function answer(work: Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    const result = await work;
    const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown };
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data };
    return { status: 200, data: result };
  } catch (error) {
    if (isRouteErrorResponse(error)) return { status: error.status, data: error.data };
    const thrown = error as { type?: string; init?: { status?: number }; data?: unknown };
    if (thrown?.type === "DataWithResponseInit") return { status: thrown.init?.status ?? 500, data: thrown.data };
    throw error;
  }
}

describe("the review page", () => {
  it("answers 404 for a forged link and 410 for an expired one", async () => {
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await answer(loader(args(`/es/review/${forged}`)))).status).toBe(404);
    expect((await answer(action(args(`/es/review/${forged}`, { rating: "5" })))).status).toBe(404);
    const expired = signLink(TEST_FORM_SECRET, "review", requestId, new Date(Date.now() - 1000));
    expect(await answer(loader(args(`/es/review/${expired}`)))).toEqual({ status: 410, data: { state: "expired" } });
  });

  it("opens with the name to show, refuses a review without a rating, then thanks and invites to Google", async () => {
    const opened = await answer(loader(args(`/es/review/${token}`)));
    expect(opened.data).toMatchObject({ state: "open", values: { name: "Lucía H." } });
    const form = { rating: "", text: "¡Excelente!", name: "Lucía H.", consent: "yes" };
    const refused = await answer(action(args(`/es/review/${token}`, form)));
    expect(refused).toEqual({
      status: 400,
      data: { state: "invalid", values: form, errors: { rating: "Elija una calificación de 1 a 5 estrellas." } },
    });
    expect(await answer(action(args(`/es/review/${token}`, { ...form, rating: "5" })))).toEqual({
      status: 200,
      data: { state: "thanks", googleUrl: GOOGLE },
    });
    expect((await answer(action(args(`/es/review/${token}`, { ...form, rating: "1" })))).data).toEqual({
      state: "received",
    });
    expect((await answer(loader(args(`/es/review/${token}`)))).data).toEqual({ state: "received" });
    const reviews = await storage.db.selectFrom("reviews").select(["rating", "language", "consent"]).execute();
    expect(reviews).toEqual([{ rating: 5, language: "es", consent: 1 }]);
  });

  it("refuses posts past the connection's hard limit (429), in the page's language", async () => {
    const ip = "10.9.9.9";
    for (let i = 0; i < limitRules.ipHard.points; i++) await answer(action(args(`/review/${token}`, {}, ip)));
    const refused = await answer(action(args(`/review/${token}`, {}, ip)));
    expect(refused.status).toBe(429);
    expect(refused.data).toMatch(/^Too many attempts/);
  });
});
