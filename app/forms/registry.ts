import type { SubmissionResult } from "@conform-to/react";
import type * as z from "zod/mini";
import { site } from "~/config/site";
import type { EstimateThanks, EstimateView } from "~/lib/estimate-view";
import type { Lang } from "~/lib/lang";
import type { LeadForm } from "~/lib/storage/schema";
import {
  applicationFields,
  applicationFieldsEs,
  applicationSchema,
  applicationSchemaFor,
  RESUME_HARD_MAX_BYTES,
} from "./application";
import { bookingFields, bookingFieldsEs, bookingSchema, bookingSchemaFor } from "./booking";
import { contactQuoteFields, contactQuoteFieldsEs, contactQuoteSchema, contactQuoteSchemaFor } from "./contact-quote";
import type { FieldSpec } from "./fields";
import { quoteFields, quoteFieldsEs, quoteSchema, quoteSchemaFor } from "./quote";

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

/** What a form says, in one language: its validation messages (the schema), fields, button and thank-you. */
export interface LeadFormWords<S extends z.ZodMiniType = z.ZodMiniType> {
  schema: S;
  fields: FieldSpec<FieldName<S>>[];
  submitLabel: string;
  /** The thank-you that replaces the form; `again` links to an empty form. */
  success: { heading: string; message: string; confirmationSent: boolean; again?: string };
}

/** The most a post of a form without a file may weigh: its text is at most 64 KB (request-body.server.ts). */
export const TEXT_FORM_MAX_BYTES = 128 * 1024;

/** A form as the English pages, the staff and the e-mails to the company know it, and its other languages. */
export interface LeadFormDefinition<S extends z.ZodMiniType = z.ZodMiniType> extends LeadFormWords<S> {
  form: LeadForm;
  person(value: z.output<S>): { name: string; email: string; phone: string };
  /** The reply the company promises, in hours (`site.replyHours`). */
  replyHours: number;
  softLimits: readonly SoftLimit[];
  /**
   * The most a post of the form may weigh, in bytes, in every language: a post that announces more is refused
   * unread, with the form page in its language (request-body.server.ts; server/index.js leaves form pages' posts
   * to their action).
   */
  maxBodyBytes: number;
  /**
   * The fields the instant estimate reads (~/lib/staffing.ts for the attendants, ~/lib/pricing.ts for the price);
   * forms without them have no estimate.
   */
  staffing?: {
    guests: FieldName<S>;
    eventType: FieldName<S>;
    date: FieldName<S>;
    time: FieldName<S>;
    address: FieldName<S>;
  };
  /** The form in each language of the site (ADR 025); the values it stores are the same in all. */
  languages: Record<Lang, LeadFormWords<S>>;
}

const leadForm = <S extends z.ZodMiniType>(
  definition: Omit<LeadFormDefinition<S>, keyof LeadFormWords | "languages">,
  languages: Record<Lang, LeadFormWords<S>>,
): LeadFormDefinition<S> => ({ ...definition, ...languages.en, languages });

/** What the booking and quote forms share: who asks (eventRequestSchema's first fields), the reply, limits and estimate. */
const eventRequest = {
  person: (v: { firstName: string; lastName: string; email: string; phone: string }) => ({
    name: `${v.firstName} ${v.lastName}`,
    email: v.email,
    phone: v.phone,
  }),
  replyHours: site.replyHours.request,
  softLimits: ["ip", "address"],
  maxBodyBytes: TEXT_FORM_MAX_BYTES,
} as const;

const eventStaffing = { guests: "guestCount", date: "eventDate", time: "eventTime", address: "venueAddress" } as const;

export const bookingForm = leadForm(
  {
    form: "booking",
    ...eventRequest,
    staffing: { ...eventStaffing, eventType: "serviceType" },
  },
  {
    en: {
      schema: bookingSchema,
      fields: bookingFields,
      submitLabel: "Request Booking",
      success: {
        heading: "Thank You!",
        message: `We received your booking request and will reply within ${site.replyHours.request} hours to confirm the details.`,
        confirmationSent: true,
        again: "/book",
      },
    },
    es: {
      schema: bookingSchemaFor("es"),
      fields: bookingFieldsEs,
      submitLabel: "Solicitar reservación",
      success: {
        heading: "¡Gracias!",
        message: `Recibimos su solicitud de reservación y le responderemos en menos de ${site.replyHours.request} horas para confirmar los detalles.`,
        confirmationSent: true,
        again: "/es/book",
      },
    },
  },
);

