import type { ContentDocument } from "~/content/editable";

/*
 * A field-level comparison of two editions (/staff/content/history): each company detail, each testimonial by its
 * id, each post by its slug and each day and date of the office hours, field by field. Pure: the page shows the
 * result as plain text.
 */

/** One field that differs. `null` on a side: the edition does not set it (the repository's text applies). */
export interface FieldChange {
  /** Where the field is, for a person: `Company details › phone`, `Testimonial "maria-g" › text › es`. */
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

/** Every leaf of a value, by its path below `prefix`; arrays are one leaf. */
function leaves(value: unknown, prefix: string, into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (child !== undefined) leaves(child, `${prefix}${SEP}${key}`, into);
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

/** Lists as numbered fields, so a change says where it is: `FAQ "faq" › 2 › links › 1 › href`. */
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
  for (const [day, value] of Object.entries(hours.week ?? {})) into.set(`Hours${SEP}${day}`, dayText(value));
  for (const entry of hours.dates) {
    const where = `Hours${SEP}${entry.date}`;
    into.set(`${where}${SEP}hours`, dayText(entry.hours));
    leaves(entry.name, `${where}${SEP}name`, into);
  }
  into.set(`Hours${SEP}holidays the office stays open on`, asText(hours.holidaysOff));
  return into;
}

/**
 * Each field that differs between `before` and `after`: company details first, then page texts (by key),
 * testimonials (by id), posts (by slug) and the office hours. An item only one edition has shows each of its fields
 * against `null`.
 */
export function compareDocuments(before: ContentDocument, after: ContentDocument): FieldChange[] {
  const changes: FieldChange[] = [];
  const company = "Company details";
  compareLeaves(leaves(before.company, company), leaves(after.company, company), changes);
  for (const [key, a, b] of byKey(before.texts, after.texts, (t) => t.key)) {
    const where = `Page text ${key}`;
    compareLeaves(leaves(a && { en: a.en, es: a.es }, where), leaves(b && { en: b.en, es: b.es }, where), changes);
  }
  for (const [id, a, b] of byKey(before.testimonials, after.testimonials, (t) => t.id)) {
    const where = `Testimonial "${id}"`;
    compareLeaves(leaves(a, where), leaves(b, where), changes);
  }
  for (const [slug, a, b] of byKey(before.posts, after.posts, (p) => p.slug)) {
    const where = `Post "${slug}"`;
    compareLeaves(leaves(a, where), leaves(b, where), changes);
  }
  compareLeaves(hoursLeaves(before.hours), hoursLeaves(after.hours), changes);
  const intro = `FAQ page${SEP}introduction`;
  compareLeaves(leaves(before.faqIntro, intro), leaves(after.faqIntro, intro), changes);
  for (const [list, a, b] of byKey(before.faqs ?? [], after.faqs ?? [], (l) => l.list)) {
    const where = `FAQ "${list}"`;
    compareLeaves(leaves(numbered(a?.entries), where), leaves(numbered(b?.entries), where), changes);
  }
  compareLeaves(leaves(before.careers, "Careers posting"), leaves(after.careers, "Careers posting"), changes);
  for (const [slug, a, b] of byKey(before.retiredCities ?? [], after.retiredCities ?? [], (c) => c.slug)) {
    const where = `Retired city "${slug}"${SEP}sent to`;
    compareLeaves(leaves(a?.redirect, where), leaves(b?.redirect, where), changes);
  }
  for (const [slug, a, b] of byKey(before.addedCities ?? [], after.addedCities ?? [], (c) => c.slug)) {
    const where = `Added city "${slug}"`;
    compareLeaves(leaves(numbered(a), where), leaves(numbered(b), where), changes);
  }
  return changes;
}
