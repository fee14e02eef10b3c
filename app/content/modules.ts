import * as siteConfig from "../config/site";
import * as blogEn from "./blog";
import * as careersEn from "./careers";
import * as companyEn from "./company";
import * as blogEs from "./es/blog";
import * as careersEs from "./es/careers";
import * as companyEs from "./es/company";
import * as faqsEs from "./es/faqs";
import * as legalEs from "./es/legal";
import * as locationsEs from "./es/locations";
import * as servicesEs from "./es/services";
import * as testimonialsEs from "./es/testimonials";
import * as faqsEn from "./faqs";
import * as hours from "./hours";
import * as legalEn from "./legal";
import * as locationsEn from "./locations";
import * as newsletterWords from "./newsletter-words";
import * as photos from "./photos";
import * as servicesEn from "./services";
import * as testimonialsEn from "./testimonials";
import * as ui from "./ui";

export type Tree = Record<string, unknown> | unknown[];

export const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

export function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (!isTree(value) || seen.has(value)) return value;
  seen.add(value);
  for (const child of Object.values(value)) deepFreeze(child, seen);
  return Object.freeze(value);
}

/**
 * The repository's content modules, by name: the seed an edition is built over (~/content/live.ts), frozen. Their
 * data is what the repository wrote, with the company's details and figures as placeholders.
 */
export const contentModules = {
  siteConfig,
  blogEn,
  blogEs,
  careersEn,
  careersEs,
  companyEn,
  companyEs,
  faqsEn,
  faqsEs,
  hours,
  legalEn,
  legalEs,
  locationsEn,
  locationsEs,
  newsletterWords,
  photos,
  servicesEn,
  servicesEs,
  testimonialsEn,
  testimonialsEs,
  ui,
};
// Each export's data, not the modules' namespaces (which cannot be frozen).
for (const exports of Object.values(contentModules)) for (const value of Object.values(exports)) deepFreeze(value);

/** A set of the modules' data, the repository's or a copy an edition is written into. */
export type ContentModules = typeof contentModules;

/** A deep copy of plain data; functions are kept as they are. */
export function copy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (isTree(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)])) as T;
  return value;
}

/** A copy of every module's exports: objects and arrays copied deep, functions and constants as they are. */
export const copyModules = (modules: ContentModules): ContentModules =>
  Object.fromEntries(
    Object.entries(modules).map(([name, exports]) => [
      name,
      Object.fromEntries(Object.entries(exports).map(([key, value]) => [key, copy(value)])),
    ]),
  ) as ContentModules;

/** Every exported object or array of a set of modules: what an edition writes into. */
export const treesOf = (modules: ContentModules): Tree[] =>
  Object.values(modules).flatMap((exports) => Object.values(exports).filter(isTree));
