import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { publishing } from "../../tests/support/content";
import { edition, postEdit, testimonialEdit } from "../../tests/support/editions";
import { build } from "./live";
import { localize } from "./localized";
import { contentModules } from "./modules";
import type { BlogPost } from "./types";

const server = publishing();
const { apply } = server;
const privacy = () => server.current.modules.legalEn.legalPages.privacy;

const seedPhone = site.phone.display;
const texts = (value: unknown) => JSON.stringify(value);

describe("an edition built over the content modules", () => {
  it("puts the new phone wherever a text said the old one, and back again", () => {
    const before = texts(privacy());
    expect(before).toContain(seedPhone);
    apply(edition({ company: { phone: "(213) 555-0199" } }), "2026-11-27");
    expect(server.current.site.phone.display).toBe("(213) 555-0199");
    expect(server.current.site.phone.e164).toBe("+12135550199");
    expect(apply(edition({ company: { phone: "(213) 555-0199" } }), "2026-11-27").links.tel).toBe("tel:+12135550199");
    expect(texts(privacy())).not.toContain(seedPhone);
    expect(texts(server.current.es.legal)).toContain("(213) 555-0199");
    apply(edition({}), "2026-11-27");
    expect(texts(privacy())).toBe(before);
  });

  it("replaces the legal name before the name it begins with, and only once", () => {
    apply(edition({ company: { name: "Golden Key Valet & Co", legalName: "GKV Holdings LLC" } }), "2026-11-27");
    expect(server.current.site.name).toBe("Golden Key Valet & Co");
    expect(server.current.site.legalName).toBe("GKV Holdings LLC");
    expect(texts(privacy())).not.toContain("Golden Key Valet & Co & Co");
  });

  it("keeps the legal name the owner did not change, though the name inside it changed", () => {
    const legalName = site.legalName;
    apply(edition({ company: { name: "Silver Lot Parking" } }), "2026-11-27");
    expect(server.current.site.name).toBe("Silver Lot Parking");
    expect(server.current.site.legalName).toBe(legalName);
    expect(texts(privacy())).toContain(legalName);
    expect(texts(privacy())).not.toContain("Silver Lot Parking Parking");
  });

  it("changes only the placeholders: words that merely contain an old value stay as written", () => {
    const quoted = testimonialEdit("quoted-old-name", {
      text: { en: "Golden Key Valet at (310) 555-0147 saved our wedding.", es: "" },
      title: { en: "Bride", es: "" },
      author: "Ana R.",
      location: "Malibu",
      places: ["testimonials"],
    });
    apply(edition({ company: { name: "Silver Lot", phone: "(213) 555-0199" }, testimonials: [quoted] }), "2026-11-27");
    const shown = server.current.en.testimonials(["quoted-old-name"]);
    expect(shown[0]?.text).toBe("Golden Key Valet at (310) 555-0147 saved our wedding.");
    expect(texts(privacy())).toContain("Silver Lot");
    expect(texts(privacy())).toContain("(213) 555-0199");
  });

  it("adds a testimonial in both languages to the places chosen, and hides a repository one", () => {
    const added = testimonialEdit("june-wedding-ana", {
      author: "Ana P.",
      location: "Pasadena",
      title: { en: "Bride, June wedding", es: "Novia, boda en junio" },
      text: { en: "They were wonderful.", es: "Fueron maravillosos." },
      writtenIn: "es",
      places: ["home"],
    });
    const seedIds = contentModules.testimonialsEn.homeTestimonialIds;
    const seedFirst = seedIds[0];
    const hidden = { ...added, id: seedFirst as string, hidden: true };
    apply(edition({ testimonials: [added, hidden] }), "2026-11-27");
    const ids = server.current.modules.testimonialsEn.homeTestimonialIds;
    expect(ids).not.toContain(seedFirst);
    expect(ids.at(-1)).toBe("june-wedding-ana");
    const en = server.current.en.testimonials(ids).at(-1);
    const es = server.current.es.testimonials(ids).at(-1);
    expect(en).toMatchObject({ text: "They were wonderful.", translatedFrom: "es" });
    expect(es).toMatchObject({ text: "Fueron maravillosos.", title: "Novia, boda en junio" });
    expect(es?.translatedFrom).toBeUndefined();
    expect(seedIds[0]).toBe(seedFirst);
    expect(apply(edition({}), "2026-11-27").modules.testimonialsEn.homeTestimonialIds[0]).toBe(seedFirst);
  });

  it("publishes a post on its date, newest first, in both languages", () => {
    const post = postEdit("june-wedding-recap", {
      date: "2026-12-01",
      excerpt: { en: "How it went.", es: "Cómo salió." },
      body: { en: "## Arrival\n\nGuests *arrived*.", es: "## Llegada\n\nLos invitados *llegaron*." },
    });
    const count = contentModules.blogEn.blogPosts.length;
    expect(apply(edition({ posts: [post] }), "2026-11-30").modules.blogEn.blogPosts).toHaveLength(count);
    apply(edition({ posts: [post] }), "2026-12-01");
    expect(server.current.modules.blogEn.blogPosts[0]?.slug).toBe("june-wedding-recap");
    expect(server.current.es.blog.posts[0]).toMatchObject({ title: "Una boda en junio", markdown: post.body.es });
    apply(edition({ posts: [] }), "2026-12-01");
    expect(server.current.modules.blogEn.blogPosts).toHaveLength(count);
    expect(server.current.modules.blogEs.postWords["june-wedding-recap"]).toBeUndefined();
    expect(contentModules.blogEs.postWords["june-wedding-recap"]).toBeUndefined();
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

  it("leaves the repository's modules as written: read-only seed data, with placeholders", () => {
    build(renamed, "2026-11-27");
    expect(Object.isFrozen(contentModules.legalEn.legalPages.privacy)).toBe(true);
    expect(texts(contentModules.legalEn.legalPages.privacy)).toContain("{company}");
    expect(texts(contentModules.legalEn.legalPages.privacy)).not.toContain("Silver Lot");
  });
});
