import { openDays } from "../lib/office-hours-text";
import * as companyEn from "./company";
import * as companyEs from "./es/company";
import { type ClockTime, type OfficeDay, openingHours, type WeeklyHours, weekdays } from "./hours";
import type { HoursEdit } from "./hours-edit";

/** The repository's week, as this module found it before any edition: what an unedited week follows. */
export const seedWeek: Record<keyof WeeklyHours, { opens: string; closes: string } | null> = structuredClone(
  openingHours.week,
);

/** An edited day as the module's type: the schema checked its "HH:MM". */
const dayOf = (day: { opens: string; closes: string } | null): OfficeDay =>
  day && { opens: day.opens as ClockTime, closes: day.closes as ClockTime };

/**
 * Writes the owner's hours into app/content/hours.ts (put back as the repository wrote it just before, by
 * app/content/live.ts): every text, table, the structured data and the open-now line derive from that module.
 * Dates before `today` are ignored.
 */
export function applyHours(section: HoursEdit | undefined, today: string): void {
  if (!section) return;
  const before = { en: openDays("en"), es: openDays("es") };
  if (section.week) {
    const week = openingHours.week as Record<keyof WeeklyHours, OfficeDay>;
    for (const day of weekdays) week[day] = dayOf(section.week[day]);
  }
  const dates = section.dates
    .filter((d) => d.date >= today)
    .map((d) => ({ date: d.date, hours: dayOf(d.hours), name: { ...d.name } }));
  openingHours.dates.splice(0, openingHours.dates.length, ...dates);
  openingHours.holidaysOff.splice(0, openingHours.holidaysOff.length, ...section.holidaysOff);
  // The hours page's introduction says the open days in a sentence written once, when its module loaded.
  for (const [lang, page] of [
    ["en", companyEn.hoursPage],
    ["es", companyEs.hoursPage],
  ] as const) {
    const after = openDays(lang);
    if (after !== before[lang]) page.hero.intro = page.hero.intro.replace(before[lang], after);
  }
}
