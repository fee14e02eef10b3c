import * as z from "zod/mini";

/*
 * Field rules shared by the four forms, in the browser and on the server. Empty inputs arrive as undefined
 * (Conform's coercion), so the "required" message is the type error of each field. Zod's "mini" build keeps the
 * browser bundle of the form pages small.
 */

export const TEXT_MAX = 120;
export const LONG_TEXT_MAX = 4000;

const tooLong = (max: number) => `Please keep this under ${max.toLocaleString("en-US")} characters`;

export const requiredText = (message: string, max = TEXT_MAX) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));

export const optionalText = (max = LONG_TEXT_MAX) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong(max))));

/**
 * A plain `local@domain.tld` address and nothing else: no display name (`<postmaster>probe@…`), no comments, no
 * query part (`victim@x?cc=…`), no quoted local part. The local part takes the characters real mailboxes use; the
 * domain is dot-separated labels of letters, digits and inner hyphens, ending in a letters-only top-level label.
 */
export const EMAIL =
  /^[A-Za-z0-9_%+'-]+(\.[A-Za-z0-9_%+'-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const email = z
  .string({ error: "Email is required" })
  .check(
    z.trim(),
    z.maxLength(254, "Please enter a valid email address"),
    z.regex(EMAIL, "Please enter a valid email address"),
  );

export const phone = requiredText("Phone number is required", 40);

export const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/** Today's date in Los Angeles, YYYY-MM-DD: the company's calendar decides what "in the past" means. */
const losAngelesDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });

export function todayInLosAngeles(now = new Date()): string {
  return losAngelesDate.format(now);
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

/** An event date: real, not in the past, within the next three years. */
export const eventDate = (message: string) =>
  z.string({ error: message }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date"),
    z.refine(isRealDate, "Please enter a valid date"),
    z.refine((d) => d >= todayInLosAngeles(), "Event date cannot be in the past"),
    z.refine((d) => d <= yearsAhead(3), "Event date must be within the next 3 years"),
  );

export const eventTime = (message: string) =>
  z.string({ error: message }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Please enter a valid time"));

/** A date and time together (the contact form's `datetime-local` input). */
export const eventDateTime = (message: string) =>
  z.string({ error: message }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, "Please enter a valid date and time"),
    z.refine((v) => isRealDate(v.slice(0, 10)), "Please enter a valid date and time"),
    z.refine((v) => v.slice(0, 10) >= todayInLosAngeles(), "Event date cannot be in the past"),
    z.refine((v) => v.slice(0, 10) <= yearsAhead(3), "Event date must be within the next 3 years"),
  );

export const guestCount = (message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? message : "Please enter a number of guests") })
    .check(
      z.refine(Number.isInteger, "Guest count must be a whole number"),
      z.gte(1, "Guest count must be at least 1"),
      z.lte(100_000, "Please enter a realistic number of guests"),
    );

/** How a form field is shown: its label, input type and hints. The schema says what is valid. */
export interface FieldSpec<Name extends string = string> {
  name: Name;
  label: string;
  type: "text" | "email" | "tel" | "date" | "time" | "datetime-local" | "number" | "select" | "textarea" | "file";
  autoComplete?: string;
  options?: readonly string[];
  placeholder?: string;
  hint?: string;
  optional?: boolean;
  /** Half width on wide screens. */
  half?: boolean;
  accept?: string;
}

/** The name and contact fields that open the booking and quote forms. */
export const visitorSchema = {
  firstName: requiredText("First name is required"),
  lastName: requiredText("Last name is required"),
  email,
  phone,
};

export const visitorFields: FieldSpec<keyof typeof visitorSchema>[] = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name", half: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", half: true },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", half: true },
];
