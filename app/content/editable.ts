import { z } from "zod";
import { EMAIL } from "~/forms/fields";
import { hoursSectionSchema, missingSpanishHours } from "./hours-edit";
import { missingSpanishProof, proofSectionSchema } from "./proof-edit";
import { serviceSlugs } from "./service-slugs";

/*
 * What the owner edits at /staff/content (docs/content.md): the company's details, the testimonials and the blog
 * posts, each text in English and Spanish. An edition is one JSON document of the owner's changes over the
 * repository's content modules (the seed): an item the owner never touched follows the repository. The same
 * schemas check the editor's fields, a publication and an imported file; the pages' types follow from them.
 */

/** The most a photograph may weigh, as sent. (The upload form reads at most PHOTO_UPLOAD_MAX_BYTES of a file.) */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

const LINE = 200;
const PARAGRAPH = 2_000;
/** Two articles (English and Spanish) and the post's other fields fit in one form post (MAX_TEXT_BODY, 64 KB). */
const ARTICLE = 20_000;

/** A text as typed: a browser sends a textarea's line ends as \r\n, which are the same text as \n. */
const line = (max = LINE) =>
  z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, `At most ${max} characters.`);
const required = (what: string, max = LINE) => line(max).min(1, `Enter ${what}.`);

/**
 * A one-line field (a name, an address, a figure), shown in headers, structured data and e-mail headers: a line
 * break or another control character in it would break them, so it is refused, not kept.
 */
const oneLine = (max = LINE) => line(max).regex(/^[^\p{Cc}]*$/u, "One line: no line breaks or control characters.");
const requiredLine = (what: string, max = LINE) => oneLine(max).min(1, `Enter ${what}.`);

/** A text in both languages. The English is required; a missing Spanish text keeps the item from being published. */
const bilingual = (what: string, max = LINE) => z.object({ en: required(what, max), es: line(max) });
export type Bilingual = { en: string; es: string };

/** A link the owner may type: https (or http) to another site. */
const webLink = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url), "Enter a full web address (https://…).");

const slug = z
  .string()
  .trim()
  .min(3, "At least 3 characters.")
  .max(80, "At most 80 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens only (e.g. june-wedding).");

export const companySchema = z.object({
  name: requiredLine("the company's name", 80),
  legalName: requiredLine("the legal name", 120),
  phone: line(40).regex(/^\(\d{3}\) \d{3}-\d{4}$/, "Write the phone as (310) 555-0147."),
  email: line(254).regex(EMAIL, "Enter a valid e-mail address."),
  careersEmail: line(254).regex(EMAIL, "Enter a valid e-mail address."),
  street: requiredLine("the street address", 120),
  locality: requiredLine("the city", 80),
  postalCode: line(10).regex(/^\d{5}$/, "Five digits."),
  instagram: webLink,
  facebook: webLink,
  linkedin: webLink,
  yearsExperience: z.coerce.number().int("A whole number.").min(0).max(200),
  eventsServed: requiredLine("the events served (e.g. 500+)", 20),
  venuePartners: requiredLine("the venue partners (e.g. 50+)", 20),
  liabilityCoverage: z.object({ en: requiredLine("the insurance amount", 60), es: oneLine(60) }),
});
export type CompanyDetails = z.infer<typeof companySchema>;

/** Where a testimonial can appear: the home page, /testimonials, or a service page by its slug. */
export const testimonialPlaces = ["home", "testimonials", ...serviceSlugs] as const;
export type TestimonialPlace = (typeof testimonialPlaces)[number];

export const testimonialSchema = z.object({
  id: slug,
  rating: z.coerce.number().int().min(1, "From 1 to 5.").max(5, "From 1 to 5."),
  author: required("the name to show (first name and initial)", 60),
  location: required("the area (e.g. Beverly Hills)", 60),
  title: bilingual("the role or event", 120),
  text: bilingual("what the client said", PARAGRAPH),
  /** The language the client wrote in: the other one is marked as a translation. */
  writtenIn: z.enum(["en", "es"]),
  places: z.array(z.enum(testimonialPlaces)).max(testimonialPlaces.length),
  hidden: z.boolean(),
  /** Where anyone can read the review (a real client's, on a public platform); empty for none. */
  verifiedSource: line(60),
  verifiedUrl: webLink,
});
export type TestimonialEdit = z.infer<typeof testimonialSchema>;

