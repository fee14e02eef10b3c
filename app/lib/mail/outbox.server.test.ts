import { simpleParser } from "mailparser";
import { expect, it } from "vitest";
import { recordLead } from "~/lib/leads/leads.server";
import { seedContent } from "../../../tests/support/content";
import { onEachDatabase } from "../../../tests/support/databases";
import { leadSubmission } from "../../../tests/support/leads";
import { startSmtp } from "../../../tests/support/smtp";
import { createOutbox, GIVE_UP_AFTER_MS, mailBacklog, type OutboxOptions } from "./outbox.server";
import { createMailTransport, type MailTransport, type OutgoingMail } from "./transport.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

const mail = { siteUrl: "https://valet.example", notifyEmail: "office@valet.example", content };

/** A clock that moves only when told to, a minute ahead so the messages a test has just stored are due. */
function testClock() {
  let time = Date.now() + 60_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A transport whose sends never end until they are cut; `started` lists what it was given. */
/** A transport whose sends hang until `finish()` lets them end, or until they are cut. */
function hangingTransport() {
  const started: OutgoingMail[] = [];
  const sent: OutgoingMail[] = [];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const transport: MailTransport = {
    send(message, signal) {
      started.push(message);
      return new Promise((resolve, reject) => {
        signal?.addEventListener("abort", () => reject(signal.reason));
        void finished.then(() => {
          sent.push(message);
          resolve();
        });
      });
    },
    close() {},
  };
  return { started, sent, transport, finish };
}

/** A transport that records what it sends after `delayMs`, or fails every send while `down` is true. */
function recordingTransport(delayMs = 0) {
  const sent: OutgoingMail[] = [];
  const state = { down: false };
  const transport: MailTransport = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (state.down) throw new Error("connection refused");
      sent.push(message);
    },
    close() {},
  };
  return { sent, state, transport };
}

