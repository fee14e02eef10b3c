/*
 * Calendar arithmetic on the Los Angeles clock, for the owner's figures and e-mails: days are YYYY-MM-DD strings,
 * worked on as UTC dates so that daylight saving time never shifts a day.
 */
import { wallClock } from "./us-clock";

/** The Los Angeles date and minutes past midnight at `now`. */
export function losAngelesClock(now: Date): { day: string; minutes: number } {
  const { date, minutes } = wallClock(now, "America/Los_Angeles");
  return { day: date, minutes };
}

/** The Los Angeles date of an instant, YYYY-MM-DD. */
export const losAngelesDay = (now: Date) => losAngelesClock(now).day;

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` after (or before, when negative) `day`. */
export const addDays = (day: string, days: number) =>
  new Date(asUtc(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week `day` is in (weeks run Monday to Sunday). */
export const weekStart = (day: string) => addDays(day, -((asUtc(day).getUTCDay() + 6) % 7));

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 23" for a day. */
export const shortDay = (day: string) => `${months[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

/** Minutes past midnight of "HH:MM". */
export const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
