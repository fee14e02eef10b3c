import type { ContentDocument } from "~/content/editable";
import { contentModules, isTree } from "~/content/modules";
import {
  permitFields,
  permitLabels,
  permitTexts,
  permitUnitOptions,
  pricingLabels,
  pricingPanelOf,
  pricingValues,
} from "~/content/pricing-labels";
import { proofFieldLabels, proofSections } from "~/content/proof-edit";
import { entryWord, fieldWord } from "~/content/text-labels";
import { itemOfKey, textsOf } from "~/content/texts";

/*
 * A field-level comparison of two editions (/staff/content/history): each company detail, each testimonial by its
 * id, each post by its slug and each day and date of the office hours, field by field, each named in words as the
 * editor's screens name it (a page text as the page-texts screen does, ~/content/text-labels.ts), never by its key.
 * Pure: the page shows the result as plain text.
 */

/** One field that differs. `null` on a side: the edition does not set it (the repository's text applies). */
export interface FieldChange {
  /** Where the field is, for a person: `Company details › Phone`, `Testimonial by Maria G. › Words › Spanish`. */
  path: string;
  before: string | null;
  after: string | null;
}

const SEP = " › ";

/** A value as text: numbers and booleans as written, a list joined with commas ("(none)" when empty). */
function asText(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.map(asText).join(", ") : "(none)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** The fields of the edition's own forms, as their screens label them; a page's parts come from the vocabulary. */
const documentWords: Record<string, string> = {
  en: "English",
  es: "Spanish",
  name: "Name",
  legalName: "Legal name",
  phone: "Phone",
  email: "E-mail",
  careersEmail: "Careers e-mail",
  street: "Street address",
  locality: "City",
  postalCode: "ZIP code",
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  yearsExperience: "Years of experience",
  eventsServed: "Events served",
  venuePartners: "Venue partners",
  liabilityCoverage: "Insurance amount",
  id: "Address",
  slug: "Address",
  rating: "Rating",
  author: "Client's name",
  location: "Area",
  writtenIn: "Written in",
  places: "Shown on",
  hidden: "Hidden",
  verifiedSource: "Where it can be read",
  verifiedUrl: "Link to it",
  category: "Category",
  date: "Date",
  cover: "Cover photo",
  coverAlt: "Cover photo description",
  excerpt: "Excerpt",
  text: "Words",
  body: "Article",
  href: "Goes to",
  label: "Words",
  open: "Open",
  posted: "Posted on",
  closes: "Closes on",
  redirect: "Visitors go to",
  inHeader: "In the header's menu",
  icon: "Icon",
  updated: "Last saved",
};

/** A field's name in words; `parent` names the list an entry (a number) is in: "Landmark 2". */
const wordOf = (key: string, parent?: string) =>
  /^\d+$/.test(key) && parent ? entryWord(parent, Number(key)) : (documentWords[key] ?? fieldWord(key));

/** Every leaf of a value, by its path below `prefix`, named in words; arrays are one leaf. */
function leaves(value: unknown, prefix: string, into = new Map<string, string>(), parent?: string) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined) continue;
      // A numbered list is said by its entries alone: "Landmark 2", not "Landmarks › Landmark 2".
      const list =
        isTree(child) &&
        !Array.isArray(child) &&
        Object.keys(child).length > 0 &&
        Object.keys(child).every((k) => /^\d+$/.test(k));
      leaves(child, list ? prefix : `${prefix}${SEP}${wordOf(key, parent)}`, into, key);
    }
  } else if (value !== undefined) {
    into.set(prefix, asText(value));
  }
  return into;
}

function compareLeaves(before: Map<string, string>, after: Map<string, string>, out: FieldChange[]): void {
  const paths = [...before.keys(), ...[...after.keys()].filter((path) => !before.has(path))];
  for (const path of paths) {
    const a = before.get(path) ?? null;
    const b = after.get(path) ?? null;
    if (a !== b) out.push({ path, before: a, after: b });
  }
}

/** Lists as numbered fields, so a change says where it is: `FAQ page questions › Question 2 › Link 1 › Goes to`. */
function numbered(value: unknown): unknown {
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, i) => [String(i + 1), numbered(item)]));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, numbered(child)]));
  }
  return value;
}

