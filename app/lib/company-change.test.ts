import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import type { CompanyDetails, ContentDocument } from "~/content/editable";
import { build, type ContentSnapshot } from "~/content/live";
import { leadFormWords } from "~/forms/registry.server";
import { bookingCalendar, calendarFileName } from "~/lib/calendar.server";
import { clientReminderSamples } from "~/lib/email/client-reminder-samples.server";
import { sampleEmails } from "~/lib/email/samples.server";
import type { BookedEvent } from "~/lib/leads/booked-events.server";
import { bookingDecisionSamples } from "~/lib/leads/booking-decision-samples.server";
import { leadActionMessages } from "~/lib/leads/lead-action.server";
import { proposalSamples } from "~/lib/leads/proposal-samples.server";
import { proposalWords } from "~/lib/leads/proposal-words";
import { teamCalendar } from "~/lib/staff/calendar-feed.server";
import { signInAlertEmail } from "~/lib/staff/sign-in-alert.server";
import { business } from "~/lib/structured-data";
import { clockAt } from "../../tests/support/clock-at";
import { seedContent } from "../../tests/support/content";

/** Publishes `doc` as the server does; `current` is the snapshot the pages are then rendered from. */
let current: ContentSnapshot = seedContent();
const apply = (...args: Parameters<typeof build>) => {
  current = build(...args);
  return current;
};

/*
 * The owner renames the company and changes every detail: what the server writes from then on (every e-mail kind,
 * the calendar files, the team's feed, the structured data, its own messages) says only the new values. Each of
 * these was once computed when its module loaded and kept the repository's values forever. Each is now rendered
 * with a content snapshot (~/content/live.ts) given to it, never from the modules: a draft's snapshot renders the
 * draft's values beside the published edition's.
 */

const TODAY = "2027-03-10";
clockAt(`${TODAY}T18:00:00Z`);

const changed: Required<CompanyDetails> = {
  name: "Silver Lot Parking",
  legalName: "Silver Lot Parking Inc.",
  phone: "(213) 555-0188",
  email: "hello@silverlot.example",
  careersEmail: "jobs@silverlot.example",
  street: "77 W 5th St, Floor 9",
  locality: "Los Angeles",
  postalCode: "90013",
  instagram: "https://www.instagram.com/silverlot.example",
  facebook: "https://www.facebook.com/silverlot.example",
  linkedin: "https://www.linkedin.com/company/silverlot-example",
  yearsExperience: 21,
  eventsServed: "650+",
  venuePartners: "75+",
  liabilityCoverage: { en: "$5 million", es: "5 millones de dólares" },
};

/** The repository's values, as they read before the edition. */
const old = [
  site.name,
  site.legalName,
  site.phone.display,
  site.phone.e164,
  site.email,
  site.careersEmail,
  site.address.street,
  site.address.postalCode,
  ...site.social.map((s) => s.url),
  "golden-key-valet",
];

const edition: ContentDocument = { company: changed, texts: [], testimonials: [], posts: [], faqs: [] };
const nothing: ContentDocument = { company: {}, texts: [], testimonials: [], posts: [] };

/** Everything the server writes, rendered with `content`. */
const written = (content: ContentSnapshot) => {
  const emails = [
    ...sampleEmails(content),
    ...bookingDecisionSamples(content),
    ...proposalSamples(content),
    ...clientReminderSamples(content),
  ];
  const event = {
    reference: "GK-7F3K2Q",
    receivedAt: "2027-03-10T18:00:00Z",
    eventDate: "2027-06-19",
    eventTime: "18:00",
    serviceType: "Wedding",
    guestCount: 150,
  };
  const booked: BookedEvent = {
    leadId: 1,
    reference: "GK-7F3K2Q",
    lang: "en" as const,
    clientName: "Amelia Hart",
    email: "amelia@example.com",
    phone: "(310) 555-0199",
    eventDate: "2027-06-19",
    eventTime: "18:00",
    serviceType: "Wedding",
    guestCount: 150,
    venueName: "Hotel Bel-Air",
    venueAddress: "701 Stone Canyon Rd",
    sequence: 1,
    attendants: 6,
    arrival: "17:00",
    endTime: "23:00",
    coordinatorName: "Marisol Vega",
    coordinatorPhone: "(310) 555-0142",
    priceCents: null,
    confirmedAt: "2027-03-10T18:00:00Z",
  };
  const ctx = { siteUrl: "https://valet.example", content };
  const alert = signInAlertEmail({ failures: 12, signInUrl: `${ctx.siteUrl}/staff` }, content);
  const written: Record<string, string> = {
    "e-mail sign-in-alert": [alert.subject, alert.html, alert.text].join("\n"),
    ...Object.fromEntries(
      emails.map(({ name, email }) => [`e-mail ${name}`, [email.subject, email.html, email.text].join("\n")]),
    ),
    "calendar file (en)": bookingCalendar({ ...event, lang: "en" }, ctx),
    "calendar file (es)": bookingCalendar({ ...event, lang: "es" }, ctx),
    "calendar file's name": calendarFileName(content, "GK-7F3K2Q"),
    "team calendar": teamCalendar([booked], ctx),
    "messages (en)": JSON.stringify(leadActionMessages(content, "en")),
    "messages (es)": JSON.stringify(leadActionMessages(content, "es")),
    "proposal words": JSON.stringify(proposalWords(content), (_, v) => (typeof v === "function" ? v("June 19") : v)),
    "form words": JSON.stringify(leadFormWords(content)),
  };
  return written;
};