export const blogCategorySlugs = [
  "event-parking-tips",
  "valet-industry-insights",
  "behind-the-scenes",
  "luxury-hospitality-trends",
  "logistics-security",
] as const;

export const postSchema = z.object({
  slug,
  category: z.enum(blogCategorySlugs, { message: "Choose a category." }),
  /** The publication date (Los Angeles): a later date schedules the post. */
  date: z.iso.date("Enter a date (YYYY-MM-DD)."),
  hidden: z.boolean(),
  /** An uploaded photograph's id (/staff/content/photos), or empty for the post's line drawing. */
  cover: line(80),
  coverAlt: bilingual("the cover photo's description", 200).or(z.object({ en: z.literal(""), es: z.literal("") })),
  title: bilingual("the title", 120),
  excerpt: bilingual("the excerpt", 400),
  /** Markdown: headings, emphasis, lists, links and the site's photographs; no HTML. */
  body: bilingual("the article", ARTICLE),
});
export type PostEdit = z.infer<typeof postSchema>;

/** The FAQ lists the owner edits whole: /faq's, /book's and each service page's (by its slug). */
export const faqLists = ["faq", "book", ...serviceSlugs] as const;
export type FaqListId = (typeof faqLists)[number];

/** Where a link under an answer may go: a page of this site (the Spanish page is its twin), a phone or an e-mail. */
const linkTarget = z
  .string()
  .trim()
  .max(200, "At most 200 characters.")
  .regex(
    /^(\/(?!\/)[^\s]*|tel:\+?[\d-]+|mailto:[^\s@]+@[^\s@]+)$/,
    "A path of this site (e.g. /book), tel: or mailto:.",
  );

export const faqEntrySchema = z.object({
  question: bilingual("the question", LINE),
  /** Plain text; paragraphs separated by a blank line. */
  answer: bilingual("the answer", PARAGRAPH),
  links: z.array(z.object({ label: bilingual("the link's words", 80), href: linkTarget })).max(2, "At most 2 links."),
});
export type FaqEntryEdit = z.infer<typeof faqEntrySchema>;

/** A whole FAQ list, in its order: once edited, the owner's list replaces the repository's. */
export const faqListSchema = z
  .object({
    list: z.enum(faqLists),
    entries: z.array(faqEntrySchema).min(1, "Keep at least one question.").max(30, "At most 30 questions."),
  })
  .superRefine((l, ctx) => unique(l.entries, (e) => e.question.en, "questions", ctx, "entries"));
export type FaqListEdit = z.infer<typeof faqListSchema>;

export const faqIntroSchema = bilingual("the introduction", 600);

const day = z.iso.date("Enter a date (YYYY-MM-DD).");

/** The careers posting: open or closed, posted on, and the day it closes (empty: renewed until closed). */
export const careersSchema = z
  .object({ open: z.boolean(), posted: day, closes: day.or(z.literal("")) })
  .refine((c) => !c.closes || c.closes >= c.posted, {
    path: ["closes"],
    message: "The closing date cannot come before the posting date.",
  });
export type CareersEdit = z.infer<typeof careersSchema>;

/** A city page the owner retired, and where its visitors go: another city's slug, or "services". */
export const retiredCitySchema = z.object({
  slug,
  redirect: z.string().trim().min(1, "Choose where its visitors go.").max(80),
});
export type RetiredCity = z.infer<typeof retiredCitySchema>;

/** The icons a city's service card may show: those the repository's cities use. */
export const cityCardIcons = [
  "key",
  "star",
  "glass",
  "briefcase",
  "map",
  "rings",
  "heart",
  "sparkle",
  "calendar",
  "car",
  "gift",
  "hotel",
  "shield",
  "users",
] as const;

const cityCardSchema = z.object({
  title: bilingual("the card's title", 80),
  body: bilingual("the card's text", 400),
  bullets: z.array(bilingual("the point", 120)).length(3, "Three points."),
  icon: z.enum(cityCardIcons, { message: "Choose an icon." }),
});

