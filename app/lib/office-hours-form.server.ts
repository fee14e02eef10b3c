import { weekdays } from "~/content/hours";
import { type HoursEdit, hoursSectionSchema } from "~/content/hours-edit";
import { type Holiday, holidays } from "~/lib/office-hours";
import { clockText, LATEST_OWNER_TIME, toOfficeClock, toOwnerClock } from "~/lib/owner-clock";
import { parseStaffForm } from "~/lib/staff/forms.server";

/*
 * The /staff/content/hours form (app/routes/staff.content.hours.tsx) as field values and back: the week by day
 * (`week.Monday.open`, `.opens`, `.closes`), the dated rows (`dates.0.date`, `.kind`, `.opens`, `.closes`,
 * `.name.en`, `.name.es`, `.remove`) with one blank row to add a date, and a "closed" box per federal holiday.
 * Every time in the form is on the owner's clock (Pacific) and every time in the section on the office's (Central),
 * as the edition has always stored them (~/lib/owner-clock.ts).
 */

export type HoursValues = Record<string, string | string[]>;
export type HoursErrors = Record<string, string>;

/** The federal holidays the editor offers: this year's and next year's, from `today` (office date) on. */
export const offeredHolidays = (today: string): Holiday[] => {
  const year = Number(today.slice(0, 4));
  return [...holidays(year), ...holidays(year + 1)].filter((h) => h.observed >= today);
};

/** The form's values for a section; `rows` is how many dated rows it shows (the entries and one blank). */
export function hoursValues(section: Required<Pick<HoursEdit, "week">> & HoursEdit, today: string): HoursValues {
  const values: HoursValues = {};
  for (const day of weekdays) {
    const hours = section.week[day];
    values[`week.${day}.open`] = hours ? "on" : "";
    values[`week.${day}.opens`] = hours ? toOwnerClock(hours.opens) : "";
    values[`week.${day}.closes`] = hours ? toOwnerClock(hours.closes) : "";
  }
  section.dates.forEach((entry, i) => {
    values[`dates.${i}.date`] = entry.date;
    values[`dates.${i}.kind`] = entry.hours ? "special" : "closed";
    values[`dates.${i}.opens`] = entry.hours ? toOwnerClock(entry.hours.opens) : "";
    values[`dates.${i}.closes`] = entry.hours ? toOwnerClock(entry.hours.closes) : "";
    values[`dates.${i}.name.en`] = entry.name.en;
    values[`dates.${i}.name.es`] = entry.name.es;
  });
  values.rows = String(section.dates.length + 1);
  values.closedOn = offeredHolidays(today)
    .map((h) => h.observed)
    .filter((date) => !section.holidaysOff.includes(date));
  return values;
}

const MAX_ROWS = 61;

/**
 * The section the form describes, or each field's first problem (keyed by the field's name). Blank rows and rows
 * marked to remove are left out; so are dates before `today`, as `pastDropped` says. `keepWeek` is false while
 * the week is the repository's and the owner left it so: it keeps following the repository.
 */
export function readHoursForm(
  form: FormData,
  { today, keepWeek, seedWeek }: { today: string; keepWeek: boolean; seedWeek: HoursEdit["week"] },
): { values: HoursValues; errors: HoursErrors; section: HoursEdit | null; pastDropped: number } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const values: HoursValues = {};
  /** Times a Pacific time cannot be on the office's clock the same day, by field. */
  const clockErrors: HoursErrors = {};
  // A time on the office's clock; a time past its midnight is refused, an unreadable one left to the schema.
  const office = (name: string) => {
    const typed = text(name);
    const converted = toOfficeClock(typed);
    if (converted) return converted;
    if (/^\d\d:\d\d$/.test(typed) && typed > LATEST_OWNER_TIME) {
      clockErrors[name] =
        `${clockText(typed)} PT is past midnight at the office (Central Time): the latest is ${clockText(LATEST_OWNER_TIME)} PT.`;
    }
    return typed;
  };
  const week: Record<string, { opens: string; closes: string } | null> = {};
  for (const day of weekdays) {
    for (const field of ["open", "opens", "closes"]) values[`week.${day}.${field}`] = text(`week.${day}.${field}`);
    const open = values[`week.${day}.open`] === "on";
    week[day] = open ? { opens: office(`week.${day}.opens`), closes: office(`week.${day}.closes`) } : null;
  }
  const rows = Math.min(Math.max(Number(text("rows")) || 0, 0), MAX_ROWS);
  const kept: number[] = [];
  const dates = [];
  let pastDropped = 0;
  for (let i = 0; i < rows; i++) {
    const field = (name: string) => text(`dates.${i}.${name}`);
    for (const name of ["date", "kind", "opens", "closes", "name.en", "name.es", "remove"]) {
      values[`dates.${i}.${name}`] = field(name);
    }
    const blank = !field("date") && !field("name.en") && !field("name.es");
    if (blank || field("remove") === "on") continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(field("date")) && field("date") < today) {
      pastDropped++;
      continue;
    }
    kept.push(i);
    dates.push({
      date: field("date"),
      hours:
        field("kind") === "special" ? { opens: office(`dates.${i}.opens`), closes: office(`dates.${i}.closes`) } : null,
      name: { en: field("name.en"), es: field("name.es") },
    });
  }
  values.rows = String(rows);
  const closedOn = form.getAll("closedOn").filter((v): v is string => typeof v === "string");
  values.closedOn = closedOn;
  const holidaysOff = offeredHolidays(today)
    .map((h) => h.observed)
    .filter((date) => !closedOn.includes(date));
  const unchanged = JSON.stringify(week) === JSON.stringify(seedWeek);
  const candidate = { ...(keepWeek || !unchanged ? { week } : {}), dates, holidaysOff };
  const parsed = parseStaffForm(form, hoursSectionSchema, { prepare: () => candidate });
  const errors: HoursErrors = { ...clockErrors };
  if (parsed.ok && !Object.keys(errors).length) return { values, errors, section: parsed.value, pastDropped };
  for (const [path, message] of Object.entries(parsed.ok ? {} : parsed.errors)) {
    const [section, at, ...rest] = path.split(".");
    // A dated row's hours are two fields of the row; its index is the row's as the form numbered it.
    const name =
      section === "dates" && at !== undefined
        ? `dates.${kept[Number(at)]}.${rest.filter((part) => part !== "hours").join(".") || "date"}`
        : path;
    errors[name] ??= message;
  }
  return { values, errors, section: null, pastDropped };
}
