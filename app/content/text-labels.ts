/*
 * The page texts named in words (DESIGN.md §1 "The owner's editor"): what the page-texts screen, the preview's list of
 * a page's words and the history's comparison call a text, never its key. One vocabulary, from the keys' segments
 * to words; a position is said as a person counts ("Paragraph 2", "Question 3"). texts.test.ts walks every label.
 */

/** A list's entries, one word for each ("sections" → "Section 3"); the plural names a group of them. */
const listWords: Record<string, { one: string; many: string }> = {
  sections: { one: "Section", many: "Sections" },
  cards: { one: "Card", many: "Cards" },
  steps: { one: "Step", many: "Steps" },
  faqs: { one: "Question", many: "Questions" },
  items: { one: "List item", many: "List" },
  paragraphs: { one: "Paragraph", many: "Paragraphs" },
  bullets: { one: "Point", many: "Points" },
  landmarks: { one: "Landmark", many: "Landmarks" },
  venues: { one: "Venue", many: "Venues" },
  logistics: { one: "Logistics note", many: "Logistics" },
  specialServices: { one: "Specialised service", many: "Specialised services" },
  intro: { one: "Introduction, paragraph", many: "Introduction" },
  description: { one: "Description, paragraph", many: "Description" },
  bio: { one: "Biography, paragraph", many: "Biography" },
  reasons: { one: "Reason", many: "Reasons to choose us" },
  serviceCards: { one: "Service card", many: "Service cards" },
  whyChoose: { one: "Reason to choose us", many: "Why choose us" },
  whyQuote: { one: "Reason to ask for a quote", many: "Why ask for a quote" },
  whyWork: { one: "Reason to work here", many: "Why work here" },
  quoteTips: { one: "Quote tip", many: "Quote tips" },
  tips: { one: "Tip", many: "Tips" },
  seeking: { one: "What we look for", many: "What we look for" },
  links: { one: "Link", many: "Links" },
  servedAreas: { one: "Area served", many: "Areas served" },
  stats: { one: "Figure", many: "Figures" },
  eventTypes: { one: "Event type", many: "Event types" },
  included: { one: "Included with every event", many: "Included with every event" },
  faqPage: { one: "FAQ page question", many: "FAQ page questions" },
  bookFaqs: { one: "Booking page question", many: "Booking page questions" },
  services: { one: "Service page", many: "Service pages" },
  locations: { one: "City page", many: "City pages" },
  legalPages: { one: "Legal page", many: "Legal pages" },
};

/** A text, or a part of the page that holds texts, by its segment's name. */
const fieldWords: Record<string, string> = {
  metaTitle: "Search-result title",
  metaDescription: "Search-result description",
  name: "Name",
  summary: "Summary on cards and lists",
  photoAlt: "Photo description",
  artAlt: "Drawing description",
  eyebrow: "Line above the headline",
  headline: "Headline",
  heading: "Heading",
  lead: "Line under the headline",
  heroIntro: "Introduction under the headline",
  intro: "Introduction",
  phonePrompt: "Words beside the phone number",
  emailPrompt: "Words beside the e-mail address",
  title: "Title",
  body: "Text",
  text: "Text",
  meta: "Small print",
  label: "Words",
  value: "Figure",
  question: "Question",
  answer: "Answer",
  role: "Role",
  expertise: "Local expertise",
  notice: "Notice",
  applyIntro: "Introduction to applying",
  formIntro: "Introduction to the form",
  officeNote: "Note about the office",
  locality: "City",
  region: "Region",
  // Parts of a page: the group a text sits in.
  hero: "Top of the page",
  mission: "Our mission",
  story: "Our story",
  speed: "Booking speed",
  finalCta: "Closing invitation",
  cta: "Invitation to book",
  primary: "Main button",
  secondary: "Second button",
  founder: "Founder",
  coo: "Chief operating officer",
  eventSupport: "Event support",
  closed: "When no position is open",
};

/** The page-texts screen's items that are a whole page or a part of one, by name. */
const itemWords: Record<string, string> = {
  readyBanner: "Ready-to-book banner",
  home: "Home page",
  about: "About page",
  bookPage: "Booking page",
  quotePage: "Quote page",
  contactPage: "Contact page",
  hoursPage: "Office hours page",
  testimonialsPage: "Testimonials page",
  faqIntro: "FAQ page introduction",
  careers: "Careers page",
  jobPosting: "Job posting, as search engines read it",
  privacy: "Privacy policy",
  terms: "Terms of service",
};

/** Texts a visitor does not see on the page but in a search engine's results. */
const searchFields = new Set(["metaTitle", "metaDescription"]);

