import { readdirSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { applicationForm, bookingForm } from "~/forms/registry";
import { parseEnv } from "~/lib/env.server";
import { logger } from "~/lib/log.server";
import { hasHeldMail } from "~/lib/mail/outbox.server";
import { loadContext } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { seedContent } from "../../../tests/support/content";
import { sqlite } from "../../../tests/support/databases";
import { validBooking } from "../../../tests/support/forms";
import { TEST_FORM_SECRET, testServices } from "../../../tests/support/services";
import { FORM_TOKEN_LIFETIME_MS, issueFormToken, readFormToken } from "./form-token.server";
import { expiredMessage, leadAction, leadActionMessages } from "./lead-action.server";
import { UPLOAD_BYTES_PER_HOUR } from "./limits.server";

let storage: Awaited<ReturnType<typeof sqlite.open>>;
let svc: Services;
const secret = TEST_FORM_SECRET;

beforeEach(async () => {
  storage = await sqlite.open();
  svc = await testServices(storage);
});
afterEach(() => storage.cleanup().catch(() => undefined));

let ipCounter = 0;
/** A form post as the action receives it from the server: the request and its context. */
const sent = (request: Request, ip: string, services = svc) => ({
  request,
  context: loadContext({ services, clientIp: ip, log: logger, content: seedContent() }),
});
function post(fields: Record<string, string>, ip = `10.0.0.${++ipCounter}`, services = svc) {
  const request = new Request("http://localhost/book", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return sent(request, ip, services);
}

/** The action's clock in these tests. */
const now = Date.parse("2026-06-01T17:00:00Z");
/** A token rendered four seconds ago: past the default 3 s minimum fill time. */
const oldToken = () => issueFormToken(secret, now - 4_000);
type ErrorResult = {
  data: { status: string; result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
  init: { status: number };
};

describe("the lead action", () => {
  it("stores a valid booking and answers with its reference", async () => {
    const result = await leadAction(
      post({ ...validBooking("ana@example.com"), formToken: oldToken() }),
      bookingForm,
      now,
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
      now,
    )) as unknown as ErrorResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.email).toEqual(["Please enter a valid email address"]);
    expect(result.data.result.error?.firstName).toEqual(["First name is required"]);
  });

  it("refuses an address with a display name or a query part with the spec's message", async () => {
    for (const address of ["<postmaster>probe@example.com", "victim@x?cc=attacker%40evil.example"]) {
      const result = (await leadAction(
        post({ ...validBooking(address), formToken: oldToken() }),
        bookingForm,
        now,
      )) as unknown as ErrorResult;
      expect(result.init.status, address).toBe(400);
      expect(result.data.result.error?.email).toEqual(["Please enter a valid email address"]);
    }
    expect(await storage.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("counts +tag and dotted variants of one mailbox against the same per-address limit", async () => {
    const variants = ["jane.doe", "janedoe+a", "j.a.n.e.doe+b", "JaneDoe+c", "jane.d.o.e", "jane.doe+f", "janedoe+g"];
    for (const [i, local] of variants.entries()) {
      await leadAction(
        post({ ...validBooking(`${local}@gmail.com`), formToken: oldToken() }, `10.7.7.${i}`),
        bookingForm,
        now,
      );
    }
    const reasons = await storage.db.selectFrom("leads").select("spam_reason").orderBy("id").execute();
    expect(reasons.map((r) => r.spam_reason)).toEqual([null, null, null, null, null, "rate-address", "rate-address"]);
  });

  it("holds the ninth booking from one connection in 10 minutes for staff: a held lead sends no confirmation", async () => {
    for (let i = 1; i <= 9; i++) {
      const result = await leadAction(
        post({ ...validBooking(`event${i}@example.com`), formToken: oldToken() }, "10.8.8.8"),
        bookingForm,
        now,
      );
      expect(result).toMatchObject({ status: "success" });
    }
    const ninth = await storage.db
      .selectFrom("leads")
      .select(["id", "spam_reason"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(ninth.spam_reason).toBe("rate-ip");
    const messages = await storage.db
      .selectFrom("outbox")
      .select(["kind", "status"])
      .where("lead_id", "=", ninth.id)
      .orderBy("kind")
      .execute();
    expect(messages.map((m) => [m.kind, m.status === "held"])).toEqual([
      ["lead-confirmation", true],
      ["lead-notification", true],
    ]);
  });

  it("holds visitors' confirmations past the site's hourly budget, while the company's notifications go", async () => {
    const queued = (minutesAgo: number) => ({
      lead_id: null,
      kind: "lead-confirmation" as const,
      to_address: "someone@example.com",
      subject: "s",
      text_body: "t",
      html_body: "h",
      message_id: `<${minutesAgo}-${Math.random()}@valet.example>`,
      status: "sent" as const,
      attempts: 1,
      next_attempt_at: new Date(now - minutesAgo * 60_000).toISOString(),
      created_at: new Date(now - minutesAgo * 60_000).toISOString(),
    });
    // One short of the budget within the hour; older ones and held ones do not count.
    const rows = [
      ...Array.from({ length: svc.env.CONFIRMATIONS_PER_HOUR - 1 }, () => queued(30)),
      ...Array.from({ length: 20 }, () => queued(61)),
      ...Array.from({ length: 20 }, () => ({ ...queued(5), status: "held" as const })),
    ];
    await storage.db.insertInto("outbox").values(rows).execute();
    for (let i = 0; i < 3; i++) {
      const result = await leadAction(
        post({ ...validBooking(`guest${i}@example.com`), formToken: oldToken() }),
        bookingForm,
        now,
      );
      expect(result).toMatchObject({ status: "success" });
    }
    const mail = await storage.db
      .selectFrom("outbox")
      .innerJoin("leads", "leads.id", "outbox.lead_id")
      .select(["leads.email", "leads.status", "outbox.kind", "outbox.status as mail", "outbox.text_body"])
      .orderBy("outbox.id")
      .execute();
    expect(mail.map((m) => [m.email, m.status, m.kind, m.mail === "held" ? "held" : "goes"])).toEqual([
      ["guest0@example.com", "new", "lead-notification", "goes"],
      ["guest0@example.com", "new", "lead-confirmation", "goes"],
      ["guest1@example.com", "new", "lead-notification", "goes"],
      ["guest1@example.com", "new", "lead-confirmation", "held"],
      ["guest2@example.com", "new", "lead-notification", "goes"],
      ["guest2@example.com", "new", "lead-confirmation", "held"],
    ]);
    expect(mail[0]?.text_body).not.toContain("confirmation was not sent");
    expect(mail[2]?.text_body).toContain("Their confirmation was not sent");
    // The inbox's held view lists them, so staff can send each from its page.
    const held = await storage.db.selectFrom("leads").select("email").where(hasHeldMail).orderBy("id").execute();
    expect(held.map((l) => l.email)).toEqual(["guest1@example.com", "guest2@example.com"]);
  });

  it("attaches a calendar file that holds no typed text to the confirmation of a typed address", async () => {
    const typed = {
      venueName: "Visit bit.ly/x call 555-0100",
      venueAddress: "evil.tk/x 12 Main St",
      specialRequirements: "Cheap pills at www.spam.example",
      firstName: "Winner",
      lastName: "Claim-now",
    };
    const result = await leadAction(
      post({ ...validBooking("victim@example.com"), ...typed, formToken: oldToken() }),
      bookingForm,
      now,
    );
    expect(result).toMatchObject({ status: "success" });
    const confirmation = await storage.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "lead-confirmation")
      .executeTakeFirstOrThrow();
    expect(confirmation).toMatchObject({ to_address: "victim@example.com", status: "pending" });
    const [attachment] = JSON.parse(confirmation.attachments ?? "[]") as { filename: string; content: string }[];
    if (!attachment) throw new Error("no calendar file");
    const vevent = new ICAL.Component(ICAL.parse(attachment.content)).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const said = vevent.getAllProperties().map((p) => String(p.getFirstValue()));
    const unfolded = attachment.content.replace(/\r\n /g, "");
    for (const value of [...Object.values(typed), "bit.ly", "evil.tk", "555-0100", "spam.example"]) {
      expect(unfolded, value).not.toContain(value);
      expect(said.join("\n"), value).not.toContain(value);
    }
    expect(String(vevent.getFirstPropertyValue("location"))).toBe("The venue in your booking request");
    for (const part of [confirmation.subject, confirmation.text_body, confirmation.html_body]) {
      for (const value of ["bit.ly", "evil.tk", "555-0100", "spam.example", "Claim-now"]) {
        expect(part, value).not.toContain(value);
      }
    }
  });

  it("holds every confirmation to an address past its own limit, even from a connection past its limit too", async () => {
    for (let i = 0; i < 9; i++) {
      await leadAction(
        post({ ...validBooking("victim@example.com"), formToken: oldToken() }, "10.6.6.6"),
        bookingForm,
        now,
      );
    }
    const reasons = await storage.db.selectFrom("leads").select("spam_reason").orderBy("id").execute();
    expect(reasons.map((r) => r.spam_reason)).toEqual([null, null, null, null, null, ...Array(4).fill("rate-address")]);
    const confirmations = await storage.db
      .selectFrom("outbox")
      .select("status")
      .where("kind", "=", "lead-confirmation")
      .execute();
    expect(confirmations.filter((m) => m.status !== "held")).toHaveLength(5);
  });

  it("stores suspected spam flagged, answering it like any other lead", async () => {
    const honeypot = await leadAction(
      post({ ...validBooking("bot@example.com"), formToken: oldToken(), leaveBlank: "http://spam" }),
      bookingForm,
      now,
    );
    const tooFast = await leadAction(
      post({ ...validBooking("fast@example.com"), formToken: issueFormToken(secret, now) }),
      bookingForm,
      now,
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
        now,
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
      now,
    )) as unknown as ErrorResult;
    expect(refused.data.result.error?.[""]).toEqual([leadActionMessages(seedContent(), "en").tooMany]);
    // 46 durable (fsynced) writes: seconds on a loaded disk.
  }, 30_000);

  it("tells the visitor honestly when storage is down, with the phone number, keeping what they typed", async () => {
    await storage.close();
    const typed = { ...validBooking("kept@example.com"), formToken: oldToken() };
    const result = (await leadAction(post(typed), bookingForm, now)) as unknown as ErrorResult;
    expect(result.init.status).toBe(503);
    expect(result.data.result.error?.[""]).toEqual([leadActionMessages(seedContent(), "en").storageDown]);
    expect(leadActionMessages(seedContent(), "en").storageDown).toContain(site.phone.display);
    expect(result.data.result.initialValue).toMatchObject({ email: "kept@example.com", venueName: "Garden Estate" });
  });

  it("asks for a resend when the token is missing or forged", async () => {
    const result = (await leadAction(
      post({ ...validBooking("a@example.com"), formToken: "x.y.z" }),
      bookingForm,
      now,
    )) as unknown as ErrorResult;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.[""]?.[0]).toMatch(/expired/);
  });

  it("answers a form rendered more than a day ago like an expired one, keeping what was typed", async () => {
    const token = issueFormToken(secret, now);
    const send = (at: number) =>
      leadAction(post({ ...validBooking("late@example.com"), formToken: token }), bookingForm, at);
    const late = now + FORM_TOKEN_LIFETIME_MS + 1;
    const result = (await send(late)) as unknown as ErrorResult & { data: { token: string } };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error?.[""]).toEqual([expiredMessage]);
    expect(result.data.result.initialValue).toMatchObject({ email: "late@example.com", venueName: "Garden Estate" });
    expect(readFormToken(secret, result.data.token, late)).toMatchObject({ issuedAt: late });
    expect(await storage.db.selectFrom("leads").select("id").execute()).toEqual([]);

    expect(await send(now + FORM_TOKEN_LIFETIME_MS)).toMatchObject({ status: "success" });
  });

  it("flags a form sent sooner than FORM_MIN_FILL_MS (3 s by default) after it was rendered", async () => {
    const sentAfter = (ms: number, services = svc) =>
      leadAction(
        post(
          { ...validBooking(`after${ms}@example.com`), formToken: issueFormToken(secret, now - ms) },
          undefined,
          services,
        ),
        bookingForm,
        now,
      );
    await sentAfter(2_999);
    await sentAfter(3_000);
    await sentAfter(0, { ...svc, env: parseEnv({ DATA_DIR: storage.dataDir, FORM_MIN_FILL_MS: "0" }) });
    const rows = await storage.db.selectFrom("leads").select(["email", "spam_reason"]).orderBy("id").execute();
    expect(rows).toEqual([
      { email: "after2999@example.com", spam_reason: "too-fast" },
      { email: "after3000@example.com", spam_reason: null },
      { email: "after0@example.com", spam_reason: null },
    ]);
  });
});

describe("résumé files", () => {
  const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n%fake résumé\n")], "cv.pdf");
  const apply = (token: string, services = svc) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      fullName: "Rae Kim",
      phone: "3235550100",
      email: "rae@example.com",
      coverLetter: "Evenings and weekends.",
      formToken: token,
    })) {
      form.set(k, v);
    }
    form.set("resume", pdf());
    return sent(
      new Request("http://localhost/employment", { method: "POST", body: form }),
      `10.1.0.${++ipCounter}`,
      services,
    );
  };
  const files = () => {
    try {
      return readdirSync(path.join(storage.dataDir, "resumes"));
    } catch {
      return [];
    }
  };

  it("keeps exactly one file when the same form is sent twice, in turn or at once", async () => {
    const token = oldToken();
    const first = await leadAction(apply(token), applicationForm, now);
    const again = await leadAction(apply(token), applicationForm, now);
    expect(again).toEqual(first);
    expect(files()).toHaveLength(1);

    const racing = oldToken();
    const both = await Promise.all([1, 2].map(() => leadAction(apply(racing), applicationForm, now)));
    expect(both[0]).toEqual(both[1]);
    expect(files()).toHaveLength(2);
    const stored = await storage.db.selectFrom("leads").select("resume_file").execute();
    expect(stored.map((r) => r.resume_file).sort()).toEqual(files().sort());
  });

  it("keeps the file of a lead saved although its save was answered with an error", async () => {
    const { db } = storage;
    // The commit goes through but its answer is lost, as when the connection drops at that moment.
    const answerLost = new Proxy(db, {
      get(target, key) {
        if (key === "transaction") {
          return () => ({
            async execute(work: Parameters<ReturnType<typeof db.transaction>["execute"]>[0]) {
              await target.transaction().execute(work);
              throw new Error("Connection terminated unexpectedly");
            },
          });
        }
        const member = Reflect.get(target, key);
        return typeof member === "function" ? member.bind(target) : member;
      },
    });
    const token = oldToken();
    const failed = (await leadAction(
      apply(token, { ...svc, storage: { ...storage, db: answerLost } }),
      applicationForm,
      now,
    )) as unknown as ErrorResult;
    expect(failed.init.status).toBe(503);
    const saved = await db.selectFrom("leads").select(["reference", "resume_file"]).executeTakeFirstOrThrow();
    expect(files()).toEqual([saved.resume_file]);
    // The visitor sends the form again and is thanked with the lead's reference.
    expect(await leadAction(apply(token), applicationForm, now)).toEqual({
      status: "success",
      reference: saved.reference,
    });
  });

  it("keeps a bot's application flagged but stores no file for it", async () => {
    const request = apply(oldToken());
    const form = await request.request.formData();
    form.set("leaveBlank", "https://spam.example");
    const flagged = { ...request, request: new Request("http://localhost/employment", { method: "POST", body: form }) };
    expect(await leadAction(flagged, applicationForm, now)).toMatchObject({ status: "success" });
    const lead = await storage.db.selectFrom("leads").select(["spam_reason", "resume_file"]).executeTakeFirstOrThrow();
    expect(lead).toEqual({ spam_reason: "honeypot", resume_file: null });
    expect(files()).toEqual([]);
  });

  it("refuses applications with the phone number once the site's hourly upload budget is spent", async () => {
    expect(await svc.limits.allow("uploadBytes", "site", UPLOAD_BYTES_PER_HOUR - 10)).toBe(true);
    const result = (await leadAction(apply(oldToken()), applicationForm, now)) as unknown as ErrorResult;
    expect(result.init.status).toBe(503);
    expect(result.data.result.error?.[""]).toEqual([
      "We are receiving more applications than we can take just now. Please try again in an hour, or call us at (310) 555-0147.",
    ]);
    expect(result.data.result.initialValue).toMatchObject({ fullName: "Rae Kim" });
    expect(files()).toEqual([]);
    expect(await storage.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("refuses a Spanish application announcing more than the form's limit unread, in Spanish", async () => {
    const request = new Request("http://localhost/es/employment", {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(applicationForm.maxBodyBytes + 1),
      },
      body: new ReadableStream({
        pull: () => {
          throw new Error("the body was read");
        },
      }),
      duplex: "half",
    } as RequestInit);
    const result = (await leadAction(sent(request, "10.2.0.1"), applicationForm, now)) as unknown as ErrorResult;
    expect(result.init.status).toBe(413);
    expect(result.data.result.error).toEqual({
      "": ["Esta solicitud es demasiado grande. Inténtelo de nuevo o llámenos al (310) 555-0147."],
      resume: ["El currículum debe pesar 5 MB o menos"],
    });
  });

  it("leaves no file behind when the lead cannot be saved", async () => {
    await storage.db.schema.dropTable("outbox").execute(); // the lead's transaction fails after the file is written
    const result = (await leadAction(apply(oldToken()), applicationForm, now)) as unknown as ErrorResult;
    expect(result.init.status).toBe(503);
    expect(files()).toEqual([]);
  });
});
