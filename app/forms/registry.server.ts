import type { LeadForm } from "~/lib/storage/schema";
import { applicationForm, bookingForm, contactQuoteForm, quoteForm } from "./registry";

/** What each form is called, and what its confirmation e-mail says happens next. */
export interface LeadFormWords {
  /** In the staff inbox's list and filter. */
  inbox: string;
  /** In the notification's subject and heading. */
  staff: string;
  /** What the visitor sent: "your booking request". */
  visitor: string;
  nextSteps: string;
}

export const leadFormWords: Record<LeadForm, LeadFormWords> = {
  booking: {
    inbox: "Booking",
    staff: "Booking request",
    visitor: "booking request",
    nextSteps: `A coordinator will review your venue, date and guest count and reply within ${bookingForm.replyHours} hours to confirm availability, staffing and next steps.`,
  },
  quote: {
    inbox: "Quote",
    staff: "Quote request",
    visitor: "quote request",
    nextSteps: `A coordinator will review your venue, date and guest count and reply within ${quoteForm.replyHours} hours with your quote.`,
  },
  contact: {
    inbox: "Contact quote",
    staff: "Quote request (contact page)",
    visitor: "quote request",
    nextSteps: `A coordinator will review your event details and reply within ${contactQuoteForm.replyHours} hours with a quote and next steps.`,
  },
  application: {
    inbox: "Application",
    staff: "Job application",
    visitor: "job application",
    nextSteps: `Our hiring team will review your application and résumé and reply within ${applicationForm.replyHours} hours.`,
  },
};

/** The staff inbox lists newsletter sign-ups with the leads. */
export const inboxNames = {
  booking: leadFormWords.booking.inbox,
  contact: leadFormWords.contact.inbox,
  quote: leadFormWords.quote.inbox,
  application: leadFormWords.application.inbox,
  newsletter: "Newsletter",
} as const;
