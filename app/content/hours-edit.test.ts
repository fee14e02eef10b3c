import { describe, expect, it } from "vitest";
import { compareDocuments } from "~/lib/content/compare";
import { checkDocument } from "~/lib/content/store.server";
import { hoursValues, readHoursForm } from "~/lib/office-hours-form.server";
import { toOwnerClock } from "~/lib/owner-clock";
import { type ContentDocument, describeIssues, emptyDocument, missingSpanish } from "./editable";
import { seedWeek } from "./hours-apply";
import { type HoursEdit, hoursSectionSchema } from "./hours-edit";

const nine = { opens: "09:00", closes: "17:00" };
const week = { ...seedWeek, Saturday: { opens: "10:00", closes: "14:00" } };
const christmasEve = {
  date: "2026-12-24",
  hours: { opens: "09:00", closes: "13:00" },
  name: { en: "Christmas Eve", es: "Nochebuena" },
};

/** The messages of a section the schema refuses, by path. */
const problems = (section: unknown) => {
  const parsed = hoursSectionSchema.safeParse(section);
  return parsed.success ? [] : describeIssues(parsed.error);
};

describe("the hours section's schema", () => {
  it("accepts a week, dated closures and special hours, and holidays kept open", () => {
    const section = { week, dates: [christmasEve], holidaysOff: ["2026-12-25"] };
    expect(problems(section)).toEqual([]);
    expect(hoursSectionSchema.parse({})).toEqual({ dates: [], holidaysOff: [] });
  });

  it("names each wrong field with what to do", () => {
    expect(problems({ week: { ...week, Monday: { opens: "9am", closes: "17:00" } } })).toEqual([
      "week › Monday › opens: Enter a time as HH:MM on a 24-hour clock (e.g. 09:00).",
    ]);
    expect(problems({ week: { ...week, Tuesday: { opens: "17:00", closes: "09:00" } } })).toEqual([
      "week › Tuesday › closes: The office must open before it closes (hours past midnight are not supported).",
    ]);
    expect(problems({ dates: [{ ...christmasEve, date: "24/12/2026" }] })).toEqual([
      "dates › 0 › date: Enter a date (YYYY-MM-DD).",
    ]);
    expect(problems({ dates: [{ ...christmasEve, name: { en: " ", es: "" } }] })).toEqual([
      "dates › 0 › name › en: Name the day in English (e.g. Thanksgiving).",
    ]);
    expect(problems({ dates: [{ ...christmasEve, name: { en: "x".repeat(81), es: "" } }] })).toEqual([
      "dates › 0 › name › en: At most 80 characters.",
    ]);
    expect(problems({ dates: [christmasEve, { ...christmasEve, hours: null }] })).toEqual([
      "dates › 1 › date: 2026-12-24 is listed twice.",
    ]);
    expect(problems({ holidaysOff: ["2026-12-23"] })).toEqual([
      "holidaysOff › 0: Not the observed date of a federal holiday the office closes for.",
    ]);
    expect(problems({ week: { ...week, Funday: nine } })[0]).toMatch(/^week: /);
  });

  it("limits the dates", () => {
    const dates = Array.from({ length: 61 }, (_, i) => ({
      ...christmasEve,
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    expect(problems({ dates })).toEqual(["dates: At most 60 dates: remove past or old ones."]);
  });

  it("keeps an edition with a name missing its Spanish from being published", () => {
    const doc: ContentDocument = {
      ...emptyDocument(),
      hours: { dates: [{ ...christmasEve, name: { en: "Christmas Eve", es: "" } }], holidaysOff: [] },
    };
    expect(missingSpanish(doc)).toEqual(["Hours: 2026-12-24: name"]);
  });
});

describe("the hours in an edition file and in the history", () => {
  const hours: HoursEdit = { week, dates: [christmasEve], holidaysOff: ["2026-12-25"] };

  it("goes through export and import unchanged, and an edition without hours stays without", () => {
    const doc = { ...emptyDocument(), hours };
    expect(checkDocument(JSON.parse(JSON.stringify(doc)))).toEqual({ ok: true, document: doc });
    const none = checkDocument(JSON.parse(JSON.stringify(emptyDocument())));
    expect(none.ok && "hours" in none.document).toBe(false);
    const refused = checkDocument({ ...doc, hours: { ...hours, dates: [christmasEve, christmasEve] } });
    expect(refused).toEqual({ ok: false, problems: ["hours › dates › 1 › date: 2026-12-24 is listed twice."] });
  });

  it("compares day by day and date by date", () => {
    const before = { ...emptyDocument(), hours };
    const after: ContentDocument = {
      ...emptyDocument(),
      hours: {
        week: { ...week, Saturday: null },
        dates: [{ ...christmasEve, hours: null }],
        holidaysOff: [],
      },
    };
    expect(compareDocuments(before, after)).toEqual([
      { path: "Office hours › Saturday", before: "10:00–14:00", after: "closed" },
      { path: "Office hours › 2026-12-24 › Hours", before: "09:00–13:00", after: "closed" },
      { path: "Office hours › Holidays the office stays open on", before: "2026-12-25", after: "(none)" },
    ]);
    expect(compareDocuments(emptyDocument(), before).map((c) => c.path)).toContain(
      "Office hours › 2026-12-24 › Name › Spanish",
    );
  });
});

describe("the editor's form", () => {
  const today = "2026-11-27";
  const form = (fields: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
    }
    return data;
  };
  // The form is on the owner's clock (Pacific), the section on the office's (Central).
  const weekFields = (change: Record<string, string> = {}) => {
    const fields: Record<string, string> = {};
    for (const [day, hours] of Object.entries(seedWeek)) {
      if (hours) fields[`week.${day}.open`] = "on";
      fields[`week.${day}.opens`] = hours ? toOwnerClock(hours.opens) : "";
      fields[`week.${day}.closes`] = hours ? toOwnerClock(hours.closes) : "";
    }
    return { ...fields, ...change };
  };
  const everyHoliday = [
    "2026-12-25",
    "2027-01-01",
    "2027-05-31",
    "2027-07-05",
    "2027-09-06",
    "2027-11-25",
    "2027-12-24",
  ];
  const read = (fields: Record<string, string | string[]>, keepWeek = false) =>
    readHoursForm(form({ closedOn: everyHoliday, ...fields }), { today, keepWeek, seedWeek });

  it("leaves an unchanged week out, so it keeps following the repository, and ignores the blank row", () => {
    const result = read({ ...weekFields(), rows: "1" });
    expect(result.section).toEqual({ dates: [], holidaysOff: [] });
    expect(read({ ...weekFields(), rows: "1" }, true).section?.week).toEqual(seedWeek);
  });

  it("reads a changed week, dated rows, removals, past dates and a holiday kept open", () => {
    const result = read({
      ...weekFields({ "week.Saturday.open": "on", "week.Saturday.opens": "08:00", "week.Saturday.closes": "12:00" }),
      rows: "4",
      "dates.0.date": "2026-12-24",
      "dates.0.kind": "special",
      "dates.0.opens": "07:00",
      "dates.0.closes": "11:00",
      "dates.0.name.en": "Christmas Eve",
      "dates.0.name.es": "Nochebuena",
      "dates.1.date": "2026-11-01",
      "dates.1.kind": "closed",
      "dates.1.name.en": "Gone",
      "dates.2.date": "2026-12-31",
      "dates.2.kind": "closed",
      "dates.2.name.en": "Removed",
      "dates.2.remove": "on",
      closedOn: everyHoliday.filter((d) => d !== "2026-12-25"),
    });
    expect(result.errors).toEqual({});
    expect(result.pastDropped).toBe(1);
    expect(result.section).toEqual({ week, dates: [christmasEve], holidaysOff: ["2026-12-25"] });
  });

  it("puts each problem beside the field the form numbered", () => {
    const result = read({
      ...weekFields({ "week.Monday.closes": "06:00" }),
      rows: "3",
      "dates.0.date": "2026-12-31",
      "dates.0.remove": "on",
      "dates.1.date": "2026-12-24",
      "dates.1.kind": "special",
      "dates.1.opens": "13:00",
      "dates.1.closes": "09:00",
      "dates.1.name.en": "Christmas Eve",
    });
    expect(result.section).toBeNull();
    expect(result.errors).toEqual({
      "week.Monday.closes": "The office must open before it closes (hours past midnight are not supported).",
      "dates.1.closes": "The office must open before it closes (hours past midnight are not supported).",
    });
    expect(result.values["dates.1.opens"]).toBe("13:00");
  });

  it("reads a half day typed on the owner's clock as the office's, and shows the office's hours on the owner's", () => {
    const result = read({
      ...weekFields(),
      rows: "1",
      "dates.0.date": "2026-12-31",
      "dates.0.kind": "special",
      "dates.0.opens": "09:00",
      "dates.0.closes": "13:00",
      "dates.0.name.en": "New Year's Eve",
      "dates.0.name.es": "Víspera de Año Nuevo",
    });
    expect(result.errors).toEqual({});
    expect(result.section?.dates).toEqual([
      {
        date: "2026-12-31",
        hours: { opens: "11:00", closes: "15:00" },
        name: { en: "New Year's Eve", es: "Víspera de Año Nuevo" },
      },
    ]);
    const shown = hoursValues({ week: seedWeek, dates: result.section?.dates ?? [], holidaysOff: [] }, today);
    expect([shown["dates.0.opens"], shown["dates.0.closes"]]).toEqual(["09:00", "13:00"]);
    expect([shown["week.Monday.opens"], shown["week.Monday.closes"]]).toEqual(["07:00", "15:00"]);
  });

  it("refuses a time past the office's midnight beside its field, keeping what was typed", () => {
    const result = read({
      ...weekFields({ "week.Friday.closes": "22:30" }),
      rows: "1",
    });
    expect(result.section).toBeNull();
    expect(result.errors).toEqual({
      "week.Friday.closes": "10:30 pm PT is past midnight at the office (Central Time): the latest is 9:59 pm PT.",
    });
    expect(result.values["week.Friday.closes"]).toBe("22:30");
  });
});
