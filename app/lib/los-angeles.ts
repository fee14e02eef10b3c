/*
 * Calendar arithmetic on the Los Angeles clock, for the owner's figures and e-mails: days are YYYY-MM-DD strings,
 * worked on as UTC dates so that daylight saving time never shifts a day.
 */

// Made once: a formatter costs far more to make than to use.
const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Los Angeles date and minutes past midnight at `now`. */
export function losAngelesClock(now: Date): { day: string; minutes: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The Los Angeles date of an instant, YYYY-MM-DD. */
export const losAngelesDay = (now: Date) => losAngelesClock(now).day;

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` after (or before, when negative) `day`. */
export const addDays = (day: string, days: number) =>
  new Date(asUtc(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week `day` is in (weeks run Monday to Sunday). */
export const weekStart = (day: string) => addDays(day, -((asUtc(day).getUTCDay() + 6) % 7));

const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 23" for a day. */
export const shortDay = (day: string) => monthDay.format(asUtc(day));

/** Minutes past midnight of "HH:MM". */
export const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