/** Items of two lists matched by key: those of `before` in order, then those only in `after`. */
function byKey<T>(before: T[], after: T[], key: (item: T) => string): [string, T | undefined, T | undefined][] {
  const keys = [...before.map(key), ...after.map(key)].filter((k, i, all) => all.indexOf(k) === i);
  return keys.map((k) => [k, before.find((item) => key(item) === k), after.find((item) => key(item) === k)]);
}

/** A day's hours as a person reads them: "09:00–13:00", or "closed". */
const dayText = (day: { opens: string; closes: string } | null) => (day ? `${day.opens}–${day.closes}` : "closed");

/** The office hours' fields: each day of the week, each date by its date, the holidays kept open as one list. */
function hoursLeaves(hours: ContentDocument["hours"]): Map<string, string> {
  const into = new Map<string, string>();
  if (!hours) return into;
  const office = "Office hours";
  for (const [day, value] of Object.entries(hours.week ?? {})) {
    into.set(`${office}${SEP}${day.charAt(0).toUpperCase()}${day.slice(1)}`, dayText(value));
  }
  for (const entry of hours.dates) {
    const where = `${office}${SEP}${entry.date}`;
    into.set(`${where}${SEP}Hours`, dayText(entry.hours));
    leaves(entry.name, `${where}${SEP}Name`, into);
  }
  into.set(`${office}${SEP}Holidays the office stays open on`, asText(hours.holidaysOff));
  return into;
}

/**
 * The pricing rules' fields as the pricing screen names them: "Pricing › Rates › Rate per attendant-hour",
 * "Pricing › City permits › Beverly Hills › Lead time" (a city's rule by its city, wherever it sits in the list).
 */
function pricingLeaves(rules: ContentDocument["pricing"]): Map<string, string> {
  const into = new Map<string, string>();
  if (!rules) return into;
  for (const [name, value] of Object.entries(pricingValues({ ...rules, permits: [] }))) {
    const shown = name === "showPublicRange" ? asText(value === "on") : value;
    into.set(["Pricing", pricingPanelOf(name), pricingLabels[name] ?? fieldWord(name)].join(SEP), shown);
  }
  for (const permit of rules.permits) {
    const where = ["Pricing", pricingPanelOf("permits"), permit.city].join(SEP);
    for (const field of permitFields) {
      const value = permit[field];
      const shown =
        field === "unit" ? permitUnitOptions.find((o) => o.value === value)?.label : value === null ? "(none)" : value;
      into.set(`${where}${SEP}${permitLabels[field]}`, String(shown ?? value));
    }
    for (const field of permitTexts) leaves(permit[field], `${where}${SEP}${permitLabels[field]}`, into);
  }
  return into;
}

/** An entry of a proof list by what its panel lists it by: a person's or a venue's name, an event, a headline. */
function proofEntryName(entry: Record<string, unknown>): string {
  const named = entry.name ?? entry.headline ?? entry.network ?? entry.outlet;
  return isTree(named) ? String((named as { en?: unknown }).en) : String(named);
}

/**
 * The proof's fields as the proof screen names them: "Proof › Team › Ana Ruiz › Role (Spanish)", "Proof › Founders ›
 * Jordan Hale › Portrait" (a portrait or a logo by its photograph or file; their sizes follow from it).
 */
function proofLeaves(proof: ContentDocument["proof"]): Map<string, string> {
  const into = new Map<string, string>();
  if (!proof) return into;
  const fields = (value: Record<string, unknown>, where: string) => {
    const flat = (node: unknown, name: string): void => {
      if (name === "portrait" && isTree(node))
        into.set(`${where}${SEP}${proofFieldLabels.portrait}`, String((node as { photo?: unknown }).photo));
      else if (isTree(node) && !Array.isArray(node))
        for (const [k, v] of Object.entries(node)) flat(v, name ? `${name}.${k}` : k);
      else if (node !== undefined && proofFieldLabels[name])
        into.set(`${where}${SEP}${proofFieldLabels[name]}`, asText(node));
    };
    flat(value, "");
  };
  const { about } = contentModules.companyEn;
  const founders = { founder: about.founder.name, coo: about.coo.name };
  for (const which of ["founder", "coo"] as const) {
    const portrait = proof.founders[which];
    if (portrait) fields({ portrait }, [`Proof`, proofSections.founders, founders[which]].join(SEP));
  }
  if (proof.certificate) fields(proof.certificate, ["Proof", proofSections.certificate].join(SEP));
  for (const list of ["team", "partners", "events", "press", "reviews"] as const) {
    for (const entry of proof[list] as Record<string, unknown>[]) {
      fields(entry, ["Proof", proofSections[list], proofEntryName(entry)].join(SEP));
    }
  }
  return into;
}

