import type { ContentSnapshot } from "~/content/live";
import type { Lang } from "~/lib/lang";
import type { LeadForm } from "~/lib/storage/schema";
import type { EmailContext, RenderedEmail } from "./frame.server";
import { type HeldDigestData, heldLeadsDigest } from "./kinds/held-digest.server";
import { leadConfirmation } from "./kinds/lead-confirmation.server";
import { leadNotification } from "./kinds/lead-notification.server";
import { newsletterConfirmation } from "./kinds/newsletter-confirmation.server";
import { type OwnerDigestData, ownerDigest } from "./kinds/owner-digest.server";
import { replyAlert } from "./kinds/reply-alert.server";
import { type ReviewRequestData, reviewRequestEmail } from "./kinds/review-request.server";
import type { LeadEmailData } from "./lead-data.server";

/*
 * Every e-mail the site sends, rendered from realistic data, for the preview (`npm run emails`) and the tests.
 * One value is hostile and one word very long, as visitors' values can be.
 */

/** The samples' site; the content they are rendered with is the caller's. */
export const sampleSite = { siteUrl: "https://www.goldenkeyvalet.example" };

const common = {
  reference: "GK-7F3K2Q",
  receivedAt: "2027-05-14T21:42:00Z",
  email: "amelia.hart@example.com",
  phone: "(310) 555-0199",
  referrer: "https://www.google.com/search?q=wedding+valet+los+angeles",
  utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "weddings-2027" },
  resumeUrl: null,
};

const samples: Record<LeadForm, LeadEmailData> = {
  booking: {
    ...common,
    form: "booking",
    name: "Amelia Hart",
    sourcePage: "/book",
    fields: [
      { label: "First name", value: "Amelia" },
      { label: "Last name", value: "Hart" },
      { label: "Service type", value: "Wedding", chosen: true },
      { label: "Guest count", value: "180", chosen: true },
      { label: "Event date", value: "Saturday, June 19, 2027", chosen: true },
      { label: "Event time", value: "4:30 PM", chosen: true },
      { label: "Venue name", value: "The Rose Garden Estate" },
      { label: "Venue address", value: "2200 Hillcrest Rd, Beverly Hills, CA 90210" },
      {
        label: "Special requirements",
        value: "Two guests use wheelchairs.\nStaggered arrivals from 4:00; the ceremony starts at 5:00 sharp.",
      },
    ],
    staffing:
      "8 valet attendants. Weddings: guests arrive within about 30 minutes, so we plan 1 attendant per 25 guests.",
    calendarAttached: true,
  },
  quote: {
    ...common,
    form: "quote",
    name: "Daniel Okafor",
    email: "daniel@okafor-events.example",
    sourcePage: "/quote?utm_source=newsletter",
    fields: [
      { label: "First name", value: "Daniel" },
      { label: "Last name", value: "Okafor" },
      { label: "Event type", value: "Corporate", chosen: true },
      { label: "Guest count", value: "450", chosen: true },
      { label: "Event date", value: "Thursday, September 9, 2027", chosen: true },
      { label: "Event time", value: "6:00 PM", chosen: true },
      { label: "Event location", value: "Pacific Design Center, West Hollywood" },
      { label: "Special requirements", value: "" },
    ],
  },
  contact: {
    ...common,
    form: "contact",
    name: 'Priya "P" Raman <script>alert(1)</script>',
    email: "priya@example.com",
    referrer: null,
    utm: {},
    sourcePage: "/contact",
    fields: [
      { label: "Name", value: 'Priya "P" Raman <script>alert(1)</script>' },
      { label: "Event type", value: "Private Party", chosen: true },
      { label: "Event date and time", value: "Friday, July 2, 2027, 7:00 PM", chosen: true },
      {
        label: "Message",
        value:
          "Backyard party in the hills, narrow street: Supercalifragilisticexpialidociousstreetnamewithnospacesatall.",
      },
    ],
  },
  application: {
    ...common,
    form: "application",
    name: "Marco Alvarez",
    email: "marco.alvarez@example.com",
    referrer: null,
    utm: {},
    sourcePage: "/employment",
    resumeUrl: "https://www.goldenkeyvalet.example/staff/leads/42/resume",
    fields: [
      { label: "Full name", value: "Marco Alvarez" },
      { label: "Résumé", value: "marco-alvarez-resume.pdf" },
      { label: "Brief message", value: "Three years parking cars at the Beverly Wilshire. Weekends and evenings." },
    ],
  },
};

/** The same leads sent from the Spanish pages: the visitor's confirmation is in Spanish (ADR 025). */
const spanishSamples: Record<LeadForm, LeadEmailData> = {
  booking: {
    ...samples.booking,
    language: "es",
    sourcePage: "/es/book",
    fields: [
      { label: "Nombre", value: "Amelia" },
      { label: "Apellido", value: "Hart" },
      { label: "Tipo de servicio", value: "Boda", chosen: true },
      { label: "Número de invitados", value: "180", chosen: true },
      { label: "Fecha del evento", value: "sábado, 19 de junio de 2027", chosen: true },
      { label: "Hora del evento", value: "1:30\u00a0p.\u00a0m.", chosen: true },
      { label: "Nombre del lugar", value: "The Rose Garden Estate" },
    ],
  },
  quote: {
    ...samples.quote,
    language: "es",
    sourcePage: "/es/quote",
    fields: [
      { label: "Tipo de evento", value: "Corporativo", chosen: true },
      { label: "Número de invitados", value: "1,200", chosen: true },
      { label: "Fecha del evento", value: "jueves, 9 de septiembre de 2027", chosen: true },
      { label: "Hora del evento", value: "6:00\u00a0p.\u00a0m.", chosen: true },
    ],
  },
  contact: {
    ...samples.contact,
    language: "es",
    sourcePage: "/es/contact",
    fields: [
      { label: "Tipo de evento", value: "Fiesta privada", chosen: true },
      { label: "Fecha y hora del evento", value: "viernes, 2 de julio de 2027, 7:00\u00a0p.\u00a0m.", chosen: true },
    ],
  },
  application: { ...samples.application, language: "es", sourcePage: "/es/employment" },
};

