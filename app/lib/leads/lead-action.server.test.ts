import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingForm } from "~/forms/definitions";
import { parseEnv } from "~/lib/env.server";
import { createOutbox } from "~/lib/mail/outbox.server";
import type { Services } from "~/lib/services.server";
import { sqlite } from "../../../tests/support/databases";
import { validBooking } from "../../../tests/support/forms";
import { issueFormToken } from "./form-token.server";
import { CLIENT_IP_HEADER, leadAction, MIN_FILL_MS, storageDownMessage, tooManyMessage } from "./lead-action.server";
import { createLimits } from "./limits.server";

let storage: Awaited<ReturnType<typeof sqlite.open>>;
let svc: Services;
const secret = "test-secret";

beforeEach(async () => {
  storage = await sqlite.open();
  svc = {
    env: parseEnv({ DATA_DIR: storage.dataDir }),
    storage,
    outbox: createOutbox({
      db: storage.db,
      dialect: "sqlite",
      transport: { send: async () => {}, close() {} },
      from: "x@y.z",
    }),
    limits: await createLimits(storage),
    formSecret: secret,
  };
});
afterEach(() => storage.cleanup().catch(() => undefined));

let ipCounter = 0;
function post(fields: Record<string, string>, ip = `10.0.0.${++ipCounter}`) {
  return new Request("http://localhost/book", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: ip },
    body: new URLSearchParams(fields),
  });
}

const oldToken = () => issueFormToken(secret, Date.now() - MIN_FILL_MS - 1000);
type ErrorResult = {
  data: { status: string; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
  init: { status: number };
};

describe("the lead action", () => {
  it("stores a valid booking and answers with its reference", async () => {
    const result = await leadAction(
      post({ ...validBooking("ana@example.com"), formToken: oldToken() }),
      bookingForm,
      svc,
    );
    expect(result).toMatchObject({ status: "success", reference: expect.stringMatching(/^GK-/) });
    const lead = await storage.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: "new", spam_reason: null, name: "Test Visitor", email: "ana@example.com" });
    expect(JSON.parse(lead.fields)).toMatchObject({ guestCount: 120, serviceType: "Wedding" });
  });

  it("answers 400 with the field messages when the form is invalid", async () => {
    const result = (await leadAction(
      post({ formToken: oldToken(), email: "nope" }),
      bookingForm,
      svc,
    )) as unknown as ErrorResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.email).toEqual(["Please enter a valid email address"]);
    expect(result.data.result.error?.firstName).toEqual(["First name is required"]);
  });

  it("stores suspected spam flagged, answering it like any other lead", async () => {
    const honeypot = await leadAction(
      post({ ...validBooking("bot@example.com"), formToken: oldToken(), leaveBlank: "http://spam" }),
      bookingForm,
      svc,
    );
    const tooFast = await leadAction(
      post({ ...validBooking("fast@example.com"), formToken: issueFormToken(secret) }),
      bookingForm,
      svc,
    );
    expect(honeypot).toMatchObject({ status: "success" });
    expect(tooFast).toMatchObject({ status: "success" });
    const rows = await storage.db
      .selectFrom("leads")
      .select(["email", "status", "spam_reason"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { email: "bot@example.com", status: "spam", spam_reason: "honeypot" },
      { email: "fast@example.com", status: "spam", spam_reason: "too-fast" },
    ]);
    const held = await storage.db.selectFrom("outbox").select("status").execute();
    expect(held.every((m) => m.status === "held")).toBe(true);
  });

  it("flags a flood from one address and refuses it past the hard limit", async () => {
    const statuses: string[] = [];
    for (let i = 0; i < 45; i++) {
      const result = await leadAction(
        post({ ...validBooking(`flood${i}@example.com`), formToken: oldToken() }, "10.9.9.9"),
        bookingForm,
        svc,
      );
      statuses.push("init" in result ? String((result as unknown as ErrorResult).init.status) : "ok");
    }
    expect(statuses.filter((s) => s === "ok")).toHaveLength(40);
    expect(statuses.slice(40)).toEqual(["429", "429", "429", "429", "429"]);
    const reasons = await storage.db.selectFrom("leads").select("spam_reason").execute();
    expect(reasons.filter((r) => r.spam_reason === null)).toHaveLength(8);
    expect(reasons.filter((r) => r.spam_reason === "rate-ip")).toHaveLength(32);
    const refused = (await leadAction(
      post({ ...validBooking("x@example.com"), formToken: oldToken() }, "10.9.9.9"),
      bookingForm,
      svc,
    )) as unknown as ErrorResult;
    expect(refused.data.result.error?.[""]).toEqual([tooManyMessage]);
  });

  it("tells the visitor honestly when storage is down, with the phone number, keeping what they typed", async () => {
    await storage.close();
    const typed = { ...validBooking("kept@example.com"), formToken: oldToken() };
    const result = (await leadAction(post(typed), bookingForm, svc)) as unknown as ErrorResult;
    expect(result.init.status).toBe(503);
    expect(result.data.result.error?.[""]).toEqual([storageDownMessage]);
    expect(storageDownMessage).toContain("(310) 555-0147");
    expect(result.data.result.initialValue).toMatchObject({ email: "kept@example.com", venueName: "Garden Estate" });
  });

  it("asks for a resend when the token is missing or forged", async () => {
    const result = (await leadAction(
      post({ ...validBooking("a@example.com"), formToken: "x.y.z" }),
      bookingForm,
      svc,
    )) as unknown as ErrorResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.[""]?.[0]).toMatch(/expired/);
  });
});
