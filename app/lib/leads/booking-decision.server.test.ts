import ICAL from "ical.js";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logger } from "~/lib/log.server";
import type { MailAttachment } from "~/lib/mail/transport.server";
import { type RequestContext, requestContext } from "~/lib/request-context.server";
import { type Staff, staffContext } from "~/lib/staff/auth.server";
import { action, loader } from "~/routes/staff.lead";
import { seedContent } from "../../../tests/support/content";
import { sqlite } from "../../../tests/support/databases";
import { leadSubmission } from "../../../tests/support/leads";
import { recordLead } from "./leads.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * The lead page's decision on a booking, through the route's action on SQLite: what it stores, the lead's status,
 * the audit line, and the client's e-mail in the outbox in their language with the updated calendar file.
 */

const SITE_URL = "https://valet.example";
let storage: Awaited<ReturnType<typeof sqlite.open>>;
let context: RouterContextProvider;
let outboxRuns = 0;

beforeAll(async () => {
  storage = await sqlite.open();
  context = new RouterContextProvider();
  const member = { id: 1, name: "Olga Owner", email: "owner@valet.example", role: "owner", content_right: "none" };
  const svc = {
    storage,
    env: { SITE_URL, DATA_DIR: storage.dataDir },
    outbox: { run: async () => void outboxRuns++ },
  };
  context.set(staffContext, { csrf: "token", svc, member, sessionId: "s" } as unknown as Staff);
  // The request's own: the content its e-mail and calendar file say of the company.
  context.set(requestContext, {
    services: svc,
    clientIp: "127.0.0.1",
    log: logger,
    content,
  } as unknown as RequestContext);
});
afterAll(() => storage?.cleanup());

async function spanishBooking() {
  const submission = leadSubmission({
    language: "es",
    values: {
      firstName: "Lucía",
      lastName: "Gómez",
      serviceType: "Wedding",
      guestCount: 150,
      eventDate: "2027-07-10",
      eventTime: "17:30",
    },
  });
  const lead = await recordLead(storage.db, submission, {
    siteUrl: SITE_URL,
    notifyEmail: "office@valet.example",
    content,
  });
  return { ...lead, email: submission.email };
}

