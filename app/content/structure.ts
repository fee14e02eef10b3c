import { type Lang, localizePath } from "../lib/lang";
import { doorwayProblems } from "./city-uniqueness";
import type { AddedCity, ContentDocument, FaqEntryEdit, FaqListEdit, FaqListId } from "./editable";
import * as locationsEs from "./es/locations";
import * as locationsEn from "./locations";
import type { ContentModules } from "./modules";
import * as servicesEn from "./services";
import type { Faq, Href, Location, LocationWords } from "./types";

/*
 * The structure an edition may change (docs/content.md): the FAQ lists (/faq, /book, each service page), which
 * the owner adds to, edits, removes from and orders, the FAQ page's introduction, and the careers posting (open or
 * closed, its dates), the city pages retired and those added. An edited FAQ list is the owner's whole list in both languages;
 * the repository's stays until then. Written by ~/content/live.ts into a copy of the modules, like the rest of an
 * edition.
 */

type FaqModules = Pick<ContentModules, "faqsEn" | "faqsEs" | "servicesEn" | "servicesEs">;

/** The array a page reads for `list`, in one language, in a set of the modules. */
function faqArray(list: FaqListId, lang: Lang, modules: FaqModules): Faq[] {
  const faqs = lang === "es" ? modules.faqsEs : modules.faqsEn;
  const services = lang === "es" ? modules.servicesEs : modules.servicesEn;
  if (list === "faq") return faqs.faqPage;
  if (list === "book") return faqs.bookFaqs;
  const section = services.services.find((s) => s.slug === list)?.sections.find((s) => s.kind === "faq");
  if (section?.kind !== "faq") throw new Error(`The service "${list}" has no FAQ section`);
  return section.faqs;
}

/** The key of a list's entries among the page texts (~/content/texts.ts): "faqs/faqPage", then "[2].question". */
export function faqTextsKey(list: FaqListId): string {
  if (list === "faq") return "faqs/faqPage";
  if (list === "book") return "faqs/bookFaqs";
  const sections = servicesEn.services.find((s) => s.slug === list)?.sections ?? [];
  return `services/services[${list}].sections[${sections.findIndex((s) => s.kind === "faq")}].faqs`;
}

/** The key of the FAQ page's introduction among the page texts. */
export const faqIntroKey = "faqs/faqIntro.text";

/** A list as a set of the modules holds it (a snapshot's, or the repository's), as the owner's entries. */
export function faqListEdit(list: FaqListId, modules: FaqModules): FaqListEdit {
  const spanish = faqArray(list, "es", modules);
  const entries = faqArray(list, "en", modules).map((faq, i): FaqEntryEdit => {
    const es = spanish[i];
    return {
      question: { en: faq.question, es: es?.question ?? "" },
      answer: { en: faq.answer, es: es?.answer ?? "" },
      links: (faq.links ?? []).map((link, j) => ({
        label: { en: link.label, es: es?.links?.[j]?.label ?? "" },
        href: link.href,
      })),
    };
  });
  return { list, entries };
}

/** The FAQ page's introduction as a set of the modules holds it. */
export const faqIntroEdit = (modules: Pick<ContentModules, "faqsEn" | "faqsEs">) => ({
  en: modules.faqsEn.faqIntro.text,
  es: modules.faqsEs.faqIntro.text,
});

function faqOf(entry: FaqEntryEdit, lang: Lang): Faq {
  const links = entry.links.map((link) => ({
    label: link.label[lang] || link.label.en,
    href: localizePath(link.href, lang) as Href,
  }));
  return {
    question: entry.question[lang] || entry.question.en,
    answer: entry.answer[lang] || entry.answer.en,
    ...(links.length ? { links } : {}),
  };
}

/** The repository's cities, as the module was loaded: before any edition retired one. */
export const repositoryCities = locationsEn.locations.map((city) => ({ slug: city.slug, name: city.name }));

/** The repository's city pages in each language, as written: what an added city must not read like. */
const repositoryPages: Record<Lang, Location[]> = {
  en: structuredClone(locationsEn.locations),
  es: locationsEn.locations.map((city) => {
    const words = structuredClone(locationsEs.locationWords[city.slug]) as LocationWords;
    const [first, second] = city.serviceCards;
    return {
      ...structuredClone(city),
      ...words,
      serviceCards: [
        { ...first, ...words.serviceCards[0] },
        { ...second, ...words.serviceCards[1] },
      ],
    };
  }),
};

/** The key of a city's texts among the page texts: a retired city has none. */
export const cityTextsKey = (slug: string) => `locations/locations[${slug}]`;

/** Each problem with the edition's retired cities: a city of the repository, sent to a city still shown or /services. */
export function retiredCityProblems(doc: ContentDocument): string[] {
  const retired = doc.retiredCities ?? [];
  const gone = new Set(retired.map((c) => c.slug));
  const known = (slug: string) => repositoryCities.some((city) => city.slug === slug);
  const added = (slug: string) => (doc.addedCities ?? []).some((city) => city.slug === slug);
  const problems = retired.flatMap(({ slug, redirect }, i) => {
    if (!known(slug)) return [`retiredCities › ${i} › slug: the site has no city "${slug}".`];
    if (redirect === "services" || added(redirect) || (known(redirect) && !gone.has(redirect))) return [];
    return [`retiredCities › ${i} › redirect: choose a city still shown, or the services page.`];
  });
  if (repositoryCities.every((city) => gone.has(city.slug)) && !doc.addedCities?.length) {
    problems.push("retiredCities: keep at least one city.");
  }
  return problems;
}

