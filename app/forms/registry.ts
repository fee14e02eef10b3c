import type { SubmissionResult } from "@conform-to/react";
import type * as z from "zod/mini";
import { site } from "~/config/site";
import { estimateStaffing, type StaffingEstimate } from "~/lib/staffing";
import type { LeadForm } from "~/lib/storage/schema";
import { applicationFields, applicationSchema } from "./application";
import { bookingFields, bookingSchema } from "./booking";
import { contactQuoteFields, contactQuoteSchema } from "./contact-quote";
import type { FieldSpec } from "./fields";
import { quoteFields, quoteSchema } from "./quote";

/*
 * The form registry: everything about each lead form, declared once. Here is what the browser needs as well: the
 * schema (browser and server), how its fields are shown, who the visitor is, the reply it promises, its button and
 * thank-you. What only the server needs (the words of its e-mails and of the staff inbox) is in
 * registry.server.ts, so the form pages' JavaScript does not carry it.
 */

/** The name of a field, as the schema has it. */
export type FieldName<S extends z.ZodMiniType> = Extract<keyof z.input<S>, string>;

/** The per-sender rate limits past which a lead is kept but flagged, its e-mails held for staff. */
export type SoftLimit = "ip" | "address";

export interface LeadFormDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  form: LeadForm;
  schema: S;
  fields: FieldSpec<FieldName<S>>[];
  person(value: z.output<S>): { name: string; email: string; phone: string };
  /** The reply the company promises, in hours (`site.replyHours`). */
  replyHours: number;
  submitLabel: string;
  /** The thank-you that replaces the form; `again` links to an empty form. */
  success: { heading: string; message: string; confirmationSent: boolean; again?: string };
  softLimits: readonly SoftLimit[];
  /** The fields the instant staffing estimate reads (~/lib/staffing.ts); forms without one have no estimate. */
  staffing?: { guests: FieldName<S>; eventType: FieldName<S> };
}

const leadForm = <S extends z.ZodMiniType>(definition: LeadFormDefinition<S>) => definition;

export const bookingForm = leadForm({
  form: "booking",
  schema: bookingSchema,
  fields: bookingFields,
  person: (v) => ({ name: `${v.firstName} ${v.lastName}`, email: v.email, phone: v.phone }),
  replyHours: site.replyHours.request,
  submitLabel: "Request Booking",
  success: {
    heading: "Thank You!",
    message: `We received your booking request and will reply within ${site.replyHours.request} hours to confirm the details.`,
    confirmationSent: true,
    again: "/book",
  },
  softLimits: ["ip", "address"],
  staffing: { guests: "guestCount", eventType: "serviceType" },
});

export const quoteForm = leadForm({
  form: "quote",
  schema: quoteSchema,
  fields: quoteFields,
  person: (v) => ({ name: `${v.firstName} ${v.lastName}`, email: v.email, phone: v.phone }),
  replyHours: site.replyHours.request,
  submitLabel: "Request a Quote",
  success: {
    heading: "Quote Request Received",
    message: `Thank you. We will reply with a tailored quote within ${site.replyHours.request} hours.`,
    confirmationSent: true,
    // A query makes it a new page load: a link that differs from the answered POST's URL only by its fragment would
    // just scroll without JavaScript.
    again: "/quote?again=1#quote-form",
  },
  softLimits: ["ip", "address"],
  staffing: { guests: "guestCount", eventType: "eventType" },
});

export const contactQuoteForm = leadForm({
  form: "contact",
  schema: contactQuoteSchema,
  fields: contactQuoteFields,
  person: (v) => ({ name: v.name, email: v.email, phone: v.phone }),
  replyHours: site.replyHours.request,
  submitLabel: "Send Request",
  success: {
    heading: "Thank You!",
    message: `We received your request and will reply within ${site.replyHours.request} hours.`,
    confirmationSent: false,
  },
  softLimits: ["ip", "address"],
});

export const applicationForm = leadForm({
  form: "application",
  schema: applicationSchema,
  fields: applicationFields,
  person: (v) => ({ name: v.fullName, email: v.email, phone: v.phone }),
  replyHours: site.replyHours.application,
  submitLabel: "Submit Application",
  success: {
    heading: "Application Submitted",
    message: `Thank you for applying. Our hiring team reviews every application and will reply within ${site.replyHours.application} hours.`,
    confirmationSent: false,
  },
  softLimits: ["ip", "address"],
});

export const formRegistry: Record<LeadForm, LeadFormDefinition> = {
  booking: bookingForm,
  quote: quoteForm,
  contact: contactQuoteForm,
  application: applicationForm,
};

/** The staffing estimate for a form's values (submitted, stored or being typed), or null. */
export function staffingFor(
  definition: { staffing?: { guests: string; eventType: string } },
  values: Record<string, unknown>,
): StaffingEstimate | null {
  const fields = definition.staffing;
  return fields ? estimateStaffing(values[fields.guests], values[fields.eventType]) : null;
}

/** What a form page's action answers. */
export type LeadActionData =
  | { status: "error"; result: SubmissionResult<string[]>; token: string }
  | {
      status: "success";
      reference: string;
      /** The staffing estimate for what was sent (booking and quote). */
      staffing?: StaffingEstimate | null;
      /** The signed link to the booking's calendar file. */
      calendarUrl?: string | null;
    };

/** Hidden fields every lead form carries besides its own. */
export const metaFields = {
  token: "formToken",
  honeypot: "leaveBlank",
  sourcePage: "sourcePage",
  referrer: "referrer",
  utm: ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"],
} as const;
