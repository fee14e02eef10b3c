import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { seedContent } from "../../tests/support/content";
import { blogPosts } from "./blog";
import type { ContentDocument, PostEdit, TestimonialEdit } from "./editable";
import { postWords } from "./es/blog";
import { legalPages } from "./legal";
import { applyDocument, build, type ContentSnapshot } from "./live";
import { localize } from "./localized";
import { contentModules } from "./modules";
import { homeTestimonialIds } from "./testimonials";
import type { BlogPost } from "./types";

/** Publishes `doc` as the server does; `current` is the snapshot the pages are then rendered from. */
let current: ContentSnapshot = seedContent();
const apply = (...args: Parameters<typeof applyDocument>) => {
  current = applyDocument(...args);
  return current;
};

const seedPhone = site.phone.display;
const edition = (doc: Partial<ContentDocument>): ContentDocument => ({
  company: {},
  texts: [],
  testimonials: [],
  posts: [],
  ...doc,
});
const texts = (value: unknown) => JSON.stringify(value);

afterEach(() => apply(edition({}), "2026-11-27"));

describe("an edition applied over the content modules", () => {
  it("puts the new phone wherever a text said the old one, and back again", () => {
    const before = texts(legalPages.privacy);
    expect(before).toContain(seedPhone);
    apply(edition({ company: { phone: "(213) 555-0199" } }), "2026-11-27");
    expect(site.phone.display).toBe("(213) 555-0199");
    expect(site.phone.e164).toBe("+12135550199");
    expect(apply(edition({ company: { phone: "(213) 555-0199" } }), "2026-11-27").links.tel).toBe("tel:+12135550199");
    expect(texts(legalPages.privacy)).not.toContain(seedPhone);
    expect(texts(current.es.legal)).toContain("(213) 555-0199");
    apply(edition({}), "2026-11-27");
    expect(texts(legalPages.privacy)).toBe(before);
  });

  it("replaces the legal name before the name it begins with, and only once", () => {
    apply(edition({ company: { name: "Golden Key Valet & Co", legalName: "GKV Holdings LLC" } }), "2026-11-27");
    expect(site.name).toBe("Golden Key Valet & Co");
    expect(site.legalName).toBe("GKV Holdings LLC");
    expect(texts(legalPages.privacy)).not.toContain("Golden Key Valet & Co & Co");
  });

  it("keeps the legal name the owner did not change, though the name inside it changed", () => {
    const legalName = site.legalName;
    apply(edition({ company: { name: "Silver Lot Parking" } }), "2026-11-27");
    expect(site.name).toBe("Silver Lot Parking");
    expect(site.legalName).toBe(legalName);
    expect(texts(legalPages.privacy)).toContain(legalName);
    expect(texts(legalPages.privacy)).not.toContain("Silver Lot Parking Parking");
  });

  it("changes only the placeholders: words that merely contain an old value stay as written", () => {
    const quoted: TestimonialEdit = {
      id: "quoted-old-name",
      rating: 5,
      text: { en: "Golden Key Valet at (310) 555-0147 saved our wedding.", es: "" },
      title: { en: "Bride", es: "" },
      author: "Ana R.",
      location: "Malibu",
      writtenIn: "en",
      places: ["testimonials"],
      hidden: false,
      verifiedSource: "",
      verifiedUrl: "",
    };
    apply(edition({ company: { name: "Silver Lot", phone: "(213) 555-0199" }, testimonials: [quoted] }), "2026-11-27");
    const shown = current.en.testimonials(["quoted-old-name"]);
    expect(shown[0]?.text).toBe("Golden Key Valet at (310) 555-0147 saved our wedding.");
    expect(texts(legalPages.privacy)).toContain("Silver Lot");
    expect(texts(legalPages.privacy)).toContain("(213) 555-0199");
  });

  it("adds a testimonial in both languages to the places chosen, and hides a repository one", () => {
    const added: TestimonialEdit = {
      id: "june-wedding-ana",
      rating: 5,
      author: "Ana P.",
      location: "Pasadena",
      title: { en: "Bride, June wedding", es: "Novia, boda en junio" },
      text: { en: "They were wonderful.", es: "Fueron maravillosos." },
      writtenIn: "es",
      places: ["home"],
      hidden: false,
      verifiedSource: "",
      verifiedUrl: "",
    };
    const hidden = { ...added, id: homeTestimonialIds[0] as string, hidden: true };
    const seedFirst = homeTestimonialIds[0];
    apply(edition({ testimonials: [added, hidden] }), "2026-11-27");
    expect(homeTestimonialIds).not.toContain(seedFirst);
    expect(homeTestimonialIds.at(-1)).toBe("june-wedding-ana");
    const en = current.en.testimonials(homeTestimonialIds).at(-1);
    const es = current.es.testimonials(homeTestimonialIds).at(-1);
    expect(en).toMatchObject({ text: "They were wonderful.", translatedFrom: "es" });
    expect(es).toMatchObject({ text: "Fueron maravillosos.", title: "Novia, boda en junio" });
    expect(es?.translatedFrom).toBeUndefined();
    apply(edition({}), "2026-11-27");
    expect(homeTestimonialIds[0]).toBe(seedFirst);
  });

  it("publishes a post on its date, newest first, in both languages", () => {
    const post: PostEdit = {
      slug: "june-wedding-recap",
      category: "behind-the-scenes",
      date: "2026-12-01",
      hidden: false,
      cover: "",
      coverAlt: { en: "", es: "" },
      title: { en: "A June wedding", es: "Una boda en junio" },
      excerpt: { en: "How it went.", es: "Cómo salió." },
      body: { en: "## Arrival\n\nGuests *arrived*.", es: "## Llegada\n\nLos invitados *llegaron*." },
    };
    const count = blogPosts.length;
    apply(edition({ posts: [post] }), "2026-11-30");
    expect(blogPosts).toHaveLength(count);
    apply(edition({ posts: [post] }), "2026-12-01");
    expect(blogPosts[0]?.slug).toBe("june-wedding-recap");
    expect(current.es.blog.posts[0]).toMatchObject({ title: "Una boda en junio", markdown: post.body.es });
    apply(edition({ posts: [] }), "2026-12-01");
    expect(blogPosts).toHaveLength(count);
    expect(postWords["june-wedding-recap"]).toBeUndefined();
  });
});

