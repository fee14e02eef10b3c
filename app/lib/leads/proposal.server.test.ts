import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailAttachment } from "~/lib/mail/transport.server";
import { erasePerson, exportPerson, findPerson } from "~/lib/privacy.server";
import type { Member } from "~/lib/staff/accounts.server";
import type { OutboxMessage } from "~/lib/storage/schema";
import {
  decideBooking,
  mailOf as mailOfKind,
  TEST_NOTIFY_EMAIL as NOTIFY,
  recordTestLead,
  TEST_SITE_URL as SITE_URL,
} from "../../../tests/support/bookings";
import { seedContent } from "../../../tests/support/content";
import { databases, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";
import { recordBookingDecision } from "./booking-decision.server";
import type { ProposalInput } from "./proposal";
import {
  acceptProposal,
  leadProposals,
  type ProposalPage,
  ProposalRefused,
  proposalExpiry,
  proposalOfToken,
  recordQuestion,
  sendProposal,
} from "./proposal.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * A proposal's life on each database: sent (its e-mail in the client's language with the signed link), opened,
 * accepted once however many times and however simultaneously it is accepted, superseded, expired, asked about.
 */

const SECRET = "test-secret-of-the-form-tokens";
const staff = { name: "Olga Owner", email: "owner@valet.example" };
const now = new Date("2027-05-10T18:00:00Z");

const input: ProposalInput = {
  price: 185_000,
  attendants: 8,
  arrival: "16:00",
  endTime: "23:30",
  included: "8 attendants, two podiums",
  validUntil: "2027-05-31",
  coordinatorName: "Marisol Vega",
  coordinatorPhone: "(310) 555-0142",
  note: "",
};

describe("proposalExpiry", () => {
  it("is the end of the valid-until day on the Los Angeles clock, in summer and in winter", () => {
    expect(proposalExpiry("2027-05-31").toISOString()).toBe("2027-06-01T07:00:00.000Z");
    expect(proposalExpiry("2027-12-31").toISOString()).toBe("2028-01-01T08:00:00.000Z");
    // The day the clocks go back: midnight after it is still PST's.
    expect(proposalExpiry("2027-11-07").toISOString()).toBe("2027-11-08T08:00:00.000Z");
  });
});

for (const database of databases) {
  describe.skipIf(database.name === "postgres" && !postgresUrl)(`proposals on ${database.name}`, () => {
    let storage: Awaited<ReturnType<typeof database.open>>;
    beforeAll(async () => {
      if (database.name === "postgres" && !postgresUrl) throw new Error(postgresSkipReason);
      storage = await database.open();
    });
    afterAll(() => storage?.cleanup());

    async function quote(
      values: Record<string, unknown> = { eventDate: "2027-06-19", eventTime: "17:30" },
      name = "Ana Ruiz",
    ) {
      return recordTestLead(storage.db, content, {
        form: "quote",
        language: "es",
        name,
        values: { guestCount: 150, ...values },
      });
    }
    const send = (leadId: number, at = now) =>
      sendProposal(storage.db, { leadId, input, actor: staff, siteUrl: SITE_URL, content, secret: SECRET, now: at });
    const mailOf = (leadId: number, kind: OutboxMessage["kind"]) => mailOfKind(storage.db, leadId, kind);
    const tokenIn = (text: string) => /\/es\/proposal\/([\w.-]+)/.exec(text)?.[1] ?? "";
    /** The token of the link in the lead's proposal e-mail. */
    const sentToken = async (leadId: number) => tokenIn((await mailOf(leadId, "proposal"))[0]?.text_body ?? "");
    /** The proposal `token` opens at `at`; a test fails without one. */
    const opened = async (token: string, at = now) => {
      const page = await proposalOfToken(storage.db, SECRET, token, at);
      if (!page) throw new Error("no proposal");
      return page;
    };
    const decisionsOf = (leadId: number) =>
      storage.db.selectFrom("booking_decisions").selectAll().where("lead_id", "=", leadId).execute();
    /** The client's click on Accept, from `ip`, at `at`. */
    const accept = (proposal: ProposalPage, ip = "203.0.113.9", at = now) =>
      acceptProposal(storage.db, { proposal, ip, siteUrl: SITE_URL, notifyEmail: NOTIFY, content, now: at });

    it("sends a quote's proposal in the client's language, with a signed link that opens it", async () => {
      const lead = await quote();
      const { sequence } = await send(lead.id);
      expect(sequence).toBe(1);
      const [mail] = await mailOf(lead.id, "proposal");
      expect(mail?.to_address).toBe(lead.email);
      expect(mail?.subject).toBe(`Su propuesta de valet parking ${lead.reference}`);
      expect(mail?.text_body).toContain("$1,850");
      const token = tokenIn(mail?.text_body ?? "");
      const page = await proposalOfToken(storage.db, SECRET, token, now);
      expect(page).toMatchObject({ standing: "open", reference: lead.reference, eventDate: "2027-06-19" });
      // A changed character, another purpose's secret, or nothing at all: no proposal.
      const tampered = token.replace(/^(\d+)/, (id) => String(Number(id) + 1));
      expect(await proposalOfToken(storage.db, SECRET, tampered, now)).toBeNull();
      expect(await proposalOfToken(storage.db, "another-secret", token, now)).toBeNull();
      expect(await proposalOfToken(storage.db, SECRET, "1.abc.def", now)).toBeNull();
      const history = await storage.db.selectFrom("audit_events").selectAll().where("lead_id", "=", lead.id).execute();
      expect(history.map((e) => e.action)).toEqual(["sent a proposal"]);
      expect(history[0]?.detail).toMatch(/\(status new → contacted\)$/);
      const after = await storage.db.selectFrom("leads").select("status").where("id", "=", lead.id).executeTakeFirst();
      expect(after?.status).toBe("contacted");
    });

    it("accepted twice, or three times at once, makes one confirmed booking", async () => {
      for (const together of [false, true]) {
        const lead = await quote();
        await send(lead.id);
        const token = await sentToken(lead.id);
        const page = await opened(token);
        const outcomes = together
          ? await Promise.all([accept(page, "203.0.113.1"), accept(page, "203.0.113.2"), accept(page, "203.0.113.3")])
          : [await accept(page, "203.0.113.1"), await accept(page, "203.0.113.2")];
        expect(outcomes.filter((o) => o.outcome === "accepted")).toHaveLength(1);
        expect(outcomes.filter((o) => o.outcome === "already")).toHaveLength(outcomes.length - 1);
        const decisions = await decisionsOf(lead.id);
        expect(decisions).toHaveLength(1);
        expect(decisions[0]).toMatchObject({ decision: "confirmed", attendants: 8, price_cents: 185_000 });
        const lead2 = await storage.db
          .selectFrom("leads")
          .select("status")
          .where("id", "=", lead.id)
          .executeTakeFirst();
        expect(lead2?.status).toBe("booked");
        const [row] = await leadProposals(storage.db, [lead.id]);
        expect(row).toMatchObject({ state: "confirmed", decision_sequence: 1 });
        expect(row?.accepted_ip).toMatch(/^203\.0\.113\.[123]$/);
        const confirmations = await mailOf(lead.id, "booking-decision");
        expect(confirmations).toHaveLength(1);
        const [file] = JSON.parse(confirmations[0]?.attachments ?? "[]") as MailAttachment[];
        const vevent = new ICAL.Component(ICAL.parse(String(file?.content))).getFirstSubcomponent("vevent");
        expect(vevent?.getFirstPropertyValue("status")).toBe("CONFIRMED");
        expect(vevent?.getFirstPropertyValue("sequence")).toBe(1);
        expect(String(vevent?.getFirstPropertyValue("dtstart"))).toBe("2027-06-19T16:00:00");
        const again = await proposalOfToken(storage.db, SECRET, token, now);
        expect(again?.standing).toBe("accepted");
        // The office hears of it once, however many times the client clicked.
        const notices = await mailOf(lead.id, "proposal-accepted");
        expect(notices).toHaveLength(1);
        expect(notices[0]).toMatchObject({ to_address: NOTIFY, reply_to: lead.email });
        expect(notices[0]?.subject).toBe(`Ana Ruiz accepted proposal 1 for ${lead.reference}`);
        expect(notices[0]?.text_body).toContain("The booking is confirmed");
        expect(notices[0]?.text_body).toContain(`${SITE_URL}/staff/leads/${lead.id}`);
      }
    });

    it("accepted after staff confirmed the booking: one confirmed e-mail, and the office told what differs", async () => {
      const confirm = (leadId: number, terms: Partial<ProposalInput>) =>
        recordBookingDecision(storage.db, {
          leadId,
          actor: staff,
          siteUrl: SITE_URL,
          content,
          now,
          input: { ...input, ...terms, decision: "confirmed", note: "" },
        });
      const acceptOnly = async (leadId: number) => {
        const page = await opened(await sentToken(leadId));
        return accept(page, "203.0.113.4", new Date(now.getTime() + 120_000));
      };

      // Staff confirmed 6 attendants at $1,500, then sent the proposal of 8 at $1,850, which the client accepts.
      const lead = await quote({ eventDate: "2027-06-19", eventTime: "17:30" }, "Ana <b>Ruiz</b>");
      await confirm(lead.id, { attendants: 6, price: 150_000 });
      await send(lead.id, new Date(now.getTime() + 60_000));
      expect(await acceptOnly(lead.id)).toEqual({ outcome: "accepted", decisionSequence: 1, alreadyConfirmed: true });
      expect(await mailOf(lead.id, "booking-decision")).toHaveLength(1);
      expect(await decisionsOf(lead.id)).toHaveLength(1);
      const [row] = await leadProposals(storage.db, [lead.id]);
      expect(row).toMatchObject({ state: "confirmed", decision_sequence: 1 });
      const [notice, ...more] = await mailOf(lead.id, "proposal-accepted");
      expect(more).toHaveLength(0);
      expect(notice).toMatchObject({ to_address: NOTIFY, reply_to: lead.email });
      expect(notice?.text_body).toContain("already been confirmed, so the client was not sent a second confirmation");
      expect(notice?.text_body).toContain("Price: $1,850 (confirmed: $1,500)");
      expect(notice?.text_body).toContain("Attendants: 8 (confirmed: 6)");
      expect(notice?.text_body).not.toContain("Team arrives:");
      expect(notice?.html_body).toContain("Ana &lt;b&gt;Ruiz&lt;/b&gt;");
      expect(notice?.html_body).not.toContain("<b>Ruiz");
      const history = await storage.db.selectFrom("audit_events").selectAll().where("lead_id", "=", lead.id).execute();
      expect(history.map((e) => e.action)).toEqual([
        "confirmed the booking",
        "sent a proposal",
        "accepted the proposal",
      ]);

      // The same terms as the confirmation: still one e-mail to the client, and nothing to settle.
      const same = await quote();
      await confirm(same.id, {});
      await send(same.id, new Date(now.getTime() + 60_000));
      expect(await acceptOnly(same.id)).toMatchObject({ outcome: "accepted", alreadyConfirmed: true });
      expect(await mailOf(same.id, "booking-decision")).toHaveLength(1);
      const [quiet] = await mailOf(same.id, "proposal-accepted");
      expect(quiet?.text_body).toContain("already been confirmed");
      expect(quiet?.text_body).not.toContain("differ");
    });

    it("a newer proposal supersedes the open one, whose link then says so and accepts nothing", async () => {
      const lead = await quote();
      await send(lead.id);
      await send(lead.id, new Date(now.getTime() + 60_000));
      const [first, second] = (await mailOf(lead.id, "proposal")).map((m) => tokenIn(m.text_body));
      const old = await proposalOfToken(storage.db, SECRET, first ?? "", now);
      expect(old?.standing).toBe("superseded");
      if (!old) throw new Error("no proposal");
      expect(await accept(old)).toEqual({ outcome: "superseded" });
      expect((await proposalOfToken(storage.db, SECRET, second ?? "", now))?.standing).toBe("open");
      expect(await decisionsOf(lead.id)).toEqual([]);
    });

    it("a decision staff take on the request closes its open proposal", async () => {
      const lead = await quote();
      await send(lead.id);
      const token = await sentToken(lead.id);
      await decideBooking(storage.db, "declined", { leadId: lead.id, siteUrl: SITE_URL, content, now });
      const closed = await opened(token);
      expect(closed.standing).toBe("superseded");
      expect(await accept(closed)).toEqual({ outcome: "superseded" });
      expect((await decisionsOf(lead.id)).map((d) => d.decision)).toEqual(["declined"]);
    });

    it("an expired proposal says so and accepts nothing", async () => {
      const lead = await quote();
      await send(lead.id);
      const page = await opened(await sentToken(lead.id), proposalExpiry(input.validUntil));
      expect(page.standing).toBe("expired");
      expect(await accept(page)).toEqual({ outcome: "expired" });
      expect(await decisionsOf(lead.id)).toEqual([]);
    });

    it("a question is stored, e-mailed to the office with reply-to the client, and noted in the history", async () => {
      const lead = await quote();
      await send(lead.id);
      const page = await opened(await sentToken(lead.id));
      const question = "¿Incluye la cena de ensayo?\n<b>40</b> autos.";
      await recordQuestion(storage.db, {
        proposal: page,
        question,
        lang: "es",
        ip: "203.0.113.5",
        notifyEmail: NOTIFY,
        siteUrl: SITE_URL,
        content,
        now,
      });
      const [row] = await leadProposals(storage.db, [lead.id]);
      expect(row?.questions.map((q) => [q.question, q.ip])).toEqual([[question, "203.0.113.5"]]);
      const [mail] = await mailOf(lead.id, "proposal-question");
      expect(mail).toMatchObject({ to_address: NOTIFY, reply_to: lead.email });
      expect(mail?.subject).toBe(`Question about proposal 1 for ${lead.reference}`);
      expect(mail?.text_body).toContain(question);
      expect(mail?.html_body).toContain("&lt;b&gt;40&lt;/b&gt;");
      expect(mail?.text_body).toContain(`${SITE_URL}/staff/leads/${lead.id}`);
      const history = await storage.db.selectFrom("audit_events").selectAll().where("lead_id", "=", lead.id).execute();
      expect(history.map((e) => [e.action, e.detail])).toContainEqual(["asked a question", "about proposal 1"]);
    });

    it("the privacy export lists a lead's proposals and questions; erasure removes them", async () => {
      const lead = await quote();
      await send(lead.id);
      const page = await opened(await sentToken(lead.id));
      await recordQuestion(storage.db, {
        proposal: page,
        question: "¿Hay estacionamiento para los valets?",
        lang: "es",
        ip: "203.0.113.7",
        notifyEmail: NOTIFY,
        siteUrl: SITE_URL,
        content,
        now,
      });
      const found = await findPerson(storage.db, lead.email);
      const exported = exportPerson(lead.email, found, now, await leadProposals(storage.db, [lead.id]));
      expect(exported.leads[0]?.proposals).toEqual([
        expect.objectContaining({
          number: 1,
          state: "sent",
          priceCents: 185_000,
          questions: [
            { askedAt: now.toISOString(), question: "¿Hay estacionamiento para los valets?", ipAddress: "203.0.113.7" },
          ],
        }),
      ]);
      const owner = { id: 1, name: "Olga Owner", email: staff.email, role: "owner" } as Member;
      await erasePerson({ storage, dataDir: storage.dataDir }, owner, lead.email, now);
      expect(await storage.db.selectFrom("proposals").select("id").where("lead_id", "=", lead.id).execute()).toEqual(
        [],
      );
      expect(
        await storage.db.selectFrom("proposal_questions").select("id").where("lead_id", "=", lead.id).execute(),
      ).toEqual([]);
    });

    it("refuses a request that names no event date and time, and one that is not a booking or quote", async () => {
      const dateless = await recordTestLead(storage.db, content, { values: { guestCount: 50 } });
      await expect(send(dateless.id)).rejects.toThrow(ProposalRefused);
      await expect(send(dateless.id)).rejects.toThrow(/no event date and time/);
      const contact = await recordTestLead(storage.db, content, { form: "contact", values: { message: "hi" } });
      await expect(send(contact.id)).rejects.toThrow(/booking and quote requests/);
      expect(await leadProposals(storage.db, [dateless.id, contact.id])).toEqual([]);
    });
  });
}
