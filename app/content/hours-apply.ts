import { openDays } from "../lib/office-hours-text";
import { type ClockTime, type OfficeDay, openingHours, type WeeklyHours, weekdays } from "./hours";
import type { HoursEdit } from "./hours-edit";
import type { ContentModules } from "./modules";

/** The repository's week, as this module found it before any edition: what an unedited week follows. */
export const seedWeek: Record<keyof WeeklyHours, { opens: string; closes: string } | null> = structuredClone(
  openingHours.week,
);

/** An edited day as the module's type: the schema checked its "HH:MM". */
const dayOf = (day: { opens: string; closes: string } | null): OfficeDay =>
  day && { opens: day.opens as ClockTime, closes: day.closes as ClockTime };

/**
 * Writes the owner's hours into `m`, a copy of the modules (~/content/live.ts): every text, table, the structured
 * data and the open-now line derive from its `hours`. Dates before `today` are ignored.
 */
export function applyHours(m: ContentModules, section: HoursEdit | undefined, today: string): void {
  if (!section) return;
  const hours = m.hours.openingHours;
  const before = { en: openDays("en", hours), es: openDays("es", hours) };
  if (section.week) {
    const week = hours.week as Record<keyof WeeklyHours, OfficeDay>;
    for (const day of weekdays) week[day] = dayOf(section.week[day]);
  }
  hours.dates = section.dates
    .filter((d) => d.date >= today)
    .map((d) => ({ date: d.date, hours: dayOf(d.hours), name: { ...d.name } }));
  hours.holidaysOff = [...section.holidaysOff];
  // The hours page's introduction says the open days in a sentence written once, when its module loaded.
  for (const [lang, page] of [
    ["en", m.companyEn.hoursPage],
    ["es", m.companyEs.hoursPage],
  ] as const) {
    const after = openDays(lang, hours);
    if (after !== before[lang]) page.hero.intro = page.hero.intro.replace(before[lang], after);
  }
}
