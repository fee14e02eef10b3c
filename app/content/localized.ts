import type { Lang } from "~/lib/lang";
import * as careersEn from "./careers";
import * as companyEn from "./company";
import * as careersEs from "./es/careers";
import * as companyEs from "./es/company";
import * as faqsEs from "./es/faqs";
import * as legalEs from "./es/legal";
import * as servicesEs from "./es/services";
import * as faqsEn from "./faqs";
import * as legalEn from "./legal";
import * as servicesEn from "./services";

/*
 * The content modules of each language (ADR 025). The Spanish modules in ./es mirror the English ones: the same
 * export names and types, checked here, where each language's set must satisfy `Content`.
 */
export interface Content {
  company: typeof companyEn;
  services: typeof servicesEn;
  faqs: typeof faqsEn;
  legal: typeof legalEn;
  careers: typeof careersEn;
}

const content: Record<Lang, Content> = {
  en: { company: companyEn, services: servicesEn, faqs: faqsEn, legal: legalEn, careers: careersEn },
  es: { company: companyEs, services: servicesEs, faqs: faqsEs, legal: legalEs, careers: careersEs },
};

/** The content of a page in this language. */
export function contentFor(lang: Lang): Content {
  return content[lang];
}
