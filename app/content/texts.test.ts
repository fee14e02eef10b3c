import { describe, expect, it } from "vitest";
import { publishing, seedContent } from "../../tests/support/content";
import { edition } from "../../tests/support/editions";
import { contentModules } from "./modules";
import { indexablePaths } from "./routes-index";
import { looksLikeCode, named } from "./text-labels";
import {
  fieldHref,
  fieldId,
  isWordsKey,
  itemOfKey,
  pageOfItem,
  type TextModule,
  textAt,
  textItems,
  textModules,
  textsOf,
} from "./texts";

const server = publishing();
const { apply } = server;
const { modules: m } = seedContent();

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
    apply(edition({ texts: [{ key, en: "Why We Park", es: "Por qué estacionamos" }] }), "2026-11-27");
    expect(server.current.en.company.home.mission.heading).toBe("Why We Park");
    expect(server.current.es.company.home.mission.heading).toBe("Por qué estacionamos");
    expect(textAt(server.current.modules, key, "es")).toBe("Por qué estacionamos");
    apply(edition({}), "2026-11-27");
    expect(server.current.en.company.home.mission.heading).toBe("Our Mission");
    expect(contentModules.companyEs.home.mission.heading).toBe(textAt(server.current.modules, key, "es"));
  });

  it("reaches a city's Spanish words by its slug", () => {
    const [intro] = textsOf(m, "locations", "locations[malibu]").filter((t) => t.key.endsWith(".heroIntro"));
    expect(intro?.es).toBeTruthy();
    const edit = { key: intro?.key ?? "", en: "Malibu, our way.", es: "Malibú, a nuestra manera." };
    apply(edition({ texts: [edit] }), "2026-11-27");
    expect(server.current.es.locations.find((l) => l.slug === "malibu")?.heroIntro).toBe("Malibú, a nuestra manera.");
    expect(server.current.en.locations.find((l) => l.slug === "malibu")?.heroIntro).toBe("Malibu, our way.");
  });
});

describe("page texts named in words", () => {
  it("labels every text, part and item of every screen in words, never a code key", () => {
    const codeLike: string[] = [];
    const unnamed = new Set<string>();
    for (const module of Object.keys(textModules) as TextModule[]) {
      for (const item of textItems(m, module)) {
        for (const label of [item.label, item.list]) {
          if (looksLikeCode(label)) codeLike.push(`${module} item ${item.path}: "${label}"`);
        }
        for (const text of textsOf(m, module, item.path)) {
          // Both languages' fields carry the same name: the Spanish one is the English one's twin.
          expect(text.es === undefined || textAt(m, text.key, "es") === text.es, text.key).toBe(true);
          for (const label of [text.group, text.label]) {
            if (looksLikeCode(label)) codeLike.push(`${text.key}: "${label}"`);
          }
          const below = text.key.slice(text.key.indexOf(item.path) + item.path.length);
          for (const name of below.replace(/\[[^\]]*\]/g, "").match(/[A-Za-z]\w*/g) ?? [])
            if (!named(name)) unnamed.add(name);
        }
      }
    }
    expect(codeLike).toEqual([]);
    // A name the vocabulary lacks would be said by humanizing its key ("whyUs" → "Why us"): add it to the words.
    expect([...unnamed]).toEqual([]);
  });

  it("says positions as a person counts, and the headline as a headline", () => {
    const wedding = textsOf(m, "services", "services[wedding-valet]");
    const name = (suffix: string) => wedding.find((t) => t.key.endsWith(suffix));
    expect(name(".hero.heading")).toMatchObject({ group: "Top of the page", label: "Headline" });
    expect(name(".hero.eyebrow")).toMatchObject({ label: "Line above the headline" });
    expect(name("].metaTitle")).toMatchObject({ group: "In search results", label: "Search-result title" });
    expect(name("].metaDescription")?.label).toBe("Search-result description");
    expect(name("].photoAlt")?.label).toBe("Photo description");
    expect(name(".faqs[2].answer")).toMatchObject({ group: expect.stringMatching(/^Section \d$/), label: "Answer 3" });
    expect(textsOf(m, "company", "home").find((t) => t.key.endsWith("mission.paragraphs[1]"))).toMatchObject({
      group: "Our mission",
      label: "Paragraph 2",
    });
    const items = textItems(m, "services").map((i) => i.label);
    expect(items).toContain("Wedding Valet");
    expect(items.find((l) => l.startsWith("Event type 1"))).toBe("Event type 1: Wedding Valet");
    expect(textItems(m, "legal").map((i) => i.label)).toEqual(["Privacy policy", "Terms of service"]);
  });

  it("offers no slug, date or code as words: a city list, a service named by slug, a posting's dates", () => {
    for (const module of Object.keys(textModules) as TextModule[]) {
      for (const item of textItems(m, module)) {
        for (const text of textsOf(m, module, item.path)) {
          expect(text.en, text.key).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$|^\d{4}-\d{2}-\d{2}$|^[A-Z]+_[A-Z]+$/);
          expect(isWordsKey(text.key), text.key).toBe(true);
        }
      }
    }
    expect(isWordsKey("services/services[wedding-valet].sections[4].cities[0]")).toBe(false);
    expect(isWordsKey("careers/jobPosting.firstPosted")).toBe(false);
  });

  it("leads from a text's key to its item, its field and its page", () => {
    const key = "services/services[wedding-valet].hero.heading";
    expect(itemOfKey(m, key)).toEqual({
      module: "services",
      item: { path: "services[wedding-valet]", label: "Wedding Valet", list: "Service pages", page: true },
    });
    expect(fieldHref("services", "services[wedding-valet]", key)).toBe(
      `/staff/content/pages?module=services&item=services%5Bwedding-valet%5D&field=${encodeURIComponent(key)}#${fieldId(key)}`,
    );
    expect(fieldId(key)).toMatch(/^field-[\w-]+$/);
    expect(pageOfItem("services", "services[wedding-valet]")).toBe("/services/wedding-valet");
    expect(pageOfItem("locations", "locations[malibu]")).toBe("/locations/malibu");
    expect(pageOfItem("legal", "legalPages[terms]")).toBe("/terms");
    expect(pageOfItem("faqs", "bookFaqs[0]")).toBe("/book");
    const paths = new Set(indexablePaths(seedContent()));
    for (const module of Object.keys(textModules) as TextModule[]) {
      for (const item of textItems(m, module)) {
        const page = pageOfItem(module, item.path);
        expect(page && paths.has(page), `${module} ${item.path}`).toBe(true);
        expect(itemOfKey(m, textsOf(m, module, item.path)[0]?.key ?? "")?.item.path).toBe(item.path);
      }
    }
  });
});
