import { expect, it } from "vitest";
import { createOutbox } from "~/lib/mail/outbox.server";
import type { OutgoingMail } from "~/lib/mail/transport.server";
import { seedContent } from "../../../tests/support/content";
import { onEachDatabase } from "../../../tests/support/databases";
import { leadSubmission } from "../../../tests/support/leads";
import { heldDigestCheck } from "./held-digest.server";
import { recordLead } from "./leads.server";
import type { SpamReason } from "./spam.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

const mail = { siteUrl: "https://valet.example", notifyEmail: "office@valet.example", content };
/** The office opens at 9:00 in Chicago: 14:00 UTC in June. */
const opening = Date.parse("2027-06-15T14:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

onEachDatabase("digest of held leads", "test", (testDb) => {
  /** A lead received at `at`, held for `spamReason` (or not held). */
  const lead = (name: string, spamReason: SpamReason | null, at = opening - 12 * HOUR) =>
    recordLead(
      testDb.storage.db,
      leadSubmission({ name, email: `${name.split(" ")[0]?.toLowerCase()}@example.com`, spamReason }),
      mail,
      new Date(at),
    );
  const digests = () =>
    testDb.storage.db.selectFrom("outbox").selectAll().where("kind", "=", "held-digest").orderBy("id").execute();
  const check = () => heldDigestCheck(testDb.storage.db, { ...mail, content: () => content });

  it("sends nothing before the office opens, nor on a day when no lead was held", async () => {
    await lead("Real Person", null);
    const worker = check();
    expect(await worker(opening - 60_000)).toBeNull();
    expect(await testDb.storage.db.selectFrom("held_digests").selectAll().execute()).toEqual([]);
    expect(await worker(opening)).toBe(0);
    expect(await digests()).toEqual([]);
    // The day is done: a lead held later waits for the next morning's digest.
    await lead("Late Bot", "honeypot", opening + HOUR);
    expect(await worker(opening + 2 * HOUR)).toBeNull();
    expect(await check()(opening + 2 * HOUR)).toBeNull();
    expect(await digests()).toEqual([]);
    expect(await check()(opening + DAY)).toBe(1);
  });

  it("lists each held lead once, in the next morning's digest, and never a released or ordinary lead", async () => {
    const office = await lead("Cora Office", "rate-ip", opening - 3 * HOUR);
    const bot = await lead("Spam Bot", "honeypot", opening - 5 * HOUR);
    const real = await lead("Real Person", null);
    const released = await lead("Dee Released", "too-fast");
    const outbox = createOutbox({
      db: testDb.storage.db,
      dialect: testDb.storage.dialect,
      transport: { send: async () => {}, close() {} },
      from: () => "site@valet.example",
    });
    await outbox.release({ leadId: released.id }); // "Not spam" before the digest
    await outbox.run();

    expect(await check()(opening)).toBe(2);
    const [first] = await digests();
    expect(first).toMatchObject({ to_address: mail.notifyEmail, status: "pending", lead_id: null });
    expect(first?.subject).toBe("Held as possible spam: 2 leads to review");
    const text = first?.text_body ?? "";
    expect(text.indexOf(bot.reference)).toBeLessThan(text.indexOf(office.reference)); // oldest first
    expect(text).toContain(`${mail.siteUrl}/staff/leads/${office.id}`);
    expect(text).toContain(`${mail.siteUrl}/staff/leads/${bot.id}`);
    expect(text).toContain("more than 8 requests from one connection within 10 minutes");
    expect(text).not.toContain("was sent their confirmation");
    expect(text).toContain("filled in a field that only scripts see");
    expect(text).not.toContain(real.reference);
    expect(text).not.toContain(released.reference);

    const next = await lead("Next Bot", "too-fast", opening + 6 * HOUR);
    expect(await check()(opening + DAY)).toBe(1);
    const second = (await digests())[1]?.text_body ?? "";
    expect(second).toContain(next.reference);
    expect(second).not.toContain(office.reference);
    expect(second).not.toContain(bot.reference);
    const days = await testDb.storage.db.selectFrom("held_digests").select(["day", "leads"]).orderBy("day").execute();
    expect(days).toEqual([
      { day: "2027-06-15", leads: 2 },
      { day: "2027-06-16", leads: 1 },
    ]);
  });

  it("queues one digest a day when several workers check at once", async () => {
    await lead("Spam Bot", "honeypot");
    const listed = await Promise.all(Array.from({ length: 4 }, () => check()(opening + 60_000)));
    expect(listed.filter((n) => n !== null)).toEqual([1]);
    expect(await digests()).toHaveLength(1);
  });

  it("is sent by the outbox worker's poll, and its link releases the lead's held e-mails", async () => {
    const sent: OutgoingMail[] = [];
    let time = opening - 60_000;
    const outbox = createOutbox({
      db: testDb.storage.db,
      dialect: testDb.storage.dialect,
      transport: { send: async (message) => void sent.push(message), close() {} },
      from: () => "site@valet.example",
      pollMs: 5,
      onPoll: heldDigestCheck(testDb.storage.db, { ...mail, content: () => content }),
      now: () => time,
    });
    const held = await lead("Cora Office", "rate-ip", opening - HOUR);
    outbox.start();
    time = opening;
    await expect.poll(() => sent.filter((m) => m.subject.startsWith("Held as possible spam"))).toHaveLength(1);
    const digest = sent.find((m) => m.subject.startsWith("Held as possible spam"));
    expect(digest?.to).toBe(mail.notifyEmail);

    // The link opens the lead's page, whose "Not spam" releases the lead's held e-mails.
    const link = digest?.text.match(/https:\/\/valet\.example\/staff\/leads\/(\d+)/);
    expect(Number(link?.[1])).toBe(held.id);
    expect(await outbox.release({ leadId: Number(link?.[1]) })).toBe(2);
    await expect
      .poll(() => sent.filter((m) => m.to === mail.notifyEmail && m.subject.includes(held.reference)))
      .toHaveLength(1);
    await outbox.stop();
    expect(sent.filter((m) => m.subject.includes(held.reference))).toHaveLength(2);
  });
});