/**
 * A city page the owner added (app/content/structure.ts): every text the city template shows, in both languages,
 * in the template's fixed structure (four specialised services, two cards of three points). Lists are rows of the
 * form: a few landmarks and venues, two or three paragraphs of introduction, one or two of local logistics.
 */
export const addedCitySchema = z.object({
  slug,
  name: bilingual("the city's name", 60),
  inHeader: z.boolean(),
  metaTitle: bilingual("the title search engines show", 80),
  metaDescription: bilingual("the description search engines show", 200),
  heading: bilingual("the page's heading", 120),
  heroIntro: bilingual("the sentence under the heading", 400),
  artAlt: bilingual("a description of the page's picture", 200),
  landmarks: z.array(bilingual("the landmark", 100)).min(3, "At least 3 landmarks.").max(6, "At most 6 landmarks."),
  intro: z.array(bilingual("the paragraph", 1_200)).min(2, "At least 2 paragraphs.").max(3, "At most 3 paragraphs."),
  specialServices: z.array(bilingual("the service", 100)).length(4, "Four specialised services."),
  serviceCards: z.tuple([cityCardSchema, cityCardSchema]),
  venues: z.array(bilingual("the venue", 120)).min(3, "At least 3 venues.").max(6, "At most 6 venues."),
  logistics: z.array(bilingual("the paragraph", 1_200)).min(1, "At least 1 paragraph.").max(2, "At most 2 paragraphs."),
  expertise: bilingual("why the team knows the city", 1_200),
  /** The day the owner last saved it: the sitemap's date for its pages. */
  updated: day,
});
export type AddedCity = z.infer<typeof addedCitySchema>;

const unique = <T>(items: T[], key: (item: T) => string, what: string, ctx: z.RefinementCtx, path: string) => {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: "custom", path: [path, i], message: `Two ${what} use "${k}".` });
    seen.add(k);
  });
};

/** An uploaded photograph's id (/staff/content/photos). */
export const PHOTO_ID = /^[0-9a-f]{16}$/;

const percent = (what: string) =>
  z.coerce.number(`Enter the ${what} as a number from 0 to 100.`).min(0, "From 0 to 100.").max(100, "From 0 to 100.");

/**
 * A fixed photo slot filled with an uploaded photograph (the snapshot's `slotPhotos`, ~/content/live.ts): a page's hero, a service's, a
 * city's or a post's card. The focal point is the part kept when a page crops the photo to its shape, in percent
 * from the left and from the top.
 */
export const slotPhotoSchema = z.object({
  slot: z.string().trim().min(1).max(120),
  photo: z.string().regex(PHOTO_ID, "Choose one of the uploaded photographs."),
  /** The largest width the photo was encoded at (480, 800 or 1200), and its height at that width. */
  width: z.number().int().min(1).max(1200),
  height: z.number().int().min(1).max(10_000),
  alt: bilingual("a description of the photograph for people who cannot see it", 200),
  focus: z.object({ x: percent("horizontal focus"), y: percent("vertical focus") }),
});
export type SlotPhotoEdit = z.infer<typeof slotPhotoSchema>;

/** A page's text, by its key (~/content/texts.ts), in both languages. */
export const pageTextSchema = z.object({
  key: z.string().trim().min(1).max(300),
  en: required("the English text", 5_000),
  es: line(5_000),
});
export type PageTextEdit = z.infer<typeof pageTextSchema>;

/** The kinds of event the booking and quote forms offer, each with its usual length (app/lib/pricing.ts). */
export const pricedEventTypes = [
  "Wedding",
  "Corporate",
  "Private Party",
  "Charity",
  "Holiday",
  "Hotel",
  "Restaurant",
  "Other",
] as const;
export type PricedEventType = (typeof pricedEventTypes)[number];

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number(`Enter ${what} as a number.`)
    .int("A whole number.")
    .min(min, `From ${min} to ${max}.`)
    .max(max, `From ${min} to ${max}.`);
