import * as z from "zod/mini";
import type { Lang } from "~/lib/lang";
import { groupThousands, wallClock } from "~/lib/us-clock";

/*
 * Field rules shared by the four forms, in the browser and on the server. Empty inputs arrive as undefined
 * (Conform's coercion), so the "required" message is the type error of each field. Zod's "mini" build keeps the
 * browser bundle of the form pages small.
 */

export const TEXT_MAX = 120;
export const LONG_TEXT_MAX = 4000;

/** The messages the shared rules give, in each language; the "required" messages are each form's own. */
export const ruleMessages: Record<
  Lang,
  {
    tooLong: (max: number) => string;
    email: string;
    emailRequired: string;
    phoneRequired: string;
    date: string;
    pastDate: string;
    farDate: string;
    time: string;
    dateTime: string;
    guestNumber: string;
    guestWhole: string;
    guestMin: string;
    guestMax: string;
  }
> = {
  en: {
    tooLong: (max) => `Please keep this under ${groupThousands(max)} characters`,
    email: "Please enter a valid email address",
    emailRequired: "Email is required",
    phoneRequired: "Phone number is required",
    date: "Please enter a valid date",
    pastDate: "Event date cannot be in the past",
    farDate: "Event date must be within the next 3 years",
    time: "Please enter a valid time",
    dateTime: "Please enter a valid date and time",
    guestNumber: "Please enter a number of guests",
    guestWhole: "Guest count must be a whole number",
    guestMin: "Guest count must be at least 1",
    guestMax: "Please enter a realistic number of guests",
  },
  es: {
    tooLong: (max) => `Escriba menos de ${groupThousands(max)} caracteres`,
    email: "Escriba un correo electrónico válido",
    emailRequired: "El correo electrónico es obligatorio",
    phoneRequired: "El número de teléfono es obligatorio",
    date: "Escriba una fecha válida",
    pastDate: "La fecha del evento no puede estar en el pasado",
    farDate: "La fecha del evento debe estar dentro de los próximos 3 años",
    time: "Escriba una hora válida",
    dateTime: "Escriba una fecha y hora válidas",
    guestNumber: "Escriba un número de invitados",
    guestWhole: "El número de invitados debe ser un número entero",
    guestMin: "Debe haber al menos 1 invitado",
    guestMax: "Escriba un número de invitados realista",
  },
};

/**
 * A plain `local@domain.tld` address and nothing else: no display name (`<postmaster>probe@…`), no comments, no
 * query part (`victim@x?cc=…`), no quoted local part. The local part takes the characters real mailboxes use; the
 * domain is dot-separated labels of letters, digits and inner hyphens, ending in a letters-only top-level label.
 */
export const EMAIL =
  /^[A-Za-z0-9_%+'-]+(\.[A-Za-z0-9_%+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Today's date in Los Angeles, YYYY-MM-DD: the company's calendar decides what "in the past" means. */
export function todayInLosAngeles(now = new Date()): string {
  return wallClock(now, "America/Los_Angeles").date;
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

function yearsAhead(years: number): string {
  const today = todayInLosAngeles();
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
}

/**
 * Typed text without the invisible characters that reorder how it reads (bidirectional embeddings, overrides,
 * isolates and marks): a name must not display on a staff page or in the company's e-mail as something else.
 */
export const withoutDirectionControls = (text: string) =>
  text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");

/** The field rules shared by the four forms, with their messages in one language. */
export function rules(lang: Lang) {
  const m = ruleMessages[lang];
  const typed = () => z.overwrite(withoutDirectionControls);
  const requiredText = (message: string, max = TEXT_MAX) =>
    z.string({ error: message }).check(typed(), z.trim(), z.minLength(1, message), z.maxLength(max, m.tooLong(max)));
  return {
    requiredText,
    optionalText: (max = LONG_TEXT_MAX) =>
      z.optional(z.string().check(typed(), z.trim(), z.maxLength(max, m.tooLong(max)))),
    email: z.string({ error: m.emailRequired }).check(z.trim(), z.maxLength(254, m.email), z.regex(EMAIL, m.email)),
    phone: requiredText(m.phoneRequired, 40),
    choice: <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
      z.enum(options, { error: message }),
    /** An event date: real, not in the past, within the next three years. */
    eventDate: (message: string) =>
      z.string({ error: message }).check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, m.date),
        z.refine(isRealDate, m.date),
        z.refine((d) => d >= todayInLosAngeles(), m.pastDate),
        z.refine((d) => d <= yearsAhead(3), m.farDate),
      ),
    eventTime: (message: string) =>
      z.string({ error: message }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, m.time)),
    /** A date and time together (the contact form's `datetime-local` input). */
    eventDateTime: (message: string) =>
      z.string({ error: message }).check(
        z.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, m.dateTime),
        z.refine((v) => isRealDate(v.slice(0, 10)), m.dateTime),
        z.refine((v) => v.slice(0, 10) >= todayInLosAngeles(), m.pastDate),
        z.refine((v) => v.slice(0, 10) <= yearsAhead(3), m.farDate),
      ),
    guestCount: (message: string) =>
      z
        .number({ error: (issue) => (issue.input === undefined ? message : m.guestNumber) })
        .check(z.refine(Number.isInteger, m.guestWhole), z.gte(1, m.guestMin), z.lte(100_000, m.guestMax)),
  };
}

