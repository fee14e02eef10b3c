import { type StaffingRates, site } from "~/config/site";
import type { Lang } from "~/lib/lang";
import { groupThousands } from "~/lib/us-clock";

/*
 * The instant staffing estimate of the booking and quote forms, their thank-yous, the company's notification and
 * the staff inbox. Browser-safe and tiny: the form pages carry it.
 *
 * The spec's rule is about one attendant per 25–30 guests. Where in that range an event falls depends on how its
 * guests arrive, since a valet line is sized for the busiest quarter hour, not the average:
 * - all at once (weddings before the ceremony, galas, corporate events and holiday parties at their start time):
 *   the low end, 1 per 25;
 * - spread over the first hour (private parties, where guests drift in): 1 per 28;
 * - a steady flow through the evening (restaurants, hotels): the high end, 1 per 30;
 * - not said ("Other"): planned as if all at once, since too few attendants means a queue in the street and the
 *   coordinator lowers the number once they know the event.
 * Factors stay inside 25–30 so the estimate never contradicts the guidance printed on the site.
 *
 * At least two attendants: one stays with the key box while the other parks, so no key is ever left unattended.
 */

export const MINIMUM_ATTENDANTS = 2;

interface ArrivalPattern {
  guestsPerAttendant: number;
  /** The line of why, in each language of the site; the company reads English. */
  why: Record<Lang, string>;
}

/** By the booking form's service type and the quote form's event type. */
const arrivalPatterns = {
  Wedding: {
    guestsPerAttendant: 25,
    why: {
      en: "Weddings: guests arrive within about 30 minutes, so we plan 1 attendant per 25 guests.",
      es: "Bodas: los invitados llegan en unos 30 minutos, así que planeamos 1 valet por cada 25 invitados.",
    },
  },
  Corporate: {
    guestsPerAttendant: 25,
    why: {
      en: "Corporate events: guests arrive and leave together, so we plan 1 attendant per 25 guests.",
      es: "Eventos corporativos: los invitados llegan y se van juntos, así que planeamos 1 valet por cada 25 invitados.",
    },
  },
  Charity: {
    guestsPerAttendant: 25,
    why: {
      en: "Galas: guests arrive within about 30 minutes, so we plan 1 attendant per 25 guests.",
      es: "Galas: los invitados llegan en unos 30 minutos, así que planeamos 1 valet por cada 25 invitados.",
    },
  },
  Holiday: {
    guestsPerAttendant: 25,
    why: {
      en: "Holiday events: arrivals bunch up at the start, so we plan 1 attendant per 25 guests.",
      es: "Fiestas decembrinas: las llegadas se juntan al inicio, así que planeamos 1 valet por cada 25 invitados.",
    },
  },
  "Private Party": {
    guestsPerAttendant: 28,
    why: {
      en: "Private parties: guests arrive over the first hour, so we plan 1 attendant per 28 guests.",
      es: "Fiestas privadas: los invitados llegan durante la primera hora, así que planeamos 1 valet por cada 28 invitados.",
    },
  },
  Restaurant: {
    guestsPerAttendant: 30,
    why: {
      en: "Restaurants: guests arrive steadily through the evening, so we plan 1 attendant per 30 guests.",
      es: "Restaurantes: los comensales llegan poco a poco durante la noche, así que planeamos 1 valet por cada 30 invitados.",
    },
  },
  Hotel: {
    guestsPerAttendant: 30,
    why: {
      en: "Hotels: arrivals are spread through the day, so we plan 1 attendant per 30 guests.",
      es: "Hoteles: las llegadas se reparten durante el día, así que planeamos 1 valet por cada 30 invitados.",
    },
  },
  Other: {
    guestsPerAttendant: 25,
    why: {
      en: "Other events: until we know how your guests arrive, we plan 1 attendant per 25 guests.",
      es: "Otros eventos: mientras no sepamos cómo llegan sus invitados, planeamos 1 valet por cada 25 invitados.",
    },
  },
} satisfies Record<string, ArrivalPattern>;

/** Looked up by the visitor's value: a Map, where "constructor" or "__proto__" finds nothing an object inherits. */
const patterns = new Map<string, ArrivalPattern>(Object.entries(arrivalPatterns));

const minimumWhy: Record<Lang, string> = {
  en: `We always send at least ${MINIMUM_ATTENDANTS} attendants: one stays with the keys while the other parks.`,
  es: `Siempre enviamos al menos ${MINIMUM_ATTENDANTS} valets: uno se queda con las llaves mientras el otro estaciona.`,
};

/** Every line of why the estimate can give in a language, so a page can keep room for the longest. */
export const staffingReasons = (lang: Lang): readonly string[] => [
  ...[...patterns.values()].map((p) => p.why[lang]),
  minimumWhy[lang],
];

export interface StaffingEstimate {
  attendants: number;
  /** One line: why that many. */
  why: string;
  /** US dollars for the minimum booking, when the company publishes rates (`site.rates`); otherwise null. */
  price: { low: number; high: number; hours: number } | null;
}

/** The attendants the company would plan, or null while the guest count or the event type is not valid. */
export function estimateStaffing(
  guests: unknown,
  eventType: unknown,
  rates: StaffingRates | null = site.rates,
  lang: Lang = "en",
): StaffingEstimate | null {
  const count = typeof guests === "string" && guests.trim() !== "" ? Number(guests) : guests;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > 100_000) return null;
  const pattern = typeof eventType === "string" ? patterns.get(eventType) : undefined;
  if (!pattern) return null;
  const planned = Math.ceil(count / pattern.guestsPerAttendant);
  const attendants = Math.max(MINIMUM_ATTENDANTS, planned);
  // Below the minimum the guest rule is not what decides, so the line says what does.
  const why = (planned < MINIMUM_ATTENDANTS ? minimumWhy : pattern.why)[lang];
  const price = rates
    ? {
        low: attendants * rates.minimumHours * rates.attendantHourly[0],
        high: attendants * rates.minimumHours * rates.attendantHourly[1],
        hours: rates.minimumHours,
      }
    : null;
  return { attendants, why, price };
}

const dollars = (n: number) => `$${groupThousands(n)}`;

/** The estimate in words: "6 valet attendants", and the price line when there is one. */
export function describeStaffing(
  estimate: StaffingEstimate,
  lang: Lang = "en",
): { headline: string; price: string | null } {
  const { attendants, price } = estimate;
  const range = price ? `${dollars(price.low)}–${dollars(price.high)}` : "";
  if (lang === "es") {
    return {
      headline: `${groupThousands(attendants)} ${attendants === 1 ? "valet" : "valets"}`,
      price: price
        ? `Aproximadamente ${range} por un mínimo de ${price.hours} horas, antes de impuestos y propina.`
        : null,
    };
  }
  return {
    headline: `${groupThousands(attendants)} valet attendant${attendants === 1 ? "" : "s"}`,
    price: price ? `About ${range} for a ${price.hours}-hour minimum, before tax and gratuity.` : null,
  };
}

/** One line for e-mails and the staff inbox: "6 valet attendants. Weddings: … (About $…)". */
export function staffingLine(estimate: StaffingEstimate): string {
  const { headline, price } = describeStaffing(estimate);
  return [`${headline}.`, estimate.why, price].filter(Boolean).join(" ");
}