/** The values of `values` that `text` says, by what said them. */
const said = (texts: Record<string, string>, values: string[]) =>
  Object.entries(texts).flatMap(([what, text]) =>
    values.filter((value) => text.toLowerCase().includes(value.toLowerCase())).map((value) => `${what}: ${value}`),
  );

describe("a company renamed, with every detail changed", () => {
  it("is all the server writes from then on: e-mails, calendar files, its messages", () => {
    const before = written(build(nothing, TODAY));
    for (const [what, text] of Object.entries(before)) {
      if (what !== "proposal words" && what !== "form words")
        expect(
          old.some((value) => text.includes(value)),
          what,
        ).toBe(true);
    }
    const after = written(build(edition, TODAY));
    expect(said(after, old)).toEqual([]);
    for (const what of ["e-mail booking-confirmation", "calendar file (en)", "messages (en)"]) {
      expect(after[what], what).toContain(changed.phone);
    }
    expect(after["e-mail booking-confirmation"]).toContain("tel:+12135550188");
    expect(after["e-mail booking-confirmation"]).toContain(changed.street);
  });

  it("is the snapshot's: a draft is written beside the published edition", () => {
    // The published edition names the company otherwise.
    const published = apply(
      {
        ...nothing,
        company: {
          name: "Bronze Gate Valet",
          legalName: "Bronze Gate Valet Co.",
          phone: "(818) 555-0123",
          email: "desk@bronzegate.example",
          careersEmail: "work@bronzegate.example",
          street: "400 N Brand Blvd",
          postalCode: "91203",
        },
      },
      TODAY,
    );
    const modules = [
      "Bronze Gate",
      "bronze-gate",
      "(818) 555-0123",
      "+18185550123",
      "bronzegate.example",
      "400 N Brand",
    ];
    const draft = written(build(edition, TODAY));
    expect(said(draft, [...old, ...modules])).toEqual([]);
    expect(draft["e-mail booking-confirmation"]).toContain(changed.name);
    expect(draft["calendar file's name"]).toBe("silver-lot-parking-GK-7F3K2Q.ics");
    // The published snapshot, rendered at the same moment, says the published values.
    const live = written(published);
    expect(said(live, [...old, changed.name, changed.phone, changed.email])).toEqual([]);
    expect(live["e-mail booking-confirmation"]).toContain("Bronze Gate Valet");
  });

  it("reaches the structured data", () => {
    const structured = JSON.stringify(business("https://valet.example", build(edition, TODAY)));
    expect(said({ "structured data": structured }, old)).toEqual([]);
    expect(structured).toContain("+12135550188");
  });
});

/** Every string of the pages' content in both languages, by where it sits. */
const strings = () => {
  const found = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") found.set(at, value);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
  };
  walk({ en: current.en, es: current.es, ui: current.ui }, "");
  return found;
};

describe("the company's figures changed", () => {
  const figures = { eventsServed: "650+", venuePartners: "75+", yearsExperience: 21 };
  // Event sizes are facts of their own (app/content/facts.ts), not the events served: they stay as they are.
  const guestCounts = [
    "Galas of 1,000+ guests are well within what we staff.",
    "We staff events of 10–1,000+ guests.",
    "range from 10 to 1,000+ guests.",
  ];

  it("are said wherever a text names them, and sentences about something else stay as they were", () => {
    apply({ ...edition, company: {} }, TODAY);
    const before = strings();
    const all = () => [...strings().values()].join("\n");
    for (const sentence of guestCounts) expect(all()).toContain(sentence);
    apply({ ...edition, company: figures }, TODAY);
    const after = strings();
    for (const sentence of guestCounts) expect(all()).toContain(sentence);
    expect(all()).toContain("650+ events served, a 5.0 average rating, more than 21 years.");
    expect(all()).toContain("más de 650 eventos, calificación promedio de 5.0 y más de 21 años.");
    expect(all()).not.toMatch(/\{(\w+)\}/);
    // What changed is what names a figure: each changed text now says one of the new ones.
    const changed = [...after].filter(([at, text]) => before.get(at) !== text);
    expect(changed.length).toBeGreaterThan(10);
    for (const [at, text] of changed) expect(/650|75|21/.test(text), `${at}: ${text}`).toBe(true);
    for (const [at, text] of before) {
      if (/Galas of|We staff events of|range from \d/.test(text)) expect(after.get(at), at).toBe(text);
    }
  });
});

describe("the company's details changed", () => {
  const { name, legalName, phone, email, careersEmail, street, postalCode } = changed;
  const details = { name, legalName, phone, email, careersEmail, street, postalCode };

  it("are said wherever a text names them, and every other sentence stays as it was", () => {
    const seedValues = old.slice(0, 8);
    apply({ ...edition, company: {} }, TODAY);
    const before = strings();
    apply({ ...edition, company: details }, TODAY);
    const after = strings();
    const all = [...after.values()].join("\n");
    expect(seedValues.filter((value) => all.includes(value))).toEqual([]);
    expect(all).not.toMatch(/\{(company|legalName|phone|phoneE164|email|street|postalCode|locality)\}/);
    const news = [...Object.values(details), "+12135550188"];
    const moved = [...after].filter(([at, text]) => before.get(at) !== text);
    expect(moved.length).toBeGreaterThan(20);
    for (const [at, text] of moved)
      expect(
        news.some((value) => text.includes(value)),
        `${at}: ${text}`,
      ).toBe(true);
    // Words made when a page asks for them are filled too.
    expect(current.ui.en.pages.location.why("Malibu")).toBe("Why Choose Silver Lot Parking in Malibu");
  });
});
