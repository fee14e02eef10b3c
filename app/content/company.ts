/**
 * Copy for the company pages: Home, About, Book, Quote, Contact, Hours and Testimonials, plus the shared
 * stats and the shared "Ready to Experience Premium Valet Service?" banner. Page templates render these.
 */
import { site } from "../config/site";
import { openDays } from "../lib/office-hours-text";
import { factWords } from "./facts";
import { openingHours } from "./hours";
import { aboutAreaSlugs } from "./page-lists";
import type { Card, Cta } from "./types";

/** How far ahead to book and how large an event can be, as ./facts.ts states them. */
const en = factWords("en");

/* ------------------------------------------------------------------------------------------------ */
/* Small shapes used only by this module                                                              */
/* ------------------------------------------------------------------------------------------------ */

export interface PageHero {
  heading: string;
  intro: string;
}

export interface HeadingBody {
  heading: string;
  body: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Profile {
  name: string;
  role: string;
  bio: string[];
  /** A stand-in written for the launch template: `npm run check:launch` fails until the real person replaces it. */
  sample?: true;
}

export interface ServedArea {
  name: string;
  slug: string;
}

/** A Card that links to a page. */
export interface LinkedCard extends Card {
  href: `/${string}`;
}

export interface HomeContent {
  hero: { headline: string; lead: string; phonePrompt: string; emailPrompt: string };
  mission: { heading: string; paragraphs: string[] };
  serviceCards: LinkedCard[];
  reasons: Card[];
  speed: HeadingBody;
  finalCta: HeadingBody;
}

export interface AboutContent {
  hero: PageHero;
  story: { heading: string; paragraphs: string[] };
  whyChoose: Card[];
  founder: Profile;
  coo: Profile;
  serviceAreaSlugs: string[];
  cta: HeadingBody;
}

export interface BookPageContent {
  hero: PageHero;
  tips: string[];
  formIntro: string;
}

export interface QuotePageContent {
  hero: PageHero;
  quoteTips: string[];
  whyQuote: Card[];
  cta: HeadingBody;
}

export interface ContactPageContent {
  hero: PageHero;
  intro: string;
  servedAreas: ServedArea[];
}

export interface HoursPageContent {
  hero: PageHero;
  eventSupport: HeadingBody;
  officeNote: string;
}

export interface TestimonialsPageContent {
  hero: PageHero;
  stats: Stat[];
  cta: HeadingBody;
}

export interface ReadyBanner {
  heading: string;
  body: string;
  primary: Cta;
  secondary: Cta;
}

/* ------------------------------------------------------------------------------------------------ */
/* Shared                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

/** Figures shown on Home and About. */
export const stats: Stat[] = [
  { value: "{eventsServed}", label: "Events Served" },
  { value: "{averageRating}", label: "Average Rating" },
  { value: "{venuePartners}", label: "Venue Partners" },
  { value: `{yearsExperience}+`, label: "Years of Experience" },
];

export const readyBanner: ReadyBanner = {
  heading: "Ready to Experience Premium Valet Service?",
  body: `Tell us about your event and our team will reply within ${site.replyHours.request} hours with a tailored valet plan. Booking online takes under ${site.bookingSeconds} seconds.`,
  primary: { label: "Book Now", href: "/book" },
  secondary: { label: `Call {phone}`, href: "tel:{phoneE164}" },
};

/* ------------------------------------------------------------------------------------------------ */
/* Home                                                                                               */
/* ------------------------------------------------------------------------------------------------ */

export const home: HomeContent = {
  hero: {
    headline: "Los Angeles (LA) Valet Parking You Can Trust",
    lead: `{company} provides uniformed, background-checked valet attendants for weddings, private events, corporate functions, restaurants and hotels across Los Angeles. For more than {yearsExperience} years, hosts have relied on us to make arrival and departure the easiest part of the day.`,
    phonePrompt: "Call us",
    emailPrompt: "Email us",
  },
  mission: {
    heading: "Our Mission",
    paragraphs: [
      `Our mission is simple: every guest should feel welcome from the moment they arrive, and every vehicle should be returned exactly as it was left. {company} brings hospitality-trained attendants, careful key management and clear communication to each event we serve.`,
      `We plan every assignment around the venue, the guest count and the schedule, so hosts can focus on their guests rather than the parking. From an intimate dinner for ${en.smallestGuests} to a gala of ${en.largestGuests} guests, we bring the same attention to detail and the same standard of care.`,
    ],
  },
  serviceCards: [
    {
      title: "Restaurant & Hotel Valet",
      body: "Dependable daily valet programs for restaurants and hotels, including 24/7 hotel coverage, seasonal staffing and support for special evenings.",
      href: "/services/restaurant-hotel",
      icon: "hotel",
    },
    {
      title: "Weddings & Private Events",
      body: "Gracious, well-coordinated arrivals for weddings, anniversaries and private celebrations at estates, gardens and event venues.",
      href: "/services/wedding-valet",
      icon: "rings",
    },
    {
      title: "Corporate & VIP Functions",
      body: "Discreet, punctual valet service for executive meetings, product launches, conferences and client entertainment.",
      href: "/services/corporate-events",
      icon: "briefcase",
    },
    {
      title: "Special Events & Seasonal Services",
      body: "Holiday parties, charity galas and seasonal gatherings, with non-profit pricing for charity events and holiday discounts.",
      href: "/services/holiday-events",
      icon: "gift",
    },
  ],
  reasons: [
    {
      title: "Professionally Trained Staff",
      body: "Every attendant is background-checked, uniformed and trained in hospitality, safe driving and careful vehicle handling before working an event.",
      icon: "users",
    },
    {
      title: "Secure Vehicle Handling",
      body: "Keys are kept in steel-lock key podiums, and each vehicle is recorded with digital logs and condition checks at drop-off and return.",
      icon: "key",
    },
    {
      title: "Premium Guest Experience",
      body: "Courteous greetings, smooth arrivals and prompt vehicle returns set a welcoming tone for your guests from start to finish.",
      icon: "star",
    },
    {
      title: "Flexible Scheduling & Customization",
      body: "From three-hour evenings to full-day events, we shape staffing, timing and layout around your venue, guest count and schedule.",
      icon: "calendar",
    },
    {
      title: "Fully Licensed & Insured",
      body: `{company} is fully licensed and carries {liabilityCoverage} in general liability coverage plus workers' compensation for our team. Each event's coverage and claims process are set out in its service agreement.`,
      icon: "shield",
    },
    {
      title: "5-Star Service & Follow-Through",
      body: `Our clients give us a {averageRating} average rating. We confirm every detail before the event and follow up afterward to make sure everything went as planned.`,
      icon: "badge",
    },
  ],
  speed: {
    heading: "Book in Under a Minute",
    body: `Requesting valet service takes under ${site.bookingSeconds} seconds. Our booking form works just as well on your phone as on a desktop, and if you would rather talk it through, tap to call and speak with our team directly.`,
  },
  finalCta: {
    heading: "Plan Your Event's Valet Service",
    body: `Share your date, venue and guest count, and we will reply within ${site.replyHours.request} hours with a staffing plan tailored to your event.`,
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* About                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

export const about: AboutContent = {
  hero: {
    heading: "Where Service Meets Luxury",
    intro: `{company} brings more than {yearsExperience} years of hospitality experience to every arrival. We provide refined, dependable valet parking for the events and venues of Los Angeles.`,
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      `{company} was founded in ${site.founded.city} in ${site.founded.year} with a straightforward idea: valet parking should feel like part of the hospitality, not an afterthought. We began with private events and restaurants, earning the trust of hosts one evening at a time.`,
      `In ${site.californiaSince}, we expanded to Los Angeles, bringing the same standards to a city where first impressions matter. Since then we have served weddings, corporate functions, charity galas, hotels and private celebrations from Santa Monica to Pasadena.`,
      `Today we have served {eventsServed} events and work alongside {venuePartners} venue partners. Our approach has not changed: trained, background-checked attendants, secure key management and careful planning for every event, large or small.`,
    ],
  },
  whyChoose: [
    {
      title: "Locally Based",
      body: "Our Los Angeles team knows the neighborhoods, venues, traffic patterns and parking rules, and plans each event around them.",
      icon: "map",
    },
    {
      title: "Fully Licensed & Insured",
      body: `We carry {liabilityCoverage} in general liability coverage and workers' compensation, and each event's coverage is set out in writing in its service agreement.`,
      icon: "shield",
    },
    {
      title: "Real-Time Scheduling",
      body: "Digital logs and live coordination keep our attendants, your venue and your schedule aligned throughout the event.",
      icon: "clock",
    },
    {
      title: "Elegant Touches",
      body: "Uniformed attendants, polished key podiums and courteous greetings create an arrival experience that suits your occasion.",
      icon: "sparkle",
    },
  ],
  founder: {
    name: "Daniel Whitaker",
    role: "Founder & CEO",
    sample: true,
    bio: [
      `Daniel founded {company} in ${site.founded.city} in ${site.founded.year} after years in hotel and restaurant hospitality, where he saw how much the arrival experience shapes a guest's evening. He built the company around careful training, secure key handling and genuine courtesy.`,
      `Daniel led the company's expansion to Los Angeles in ${site.californiaSince} and remains closely involved with client relationships and service standards. He still reviews event plans personally and believes the best valet service is the kind guests barely have to think about.`,
    ],
  },
  coo: {
    name: "Marisol Reyes",
    role: "Chief Operating Officer",
    sample: true,
    bio: [
      "Marisol oversees day-to-day operations across Los Angeles, from staffing and scheduling to venue coordination and on-site logistics. She makes sure every event has the right number of attendants, a clear layout and a plan for each arrival and departure.",
      "With a background in event operations, Marisol built the processes behind our digital vehicle logs, condition checks and attendant training. Her focus is consistency: the same calm, reliable service at every event and every venue.",
    ],
  },
  serviceAreaSlugs: aboutAreaSlugs,
  cta: {
    heading: "Let Us Welcome Your Guests",
    body: `Tell us about your event and we will reply within ${site.replyHours.request} hours with a tailored valet plan. Call or email our team, or request a quote online.`,
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Book Now                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export const bookPage: BookPageContent = {
  hero: {
    heading: "Book Your Valet Service",
    intro: `Reserve professional valet parking for your event in under ${site.bookingSeconds} seconds. Share a few details and our team will reply within ${site.replyHours.request} hours to confirm your plan.`,
  },
  tips: [
    `Book ${en.leadTime} ahead to secure your preferred date and staffing.`,
    "Have your venue address and an estimated guest count ready.",
    "Ask your venue about drop-off areas, parking lots and any parking restrictions.",
    `Plan for about 1 valet attendant per 25–30 guests. We staff events of ${en.guestRange}.`,
    "Mention accessibility needs, VIP arrivals or timing details in the special requirements field.",
  ],
  formIntro: `Complete the form below with your event details so we can plan staffing and logistics. We will reply within ${site.replyHours.request} hours.`,
};

/* ------------------------------------------------------------------------------------------------ */
/* Quote                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

export const quotePage: QuotePageContent = {
  hero: {
    heading: "Request a Valet Parking Quote",
    intro: `Tell us about your event and receive a tailored quote within ${site.replyHours.request} hours. There is no obligation, and our team is happy to answer any questions along the way.`,
  },
  quoteTips: [
    "Include an accurate guest count so we can plan the right number of attendants.",
    "Share the full venue address and any known parking or drop-off arrangements.",
    "Note your event start and end times, including any staggered arrivals.",
    "Mention special requirements such as VIP guests, accessibility needs or multiple entrances.",
  ],
  whyQuote: [
    {
      title: "Tailored Staffing",
      body: "Each quote is built around your guest count, venue layout and schedule, so you have the right team in place, not a generic package.",
      icon: "users",
    },
    {
      title: "Clear Planning",
      body: "We outline staffing, timing and logistics in advance, so there are no surprises on the day of your event.",
      icon: "check",
    },
    {
      title: "Fast Response",
      body: `Our team replies to every quote request within ${site.replyHours.request} hours.`,
      icon: "clock",
    },
    {
      title: "Special Pricing Options",
      body: "Ask about non-profit pricing for charity galas and holiday discounts for seasonal events.",
      icon: "gift",
    },
  ],
  cta: {
    heading: "Prefer to Talk It Through?",
    body: "Call or email our team to discuss your event, or complete the quote form and we will be in touch shortly.",
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Contact                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

export const contactPage: ContactPageContent = {
  hero: {
    heading: "Contact Us",
    intro: `Questions about an upcoming event or ongoing valet service? The {company} team is here to help.`,
  },
  intro: `Call, email or send a quote request using the form below. We reply to every request within ${site.replyHours.request} hours, and event valet service is available 7 days a week across Los Angeles.`,
  servedAreas: [
    { name: "Beverly Hills", slug: "beverly-hills" },
    { name: "Santa Monica", slug: "santa-monica" },
    { name: "Downtown LA", slug: "downtown-los-angeles" },
    { name: "West Hollywood", slug: "west-hollywood" },
    { name: "Malibu", slug: "malibu" },
    { name: "Pasadena", slug: "pasadena" },
    { name: "Bel Air", slug: "bel-air" },
    { name: "Brentwood", slug: "brentwood" },
  ],
};

/* ------------------------------------------------------------------------------------------------ */
/* Hours                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

export const hoursPage: HoursPageContent = {
  hero: {
    heading: "Hours of Operation",
    intro: `Our office is open ${openDays("en", openingHours)}, and our valet teams work events 7 days a week.`,
  },
  eventSupport: {
    heading: "24/7 Event Support",
    body: "Event valet service is available 7 days a week, and our hotel clients receive around-the-clock coverage. If you have an event underway or an urgent question outside office hours, call us and our team will assist.",
  },
  officeNote:
    "Office hours are listed in Central Time. The office is closed on New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas Day, and holiday hours may vary. Event valet service continues 7 days a week.",
};

/* ------------------------------------------------------------------------------------------------ */
/* Testimonials                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

export const testimonialsPage: TestimonialsPageContent = {
  hero: {
    heading: "What Our Clients Say",
    intro: `Couples, event planners, hosts and venue managers share their experience with {company}.`,
  },
  stats: [
    { value: "{eventsServed}", label: "Events Served" },
    { value: "{averageRating}", label: "Average Rating" },
    { value: `{yearsExperience}+`, label: "Years of Experience" },
  ],
  cta: {
    heading: "Join Our Satisfied Clients",
    body: "Book valet service for your next event and give your guests a calm, welcoming arrival.",
  },
};
