import type { Lang } from "~/lib/lang";
import type * as blogEn from "./blog";
import { readingMinutes } from "./blog";
import type * as careersEn from "./careers";
import type * as companyEn from "./company";
import { nameArticles } from "./es/locations";
import type * as faqsEn from "./faqs";
import type * as legalEn from "./legal";
import type { ContentModules } from "./modules";
import type * as servicesEn from "./services";
import type { BlogPost, Location, ServicePage, Testimonial } from "./types";

/*
 * The content modules of each language (ADR 025). The Spanish modules in ./es mirror the English ones: the same
 * export names and types, checked here, where each language's set must satisfy `Content`. The city pages, the blog
 * and the testimonials say their structure once, in English: their Spanish modules hold only words, keyed by the
 * English slug or id, laid over the English entries here.
 */
export interface Content {
  company: typeof companyEn;
  services: typeof servicesEn & { getService: (slug: string) => ServicePage | undefined };
  faqs: typeof faqsEn;
  legal: typeof legalEn;
  careers: typeof careersEn;
  locations: Location[];
  blog: { categories: typeof blogEn.blogCategories; posts: BlogPost[]; comingSoonTopics: string[] };
  testimonials: (ids: readonly string[]) => Testimonial[];
}

function wordsFor<T>(words: Record<string, T>, key: string): T {
  const found = Object.hasOwn(words, key) ? words[key] : undefined;
  if (!found) throw new Error(`No Spanish words for "${key}"`);
  return found;
}

function spanishLocations(m: ContentModules): Location[] {
  return m.locationsEn.locations.map((city): Location => {
    const words = wordsFor(m.locationsEs.locationWords, city.slug);
    const [first, second] = city.serviceCards;
    return {
      ...city,
      ...words,
      serviceCards: [
        { ...first, ...words.serviceCards[0] },
        { ...second, ...words.serviceCards[1] },
      ],
    };
  });
}

function spanishPosts(m: ContentModules): BlogPost[] {
  return m.blogEn.blogPosts.map((post): BlogPost => {
    const words = wordsFor(m.blogEs.postWords, post.slug);
    const body = words.markdown ? [{ type: "p" as const, text: words.markdown }] : words.body;
    return { ...post, ...words, readTime: `${readingMinutes(body)} min de lectura` };
  });
}

/** Both languages' content over a set of the modules (a snapshot's, ~/content/live.ts, or the modules themselves). */
export function localize(m: ContentModules): Record<Lang, Content> {
  const testimonials = (ids: readonly string[]) =>
    ids.map((id) => {
      const found = m.testimonialsEn.testimonials.find((t) => t.id === id);
      if (!found) throw new Error(`Unknown testimonial id: ${id}`);
      return found;
    });
  const service = (list: ServicePage[]) => (slug: string) => list.find((s) => s.slug === slug);
  return {
    en: {
      company: m.companyEn,
      services: { ...m.servicesEn, getService: service(m.servicesEn.services) },
      faqs: m.faqsEn,
      legal: m.legalEn,
      careers: m.careersEn,
      locations: m.locationsEn.locations,
      blog: {
        categories: m.blogEn.blogCategories,
        posts: m.blogEn.blogPosts,
        comingSoonTopics: m.blogEn.comingSoonTopics,
      },
      testimonials,
    },
    es: {
      company: m.companyEs,
      services: { ...m.servicesEs, getService: service(m.servicesEs.services) },
      faqs: m.faqsEs,
      legal: m.legalEs,
      careers: m.careersEs,
      locations: spanishLocations(m),
      blog: {
        categories: m.blogEn.blogCategories.map((c) => ({ ...c, name: wordsFor(m.blogEs.categoryNames, c.slug) })),
        posts: spanishPosts(m),
        comingSoonTopics: m.blogEs.comingSoonTopics,
      },
      testimonials: (ids) =>
        testimonials(ids).map((t) => {
          // A review written in Spanish is shown as written; one written in English is marked as translated.
          const { translatedFrom, ...rest } = t;
          return {
            ...rest,
            ...wordsFor(m.testimonialsEs.testimonialWords, t.id),
            ...(translatedFrom ? {} : { translatedFrom: "en" }),
          };
        }),
    },
  };
}

/**
 * A city's name as a sentence says it after a preposition: "Santa Monica", "Santa Mónica", and in Spanish with the
 * article its name takes, "el Centro de Los Ángeles" (es/locations.ts, `nameArticles`).
 */
export function nameInSentence(city: Pick<Location, "slug" | "name">, lang: Lang): string {
  const article = lang === "es" && Object.hasOwn(nameArticles, city.slug) ? nameArticles[city.slug] : undefined;
  return article ? `${article} ${city.name}` : city.name;
}
