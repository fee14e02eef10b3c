import type { ContentSnapshot } from "~/content/live";
import type {
  EstimateFinePrint,
  EstimateReply,
  EstimateStart,
  EstimateThanks,
  EstimateView,
} from "~/lib/estimate-view";
import type { Lang } from "~/lib/lang";
import {
  clockText,
  dollars,
  type EstimateField,
  type EstimateInput,
  estimatePrice,
  type PriceEstimate,
  rangeText,
  readEstimateInput,
} from "~/lib/pricing";
import { describeStaffing, estimateStaffing, type StaffingEstimate, staffingReasons } from "~/lib/staffing";
import { groupThousands } from "~/lib/us-clock";

/*
 * The estimate in the visitor's words, from the request's snapshot of the pricing rules (docs/pricing.md): the
 * resource route the form asks as the visitor types (/estimate), the form page's starting state, the thank-you and
 * the confirmation e-mail all take their figures from here, so a price shown is always one the server computed.
 */

export type EstimatedForm = "booking" | "quote";

/** The fields of each form the estimate reads. */
export const estimateFields: Record<EstimatedForm, Record<keyof EstimateInput, string>> = {
  booking: {
    guests: "guestCount",
    eventType: "serviceType",
    date: "eventDate",
    time: "eventTime",
    address: "venueAddress",
  },
  quote: {
    guests: "guestCount",
    eventType: "eventType",
    date: "eventDate",
    time: "eventTime",
    address: "venueAddress",
  },
};

export const isEstimatedForm = (form: unknown): form is EstimatedForm => form === "booking" || form === "quote";

/** The estimate's input from a form's values (posted, stored, or the route's query). */
export function estimateInputOf(form: EstimatedForm, values: (name: string) => unknown): EstimateInput {
  const fields = estimateFields[form];
  return {
    guests: values(fields.guests),
    eventType: values(fields.eventType),
    date: values(fields.date),
    time: values(fields.time),
    address: values(fields.address),
  };
}

const words = {
  en: {
    price: (range: string, attendants: number, from: string, to: string) =>
      `About ${range} for ${groupThousands(attendants)} attendant${attendants === 1 ? "" : "s"} from ${from} to ${to}, before tax and gratuity.`,
    needsDate: "Add the event's date and time for a price range.",
    includes: "Includes: ",
    note: "An estimate from our current rates, not a quote: your coordinator's proposal makes it firm.",
  },
  es: {
    price: (range: string, attendants: number, from: string, to: string) =>
      `Aproximadamente ${range} por ${groupThousands(attendants)} ${attendants === 1 ? "valet" : "valets"} de ${from} a ${to}, antes de impuestos y propina.`,
    needsDate: "Agregue la fecha y la hora del evento para ver un rango de precio.",
    includes: "Incluye: ",
    note: "Es un estimado con nuestras tarifas actuales, no una cotización: la propuesta de su coordinador lo confirma.",
  },
} satisfies Record<Lang, unknown>;

const fieldOrder: EstimateField[] = ["guests", "eventType", "date", "time"];

/** The view of a computed estimate. */
function viewOf(estimate: PriceEstimate, content: ContentSnapshot, lang: Lang): EstimateView {
  const shown = content.pricing.showPublicRange;
  const range = rangeText(estimate);
  return {
    headline: describeStaffing({ attendants: estimate.attendants, why: "", price: null }, lang).headline,
    why: estimate.staffingWhy,
    price: shown
      ? words[lang].price(range, estimate.attendants, clockText(estimate.arrival, lang), clockText(estimate.end, lang))
      : null,
    range: shown ? range : null,
    fee: shown ? (estimate.permit?.feeLine ?? null) : null,
  };
}

/** The estimate for what was typed: its view and its figures, or the form's message for the first bad value. */
export function estimateFor(
  content: ContentSnapshot,
  input: EstimateInput,
  lang: Lang,
  now: Date,
): { reply: EstimateReply; estimate: PriceEstimate | null } {
  const answer = estimatePrice(input, content.pricing, now, lang);
  if (answer.ok)
    return { reply: { view: viewOf(answer.estimate, content, lang), message: null }, estimate: answer.estimate };
  const message = fieldOrder.map((field) => answer.errors[field]).find(Boolean) ?? null;
  // The staffing needs only the guests and the type: it shows while the date and time are still to come.
  const { values } = readEstimateInput(input, now, lang);
  const staffing =
    values.guests !== undefined && values.eventType
      ? estimateStaffing(values.guests, values.eventType, null, lang)
      : null;
  const view: EstimateView | null = staffing
    ? {
        headline: describeStaffing(staffing, lang).headline,
        why: staffing.why,
        price: content.pricing.showPublicRange ? words[lang].needsDate : null,
        range: null,
        fee: null,
      }
    : null;
  return { reply: { view, message }, estimate: null };
}

