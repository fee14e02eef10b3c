import type { ContentSnapshot } from "~/content/live";
import type { LeadForm } from "~/lib/storage/schema";

/** What each form is called, in the staff area and in the e-mails: the same whatever the content says. */
export interface LeadFormNames {
  /** In the staff inbox's list and filter. */
  inbox: string;
  /** In the notification's subject and heading. */
  staff: string;
  /** What the visitor sent: "your booking request". */
  visitor: string;
}

/** What each form is called, and what its confirmation e-mail says happens next. */
export interface LeadFormWords extends LeadFormNames {
  nextSteps: string;
}

export const leadFormNames: Record<LeadForm, LeadFormNames> = {
  booking: { inbox: "Booking", staff: "Booking request", visitor: "booking request" },
  quote: { inbox: "Quote", staff: "Quote request", visitor: "quote request" },
  contact: { inbox: "Contact quote", staff: "Quote request (contact page)", visitor: "quote request" },
  application: { inbox: "Application", staff: "Job application", visitor: "job application" },
};

/** The forms' names and next steps as `content` states the company's reply promises. */
export function leadFormWords(content: ContentSnapshot): Record<LeadForm, LeadFormWords> {
  const { request, application } = content.site.replyHours;
  return {
    booking: {
      ...leadFormNames.booking,
      nextSteps: `A coordinator will review your venue, date and guest count and reply within ${request} hours to confirm availability, staffing and next steps.`,
    },
    quote: {
      ...leadFormNames.quote,
      nextSteps: `A coordinator will review your venue, date and guest count and reply within ${request} hours with your quote.`,
    },
    contact: {
      ...leadFormNames.contact,
      nextSteps: `A coordinator will review your event details and reply within ${request} hours with a quote and next steps.`,
    },
    application: {
      ...leadFormNames.application,
      nextSteps: `Our hiring team will review your application and résumé and reply within ${application} hours.`,
    },
  };
}

/** The staff inbox lists newsletter sign-ups with the leads. */
export const inboxNames = {
  booking: leadFormNames.booking.inbox,
  contact: leadFormNames.contact.inbox,
  quote: leadFormNames.quote.inbox,
  application: leadFormNames.application.inbox,
  newsletter: "Newsletter",
} as const;
