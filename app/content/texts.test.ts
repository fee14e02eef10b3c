import { afterEach, describe, expect, it } from "vitest";
import { home } from "./company";
import type { ContentDocument } from "./editable";
import { home as homeEs } from "./es/company";
import { applyDocument } from "./live";
import { contentFor } from "./localized";
import { type TextModule, textAt, textItems, textModules, textsOf } from "./texts";

const edition = (texts: ContentDocument["texts"]): ContentDocument => ({
  company: {},
  texts,
  testimonials: [],
  posts: [],
});
afterEach(() => applyDocument(edition([]), "2026-11-27"));

describe("page texts by key", () => {
  it("lists the words of every item in both languages, and no links, slugs or icons", () => {
    let count = 0;
    for (const module of Object.keys(textModules) as TextModule[]) {
      for (const item of textItems(module)) {
        for (const text of textsOf(module, item.path)) {
          count++;
          expect(textAt(text.key, "en"), text.key).toBe(text.en);
          expect(text.en, text.key).not.toMatch(/^(\/|https?:|tel:|mailto:)/);
        }
      }
    }
    expect(count).toBeGreaterThan(1_000);
    const wedding = textsOf("services", "services[wedding-valet]");
    expect(wedding.some((t) => t.key.includes(".ids"))).toBe(false);
    expect(wedding.every((t) => t.es !== undefined)).toBe(true);
  });

  it("writes an edited text into both languages' pages, and the repository's back", () => {
    const key = "company/home.mission.heading";
    expect(textAt(key, "en")).toBe(home.mission.heading);
    applyDocument(edition([{ key, en: "Why We Park", es: "Por qué estacionamos" }]), "2026-11-27");
    expect(contentFor("en").company.home.mission.heading).toBe("Why We Park");
    expect(contentFor("es").company.home.mission.heading).toBe("Por qué estacionamos");
    applyDocument(edition([]), "2026-11-27");
    expect(home.mission.heading).toBe("Our Mission");
    expect(homeEs.mission.heading).toBe(textAt(key, "es"));
  });

  it("reaches a city's Spanish words by its slug", () => {
    const [intro] = textsOf("locations", "locations[malibu]").filter((t) => t.key.endsWith(".heroIntro"));
    expect(intro?.es).toBeTruthy();
    const edit = { key: intro?.key ?? "", en: "Malibu, our way.", es: "Malibú, a nuestra manera." };
    applyDocument(edition([edit]), "2026-11-27");
    expect(contentFor("es").locations.find((l) => l.slug === "malibu")?.heroIntro).toBe("Malibú, a nuestra manera.");
    expect(contentFor("en").locations.find((l) => l.slug === "malibu")?.heroIntro).toBe("Malibu, our way.");
  });
});