/** What the estimate includes and that it is one; none while the owner hides the range. */
export const finePrintOf = (content: ContentSnapshot, lang: Lang): EstimateFinePrint | null =>
  content.pricing.showPublicRange
    ? {
        includes: `${words[lang].includes}${content.pricing.includes[lang] || content.pricing.includes.en}`,
        note: words[lang].note,
      }
    : null;

const longestOf = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), "");

/** The form page's starting state: room for the longest view, the fine print, and the view of values sent back. */
export function estimateStart(content: ContentSnapshot, lang: Lang, initial: EstimateView | null): EstimateStart {
  const shown = content.pricing.showPublicRange;
  const noon = clockText("12:00", lang);
  const fees = content.pricing.permits.map((p) => p.feeLine[lang] || p.feeLine.en);
  return {
    longest: {
      headline: describeStaffing({ attendants: 4000, why: "", price: null }, lang).headline,
      why: longestOf([...staffingReasons(lang)]),
      price: shown
        ? longestOf([words[lang].price("$1,000,000 – $1,000,000", 4000, noon, noon), words[lang].needsDate])
        : null,
      range: shown ? "$100,000 – $100,000" : null,
      fee: shown && fees.length ? longestOf(fees) : null,
    },
    finePrint: finePrintOf(content, lang),
    initial,
  };
}

/** The thank-you's estimate for what was sent, with what the client should know at once. */
export function estimateThanks(
  content: ContentSnapshot,
  input: EstimateInput,
  lang: Lang,
  now: Date,
): { thanks: EstimateThanks | null; estimate: PriceEstimate | null } {
  const { reply, estimate } = estimateFor(content, input, lang, now);
  if (!reply.view) return { thanks: null, estimate };
  return {
    thanks: {
      view: reply.view,
      finePrint: estimate ? finePrintOf(content, lang) : null,
      notices: estimate?.flags.map((flag) => flag.visitor) ?? [],
    },
    estimate,
  };
}

/** The staffing estimate for a form's values (submitted or stored), or null: the company's one-line summary. */
export function staffingFor(
  definition: { staffing?: { guests: string; eventType: string } },
  values: Record<string, unknown>,
  lang: Lang = "en",
): StaffingEstimate | null {
  const fields = definition.staffing;
  return fields ? estimateStaffing(values[fields.guests], values[fields.eventType], undefined, lang) : null;
}

/** A lead's stored estimate (leads.estimate): the figures staff read, and whether the visitor saw the range. */
export type StoredEstimate = PriceEstimate & { shown: boolean };

/** A lead's stored estimate, or null (other forms, older leads, or a row that is not one). */
export function storedEstimate(json: string | null): StoredEstimate | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as StoredEstimate;
    return typeof value?.low === "number" && typeof value.attendants === "number" && Array.isArray(value.flags)
      ? value
      : null;
  } catch {
    return null;
  }
}

/** The estimate in the company's words (English): the lead page, the notification and the morning digest. */
export interface StaffEstimateLines {
  range: string;
  /** Whether the visitor was shown the range. */
  shown: boolean;
  /** "6 attendants, arriving 4:30 PM, ending 10:00 PM (5.5 hours each)". */
  plan: string;
  parts: string[];
  /** "Beverly Hills: File 96 hours before … (file by 2027-03-06 17:00). Beverly Hills valet permit: …". */
  permit: string | null;
  flags: string[];
}

export function staffEstimateLines(estimate: StoredEstimate): StaffEstimateLines {
  const { permit } = estimate;
  return {
    range: rangeText(estimate),
    shown: estimate.shown,
    plan: `${groupThousands(estimate.attendants)} attendant${estimate.attendants === 1 ? "" : "s"}, arriving ${clockText(estimate.arrival, "en")}, ending ${clockText(estimate.end, "en")} (${estimate.hoursEach} hours each; the high end is one more hour each)`,
    parts: estimate.parts.map((part) => `${part.label}: ${dollars(part.amount)}`),
    permit: permit
      ? `${permit.city}: ${permit.note}${permit.fileBy ? ` File by ${permit.fileBy} (Los Angeles).` : ""} ${permit.feeLine}.`
      : null,
    flags: estimate.flags.map((flag) => flag.staff),
  };
}

/** The staff's estimate (English) for a form's stored values at `at`: for requests from before estimates. */
export function estimateOfValues(
  content: ContentSnapshot,
  form: EstimatedForm,
  values: Record<string, unknown>,
  at: Date,
): StoredEstimate | null {
  const answer = estimatePrice(
    estimateInputOf(form, (name) => values[name]),
    content.pricing,
    at,
    "en",
  );
  return answer.ok ? { ...answer.estimate, shown: content.pricing.showPublicRange } : null;
}
