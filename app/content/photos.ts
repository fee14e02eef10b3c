import type { Lang } from "../lib/lang";

/** Alt text for the fixed pages' hero photographs, unless content/images/photos.json describes the photo. */
export const heroPhotoAlt = {
  "home/hero": `A {company} attendant opening a guest's car door at an evening event in Los Angeles`,
  "about/hero": `The {company} team at work at a Los Angeles estate`,
  "services/hero": "Guests' cars arriving at a palm-lined Los Angeles venue at dusk",
} as const;

/** The same, for the Spanish twins of those pages (ADR 025); exported, so an edition reaches it (~/content/live.ts). */
export const heroPhotoAltEs: Record<keyof typeof heroPhotoAlt, string> = {
  "home/hero": `Un valet de {company} abre la puerta del auto de un invitado en un evento nocturno en Los Ángeles`,
  "about/hero": `El equipo de {company} trabajando en una residencia de Los Ángeles`,
  "services/hero": "Autos de invitados llegando al atardecer a un salón con palmeras en Los Ángeles",
};

/** A fixed page's hero photo alt text in the page's language. */
export const heroAlt = (slot: keyof typeof heroPhotoAlt, lang: Lang) =>
  (lang === "es" ? heroPhotoAltEs : heroPhotoAlt)[slot];

/**
 * Every slot a photograph in content/images can fill: its path there without the extension. A service's photo
 * is its page's hero and its card on /services; a post's is its card and its header.
 */
export function photoSlots({
  services,
  locations,
  posts,
}: Record<"services" | "locations" | "posts", Slugged>): string[] {
  return [
    ...Object.keys(heroPhotoAlt),
    ...services.map((s) => `services/${s.slug}`),
    ...locations.map((l) => `locations/${l.slug}`),
    ...posts.map((p) => `blog/${p.slug}`),
  ];
}

type Slugged = readonly { slug: string }[];

/**
 * Cities and posts describe their line art ("Line illustration of the Santa Monica coastline…"); a photograph in
 * its place is described by its subject.
 */
export function photoAltFromArt(artAlt: string): string {
  const subject = artAlt.replace(/^(Line illustration of |Ilustración lineal de )/, "");
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}
