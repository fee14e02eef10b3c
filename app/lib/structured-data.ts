import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  LocalBusiness,
  OpeningHoursSpecification,
  Review,
  Service,
  Thing,
  WebPage,
} from "schema-dts";
import { type JobPosting as JobPostingContent, postingDates } from "~/content/careers";
import type { OpeningHours } from "~/content/hours";
import type { ContentSnapshot } from "~/content/live";
import { nameInSentence } from "~/content/localized";
import type { BlogPost, Faq, Location, ServicePage, Testimonial } from "~/content/types";
import type { ui } from "~/content/ui";
import { type Lang, langOf, langTags, localizePath } from "~/lib/lang";
import { datesInOrder } from "~/lib/office-hours";
import { onLosAngelesClock, sameHours } from "~/lib/office-hours-text";
import type { ClientReview } from "~/lib/reviews/published";

/*
 * One graph per page: the business (one @id, the same on every page), the page itself, and what the page is
 * about (a service, the service in one city, questions, a post, a job). Pages reference the business by @id.
 */

export const businessId = (siteUrl: string) => `${siteUrl}/#business`;

/**
 * What the graph says of the company: the request's snapshot (~/content/live.ts), or any part of one that carries
 * the company's details, its hours, its testimonials and the frame's words.
 */
export type GraphContent = Pick<ContentSnapshot, "site" | "hours" | "ui" | "reviews"> & {
  modules: { testimonialsEn: Pick<ContentSnapshot["modules"]["testimonialsEn"], "testimonials"> };
};

type Company = Pick<ContentSnapshot["site"], "name" | "address">;

/**
 * Reviews of real clients (ADR 016): testimonials a client gave where anyone can read them, and the reviews the
 * site's own clients wrote through a review request (a confirmed booking's) that the owner approved and the client
 * agreed to publish. Sample and unverified testimonials never qualify.
 */
export const verifiedReviews = (
  all: readonly Testimonial[],
  company: Pick<Company, "name">,
  clients: readonly ClientReview[],
): Testimonial[] => [
  ...all.filter((t) => t.verified),
  ...clients.map(
    (r): Testimonial => ({
      id: `review-${r.id}`,
      rating: r.rating,
      text: r.text,
      author: r.name,
      title: r.serviceType,
      location: "",
      verified: { source: company.name },
    }),
  ),
];

/**
 * The business, with every field Google's local-business guidance asks for, described in the page's language by
 * the footer's tagline. Each page's graph carries it whole (a reference by @id alone does not travel between pages).
 * A rating appears only over verified reviews.
 */
export function business(
  siteUrl: string,
  content: GraphContent,
  lang: Lang = "en",
  reviews?: readonly Testimonial[],
): LocalBusiness {
  const { site } = content;
  const { address } = site;
  reviews ??= verifiedReviews(content.modules.testimonialsEn.testimonials, site, content.reviews.reviews);
  const rated = reviews.length
    ? {
        aggregateRating: {
          "@type": "AggregateRating" as const,
          ratingValue: (reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length).toFixed(1),
          reviewCount: reviews.length,
          bestRating: 5,
          worstRating: 1,
        },
        review: reviews.map(
          (r): Review => ({
            "@type": "Review",
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5 },
            author: { "@type": "Person", name: r.author },
            reviewBody: r.text,
            ...(r.verified?.url ? { url: r.verified.url } : {}),
          }),
        ),
      }
    : {};
  return {
    "@type": "LocalBusiness",
    "@id": businessId(siteUrl),
    name: site.name,
    legalName: site.legalName,
    description: content.ui[lang].footer.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.png`,
    image: `${siteUrl}/og/home.png`,
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.founded.year),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: { "@type": "AdministrativeArea", name: "Los Angeles County, California" },
    openingHoursSpecification: openingHoursSpecification(content.hours),
    ...specialHours(content.hours),
    sameAs: site.social.map((s) => s.url),
    ...rated,
  };
}

/**
 * One specification per set of days with the same hours. Local hours carry no offset: search engines read them on
 * the business's own (Los Angeles) clock.
 */
export const openingHoursSpecification = (hours: OpeningHours): OpeningHoursSpecification[] =>
  sameHours(hours).map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days,
    opens: onLosAngelesClock(g.opens, hours),
    closes: onLosAngelesClock(g.closes, hours),
  }));

/**
 * The owner's closures and special hours, one specification per date; a closure opens and closes at midnight, as
 * search engines read a closed day.
 */
export function specialOpeningHoursSpecification(hours: OpeningHours): OpeningHoursSpecification[] {
  return datesInOrder(hours).map(({ date, hours: day }) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: date,
    validThrough: date,
    opens: day ? onLosAngelesClock(day.opens, hours) : "00:00",
    closes: day ? onLosAngelesClock(day.closes, hours) : "00:00",
  }));
}

/** The business's special hours, when it has any. */
const specialHours = (hours: OpeningHours) => {
  const special = specialOpeningHoursSpecification(hours);
  return special.length ? { specialOpeningHoursSpecification: special } : {};
};

const ref = (siteUrl: string) => ({ "@id": businessId(siteUrl) });

export function webPage(siteUrl: string, path: string, name: string, description: string): WebPage {
  return {
    "@type": "WebPage",
    "@id": `${siteUrl}${path}#webpage`,
    url: `${siteUrl}${path}`,
    name,
    description,
    inLanguage: langTags[langOf(path)],
    publisher: ref(siteUrl),
    about: ref(siteUrl),
  };
}

