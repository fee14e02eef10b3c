import { z } from "zod";
import { serviceSlugs } from "./service-slugs";

/*
 * The proof a planner checks before booking (docs/content.md, "Proof"), as the owner fills it in at
 * /staff/content/proof: portraits of the founders and the team, the certificate of insurance, partner venues'
 * logos, named events, press mentions and review profiles. Part of the edition document (`proof`, absent until
 * the owner saves any of it); the repository ships none of it, so a page shows a kind of proof only once the owner
 * filled it, and the launch check names every kind still empty. Files are referred to by id: photographs from the
 * library (/photos/…), logos and the certificate stored by ~/lib/content/proof-files.server.ts (/proof/…).
 */

const text = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
    .trim()
    .max(max, `At most ${max} characters.`)
    .regex(/^[^\p{Cc}]*$/u, "One line: no line breaks or control characters.");
const required = (what: string, max = 120) => text(max).min(1, `Enter ${what}.`);
/** English required; an empty Spanish keeps the edition from being published (missingSpanishProof). */
const bilingual = (what: string, max = 120) => z.object({ en: required(what, max), es: text(max) });

const webAddress = z
  .string()
  .trim()
  .max(500, "At most 500 characters.")
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/i, "Enter the full web address (https://…).");

const month = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Enter the month as YYYY-MM (e.g. 2026-06).");

/** The service pages a named event may link to. */
export const eventServices = serviceSlugs;

/** An uploaded photograph (/staff/content/photos) as a portrait: its id and the widths it was encoded at. */
export const portraitSchema = z.object({
  photo: z.string().regex(/^[0-9a-f]{16}$/, "Choose one of the uploaded photographs."),
  widths: z.array(z.number().int().min(1).max(1200)).min(1).max(3),
});
export type Portrait = z.infer<typeof portraitSchema>;

/** A file stored for the proof: `<id>.pdf` (the certificate) or `<id>.webp` (a logo). */
export const proofFileName = /^[0-9a-f]{16}\.(pdf|webp)$/;

export const teamMemberSchema = z.object({
  name: required("the person's name", 80),
  role: bilingual("the role (e.g. Event coordinator)", 80),
  portrait: portraitSchema,
});

export const partnerSchema = z.object({
  name: required("the venue's name", 100),
  kind: z.enum(["venue", "hotel"], { message: "Choose venue or hotel." }),
  logo: z.object({
    file: z.string().regex(/^[0-9a-f]{16}\.webp$/, "Upload the venue's logo."),
    width: z.number().int().min(1).max(2000),
    height: z.number().int().min(1).max(2000),
  }),
});

export const certificateSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{16}\.pdf$/, "Upload the certificate as a PDF."),
  insurer: required("the insurer's name", 100),
  expires: z.iso.date("Enter the expiry date (YYYY-MM-DD)."),
});

export const namedEventSchema = z.object({
  name: bilingual("the event's name (e.g. The Whitfield wedding)", 120),
  venue: required("the venue", 120),
  month,
  guests: z
    .number("Enter the number of guests (e.g. 220).")
    .int("A whole number.")
    .min(1, "At least 1 guest.")
    .max(100_000)
    .optional(),
  service: z.enum(eventServices, { message: "Choose the service." }),
});

export const pressMentionSchema = z.object({
  outlet: required("the publication's name", 80),
  headline: bilingual("the article's headline", 200),
  url: webAddress,
  month,
});

export const reviewProfileSchema = z.object({
  network: required("the platform (e.g. Google)", 40),
  url: webAddress,
  rating: z.number("Enter the rating as a number (e.g. 4.9).").min(1, "From 1 to 5.").max(5, "From 1 to 5."),
  count: z.number("Enter the number of reviews.").int("A whole number.").min(1, "At least 1 review.").max(1_000_000),
});

export const proofSectionSchema = z.object({
  /** The founders' portraits, shown on their cards on /about in place of their initials. */
  founders: z.object({ founder: portraitSchema.optional(), coo: portraitSchema.optional() }).default({}),
  team: z.array(teamMemberSchema).max(24, "At most 24 people.").default([]),
  certificate: certificateSchema.optional(),
  partners: z.array(partnerSchema).max(24, "At most 24 venues.").default([]),
  events: z.array(namedEventSchema).max(30, "At most 30 events.").default([]),
  press: z.array(pressMentionSchema).max(20, "At most 20 articles.").default([]),
  reviews: z.array(reviewProfileSchema).max(6, "At most 6 review profiles.").default([]),
});
export type ProofEdit = z.infer<typeof proofSectionSchema>;
export type TeamMemberEdit = z.infer<typeof teamMemberSchema>;
export type PartnerEdit = z.infer<typeof partnerSchema>;
export type CertificateEdit = z.infer<typeof certificateSchema>;
export type NamedEventEdit = z.infer<typeof namedEventSchema>;
export type PressMentionEdit = z.infer<typeof pressMentionSchema>;
export type ReviewProfileEdit = z.infer<typeof reviewProfileSchema>;

export const emptyProof = (): ProofEdit => ({
  founders: {},
  team: [],
  partners: [],
  events: [],
  press: [],
  reviews: [],
});

/** Each Spanish text of the proof left empty, named for the owner. */
export function missingSpanishProof(proof: ProofEdit | undefined): string[] {
  if (!proof) return [];
  return [
    ...proof.team.filter((m) => !m.role.es).map((m) => `Proof: ${m.name}'s role`),
    ...proof.events.filter((e) => !e.name.es).map((e) => `Proof: the event "${e.name.en}"`),
    ...proof.press.filter((p) => !p.headline.es).map((p) => `Proof: the ${p.outlet} headline`),
  ];
}

/**
 * The proof the pages show on `today` (Los Angeles): the edition's, with a certificate past its expiry left out, so
 * no page offers a lapsed policy.
 */
export function shownProof(proof: ProofEdit | undefined, today: string): ProofEdit {
  const whole = proof ?? emptyProof();
  const { certificate, ...rest } = whole;
  return certificate && certificate.expires >= today ? { ...rest, certificate } : rest;
}

/** The proof screen's panels, in the page's order; a save returns to its panel (`#id`). */
export const proofSections = {
  founders: "Founders",
  team: "Team",
  certificate: "Certificate of insurance",
  partners: "Partner venues",
  events: "Named events",
  press: "Press",
  reviews: "Review profiles",
} as const;

/** The fields' names in words, for the list of what stopped a save and the history's comparison. */
export const proofFieldLabels: Record<string, string> = {
  portrait: "Portrait",
  name: "Name",
  "role.en": "Role (English)",
  "role.es": "Role (Spanish)",
  file: "The certificate (PDF)",
  insurer: "Insurer",
  expires: "Valid through",
  kind: "Kind",
  "logo.file": "Logo",
  "name.en": "Event (English)",
  "name.es": "Event (Spanish)",
  venue: "Venue",
  month: "Month",
  guests: "Guests",
  service: "Service",
  outlet: "Publication",
  "headline.en": "Headline (English)",
  "headline.es": "Headline (Spanish)",
  url: "Address",
  network: "Platform",
  rating: "Rating",
  count: "Number of reviews",
};
