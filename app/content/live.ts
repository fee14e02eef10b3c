import type { site } from "../config/site";
import type { Lang } from "../lib/lang";
import type { PublishedReviews } from "../lib/reviews/published";
import { figureInProse } from "../lib/spanish";
import type {
  ContentDocument,
  PostEdit,
  PricingRules,
  SlotPhotoEdit,
  TestimonialEdit,
  testimonialPlaces,
} from "./editable";
import { applyHours } from "./hours-apply";
import { type Content, localize } from "./localized";
import {
  type ContentModules,
  contentModules,
  copy,
  copyModules,
  deepFreeze,
  isTree,
  type Tree,
  treesOf,
} from "./modules";
import { samplePricing } from "./pricing";
import { type ProofEdit, shownProof } from "./proof-edit";
import { applyStructure } from "./structure";
import { markTexts } from "./text-marks";
import { setText } from "./texts";
import type { BlogPost, Testimonial } from "./types";

const noReviews: PublishedReviews = { reviews: [], figures: null };

/*
 * The published edition over the repository's content modules (docs/content.md). `build` is pure: it copies the
 * repository's modules (their texts name the company's details and figures as placeholders), writes the owner's
 * edition into the copy, fills the placeholders and freezes the result, a snapshot of all content for one date.
 * Two snapshots (the published edition and a draft) can stand side by side; the modules stay as written.
 */

/**
 * Rewrites every string of the trees with `rewrite`, each object once; a function that answers words (a label made
 * for a city, a message made for a reason) answers them rewritten.
 */
function rewriteStrings(trees: Tree[], rewrite: (text: string) => string): void {
  const seen = new Set<Tree>();
  const walk = (node: Tree) => {
    if (seen.has(node)) return;
    seen.add(node);
    const target = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(target)) {
      if (typeof value === "string") {
        const text = rewrite(value);
        if (text !== value) target[key] = text;
      } else if (typeof value === "function") {
        target[key] = (...args: unknown[]) => {
          const answer = value(...args);
          return typeof answer === "string" ? rewrite(answer) : answer;
        };
      } else if (isTree(value)) walk(value);
    }
  };
  trees.forEach(walk);
}

const seedSite = contentModules.siteConfig.site;

/**
 * Figures taken from the data rather than stated (the owner's choice at /staff/reviews): they replace the stated
 * ones wherever a text names them.
 */
interface DataFigures {
  eventsServed: string;
  /** Null while no review is published: the stated rating stays. */
  averageRating: string | null;
}

const figuresOf = ({ figures }: PublishedReviews): DataFigures | undefined =>
  figures
    ? { eventsServed: figures.eventsServed.toLocaleString("en-US"), averageRating: figures.averageRating }
    : undefined;

const e164 = (display: string) => `+1${display.replace(/\D/g, "")}`;

/**
 * What the texts' placeholders say: the company's details (`{company}`, `{legalName}`, `{phone}`, `{phoneE164}`,
 * `{email}`, `{careersEmail}`, `{street}`, `{postalCode}`, `{locality}`) and its figures (`{eventsServed}`,
 * `{eventsServedInProse}` and `{venuePartnersInProse}` in Spanish prose, "más de 500" (~/lib/spanish.ts),
 * `{averageRating}`, `{venuePartners}`, `{yearsExperience}`, `{liabilityCoverage}`, `{liabilityCoverageEs}`). The
 * owner's (or the data's) where set, else the repository's. Only a placeholder changes with them: a text that says
 * "galas of 500+ guests" or quotes the company's old name stays as it is written.
 */