/** A page text's name as the page-texts screen shows it: "Page texts › Wedding Valet › Top of the page › Headline". */
function pageTextName(key: string): string {
  const found = itemOfKey(contentModules, key);
  const text = found && textsOf(contentModules, found.module, found.item.path).find((t) => t.key === key);
  if (!found || !text) return `Page texts${SEP}a text the repository no longer has`;
  return ["Page texts", found.item.label, text.group, text.label].join(SEP);
}

/** The FAQ lists by where they show. */
const faqListName = (list: string) =>
  list === "faq" ? "FAQ page questions" : list === "book" ? "Booking page questions" : `Questions on the ${list} page`;

/**
 * Each field that differs between `before` and `after`: company details first, then page texts (by key),
 * testimonials (by id), posts (by slug), the office hours, the pricing rules and the proof. An item only one edition has shows each of its fields
 * against `null`.
 */
export function compareDocuments(before: ContentDocument, after: ContentDocument): FieldChange[] {
  const changes: FieldChange[] = [];
  const company = "Company details";
  compareLeaves(leaves(before.company, company), leaves(after.company, company), changes);
  for (const [key, a, b] of byKey(before.texts, after.texts, (t) => t.key)) {
    const where = pageTextName(key);
    compareLeaves(leaves(a && { en: a.en, es: a.es }, where), leaves(b && { en: b.en, es: b.es }, where), changes);
  }
  for (const [id, a, b] of byKey(before.testimonials, after.testimonials, (t) => t.id)) {
    const where = `Testimonial by ${(b ?? a)?.author ?? id}`;
    compareLeaves(leaves(a, where), leaves(b, where), changes);
  }
  for (const [slug, a, b] of byKey(before.posts, after.posts, (p) => p.slug)) {
    const where = `Post “${(b ?? a)?.title.en ?? slug}”`;
    compareLeaves(leaves(a, where), leaves(b, where), changes);
  }
  compareLeaves(hoursLeaves(before.hours), hoursLeaves(after.hours), changes);
  compareLeaves(pricingLeaves(before.pricing), pricingLeaves(after.pricing), changes);
  compareLeaves(proofLeaves(before.proof), proofLeaves(after.proof), changes);
  const intro = `FAQ page${SEP}Introduction`;
  compareLeaves(leaves(before.faqIntro, intro), leaves(after.faqIntro, intro), changes);
  for (const [list, a, b] of byKey(before.faqs ?? [], after.faqs ?? [], (l) => l.list)) {
    const where = faqListName(list);
    const entries = (doc: typeof a) => leaves(numbered(doc?.entries), where, undefined, "faqs");
    compareLeaves(entries(a), entries(b), changes);
  }
  compareLeaves(leaves(before.careers, "Careers posting"), leaves(after.careers, "Careers posting"), changes);
  for (const [slug, a, b] of byKey(before.retiredCities ?? [], after.retiredCities ?? [], (c) => c.slug)) {
    const city = contentModules.locationsEn.locations.find((l) => l.slug === slug)?.name ?? slug;
    const where = `Retired city ${city}${SEP}Visitors go to`;
    compareLeaves(leaves(a?.redirect, where), leaves(b?.redirect, where), changes);
  }
  for (const [slug, a, b] of byKey(before.addedCities ?? [], after.addedCities ?? [], (c) => c.slug)) {
    const where = `Added city ${(b ?? a)?.name.en ?? slug}`;
    compareLeaves(leaves(numbered(a), where), leaves(numbered(b), where), changes);
  }
  return changes;
}