/** Hours in half hours: 4 or 4.5. */
const hours = (what: string, min: number, max: number) =>
  z.coerce
    .number(`Enter ${what} in hours.`)
    .min(min, `From ${min} to ${max} hours.`)
    .max(max, `From ${min} to ${max} hours.`)
    .refine((n) => Number.isInteger(n * 2), "In whole or half hours (4 or 4.5).");
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "A month and day as MM-DD (12-15).");
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time as HH:MM (22:00).");

/**
 * A city's permit rule (app/lib/pricing.ts): how to recognise the city in a venue address (its name and ZIP codes),
 * how long before the event the permit must be filed (hours, or the city's working days), an optional shorter lead
 * for a commercial venue, the fee line the estimate adds (an amount, or none when billed at cost) and a note.
 */
export const permitRuleSchema = z.object({
  city: requiredLine("the city's name", 60),
  /** Other words or ZIP codes that place a venue address in the city, comma-separated. */
  matches: oneLine(300),
  unit: z.enum(["hours", "workingDays"], { message: "Choose hours or city working days." }),
  lead: wholeNumber("the lead time", 0, 720),
  /** The lead for a commercial venue (a hotel, restaurant or office), when the city sets a shorter one. */
  commercialLead: wholeNumber("the commercial lead time", 0, 720).nullable(),
  /** Whole dollars the estimate adds; null when the fee is billed at cost (the line says so). */
  fee: wholeNumber("the fee", 0, 100_000).nullable(),
  feeLine: bilingual("the fee line", 200),
  note: bilingual("the note", 600),
});
export type PermitRule = z.infer<typeof permitRuleSchema>;

/**
 * The owner's pricing rules (docs/pricing.md): what the public range and the staff's estimate are computed from.
 * Absent from an edition until the owner saves them; until then the repository's sample rules apply and the launch
 * check lists them.
 */
export const pricingSchema = z
  .object({
    /** Off: the booking and quote forms, thank-yous and e-mails give the staffing only; staff still see the price. */
    showPublicRange: z.boolean(),
    hourlyRate: wholeNumber("the rate per attendant-hour", 1, 1_000),
    minimumHours: hours("the minimum per attendant", 1, 12),
    minimumTotal: wholeNumber("the minimum total", 0, 100_000),
    arrivalBufferMinutes: wholeNumber("the arrival buffer", 0, 240),
    /** A request for an event fewer days ahead than this is flagged for staff. */
    bookingLeadDays: wholeNumber("the booking lead time", 0, 90),
    peak: z.object({
      from: monthDay,
      to: monthDay,
      percent: wholeNumber("the peak surcharge", 0, 200),
      label: bilingual("the peak dates' name", 80),
    }),
    late: z.object({ after: clockTime, percent: wholeNumber("the late-hours surcharge", 0, 200) }),
    /** The usual length of each kind of event, in hours, from the guests' time. */
    lengths: z.object(
      Object.fromEntries(pricedEventTypes.map((type) => [type, hours(`the usual length of ${type}`, 1, 24)])) as Record<
        PricedEventType,
        ReturnType<typeof hours>
      >,
    ),
    includes: bilingual("what the price includes", 400),
    permits: z.array(permitRuleSchema).max(30, "At most 30 cities."),
  })
  .superRefine((p, ctx) => unique(p.permits, (r) => r.city.toLowerCase(), "permit rules", ctx, "permits"));
export type PricingRules = z.infer<typeof pricingSchema>;

