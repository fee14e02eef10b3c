import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage, type Storage } from "~/lib/storage/db.server";
import {
  decideBooking,
  mailOf,
  TEST_NOTIFY_EMAIL as NOTIFY,
  recordTestLead,
  TEST_SITE_URL as SITE_URL,
} from "../../../tests/support/bookings";
import { seedContent } from "../../../tests/support/content";
import { databases, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";
import { expectLinksInText } from "../../../tests/support/email-links";
import type { ProposalInput } from "./proposal";
import { acceptProposal, proposalOfToken, recordQuestion, sendProposal } from "./proposal.server";
import { proposalReminderCheck } from "./proposal-reminders.server";
import { proposalSamples } from "./proposal-samples.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * The reminder of an unanswered proposal, from 09:00 Los Angeles time two days before its last day, on each
 * database, with the clock handed to the poll task as the outbox worker does. On PostgreSQL the second "server" has
 * a connection pool of its own on the same database, as a second machine would.
 */

const SECRET = "test-secret-of-the-form-tokens";
const staff = { name: "Olga Owner", email: "owner@valet.example" };
const settings = { siteUrl: SITE_URL, secret: SECRET, content: () => content };

const proposalInput = (validUntil: string): ProposalInput => ({
  price: 185_000,
  attendants: 8,
  arrival: "16:00",
  endTime: "23:30",
  included: "8 attendants, two podiums",
  validUntil,
  coordinatorName: "Marisol Vega",
  coordinatorPhone: "(310) 555-0142",
  note: "",
});

// May to July: Los Angeles is UTC−7, so 09:00 there is 16:00 UTC.
const at = (iso: string) => Date.parse(iso);

for (const database of databases) {
  describe.skipIf(database.name === "postgres" && !postgresUrl)(`proposal reminders on ${database.name}`, () => {
    let storage: Awaited<ReturnType<typeof database.open>>;
    /** The other server's storage: its own pool on PostgreSQL; on SQLite (one server only) the same. */
    let other: Storage;
    beforeAll(async () => {
      if (database.name === "postgres" && !postgresUrl) throw new Error(postgresSkipReason);
      storage = await database.open();
      other = storage.databaseUrl
        ? await openStorage({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl })
        : storage;
    });
    afterAll(async () => {
      if (other && other !== storage) await other.close();
      await storage?.cleanup();
    });

    async function proposal(
      validUntil: string,
      { language = "en" as "en" | "es", sentAt = "2027-05-10T18:00:00Z" } = {},
    ) {
      const lead = await recordTestLead(storage.db, content, {
        form: "quote",
        language,
        values: { guestCount: 150, eventDate: "2027-08-14", eventTime: "17:30" },
      });
      const sent = await sendProposal(storage.db, {
        leadId: lead.id,
        input: proposalInput(validUntil),
        actor: staff,
        siteUrl: SITE_URL,
        content,
        secret: SECRET,
        now: new Date(sentAt),
      });
      return { ...lead, proposalId: sent.id };
    }
    const remindersOf = (leadId: number) => mailOf(storage.db, leadId, "proposal-reminder");
    const pageOf = async (leadId: number, now: Date) => {
      const [mail] = await storage.db
        .selectFrom("outbox")
        .select("text_body")
        .where("lead_id", "=", leadId)
        .where("kind", "=", "proposal")
        .orderBy("id", "desc")
        .execute();
      const token = /\/proposal\/([\w.-]+)/.exec(mail?.text_body ?? "")?.[1] ?? "";
      const page = await proposalOfToken(storage.db, SECRET, token, now);
      if (!page) throw new Error("no proposal");
      return page;
    };

    it("is sent once across two servers, from 09:00 two days before the last day, in the client's language", async () => {
      const lead = await proposal("2027-05-31", { language: "es" });
      const serverA = proposalReminderCheck(storage.db, settings);
      const serverB = proposalReminderCheck(other.db, settings);

      expect(await serverA(at("2027-05-28T16:00:00Z"))).toEqual([]);
      expect(await serverB(at("2027-05-29T15:59:00Z"))).toEqual([]);
      expect(await remindersOf(lead.id)).toHaveLength(0);

      // Both servers' polls at the same moment, three times over: one reminder.
      const due = at("2027-05-29T16:00:00Z");
      const results = await Promise.all([serverA(due), serverB(due), serverA(due + 1), serverB(due + 2)]);
      expect(results.flat().filter((id) => id === lead.proposalId)).toHaveLength(1);
      const [reminder, ...more] = await remindersOf(lead.id);
      expect(more).toHaveLength(0);
      expect(reminder).toMatchObject({ to_address: lead.email, status: "pending", reply_to: null });
      expect(reminder?.subject).toBe(
        `Su propuesta de valet parking ${lead.reference} es válida hasta el lunes, 31 de mayo de 2027`,
      );
      expect(reminder?.text_body).toContain("puede aceptarla en línea hasta el final del lunes, 31 de mayo de 2027");
      expect(reminder?.text_body).toContain("$1,850");
      expect(reminder?.html_body).toContain('<html lang="es-US"');
      expect(reminder?.text_body).not.toContain("valid until");
      // Its link opens the proposal, in Spanish, still open.
      const token = new RegExp(`${SITE_URL}/es/proposal/([\\w.-]+)`).exec(reminder?.text_body ?? "")?.[1] ?? "";
      expect((await proposalOfToken(storage.db, SECRET, token, new Date(due)))?.standing).toBe("open");

      // Later that day, the next day, and a server started afterwards: nothing more.
      expect(await serverA(at("2027-05-29T20:00:00Z"))).toEqual([]);
      expect(await serverB(at("2027-05-30T16:00:00Z"))).toEqual([]);
      expect(await proposalReminderCheck(other.db, settings)(at("2027-05-31T16:00:00Z"))).toEqual([]);
      expect(await remindersOf(lead.id)).toHaveLength(1);
    });

    it("is not sent once the client accepted, on either server", async () => {
      const lead = await proposal("2027-06-10");
      const page = await pageOf(lead.id, new Date("2027-06-01T18:00:00Z"));
      const accepted = await acceptProposal(storage.db, {
        proposal: page,
        ip: "203.0.113.8",
        siteUrl: SITE_URL,
        notifyEmail: NOTIFY,
        content,
        now: new Date("2027-06-01T18:00:00Z"),
      });
      expect(accepted.outcome).toBe("accepted");
      const due = at("2027-06-08T16:00:00Z");
      const results = await Promise.all([
        proposalReminderCheck(storage.db, settings)(due),
        proposalReminderCheck(other.db, settings)(due),
      ]);
      expect(results.flat()).not.toContain(lead.proposalId);
      expect(await remindersOf(lead.id)).toHaveLength(0);
    });

    it("is not sent once the client asked a question, staff declined, or a newer proposal replaced it", async () => {
      const asked = await proposal("2027-06-20");
      await recordQuestion(storage.db, {
        proposal: await pageOf(asked.id, new Date("2027-06-02T18:00:00Z")),
        question: "¿Incluye la cena de ensayo?",
        lang: "es",
        ip: "203.0.113.5",
        notifyEmail: NOTIFY,
        siteUrl: SITE_URL,
        content,
        now: new Date("2027-06-02T18:00:00Z"),
      });
      const declined = await proposal("2027-06-20");
      await decideBooking(storage.db, "declined", {
        leadId: declined.id,
        siteUrl: SITE_URL,
        content,
        now: new Date("2027-06-03T18:00:00Z"),
      });
      const replaced = await proposal("2027-06-20");
      const newer = await sendProposal(storage.db, {
        leadId: replaced.id,
        input: { ...proposalInput("2027-06-20"), price: 170_000 },
        actor: staff,
        siteUrl: SITE_URL,
        content,
        secret: SECRET,
        now: new Date("2027-06-04T18:00:00Z"),
      });

      const reminded = await proposalReminderCheck(storage.db, settings)(at("2027-06-18T16:00:00Z"));
      expect(reminded).toEqual([newer.id]);
      for (const lead of [asked, declined]) expect(await remindersOf(lead.id)).toHaveLength(0);
      const [reminder, ...more] = await remindersOf(replaced.id);
      expect(more).toHaveLength(0);
      expect(reminder?.subject).toBe(
        `Your valet parking proposal ${replaced.reference} is valid until Sunday, June 20, 2027`,
      );
      expect(reminder?.text_body).toContain("$1,700");
    });

    it("comes a day late when no server ran on its day; never for a lapsed proposal, nor one sent after it was due", async () => {
      const late = await proposal("2027-07-10");
      const lapsed = await proposal("2027-07-05");
      const fresh = await proposal("2027-07-12", { sentAt: "2027-07-10T20:00:00Z" });
      // The first polls in days: July 9 at 08:00 and then at 09:00 in Los Angeles.
      const check = proposalReminderCheck(storage.db, settings);
      expect(await check(at("2027-07-09T15:00:00Z"))).toEqual([]);
      expect(await check(at("2027-07-09T16:00:00Z"))).toEqual([late.proposalId]);
      expect(await check(at("2027-07-11T16:00:00Z"))).toEqual([]);
      expect(await check(at("2027-07-12T16:00:00Z"))).toEqual([]);
      expect(await remindersOf(late.id)).toHaveLength(1);
      for (const lead of [lapsed, fresh]) expect(await remindersOf(lead.id)).toHaveLength(0);
    });
  });
}

describe("the reminder's and the acceptance notice's e-mails", () => {
  const samples = proposalSamples(content).filter(({ name }) => /^proposal-(reminder|accepted)/.test(name));
  it("are all in the preview", () => {
    expect(samples.map((s) => s.name)).toEqual([
      "proposal-reminder",
      "proposal-reminder-es",
      "proposal-accepted",
      "proposal-accepted-already-confirmed",
    ]);
  });
  for (const { name, email } of samples) {
    it(`${name}: what the client typed escaped, every link of the HTML in the plain text`, () => {
      expect(email.html).not.toContain("<b>VIP");
      expect(email.text).not.toMatch(/&(amp|lt|gt|quot|#x?[0-9a-f]+);/i);
      expect(expectLinksInText(email, name).length).toBeGreaterThan(0);
    });
  }
  it("the notice names the client as they typed it, as text", () => {
    const notice = samples.find((s) => s.name === "proposal-accepted")?.email;
    expect(notice?.html).toContain("Amelia &quot;Mia&quot; Hart &lt;b&gt;VIP&lt;/b&gt;");
    expect(notice?.text).toContain('Amelia "Mia" Hart <b>VIP</b> accepted proposal 2');
  });
});
