/*
 * Wall-clock time in the two US time zones the site works in, by arithmetic instead of `Intl`: a browser loads
 * its time-zone data on the first `Intl` call of a page, 40–70 ms of main thread on this machine and four times
 * that on a phone, which the open-now indicator and the form pages would pay on every visit (docs/decisions/history/029).
 * The rule is the US one since 2007: daylight time from 2:00 on the second Sunday of March to 2:00 on the first
 * Sunday of November. A unit test holds it equal to `Intl` (the machine's time-zone database) hour by hour, so a
 * change of the law shows up as a failing test.
 */

const standardOffsetHours = {
  "America/Los_Angeles": -8,
  "America/Chicago": -6,
} as const;

export type UsTimeZone = keyof typeof standardOffsetHours;

export interface WallClock {
  year: number;
  /** YYYY-MM-DD */
  date: string;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
  /** Minutes past midnight. */
  minutes: number;
}

const HOUR = 3_600_000;

/** The day of the month of the n-th Sunday (n ≥ 1) of a month (0-based) in a year. */
const nthSunday = (year: number, month: number, n: number) =>
  1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + (n - 1) * 7;

/** The wall clock in `timeZone` at `now`. */
export function wallClock(now: Date, timeZone: UsTimeZone): WallClock {
  const standard = standardOffsetHours[timeZone];
  const t = now.getTime();
  const year = now.getUTCFullYear();
  // 2:00 standard time on the second Sunday of March; 2:00 daylight time (1:00 standard) on the first in November.
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - standard);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 1 - standard);
  const offset = t >= daylightFrom && t < daylightUntil ? standard + 1 : standard;
  const local = new Date(t + offset * HOUR);
  return {
    year: local.getUTCFullYear(),
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/**
 * The hours a clock in `to` reads ahead of one in `from` (−2 from Chicago to Los Angeles): the same all year, as
 * both zones change to and from daylight time on the same dates.
 */
export const hoursAhead = (from: UsTimeZone, to: UsTimeZone) => standardOffsetHours[to] - standardOffsetHours[from];

/** 1234 → "1,234", as en-US and es-US both write it, without loading `Intl`'s number data. */
export const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * Spanish times in the site's one form, "5:30 p. m.", whatever `Intl` wrote ("5:30 p.m." in es-US): the same
 * no-break spaces as the office hours (office-hours-text.ts), so a time stays whole on a line.
 */
export const spanishTimes = (text: string) => text.replace(/(\d)\s*([ap])\.\s*m\./g, "$1\u00a0$2.\u00a0m.");