function placeholderValues(doc: ContentDocument, seed: typeof site, figures?: DataFigures): Record<string, string> {
  const c = doc.company;
  const eventsServed = figures?.eventsServed ?? c.eventsServed ?? seed.eventsServed;
  const venuePartners = c.venuePartners ?? seed.venuePartners;
  const phone = c.phone ?? seed.phone.display;
  return {
    company: c.name ?? seed.name,
    legalName: c.legalName ?? seed.legalName,
    phone,
    phoneE164: c.phone ? e164(c.phone) : seed.phone.e164,
    email: c.email ?? seed.email,
    careersEmail: c.careersEmail ?? seed.careersEmail,
    street: c.street ?? seed.address.street,
    postalCode: c.postalCode ?? seed.address.postalCode,
    locality: c.locality ?? seed.address.locality,
    eventsServed,
    eventsServedInProse: figureInProse(eventsServed),
    averageRating: figures?.averageRating ?? seed.averageRating,
    venuePartners,
    venuePartnersInProse: figureInProse(venuePartners),
    yearsExperience: String(c.yearsExperience ?? seed.yearsExperience),
    liabilityCoverage: c.liabilityCoverage?.en ?? seed.liabilityCoverage,
    liabilityCoverageEs: c.liabilityCoverage?.es ?? seed.liabilityCoverageEs,
  };
}

/** Fills the placeholders in every string of the trees; a placeholder of no known value stays. */
function fillPlaceholders(trees: Tree[], values: Record<string, string>): void {
  rewriteStrings(trees, (text) => fill(text, values));
}

function fill(text: string, values: Record<string, string>): string {
  return text.includes("{") ? text.replace(/\{(\w+)\}/g, (found, name: string) => values[name] ?? found) : text;
}

/** `text` with its placeholders filled as `doc` sets them: a repository text as the pages show it. */
export function withFigures(text: string, doc: ContentDocument): string {
  return fill(text, placeholderValues(doc, seedSite));
}

function applyCompany(m: ContentModules, doc: ContentDocument, figures?: DataFigures): void {
  const c = doc.company;
  const live = m.siteConfig.site as unknown as Record<string, unknown> & {
    address: Record<string, unknown>;
    phone: Record<string, unknown>;
  };
  const values = placeholderValues(doc, seedSite, figures);
  live.name = values.company;
  live.phone.display = values.phone;
  live.phone.e164 = values.phoneE164;
  for (const name of ["legalName", "email", "careersEmail"] as const) live[name] = values[name];
  for (const name of ["street", "postalCode", "locality"] as const) live.address[name] = values[name];
  // The address is the company's once the owner wrote one (the launch check asks for it).
  if (c.street) delete live.address.sample;
  live.yearsExperience = Number(values.yearsExperience);
  for (const name of ["eventsServed", "averageRating", "venuePartners", "liabilityCoverage", "liabilityCoverageEs"]) {
    live[name] = values[name];
  }
  fillPlaceholders(treesOf(m), values);
  const social = live.social as { network: string; url: string }[];
  for (const [network, url] of [
    ["Instagram", c.instagram],
    ["Facebook", c.facebook],
    ["LinkedIn", c.linkedin],
  ] as const) {
    const found = social.find((s) => s.network === network);
    if (url === "" && found) social.splice(social.indexOf(found), 1);
    else if (url && found) found.url = url;
    // Links whose network the repository did not name are added.
    else if (url) social.push({ network, url });
  }
}

/** A testimonial as the pages show it, from the owner's entry. */
function testimonialOf(edit: TestimonialEdit, lang: Lang): Testimonial {
  const { verifiedSource, verifiedUrl } = edit;
  return {
    id: edit.id,
    rating: edit.rating as Testimonial["rating"],
    text: edit.text[lang],
    author: edit.author,
    title: edit.title[lang],
    location: edit.location,
    ...(verifiedSource ? { verified: { source: verifiedSource, ...(verifiedUrl ? { url: verifiedUrl } : {}) } } : {}),
    ...(edit.writtenIn !== lang ? { translatedFrom: edit.writtenIn } : {}),
  };
}

