import { z } from "zod";
import { formValuesOf } from "~/lib/form-values";
import { type BookingDecisionKind, bookingDecisions } from "~/lib/storage/schema";

/*
 * The staff form that confirms, declines or cancels a booking (the lead page's "Confirm, decline or cancel"
 * panel): its fields, its one schema and its messages. A confirmation needs the service's details (attendants,
 * arrival and end times); every decision names the coordinator the client can reach. The price is optional,
 * typed in dollars and kept in cents.
 */

export type { BookingDecisionKind };
export { bookingDecisions };

export const decisionLabels: Record<BookingDecisionKind, string> = {
  confirmed: "Confirm the booking",
  declined: "Decline the request",
  cancelled: "Cancel the booking",
};

/** How staff read a decision in the history. */
export const decisionPast: Record<BookingDecisionKind, string> = {
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** The form's field names, in order. */
export const decisionFields = [
  "decision",
  "attendants",
  "arrival",
  "endTime",
  "coordinatorName",
  "coordinatorPhone",
  "price",
  "note",
] as const;
export type DecisionField = (typeof decisionFields)[number];
export type DecisionValues = Record<DecisionField, string>;
export type DecisionErrors = Partial<Record<DecisionField, string>>;

export const NOTE_MAX = 2000;
export const ATTENDANTS_MAX = 500;
/** One million dollars: more is a typing mistake. */
export const PRICE_MAX_CENTS = 100_000_000;

/** A time as HH:MM, 24-hour. */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Dollars as people type them: "1250", "1,250", "$1,250.50". */
export const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
/** A phone number to dial: digits and the usual punctuation, 7 to 15 digits. */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

/** Cents of a dollar amount the schema accepted. */
export function centsOf(dollars: string): number {
  const [whole = "0", fraction = ""] = dollars.replace(/[$,\s]/g, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "$1,250" or "$1,250.50" for a number of cents. */
export function dollarsOf(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = cents % 100;
  return `$${whole}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}

const blankToNull = (value: string) => (value.trim() === "" ? null : value.trim());

const singleLine = (max: number, empty: string, tooLong: string) =>
  z
    .string()
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, empty).max(max, tooLong));

/** The one schema of the form: what the page sends (strings) in, a decision ready to store out. */
export const bookingDecisionSchema = z
  .object({
    decision: z.enum(bookingDecisions, { message: "Choose confirm, decline or cancel." }),
    attendants: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\d+$/.test(v), "Enter the number of attendants as a whole number.")
      .transform((v) => (v === "" ? null : Number(v)))
      .refine((n) => n === null || (n >= 1 && n <= ATTENDANTS_MAX), `Enter 1 to ${ATTENDANTS_MAX} attendants.`),
    arrival: z
      .string()
      .transform(blankToNull)
      .refine((v) => v === null || TIME.test(v), "Enter the arrival time as HH:MM."),
    endTime: z
      .string()
      .transform(blankToNull)
      .refine((v) => v === null || TIME.test(v), "Enter the end time as HH:MM."),
    coordinatorName: singleLine(80, "Enter the coordinator's name.", "Names can have at most 80 characters."),
    coordinatorPhone: z
      .string()
      .trim()
      .min(1, "Enter the coordinator's phone number.")
      .max(30, "Phone numbers can have at most 30 characters.")
      .refine(
        (v) => PHONE_CHARS.test(v) && v.replace(/\D/g, "").length >= 7 && v.replace(/\D/g, "").length <= 15,
        "Enter a phone number the client can dial, e.g. (310) 555-0100.",
      ),
    price: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || DOLLARS.test(v),
        "Enter the price in dollars, e.g. 1,250 or 1250.00, or leave it empty.",
      )
      .transform((v) => (v === "" ? null : centsOf(v)))
      .refine((c) => c === null || (c > 0 && c <= PRICE_MAX_CENTS), "Enter a price above $0 and up to $1,000,000."),
    note: z
      .string()
      .transform((v) => v.replace(/\r\n?/g, "\n").trim())
      .pipe(z.string().max(NOTE_MAX, `The note can have at most ${NOTE_MAX} characters.`)),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== "confirmed") return;
    // A confirmation says what the client gets: how many attendants, from when to when.
    if (value.attendants === null)
      ctx.addIssue({ code: "custom", path: ["attendants"], message: "A confirmation needs the number of attendants." });
    if (value.arrival === null)
      ctx.addIssue({ code: "custom", path: ["arrival"], message: "A confirmation needs the team's arrival time." });
    if (value.endTime === null)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "A confirmation needs the service's end time." });
    if (value.arrival !== null && value.arrival === value.endTime)
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "The end time must differ from the arrival time." });
  });

export type BookingDecisionInput = z.output<typeof bookingDecisionSchema>;

/** The team and price a decision names, as stored: a decline or cancellation names no team or price. */
export interface DecisionTeam {
  attendants: number | null;
  /** HH:MM, Los Angeles time. */
  arrival: string | null;
  endTime: string | null;
  /** Typed by staff. */
  coordinatorName: string;
  coordinatorPhone: string;
  priceCents: number | null;
}

/** The form's values as typed (missing ones empty), for the schema and to show again. */
export const decisionValuesOf = (form: FormData): DecisionValues => formValuesOf(form, decisionFields);

export const blankDecision: DecisionValues = {
  decision: "confirmed",
  attendants: "",
  arrival: "",
  endTime: "",
  coordinatorName: "",
  coordinatorPhone: "",
  price: "",
  note: "",
};

/** Whether the end time is on the next day (a service past midnight). */
export const endsNextDay = (arrival: string, end: string) => end <= arrival;

/** "5:30 PM", or in Spanish "5:30 p. m." (no-break spaces, as the site writes Spanish times), for HH:MM. */
export function clockText(hhmm: string, lang: "en" | "es" = "en"): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const minutes = String(m).padStart(2, "0");
  if (lang === "es") return `${hour}:${minutes}\u00a0${h < 12 ? "a" : "p"}.\u00a0m.`;
  return `${hour}:${minutes} ${h < 12 ? "AM" : "PM"}`;
}
