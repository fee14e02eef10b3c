import type { Location } from "./types";

/*
 * The doorway-page rule for city pages: no two cities share a sentence of six words or more, and little of their
 * phrasing (4-word runs). content.test.ts holds the repository's cities to it; an edition's added cities are held to
 * it when the owner saves one and when the draft is published (app/content/structure.ts).
 */

/** The most of a city's 4-word phrases another city may share. */
export const MAX_OVERLAP = 0.08;

/** A city's own words, as one text, with its name left out (the name alone does not make two pages differ). */
export function cityText(city: Location): string {
  return [
    city.heroIntro,
    ...city.intro,
    ...city.specialServices,
    ...city.serviceCards.flatMap((c) => [c.title, c.body, ...(c.bullets ?? [])]),
    ...city.venues,
    ...city.logistics,
    city.expertise,
  ]
    .join(" ")
    .replaceAll(city.name, "CITY");
}

function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.slice(0, -3).map((_, i) => words.slice(i, i + 4).join(" ")));
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 6);

/** The sentences of six words or more both texts have (letter case aside), as `a` writes them. */
export function sharedSentences(a: string, b: string): string[] {
  const other = new Set(sentences(b).map((s) => s.toLowerCase()));
  return sentences(a).filter((s) => other.has(s.toLowerCase()));
}

/** The share of 4-word phrases the two texts have in common, of the shorter one's. */
export function phrasingOverlap(a: string, b: string): number {
  const sa = shingles(a);
  const sb = shingles(b);
  const size = Math.min(sa.size, sb.size);
  return size ? [...sa].filter((x) => sb.has(x)).length / size : 0;
}

/** What makes `city` read as a copy of one of `others`, one line each, naming the sentence or the city. */
export function doorwayProblems(where: string, city: Location, others: Location[]): string[] {
  const text = cityText(city);
  return others.flatMap((other) => {
    const theirs = cityText(other);
    const shared = sharedSentences(text, theirs).map(
      (s) => `${where}: the sentence "${s}" is also on the ${other.name} page; write it for this city.`,
    );
    const overlap = phrasingOverlap(text, theirs);
    if (overlap < MAX_OVERLAP) return shared;
    const percent = Math.round(overlap * 100);
    return [
      ...shared,
      `${where}: ${percent}% of its wording is also on the ${other.name} page (at most ${MAX_OVERLAP * 100}%); write it for this city.`,
    ];
  });
}
