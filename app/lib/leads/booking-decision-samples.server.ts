import type { ContentSnapshot } from "~/content/live";
import { type BookingDecisionEmailData, bookingDecisionEmail } from "~/lib/email/kinds/booking-decision.server";
import { inBothLanguages, type SampleEmail, sampleSite } from "~/lib/email/samples.server";

/*
 * The booking decision e-mail in each language and for each decision, from realistic data, for the preview
 * (`npm run emails`, scripts/preview-emails.js). The note has a line break and markup, as staff may type.
 */

const confirmed: BookingDecisionEmailData = {
  reference: "GK-7F3K2Q",
  language: "en",
  decision: "confirmed",
  eventDate: "2027-06-19",
  attendants: 8,
  arrival: "16:00",
  endTime: "00:30",
  coordinatorName: "Marisol Vega",
  coordinatorPhone: "(310) 555-0142",
  priceCents: 185_000,
  note: "We will set up the valet stand at the north gate.\nPlease keep the first 10 spaces <b>clear</b> for arrivals.",
  calendarAttached: true,
};

const cancelled: BookingDecisionEmailData = {
  ...confirmed,
  decision: "cancelled",
  attendants: null,
  arrival: null,
  endTime: null,
  priceCents: null,
  note: "As agreed on the phone, we cancelled the booking. We hope to work with you another time.",
};

const declined: BookingDecisionEmailData = {
  ...cancelled,
  decision: "declined",
  note: "Our whole team is booked that evening. We can suggest another company if you call us.",
};

export function bookingDecisionSamples(content: ContentSnapshot): SampleEmail[] {
  const context = { ...sampleSite, content };
  return [
    ...inBothLanguages(
      "booking-confirmed",
      bookingDecisionEmail,
      confirmed,
      { note: "Instalaremos el puesto de valet en la entrada norte.\nDeje libres los primeros 10 espacios." },
      context,
    ),
    ...inBothLanguages(
      "booking-declined",
      bookingDecisionEmail,
      declined,
      { note: "Todo nuestro equipo está reservado esa noche." },
      context,
    ),
    ...inBothLanguages(
      "booking-cancelled",
      bookingDecisionEmail,
      cancelled,
      { note: "Como acordamos por teléfono, cancelamos la reservación." },
      context,
    ),
  ];
}
