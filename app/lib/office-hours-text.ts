// Relative paths, as in the content modules that import it.
import { type ClockTime, type OpeningHours, type Weekday, weekdays } from "../content/hours";
import type { Lang } from "./lang";
import { hoursAhead, type UsTimeZone } from "./us-clock";

/*
 * The office hours in words, derived from the week in app/content/hours.ts, so that a change of hours is one
 * edit: days with the same hours grouped ("Monday – Friday", "lunes a viernes"), one time format per language
 * ("9:00 am", "9:00 a. m."), Central Time with the Pacific equivalent beside it. Apart from office-hours.ts, which
 * the site script bundles: the browser needs the rule, not the words.
 */

interface HoursWords {
  /** In the order of `weekdays`; Spanish in lower case, as in running text. */
  days: readonly string[];
  /** Null: the language writes days in full even where space is short (Spanish has no "Lun–Vie"). */
  shortDays: readonly string[] | null;
  /** Joins the first and last day of a run of three days or more. */
  through: string;
  /** Joins the two days of a run of two. */
  pair: string;
  /** Joins the last item of a list to the others. */
  and: string;
  /** After the time, with the space before it: no-break spaces, so that "9:00 am" and "9:00 a. m." stay whole. */
  am: string;
  pm: string;
  closed: string;
  /** After a label's colon: "Saturday – Sunday: Closed", "Sábado y domingo: cerrado". */
  closedAfterColon: string;
  closedOn: (days: string) => string;
  /** After a time, with what comes before it: " CT", ", hora del Centro". */
  zones: Record<UsTimeZone, string>;
}

const words: Record<Lang, HoursWords> = {
  en: {
    days: weekdays,
    shortDays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    through: " – ",
    pair: " – ",
    and: " and ",
    am: "\u00a0am",
    pm: "\u00a0pm",
    closed: "Closed",
    closedAfterColon: "Closed",
    closedOn: (days) => `${days} closed.`,
    zones: { "America/Chicago": " CT", "America/Los_Angeles": " PT" },
  },
  es: {
    days: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    shortDays: null,
    through: " a ",
    pair: " y ",
    and: " y ",
    am: "\u00a0a.\u00a0m.",
    pm: "\u00a0p.\u00a0m.",
    closed: "Cerrado",
    closedAfterColon: "cerrado",
    // The office is what is closed: "Sábado y domingo, cerrado.", never "cerrados".
    closedOn: (days) => `${days}, cerrado.`,
    // Spanish names the zone in words; "CT" and "PT" are English abbreviations.
    zones: { "America/Chicago": ", hora del Centro", "America/Los_Angeles": ", hora del Pacífico" },
  },
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const minutesOf = (time: ClockTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** Minutes past midnight in `timeZone` of a time on the office's clock. */
const inZone = (time: ClockTime, hours: OpeningHours, timeZone: UsTimeZone) =>
  (minutesOf(time) + hoursAhead(hours.timeZone, timeZone) * 60 + 24 * 60) % (24 * 60);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}` as ClockTime;

/** A time on the office's clock as the Los Angeles clock reads it, "HH:MM": the local hours search engines read. */
export const onLosAngelesClock = (time: ClockTime, hours: OpeningHours) =>
  hhmm(inZone(time, hours, "America/Los_Angeles"));

function clockTime(minutes: number, lang: Lang) {
  const hour = Math.floor(minutes / 60);
  const { am, pm } = words[lang];
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, "0")}${hour < 12 ? am : pm}`;
}

/** "9:00 am – 5:00 pm CT" ("9:00 a. m. – 5:00 p. m., hora del Centro") for a day's hours, on `timeZone`'s clock. */
function span(day: { opens: ClockTime; closes: ClockTime }, lang: Lang, hours: OpeningHours, timeZone: UsTimeZone) {
  const [opens, closes] = [day.opens, day.closes].map((t) => clockTime(inZone(t, hours, timeZone), lang));
  return `${opens} – ${closes}${words[lang].zones[timeZone]}`;
}

/** Consecutive days as runs of week positions; the week wraps, so Sunday runs on into Monday. */
function runs(days: readonly Weekday[]): number[][] {
  const out: number[][] = [];
  for (const i of days.map((d) => weekdays.indexOf(d)).sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && last.at(-1) === i - 1) last.push(i);
    else out.push([i]);
  }
  const [first, last] = [out[0], out.at(-1)];
  if (out.length > 1 && first?.[0] === 0 && last?.at(-1) === weekdays.length - 1) {
    out.pop();
    out[0] = [...last, ...first];
  }
  return out;
}