/** The id lists that say which testimonials a page shows, by place; the same arrays in both languages' modules. */
function placeLists(m: ContentModules): Record<string, string[][]> {
  const lists: Record<string, string[][]> = {
    home: [m.testimonialsEn.homeTestimonialIds],
    testimonials: [m.testimonialsEn.testimonialsPageIds],
  };
  for (const module of [m.servicesEn, m.servicesEs]) {
    for (const service of module.services) {
      for (const section of service.sections) {
        if (section.kind === "testimonials") lists[service.slug] = [...(lists[service.slug] ?? []), section.ids];
      }
    }
  }
  return lists;
}

function applyTestimonials(m: ContentModules, edits: TestimonialEdit[]): void {
  const list = m.testimonialsEn.testimonials;
  const words = m.testimonialsEs.testimonialWords;
  for (const edit of edits) {
    const entry = testimonialOf(edit, "en");
    const at = list.findIndex((t) => t.id === edit.id);
    // A place keeps its Spanish name ("Santa Mónica") while the owner leaves it as the repository wrote it.
    const location = at >= 0 && list[at]?.location === edit.location ? words[edit.id]?.location : undefined;
    if (at >= 0) list[at] = entry;
    else list.push(entry);
    const es = testimonialOf(edit, "es");
    words[edit.id] = {
      text: es.text || entry.text,
      title: es.title || entry.title,
      location: location ?? edit.location,
    };
  }
  const edited = new Map(edits.map((e) => [e.id, e]));
  for (const [place, lists] of Object.entries(placeLists(m))) {
    for (const ids of lists) {
      const kept = ids.filter((id) => {
        const edit = edited.get(id);
        return !edit || (!edit.hidden && edit.places.includes(place as (typeof testimonialPlaces)[number]));
      });
      const added = edits.filter((e) => !e.hidden && e.places.includes(place as never) && !kept.includes(e.id));
      ids.splice(0, ids.length, ...kept, ...added.map((e) => e.id));
    }
  }
}

/** A post as the pages show it, from the owner's entry, in one language. */
function postOf(edit: PostEdit, lang: Lang): Omit<BlogPost, "slug" | "category" | "date" | "art"> {
  const minutes = contentModules.blogEn.readingMinutes([{ type: "p", text: edit.body[lang] }]);
  return {
    title: edit.title[lang],
    metaDescription: edit.excerpt[lang],
    excerpt: edit.excerpt[lang],
    readTime: lang === "es" ? `${minutes} min de lectura` : `${minutes} min read`,
    author: lang === "es" ? "El equipo de {company}" : "The {company} Team",
    artAlt:
      edit.coverAlt[lang] || (lang === "es" ? "Ilustración lineal de un bulevar" : "Line illustration of a boulevard"),
    body: [],
    markdown: edit.body[lang],
    ...(edit.cover ? { cover: edit.cover } : {}),
  };
}

function applyPosts(m: ContentModules, edits: PostEdit[], today: string): void {
  const list = m.blogEn.blogPosts;
  for (const edit of edits) {
    const at = list.findIndex((p) => p.slug === edit.slug);
    const seed = at >= 0 ? list[at] : undefined;
    const seedWords = seed ? m.blogEs.postWords[edit.slug] : undefined;
    const art = seed?.art ?? "boulevard";
    const post: BlogPost = { slug: edit.slug, category: edit.category, date: edit.date, art, ...postOf(edit, "en") };
    // A repository post keeps its byline, and its description for search while its excerpt is unchanged.
    if (seed) {
      post.author = seed.author;
      if (seed.excerpt === post.excerpt) post.metaDescription = seed.metaDescription;
      list[at] = post;
    } else list.push(post);
    const { readTime: _, ...words } = postOf(edit, "es");
    if (seedWords) {
      words.author = seedWords.author;
      if (seedWords.excerpt === words.excerpt) words.metaDescription = seedWords.metaDescription;
    }
    m.blogEs.postWords[edit.slug] = words;
  }
  const shown = new Set(
    list
      .filter((p) => {
        const edit = edits.find((e) => e.slug === p.slug);
        return !edit || (!edit.hidden && edit.date <= today);
      })
      .map((p) => p.slug),
  );
  const sorted = list.filter((p) => shown.has(p.slug)).sort((a, b) => b.date.localeCompare(a.date));
  list.splice(0, list.length, ...sorted);
}

