import type { SubmissionResult } from "@conform-to/react";
import type * as z from "zod/mini";
import { type ApplicationRequest, applicationFields, applicationSchema } from "./application";
import { bookingFields, bookingSchema } from "./booking";
import { contactQuoteFields, contactQuoteSchema } from "./contact-quote";
import type { FieldSpec } from "./fields";
import { quoteFields, quoteSchema } from "./quote";

/** What a lead form is: its schema, how its fields are shown, and who the visitor is. */
export interface LeadFormDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  form: "booking" | "contact" | "quote" | "application";
  schema: S;
  fields: FieldSpec[];
  person(value: z.output<S>): { name: string; email: string; phone: string };
}

export const bookingForm: LeadFormDefinition<typeof bookingSchema> = {
  form: "booking",
  schema: bookingSchema,
  fields: bookingFields,
  person: (v) => ({ name: `${v.firstName} ${v.lastName}`, email: v.email, phone: v.phone }),
};

export const quoteForm: LeadFormDefinition<typeof quoteSchema> = {
  form: "quote",
  schema: quoteSchema,
  fields: quoteFields,
  person: (v) => ({ name: `${v.firstName} ${v.lastName}`, email: v.email, phone: v.phone }),
};

export const contactQuoteForm: LeadFormDefinition<typeof contactQuoteSchema> = {
  form: "contact",
  schema: contactQuoteSchema,
  fields: contactQuoteFields,
  person: (v) => ({ name: v.name, email: v.email, phone: v.phone }),
};

export const applicationForm: LeadFormDefinition<typeof applicationSchema> = {
  form: "application",
  schema: applicationSchema,
  fields: applicationFields,
  person: (v: ApplicationRequest) => ({ name: v.fullName, email: v.email, phone: v.phone }),
};

/** What a form page's action answers. */
export type LeadActionData =
  | { status: "error"; result: SubmissionResult<string[]>; token: string }
  | { status: "success"; reference: string };

/** Hidden fields every lead form carries besides its own. */
export const metaFields = {
  token: "formToken",
  honeypot: "leaveBlank",
  sourcePage: "sourcePage",
  referrer: "referrer",
  utm: ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
} as const;
