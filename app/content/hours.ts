/**
 * Office hours and holiday closures. The spec keeps the hours in Central Time (the company's Chicago roots);
 * DESIGN.md asks for the Pacific equivalent beside them and an open-now indicator computed in America/Chicago,
 * which app/client/site.js does in the visitor's browser from `closedDates` (tested in tests/e2e/layout.test.ts).
 */
export const openingHours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "17:00",
  label: "Monday – Friday",
  hoursCT: "9:00 am – 5:00 pm CT",
  hoursPT: "7:00 am – 3:00 pm PT",
  closedLabel: "Saturday – Sunday",
} as const;

export interface Holiday {
  name: string;
  /** The calendar date of the holiday, YYYY-MM-DD. */
  date: string;
  /** The weekday the office is closed for it (a Saturday holiday is observed on Friday, a Sunday one on Monday). */
  observed: string;
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** The n-th given weekday of a month (n = -1 for the last). */
function nthWeekday(y: number, m: number, day: number, n: number): number {
  if (n > 0) {
    const first = weekday(y, m, 1);
    return 1 + ((day - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDate = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = weekday(y, m, lastDate);
  return lastDate - ((last - day + 7) % 7);
}

function observedDate(y: number, m: number, d: number): string {
  const shifted = new Date(Date.UTC(y, m - 1, d));
  const day = shifted.getUTCDay();
  if (day === 6) shifted.setUTCDate(d - 1);
  if (day === 0) shifted.setUTCDate(d + 1);
  return shifted.toISOString().slice(0, 10);
}

function fixed(name: string, y: number, m: number, d: number): Holiday {
  return { name, date: iso(y, m, d), observed: observedDate(y, m, d) };
}

/** The office's holiday closures of spec §9 for one year, with US federal observance rules. */
export function holidays(year: number): Holiday[] {
  const floating = (name: string, m: number, day: number, n: number): Holiday => {
    const date = iso(year, m, nthWeekday(year, m, day, n));
    return { name, date, observed: date };
  };
  return [
    fixed("New Year's Day", year, 1, 1),
    floating("Memorial Day", 5, 1, -1),
    fixed("Independence Day", year, 7, 4),
    floating("Labor Day", 9, 1, 1),
    floating("Thanksgiving Day", 11, 4, 4),
    fixed("Christmas Day", year, 12, 25),
  ];
}

/** Dates (YYYY-MM-DD) the office is closed for a holiday, in this year and the next. */
export function closedDates(year: number): string[] {
  return [...holidays(year), ...holidays(year + 1)].map((h) => h.observed);
}
