import * as siteConfig from "../config/site";
import { site } from "../config/site";
import type { Lang } from "../lib/lang";
import { figureInProse } from "../lib/spanish";
import * as blogEn from "./blog";
import * as careersEn from "./careers";
import * as companyEn from "./company";
import type { ContentDocument, PostEdit, TestimonialEdit, testimonialPlaces } from "./editable";
import * as blogEs from "./es/blog";
import * as careersEs from "./es/careers";
import * as companyEs from "./es/company";
import * as faqsEs from "./es/faqs";
import * as legalEs from "./es/legal";
import * as locationsEs from "./es/locations";
import * as servicesEs from "./es/services";
import * as testimonialsEs from "./es/testimonials";
import * as faqsEn from "./faqs";
import * as hours from "./hours";
import { applyHours } from "./hours-apply";
import * as legalEn from "./legal";
import * as locationsEn from "./locations";
import * as newsletterWords from "./newsletter-words";
import * as photos from "./photos";
import * as servicesEn from "./services";
import { setSlotPhotos } from "./slot-photos";
import { applyStructure } from "./structure";
import * as testimonialsEn from "./testimonials";
import { setText } from "./texts";
import type { BlogPost, Testimonial } from "./types";
import * as ui from "./ui";

/*
 * The published edition, applied over the content modules (docs/content.md). The pages, the structured data and
 * the e-mails read the modules as they always did; applying an edition first puts every module back as the
 * repository wrote it, then writes the owner's changes into the same objects:
 * - company details replace the repository's values wherever a text says them (the phone in a legal paragraph as
 *   much as in the footer);
 * - testimonials and posts replace the repository's entries of the same id or slug, or join them; the lists of
 *   which testimonials each page shows follow their places.
 * Applying is synchronous, so no page is rendered from half an edition. Each server applies the edition whose
 * version the shared settings name (~/lib/content/live.server.ts) before it renders.
 */

type Tree = Record<string, unknown> | unknown[];

/** Every exported object or array of the content modules: what an edition may write into. */
const trees: Tree[] = [
  siteConfig,
  blogEn,
  blogEs,
  careersEn,
  careersEs,
  companyEn,
  companyEs,
  faqsEn,
  faqsEs,
  hours,
  legalEn,
  legalEs,
  locationsEn,
  locationsEs,
  newsletterWords,
  photos,
  servicesEn,
  servicesEs,
  testimonialsEn,
  testimonialsEs,
  ui,
].flatMap((module) => Object.values(module).filter((value): value is Tree => typeof value === "object" && !!value));

const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

/** A deep copy of plain data; functions are kept as they are. */
function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (isTree(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  return value;
}

/** Writes `seed` back into `live`, keeping the identity of every object and array. */
function restore(live: Tree, seed: Tree): void {
  const target = live as Record<string, unknown>;
  const source = seed as Record<string, unknown>;
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
  if (Array.isArray(live)) live.length = (seed as unknown[]).length;
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTree(value) && isTree(current) && Array.isArray(value) === Array.isArray(current)) restore(current, value);
    else target[key] = copy(value);
  }
}

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

const seeds = trees.map(copy);
const seedSite = copy(site);
// The modules are read before any edition is applied (the tests, a server's first moments): the repository's values.
fillPlaceholders(trees, placeholderValues({ company: {}, texts: [], testimonials: [], posts: [] }, seedSite));
/** Bumped by each application: ~/content/localized.ts rebuilds what it derives from the modules. */
export let generation = 0;

/**
 * Figures taken from the data rather than stated (the owner's choice at /staff/reviews): they replace the stated
 * ones wherever a text names them.
 */
export interface DataFigures {
  eventsServed: string;
  /** Null while no review is published: the stated rating stays. */
  averageRating: string | null;
}

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

function applyCompany(doc: ContentDocument, seed: typeof site, figures?: DataFigures): void {
  const c = doc.company;
  const live = site as unknown as Record<string, unknown> & {
    address: Record<string, unknown>;
    phone: Record<string, unknown>;
  };
  const values = placeholderValues(doc, seed, figures);
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
  fillPlaceholders(trees, values);
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
function placeLists(): Record<string, string[][]> {
  const lists: Record<string, string[][]> = {
    home: [testimonialsEn.homeTestimonialIds as unknown as string[]],
    testimonials: [testimonialsEn.testimonialsPageIds as unknown as string[]],
  };
  for (const module of [servicesEn, servicesEs]) {
    for (const service of module.services) {
      for (const section of service.sections) {
        if (section.kind === "testimonials") lists[service.slug] = [...(lists[service.slug] ?? []), section.ids];
      }
    }
  }
  return lists;
}

function applyTestimonials(edits: TestimonialEdit[]): void {
  const list = testimonialsEn.testimonials;
  const words = testimonialsEs.testimonialWords;
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
  for (const [place, lists] of Object.entries(placeLists())) {
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
  const minutes = blogEn.readingMinutes([{ type: "p", text: edit.body[lang] }]);
  return {
    title: edit.title[lang],
    metaDescription: edit.excerpt[lang],
    excerpt: edit.excerpt[lang],
    readTime: lang === "es" ? `${minutes} min de lectura` : `${minutes} min read`,
    author: lang === "es" ? `El equipo de ${site.name}` : `The ${site.name} Team`,
    artAlt:
      edit.coverAlt[lang] || (lang === "es" ? "Ilustración lineal de un bulevar" : "Line illustration of a boulevard"),
    body: [],
    markdown: edit.body[lang],
    ...(edit.cover ? { cover: edit.cover } : {}),
  };
}

function applyPosts(edits: PostEdit[], today: string): void {
  const list = blogEn.blogPosts;
  for (const edit of edits) {
    const at = list.findIndex((p) => p.slug === edit.slug);
    const seed = at >= 0 ? list[at] : undefined;
    const seedWords = seed ? blogEs.postWords[edit.slug] : undefined;
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
    blogEs.postWords[edit.slug] = words;
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

/**
 * Puts the content modules back as the repository wrote them and applies `doc` over them. `today` (Los Angeles)
 * decides which scheduled posts are out; `figures`, when the owner chose real ones, replace the stated figures.
 */
export function applyDocument(doc: ContentDocument, today: string, figures?: DataFigures): void {
  trees.forEach((tree, i) => {
    restore(tree, seeds[i] as Tree);
  });
  applyStructure(doc);
  setSlotPhotos(doc.slots ?? []);
  // A text whose key the repository no longer has (a deploy removed it) is left out.
  for (const text of doc.texts) {
    setText(text.key, "en", text.en);
    if (text.es) setText(text.key, "es", text.es);
  }
  applyHours(doc.hours, today);
  applyTestimonials(doc.testimonials);
  applyPosts(doc.posts, today);
  // Last: the company's details reach the owner's own texts too (a post that gives the phone).
  applyCompany(doc, seedSite, figures);
  siteConfig.refreshLinks();
  generation++;
}