/** "Monday – Friday", "Saturday – Sunday", "lunes a viernes", "sábado y domingo"; short: "Mon–Fri" (English only). */
function dayList(days: readonly Weekday[], lang: Lang, compact = false) {
  const w = words[lang];
  const short = compact && w.shortDays !== null;
  const names = (short && w.shortDays) || w.days;
  const parts = runs(days).map((run) => {
    const [first, last] = [names[run[0] ?? 0], names[run.at(-1) ?? 0]];
    if (run.length === 1) return first;
    return `${first}${short ? "–" : run.length === 2 ? w.pair : w.through}${last}`;
  });
  if (short || parts.length < 2) return parts.join(", ");
  return `${parts.slice(0, -1).join(", ")}${w.and}${parts.at(-1)}`;
}

export interface SameHours {
  days: Weekday[];
  opens: ClockTime;
  closes: ClockTime;
}

/** The open days grouped by identical hours, in the order of the week. */
export function sameHours(hours: OpeningHours): SameHours[] {
  const groups: SameHours[] = [];
  for (const day of weekdays) {
    const today = hours.week[day];
    if (!today) continue;
    const group = groups.find((g) => g.opens === today.opens && g.closes === today.closes);
    if (group) group.days.push(day);
    else groups.push({ days: [day], ...today });
  }
  return groups;
}

const closedDays = (hours: OpeningHours) => weekdays.filter((day) => !hours.week[day]);

export interface HoursGroup {
  /** Capitalized, to start a line: "Monday – Friday", "Lunes a viernes". */
  days: string;
  daysShort: string;
  central: string;
  pacific: string;
}

export interface OfficeHoursText {
  open: HoursGroup[];
  /** `line`: "Saturday – Sunday: Closed", "Sábado y domingo: cerrado". */
  closed: { days: string; daysShort: string; line: string } | null;
  /** The word for a closed day or group, capitalized. */
  closedWord: string;
}

/** The week in groups, for the header, the contact aside and the like: open groups first, then the closed days. */
export function officeHours(lang: Lang, hours: OpeningHours): OfficeHoursText {
  const closed = closedDays(hours);
  return {
    open: sameHours(hours).map((g) => ({
      days: capitalize(dayList(g.days, lang)),
      daysShort: capitalize(dayList(g.days, lang, true)),
      central: span(g, lang, hours, hours.timeZone),
      pacific: span(g, lang, hours, "America/Los_Angeles"),
    })),
    closed: closed.length
      ? {
          days: capitalize(dayList(closed, lang)),
          daysShort: capitalize(dayList(closed, lang, true)),
          line: `${capitalize(dayList(closed, lang))}: ${words[lang].closedAfterColon}`,
        }
      : null,
    closedWord: words[lang].closed,
  };
}

export interface DayRow {
  day: string;
  /** Null when the office is closed that day. */
  central: string | null;
  pacific: string | null;
}

/** One row per day of the week, for the hours table. */
export function hoursByDay(lang: Lang, hours: OpeningHours): DayRow[] {
  return weekdays.map((day, i) => {
    const today = hours.week[day];
    return {
      day: capitalize(words[lang].days[i] ?? day),
      central: today && span(today, lang, hours, hours.timeZone),
      pacific: today && span(today, lang, hours, "America/Los_Angeles"),
    };
  });
}

/** The open days, for running text: "Monday – Friday", "lunes a viernes". */
export const openDays = (lang: Lang, hours: OpeningHours) =>
  dayList(
    weekdays.filter((day) => hours.week[day]),
    lang,
  );

/**
 * The open hours in a phrase, for running text and descriptions: "Monday – Friday, 9:00 am – 5:00 pm CT (7:00 am
 * – 3:00 pm PT)", "lunes a viernes, 9:00 a. m. – 5:00 p. m., hora del Centro (7:00 a. m. – 3:00 p. m., hora del
 * Pacífico)", groups joined by semicolons.
 */
export const openHours = (lang: Lang, hours: OpeningHours) =>
  sameHours(hours)
    .map(
      (g) =>
        `${dayList(g.days, lang)}, ${span(g, lang, hours, hours.timeZone)} (${span(g, lang, hours, "America/Los_Angeles")})`,
    )
    .join("; ");

/** The footer's hours: the open hours and the closed days, in sentences. */
export function hoursSentences(lang: Lang, hours: OpeningHours) {
  const closed = closedDays(hours);
  const open = `${capitalize(openHours(lang, hours))}.`;
  return closed.length ? `${open} ${capitalize(words[lang].closedOn(dayList(closed, lang)))}` : open;
}

/** A date's special hours in words: "9:00 am – 1:00 pm CT (7:00 am – 11:00 am PT)". */
export const specialHours = (day: { opens: ClockTime; closes: ClockTime }, lang: Lang, hours: OpeningHours) =>
  `${span(day, lang, hours, hours.timeZone)} (${span(day, lang, hours, "America/Los_Angeles")})`;