onEachDatabase("outbox", "test", (testDb) => {
  const outbox = (options: Partial<OutboxOptions> & Pick<OutboxOptions, "transport">) =>
    createOutbox({
      db: testDb.storage.db,
      dialect: testDb.storage.dialect,
      from: () => "site@valet.example",
      ...options,
    });
  const leads = (count: number) =>
    Promise.all(Array.from({ length: count }, () => recordLead(testDb.storage.db, leadSubmission(), mail)));
  const rows = () => testDb.storage.db.selectFrom("outbox").selectAll().orderBy("id").execute();

  it("sends the other messages while the mail server stalls on one, then retries the stalled one", async () => {
    const smtp = await startSmtp();
    smtp.stalls = (to) => to.includes("stall@example.com");
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: testDb.storage.dataDir });
    const clock = testClock();
    const worker = outbox({ transport, now: clock.now });
    const stalled = await recordLead(testDb.storage.db, leadSubmission({ email: "stall@example.com" }), mail);
    await leads(10);
    const stalledRow = async () =>
      (await rows()).find((m) => m.lead_id === stalled.id && m.to_address === "stall@example.com");

    const running = worker.run();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(21);
    // Every other message is out while the stalled one is still waiting for the server's answer.
    expect(await stalledRow()).toMatchObject({ status: "pending", attempts: 1, last_error: null, sent_at: null });
    // The server restarts, ending the stalled transaction (the transport's own socket timeout, which ends it just
    // as well, is transport.server.test.ts's), and stalls no more.
    await smtp.stop();
    await running;
    expect(await stalledRow()).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: expect.stringMatching(/shutting down/i),
      next_attempt_at: new Date(clock.now() + 15_000).toISOString(),
    });

    smtp.stalls = () => false;
    await smtp.start();
    clock.advance(15_000);
    await worker.run();
    expect((await stalledRow())?.status).toBe("sent");
    const ids = smtp.received.map((m) => m.header("Message-ID"));
    expect(ids).toHaveLength(22);
    expect(new Set(ids).size).toBe(22);
    transport.close();
    await smtp.stop();
  }, 15_000);

  it("keeps a booking confirmation's calendar file through the outbox, and the mail server receives it", async () => {
    const values = {
      serviceType: "Wedding",
      guestCount: 180,
      eventDate: "2027-07-10",
      eventTime: "17:30",
      venueName: "Rose Hall; East, Wing",
      venueAddress: "100 Garden Lane\nPasadena",
    };
    const lead = await recordLead(testDb.storage.db, leadSubmission({ values }), mail);
    const stored = await rows();
    const confirmation = stored.find((m) => m.kind === "lead-confirmation");
    expect(stored.find((m) => m.kind === "lead-notification")?.attachments).toBeNull();
    const attachments = JSON.parse(confirmation?.attachments ?? "null") as OutgoingMail["attachments"];
    expect(attachments).toHaveLength(1);
    const [calendar] = attachments ?? [];
    expect(calendar?.filename).toBe(`golden-key-valet-${lead.reference}.ics`);
    expect(calendar?.content).toContain(`UID:${lead.reference}@valet.example\r\n`);
    // The file goes to a typed address: the typed venue stays out of it (ADR 026).
    expect(calendar?.content).toContain("LOCATION:The venue in your booking request\r\n");

    const smtp = await startSmtp();
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: testDb.storage.dataDir });
    await outbox({ transport, now: testClock().now }).run();
    expect(smtp.received).toHaveLength(2);
    const received = smtp.received.find((m) => m.to.includes(confirmation?.to_address ?? ""));
    const parsed = await simpleParser(received?.raw ?? "");
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([[calendar?.filename, "text/calendar"]]);
    // The bytes sent are the bytes committed with the lead.
    expect(parsed.attachments[0]?.content.toString("utf8")).toBe(calendar?.content);
    transport.close();
    await smtp.stop();
  });

  it("sends the rest while more messages stall than it sends at once: a slow send gives up its slot", async () => {
    const smtp = await startSmtp();
    const stalls = (to: string[]) => to.some((address) => address.startsWith("stall"));
    let stalled = 0;
    smtp.stalls = (to) => stalls(to) && ++stalled > 0;
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: testDb.storage.dataDir });
    const worker = outbox({ transport, concurrency: 2, slowSendMs: 200, stopGraceMs: 0, now: testClock().now });
    for (let i = 0; i < 3; i++)
      await recordLead(testDb.storage.db, leadSubmission({ email: `stall${i}@example.com` }), mail);
    await leads(3);
    void worker.run();
    // Three confirmations stall (more than the two slots); everything else goes out long before any timeout.
    await expect.poll(() => stalled, { timeout: 5_000 }).toBe(3);
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(9);
    expect(smtp.received.filter((m) => stalls(m.to))).toEqual([]);
    await expect(worker.stop()).resolves.toBeUndefined();
    expect((await rows()).filter((m) => m.status === "pending").map((m) => [m.to_address, m.attempts])).toEqual([
      ["stall0@example.com", 0],
      ["stall1@example.com", 0],
      ["stall2@example.com", 0],
    ]);
    transport.close();
    await smtp.stop();
  });

  it("cuts a send that outlasts its time, and no other worker takes it meanwhile", async () => {
    const clock = testClock();
    const hanging = hangingTransport();
    const slow = outbox({ transport: hanging.transport, sendTimeoutMs: 300, now: clock.now });
    const other = recordingTransport();
    await leads(1);
    const running = slow.run();
    await expect.poll(() => hanging.started.length).toBe(2);
    clock.advance(300 + 9_999); // just within the claim: longer than the send may take
    await outbox({ transport: other.transport, now: clock.now }).run();
    expect(other.sent).toHaveLength(0);
    await running;
    expect((await rows()).map((m) => [m.status, m.attempts, m.last_error])).toEqual([
      ["pending", 1, "the mail server did not finish within 0.3 s"],
      ["pending", 1, "the mail server did not finish within 0.3 s"],
    ]);
  });

  it("gives a dead worker's messages to another once its claim expires, 40 s after it was taken", async () => {
    const clock = testClock();
    const dead = hangingTransport();
    const deadWorker = outbox({ transport: dead.transport, stopGraceMs: 0, now: clock.now });
    const other = recordingTransport();
    const otherWorker = outbox({ transport: other.transport, now: clock.now });
    await leads(1);
    void deadWorker.run();
    await expect.poll(() => dead.started.length).toBe(2);
    clock.advance(39_999);
    await otherWorker.run();
    expect(other.sent).toHaveLength(0);
    clock.advance(1);
    await otherWorker.run();
    expect(other.sent).toHaveLength(2);
    // The dead worker's late hand-back leaves the other worker's sends alone.
    await deadWorker.stop();
    expect((await rows()).map((m) => [m.status, m.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("retries a failing message for three days, at most an hour apart, then fails it for staff", async () => {
    const clock = testClock();
    const { state, transport } = recordingTransport();
    state.down = true;
    const worker = outbox({ transport, now: clock.now });
    await leads(1);
    const first = clock.now();
    const waits: number[] = [];
    for (;;) {
      await worker.run();
      const [message] = await rows();
      if (message?.status !== "pending") break;
      const wait = Date.parse(message.next_attempt_at) - clock.now();
      waits.push(wait);
      clock.advance(wait);
    }
    expect(waits.slice(0, 9).map((ms) => ms / 1000)).toEqual([15, 30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(Math.max(...waits)).toBe(3_600_000);
    const lastTry = clock.now() - first;
    expect(lastTry).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(lastTry - (waits.at(-1) ?? 0)).toBeLessThan(GIVE_UP_AFTER_MS);
    expect((await rows()).map((m) => [m.status, m.attempts, m.last_error])).toEqual([
      ["failed", waits.length + 1, "connection refused"],
      ["failed", waits.length + 1, "connection refused"],
    ]);
  });

  it("counts its backlog for monitors and staff: waiting, retrying, held, failed, the oldest one's age", async () => {
    const { state, transport } = recordingTransport();
    state.down = true;
    const received = Date.now() - 120_000;
    const first = await recordLead(testDb.storage.db, leadSubmission(), mail, new Date(received));
    await outbox({ transport }).run();
    await leads(1);
    await recordLead(testDb.storage.db, leadSubmission({ spamReason: "honeypot" }), mail);
    await testDb.storage.db
      .updateTable("outbox")
      .set({ status: "failed" })
      .where("lead_id", "=", first.id)
      .where("kind", "=", "lead-notification")
      .execute();
    expect(await mailBacklog(testDb.storage.db, new Date(received + 120_000))).toEqual({
      pending: 3,
      retrying: 1,
      held: 2,
      failed: 1,
      oldestPendingSeconds: 120,
    });
  });

  it("sends the visitors' confirmations of a backlog before the company's notifications", async () => {
    const { sent, transport } = recordingTransport();
    await leads(5);
    await outbox({ transport, concurrency: 1 }).run();
    expect(sent.map((m) => m.kind)).toEqual([
      ...Array.from({ length: 5 }, () => "lead-confirmation"),
      ...Array.from({ length: 5 }, () => "lead-notification"),
    ]);
  });

  it("stops without waiting for the backlog: sends in progress end, the rest stay in line", async () => {
    const { started, sent, transport, finish } = hangingTransport();
    const worker = outbox({ transport, concurrency: 4 });
    await leads(10);
    void worker.run();
    await expect.poll(() => started.length).toBe(4);
    const stopping = worker.stop();
    finish();
    await stopping;
    expect(started).toHaveLength(4);
    expect(sent).toHaveLength(4);
    const statuses = (await rows()).map((m) => m.status);
    expect(statuses.filter((s) => s === "sent")).toHaveLength(4);
    expect(statuses.filter((s) => s === "pending")).toHaveLength(16);
  });

  it("hands back the sends still going when it stops, for the next worker to send at once", async () => {
    const hanging = hangingTransport();
    const worker = outbox({ transport: hanging.transport, concurrency: 4, stopGraceMs: 100 });
    await leads(3);
    void worker.run();
    await expect.poll(() => hanging.started.length).toBe(4);
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(2_000);
    expect((await rows()).map((m) => [m.status, m.attempts, m.locked_until, m.last_error])).toEqual(
      Array.from({ length: 6 }, () => ["pending", 0, null, null]),
    );
    const next = recordingTransport();
    await outbox({ transport: next.transport }).run();
    expect(next.sent).toHaveLength(6);
  });
});
