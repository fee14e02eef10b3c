import { site } from "../config/site";
import { factWords } from "./facts";
import { serviceCities, serviceTestimonials } from "./page-lists";
import type { Card, ServicePage } from "./types";

/** How far ahead to book and how large an event can be, as ./facts.ts states them. */
const en = factWords("en");

/**
 * The six service pages, in navigation order, plus the /services overview content.
 * Sections render in the order given; /book and /faq links are added by the page template.
 */
export const services: ServicePage[] = [
  {
    slug: "wedding-valet",
    name: "Wedding Valet",
    metaTitle: "Wedding Valet Parking in Los Angeles and Malibu",
    metaDescription:
      "Wedding valet parking across Los Angeles with uniformed, background-checked attendants, secure key podiums and a dedicated coordinator for your day.",
    summary:
      "Valet parking for wedding ceremonies and receptions, planned around your venue, your timeline and your guests.",
    icon: "rings",
    photoAlt: "Valet attendants welcoming guests at an evening wedding reception",
    hero: {
      eyebrow: "Wedding Valet",
      heading: "Wedding Valet Parking for Los Angeles Celebrations",
      intro: `From a hillside estate in Bel Air to an oceanfront terrace in Malibu, {company} greets your guests at the curb, parks every car with care and has it waiting when the evening ends, so the first and last moments of your wedding feel as considered as the rest.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Wedding Valet Services for Every Part of the Day",
        intro: "Each wedding gets a plan built around the venue, the guest count and the timeline you share with us.",
        cards: [
          {
            title: "Guest Arrival and Welcome",
            body: "Uniformed attendants open doors, offer a warm welcome and direct guests to the ceremony, so arrivals stay calm even when everyone comes in the last twenty minutes.",
            icon: "users",
          },
          {
            title: "Wedding Party and Family Care",
            body: "We reserve priority spaces for the couple, parents and wedding party, and assist older relatives from the car to the entrance.",
            icon: "heart",
          },
          {
            title: "Venue and Neighbor Coordination",
            body: "We work with your venue manager and planner on drop-off points, staging areas and residential streets, keeping driveways and neighbors clear.",
            icon: "map",
          },
          {
            title: "Secure Key Management",
            body: "Every key is tagged, logged digitally and stored in a steel-lock key podium, and each vehicle is checked for condition at drop-off.",
            icon: "key",
          },
          {
            title: "Weather and Contingency Planning",
            body: "Umbrellas, covered drop-off points and a backup staging plan are ready before the day, whether the forecast calls for rain or coastal wind.",
            icon: "shield",
          },
          {
            title: "Late-Night Departures",
            body: "As the reception winds down we stage cars in advance, so guests leaving after the last dance are not left waiting at the curb.",
            icon: "car",
          },
        ],
      },
      {
        kind: "testimonials",
        heading: "What Couples and Wedding Planners Say",
        ids: serviceTestimonials["wedding-valet"],
      },
      {
        kind: "steps",
        heading: "How Wedding Valet Works",
        intro: "Four steps take you from the first conversation to the last car leaving the venue.",
        steps: [
          {
            title: "Consultation",
            body: `Tell us your date, venue and expected guest count. Booking takes under ${site.bookingSeconds} seconds, and we reply within ${site.replyHours.request} hours with availability and next steps.`,
          },
          {
            title: "Venue Review and Plan",
            body: "Your dedicated coordinator reviews the venue, confirms drop-off and staging areas with the venue manager, and sets staffing at about one attendant per 25–30 guests.",
          },
          {
            title: "Wedding Day Setup",
            body: "The team arrives ahead of the first guests to place the key podium, signage and umbrellas, and briefs every attendant on your timeline and VIP list.",
          },
          {
            title: "Departures and Wrap-Up",
            body: "Cars are staged as the reception ends, every key is returned against the digital log, and your coordinator follows up after the wedding.",
          },
        ],
      },
      {
        kind: "locations",
        heading: "Wedding Venues We Serve Across Los Angeles",
        intro:
          "Our teams work at estates, hotels, gardens and coastal venues throughout the region, including these areas.",
        cities: serviceCities["wedding-valet"],
      },
      {
        kind: "faq",
        heading: "Wedding Valet Questions",
        faqs: [
          {
            question: "How far in advance should we book wedding valet?",
            answer: `We recommend booking ${en.weddingLeadTime} before your wedding. Peak wedding season in Southern California runs May–October, and Saturday dates in those months are reserved first.\n\nIf your date is sooner, contact us anyway; we can often accommodate shorter notice outside peak weekends.`,
          },
          {
            question: "How many valet attendants will our wedding need?",
            answer:
              "As a guide we staff about one attendant per 25–30 guests, then adjust for the venue layout, the distance to the parking area and how closely arrivals are grouped before the ceremony. Your coordinator confirms the final number with you.",
          },
          {
            question: "Our venue has a steep driveway and very little parking. Can you still help?",
            answer:
              "Yes. Hillside and residential venues are common in Los Angeles. We plan drop-off and pick-up at the entrance and park cars at a nearby lot or approved staging area, with a shuttle when the distance calls for one.",
          },
          {
            question: "Are our guests' vehicles insured while in your care?",
            answer: `{company} carries {liabilityCoverage} in general liability coverage, plus workers' compensation for our team. This policy does not replace your guests' own auto insurance. The coverage for your wedding, how a claim is handled and any certificate of insurance are set out in the service agreement you sign before the date. Every attendant is background-checked, keys are kept in steel-lock podiums, and each vehicle's condition is noted at drop-off.`,
          },
          {
            question: "What happens if it rains on our wedding day?",
            answer:
              "We plan for weather in advance. Attendants carry umbrellas, we move the drop-off under cover where the venue allows, and we keep a backup staging area ready in case a lawn or unpaved lot becomes unusable.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "corporate-events",
    name: "Corporate Events",
    metaTitle: "Corporate Event Valet Parking in Los Angeles",
    metaDescription:
      "Valet parking for executive meetings, product launches, conferences and client events in Los Angeles, with punctual, insured and professional staff.",
    summary: `Punctual, discreet valet parking for meetings, launches, conferences and client events of ${en.guestRange}.`,
    icon: "briefcase",
    photoAlt: "Valet attendants receiving guests' cars at a corporate event entrance",
    hero: {
      eyebrow: "Corporate Event Valet",
      heading: "Valet Parking That Reflects Well on Your Company",
      intro: `Arrival is the first impression of any corporate event. {company} provides uniformed, background-checked attendants and a dedicated coordinator who works to your run of show, from a board meeting of ten to a conference of a thousand.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Corporate Valet Services",
        intro: "Every corporate engagement is planned around your schedule, your guest list and your venue's rules.",
        cards: [
          {
            title: "Executive and VIP Arrivals",
            body: "Reserved spaces and a named attendant for executives, speakers and key clients, with vehicles ready the moment they are needed.",
            icon: "badge",
          },
          {
            title: "Run-of-Show Coordination",
            body: "Your coordinator aligns staffing with registration, keynotes and breaks, and stays in contact with your event lead throughout the day.",
            icon: "calendar",
          },
          {
            title: "High-Volume Arrivals and Exits",
            body: "For conferences and launches we stage extra attendants at peak moments, so lines never back up onto the street.",
            icon: "users",
          },
          {
            title: "Secure Vehicle Handling",
            body: "Steel-lock key podiums, digital key logs and condition checks at drop-off give your guests and your company a clear record.",
            icon: "key",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Corporate Events We Staff",
        intro: "Typical guest counts for the corporate events we support. Larger or smaller groups are welcome.",
        cards: [
          {
            title: "Executive Meetings",
            body: "Board meetings, leadership offsites and investor sessions where discretion and punctuality matter most.",
            meta: "10–50 guests",
            icon: "briefcase",
          },
          {
            title: "Product Launches",
            body: "Launch events with press, partners and customers arriving on a tight schedule, often with a separate media lane.",
            meta: "100–500 guests",
            icon: "sparkle",
          },
          {
            title: "Conferences",
            body: "Single and multi-day conferences with steady arrivals, session breaks and a heavy departure at the close of each day.",
            meta: `200–${en.largestGuests} guests`,
            icon: "users",
          },
          {
            title: "Client Entertainment",
            body: "Dinners, receptions and hosted evenings where every client should feel personally welcomed at the door.",
            meta: "25–200 guests",
            icon: "glass",
          },
          {
            title: "Galas",
            body: "Company galas and award evenings with coordinated arrivals and a staged exit after the program.",
            meta: "200–800+ guests",
            icon: "star",
          },
          {
            title: "VIP Functions",
            body: "Private receptions for executives, partners and guests of honor, with reserved spaces and a named point of contact.",
            meta: "15–100 guests",
            icon: "badge",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "Why Companies Choose Our Corporate Valet",
        intro: `What {company} brings to every corporate booking.`,
        items: [
          `{liabilityCoverage} in general liability coverage for every event`,
          "Background-checked, uniformed attendants briefed on your dress code and guest list",
          "One dedicated coordinator from planning through the final departure",
          "Digital key logs and vehicle condition checks for a clear record",
          `A reply to every request within ${site.replyHours.request} hours`,
          `More than {yearsExperience} years of experience and {eventsServed} events served`,
        ],
      },
      {
        kind: "testimonials",
        heading: "What Corporate Event Teams Say",
        ids: serviceTestimonials["corporate-events"],
      },
      {
        kind: "faq",
        heading: "Corporate Event Valet Questions",
        faqs: [
          {
            question: "How far ahead should we book valet for a corporate event?",
            answer: `For most corporate events, booking ${en.leadTime} ahead is enough. For conferences, large launches and events during the holiday season, we recommend booking earlier so we can walk the venue and confirm staffing.`,
          },
          {
            question: "Can you handle recurring meetings as well as one-time events?",
            answer:
              "Yes. Many clients book us for monthly or quarterly meetings. We keep your preferences, VIP list and venue notes on file so each meeting runs the same way.",
          },
          {
            question: "Can your attendants follow our dress code or event branding?",
            answer:
              "Our attendants wear professional uniforms. For launches and client events, tell us about your dress code and we will brief the team so their presentation fits the occasion.",
          },
          {
            question: "How do you manage a large departure at the end of a conference day?",
            answer:
              "Your coordinator tracks the program and begins staging vehicles before the final session ends. We add attendants for the departure window so the line keeps moving.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "restaurant-hotel",
    name: "Restaurant & Hotel Valet",
    metaTitle: "Restaurant and Hotel Valet Services in Los Angeles",
    metaDescription:
      "Ongoing valet service for Los Angeles restaurants and hotels: 24/7 hotel coverage, trained attendants, digital key logs and flexible contract options.",
    summary:
      "Ongoing valet service for restaurants and hotels, from evening dinner service to round-the-clock hotel coverage.",
    icon: "hotel",
    photoAlt: "A valet attendant at the curb of a restaurant and hotel entrance at night",
    hero: {
      eyebrow: "Restaurant & Hotel Valet",
      heading: "Valet Service for Restaurants and Hotels",
      intro: `{company} runs day-to-day valet for restaurants and hotels across Los Angeles, with trained attendants who represent your business at the curb and a schedule that follows your busiest hours.`,
    },
    sections: [
      {
        kind: "prose",
        heading: "Valet That Works as Part of Your Front of House",
        paragraphs: [
          "For a restaurant or hotel, the valet stand is the first and last part of the guest experience. A long wait at the curb or a careless attendant can undo an excellent meal or stay before the guest has even left.",
          `{company} has provided valet service since ${site.founded.year}, and in Los Angeles since ${site.californiaSince}. We work with {venuePartners} venue partners, and we staff each location with attendants who learn its rhythm: when the dinner rush starts, where the overflow lot is, and which regulars prefer their car kept close.`,
          "Whether you need evening coverage for a dining room, round-the-clock service at a hotel entrance or extra staff for a banquet weekend, we build the schedule around your operation rather than ours.",
        ],
      },
      {
        kind: "cards",
        heading: "Valet Solutions for Restaurants and Hotels",
        cards: [
          {
            title: "Restaurant Evening Service",
            body: "Attendants scheduled around your reservations, with extra staff on weekend nights and quiet coverage on slower evenings.",
            icon: "glass",
          },
          {
            title: "24/7 Hotel Front-Drive Valet",
            body: "Round-the-clock coverage for hotel entrances, including late arrivals, early departures and luggage assistance at the curb.",
            icon: "hotel",
          },
          {
            title: "Banquet and Event Overflow",
            body: "Additional attendants for weddings, conferences and fundraisers in your ballroom, coordinated with your events and banquet teams.",
            icon: "users",
          },
          {
            title: "Lot and Garage Coordination",
            body: "We plan staging, stacking and off-site parking to make the most of limited space and keep your entrance clear.",
            icon: "map",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Benefits for Your Business",
        cards: [
          {
            title: "Guests Who Return",
            body: "Easy arrival removes one of the most common reasons guests choose somewhere else, especially where street parking is scarce.",
            icon: "star",
          },
          {
            title: "Clear Records",
            body: "Digital key logs and vehicle condition checks at drop-off give you a documented answer if a question ever comes up.",
            icon: "check",
          },
          {
            title: "Insured and Vetted Staff",
            body: `{liabilityCoverage} in general liability coverage and background-checked, uniformed attendants at every shift.`,
            icon: "shield",
          },
          {
            title: "One Partner for Daily and Event Service",
            body: "The same company covers your regular schedule and your large events, so there is one contact and one standard.",
            icon: "badge",
          },
        ],
      },
      {
        kind: "testimonials",
        heading: "What Our Restaurant and Hotel Partners Say",
        ids: serviceTestimonials["restaurant-hotel"],
      },
      {
        kind: "cards",
        heading: "Restaurant and Hotel Service Options",
        intro: "Choose the arrangement that fits your operation. Many partners combine two.",
        cards: [
          {
            title: "Regular Contracts",
            body: "Ongoing valet on a fixed weekly schedule, from dinner service a few nights a week to full 24/7 hotel coverage, with a consistent team.",
            icon: "calendar",
          },
          {
            title: "Seasonal & Peak Coverage",
            body: "Added attendants for summer, the holiday season, award weekends and other busy periods, scaled back when demand returns to normal.",
            icon: "clock",
          },
          {
            title: "Special Events",
            body: "Dedicated event staffing for weddings, fundraisers, private dining and launches held at your property.",
            icon: "sparkle",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Restaurant and Hotel Valet Questions",
        faqs: [
          {
            question: "How is restaurant and hotel valet priced?",
            answer:
              "We offer three pricing models: an hourly rate, a flat monthly fee, or a hybrid of the two, for example a monthly base schedule with hourly staff added for busy nights and events.\n\nThe right model depends on your hours, volume and lot layout, so we prepare a written proposal after reviewing your location.",
          },
          {
            question: "Do you provide valet around the clock for hotels?",
            answer:
              "Yes. We offer 24/7 hotel service, with shifts planned so that overnight arrivals and early departures receive the same attention as the evening rush.",
          },
          {
            question: "How quickly can you start service at our location?",
            answer: `Contact us with your hours and location, and we reply within ${site.replyHours.request} hours. After a site visit we agree a start date, staffing plan and any signage or podium placement with you.`,
          },
          {
            question: "How do you handle a guest's concern about their vehicle?",
            answer: `Each vehicle's condition is recorded at drop-off and every key movement is logged digitally, so we can review exactly what happened. {company} carries {liabilityCoverage} in general liability coverage, and the service agreement sets out how a claim is handled.`,
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "private-party",
    name: "Private Party Valet",
    metaTitle: "Private Party Valet Parking for Los Angeles Homes",
    metaDescription:
      "Valet parking for birthdays, anniversaries, dinners and estate parties in Los Angeles homes, with discreet attendants and careful neighbor planning.",
    summary:
      "Discreet valet parking for parties at private homes and estates, from dinners for twenty to celebrations of several hundred.",
    icon: "glass",
    photoAlt: "Guests arriving by car at a private party at a home in the hills",
    hero: {
      eyebrow: "Private Party Valet",
      heading: "Valet Parking for Parties at Home",
      intro: `Hosting at home should feel effortless for your guests. {company} handles arrivals, parking and departures so you can stay with your guests, and your street stays clear for your neighbors.`,
    },
    sections: [
      {
        kind: "prose",
        heading: "Hospitality That Starts at the Curb",
        paragraphs: [
          "Many Los Angeles homes sit on winding hillside roads, gated streets or blocks with strict parking rules. A party of fifty can quickly fill a street, block a neighbor's driveway or leave guests walking in evening wear.",
          "Our attendants greet each guest at your door, park cars at a nearby lot or approved area, and bring them back when guests are ready to leave. We plan the details in advance with you and, where it applies, with your gate staff, planner or caterer.",
        ],
      },
      {
        kind: "cards",
        heading: "Private Party Valet Solutions",
        cards: [
          {
            title: "Home and Estate Parties",
            body: "Driveway and curbside valet for celebrations at private homes, with off-site staging and shuttles where the property calls for it.",
            bullets: ["Off-site staging plans", "Shuttle loops for hillside homes", "Gate and guest list coordination"],
            icon: "key",
          },
          {
            title: "Milestone Celebrations",
            body: "Birthdays, anniversaries, graduations and engagement parties where every guest should feel expected and welcome.",
            bullets: [
              "Warm greeting at the door",
              "Priority care for family and older guests",
              "Staged cars for departures",
            ],
            icon: "heart",
          },
          {
            title: "Dinners and Smaller Gatherings",
            body: "A small, well-trained team for dinner parties and intimate evenings, sized to your guest count.",
            bullets: [
              `Parties of ${en.smallestGuests} guests and up`,
              "Discreet, quiet service",
              "Flexible timing from 3 hours",
            ],
            icon: "glass",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "Why Hosts Choose Our Private Party Valet",
        items: [
          "Background-checked, uniformed attendants who treat your home with respect",
          "Neighbor-conscious planning that keeps driveways and streets clear",
          "Steel-lock key podiums and digital key logs at every party",
          `{liabilityCoverage} in general liability coverage`,
          "A dedicated coordinator and one point of contact from booking to the last car",
          `Booking in under ${site.bookingSeconds} seconds and a reply within ${site.replyHours.request} hours`,
        ],
      },
      {
        kind: "locations",
        heading: "Private Party Valet Across Los Angeles Neighborhoods",
        intro: "We regularly serve private homes and estates in these areas.",
        cities: serviceCities["private-party"],
      },
      {
        kind: "testimonials",
        heading: "What Private Hosts Say",
        ids: serviceTestimonials["private-party"],
      },
      {
        kind: "faq",
        heading: "Private Party Valet Questions",
        faqs: [
          {
            question: "Is there a minimum guest count for a private party?",
            answer: `We staff parties from ${en.smallestGuests} guests. Valet becomes most cost-effective at about 30 guests or more, when the time saved and the street kept clear make the biggest difference.`,
          },
          {
            question: "How many attendants will my party need?",
            answer:
              "As a guide we plan one valet attendant per 25–30 guests, then adjust for your driveway, the distance to the parking area and how closely guests will arrive.",
          },
          {
            question: "Where will my guests' cars be parked?",
            answer:
              "Depending on your home, cars are parked on your property, at a nearby lot or in an approved staging area. Your coordinator reviews the options with you before the party, including any neighborhood rules that apply.",
          },
          {
            question: "How long can you stay?",
            answer:
              "Bookings run from 3 hours to a full day. We arrive before your first guests and stay until the last car has left.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "holiday-events",
    name: "Holiday Event Valet",
    metaTitle: "Holiday Party Valet Parking in Los Angeles",
    metaDescription:
      "Valet parking for holiday parties, family gatherings and New Year's Eve celebrations across Los Angeles. Reserve early for peak December dates.",
    summary:
      "Valet parking for company holiday parties, family gatherings and New Year's Eve celebrations during the busiest weeks of the year.",
    icon: "gift",
    photoAlt: "Cars arriving at a holiday party lit with warm string lights",
    hero: {
      eyebrow: "Holiday Event Valet",
      heading: "Holiday Event Valet Parking in Los Angeles",
      intro: `The holiday season brings full calendars, cold evenings and crowded streets. {company} keeps arrivals and departures calm at company parties, family gatherings and New Year's Eve celebrations across Los Angeles.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Holiday Valet Solutions",
        cards: [
          {
            title: "Company Holiday Parties",
            body: "Valet for office parties at restaurants, rooftops, hotels and private venues, with staffing planned around the program and the late-night exit.",
            icon: "briefcase",
          },
          {
            title: "Family and Home Gatherings",
            body: "Discreet service for holiday dinners and open houses at home, keeping your street clear and your guests out of the cold.",
            icon: "heart",
          },
          {
            title: "New Year's Eve Celebrations",
            body: "Extra attendants and advance staging for midnight departures, when every guest tends to leave at once.",
            icon: "sparkle",
          },
          {
            title: "Holiday Galas and Receptions",
            body: "Coordinated arrivals and exits for seasonal galas, client receptions and hotel ballroom events.",
            icon: "star",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Why Choose Us for Your Holiday Event",
        cards: [
          {
            title: "Ready for Winter Weather",
            body: "Umbrellas, covered drop-off where available and backup staging areas are part of every holiday plan.",
            icon: "shield",
          },
          {
            title: "Staffed for Peak Nights",
            body: "We plan staffing weeks ahead for the busiest dates of the season, so your party gets the team it was promised.",
            icon: "calendar",
          },
          {
            title: "Secure Handling",
            body: `Steel-lock key podiums, digital key logs, condition checks and {liabilityCoverage} in general liability coverage.`,
            icon: "key",
          },
          {
            title: "Experienced Attendants",
            body: `Background-checked, uniformed staff backed by more than {yearsExperience} years of experience and {eventsServed} events served.`,
            icon: "users",
          },
        ],
      },
      {
        kind: "locations",
        heading: "Holiday Event Service Areas",
        intro: "We serve holiday events at homes, hotels, restaurants and venues in these areas and beyond.",
        cities: serviceCities["holiday-events"],
      },
      {
        kind: "testimonials",
        heading: "What Holiday Hosts Say",
        ids: serviceTestimonials["holiday-events"],
      },
      {
        kind: "banner",
        heading: "Holiday Dates Are Limited",
        body: `Our holiday peak runs from December 15 to January 2, and weekend evenings in that window are reserved first. Book ${en.holidayLeadTime} ahead, and by ${en.holidayBookBy} for dates in that window.`,
        cta: { label: "Reserve Your Holiday Date", href: "/book" },
      },
      {
        kind: "faq",
        heading: "Holiday Event Valet Questions",
        faqs: [
          {
            question: "When should I book valet for a holiday party?",
            answer: `We recommend booking ${en.holidayLeadTime} ahead. Book early: December dates fill first, so for dates between December 15 and January 2, book by ${en.holidayBookBy}.`,
          },
          {
            question: "Do you offer holiday discounts?",
            answer:
              "Yes. Holiday discounts are available for qualifying bookings. Ask when you request a quote and we will include any discount that applies to your date and event.",
          },
          {
            question: "Can you staff New Year's Eve parties that run past midnight?",
            answer:
              "Yes. We plan for late finishes, add attendants for the departure window and begin staging cars before midnight so guests are not left waiting.",
          },
          {
            question: "What if it rains on the night of our party?",
            answer:
              "Rain plans are part of every winter booking. Attendants carry umbrellas, and we use covered drop-off points and backup staging areas wherever the venue allows.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "charity-gala",
    name: "Charity Gala Valet",
    metaTitle: "Charity Gala and Fundraiser Valet in Los Angeles",
    metaDescription:
      "Valet parking for charity galas and fundraisers in Los Angeles, with non-profit pricing, coordinated donor arrivals and fast, staged exits.",
    summary:
      "Valet parking for charity galas and fundraisers, with non-profit pricing and coordinated arrivals and exits for donors and honorees.",
    icon: "heart",
    photoAlt: "Valet attendants meeting guests arriving at a charity gala",
    hero: {
      eyebrow: "Charity Gala Valet",
      heading: "Valet Parking for Charity Galas and Fundraisers",
      intro: `Donors remember how an evening begins and ends. {company} plans gala valet around your program, welcomes every guest at the curb and stages an efficient exit, with pricing designed for non-profit organizations.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Charity Gala Valet Solutions",
        cards: [
          {
            title: "Donor Arrival Experience",
            body: "A gracious, unhurried welcome at the curb, timed to the cocktail hour and coordinated with your check-in table.",
            icon: "users",
          },
          {
            title: "Honoree and VIP Handling",
            body: "Reserved spaces and a separate arrival point for honorees, board members and speakers, on a list you share in advance.",
            icon: "badge",
          },
          {
            title: "Staged Exits After the Program",
            body: "We follow the run of show and begin staging cars as the program winds down, so hundreds of guests can leave without a long wait.",
            icon: "clock",
          },
          {
            title: "Committee and Venue Coordination",
            body: "One coordinator works with your gala chair, event planner and venue manager from the first call to the final departure.",
            icon: "calendar",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "Why Gala Committees Trust Our Team",
        intro: "Your donors hand us their keys on your behalf. These are the standards behind every gala we staff.",
        items: [
          `{liabilityCoverage} in general liability coverage`,
          "Background-checked, uniformed attendants",
          "Steel-lock key podiums and digital key logs",
          "Vehicle condition checks at every drop-off",
          `More than {yearsExperience} years of experience and {eventsServed} events served`,
          `A {averageRating} average client rating`,
        ],
      },
      {
        kind: "locations",
        heading: "Gala Service Areas",
        intro: "We staff galas at hotels, museums, estates and event venues in these areas.",
        cities: serviceCities["charity-gala"],
      },
      {
        kind: "testimonials",
        heading: "What Gala Chairs and Non-Profit Leaders Say",
        ids: serviceTestimonials["charity-gala"],
      },
      {
        kind: "banner",
        heading: "Non-Profit Pricing for Charity Events",
        body: "We offer non-profit pricing for charity galas and fundraisers, so more of your budget goes to your mission. Tell us about your event and we will prepare a quote.",
        cta: { label: "Request a Non-Profit Quote", href: "/quote" },
      },
      {
        kind: "faq",
        heading: "Charity Gala Valet Questions",
        faqs: [
          {
            question: "Do you offer special pricing for non-profit organizations?",
            answer:
              "Yes. We offer non-profit pricing for charity galas and fundraisers. Request a quote and mention your organization, and we will include non-profit pricing in our reply.",
          },
          {
            question: "How do you keep the exit line short after a gala?",
            answer:
              "Your coordinator follows the program and begins staging vehicles before the final remarks. We add attendants for the departure window, when most guests leave within a short time.",
          },
          {
            question: "How many attendants will our gala need?",
            answer: `We plan about one attendant per 25–30 guests and adjust for the venue, the distance to parking and how the program ends. Galas of ${en.largestGuests} guests are well within what we staff.`,
          },
          {
            question: "Can you give honorees and major donors priority?",
            answer:
              "Yes. Share a VIP list in advance and we will reserve spaces near the entrance, greet those guests by name and keep their cars ready for an early departure.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
];

/** The /services page's "Event Types We Serve" cards, each linking to a service page. */
export const eventTypes: (Card & { service: string })[] = [
  {
    title: "Wedding Valet",
    body: "Gracious arrivals and smooth departures for ceremonies and receptions at estates, hotels and coastal venues.",
    bullets: [
      "Dedicated wedding coordinator",
      "Priority care for family and wedding party",
      "Weather and contingency planning",
    ],
    icon: "rings",
    service: "wedding-valet",
  },
  {
    title: "Corporate Events",
    body: "Punctual, professional valet for meetings, launches, conferences and client entertainment.",
    bullets: ["Executive and VIP arrivals", "Staffing aligned to your run of show", `Events of ${en.guestRange}`],
    icon: "briefcase",
    service: "corporate-events",
  },
  {
    title: "Private Parties",
    body: "Discreet valet for birthdays, anniversaries and dinners at private homes and estates.",
    bullets: [
      `Parties of ${en.smallestGuests} guests and up`,
      "Neighbor-conscious parking plans",
      "Shuttles for hillside homes",
    ],
    icon: "glass",
    service: "private-party",
  },
  {
    title: "Hotel Valet",
    body: "Ongoing front-drive and restaurant valet with a consistent team that knows your property.",
    bullets: ["24/7 hotel coverage", "Hourly, monthly or hybrid contracts", "Banquet and event overflow staffing"],
    icon: "hotel",
    service: "restaurant-hotel",
  },
  {
    title: "Charity Galas",
    body: "Coordinated donor arrivals and staged exits for galas and fundraisers of every size.",
    bullets: ["Non-profit pricing", "Honoree and VIP handling", "Staged exits after the program"],
    icon: "heart",
    service: "charity-gala",
  },
  {
    title: "Holiday Events",
    body: "Valet for company holiday parties, family gatherings and New Year's Eve celebrations.",
    bullets: ["Holiday discounts available", "Winter weather planning", "Extra staff for late-night exits"],
    icon: "gift",
    service: "holiday-events",
  },
];

/** The /services page's "What's Included" items. */
export const included: Card[] = [
  {
    title: "Liability Insurance",
    body: `We carry {liabilityCoverage} in general liability coverage and workers' compensation for our team. It does not replace your guests' own auto insurance; each event's coverage and claims process are set out in its service agreement.`,
    icon: "shield",
  },
  {
    title: "Professional Uniformed Staff",
    body: "Background-checked, trained attendants in professional uniforms who represent your event well.",
    icon: "users",
  },
  {
    title: "Secure Key Management",
    body: "Steel-lock key podiums, digital key logs and vehicle condition checks at every drop-off.",
    icon: "key",
  },
  {
    title: "Dedicated Event Coordinator",
    body: "One coordinator plans your staffing, works with your venue and stays your point of contact on the day.",
    icon: "calendar",
  },
];
