import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordLead } from "~/lib/leads/leads.server";
import { subscribe } from "~/lib/newsletter.server";
import { databases, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";
import { passwordMatches } from "./auth.server";
import { replyDue } from "./inbox";
import { csvCell, getLead, inboxCsv, listInbox, parseFilter, setNote, setStatus } from "./inbox.server";

describe("CSV export", () => {
  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('Ana, "the planner"')).toBe(`"Ana, ""the planner"""`);
    expect(csvCell(null)).toBe(`""`);
  });

  it("is UTF-8 with a byte-order mark and keeps accents", () => {
    const csv = inboxCsv([
      {
        kind: "lead",
        id: 1,
        reference: "GK-ABCDEF",
        form: "booking",
        status: "new",
        name: "José Núñez",
        email: "jose@example.com",
        phone: "+1 310 555 0100",
        createdAt: "2026-07-04T19:30:00.000Z",
        sourcePage: "/book",
        referrer: null,
        utm: { utm_source: "google" },
        details: [{ label: "Venue name", value: "=cmd|' /C calc'!A0" }],
      },
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain("José Núñez");
    expect(csv).toContain(`"'+1 310 555 0100"`);
    expect(csv).toContain("Venue name: =cmd");
    expect(csv).toContain("Jul 4, 2026, 12:30");
  });
});

describe("staff password", () => {
  it("compares whole passwords", () => {
    expect(passwordMatches("correct horse battery", "correct horse battery")).toBe(true);
    expect(passwordMatches("correct horse batter", "correct horse battery")).toBe(false);
    expect(passwordMatches("", "correct horse battery")).toBe(false);
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

const mail = { siteUrl: "https://valet.example", notifyEmail: "office@valet.example" };
const lead = (
  form: "booking" | "application",
  name: string,
  email: string,
  phone: string,
  spamReason: string | null = null,
) => ({
  form,
  submissionId: randomUUID(),
  name,
  email,
  phone,
  values: { guestCount: 80, venueName: "Villa" },
  labelled: [],
  sourcePage: "/book",
  referrer: null,
  utm: {},
  ip: null,
  userAgent: null,
  resume: null,
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
      const ana = await received(3, lead("booking", "Ana Ruiz", "ana@example.com", "(310) 555-0101"));
      ids = { ana, ben, bot };
      await subscribe(storage.db, {
        email: "reader@example.com",
        sourcePage: "/blog",
        spamReason: null,
        siteUrl: mail.siteUrl,
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
  });
}