/** A name the vocabulary lacks, in words all the same ("whyUs" → "Why us"); texts.test.ts holds the list complete. */
const humanize = (name: string) => {
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A list of the page-texts screen's items, in words: "Service pages", "Event types". */
export const listName = (list: string): string => listWords[list]?.many ?? humanize(list);

/** A part or field by its name alone, in words: "metaTitle" → "Search-result title", "landmarks" → "Landmarks". */
export const fieldWord = (name: string): string => fieldWords[name] ?? listWords[name]?.many ?? humanize(name);

/** An entry of a list, by the list's name and its position counted from 1: ("landmarks", 2) → "Landmark 2". */
export const entryWord = (list: string, position: number): string =>
  `${listWords[list]?.one ?? humanize(list)} ${position}`;

/** Whether the vocabulary names `segment`, a key's property name (the test's check that none is humanized). */
export const named = (segment: string) =>
  Object.hasOwn(listWords, segment) || Object.hasOwn(fieldWords, segment) || Object.hasOwn(itemWords, segment);

type Unit = { name: string; position?: number };

/** "sections 3 cards 2 title" as units: a name, with the position (counted from 1) of the entry it names. */
function unitsOf(parts: string[]): Unit[] {
  const units: Unit[] = [];
  for (const part of parts) {
    const last = units.at(-1);
    if (/^\d+$/.test(part) && last && last.position === undefined) last.position = Number(part);
    else units.push({ name: part });
  }
  return units;
}

const unitWords = (unit: Unit, parent?: Unit): string => {
  if (unit.position !== undefined) return `${listWords[unit.name]?.one ?? humanize(unit.name)} ${unit.position}`;
  // The hero's heading is the page's headline.
  if (unit.name === "heading" && parent?.name === "hero") return "Headline";
  return fieldWords[unit.name] ?? humanize(unit.name);
};

/** The words of a run of units: a question of a list of questions is "Question 3", its answer "Answer 3". */
function wordsOf(units: Unit[], parent?: Unit): string {
  const words: string[] = [];
  units.forEach((unit, i) => {
    const next = units[i + 1];
    const before = i === 0 ? parent : units[i - 1];
    if (
      unit.name === "faqs" &&
      unit.position !== undefined &&
      next &&
      (next.name === "question" || next.name === "answer")
    ) {
      return;
    }
    const asked = before?.name === "faqs" && before.position !== undefined;
    if (asked && (unit.name === "question" || unit.name === "answer")) {
      words.push(`${fieldWords[unit.name]} ${before.position}`);
    } else words.push(unitWords(unit, before));
  });
  return words.join(" · ");
}

/**
 * A text's name on the page-texts screen: the part of the page it is in (`group`) and its own name (`label`), from
 * where it sits in its item, each list entry counted from 1: ["hero", "heading"] → "Top of the page", "Headline";
 * ["sections", "3", "cards", "2", "title"] → "Section 3", "Card 2 · Title".
 */
export function textName(parts: string[]): { group: string; label: string } {
  const units = unitsOf(parts);
  const [first, ...rest] = units;
  if (!first) return { group: "Page basics", label: "Text" };
  if (rest.length) return { group: unitWords(first), label: wordsOf(rest, first) };
  if (first.position !== undefined) {
    return { group: listWords[first.name]?.many ?? humanize(first.name), label: unitWords(first) };
  }
  return { group: searchFields.has(first.name) ? "In search results" : "Page basics", label: unitWords(first) };
}

/** A text's name in one line, as the history's comparison and the preview's list say it: "Section 3 · Card 2 · Title". */
export function textTitle(parts: string[]): string {
  const { group, label } = textName(parts);
  return group === "Page basics" || group === "In search results" ? label : `${group} · ${label}`;
}

const shorten = (text: string) => (text.length > 48 ? `${text.slice(0, 47).trimEnd()}…` : text);

/**
 * An item of the page-texts screen in words: a page by its name ("Wedding Valet", "Home page"), an entry of a list
 * by its place and first words ("Event type 2: Corporate Events").
 */
export function itemName(list: string, key: string | null, position: number | null, title?: string): string {
  if (key && Object.hasOwn(itemWords, key)) return itemWords[key] as string;
  if (position === null) return title ?? itemWords[list] ?? humanize(list);
  const one = listWords[list]?.one ?? humanize(list);
  return title ? `${one} ${position}: ${shorten(title)}` : `${one} ${position}`;
}

/** Whether a label reads as a code key rather than words (texts.test.ts): camelCase, a path, a bare number, a slug. */
export const looksLikeCode = (label: string) =>
  /[a-z][A-Z]|›|[[\]{}/_]|\.\w|^\s*$|^\d+$|^[a-z]/.test(label) ||
  label.split(/\s+/).some((word) => /^[a-z0-9]+(-[a-z0-9]+)+$/.test(word) && !hyphenatedWords.has(word));
/** English words written with a hyphen, which a slug check would otherwise take for an address. */
const hyphenatedWords = new Set(["e-mail", "attendant-hour", "late-hours"]);
