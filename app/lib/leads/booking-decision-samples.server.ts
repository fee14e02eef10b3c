import type { ContentSnapshot } from "~/content/live";
import type { RenderedEmail } from "~/lib/email/frame.server";
import { type BookingDecisionEmailData, bookingDecisionEmail } from "~/lib/email/kinds/booking-decision.server";

/*
 * The booking decision e-mail in each language and for each decision, from realistic data, for the preview
 * (`npm run emails`, scripts/preview-emails.js). The note has a line break and markup, as staff may type.
 */

const ctx = { siteUrl: "https://www.goldenkeyvalet.example" };

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

export function bookingDecisionSamples(content: ContentSnapshot): { name: string; email: RenderedEmail }[] {
  const context = { ...ctx, content };
  return [
    { name: "booking-confirmed", email: bookingDecisionEmail(confirmed, context) },
    {
      name: "booking-confirmed-es",
      email: bookingDecisionEmail(
        {
          ...confirmed,
          language: "es",
          note: "Instalaremos el puesto de valet en la entrada norte.\nDeje libres los primeros 10 espacios.",
        },
        context,
      ),
    },
    { name: "booking-declined", email: bookingDecisionEmail(declined, context) },
    {
      name: "booking-declined-es",
      email: bookingDecisionEmail(
        { ...declined, language: "es", note: "Todo nuestro equipo está reservado esa noche." },
        context,
      ),
    },
    { name: "booking-cancelled", email: bookingDecisionEmail(cancelled, context) },
    {
      name: "booking-cancelled-es",
      email: bookingDecisionEmail(
        { ...cancelled, language: "es", note: "Como acordamos por teléfono, cancelamos la reservación." },
        context,
      ),
    },
  ];
}
