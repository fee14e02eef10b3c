import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type KyselyPlugin, type Selectable, sql } from "kysely";
import { expect, it } from "vitest";
import { heldDigestCheck } from "~/lib/leads/held-digest.server";
import { type LeadSubmission, recordLead } from "~/lib/leads/leads.server";
import { resumeStore } from "~/lib/leads/resume.server";
import { createMailTransport } from "~/lib/mail/transport.server";
import { subscribe } from "~/lib/newsletter.server";
import type { Database, Subscriber } from "~/lib/storage/schema";
import { seedContent } from "../../tests/support/content";
import { onEachDatabase } from "../../tests/support/databases";
import { leadSubmission } from "../../tests/support/leads";
import { logger } from "./log.server";
import { erasePerson, exportPerson, findPerson, purge, schedulePurge } from "./privacy.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

const mail = { siteUrl: "https://valet.example", notifyEmail: "office@valet.example", content };
const now = new Date("2027-06-15T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const owner = {
  id: 1,
  name: "Ana Ruiz",
  email: "ana@valet.example",
  role: "owner" as const,
  content_right: "publish" as const,
};

onEachDatabase("privacy", "test", (testDb, database) => {
  const ctx = () => ({ storage: testDb.storage, dataDir: testDb.storage.dataDir });
  /** Sends outbox rows as the worker would, into DATA_DIR/mail (no SMTP_URL). */
  async function writeMailFiles(messages: Selectable<Database["outbox"]>[]) {
    const transport = createMailTransport({ dataDir: testDb.storage.dataDir });
    for (const m of messages) {
      await transport.send({
        from: "web@valet.example",
        to: m.to_address,
        subject: m.subject,
        text: m.text_body,
        html: m.html_body,
        messageId: m.message_id,
      });
    }
  }

  /** A lead received `days` ago, with its e-mails delivered as .eml files and, for applications, a résumé. */
  async function lead(
    reference: string,
    form: LeadSubmission["form"],
    days: number,
    options: { email?: string; spam?: boolean } = {},
  ) {
    const resume =
      form === "application"
        ? {
            file: await resumeStore(testDb.storage, testDb.storage.dataDir).put(new TextEncoder().encode("%PDF-1.4"), {
              type: "application/pdf",
              extension: ".pdf",
            }),
            name: "cv.pdf",
            type: "application/pdf",
            size: 8,
          }
        : null;
    const recorded = await recordLead(
      testDb.storage.db,
      leadSubmission({
        form,
        name: `Person ${reference}`,
        email: options.email ?? `${reference.toLowerCase()}@example.com`,
        resume,
        spamReason: options.spam ? "honeypot" : null,
      }),
      mail,
      daysAgo(days),
    );
    const messages = await testDb.storage.db
      .selectFrom("outbox")
      .selectAll()
      .where("lead_id", "=", recorded.id)
      .execute();
    await writeMailFiles(messages);
    return { ...recorded, resume: resume?.file ?? null };
  }

  /** A newsletter sign-up, then changed as the test needs (confirmed, left, signed up long ago). */
  async function subscriber(email: string, change: Partial<Subscriber> = {}) {
    await subscribe(testDb.storage.db, {
      email,
      sourcePage: "/blog",
      spamReason: null,
      siteUrl: mail.siteUrl,
      content,
    });
    if (Object.keys(change).length) {
      await testDb.storage.db.updateTable("subscribers").set(change).where("email", "=", email).execute();
    }
  }

  const references = async () =>
    (await testDb.storage.db.selectFrom("leads").select("reference").orderBy("reference").execute()).map(
      (r) => r.reference,
    );
  const mailFiles = () => readdirSync(path.join(testDb.storage.dataDir, "mail"));

  it("deletes exactly what is past its retention, with its e-mails and files", async () => {
    const oldRequest = await lead("REQ-OLD", "booking", 24 * 31 + 5);
    await lead("REQ-KEPT", "quote", 24 * 30 - 30);
    const oldApplication = await lead("APP-OLD", "application", 370);
    const newApplication = await lead("APP-NEW", "application", 300);
    await lead("SPAM-OLD", "contact", 91, { spam: true });
    await lead("SPAM-NEW", "contact", 80, { spam: true });
    // A request staff worked on recently is kept: 24 months run from the last contact.
    const touched = await lead("REQ-TOUCHED", "booking", 24 * 31 + 5);
    await testDb.storage.db
      .updateTable("leads")
      .set({ updated_at: daysAgo(10).toISOString() })
      .where("id", "=", touched.id)
      .execute();
    await subscriber("left@example.com", { unsubscribed_at: daysAgo(1).toISOString() });
    await subscriber("pending@example.com", { created_at: daysAgo(8).toISOString() });
    await subscriber("reader@example.com", {
      created_at: daysAgo(400).toISOString(),
      confirmed_at: daysAgo(400).toISOString(),
    });
    const filesBefore = mailFiles().length;

    const report = await purge(ctx(), now);

    expect(report.leads).toHaveLength(3);
    expect(await references()).toHaveLength(4);
    const left = await testDb.storage.db.selectFrom("leads").select("email").orderBy("email").execute();
    expect(left.map((l) => l.email.split("@")[0])).toEqual(["app-new", "req-kept", "req-touched", "spam-new"]);
    // Their e-mails went with them, from the outbox and from the mail folder.
    const outbox = await testDb.storage.db.selectFrom("outbox").select(["lead_id", "to_address"]).execute();
    expect(outbox.filter((m) => m.lead_id !== null)).toHaveLength(8);
    expect(outbox.some((m) => m.to_address.startsWith("req-old"))).toBe(false);
    expect(mailFiles()).toHaveLength(filesBefore - 6);
    for (const file of mailFiles()) {
      const content = readFileSync(path.join(testDb.storage.dataDir, "mail", file), "utf8");
      expect(content).not.toMatch(/req-old|app-old|spam-old/);
    }
    const resumes = resumeStore(testDb.storage, testDb.storage.dataDir);
    expect(await resumes.exists(oldApplication.resume ?? "")).toBe(false);
    expect(await resumes.exists(newApplication.resume ?? "")).toBe(true);
    expect(oldRequest.resume).toBeNull();
    const subscribers = await testDb.storage.db.selectFrom("subscribers").select("email").execute();
    expect(subscribers.map((s) => s.email)).toEqual(["reader@example.com"]);
    const log = await testDb.storage.db.selectFrom("audit_events").selectAll().execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ lead_id: null, actor_name: "Retention schedule", action: "purged" });
    expect(log[0]?.detail).not.toMatch(/@/);

    // Nothing more is due the same day.
    expect(await purge(ctx(), now)).toEqual({ leads: [], subscribers: 0, orphanResumes: 0, vitals: 0 });
  });

  it("purges once a day however many servers run the schedule, and retries a day whose purge failed", async () => {
    await lead("SPAM-OLD", "contact", 91, { spam: true });
    const schedules = [1, 2].map(() => schedulePurge({ ...ctx(), log: logger }, 86_400_000, () => now));
    for (const s of schedules) await s.stop();
    const purged = () =>
      testDb.storage.db.selectFrom("audit_events").select("detail").where("action", "=", "purged").execute();
    expect(await purged()).toHaveLength(1);
    expect(await references()).toEqual([]);

    // A purge that fails (its reads refused) gives the day back; the next server's run does it.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    await lead("SPAM-LATER", "contact", 90, { spam: true });
    const unreadable: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === "SelectQueryNode") throw new Error("read refused");
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const broken = { ...ctx(), storage: { ...testDb.storage, db: testDb.storage.db.withPlugin(unreadable) } };
    await schedulePurge({ ...broken, log: logger }, 86_400_000, () => tomorrow).stop();
    expect(await purged()).toHaveLength(1);
    await schedulePurge({ ...ctx(), log: logger }, 86_400_000, () => tomorrow).stop();
    expect(await purged()).toHaveLength(2);
  });

  it("deletes the digest of held leads that lists a deleted lead, with its mail file", async () => {
    // Two mornings' digests (the office opens at 14:00 UTC in June), delivered as mail files like the leads' e-mails.
    const morning = (day: Date) => day.getTime() + 3 * 3_600_000;
    const other = await lead("SPAM-OTHER", "booking", 91, { spam: true });
    await heldDigestCheck(testDb.storage.db, { ...mail, content: () => content })(morning(daysAgo(90)));
    const jane = await lead("SPAM-JANE", "booking", 1, { email: "jane.doe@gmail.com", spam: true });
    await heldDigestCheck(testDb.storage.db, { ...mail, content: () => content })(morning(now));
    const digests = () =>
      testDb.storage.db.selectFrom("outbox").selectAll().where("kind", "=", "held-digest").orderBy("id").execute();
    await writeMailFiles(await digests());
    const mentioning = (text: string) =>
      mailFiles().filter((file) =>
        readFileSync(path.join(testDb.storage.dataDir, "mail", file), "utf8").includes(text),
      );
    // Each lead's two e-mails, and its digest.
    expect(mentioning(other.reference)).toHaveLength(3);
    expect(mentioning(jane.reference)).toHaveLength(3);

    expect((await purge(ctx(), now)).leads).toEqual([other.reference]);
    expect((await digests()).map((m) => m.text_body.includes(jane.reference))).toEqual([true]);
    expect(mentioning(other.reference)).toEqual([]);

    await erasePerson(ctx(), owner, "jane.doe@gmail.com", now);
    expect(await digests()).toEqual([]);
    expect(mentioning(jane.reference)).toEqual([]);
  });

  it("finds, exports and erases a googlemail.com address typed in any case, from either spelling", async () => {
    await lead("GOOG-1", "booking", 3, { email: "Jane.Doe@GoogleMail.com" });
    await lead("GOOG-2", "contact", 2, { email: "janedoe+events@gmail.com" });
    await lead("OTHER", "booking", 1, { email: "someone@googlemail.com" });
    await subscriber("JaneDoe@googlemail.com");

    for (const asked of ["janedoe@googlemail.com", "Jane.Doe@gmail.com", "JANE.DOE@GOOGLEMAIL.COM"]) {
      const found = await findPerson(testDb.storage.db, asked);
      expect(found.leads.map((l) => l.email)).toEqual(["Jane.Doe@GoogleMail.com", "janedoe+events@gmail.com"]);
      expect(found.subscribers.map((s) => s.email)).toEqual(["janedoe@googlemail.com"]);
      const exported = exportPerson(asked, found, now);
      expect(exported.leads.map((l) => l.email)).toEqual(["Jane.Doe@GoogleMail.com", "janedoe+events@gmail.com"]);
      expect(exported.newsletter.map((s) => s.email)).toEqual(["janedoe@googlemail.com"]);
    }

    const result = await erasePerson(ctx(), owner, "janedoe@googlemail.com", now);

    expect(result).toEqual({ leads: [expect.any(String), expect.any(String)], subscribers: 1 });
    expect((await testDb.storage.db.selectFrom("leads").select("email").execute()).map((l) => l.email)).toEqual([
      "someone@googlemail.com",
    ]);
    expect(await testDb.storage.db.selectFrom("subscribers").select("email").execute()).toEqual([]);
    expect(await findPerson(testDb.storage.db, "Jane.Doe@gmail.com")).toEqual({ leads: [], subscribers: [] });
  });

  it.runIf(database.name === "postgres")("vacuums the tables an erasure and a purge touched (PostgreSQL)", async () => {
    const vacuumed = async () =>
      (
        await sql<{ relname: string; vacuums: string }>`select relname, vacuum_count::text as vacuums
            from pg_stat_user_tables where schemaname = current_schema() order by relname`.execute(testDb.storage.db)
      ).rows
        .filter((row) => Number(row.vacuums) > 0)
        .map((row) => row.relname);
    await lead("GONE", "booking", 3, { email: "gone@example.com" });
    expect(await vacuumed()).toEqual([]);
    await erasePerson(ctx(), owner, "gone@example.com", now);
    // The statistics reach the view within a second or so of the VACUUM.
    await expect
      .poll(vacuumed, { timeout: 5_000, interval: 200 })
      .toEqual([
        "audit_events",
        "booking_decisions",
        "leads",
        "outbox",
        "proposal_questions",
        "proposals",
        "resumes",
        "review_requests",
        "reviews",
        "subscribers",
      ]);
  });

  it("erases one person's every lead, subscription, e-mail and file, and nobody else's", async () => {
    await lead("JANE-1", "booking", 3, { email: "jane.doe@gmail.com" });
    await lead("JANE-2", "application", 2, { email: "JaneDoe+jobs@gmail.com" });
    await lead("OTHER", "booking", 1, { email: "someone@gmail.com" });
    await subscriber("jane.doe+news@gmail.com");
    expect((await findPerson(testDb.storage.db, "janedoe@gmail.com")).leads).toHaveLength(2);

    const result = await erasePerson(ctx(), owner, "Jane.Doe@gmail.com", now);

    expect(result.subscribers).toBe(1);
    expect(result.leads).toHaveLength(2);
    expect(await findPerson(testDb.storage.db, "janedoe@gmail.com")).toEqual({ leads: [], subscribers: [] });
    expect((await testDb.storage.db.selectFrom("leads").select("email").execute()).map((l) => l.email)).toEqual([
      "someone@gmail.com",
    ]);
    const outbox = await testDb.storage.db
      .selectFrom("outbox")
      .select(["to_address", "reply_to", "text_body"])
      .execute();
    expect(JSON.stringify(outbox).toLowerCase()).not.toMatch(/jane\.?doe/);
    const events = await testDb.storage.db.selectFrom("audit_events").selectAll().execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_name: "Ana Ruiz", action: "erased on request" });
    expect(events[0]?.detail).not.toMatch(/jane/i);
    // Every byte of the data folder: the database (and on SQLite its log), résumés, mail files.
    for (const entry of readdirSync(testDb.storage.dataDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const bytes = readFileSync(path.join(entry.parentPath, entry.name)).toString("latin1").toLowerCase();
      expect(bytes.includes("janedoe") || bytes.includes("jane.doe"), entry.name).toBe(false);
    }
    expect(
      await resumeStore(testDb.storage, testDb.storage.dataDir).storedBefore(new Date(Date.now() + 86_400_000)),
    ).toEqual([]);
  });
});
