import { type ContentModules, contentModules, isTree, type Tree } from "./modules";
import { itemName, listName, textName } from "./text-labels";

/*
 * The texts of the pages, by key, for the editor's Pages screen (docs/content.md): every sentence of the company
 * pages, the services, the city pages, the FAQ, the careers posting and the legal pages, in English and Spanish.
 * A key names a text by where it sits: "services/services[wedding-valet].sections[2].paragraphs[0]" (an item of
 * a list by its slug or id, else its position). The Spanish text sits at the same key in the Spanish module; a
 * city's Spanish words are keyed by its slug.
 */

/** The page-text groups the editor offers, by name. */
export const textModules = {
  company: "Home, about and company pages",
  services: "Services",
  locations: "City pages",
  faqs: "Questions (FAQ)",
  careers: "Careers",
  legal: "Privacy policy and terms",
} as const;
export type TextModule = keyof typeof textModules;

/** The trees each group names, in a set of the modules (a snapshot's, or the repository's). */
const textTrees = (m: ContentModules): Record<TextModule, Record<"en" | "es", Tree>> => ({
  company: { en: m.companyEn, es: m.companyEs },
  services: { en: m.servicesEn, es: m.servicesEs },
  locations: { en: { locations: m.locationsEn.locations }, es: { locations: m.locationsEs.locationWords } },
  faqs: { en: m.faqsEn, es: m.faqsEs },
  careers: { en: m.careersEn, es: m.careersEs },
  legal: { en: m.legalEn, es: m.legalEs },
});

/**
 * Strings that are structure, not words: links, slugs, icons, dates and the like stay in the repository. A list of
 * cities or a service named by slug (`cities`, `serviceAreaSlugs`, `service`), a date (`updated`, `firstPosted`) and
 * the job posting's schema.org codes (`employmentTypes`) too: a Spanish "Malibú" typed there lost Malibu its card.
 */
const structural = new Set([
  "slug",
  "id",
  "icon",
  "href",
  "kind",
  "art",
  "category",
  "date",
  "effective",
  "ids",
  "to",
  "cities",
  "serviceAreaSlugs",
  "service",
  "updated",
  "firstPosted",
  "employmentTypes",
]);
const isWords = (key: string, value: string) =>
  !structural.has(key) && value.trim().length > 1 && !/^(\/|https?:|tel:|mailto:|#)/.test(value);

const itemKey = (item: unknown, index: number) => {
  const named = isTree(item) ? ((item as { slug?: unknown }).slug ?? (item as { id?: unknown }).id) : undefined;
  return typeof named === "string" ? named : String(index);
};

/** One step down a key: a property, or an item of a list by its slug, id or position. */
function step(node: unknown, segment: string): unknown {
  if (!isTree(node)) return undefined;
  const item = segment.match(/^\[(.+)\]$/)?.[1];
  if (item === undefined) return Array.isArray(node) ? undefined : node[segment];
  if (Array.isArray(node)) return node.find((entry, i) => itemKey(entry, i) === item);
  return Object.hasOwn(node, item) ? node[item] : undefined;
}

const segmentsOf = (path: string) => path.match(/\[[^\]]+\]|[^.[\]]+/g) ?? [];

function splitKey(key: string): { module: TextModule; path: string } | null {
  const at = key.indexOf("/");
  const module = key.slice(0, at);
  return Object.hasOwn(textModules, module) ? { module: module as TextModule, path: key.slice(at + 1) } : null;
}

/** The text at `key` in one language in `m`, or undefined where there is none. */
export function textAt(m: ContentModules, key: string, lang: "en" | "es"): string | undefined {
  const split = splitKey(key);
  if (!split) return undefined;
  const value = segmentsOf(split.path).reduce<unknown>((node, s) => step(node, s), textTrees(m)[split.module][lang]);
  return typeof value === "string" ? value : undefined;
}

/** The text at `key` as the repository wrote it (placeholders and all); undefined where there is none. */
export const repositoryTextAt = (key: string, lang: "en" | "es"): string | undefined =>
  textAt(contentModules, key, lang);

/**
 * Whether `key` names words the page texts screen offers, not structure: a key through a slug, an id, a link, an
 * icon or a date (`services/services[wedding-valet].slug`), or a text that is a path or an address, is refused.
 */
export function isWordsKey(key: string): boolean {
  const split = splitKey(key);
  const names = split ? segmentsOf(split.path).filter((s) => !s.startsWith("[")) : [];
  const value = repositoryTextAt(key, "en");
  if (!split || value === undefined || names.some((name) => structural.has(name))) return false;
  const last = segmentsOf(split.path).at(-1) ?? "";
  return isWords(last.startsWith("[") ? "" : last, value);
}

/** Writes a text into `m`, a copy of the modules (~/content/live.ts); false where the key names no text. */
export function setText(m: ContentModules, key: string, lang: "en" | "es", text: string): boolean {
  const split = splitKey(key);
  const segments = split ? segmentsOf(split.path) : [];
  const last = segments.pop();
  if (!split || !last) return false;
  const root = textTrees(m)[split.module][lang];
  if (typeof [...segments, last].reduce<unknown>((node, s) => step(node, s), root) !== "string") return false;
  const parent = segments.reduce<unknown>((node, s) => step(node, s), root) as Tree;
  const item = last.match(/^\[(.+)\]$/)?.[1];
  const index =
    item === undefined ? last : Array.isArray(parent) ? parent.findIndex((e, i) => itemKey(e, i) === item) : item;
  (parent as Record<string | number, unknown>)[index] = text;
  return true;
}