/** All content for one date: the repository's modules with an edition written in, filled and frozen. */
export interface ContentSnapshot {
  readonly modules: ContentModules;
  readonly site: ContentModules["siteConfig"]["site"];
  /** The company's phone and e-mail as links. */
  readonly links: { readonly tel: `tel:${string}`; readonly mail: `mailto:${string}` };
  /** The photo slots the edition filled with uploaded photographs, by slot. */
  readonly slotPhotos: Readonly<Record<string, SlotPhotoEdit>>;
  /** The proof the owner filled in (~/content/proof-edit.ts), an expired certificate left out; review profiles are `site.reviews`. */
  readonly proof: ProofEdit;
  /** The words the components and page templates say themselves, by language (~/content/ui.ts). */
  readonly ui: ContentModules["ui"]["ui"];
  /** The office's hours (~/content/hours.ts), as the edition sets them. */
  readonly hours: ContentModules["hours"]["openingHours"];
  /** The pages' content in each language. */
  readonly en: Content;
  readonly es: Content;
  /**
   * The pricing rules the estimate is computed from (~/lib/pricing.ts): the owner's, or the repository's samples
   * (`sample`, which the launch check lists) until the owner saves them.
   */
  readonly pricing: PricingRules & { readonly sample: boolean };
  /** The clients' reviews the owner approved, and the real figures when the owner chose them (~/lib/reviews). */
  readonly reviews: PublishedReviews;
  /** What it was built from: a browser that renders the whole page (development) builds the same snapshot. */
  readonly source: { readonly doc: ContentDocument; readonly today: string; readonly reviews?: PublishedReviews };
}

/**
 * The snapshot of `doc` over the repository's modules. `today` (Los Angeles) decides which scheduled posts are out
 * and which special hours are past; `reviews` are the clients' published reviews, whose real figures, when the
 * owner chose them, replace the stated ones. `marked`: every page text carries its key, for the staff preview's
 * links from a sentence to its field (~/content/text-marks.ts); never for the pages visitors see. Pure: no module
 * is touched.
 */
export function build(
  doc: ContentDocument,
  today: string,
  reviews: PublishedReviews = noReviews,
  { marked = false }: { marked?: boolean } = {},
): ContentSnapshot {
  const figures = figuresOf(reviews);
  const m = copyModules(contentModules);
  applyStructure(m, doc);
  // A text whose key the repository no longer has (a deploy removed it) is left out.
  for (const text of doc.texts) {
    setText(m, text.key, "en", text.en);
    if (text.es) setText(m, text.key, "es", text.es);
  }
  applyHours(m, doc.hours, today);
  applyTestimonials(m, doc.testimonials);
  applyPosts(m, doc.posts, today);
  // Last: the placeholders reach the owner's own texts too (a post that gives {phone}).
  applyCompany(m, doc, figures);
  const proof = shownProof(doc.proof, today);
  if (doc.proof) (m.siteConfig.site as { reviews: unknown }).reviews = proof.reviews;
  if (marked) markTexts(m);
  const company = m.siteConfig.site;
  return deepFreeze({
    modules: m,
    site: company,
    links: { tel: `tel:${company.phone.e164}` as const, mail: `mailto:${company.email}` as const },
    slotPhotos: Object.fromEntries((doc.slots ?? []).map((entry) => [entry.slot, entry])),
    proof,
    ui: m.ui.ui,
    hours: m.hours.openingHours,
    ...localize(m),
    pricing: doc.pricing ? { ...copy(doc.pricing), sample: false } : { ...copy(samplePricing), sample: true },
    reviews: copy(reviews),
    source: { doc: copy(doc), today, ...(reviews === noReviews ? {} : { reviews: copy(reviews) }) },
  });
}