const heldDigest: HeldDigestData = {
  leads: [
    {
      reference: "GK-4HQ8WD",
      form: "booking",
      name: "Nora Castillo",
      email: "events@castillo-planning.example",
      receivedAt: "2027-05-14T17:05:00Z",
      reason: "more than 8 requests from one connection within 10 minutes",
      url: `${sampleSite.siteUrl}/staff/leads/311`,
    },
    {
      reference: "GK-Z2M6RT",
      form: "contact",
      name: samples.contact.name,
      email: "seo-offers@example.com",
      receivedAt: "2027-05-14T23:48:00Z",
      reason: "filled in a field that only scripts see",
      url: `${sampleSite.siteUrl}/staff/leads/312`,
    },
  ],
  allHeldUrl: `${sampleSite.siteUrl}/staff/leads?status=spam`,
};

const ownerMorning: OwnerDigestData = {
  day: "2027-05-14",
  events: {
    today: [
      {
        reference: "GK-3RM8QX",
        hours: "4:00 PM–12:30 AM",
        serviceType: "Wedding",
        venue: "The Rose Garden Estate, 2200 Hillcrest Rd, Beverly Hills, CA 90210",
        attendants: 8,
        coordinator: "Marisol Vega, (310) 555-0142",
        url: `${sampleSite.siteUrl}/staff/leads/287`,
      },
    ],
    tomorrow: [],
  },
  leads: [
    {
      reference: samples.booking.reference,
      form: "booking",
      name: samples.booking.name,
      receivedAt: samples.booking.receivedAt,
      url: `${sampleSite.siteUrl}/staff/leads/305`,
    },
    {
      reference: "GK-P7T2NW",
      form: "contact",
      name: samples.contact.name,
      receivedAt: "2027-05-14T23:10:00Z",
      url: `${sampleSite.siteUrl}/staff/leads/306`,
    },
  ],
  overdue: [
    {
      reference: "GK-8KD3VA",
      form: "application",
      name: samples.application.name,
      receivedAt: "2027-05-12T16:00:00Z",
      url: `${sampleSite.siteUrl}/staff/leads/298`,
      hoursLate: 3,
    },
  ],
  reportUrl: `${sampleSite.siteUrl}/staff/report`,
};

const reviewRequest: ReviewRequestData = {
  reference: "GK-7F3K2Q",
  language: "en",
  eventDate: "2027-06-19",
  reviewUrl: `${sampleSite.siteUrl}/review/41.1x2k3m4.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ`,
  validUntil: "2027-08-19",
};

export interface SampleEmail {
  name: string;
  email: RenderedEmail;
}

/** A sample as `name` from `data`, then as `${name}-es` from the same data in Spanish with `spanish` over it. */
export function inBothLanguages<D extends { language?: Lang }>(
  name: string,
  render: (data: D, ctx: EmailContext) => RenderedEmail,
  data: D,
  spanish: Partial<D>,
  context: EmailContext,
): SampleEmail[] {
  return [
    { name, email: render(data, context) },
    { name: `${name}-es`, email: render({ ...data, language: "es", ...spanish }, context) },
  ];
}

/** Every sample, rendered with `content`. */
export function sampleEmails(content: ContentSnapshot): SampleEmail[] {
  const context: EmailContext = { ...sampleSite, content };
  return [
    ...(Object.keys(samples) as LeadForm[]).flatMap((form) => [
      { name: `${form}-notification`, email: leadNotification(samples[form], context) },
      { name: `${form}-confirmation`, email: leadConfirmation(samples[form], context) },
      { name: `${form}-confirmation-es`, email: leadConfirmation(spanishSamples[form], context) },
    ]),
    { name: "held-digest", email: heldLeadsDigest(heldDigest, context) },
    { name: "owner-digest", email: ownerDigest(ownerMorning, context) },
    {
      name: "reply-alert",
      email: replyAlert(
        {
          reference: "GK-P7T2NW",
          form: "contact",
          name: samples.contact.name,
          receivedAt: "2027-05-14T23:10:00Z",
          url: `${sampleSite.siteUrl}/staff/leads/306`,
          promiseHours: 24,
          dueAt: "2027-05-15T23:10:00Z",
        },
        context,
      ),
    },
    ...inBothLanguages(
      "newsletter-confirmation",
      newsletterConfirmation,
      { email: "reader@example.com", confirmUrl: `${sampleSite.siteUrl}/newsletter/confirm?token=3f9a1c` },
      { email: "lectora@example.com", confirmUrl: `${sampleSite.siteUrl}/es/newsletter/confirm?token=3f9a1c` },
      context,
    ),
    // The review request the morning after an event, in English and Spanish.
    ...inBothLanguages(
      "review-request",
      reviewRequestEmail,
      reviewRequest,
      { reviewUrl: reviewRequest.reviewUrl.replace("/review/", "/es/review/") },
      context,
    ),
  ];
}

export { heldDigest, samples, spanishSamples };
