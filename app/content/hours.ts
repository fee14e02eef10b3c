import type { UsTimeZone } from "../lib/us-clock";

/**
 * Office hours, said once: the week below is the only place the office's days and times are written. The hours
 * table, the header, the footer, the contact aside, the /hours descriptions and the structured data derive their
 * words from it (app/lib/office-hours-text.ts), and the open-now indicator evaluates it with the holiday rules
 * (app/lib/office-hours.ts, on the server and in the browser). Imported with relative paths: the site script is
 * bundled without the app's path aliases.
 * The owner edits all of it at /staff/content/hours (app/content/hours-edit.ts), applied over this seed.
 * The spec keeps the hours in Central Time (the company's Chicago roots); the Pacific equivalent is derived.
 */

/** The days of the week in the order the office lists them (and schema.org names them). */
export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** "HH:MM" on a 24-hour clock. */
export type ClockTime = `${number}:${number}`;

/** One day's hours on the office's clock; null when the office is closed that day. */
export type OfficeDay = { opens: ClockTime; closes: ClockTime } | null;

export type WeeklyHours = Readonly<Record<Weekday, OfficeDay>>;

/** A date with its own hours: a closure (hours null) or special hours such as a half day, named in both languages. */
export interface DatedHours {
  /** YYYY-MM-DD on the office's clock. */
  date: string;
  hours: OfficeDay;
  name: { en: string; es: string };
}

export interface OpeningHours {
  timeZone: UsTimeZone;
  week: WeeklyHours;
  /** Dates whose hours differ from the week's; they win over the federal holiday rules (app/lib/office-hours.ts). */
  dates: DatedHours[];
  /** The observed dates of federal holidays the office stays open on (it follows the week or a dated entry). */
  holidaysOff: string[];
}

const nineToFive = { opens: "09:00", closes: "17:00" } as const;

export const openingHours: OpeningHours = {
  timeZone: "America/Chicago",
  week: {
    Monday: nineToFive,
    Tuesday: nineToFive,
    Wednesday: nineToFive,
    Thursday: nineToFive,
    Friday: nineToFive,
    Saturday: null,
    Sunday: null,
  },
  // The owner's dates and holiday choices come from the published edition (app/content/hours-edit.ts).
  dates: [],
  holidaysOff: [],
};