export interface PageText {
  key: string;
  /** The part of the page it is in, in words: "Top of the page", "Section 3" (~/content/text-labels.ts). */
  group: string;
  /** Its name in words: "Headline", "Card 2 · Title". */
  label: string;
  en: string;
  /** Undefined where the Spanish page has no text of its own here (a name said once, in English). */
  es?: string;
}

export interface TextItem {
  /** Its path in the module: "services[wedding-valet]", "home". */
  path: string;
  /** Its name in words: "Wedding Valet", "Home page", "Event type 2: Corporate Events". */
  label: string;
  /** The list it is in, in words: "Service pages", "Event types"; "Pages" for a page or a part of one. */
  list: string;
  /** Whether it is a page of its own (a service, a city, a legal page), listed first. */
  page: boolean;
}

/** The editable items of a module: each top-level object, and each entry of a top-level list or record. */
export function textItems(m: ContentModules, module: TextModule): TextItem[] {
  const items: TextItem[] = [];
  for (const [name, value] of Object.entries(textTrees(m)[module].en)) {
    if (!isTree(value)) continue;
    const entries = Array.isArray(value) ? value.map((v, i) => [itemKey(v, i), v, i] as const) : null;
    const listed = entries?.every(([, v]) => isTree(v)) ? entries : null;
    if (listed) {
      for (const [key, entry, i] of listed) {
        const { name: title, title: heading, question, label } = entry as Record<string, unknown>;
        const named = [title, heading, question, label].find((t): t is string => typeof t === "string");
        // A page of its own (a service, a city) is called by its name; an entry of a list by its place too.
        const position = key === String(i) ? i + 1 : null;
        items.push({
          path: `${name}[${key}]`,
          label: itemName(name, null, position, named),
          list: listName(name),
          page: position === null,
        });
      }
    } else if (module === "legal") {
      for (const key of Object.keys(value)) {
        items.push({ path: `${name}[${key}]`, label: itemName(name, key, null), list: listName(name), page: true });
      }
    } else items.push({ path: name, label: itemName(name, name, null), list: "Pages", page: true });
  }
  return items;
}

/** Every text of an item, English and Spanish, as `m` holds them. */
export function textsOf(m: ContentModules, module: TextModule, itemPath: string): PageText[] {
  const found: PageText[] = [];
  const root = segmentsOf(itemPath).reduce<unknown>((node, s) => step(node, s), textTrees(m)[module].en);
  const walk = (node: unknown, path: string, labels: string[]) => {
    if (!isTree(node)) return;
    const entries: [string, unknown, string][] = Array.isArray(node)
      ? node.map((v, i) => [`[${itemKey(v, i)}]`, v, String(i + 1)])
      : Object.entries(node).map(([k, v]) => [`.${k}`, v, k]);
    for (const [segment, value, label] of entries) {
      const key = `${module}/${path}${segment}`;
      const name = segment.startsWith(".") ? segment.slice(1) : "";
      if (structural.has(name)) continue;
      if (typeof value === "string") {
        if (!isWords(name, value)) continue;
        found.push({ key, ...textName([...labels, label]), en: value, es: textAt(m, key, "es") });
      } else walk(value, `${path}${segment}`, [...labels, label]);
    }
  };
  walk(root, itemPath, []);
  return found;
}

/** The item of the page-texts screen a text's key is in, or null: "services/services[wedding-valet].hero.heading". */
export function itemOfKey(m: ContentModules, key: string): { module: TextModule; item: TextItem } | null {
  const split = splitKey(key);
  if (!split) return null;
  const item = textItems(m, split.module).find(
    (i) => split.path === i.path || split.path.startsWith(`${i.path}.`) || split.path.startsWith(`${i.path}[`),
  );
  return item ? { module: split.module, item } : null;
}

/** A text's field on the page-texts screen, as an element id and a link's fragment. */
export const fieldId = (key: string) => `field-${key.replace(/[^\w-]+/g, "-")}`;

/** Where the page-texts screen shows a text: its item, opened at the text's field. */
export function fieldHref(module: TextModule, item: string, key: string): string {
  const query = new URLSearchParams({ module, item, field: key });
  return `/staff/content/pages?${query}#${fieldId(key)}`;
}

/** The page (English; the Spanish is under /es) where an item's texts show, for the editor's "Preview this page". */
export function pageOfItem(module: TextModule, item: string): string | null {
  const [, list = item, key] = item.match(/^(\w+)\[(.+)\]$/) ?? [];
  const company: Record<string, string> = {
    stats: "/",
    readyBanner: "/",
    home: "/",
    about: "/about",
    bookPage: "/book",
    quotePage: "/quote",
    contactPage: "/contact",
    hoursPage: "/hours",
    testimonialsPage: "/testimonials",
  };
  switch (module) {
    case "company":
      return company[list] ?? null;
    case "services":
      return list === "services" && key ? `/services/${key}` : "/services";
    case "locations":
      return key ? `/locations/${key}` : null;
    case "faqs":
      return list === "bookFaqs" ? "/book" : "/faq";
    case "careers":
      return "/employment";
    case "legal":
      return key === "terms" ? "/terms" : "/privacy";
  }
}