/** How a form field is shown: its label, input type and hints. The schema says what is valid. */
export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  type: "text" | "email" | "tel" | "date" | "time" | "datetime-local" | "number" | "select" | "textarea" | "file";
  autoComplete?: string;
  /** The values a select offers, as stored (one vocabulary for staff whatever the visitor's language). */
  options?: readonly string[];
  /** How the options read, when not as stored (a Spanish page's). */
  optionLabels?: Readonly<Record<string, string>>;
  placeholder?: string;
  hint?: string;
  optional?: boolean;
  /** Half width on wide screens. */
  half?: boolean;
  accept?: string;
}

/**
 * An event request's schema (the booking and quote forms): who asks (name and contact, which open the form), the
 * form's `choice` of event type, when and how large the event is, then the form's `venue` fields and any special
 * requirements.
 */
export function eventRequestSchema<C extends z.core.$ZodShape, V extends z.core.$ZodShape>(
  lang: Lang,
  choice: C,
  venue: V,
) {
  const r = rules(lang);
  const required = leadRequired[lang];
  return z.object({
    firstName: r.requiredText(required.firstName),
    lastName: r.requiredText(required.lastName),
    email: r.email,
    phone: r.phone,
    ...choice,
    eventDate: r.eventDate(required.eventDate),
    eventTime: r.eventTime(required.eventTime),
    guestCount: r.guestCount(required.guestCount),
    ...venue,
    specialRequirements: r.optionalText(),
  });
}

const leadRequired: Record<
  Lang,
  Record<"firstName" | "lastName" | "eventDate" | "eventTime" | "guestCount", string>
> = {
  en: {
    firstName: "First name is required",
    lastName: "Last name is required",
    eventDate: "Event date is required",
    eventTime: "Event time is required",
    guestCount: "Guest count is required",
  },
  es: {
    firstName: "El nombre es obligatorio",
    lastName: "El apellido es obligatorio",
    eventDate: "La fecha del evento es obligatoria",
    eventTime: "La hora del evento es obligatoria",
    guestCount: "El número de invitados es obligatorio",
  },
};

export const visitorFields: FieldSpec<"firstName" | "lastName" | "email" | "phone">[] = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name", half: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", half: true },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", half: true },
];

/** The event's fields, after the form's choice of event type. */
export const eventFields: FieldSpec<"guestCount" | "eventDate" | "eventTime">[] = [
  // The staffing estimate shows under this row (LeadForm's EstimateStatus, on the forms whose definition names it).
  { name: "guestCount", label: "Guest count", type: "number", half: true },
  { name: "eventDate", label: "Event date", type: "date", half: true },
  { name: "eventTime", label: "Event time", type: "time", half: true },
];

/** How a field reads in another language; what it is (name, type, options' values) stays. */
export type FieldWords = Pick<FieldSpec, "label" | "hint" | "placeholder">;

/** A form's fields in another language: its words over the English specs, the options' labels beside them. */
export function translateFields<Name extends string>(
  fields: FieldSpec<Name>[],
  words: Record<Name, FieldWords>,
  optionLabels: Readonly<Record<string, string>> = {},
): FieldSpec<Name>[] {
  return fields.map((spec) => ({
    ...spec,
    ...words[spec.name],
    ...(spec.options ? { optionLabels } : {}),
  }));
}

/** The Spanish words of the fields several forms share. */
export const sharedFieldWordsEs = {
  firstName: { label: "Nombre" },
  lastName: { label: "Apellido" },
  email: { label: "Correo electrónico" },
  phone: { label: "Número de teléfono" },
  eventDate: { label: "Fecha del evento" },
  eventTime: { label: "Hora del evento" },
} satisfies Record<string, FieldWords>;
