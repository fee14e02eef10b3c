import type { Kysely, KyselyPlugin, QueryId } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutbox, type OutboxOptions } from "~/lib/mail/outbox.server";
import { createMailTransport, type MailTransport, type OutgoingMail } from "~/lib/mail/transport.server";
import type { Database } from "~/lib/storage/schema";
import { seedContent } from "../../../tests/support/content";
import { databases, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";
import { leadSubmission } from "../../../tests/support/leads";
import { startSmtp } from "../../../tests/support/smtp";
import { type LeadSubmission, recordLead } from "./leads.server";
import { referencePattern } from "./reference.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

const mail = { siteUrl: "https://valet.example", notifyEmail: "owner@valet.example", content };

/** A transport that records what it sends, and fails while `down` is true. */
function recordingTransport() {
  const sent: OutgoingMail[] = [];
  const state = { down: false };
  const transport: MailTransport = {
    async send(message) {
      if (state.down) throw new Error("connection refused");
      sent.push(message);
    },
    close() {},
  };
  return { sent, state, transport };
}

/** A clock that moves only when told to, starting a day ahead so earlier tests' messages are all due. */
function testClock() {
  let time = Date.now() + 86_400_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/**
 * The outbox's database with its next "mark sent" writes failing as if the connection dropped: "before" the write
 * reached the database, or "after" it was made (its answer lost).
 */
function failingSentRecord(db: Kysely<Database>, failures: ("before" | "after")[]) {
  const pending = [...failures];
  const answerLost = new WeakSet<QueryId>();
  const dropped = () => new Error("Connection terminated unexpectedly");
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (node.kind === "UpdateQueryNode" && JSON.stringify(node).includes('"sent_at"')) {
        const failure = pending.shift();
        if (failure === "before") throw dropped();
        if (failure === "after") answerLost.add(queryId);
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      if (answerLost.has(queryId)) throw dropped();
      return result;
    },
  };
  return { db: db.withPlugin(plugin), failuresLeft: () => pending.length };
}

for (const database of databases) {
  const skip = database.name === "postgres" && !postgresUrl;
  describe.skipIf(skip)(`leads and outbox on ${database.name}${skip ? ` (${postgresSkipReason})` : ""}`, () => {
    let storage: Awaited<ReturnType<typeof database.open>>;
    beforeAll(async () => {
      storage = await database.open();
    });
    afterAll(() => storage?.cleanup());
    const messagesOf = (leadId: number) =>
      storage.db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
    /** The site's outbox over this database, sending through `transport`; `options` add to or replace its own. */
    const outboxFor = (transport: OutboxOptions["transport"], options: Partial<OutboxOptions> = {}) =>
      createOutbox({
        db: storage.db,
        dialect: storage.dialect,
        transport,
        from: () => "site@valet.example",
        ...options,
      });

    it("stores a lead with its two e-mails in one go, with a readable reference", async () => {
      const lead = await recordLead(storage.db, leadSubmission(), mail);
      expect(lead.reference).toMatch(referencePattern);
      const row = await storage.db.selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: "new",
        form: "booking",
        source_page: "/book",
        referrer: "https://www.google.com/",
      });
      expect(JSON.parse(row.utm)).toEqual({ utm_source: "google" });
      const messages = await storage.db.selectFrom("outbox").selectAll().where("lead_id", "=", lead.id).execute();
      expect(messages.map((m) => [m.kind, m.to_address, m.reply_to, m.status]).sort()).toEqual([
        ["lead-confirmation", row.email, null, "pending"],
        ["lead-notification", "owner@valet.example", row.email, "pending"],
      ]);
      for (const m of messages) {
        expect(m.subject).toContain(lead.reference);
        expect(m.text_body).toContain(lead.reference);
      }
    });

    it("makes one lead of a double submit, even when both arrive at once", async () => {
      const once = leadSubmission();
      const results = await Promise.all(Array.from({ length: 8 }, () => recordLead(storage.db, once, mail)));
      expect(new Set(results.map((r) => r.reference)).size).toBe(1);
      expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
      const rows = await storage.db
        .selectFrom("leads")
        .select("id")
        .where("submission_id", "=", once.submissionId)
        .execute();
      expect(rows).toHaveLength(1);
      const messages = await storage.db
        .selectFrom("outbox")
        .select("id")
        .where("lead_id", "=", rows[0]?.id ?? -1)
        .execute();
      expect(messages).toHaveLength(2);
    });

    it("holds the e-mails of suspected spam until staff release them", async () => {
      const { sent, transport } = recordingTransport();
      const outbox = outboxFor(transport);
      await outbox.run();
      sent.length = 0;
      const lead = await recordLead(storage.db, leadSubmission({ spamReason: "honeypot" }), mail);
      const row = await storage.db
        .selectFrom("leads")
        .select(["status", "spam_reason"])
        .where("id", "=", lead.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "spam", spam_reason: "honeypot" });
      await outbox.run();
      expect(sent).toHaveLength(0);
      expect(await outbox.release({ leadId: lead.id })).toBe(2);
      await outbox.run();
      expect(sent.map((m) => m.subject).every((s) => s.includes(lead.reference))).toBe(true);
      expect(sent).toHaveLength(2);
    });

    it("holds the visitor's confirmation of every held lead, whatever the reason, and only the confirmation past the budget", async () => {
      const statuses = async (spamReason: LeadSubmission["spamReason"]) => {
        const lead = await recordLead(storage.db, leadSubmission({ spamReason }), mail);
        return Object.fromEntries((await messagesOf(lead.id)).map((m) => [m.kind, m.status]));
      };
      for (const reason of ["honeypot", "too-fast", "rate-ip", "rate-address"] as const) {
        expect(await statuses(reason), reason).toEqual({ "lead-notification": "held", "lead-confirmation": "held" });
      }
      const overBudget = await recordLead(storage.db, leadSubmission({ holdConfirmation: true }), mail);
      expect(Object.fromEntries((await messagesOf(overBudget.id)).map((m) => [m.kind, m.status]))).toEqual({
        "lead-notification": "pending",
        "lead-confirmation": "held",
      });
    });

    it("retries with backoff while the mail server is down, then delivers each message once", async () => {
      const { sent, state, transport } = recordingTransport();
      const clock = testClock();
      const outbox = outboxFor(transport, { retryBaseMs: 60_000, now: clock.now });
      await outbox.run();
      sent.length = 0;
      state.down = true;
      const lead = await recordLead(storage.db, leadSubmission(), mail);
      await outbox.run();
      const failed = await storage.db.selectFrom("outbox").selectAll().where("lead_id", "=", lead.id).execute();
      expect(
        failed.every((m) => m.status === "pending" && m.attempts === 1 && m.last_error === "connection refused"),
      ).toBe(true);
      await outbox.run();
      expect(sent).toHaveLength(0); // not due yet: backoff
      state.down = false;
      clock.advance(59_000);
      await outbox.run();
      expect(sent).toHaveLength(0);
      clock.advance(1_000);
      await outbox.run();
      await outbox.run();
      expect(sent.filter((m) => m.subject.includes(lead.reference))).toHaveLength(2);
      const rows = await storage.db.selectFrom("outbox").selectAll().where("lead_id", "=", lead.id).execute();
      expect(rows.every((m) => m.status === "sent" && m.sent_at && m.attempts === 2)).toBe(true);
    });

    it("never sends a message twice when recording its send fails", async () => {
      const { sent, transport } = recordingTransport();
      const clock = testClock();
      const flaky = failingSentRecord(storage.db, ["after", "before", "after"]);
      // A claim that expires at once: only the worker's memory stands between a failed record and a second send.
      const options = { lockMs: 0, now: clock.now };
      const outbox = outboxFor(transport, { ...options, db: flaky.db });
      await outboxFor(transport, options).run();
      sent.length = 0;
      const lead = await recordLead(storage.db, leadSubmission(), mail);
      const sentAt = new Date(clock.now()).toISOString();
      await outbox.run(); // both sends succeed; both records fail, and so does the first retry of a record
      expect(flaky.failuresLeft()).toBe(0);
      clock.advance(60_000);
      await outbox.run(); // the records are retried before anything is claimed
      clock.advance(86_400_000); // past any backoff: a message taken for unsent would go again now
      await outbox.run();
      const rows = await messagesOf(lead.id);
      expect(sent.map((m) => m.messageId).sort()).toEqual(rows.map((m) => m.message_id).sort());
      expect(rows.map((m) => [m.status, m.attempts, m.sent_at])).toEqual([
        ["sent", 1, sentAt],
        ["sent", 1, sentAt],
      ]);
    });

    it("keeps other workers off a sent message while its record is retried", async () => {
      const { sent, transport } = recordingTransport();
      const clock = testClock();
      const flaky = failingSentRecord(storage.db, ["before", "before", "before"]);
      const hiccuped = outboxFor(transport, { db: flaky.db, lockMs: 60_000, now: clock.now });
      const other = outboxFor(transport, { now: clock.now });
      await other.run();
      sent.length = 0;
      const lead = await recordLead(storage.db, leadSubmission(), mail);
      await hiccuped.run();
      expect(sent).toHaveLength(2);
      clock.advance(59_000); // past the retry delay of a failed send, within the claim
      await other.run();
      expect(sent).toHaveLength(2);
      await hiccuped.run();
      clock.advance(86_400_000);
      await other.run();
      expect(sent).toHaveLength(2);
      expect((await messagesOf(lead.id)).map((m) => m.status)).toEqual(["sent", "sent"]);
    });

    it("records a send whose record failed when it stops, before forgetting it", async () => {
      const { transport } = recordingTransport();
      const flaky = failingSentRecord(storage.db, ["before", "before", "before"]);
      const now = testClock().now;
      await outboxFor(transport, { now }).run();
      const lead = await recordLead(storage.db, leadSubmission(), mail);
      const outbox = outboxFor(transport, { db: flaky.db, now });
      await outbox.run();
      expect((await messagesOf(lead.id)).map((m) => m.status)).toEqual(["pending", "pending"]);
      await outbox.stop();
      expect((await messagesOf(lead.id)).map((m) => m.status)).toEqual(["sent", "sent"]);
    });

    it("shares the outbox between several workers without sending a message twice", async () => {
      const { sent, transport } = recordingTransport();
      const slow: MailTransport = {
        async send(message) {
          await new Promise((r) => setTimeout(r, 5));
          await transport.send(message);
        },
        close() {},
      };
      const workers = Array.from({ length: 4 }, () => outboxFor(slow));
      await workers[0]?.run();
      sent.length = 0;
      const leads = await Promise.all(Array.from({ length: 20 }, () => recordLead(storage.db, leadSubmission(), mail)));
      await Promise.all(workers.map((w) => w.run()));
      const ids = sent.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(40);
      const references = new Set(leads.map((l) => l.reference));
      expect(sent.every((m) => [...references].some((r) => m.subject.includes(r)))).toBe(true);
    });

    it("delivers through a real SMTP server after an outage", async () => {
      const smtp = await startSmtp();
      const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: storage.dataDir });
      const clock = testClock();
      const outbox = outboxFor(transport, { now: clock.now });
      await outbox.run();
      smtp.received.length = 0;
      await smtp.stop();
      const lead = await recordLead(storage.db, leadSubmission(), mail);
      await outbox.run();
      expect(smtp.received).toHaveLength(0);
      await smtp.start();
      clock.advance(15_000);
      await outbox.run();
      const mine = smtp.received.filter((m) => m.header("Subject").includes(lead.reference));
      expect(mine.map((m) => m.to[0]).sort()).toEqual(
        [
          (await storage.db.selectFrom("leads").select("email").where("id", "=", lead.id).executeTakeFirstOrThrow())
            .email,
          "owner@valet.example",
        ].sort(),
      );
      transport.close();
      await smtp.stop();
    });
  });
}
