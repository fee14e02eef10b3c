import { z } from "zod";
import { holidays } from "../lib/office-hours";

/*
 * The office hours as the owner edits them at /staff/content/hours (docs/content.md): the week, dates with their
 * own hours (a closure or a half day, named in both languages) and the federal holidays the office stays open on
 * in a given year. The holidays themselves stay rules (app/lib/office-hours.ts): they move every year, so the
 * owner switches off one year's occurrence rather than typing dates; a dated entry on a holiday's date wins.
 * Part of the edition document (app/content/editable.ts), applied by app/content/hours-apply.ts.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().trim().regex(TIME, "Enter a time as HH:MM on a 24-hour clock (e.g. 09:00).");

/** One day's hours on the office's clock, or null for closed. */
const dayHoursSchema = z
  .object({ opens: time, closes: time })
  .strict()
  .nullable()
  // Only once both times are times: a wrong one has its own message.
  .refine((day) => !day || !TIME.test(day.opens) || !TIME.test(day.closes) || day.opens < day.closes, {
    message: "The office must open before it closes (hours past midnight are not supported).",
    path: ["closes"],
  });

const weekSchema = z
  .object({
    Monday: dayHoursSchema,
    Tuesday: dayHoursSchema,
    Wednesday: dayHoursSchema,
    Thursday: dayHoursSchema,
    Friday: dayHoursSchema,
    Saturday: dayHoursSchema,
    Sunday: dayHoursSchema,
  })
  .strict();

const name = (what: string) => z.string().trim().max(80, "At most 80 characters.").min(1, `Name the day ${what}.`);

const datedHoursSchema = z
  .object({
    date: z.iso.date("Enter a date (YYYY-MM-DD)."),
    hours: dayHoursSchema,
    name: z
      .object({ en: name("in English (e.g. Thanksgiving)"), es: z.string().trim().max(80, "At most 80 characters.") })
      .strict(),
  })
  .strict();

/** Whether `date` is the observed date of a federal holiday the office closes for. */
const isHoliday = (date: string) => {
  const year = Number(date.slice(0, 4));
  return [...holidays(year), ...holidays(year + 1)].some((h) => h.observed === date);
};

export const hoursSectionSchema = z
  .object({
    /** The whole week once the owner saved it; absent, the repository's week applies. */
    week: weekSchema.optional(),
    dates: z.array(datedHoursSchema).max(60, "At most 60 dates: remove past or old ones.").default([]),
    holidaysOff: z
      .array(
        z.iso
          .date("Enter a date (YYYY-MM-DD).")
          .refine(isHoliday, "Not the observed date of a federal holiday the office closes for."),
      )
      .max(40)
      .default([]),
  })
  .strict()
  .superRefine((section, ctx) => {
    const seen = new Set<string>();
    section.dates.forEach((entry, i) => {
      if (seen.has(entry.date)) {
        ctx.addIssue({ code: "custom", path: ["dates", i, "date"], message: `${entry.date} is listed twice.` });
      }
      seen.add(entry.date);
    });
    const off = new Set<string>();
    section.holidaysOff.forEach((date, i) => {
      if (off.has(date))
        ctx.addIssue({ code: "custom", path: ["holidaysOff", i], message: `${date} is listed twice.` });
      off.add(date);
    });
  });
export type HoursEdit = z.infer<typeof hoursSectionSchema>;

/** Each dated name whose Spanish is missing: the hours cannot be published half-translated. */
export const missingSpanishHours = (section: HoursEdit | undefined) =>
  (section?.dates ?? []).filter((d) => d.name.en && !d.name.es).map((d) => `Hours: ${d.date}: name`);
