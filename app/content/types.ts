/**
 * Shapes of the site's content. Pages are templates over these; the sitemap, structured data,
 * navigation and e-mails read the same modules.
 */

/** A link inside the site ("/book") or a tel:/mailto: link. */
export type Href = `/${string}` | `tel:${string}` | `mailto:${string}`;

export interface Cta {
  label: string;
  href: Href;
}

export interface Faq {
  question: string;
  /** Plain text; paragraphs separated by a blank line. */
  answer: string;
  /** Optional in-site links rendered after the answer. */
  links?: Cta[];
}

export interface Card {
  title: string;
  body: string;
  bullets?: string[];
  /** A short figure shown on the card, e.g. "100–500 guests". */
  meta?: string;
  icon?: IconName;
}

export type IconName =
  | "key"
  | "shield"
  | "star"
  | "clock"
  | "users"
  | "car"
  | "calendar"
  | "sparkle"
  | "rings"
  | "briefcase"
  | "glass"
  | "hotel"
  | "gift"
  | "heart"
  | "map"
  | "phone"
  | "check"
  | "badge";

export interface Testimonial {
  id: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** First name and last initial, e.g. "Sarah M." */
  author: string;
  /** Role or event, e.g. "Bride", "General Manager, The Aster Hotel". */
  title: string;
  /** Area, e.g. "Beverly Hills". */
  location: string;
  /**
   * Set only for a review a real client gave, where anyone can check it. Only these reach search engines as
   * review markup and a rating (docs/decisions/016-honest-reviews.md); the rest are shown on the site only.
   */
  verified?: { source: string; url?: string };
  /** Written for the launch template, not said by a client: `npm run check:launch` fails while one is shown. */
  sample?: true;
  /** Set on a translation: the language the client wrote in, shown as "Traducido del inglés". */
  translatedFrom?: "en" | "es";
}

/** One block of a service page, rendered in order. */
export type ServiceSection =
  | { kind: "prose"; heading: string; paragraphs: string[] }
  | { kind: "cards"; heading: string; intro?: string; cards: Card[] }
  | { kind: "steps"; heading: string; intro?: string; steps: { title: string; body: string }[] }
  | { kind: "checklist"; heading: string; intro?: string; items: string[] }
  | { kind: "locations"; heading: string; intro?: string; cities: string[] }
  | { kind: "testimonials"; heading: string; ids: string[] }
  | { kind: "faq"; heading: string; faqs: Faq[] }
  | { kind: "banner"; heading: string; body: string; cta: Cta };

export interface ServicePage {
  slug: string;
  /** Full name, e.g. "Wedding Valet". */
  name: string;
  /** Unique <title> text (without the company name suffix). */
  metaTitle: string;
  /** Unique meta description, 120-160 characters. */
  metaDescription: string;
  /** One sentence used on cards and in structured data. */
  summary: string;
  icon: IconName;
  /** Alt text for the service's photograph (content/images/services/<slug>), unless photos.json gives one. */
  photoAlt?: string;
  hero: { eyebrow: string; heading: string; intro: string };
  sections: ServiceSection[];
  /** ISO date of the last content change, for the sitemap. */
  updated: string;
}

/** The line drawings of Los Angeles scenes (SceneArt) that blog posts and some pages choose from. */
export type Scene = "coast" | "hills" | "skyline" | "estates" | "boulevard" | "gardens";

export interface Location {
  slug: string;
  /** "Santa Monica" */
  name: string;
  /** Shown in the header Locations dropdown (the spec's 11). */
  inHeader: boolean;
  metaTitle: string;
  metaDescription: string;
  /** Hero heading: "Valet Parking in Santa Monica, California" */
  heading: string;
  heroIntro: string;
  /** Alt text describing the hero's drawing (app/components/art/Scene.tsx) in local terms. */
  artAlt: string;
  /** At least three real local landmarks. */
  landmarks: string[];
  /** Two or three paragraphs about serving this city, naming its landmarks. */
  intro: string[];
  /** Exactly four specialised services. */
  specialServices: string[];
  /** Exactly two service cards, each with three bullets. */
  serviceCards: [Card, Card];
  /** Kinds of venues the team typically works at here (real venue types or well-known public venues). */
  venues: string[];
  /** Local logistics: streets, parking rules, traffic patterns, staging, permits. One or two paragraphs. */
  logistics: string[];
  /** An expertise box: why the team knows this city. */
  expertise: string;
  updated: string;
}

export interface BlogCategory {
  slug: string;
  name: string;
}

export interface BlogPost {
  slug: string;
  title: string;
  metaDescription: string;
  excerpt: string;
  /** Category slug. */
  category: string;
  /** ISO date */
  date: string;
  readTime: string;
  author: string;
  art: Scene;
  artAlt: string;
  /** The article body: headings and paragraphs in order. */
  body: ({ type: "p"; text: string } | { type: "h2"; text: string } | { type: "ul"; items: string[] })[];
  /** A post written in the staff area: its body in Markdown (shown instead of `body`). */
  markdown?: string;
  /** A post written in the staff area: its cover, an uploaded photograph's id. */
  cover?: string;
}

export interface LegalPage {
  slug: "privacy" | "terms";
  title: string;
  metaDescription: string;
  /** ISO date */
  effective: string;
  intro: string;
  sections: { heading: string; paragraphs: string[]; items?: string[] }[];
}

/*
 * The words of a page in another language, over the English entry's structure: slugs, icons, art, categories,
 * dates and flags are said once, in English, and the Spanish modules hold only text (keyed by the English slug or
 * id; content.test.ts checks every key matches).
 */

/** A card's words: everything but its icon. */
export type CardWords = Omit<Card, "icon">;

/** A city page's words. */
export type LocationWords = Omit<Location, "slug" | "inHeader" | "updated" | "serviceCards"> & {
  serviceCards: [CardWords, CardWords];
};

/** A blog post's words. */
export type BlogPostWords = Omit<BlogPost, "slug" | "category" | "date" | "art" | "readTime">;

/** A testimonial's words in another language: a translation, shown marked as one. */
export type TestimonialWords = Pick<Testimonial, "text" | "title" | "location">;
