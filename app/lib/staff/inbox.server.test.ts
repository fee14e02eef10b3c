import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordLead } from "~/lib/leads/leads.server";
import type { SpamReason } from "~/lib/leads/spam.server";
import { createOutbox } from "~/lib/mail/outbox.server";
import { subscribe } from "~/lib/newsletter.server";
import { seedContent } from "../../../tests/support/content";
import { databases, onEachDatabase, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";
import { leadSubmission } from "../../../tests/support/leads";
import { replyDue } from "./inbox";
import {
  countHeld,
  csvCell,
  getLead,
  inboxCsvStream,
  listInbox,
  parseFilter,
  setNote,
  setStatus,
} from "./inbox.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('Ana, "the planner"')).toBe(`"Ana, ""the planner"""`);
    expect(csvCell(null)).toBe(`""`);
  });
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe("reply promises", () => {
  const at = (hours: number) => hoursAgo(hours).toISOString();
  it("flags new leads near and past the promised reply time", () => {
    expect(replyDue({ form: "booking", status: "new", createdAt: at(2) })).toBeNull();
    expect(replyDue({ form: "booking", status: "new", createdAt: at(20) })).toBe("soon");
    expect(replyDue({ form: "booking", status: "new", createdAt: at(25) })).toBe("overdue");
    expect(replyDue({ form: "application", status: "new", createdAt: at(25) })).toBeNull();
    expect(replyDue({ form: "application", status: "new", createdAt: at(49) })).toBe("overdue");
    expect(replyDue({ form: "booking", status: "contacted", createdAt: at(49) })).toBeNull();
  });
});

const mail = { siteUrl: "https://valet.example", notifyEmail: "office@valet.example", content };
const lead = (
  form: "booking" | "application",
  name: string,
  email: string,
  phone: string,
  spamReason: SpamReason | null = null,
) =>
  leadSubmission({
    form,
    name,
    email,
    phone,
    // As the forms post them: the contact details are among the values too.
    values: { guestCount: 80, venueName: "Villa", email, phone },
    labelled: [],
    referrer: null,
    utm: {},
    ip: null,
    userAgent: null,
    spamReason,
  });

for (const database of databases) {
  const skip = database.name === "postgres" && !postgresUrl;
  describe.skipIf(skip)(`staff inbox on ${database.name}${skip ? ` (${postgresSkipReason})` : ""}`, () => {
    let storage: Awaited<ReturnType<typeof database.open>>;
    let ids: Record<string, { id: number; reference: string }>;
    beforeAll(async () => {
      storage = await database.open();
      // Stored out of order, hours apart: "newest first" goes by the time received. The sign-up, now, is newest.
      const received = (hours: number, submission: ReturnType<typeof lead>) =>
        recordLead(storage.db, submission, mail, hoursAgo(hours));
      const ben = await received(2, lead("application", "Ben Ode", "ben@example.com", "323-555-0102"));
      const bot = await received(1, lead("booking", "Spam Bot", "bot@example.com", "000", "honeypot"));
      const ana = await received(3, {
        ...lead("booking", "Ana Ruiz", "ana@example.com", "(310) 555-0101"),
        language: "es",
      });
      ids = { ana, ben, bot };
      await subscribe(storage.db, {
        email: "reader@example.com",
        sourcePage: "/blog",
        spamReason: null,
        siteUrl: mail.siteUrl,
        content,
      });
    });
    afterAll(() => storage?.cleanup());

    const list = (query: string) => listInbox(storage.db, parseFilter(new URLSearchParams(query)));

    it("lists everything newest first, newsletter sign-ups included", async () => {
      const { rows, total } = await list("");
      expect(total).toBe(4);
      expect(rows.map((r) => r.email)).toEqual([
        "reader@example.com",
        "bot@example.com",
        "ben@example.com",
        "ana@example.com",
      ]);
    });

    it("names the language of a lead from a Spanish page, and of no other", async () => {
      const { rows } = await list("");
      const details = (email: string) => rows.find((r) => r.email === email && r.kind === "lead")?.details ?? [];
      expect(details("ana@example.com")[0]).toEqual({ label: "Language", value: "Spanish" });
      expect(details("ben@example.com").map((d) => d.label)).not.toContain("Language");
    });

    it("leaves the e-mail and phone out of a lead's details: the lead page shows them once, as links", async () => {
      const { rows } = await list("");
      for (const row of rows.filter((r) => r.kind === "lead")) {
        expect(row.details.map((d) => d.label).filter((label) => /phone|e-?mail/i.test(label))).toEqual([]);
        expect(row.details.map((d) => d.value)).not.toContain(row.phone);
      }
    });

    it("filters by form and status, and searches name, e-mail, phone and reference", async () => {
      expect((await list("form=application")).rows.map((r) => r.name)).toEqual(["Ben Ode"]);
      expect((await list("form=newsletter")).rows.map((r) => r.email)).toEqual(["reader@example.com"]);
      expect((await list("status=spam")).rows.map((r) => r.name)).toEqual(["Spam Bot"]);
      expect((await list("q=ruiz")).rows.map((r) => r.name)).toEqual(["Ana Ruiz"]);
      expect((await list("q=BEN%40")).rows.map((r) => r.name)).toEqual(["Ben Ode"]);
      expect((await list("q=3105550101")).rows.map((r) => r.name)).toEqual(["Ana Ruiz"]);
      expect((await list(`q=${ids.ben?.reference.toLowerCase()}`)).rows.map((r) => r.name)).toEqual(["Ben Ode"]);
      expect((await list("q=%25")).total).toBe(4);
    });

    it("persists status changes and private notes", async () => {
      const id = ids.ana?.id ?? 0;
      await setStatus(storage.db, id, "contacted");
      await setNote(storage.db, id, "Called back, wants 6 attendants.");
      const found = await getLead(storage.db, id);
      expect(found?.lead).toMatchObject({ status: "contacted", note: "Called back, wants 6 attendants." });
      expect(found?.messages.map((m) => m.kind).sort()).toEqual(["lead-confirmation", "lead-notification"]);
    });

    it("paginates", async () => {
      for (let i = 0; i < 30; i++)
        await recordLead(storage.db, lead("booking", `Guest ${i}`, `g${i}@example.com`, "1"), mail);
      const first = await list("form=booking");
      const second = await list("form=booking&page=2");
      expect(first.rows).toHaveLength(25);
      expect(second.rows).toHaveLength(7);
      expect(first.pages).toBe(2);
      expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(32);
    });

    it("pages through leads and sign-ups together, in the database's order", async () => {
      const { total, pages } = await list("");
      const paged = [];
      for (let page = 1; page <= pages; page++) paged.push(...(await list(`page=${page}`)).rows);
      expect(paged).toHaveLength(total);
      expect(new Set(paged.map((r) => `${r.kind}-${r.id}`)).size).toBe(total);
      const times = paged.map((r) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect((await list(`page=${pages + 1}`)).rows).toEqual([]);
    });

    it("exports every matching row as CSV, streamed in batches, with no gap or repeat where times tie", async () => {
      // Leads and sign-ups received at the same instant, across several batches of three.
      const tie = new Date("2026-01-01T00:00:00.000Z");
      for (let i = 0; i < 5; i++) {
        await recordLead(
          storage.db,
          lead("booking", `José Núñez ${i}`, `tie${i}@example.com`, "+1 310 555 0100"),
          mail,
          tie,
        );
      }
      for (let i = 0; i < 4; i++) {
        await subscribe(storage.db, {
          email: `tie-reader${i}@example.com`,
          sourcePage: "/blog",
          spamReason: null,
          siteUrl: mail.siteUrl,
          content,
        });
      }
      await storage.db
        .updateTable("subscribers")
        .set({ created_at: tie.toISOString() })
        .where("email", "like", "tie-reader%")
        .execute();
      const { total, pages } = await list("");
      const paged = [];
      for (let page = 1; page <= pages; page++) paged.push(...(await list(`page=${page}`)).rows.map((r) => r.email));

      const bytes = new Uint8Array(
        await new Response(inboxCsvStream(storage.db, parseFilter(new URLSearchParams()), 3)).arrayBuffer(),
      );
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark Excel needs
      const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      const lines = csv.slice(1).trimEnd().split("\r\n");
      expect(lines[0]).toMatch(/^"Reference","Received \(Los Angeles\)"/);
      const emails = lines.slice(1).map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)][5]?.[1]);
      expect(emails).toHaveLength(total);
      expect(emails).toEqual(paged);
      expect(csv).toContain("José Núñez 4");
      expect(csv).toContain(`"'+1 310 555 0100"`);

      const ties = await new Response(inboxCsvStream(storage.db, parseFilter(new URLSearchParams("q=tie")), 2)).text();
      expect(ties.trimEnd().split("\r\n")).toHaveLength(1 + 9);
    });

    it("fails the export, rather than ending it short, when the database fails midway", async () => {
      let reads = 0;
      const failing = new Proxy(storage.db, {
        get(target, key) {
          if (key === "selectFrom" && ++reads > 4) throw new Error("connection lost");
          const member = Reflect.get(target, key);
          return typeof member === "function" ? member.bind(target) : member;
        },
      });
      const reading = new Response(inboxCsvStream(failing, parseFilter(new URLSearchParams()), 2)).text();
      await expect(reading).rejects.toThrow();
    });
  });
}

onEachDatabase("failing mail", "suite", (at) => {
  it("marks the rows of leads whose e-mail failed or waits for another try, and lists them alone", async () => {
    const { storage } = at;
    const received = (hours: number, name: string) =>
      recordLead(storage.db, lead("booking", name, `${name.split(" ")[0]}@example.com`, "1"), mail, hoursAgo(hours));
    const failed = await received(3, "Fay Failed");
    const retrying = await received(2, "Rey Retrying");
    await received(1, "Sam Sent");
    const refused = [failed.reference, retrying.reference];
    await createOutbox({
      db: storage.db,
      dialect: storage.dialect,
      transport: {
        async send(message) {
          if (refused.some((reference) => message.subject.includes(reference))) throw new Error("451 Mailbox busy");
        },
        close() {},
      },
      from: () => "site@valet.example",
    }).run();
    await storage.db
      .updateTable("outbox")
      .set({ status: "failed" })
      .where("lead_id", "=", failed.id)
      .where("kind", "=", "lead-confirmation")
      .execute();

    const all = await listInbox(storage.db, parseFilter(new URLSearchParams()));
    expect(all.rows.map((r) => [r.name, r.mail])).toEqual([
      ["Sam Sent", null],
      ["Rey Retrying", "retrying"],
      ["Fay Failed", "failed"],
    ]);
    const failing = await listInbox(storage.db, parseFilter(new URLSearchParams("mail=failing")));
    expect(failing.rows.map((r) => r.name)).toEqual(["Rey Retrying", "Fay Failed"]);
    expect(failing.total).toBe(2);
    expect((await getLead(storage.db, failed.id))?.row.mail).toBe("failed");
  });
});

onEachDatabase("held view", "suite", (at) => {
  it("lists, and counts for the notice, the leads of the last week whose e-mails are held", async () => {
    const { storage } = at;
    const received = (hours: number, name: string, reason: SpamReason | null) =>
      recordLead(
        storage.db,
        lead("booking", name, `${name.split(" ")[0]}@example.com`, "1", reason),
        mail,
        hoursAgo(hours),
      );
    await received(1, "Cora Office", "rate-ip");
    await received(2, "Spam Bot", "honeypot");
    await received(3, "Real Person", null);
    await received(24 * 8, "Old Bot", "too-fast");
    const released = await received(4, "Dee Released", "too-fast");
    await subscribe(storage.db, {
      email: "bot@example.com",
      sourcePage: "/blog",
      spamReason: "honeypot",
      siteUrl: "https://valet.example",
      content,
    });
    const outbox = createOutbox({
      db: storage.db,
      dialect: storage.dialect,
      transport: { send: async () => {}, close() {} },
      from: () => "site@valet.example",
    });
    await outbox.release({ leadId: released.id });
    await outbox.run();

    const held = await listInbox(storage.db, parseFilter(new URLSearchParams("held=1")));
    expect(held.rows.map((r) => r.name)).toEqual(["Cora Office", "Spam Bot"]);
    expect(held.total).toBe(2);
    expect(await countHeld(storage.db)).toBe(2);
    expect(await countHeld(storage.db, new Date(Date.now() + 7 * 86_400_000))).toBe(0);
  });
});
