/**
 * FAQ copy: the eight questions on /faq and the six on /book. The repository's lists are the seed: the owner adds,
 * edits, removes and orders questions at /staff/content/faq (~/content/structure.ts).
 */
import { site } from "../config/site";
import { factWords } from "./facts";
import type { Faq } from "./types";

/** How far ahead to book and how large an event can be, as app/content/facts.ts states them. */
const en = factWords("en");

/** An object, not a string, so an edition can write it (~/content/live.ts). */
export const faqIntro = {
  text: `Answers to the questions hosts, planners and venue managers ask us most often. If you do not see your question here, call or email the {company} team, or book online and we will reply within ${site.replyHours.request} hours.`,
};

export const faqPage: Faq[] = [
  {
    question: "What areas do you serve?",
    answer: `We provide valet parking throughout Los Angeles and Southern California, including Beverly Hills, West Hollywood, Santa Monica, Downtown Los Angeles, Hollywood, Bel Air, Brentwood, Pacific Palisades, Pasadena, San Marino and La Cañada Flintridge.\n\nIf your venue is outside these neighborhoods, contact us and we will confirm availability.`,
  },
  {
    question: "How far in advance should I book valet service?",
    answer: `We recommend booking ${en.leadTime} before your event. For a wedding, book ${en.weddingLeadTime} ahead; for the holiday season, ${en.holidayLeadTime} ahead, and by ${en.holidayBookBy} for dates from December 15 to January 2.`,
  },
  {
    question: "Are you licensed and insured?",
    answer: `Yes. {company} is fully licensed and carries {liabilityCoverage} in general liability coverage, along with workers' compensation for our team. This policy does not replace your guests' own auto insurance. The coverage for your event, how a claim is handled and any certificate of insurance your venue needs are set out in your service agreement.`,
  },
  {
    question: "How many valet attendants will my event need?",
    answer:
      "As a general guide, we plan for 1 valet attendant per 25–30 guests. The final number also depends on your venue layout, the distance to parking and how closely guest arrivals are grouped, and we confirm staffing with you when we prepare your plan.",
  },
  {
    question: "How do you vet your valet staff?",
    answer:
      "Every attendant is background-checked before joining our team and is trained in safe driving, vehicle handling and guest service. Our attendants work in uniform, and keys are kept in steel-lock key podiums with digital logs and vehicle condition checks at every event.",
  },
  {
    question: "Do you provide valet service for weddings?",
    answer:
      "Yes. Weddings are one of our specialties. We coordinate with your planner and venue on arrival times, drop-off areas and departures, so your guests are welcomed graciously and leave safely at the end of the evening.",
    links: [{ label: "Wedding valet service", href: "/services/wedding-valet" }],
  },
  {
    question: "Do you work with hotels and restaurants?",
    answer:
      "Yes. We offer ongoing valet programs for hotels and restaurants, including 24/7 hotel service, seasonal and peak-period staffing, and support for special events at your property.",
    links: [{ label: "Restaurant and hotel valet", href: "/services/restaurant-hotel" }],
  },
  {
    question: "How do I book or get a quote?",
    answer: `Book online in under ${site.bookingSeconds} seconds, or request a quote with your event details. You can also call or email our team. We reply to every booking and quote request within ${site.replyHours.request} hours.`,
    links: [
      { label: "Book Online", href: "/book" },
      { label: "Request a Quote", href: "/quote" },
    ],
  },
];

export const bookFaqs: Faq[] = [
  {
    question: "How far in advance should I book?",
    answer: `We recommend booking ${en.leadTime} ahead for most events. In peak season, book earlier to secure your date: ${en.weddingLeadTime} ahead for a wedding, and ${en.holidayLeadTime} ahead for the winter holidays.`,
  },
  {
    question: "What happens after I submit my request?",
    answer: `Our team reviews your event details and replies within ${site.replyHours.request} hours to confirm availability, discuss staffing and answer any questions.`,
  },
  {
    question: "How many valet attendants will I need?",
    answer: `We generally plan for 1 valet attendant per 25–30 guests, adjusted for your venue layout, parking distance and arrival schedule, and we staff events of ${en.guestRange}. We confirm the final number with you before the event.`,
  },
  {
    question: "What should I prepare before booking?",
    answer:
      "Have your event date and times, venue name and address, and an estimated guest count ready. It also helps to know where guests will be dropped off and where vehicles can be parked, along with any venue parking rules.",
  },
  {
    question: "What types of events do you serve?",
    answer: `We serve weddings, corporate functions, private parties, charity galas, holiday events, restaurants and hotels. Events can run from 3 hours to a full day and range from ${en.smallestGuests} to ${en.largestGuests} guests.`,
  },
  {
    question: "Are your attendants insured and background-checked?",
    answer: `Every attendant is background-checked and uniformed. {company} carries {liabilityCoverage} in general liability coverage and workers' compensation for our team. The policy does not replace your guests' own auto insurance; each event's coverage and claims process are set out in its service agreement.`,
  },
];
