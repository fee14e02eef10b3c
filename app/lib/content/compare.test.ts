import { describe, expect, it } from "vitest";
import { samplePricing } from "~/content/pricing";
import { emptyProof } from "~/content/proof-edit";
import { looksLikeCode } from "~/content/text-labels";
import { edition, postEdit as post, testimonialEdit as testimonial } from "../../../tests/support/editions";
import { compareDocuments } from "./compare";

describe("compareDocuments", () => {
  it("finds nothing between equal editions", () => {
    const doc = edition({ company: { phone: "(213) 555-0199" }, testimonials: [testimonial("maria-g")] });
    expect(compareDocuments(doc, structuredClone(doc))).toEqual([]);
    expect(compareDocuments(edition({}), edition({}))).toEqual([]);
  });

  it("names each changed company detail, a bilingual one by language, and one only one edition sets", () => {
    const before = edition({
      company: { phone: "(310) 555-0147", liabilityCoverage: { en: "$2 million", es: "2 millones de dólares" } },
    });
    const after = edition({
      company: {
        phone: "(213) 555-0199",
        liabilityCoverage: { en: "$3 million", es: "2 millones de dólares" },
        yearsExperience: 15,
      },
    });
    expect(compareDocuments(before, after)).toEqual([
      { path: "Company details › Phone", before: "(310) 555-0147", after: "(213) 555-0199" },
      { path: "Company details › Insurance amount › English", before: "$2 million", after: "$3 million" },
      { path: "Company details › Years of experience", before: null, after: "15" },
    ]);
  });

  it("matches testimonials by id and posts by slug, whatever their order", () => {
    const before = edition({
      testimonials: [testimonial("maria-g"), testimonial("james-k")],
      posts: [post("june-wedding"), post("gala-night")],
    });
    const after = edition({
      testimonials: [testimonial("james-k", { hidden: true, author: "Maria G." }), testimonial("maria-g")],
      posts: [post("gala-night"), post("june-wedding", { title: { en: "A June wedding", es: "Una boda" } })],
    });
    expect(compareDocuments(before, after)).toEqual([
      { path: "Testimonial by Maria G. › Hidden", before: "no", after: "yes" },
      { path: "Post “A June wedding” › Title › Spanish", before: "Una boda en junio", after: "Una boda" },
    ]);
  });

  it("shows every field of an item only one edition has against nothing, and lists as text", () => {
    const added = compareDocuments(edition({}), edition({ testimonials: [testimonial("new-one")] }));
    expect(added).toContainEqual({ path: "Testimonial by Maria G. › Address", before: null, after: "new-one" });
    expect(added).toContainEqual({
      path: "Testimonial by Maria G. › Words › Spanish",
      before: null,
      after: "Impecable.",
    });
    expect(added).toContainEqual({
      path: "Testimonial by Maria G. › Shown on",
      before: null,
      after: "home, testimonials",
    });
    expect(added.every((change) => change.before === null)).toBe(true);
    const removed = compareDocuments(edition({ posts: [post("old-news")] }), edition({}));
    expect(removed).toContainEqual({
      path: "Post “A June wedding” › Article › English",
      before: "# Hello",
      after: null,
    });
    expect(removed.every((change) => change.after === null)).toBe(true);
    const emptied = compareDocuments(
      edition({ testimonials: [testimonial("a")] }),
      edition({ testimonials: [testimonial("a", { places: [] })] }),
    );
    expect(emptied).toEqual([
      { path: "Testimonial by Maria G. › Shown on", before: "home, testimonials", after: "(none)" },
    ]);
  });

  it("keeps the owner's text as it is, markup included (the page escapes it)", () => {
    const script = "<script>alert(1)</script>";
    const changes = compareDocuments(edition({}), edition({ company: { eventsServed: script } }));
    expect(changes).toEqual([{ path: "Company details › Events served", before: null, after: script }]);
  });

  it("names a page text as the page-texts screen does, and no field by its code key", () => {
    const key = "services/services[wedding-valet].hero.heading";
    const changes = compareDocuments(
      edition({}),
      edition({
        texts: [{ key, en: "Weddings", es: "Bodas" }],
        faqs: [
          {
            list: "faq",
            entries: [{ question: { en: "Q?", es: "¿P?" }, answer: { en: "A.", es: "R." }, links: [] }],
          },
        ],
        company: { legalName: "Silver Lot LLC" },
      }),
    );
    expect(changes).toContainEqual({
      path: "Page texts › Wedding Valet › Top of the page › Headline › English",
      before: null,
      after: "Weddings",
    });
    expect(changes).toContainEqual({
      path: "FAQ page questions › Question 1 › Answer › Spanish",
      before: null,
      after: "R.",
    });
    for (const { path } of changes) {
      for (const part of path.split(" › ")) expect(looksLikeCode(part), path).toBe(false);
    }
  });

  it("names the pricing rules as the pricing screen does, a city's permit by its city wherever it sits", () => {
    const beverlyHills = samplePricing.permits.find((p) => p.city === "Beverly Hills");
    if (!beverlyHills) throw new Error("the sample rules have no Beverly Hills permit");
    const others = samplePricing.permits.filter((p) => p !== beverlyHills);
    const after = structuredClone({
      ...samplePricing,
      hourlyRate: samplePricing.hourlyRate + 5,
      showPublicRange: !samplePricing.showPublicRange,
      // Beverly Hills moved to the end of the list: only its lead time changed.
      permits: [...others, { ...beverlyHills, lead: beverlyHills.lead + 24, unit: "workingDays" as const }],
    });
    const changes = compareDocuments(edition({ pricing: samplePricing }), edition({ pricing: after }));
    expect(changes).toEqual(
      [
        {
          path: "Pricing › Rates › Show visitors the price range",
          before: samplePricing.showPublicRange ? "yes" : "no",
          after: samplePricing.showPublicRange ? "no" : "yes",
        },
        {
          path: "Pricing › Rates › Rate per attendant-hour",
          before: String(samplePricing.hourlyRate),
          after: String(samplePricing.hourlyRate + 5),
        },
        {
          path: "Pricing › City permits › Beverly Hills › Lead time in",
          before: beverlyHills.unit === "hours" ? "Hours before the event" : "City working days before the event",
          after: "City working days before the event",
        },
        {
          path: "Pricing › City permits › Beverly Hills › Lead time",
          before: String(beverlyHills.lead),
          after: String(beverlyHills.lead + 24),
        },
      ].filter((change) => change.before !== change.after),
    );
    // Rules saved for the first time: every field against nothing, none by its code name.
    const first = compareDocuments(edition({}), edition({ pricing: samplePricing }));
    expect(first).toContainEqual({
      path: "Pricing › Usual length of each event › Usual length: Charity gala",
      before: null,
      after: String(samplePricing.lengths.Charity),
    });
    expect(first).toContainEqual({
      path: "Pricing › Surcharges › Peak dates' name (Spanish)",
      before: null,
      after: samplePricing.peak.label.es,
    });
    expect(first).toContainEqual({
      path: "Pricing › City permits › Beverly Hills › Fee line › Spanish",
      before: null,
      after: beverlyHills.feeLine.es,
    });
    for (const { path } of first) {
      expect(path).not.toMatch(/permits\.|hourlyRate|\.\d|lengths\.|feeLine/);
      for (const part of path.split(" › ")) expect(looksLikeCode(part), path).toBe(false);
    }
  });

  it("names the proof as the proof screen does: each entry by its name, a portrait by its photograph", () => {
    const portrait = (photo: string) => ({ photo, widths: [400] });
    const before = {
      ...emptyProof(),
      team: [
        { name: "Ana Ruiz", role: { en: "Coordinator", es: "Coordinadora" }, portrait: portrait("0123456789abcdef") },
      ],
    };
    const after = {
      ...emptyProof(),
      founders: { founder: portrait("fedcba9876543210") },
      team: [
        {
          name: "Ana Ruiz",
          role: { en: "Coordinator", es: "Coordinadora de eventos" },
          portrait: portrait("0123456789abcdef"),
        },
      ],
      reviews: [{ network: "Google", url: "https://g.page/golden-key", rating: 4.9, count: 120 }],
    };
    const changes = compareDocuments(edition({ proof: before }), edition({ proof: after }));
    expect(changes.map((c) => c.path)).toEqual([
      "Proof › Team › Ana Ruiz › Role (Spanish)",
      expect.stringMatching(/^Proof › Founders › [^›]+ › Portrait$/),
      "Proof › Review profiles › Google › Platform",
      "Proof › Review profiles › Google › Address",
      "Proof › Review profiles › Google › Rating",
      "Proof › Review profiles › Google › Number of reviews",
    ]);
    expect(changes[0]).toEqual({
      path: "Proof › Team › Ana Ruiz › Role (Spanish)",
      before: "Coordinadora",
      after: "Coordinadora de eventos",
    });
    for (const { path } of changes) {
      for (const part of path.split(" › ")) expect(looksLikeCode(part), path).toBe(false);
    }
  });
});
