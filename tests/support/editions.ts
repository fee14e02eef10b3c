import type { ContentDocument, PostEdit, TestimonialEdit } from "~/content/editable";

/*
 * For the unit tests: the owner's edition and the items it adds, built once for
 * every suite that compares, checks, publishes or builds editions.
 */

/** An edition that changes nothing but `doc`. */
export const edition = (doc: Partial<ContentDocument> = {}): ContentDocument => ({
  company: {},
  texts: [],
  testimonials: [],
  posts: [],
  ...doc,
});

/** A shown five-star testimonial in both languages, with `change`. */
export const testimonialEdit = (id: string, change: Partial<TestimonialEdit> = {}): TestimonialEdit => ({
  id,
  rating: 5,
  author: "Maria G.",
  location: "Beverly Hills",
  title: { en: "Bride", es: "Novia" },
  text: { en: "Flawless.", es: "Impecable." },
  writtenIn: "en",
  places: ["home", "testimonials"],
  hidden: false,
  verifiedSource: "",
  verifiedUrl: "",
  ...change,
});

/** A shown post in both languages, with `change`. */
export const postEdit = (slug: string, change: Partial<PostEdit> = {}): PostEdit => ({
  slug,
  category: "behind-the-scenes",
  date: "2026-11-20",
  hidden: false,
  cover: "",
  coverAlt: { en: "", es: "" },
  title: { en: "A June wedding", es: "Una boda en junio" },
  excerpt: { en: "How we parked 300 cars.", es: "Cómo estacionamos 300 autos." },
  body: { en: "# Hello", es: "# Hola" },
  ...change,
});
