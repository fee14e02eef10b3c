import type { ContentDocument } from "~/content/editable";

/*
 * A field-level comparison of two editions (/staff/content/history): each company detail, each testimonial by its
 * id and each post by its slug, field by field. Pure: the page shows the result as plain text.
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

/** Items of two lists matched by key: those of `before` in order, then those only in `after`. */
function byKey<T>(before: T[], after: T[], key: (item: T) => string): [string, T | undefined, T | undefined][] {
  const keys = [...before.map(key), ...after.map(key)].filter((k, i, all) => all.indexOf(k) === i);
  return keys.map((k) => [k, before.find((item) => key(item) === k), after.find((item) => key(item) === k)]);
}

/**
 * Each field that differs between `before` and `after`: company details first, then page texts (by key),
 * testimonials (by id) and posts (by slug). An item only one edition has shows each of its fields against `null`.
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
  return changes;
}
