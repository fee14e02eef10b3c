import { z } from "zod";
import { EMAIL } from "~/forms/fields";

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

const line = (max = LINE) => z.string().trim().max(max, `At most ${max} characters.`);
const required = (what: string, max = LINE) => line(max).min(1, `Enter ${what}.`);

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
  name: required("the company's name", 80),
  legalName: required("the legal name", 120),
  phone: line(40).regex(/^\(\d{3}\) \d{3}-\d{4}$/, "Write the phone as (310) 555-0147."),
  email: line(254).regex(EMAIL, "Enter a valid e-mail address."),
  careersEmail: line(254).regex(EMAIL, "Enter a valid e-mail address."),
  street: required("the street address", 120),
  locality: required("the city", 80),
  postalCode: line(10).regex(/^\d{5}$/, "Five digits."),
  instagram: webLink,
  facebook: webLink,
  linkedin: webLink,
  yearsExperience: z.coerce.number().int("A whole number.").min(0).max(200),
  eventsServed: required("the events served (e.g. 500+)", 20),
  venuePartners: required("the venue partners (e.g. 50+)", 20),
  liabilityCoverage: bilingual("the insurance amount", 60),
});
export type CompanyDetails = z.infer<typeof companySchema>;

/** Where a testimonial can appear: the home page, /testimonials, or a service page by its slug. */
export const testimonialPlaces = [
  "home",
  "testimonials",
  "wedding-valet",
  "corporate-events",
  "restaurant-hotel",
  "private-party",
  "holiday-events",
  "charity-gala",
] as const;
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

const unique = <T>(items: T[], key: (item: T) => string, what: string, ctx: z.RefinementCtx, path: string) => {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: "custom", path: [path, i], message: `Two ${what} use "${k}".` });
    seen.add(k);
  });
};

/** A page's text, by its key (~/content/texts.ts), in both languages. */
export const pageTextSchema = z.object({
  key: z.string().trim().min(1).max(300),
  en: required("the English text", 5_000),
  es: line(5_000),
});
export type PageTextEdit = z.infer<typeof pageTextSchema>;

export const contentDocumentSchema = z
  .object({
    company: companySchema.partial().default({}),
    texts: z.array(pageTextSchema).max(5_000).default([]),
    testimonials: z.array(testimonialSchema).max(300).default([]),
    posts: z.array(postSchema).max(500).default([]),
  })
  .strict()
  .superRefine((doc, ctx) => {
    unique(doc.testimonials, (t) => t.id, "testimonials", ctx, "testimonials");
    unique(doc.posts, (p) => p.slug, "posts", ctx, "posts");
    unique(doc.texts, (t) => t.key, "texts", ctx, "texts");
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
  return missing;
}

/** Zod's issues as lines a person can act on: "posts › 2 › title › es: At most 120 characters." */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join(" › ") || "file"}: ${issue.message}`);
}
