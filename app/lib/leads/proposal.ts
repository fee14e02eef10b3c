import { z } from "zod";
import { formValuesOf } from "~/lib/form-values";
import { ATTENDANTS_MAX, bookingDecisionSchema, centsOf, DOLLARS, PRICE_MAX_CENTS, TIME } from "./booking-decision";

/*
 * The staff form that sends a quote as a proposal (the lead page's "Proposal" panel), and the client's question on
 * the proposal's page: their fields, their schemas and their messages. A proposal says everything the booking's
 * confirmation will say (attendants, arrival and end times, coordinator) plus its price, what the price includes
 * and how long it is valid, so the client's acceptance alone can confirm the booking (proposal.server.ts).
 */

/** The form's field names, in order. */
export const proposalFields = [
  "price",
  "attendants",
  "arrival",
  "endTime",
  "included",
  "validUntil",
  "coordinatorName",
  "coordinatorPhone",
  "note",
] as const;
export type ProposalField = (typeof proposalFields)[number];
export type ProposalValues = Record<ProposalField, string>;
export type ProposalErrors = Partial<Record<ProposalField, string>>;

export const INCLUDED_MAX = 2000;
/** A proposal valid longer than this is an old price by the time it is accepted. */
export const VALID_DAYS_MAX = 90;
export const QUESTION_MAX = 1000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isRealDay = (day: string) => DAY.test(day) && addDays(day, 0) === day;

const requiredTime = (empty: string, wrong: string) => z.string().trim().min(1, empty).regex(TIME, wrong);

/** The form's schema, for a Los Angeles date `today` (the valid-until date cannot be before it). */
export function proposalSchemaFor(today: string) {
  const { coordinatorName, coordinatorPhone, note } = bookingDecisionSchema.shape;
  return z
    .object({
      price: z
        .string()
        .trim()
        .min(1, "Enter the price in dollars.")
        .regex(DOLLARS, "Enter the price in dollars, e.g. 1,250 or 1250.00.")
        .transform(centsOf)
        .refine((c) => c > 0 && c <= PRICE_MAX_CENTS, "Enter a price above $0 and up to $1,000,000."),
      attendants: z
        .string()
        .trim()
        .min(1, "Enter the number of attendants.")
        .regex(/^\d+$/, "Enter the number of attendants as a whole number.")
        .transform(Number)
        .refine((n) => n >= 1 && n <= ATTENDANTS_MAX, `Enter 1 to ${ATTENDANTS_MAX} attendants.`),
      arrival: requiredTime("Enter the team's arrival time.", "Enter the arrival time as HH:MM."),
      endTime: requiredTime("Enter the service's end time.", "Enter the end time as HH:MM."),
      included: z
        .string()
        .transform((v) => v.replace(/\r\n?/g, "\n").trim())
        .pipe(
          z
            .string()
            .min(1, "Say what the price includes.")
            .max(INCLUDED_MAX, `Keep what is included to ${INCLUDED_MAX} characters.`),
        ),
      validUntil: z
        .string()
        .trim()
        .refine(isRealDay, "Enter the last day the proposal is valid, as a date.")
        .refine((d) => !isRealDay(d) || d >= today, "The proposal must be valid at least until today.")
        .refine(
          (d) => !isRealDay(d) || d <= addDays(today, VALID_DAYS_MAX),
          `A proposal can be valid for at most ${VALID_DAYS_MAX} days.`,
        ),
      coordinatorName,
      coordinatorPhone,
      note,
    })
    .refine((v) => v.arrival !== v.endTime, {
      path: ["endTime"],
      message: "The end time must differ from the arrival time.",
    });
}

export type ProposalInput = z.output<ReturnType<typeof proposalSchemaFor>>;

/** A sent proposal's terms, as stored: what its e-mail and its page both show. */
export interface ProposalTerms {
  /** YYYY-MM-DD, the event's date as requested. */
  eventDate: string;
  priceCents: number;
  attendants: number;
  /** HH:MM, Los Angeles time. */
  arrival: string;
  endTime: string;
  included: string;
  /** YYYY-MM-DD, the last day the link works (Los Angeles). */
  validUntil: string;
  coordinatorName: string;
  coordinatorPhone: string;
  note: string;
}

export const blankProposal: ProposalValues = {
  price: "",
  attendants: "",
  arrival: "",
  endTime: "",
  included: "",
  validUntil: "",
  coordinatorName: "",
  coordinatorPhone: "",
  note: "",
};

/** The form's values as typed (missing ones empty), for the schema and to show again. */
export const proposalValuesOf = (form: FormData): ProposalValues => formValuesOf(form, proposalFields);

/** The client's question, with its message in their language. */
export const questionSchema = {
  en: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "Write your question.")
        .max(QUESTION_MAX, `Your question can have at most ${QUESTION_MAX} characters.`),
    ),
  es: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "Escriba su pregunta.")
        .max(QUESTION_MAX, `Su pregunta puede tener como máximo ${QUESTION_MAX} caracteres.`),
    ),
};