export const quoteForm = leadForm(
  {
    form: "quote",
    ...eventRequest,
    staffing: { ...eventStaffing, eventType: "eventType" },
  },
  {
    en: {
      schema: quoteSchema,
      fields: quoteFields,
      submitLabel: "Request a Quote",
      success: {
        heading: "Quote Request Received",
        message: `Thank you. We will reply with a tailored quote within ${site.replyHours.request} hours.`,
        confirmationSent: true,
        // A query makes it a new page load: a link that differs from the answered POST's URL only by its fragment
        // would just scroll without JavaScript.
        again: "/quote?again=1#quote-form",
      },
    },
    es: {
      schema: quoteSchemaFor("es"),
      fields: quoteFieldsEs,
      submitLabel: "Solicitar cotización",
      success: {
        heading: "Solicitud de cotización recibida",
        message: `Gracias. Le enviaremos una cotización a la medida en menos de ${site.replyHours.request} horas.`,
        confirmationSent: true,
        again: "/es/quote?again=1#quote-form",
      },
    },
  },
);

export const contactQuoteForm = leadForm(
  {
    form: "contact",
    person: (v) => ({ name: v.name, email: v.email, phone: v.phone }),
    replyHours: site.replyHours.request,
    softLimits: ["ip", "address"],
    maxBodyBytes: TEXT_FORM_MAX_BYTES,
  },
  {
    en: {
      schema: contactQuoteSchema,
      fields: contactQuoteFields,
      submitLabel: "Send Request",
      success: {
        heading: "Thank You!",
        message: `We received your request and will reply within ${site.replyHours.request} hours.`,
        confirmationSent: false,
      },
    },
    es: {
      schema: contactQuoteSchemaFor("es"),
      fields: contactQuoteFieldsEs,
      submitLabel: "Enviar solicitud",
      success: {
        heading: "¡Gracias!",
        message: `Recibimos su solicitud y le responderemos en menos de ${site.replyHours.request} horas.`,
        confirmationSent: false,
      },
    },
  },
);

export const applicationForm = leadForm(
  {
    form: "application",
    person: (v) => ({ name: v.fullName, email: v.email, phone: v.phone }),
    replyHours: site.replyHours.application,
    softLimits: ["ip", "address"],
    // Past the 5 MB résumé rule (which answers with the form as typed) up to the most the server reads of a file.
    maxBodyBytes: RESUME_HARD_MAX_BYTES + TEXT_FORM_MAX_BYTES,
  },
  {
    en: {
      schema: applicationSchema,
      fields: applicationFields,
      submitLabel: "Submit Application",
      success: {
        heading: "Application Submitted",
        message: `Thank you for applying. Our hiring team reviews every application and will reply within ${site.replyHours.application} hours.`,
        confirmationSent: false,
      },
    },
    es: {
      schema: applicationSchemaFor("es"),
      fields: applicationFieldsEs,
      submitLabel: "Enviar solicitud de empleo",
      success: {
        heading: "Solicitud enviada",
        message: `Gracias por postularse. Nuestro equipo de contratación revisa cada solicitud y le responderá en menos de ${site.replyHours.application} horas.`,
        confirmationSent: false,
      },
    },
  },
);

export const formRegistry: Record<LeadForm, LeadFormDefinition> = {
  booking: bookingForm,
  quote: quoteForm,
  contact: contactQuoteForm,
  application: applicationForm,
};

/** What a form page's action answers. */
export type LeadActionData =
  | {
      status: "error";
      result: SubmissionResult<string[]>;
      token: string;
      /** The estimate for the values sent back (booking and quote). */
      estimate?: EstimateView | null;
    }
  | {
      status: "success";
      reference: string;
      /** The estimate for what was sent (booking and quote), as the server computed it. */
      estimate?: EstimateThanks | null;
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