const post = (id: number, fields: Record<string, string>) =>
  action({
    request: new Request(`http://localhost/staff/leads/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: "token", intent: "decision", ...fields }).toString(),
    }),
    context,
    params: { id: String(id) },
  } as never);

const confirmation = {
  decision: "confirmed",
  attendants: "6",
  arrival: "16:30",
  endTime: "23:00",
  coordinatorName: "Marisol Vega",
  coordinatorPhone: "(310) 555-0142",
  price: "1,450",
  note: "Entrada norte <b>por favor</b>.\nGracias.",
};

const outboxOf = (leadId: number) =>
  storage.db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("confirming a booking from its lead page", () => {
  it("queues one e-mail to the client in Spanish with the calendar file, books the lead and audits it", async () => {
    const lead = await spanishBooking();
    const before = await outboxOf(lead.id);
    const requestIcs = (
      JSON.parse(before.find((m) => m.kind === "lead-confirmation")?.attachments ?? "[]") as MailAttachment[]
    )[0];
    if (!requestIcs) throw new Error("the request's confirmation has no calendar file");

    const response = (await post(lead.id, confirmation)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/staff/leads/${lead.id}#booking`);
    expect(outboxRuns).toBe(1);

    const added = (await outboxOf(lead.id)).slice(before.length);
    expect(added).toHaveLength(1);
    const mail = added[0];
    if (!mail) throw new Error("no e-mail");
    expect(mail).toMatchObject({ kind: "booking-decision", to_address: lead.email, status: "pending" });
    expect(mail.subject).toBe(`Su reservación ${lead.reference} está confirmada`);
    expect(mail.html_body).toContain('lang="es-US"');
    expect(mail.text_body).toContain("Marisol Vega");
    expect(mail.text_body).toContain("$1,450");
    expect(mail.text_body).toContain("4:30\u00a0p.\u00a0m.");
    // The note is escaped in the HTML part, and kept as typed in the text part.
    expect(mail.html_body).toContain("Entrada norte &lt;b&gt;por favor&lt;/b&gt;.<br/>Gracias.");
    expect(mail.text_body).toContain("Entrada norte <b>por favor</b>.\nGracias.");

    const attachments = JSON.parse(mail.attachments ?? "[]") as MailAttachment[];
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`golden-key-valet-${lead.reference}.ics`, "text/calendar; charset=utf-8; method=PUBLISH"],
    ]);
    const { vevent, event } = parseIcs(attachments[0]?.content ?? "");
    expect(event.uid).toBe(parseIcs(requestIcs.content).event.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.startDate.toString()).toBe("2027-07-10T16:30:00");
    expect(event.summary).toContain("confirmado");

    const stored = await storage.db.selectFrom("leads").select("status").where("id", "=", lead.id).executeTakeFirst();
    expect(stored?.status).toBe("booked");
    const audit = await storage.db.selectFrom("audit_events").selectAll().where("lead_id", "=", lead.id).execute();
    expect(audit.map((e) => [e.actor_name, e.action])).toEqual([["Olga Owner", "confirmed the booking"]]);
    expect(audit[0]?.detail).toContain("new → booked");

    // A later cancellation: decision 2, the same UID, CANCELLED; the lead is closed; the page lists both.
    await post(lead.id, { ...confirmation, decision: "cancelled", note: "" });
    const last = (await outboxOf(lead.id)).at(-1);
    expect(last?.subject).toBe(`Su reservación ${lead.reference} está cancelada`);
    const cancelled = parseIcs((JSON.parse(last?.attachments ?? "[]") as MailAttachment[])[0]?.content ?? "");
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("sequence")).toBe(2);
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(event.uid);
    const page = (await loader({
      request: new Request(`http://localhost/staff/leads/${lead.id}`),
      context,
      params: { id: String(lead.id) },
    } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(page.lead.status).toBe("closed");
    expect(page.decisions?.map((d) => [d.sequence, d.decision])).toEqual([
      [1, "confirmed"],
      [2, "cancelled"],
    ]);
    expect(page.clientLanguage).toBe("Spanish");

    // Deleting the lead (an erasure) deletes its decisions with it.
    await storage.db.deleteFrom("leads").where("id", "=", lead.id).execute();
    const left = await storage.db.selectFrom("booking_decisions").selectAll().where("lead_id", "=", lead.id).execute();
    expect(left).toHaveLength(0);
  });

  it("refuses a form with problems: each beside its field, what was typed kept, nothing stored or sent", async () => {
    const lead = await spanishBooking();
    const before = await outboxOf(lead.id);
    const result = (await post(lead.id, { ...confirmation, attendants: "", coordinatorPhone: "call me" })) as {
      data: { decision: { values: Record<string, string>; errors: Record<string, string> } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.decision.errors).sort()).toEqual(["attendants", "coordinatorPhone"]);
    expect(result.data.decision.values.coordinatorPhone).toBe("call me");
    expect(result.data.decision.values.note).toBe(confirmation.note);
    expect(await outboxOf(lead.id)).toHaveLength(before.length);
    const count = await storage.db.selectFrom("booking_decisions").selectAll().where("lead_id", "=", lead.id).execute();
    expect(count).toHaveLength(0);
  });

  it("refuses a lead that is not a booking, and a booking held as spam", async () => {
    const contact = await recordLead(storage.db, leadSubmission({ form: "contact", values: { message: "hi" } }), {
      siteUrl: SITE_URL,
      content,
      notifyEmail: "office@valet.example",
    });
    const refused = (await post(contact.id, confirmation)) as {
      data: { decision: { problem: string } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(409);
    expect(refused.data.decision.problem).toMatch(/Only booking and quote requests/);
    const spam = await recordLead(
      storage.db,
      leadSubmission({ spamReason: "honeypot", values: { eventDate: "2027-07-10", eventTime: "17:30" } }),
      { siteUrl: SITE_URL, notifyEmail: "office@valet.example", content },
    );
    const held = (await post(spam.id, confirmation)) as { data: { decision: { problem: string } } };
    expect(held.data.decision.problem).toMatch(/not spam/);
  });
});
