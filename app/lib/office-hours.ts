/**
 * The office's calendar: federal holiday closures with their observance rules, the owner's dated closures and
 * special hours, the office year and whether the office is open at a given moment, from app/content/hours.ts as
 * the published edition left it. The server renders with it and the browser's site script (app/client/site.ts)
 * runs the same code, with the hours the page carries (`hoursAttribute`).
 */
// A relative path: the site script is bundled without the app's path aliases.
import { type DatedHours, type OfficeDay, type OpeningHours, openingHours, type WeeklyHours } from "../content/hours";
import { wallClock } from "./us-clock";

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

/** The office's holiday closures (docs/product.md) for one year, with US federal observance rules. */
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

// In the order of Date's getUTCDay, Sunday first.
const weekdaysFromSunday = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The office's wall clock at `now`: its date, weekday and minutes past midnight. */
function officeClock(now: Date) {
  const clock = wallClock(now, openingHours.timeZone);
  return { ...clock, weekday: weekdaysFromSunday[clock.weekday] ?? "Sunday" };
}

/** The calendar year at the office: what the footer's © and the holiday list follow. */
export const officeYear = (now: Date) => officeClock(now).year;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** The office's earliest opening time of the week, in minutes past midnight: its morning on any day. */
const firstOpening = (week: WeeklyHours) =>
  Math.min(...Object.values(week).map((day) => (day ? minutesOf(day.opens) : Number.POSITIVE_INFINITY)));

/**
 * The office's date at `now` once its morning has passed that day (its earliest opening of the week), whatever
 * the weekday; null before.
 */
export function dayPastOpening(now: Date, week: WeeklyHours): string | null {
  const clock = officeClock(now);
  return clock.minutes >= firstOpening(week) ? clock.date : null;
}

/**
 * What the open-now rule needs of the hours: the week, and each date's hours without its name (a page carries this
 * for the site script, and a Spanish page carries no English name).
 */
export type OfficeCalendar = Omit<OpeningHours, "dates"> & { dates: Pick<DatedHours, "date" | "hours">[] };

/**
 * The office's hours on `date` (YYYY-MM-DD): the owner's entry for it, else a holiday closure (unless the owner
 * keeps the office open that year), else the week.
 */
export function hoursOn(date: string, hours: OfficeCalendar): { hours: OfficeDay; holiday?: Holiday } {
  const dated = hours.dates.find((d) => d.date === date);
  if (dated) return { hours: dated.hours };
  const year = Number(date.slice(0, 4));
  // New Year's Day of next year can be observed on December 31 of this one.
  const holiday = [...holidays(year), ...holidays(year + 1)].find((h) => h.observed === date);
  if (holiday && !hours.holidaysOff.includes(date)) return { hours: null, holiday };
  const day = weekdaysFromSunday[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? "Sunday";
  return { hours: hours.week[day] };
}

/**
 * The owner's dated entries by date: what the pages and the structured data list. Those before today (Los
 * Angeles) are already gone: app/content/hours-apply.ts leaves them out, and each server applies the edition
 * again, and the pages are rendered again, when the date changes (app/lib/content/live.server.ts).
 */
export const datesInOrder = (hours: OpeningHours) => [...hours.dates].sort((a, b) => a.date.localeCompare(b.date));

/**
 * A year's closures and special hours, by date, for the hours page: the federal holidays the office keeps closed
 * (all of the year's, past ones too, as the page always listed them) and the owner's dated entries.
 */
export function closuresOf(
  year: number,
  hours: OpeningHours,
): { date: string; holiday?: Holiday; dated?: DatedHours }[] {
  const dated = datesInOrder(hours).filter((d) => d.date.startsWith(`${year}-`));
  const kept = holidays(year).filter(
    (h) => !hours.holidaysOff.includes(h.observed) && !dated.some((d) => d.date === h.observed),
  );
  return [
    ...kept.map((holiday) => ({ date: holiday.observed, holiday })),
    ...dated.map((entry) => ({ date: entry.date, dated: entry })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}

export interface OfficeStatus {
  open: boolean;
  /** The federal holiday the office is closed for today, if any. */
  holiday?: Holiday;
}

export function officeStatus(now: Date, hours: OfficeCalendar): OfficeStatus {
  const clock = officeClock(now);
  const { hours: today, holiday } = hoursOn(clock.date, hours);
  const open = !!today && clock.minutes >= minutesOf(today.opens) && clock.minutes < minutesOf(today.closes);
  return { open, holiday };
}

/**
 * The hours as a page carries them for the site script (the site header's data-hours): the published week and
 * dates reach the browser with the page, not with the script's build.
 */
export const hoursAttribute = ({ dates, ...hours }: OpeningHours) =>
  JSON.stringify({ ...hours, dates: dates.map(({ date, hours }) => ({ date, hours })) });

/** The hours a page carries, or the bundled ones when it carries none or something unreadable. */
export function hoursFromAttribute(json: string | null): OfficeCalendar {
  try {
    const parsed = JSON.parse(json ?? "") as OfficeCalendar;
    const ok =
      typeof parsed.week === "object" &&
      Array.isArray(parsed.dates) &&
      Array.isArray(parsed.holidaysOff) &&
      (parsed.timeZone === "America/Chicago" || parsed.timeZone === "America/Los_Angeles");
    return ok ? parsed : openingHours;
  } catch {
    return openingHours;
  }
}
