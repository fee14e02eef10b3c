import { describe, expect, it } from "vitest";
import { type OpeningHours, openingHours } from "~/content/hours";
import { dayPastOpening, holidays, officeStatus, officeYear } from "./office-hours";
import { onLosAngelesClock } from "./office-hours-text";

const observed = (year: number) => Object.fromEntries(holidays(year).map((h) => [h.name, h.observed]));

describe("holiday closures", () => {
  it("computes 2026 with Independence Day observed on Friday", () => {
    expect(observed(2026)).toEqual({
      "New Year's Day": "2026-01-01",
      "Memorial Day": "2026-05-25",
      "Independence Day": "2026-07-03",
      "Labor Day": "2026-09-07",
      "Thanksgiving Day": "2026-11-26",
      "Christmas Day": "2026-12-25",
    });
  });

  it("computes 2027 with weekend holidays moved to the nearest weekday", () => {
    expect(observed(2027)).toEqual({
      "New Year's Day": "2027-01-01",
      "Memorial Day": "2027-05-31",
      "Independence Day": "2027-07-05",
      "Labor Day": "2027-09-06",
      "Thanksgiving Day": "2027-11-25",
      "Christmas Day": "2027-12-24",
    });
  });

  it("keeps the calendar date beside the observed one", () => {
    const july4 = holidays(2026).find((h) => h.name === "Independence Day");
    expect(july4).toMatchObject({ date: "2026-07-04", observed: "2026-07-03" });
  });
});

describe("a New Year's Day on Saturday", () => {
  it("closes the office on the Friday before, in the previous year", () => {
    expect(holidays(2028)[0]).toMatchObject({ date: "2028-01-01", observed: "2027-12-31" });
    expect(officeStatus(new Date("2027-12-31T16:00:00Z"), openingHours)).toMatchObject({
      open: false,
      holiday: { name: "New Year's Day" },
    });
  });
});

describe("the open-now rule, in Central Time", () => {
  const at = (iso: string) => officeStatus(new Date(iso), openingHours);

  it("opens at 9:00 and closes at 17:00 on weekdays, following daylight saving", () => {
    expect(at("2026-11-23T15:00:00Z").open).toBe(true); // Monday 9:00 CST
    expect(at("2026-11-23T14:59:00Z").open).toBe(false); // 8:59
    expect(at("2026-11-23T22:59:00Z").open).toBe(true); // 16:59
    expect(at("2026-11-23T23:00:00Z").open).toBe(false); // 17:00
    expect(at("2026-07-08T14:30:00Z").open).toBe(true); // Wednesday 9:30 CDT
    expect(at("2026-07-08T13:30:00Z").open).toBe(false); // 8:30 CDT, though 9:30 in winter
  });

  it("is closed at weekends and on observed holidays of any year", () => {
    expect(at("2026-11-21T17:00:00Z")).toEqual({ open: false, holiday: undefined }); // Saturday
    expect(at("2026-11-26T17:00:00Z").holiday?.name).toBe("Thanksgiving Day");
    expect(at("2026-07-03T17:00:00Z").holiday?.name).toBe("Independence Day");
    expect(at("2031-11-27T17:00:00Z").holiday?.name).toBe("Thanksgiving Day");
    expect(at("2031-11-28T17:00:00Z").open).toBe(true);
  });

  it("counts the year at the office, not in UTC", () => {
    expect(officeYear(new Date("2027-01-01T03:00:00Z"))).toBe(2026); // 21:00 on New Year's Eve in Chicago
    expect(officeYear(new Date("2027-01-01T06:00:00Z"))).toBe(2027);
  });
});

describe("another week", () => {
  const ten = { opens: "10:00", closes: "18:00" } as const;
  const tuesdayToSaturday: OpeningHours["week"] = {
    Monday: null,
    Tuesday: ten,
    Wednesday: ten,
    Thursday: ten,
    Friday: ten,
    Saturday: ten,
    Sunday: null,
  };
  const at = (iso: string) => officeStatus(new Date(iso), { ...openingHours, week: tuesdayToSaturday }).open;

  it("opens on the days and at the times the week says, in Central Time", () => {
    expect(at("2026-11-23T17:00:00Z")).toBe(false); // Monday 11:00 CST
    expect(at("2026-11-24T16:00:00Z")).toBe(true); // Tuesday 10:00
    expect(at("2026-11-24T15:59:00Z")).toBe(false); // Tuesday 9:59
    expect(at("2026-11-24T23:59:00Z")).toBe(true); // Tuesday 17:59
    expect(at("2026-11-25T00:00:00Z")).toBe(false); // Tuesday 18:00
    expect(at("2026-11-21T16:00:00Z")).toBe(true); // Saturday 10:00
    expect(at("2026-11-22T17:00:00Z")).toBe(false); // Sunday
    expect(at("2026-12-26T17:00:00Z")).toBe(true); // Saturday after Christmas: no holiday observed
  });

  it("starts the office day at its earliest opening of the week, on every day", () => {
    const week = { ...tuesdayToSaturday, Saturday: { opens: "08:30", closes: "12:00" } } as const;
    expect(dayPastOpening(new Date("2026-11-23T14:29:00Z"), week)).toBeNull(); // Monday 8:29 CST
    expect(dayPastOpening(new Date("2026-11-23T14:30:00Z"), week)).toBe("2026-11-23");
    expect(dayPastOpening(new Date("2026-11-23T15:00:00Z"), openingHours.week)).toBe("2026-11-23"); // 9:00, the office's own week
    expect(dayPastOpening(new Date("2026-11-23T14:59:00Z"), openingHours.week)).toBeNull();
  });
});

describe("local hours for search engines", () => {
  const clock = (timeZone: string, iso: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));

  it("states the Central Time hours on the Los Angeles clock, in standard and daylight time", () => {
    const monday = openingHours.week.Monday;
    if (!monday) throw new Error("the office opens on Mondays");
    for (const [opens, closes] of [
      ["2027-01-11T15:00:00Z", "2027-01-11T23:00:00Z"],
      ["2027-07-12T14:00:00Z", "2027-07-12T22:00:00Z"],
    ] as const) {
      expect([clock(openingHours.timeZone, opens), clock(openingHours.timeZone, closes)]).toEqual([
        monday.opens,
        monday.closes,
      ]);
      expect([clock("America/Los_Angeles", opens), clock("America/Los_Angeles", closes)]).toEqual([
        onLosAngelesClock(monday.opens, openingHours),
        onLosAngelesClock(monday.closes, openingHours),
      ]);
    }
  });

  it("writes every day of the week as HH:MM, opening before it closes", () => {
    for (const day of Object.values(openingHours.week)) {
      if (!day) continue;
      expect(day.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(day.closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(day.opens < day.closes).toBe(true);
    }
  });
});