/** Each problem with the edition's added cities: an address another city (or an old address of one) has. */
export function addedCityProblems(doc: ContentDocument): string[] {
  return (doc.addedCities ?? []).flatMap(({ slug }, i) =>
    repositoryCities.some((city) => city.slug === slug) || Object.hasOwn(locationsEn.locationAliases, slug)
      ? [`addedCities › ${i} › slug: the site already has a city at /locations/${slug}; choose another address.`]
      : [],
  );
}

/** An added city's page in one language; a Spanish text still empty shows the English one. */
export function addedCityPage(city: AddedCity, lang: Lang): Location {
  const say = (text: { en: string; es: string }) => (lang === "es" && text.es) || text.en;
  const card = (c: AddedCity["serviceCards"][number]) => ({
    title: say(c.title),
    body: say(c.body),
    bullets: c.bullets.map(say),
    icon: c.icon,
  });
  return {
    slug: city.slug,
    name: say(city.name),
    inHeader: city.inHeader,
    metaTitle: say(city.metaTitle),
    metaDescription: say(city.metaDescription),
    heading: say(city.heading),
    heroIntro: say(city.heroIntro),
    artAlt: say(city.artAlt),
    landmarks: city.landmarks.map(say),
    intro: city.intro.map(say),
    specialServices: city.specialServices.map(say),
    serviceCards: [card(city.serviceCards[0]), card(city.serviceCards[1])],
    venues: city.venues.map(say),
    logistics: city.logistics.map(say),
    expertise: say(city.expertise),
    updated: city.updated,
  };
}

/**
 * What makes an added city read like another city's page, in either language: against the repository's cities still
 * shown and the other added ones. With `slug`, only that city (as it is saved); else each added city against those
 * before it too (as the draft is published). A Spanish page still missing is checked once it is written.
 */
export function cityDoorwayProblems(doc: ContentDocument, slug?: string): string[] {
  const added = doc.addedCities ?? [];
  const gone = new Set((doc.retiredCities ?? []).map((c) => c.slug));
  return added.flatMap((city, i) => {
    if (slug !== undefined && city.slug !== slug) return [];
    const others = slug === undefined ? added.slice(0, i) : added.filter((c) => c.slug !== slug);
    return (["en", "es"] as const).flatMap((lang) => {
      if (lang === "es" && !city.intro.every((p) => p.es)) return [];
      const shown = repositoryPages[lang].filter((c) => !gone.has(c.slug));
      const where = `City "${city.slug}" (${lang === "en" ? "English" : "Spanish"})`;
      return doorwayProblems(where, addedCityPage(city, lang), [
        ...shown,
        ...others.map((c) => addedCityPage(c, lang)),
      ]);
    });
  });
}

/**
 * Writes the edition's FAQ lists, the FAQ introduction, the careers posting and the retired and added cities into
 * `m`, a copy of the modules. A retired city leaves the list every page, menu and the sitemap read; its address redirects. An
 * added city joins that list, and the Spanish words are laid over it as the repository's are.
 */
export function applyStructure(m: ContentModules, doc: ContentDocument): void {
  for (const { slug, redirect } of doc.retiredCities ?? []) {
    const at = m.locationsEn.locations.findIndex((city) => city.slug === slug);
    if (at >= 0) m.locationsEn.locations.splice(at, 1);
    m.locationsEn.retiredLocations[slug] = redirect === "services" ? "/services" : `/locations/${redirect}`;
  }
  // An added city joins the list after the repository's: the header's menu keeps the spec's order first.
  for (const city of doc.addedCities ?? []) {
    m.locationsEn.locations.push(addedCityPage(city, "en"));
    const { slug: _, inHeader: __, updated: ___, ...words } = addedCityPage(city, "es");
    m.locationsEs.locationWords[city.slug] = words;
  }
  for (const { list, entries } of doc.faqs ?? []) {
    for (const lang of ["en", "es"] as const) {
      const faqs = faqArray(list, lang, m);
      faqs.splice(0, faqs.length, ...entries.map((entry) => faqOf(entry, lang)));
    }
  }
  if (doc.faqIntro) {
    m.faqsEn.faqIntro.text = doc.faqIntro.en;
    m.faqsEs.faqIntro.text = doc.faqIntro.es || doc.faqIntro.en;
  }
  if (doc.careers) {
    // The Spanish posting is its own copy of the English one's dates (~/content/es/careers.ts).
    for (const job of [m.careersEn.jobPosting, m.careersEs.jobPosting]) {
      job.open = doc.careers.open;
      job.firstPosted = doc.careers.posted;
      job.closesOn = doc.careers.closes || null;
    }
  }
}