describe("a snapshot of all content", () => {
  const renamed = edition({ company: { name: "Silver Lot", phone: "(213) 555-0199" } });

  it("is built without touching the modules, and two stand side by side", () => {
    const modules = () => texts(localize(contentModules).en);
    const before = modules();
    const draft = build(renamed, "2026-11-27");
    const published = build(edition({}), "2026-11-27");
    expect(modules()).toBe(before);
    expect(site.name).toBe("Golden Key Valet");
    expect(draft.site.name).toBe("Silver Lot");
    expect(draft.links.tel).toBe("tel:+12135550199");
    expect(texts(draft.en.legal)).toContain("(213) 555-0199");
    expect(published.site.name).toBe("Golden Key Valet");
    expect(texts(published.en.legal)).not.toContain("(213) 555-0199");
  });

  it("is frozen all the way down", () => {
    const snapshot = build(renamed, "2026-11-27");
    expect(Object.isFrozen(snapshot.site.phone)).toBe(true);
    expect(Object.isFrozen(snapshot.es.locations[0]?.landmarks)).toBe(true);
    expect(() => {
      (snapshot.en.blog.posts as BlogPost[]).pop();
    }).toThrow(TypeError);
  });

  it("is what the modules say once it is laid over them", () => {
    const snapshot = apply(renamed, "2026-11-27");
    for (const lang of ["en", "es"] as const) expect(texts(localize(contentModules)[lang])).toBe(texts(snapshot[lang]));
    expect(site.name).toBe("Silver Lot");
    expect(snapshot.links.tel).toBe("tel:+12135550199");
  });
});
