import { describe, expect, it } from "vitest";
import { seedContent } from "../../tests/support/content";
import type { ContentDocument } from "./editable";
import { build, type ContentSnapshot } from "./live";
import { contentModules } from "./modules";
import { type TextModule, textAt, textItems, textModules, textsOf } from "./texts";

/** Builds `doc` as the server does; `current` is the snapshot the pages are then rendered from. */
let current: ContentSnapshot = seedContent();
const apply = (...args: Parameters<typeof build>) => {
  current = build(...args);
  return current;
};
const { modules: m } = seedContent();

const edition = (texts: ContentDocument["texts"]): ContentDocument => ({
  company: {},
  texts,
  testimonials: [],
  posts: [],
});

describe("page texts by key", () => {
  it("lists the words of every item in both languages, and no links, slugs or icons", () => {
    let count = 0;
    for (const module of Object.keys(textModules) as TextModule[]) {
      for (const item of textItems(m, module)) {
        for (const text of textsOf(m, module, item.path)) {
          count++;
          expect(textAt(m, text.key, "en"), text.key).toBe(text.en);
          expect(text.en, text.key).not.toMatch(/^(\/|https?:|tel:|mailto:)/);
        }
      }
    }
    expect(count).toBeGreaterThan(1_000);
    const wedding = textsOf(m, "services", "services[wedding-valet]");
    expect(wedding.some((t) => t.key.includes(".ids"))).toBe(false);
    expect(wedding.every((t) => t.es !== undefined)).toBe(true);
  });

  it("writes an edited text into both languages' pages, and the repository's back", () => {
    const key = "company/home.mission.heading";
    expect(textAt(m, key, "en")).toBe(m.companyEn.home.mission.heading);
    apply(edition([{ key, en: "Why We Park", es: "Por qué estacionamos" }]), "2026-11-27");
    expect(current.en.company.home.mission.heading).toBe("Why We Park");
    expect(current.es.company.home.mission.heading).toBe("Por qué estacionamos");
    expect(textAt(current.modules, key, "es")).toBe("Por qué estacionamos");
    apply(edition([]), "2026-11-27");
    expect(current.en.company.home.mission.heading).toBe("Our Mission");
    expect(contentModules.companyEs.home.mission.heading).toBe(textAt(current.modules, key, "es"));
  });

  it("reaches a city's Spanish words by its slug", () => {
    const [intro] = textsOf(m, "locations", "locations[malibu]").filter((t) => t.key.endsWith(".heroIntro"));
    expect(intro?.es).toBeTruthy();
    const edit = { key: intro?.key ?? "", en: "Malibu, our way.", es: "Malibú, a nuestra manera." };
    apply(edition([edit]), "2026-11-27");
    expect(current.es.locations.find((l) => l.slug === "malibu")?.heroIntro).toBe("Malibú, a nuestra manera.");
    expect(current.en.locations.find((l) => l.slug === "malibu")?.heroIntro).toBe("Malibu, our way.");
  });
});
