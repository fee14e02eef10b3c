import type { Lang } from "~/lib/lang";
import * as blogEn from "./blog";
import * as careersEn from "./careers";
import * as companyEn from "./company";
import * as blogEs from "./es/blog";
import * as careersEs from "./es/careers";
import * as companyEs from "./es/company";
import * as faqsEs from "./es/faqs";
import * as legalEs from "./es/legal";
import { locationWords, nameArticles } from "./es/locations";
import * as servicesEs from "./es/services";
import { testimonialWords } from "./es/testimonials";
import * as faqsEn from "./faqs";
import * as legalEn from "./legal";
import { generation } from "./live";
import * as locationsEn from "./locations";
import * as servicesEn from "./services";
import * as testimonialsEn from "./testimonials";
import type { BlogPost, Location, Testimonial } from "./types";

/*
 * The content modules of each language (ADR 025). The Spanish modules in ./es mirror the English ones: the same
 * export names and types, checked here, where each language's set must satisfy `Content`. The city pages, the blog
 * and the testimonials say their structure once, in English: their Spanish modules hold only words, keyed by the
 * English slug or id, laid over the English entries here.
 */
export interface Content {
  company: typeof companyEn;
  services: typeof servicesEn;
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

const spanishLocations = () =>
  locationsEn.locations.map((city): Location => {
    const words = wordsFor(locationWords, city.slug);
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

const spanishPosts = () =>
  blogEn.blogPosts.map((post): BlogPost => {
    const words = wordsFor(blogEs.postWords, post.slug);
    const body = words.markdown ? [{ type: "p" as const, text: words.markdown }] : words.body;
    return { ...post, ...words, readTime: `${blogEn.readingMinutes(body)} min de lectura` };
  });

/** Both languages' content, made again after each publication (~/content/live.ts). */
const build = (): Record<Lang, Content> => ({
  en: {
    company: companyEn,
    services: servicesEn,
    faqs: faqsEn,
    legal: legalEn,
    careers: careersEn,
    locations: locationsEn.locations,
    blog: { categories: blogEn.blogCategories, posts: blogEn.blogPosts, comingSoonTopics: blogEn.comingSoonTopics },
    testimonials: testimonialsEn.getTestimonials,
  },
  es: {
    company: companyEs,
    services: servicesEs,
    faqs: faqsEs,
    legal: legalEs,
    careers: careersEs,
    locations: spanishLocations(),
    blog: {
      categories: blogEn.blogCategories.map((c) => ({ ...c, name: wordsFor(blogEs.categoryNames, c.slug) })),
      posts: spanishPosts(),
      comingSoonTopics: blogEs.comingSoonTopics,
    },
    testimonials: (ids) =>
      testimonialsEn.getTestimonials(ids).map((t) => {
        // A review written in Spanish is shown as written; one written in English is marked as translated.
        const { translatedFrom, ...rest } = t;
        return { ...rest, ...wordsFor(testimonialWords, t.id), ...(translatedFrom ? {} : { translatedFrom: "en" }) };
      }),
  },
});

let built = { generation: -1, content: build() };

/** The content of a page in this language. */
export function contentFor(lang: Lang): Content {
  if (built.generation !== generation) built = { generation, content: build() };
  return built.content[lang];
}

/**
 * A city's name as a sentence says it after a preposition: "Santa Monica", "Santa Mónica", and in Spanish with the
 * article its name takes, "el Centro de Los Ángeles" (es/locations.ts, `nameArticles`).
 */
export function nameInSentence(city: Pick<Location, "slug" | "name">, lang: Lang): string {
  const article = lang === "es" && Object.hasOwn(nameArticles, city.slug) ? nameArticles[city.slug] : undefined;
  return article ? `${article} ${city.name}` : city.name;
}