const home = (lang: Lang, words: Pick<typeof ui, Lang>) => ({
  name: words[lang].header.home,
  path: localizePath("/", lang),
});

/** The trail to a page from the home page, named in `words` (the snapshot's `ui`). */
export function breadcrumbs(
  siteUrl: string,
  trail: readonly { name: string; path: string }[],
  words: Pick<ContentSnapshot["ui"], Lang>,
): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [home(langOf(trail[0]?.path ?? "/"), words), ...trail].map((crumb, i) => ({
      "@type": "ListItem" as const,
      position: i + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}

/** The business's valet service (by @id, the page's), as one page names and describes it, serving `areaServed`. */
function valetService(
  siteUrl: string,
  path: string,
  { name, description, areaServed }: Pick<Service, "name" | "description" | "areaServed">,
): Service {
  return {
    "@type": "Service",
    "@id": `${siteUrl}${path}#service`,
    name,
    description,
    serviceType: "Valet Parking Services",
    url: `${siteUrl}${path}`,
    provider: ref(siteUrl),
    areaServed,
  };
}

export function serviceNode(siteUrl: string, path: string, service: ServicePage): Service {
  return valetService(siteUrl, path, {
    name: service.name,
    description: service.summary,
    areaServed: { "@type": "AdministrativeArea", name: "Los Angeles County, California" },
  });
}

/** The business's valet service in one city: the same business (by @id), serving that area. */
export function cityService(siteUrl: string, path: string, city: Location): Service {
  return valetService(siteUrl, path, {
    name:
      langOf(path) === "es"
        ? `Valet parking en ${nameInSentence(city, "es")}`
        : `Valet Parking in ${nameInSentence(city, "en")}`,
    description: city.metaDescription,
    areaServed: {
      "@type": "City",
      name: city.name,
      containedInPlace: {
        "@type": "State",
        name: "California",
        address: { "@type": "PostalAddress", addressCountry: "US" },
      },
    },
  });
}

export function faqPage(faqs: readonly Faq[]): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question" as const,
      name: f.question,
      acceptedAnswer: { "@type": "Answer" as const, text: f.answer },
    })),
  };
}

export function blogPosting(siteUrl: string, path: string, post: BlogPost): BlogPosting {
  return {
    "@type": "BlogPosting",
    "@id": `${siteUrl}${path}#article`,
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Organization", name: post.author, url: `${siteUrl}${localizePath("/about", langOf(path))}` },
    publisher: ref(siteUrl),
    mainEntityOfPage: `${siteUrl}${path}`,
    image: `${siteUrl}/og/blog.png`,
    inLanguage: langTags[langOf(path)],
  };
}

/** The posting in force today, or nothing once hiring has closed (a stale posting must leave search results). */
export function jobPosting(
  siteUrl: string,
  job: JobPostingContent,
  today: Date,
  site: Company,
): JobPosting | undefined {
  const dates = postingDates(job, today);
  if (!dates) return undefined;
  return {
    "@type": "JobPosting",
    title: job.title,
    description: job.description.map((p) => `<p>${p}</p>`).join(""),
    ...dates,
    employmentType: job.employmentTypes,
    hiringOrganization: { "@type": "Organization", "@id": businessId(siteUrl), name: site.name, sameAs: `${siteUrl}/` },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.street,
        addressLocality: job.locality,
        addressRegion: job.region,
        postalCode: site.address.postalCode,
        addressCountry: "US",
      },
    },
    directApply: true,
  };
}

/** A page's graph: the business first, then the page's own nodes, which refer to it by @id. */
export function graph(
  { siteUrl, content, lang }: { siteUrl: string; content: GraphContent; lang: Lang },
  ...nodes: (Thing | undefined)[]
) {
  return {
    "@context": "https://schema.org",
    "@graph": [business(siteUrl, content, lang), ...nodes.filter(Boolean)],
  };
}
