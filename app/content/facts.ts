import type { Lang } from "../lib/lang";
import { groupThousands } from "../lib/us-clock";

/*
 * Facts that many sentences state, each said once (issue 42): every sentence about how far ahead to book or how
 * large an event can be, on every page in both languages, is written from these. The specification gave several
 * lead times (at least 2 weeks, 2–4 weeks, 3–4 weeks, 2–3 months in peak season) and sizes (up to 500+ guests,
 * counts from 10 to 200+, conferences of 1,000+); the rule chosen is below. The years of experience and the
 * events served are the company's figures (app/config/site.ts).
 */

/** How far ahead to book: most events, then the two peak seasons, which have their own advice. */
export const bookingLeadTime = {
  /** Most events: this many weeks ahead. */
  weeks: [3, 4],
  /** A wedding: this many months ahead (the season peaks from May to October). */
  weddingMonths: [3, 6],
  /** The holiday season: this many weeks ahead, and by November 15 for the peak of December 15 to January 2. */
  holidayWeeks: [6, 8],
} as const;

/** The events the company staffs: from this many guests to this many and more. */
export const eventSizes = { smallest: 10, largest: 1000 } as const;

type Span = readonly [number, number];

/** A span of weeks or months as each language writes it: "3–4 weeks", "de 3 a 4 semanas". */
const span = ([from, to]: Span, unit: "weeks" | "months", lang: Lang) =>
  lang === "es" ? `de ${from} a ${to} ${unit === "weeks" ? "semanas" : "meses"}` : `${from}–${to} ${unit}`;

/** The facts in each language's words, for sentences to say. */
export const factWords = (lang: Lang) => ({
  /** "3–4 weeks", "de 3 a 4 semanas" */
  leadTime: span(bookingLeadTime.weeks, "weeks", lang),
  /** "3–6 months", "de 3 a 6 meses" */
  weddingLeadTime: span(bookingLeadTime.weddingMonths, "months", lang),
  /** "6–8 weeks", "de 6 a 8 semanas" */
  holidayLeadTime: span(bookingLeadTime.holidayWeeks, "weeks", lang),
  /** "November 15", "15 de noviembre": the day to book the holiday peak by. */
  holidayBookBy: lang === "es" ? "15 de noviembre" : "November 15",
  /** "10" */
  smallestGuests: groupThousands(eventSizes.smallest),
  /** "1,000+", "más de 1,000" */
  largestGuests:
    lang === "es" ? `más de ${groupThousands(eventSizes.largest)}` : `${groupThousands(eventSizes.largest)}+`,
  /** "10–1,000+ guests", "de 10 a más de 1,000 invitados" */
  guestRange:
    lang === "es"
      ? `de ${groupThousands(eventSizes.smallest)} a más de ${groupThousands(eventSizes.largest)} invitados`
      : `${groupThousands(eventSizes.smallest)}–${groupThousands(eventSizes.largest)}+ guests`,
});
