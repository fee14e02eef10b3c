import { describe, expect, it } from "vitest";
import { closedDates, holidays } from "./hours";

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
    expect(closedDates(2027)).toContain("2027-12-31");
  });
});