export const contentDocumentSchema = z
  .object({
    company: companySchema.partial().default({}),
    texts: z.array(pageTextSchema).max(5_000).default([]),
    testimonials: z.array(testimonialSchema).max(300).default([]),
    posts: z.array(postSchema).max(500).default([]),
    /** The office hours (app/content/hours-edit.ts); absent until the owner saves them. */
    hours: hoursSectionSchema.optional(),
    faqIntro: faqIntroSchema.optional(),
    /** The FAQ lists the owner edited (app/content/structure.ts); absent or empty until then. */
    faqs: z.array(faqListSchema).max(faqLists.length).optional(),
    careers: careersSchema.optional(),
    /** City pages retired (app/content/structure.ts); which slugs exist is checked against the repository's. */
    retiredCities: z.array(retiredCitySchema).max(100).optional(),
    /** City pages the owner added (app/content/structure.ts); retiring one removes it. */
    addedCities: z.array(addedCitySchema).max(50).optional(),
    /** The photo slots the owner filled with an uploaded photograph. */
    slots: z.array(slotPhotoSchema).max(300).optional(),
    /** The pricing rules (docs/pricing.md); absent until the owner saves them: the repository's samples apply. */
    pricing: pricingSchema.optional(),
    /** The proof a planner checks (app/content/proof-edit.ts); absent until the owner saves any of it. */
    proof: proofSectionSchema.optional(),
  })
  .strict()
  .superRefine((doc, ctx) => {
    unique(doc.testimonials, (t) => t.id, "testimonials", ctx, "testimonials");
    unique(doc.posts, (p) => p.slug, "posts", ctx, "posts");
    unique(doc.texts, (t) => t.key, "texts", ctx, "texts");
    unique(doc.faqs ?? [], (l) => l.list, "FAQ lists", ctx, "faqs");
    unique(doc.retiredCities ?? [], (c) => c.slug, "retired cities", ctx, "retiredCities");
    unique(doc.addedCities ?? [], (c) => c.slug, "added cities", ctx, "addedCities");
    unique(doc.slots ?? [], (p) => p.slot, "photo slots", ctx, "slots");
  });
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const emptyDocument = (): ContentDocument => ({ company: {}, texts: [], testimonials: [], posts: [] });

/** `list` with `item` in place of the entry of the same key, or added at the end. */
export function replaceOrAdd<T>(list: T[], item: T, key: (entry: T) => string): T[] {
  const at = list.findIndex((entry) => key(entry) === key(item));
  return at >= 0 ? list.with(at, item) : [...list, item];
}

/** Each Spanish text left empty in an edition: a page cannot be published half-translated. */
export function missingSpanish(doc: ContentDocument): string[] {
  const missing: string[] = [];
  const check = (where: string, texts: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(texts)) {
      const text = value as Partial<Bilingual> | undefined;
      if (text && typeof text === "object" && "es" in text && text.en && !text.es) missing.push(`${where}: ${field}`);
    }
  };
  check("Company details", doc.company);
  for (const t of doc.testimonials) if (!t.hidden) check(`Testimonial "${t.id}"`, t);
  for (const p of doc.posts) if (!p.hidden) check(`Post "${p.slug}"`, p);
  for (const t of doc.texts) if (!t.es) missing.push(`Page text ${t.key}`);
  missing.push(...missingSpanishHours(doc.hours));
  missing.push(...missingSpanishProof(doc.proof));
  if (doc.faqIntro) check("FAQ page", { introduction: doc.faqIntro });
  for (const { list, entries } of doc.faqs ?? []) {
    entries.forEach((entry, i) => {
      check(`FAQ "${list}" question ${i + 1}`, entry);
      entry.links.forEach((link, j) => {
        check(`FAQ "${list}" question ${i + 1} link ${j + 1}`, link);
      });
    });
  }
  for (const p of doc.slots ?? []) check(`Photo for ${p.slot}`, { description: p.alt });
  if (doc.pricing) missing.push(...missingSpanishIn("Pricing", doc.pricing));
  for (const city of doc.addedCities ?? []) missing.push(...missingSpanishIn(`City "${city.slug}"`, city));
  return missing;
}

/** Each text of a nested value (a city's lists and cards) whose Spanish is empty, by its place: "intro › 2". */
function missingSpanishIn(where: string, value: unknown, path: string[] = []): string[] {
  if (!value || typeof value !== "object") return [];
  const text = value as Partial<Bilingual>;
  if (typeof text.en === "string" && typeof text.es === "string") {
    return text.en && !text.es ? [`${where}: ${path.join(" › ")}`] : [];
  }
  return Object.entries(value).flatMap(([key, child]) =>
    missingSpanishIn(where, child, [...path, Array.isArray(value) ? String(Number(key) + 1) : key]),
  );
}

/** Zod's issues as lines a person can act on: "posts › 2 › title › es: At most 120 characters." */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join(" › ") || "file"}: ${issue.message}`);
}
