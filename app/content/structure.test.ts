import { afterEach, describe, expect, it } from "vitest";
import { photoFor } from "~/components/ui/Photo";
import { compareDocuments } from "~/lib/content/compare";
import { checkDocument } from "~/lib/content/store.server";
import { addedCity } from "../../tests/support/added-city";
import { publishing, seedContent } from "../../tests/support/content";
import { edition } from "../../tests/support/editions";
import { postingDates } from "./careers";
import {
  addedCitySchema,
  careersSchema,
  contentDocumentSchema,
  describeIssues,
  type FaqEntryEdit,
  faqListSchema,
  missingSpanish,
} from "./editable";
import { contentModules } from "./modules";
import { siteNavigation } from "./navigation";
import { photoSlots } from "./photos";
import { indexablePaths } from "./routes-index";
import { cityDoorwayProblems, faqListEdit } from "./structure";

const server = publishing();
const { apply } = server;
const m = () => server.current.modules;

const TODAY = "2026-11-27";
const snapshot = () =>
  JSON.stringify([
    server.current.en,
    server.current.es,
    m().careersEn,
    m().careersEs,
    m().faqsEn.faqIntro,
    m().faqsEs.faqIntro,
  ]);
const valets: FaqEntryEdit = {
  question: { en: "Do you park electric cars?", es: "¿Estacionan autos eléctricos?" },
  answer: { en: "Yes, every attendant is trained on them.", es: "Sí, cada valet sabe manejarlos." },
  links: [{ label: { en: "Book Online", es: "Reservar en línea" }, href: "/book" }],
};

afterEach(() => apply(edition({}), TODAY));

describe("the FAQ and careers sections of an edition", () => {
  it("checks each field, with a message a person can act on", () => {
    const bad = faqListSchema.safeParse({
      list: "faq",
      entries: [{ ...valets, question: { en: "", es: "" }, links: [{ label: { en: "x", es: "x" }, href: "//evil" }] }],
    });
    expect(bad.success).toBe(false);
    expect(describeIssues(bad.error as never)).toEqual([
      "entries › 0 › question › en: Enter the question.",
      "entries › 0 › links › 0 › href: A path of this site (e.g. /book), tel: or mailto:.",
    ]);
    expect(describeIssues(faqListSchema.safeParse({ list: "faq", entries: [] }).error as never)).toEqual([
      "entries: Keep at least one question.",
    ]);
    expect(faqListSchema.safeParse({ list: "nowhere", entries: [valets] }).success).toBe(false);
    const dates = careersSchema.safeParse({ open: true, posted: "2026-10-01", closes: "2026-09-30" });
    expect(describeIssues(dates.error as never)).toEqual([
      "closes: The closing date cannot come before the posting date.",
    ]);
    expect(careersSchema.safeParse({ open: false, posted: "2026-10-1", closes: "" }).success).toBe(false);
    const twice = contentDocumentSchema.safeParse(
      edition({ faqs: [faqListEdit("book", m()), faqListEdit("book", m())] as never }),
    );
    expect(describeIssues(twice.error as never)).toEqual(['faqs › 1: Two FAQ lists use "book".']);
  });

  it("keeps a list or an introduction with a missing Spanish text from being published", () => {
    const list = { list: "faq" as const, entries: [{ ...valets, answer: { en: "Yes.", es: "" } }] };
    expect(missingSpanish(edition({ faqs: [list], faqIntro: { en: "Hello.", es: "" } }))).toEqual([
      "FAQ page: introduction",
      'FAQ "faq" question 1: answer',
    ]);
  });

  it("leaves every page as the repository wrote it when the edition changes nothing", () => {
    const before = snapshot();
    apply(edition({ faqs: [faqListEdit("faq", m()), faqListEdit("wedding-valet", m())] }), TODAY);
    expect(snapshot()).toBe(before);
    apply(edition({}), TODAY);
    expect(snapshot()).toBe(before);
  });

  it("adds, removes and reorders the questions of a list in both languages, and back again", () => {
    const seed = faqListEdit("faq", m()).entries;
    const [first, second, third] = seed as [FaqEntryEdit, FaqEntryEdit, FaqEntryEdit];
    apply(edition({ faqs: [{ list: "faq", entries: [third, first, valets] }] }), TODAY);
    expect(m().faqsEn.faqPage.map((f) => f.question)).toEqual([
      third.question.en,
      first.question.en,
      valets.question.en,
    ]);
    expect(m().faqsEs.faqPage.map((f) => f.question)).toEqual([
      third.question.es,
      first.question.es,
      valets.question.es,
    ]);
    expect(m().faqsEn.faqPage.map((f) => f.question)).not.toContain(second.question.en);
    // A link is written once, as the English path: the Spanish page links to the Spanish twin.
    expect(server.current.es.faqs.faqPage[2]?.links).toEqual([{ label: "Reservar en línea", href: "/es/book" }]);
    expect(m().faqsEn.bookFaqs).toHaveLength(6);
    apply(edition({}), TODAY);
    expect(m().faqsEn.faqPage).toHaveLength(seed.length);
    expect(m().faqsEn.faqPage[1]?.question).toBe(second.question.en);
  });

  it("edits a service page's questions and the FAQ page's introduction", () => {
    apply(
      edition({
        faqs: [{ list: "charity-gala", entries: [valets] }],
        faqIntro: { en: "Our answers.", es: "Nuestras respuestas." },
      }),
      TODAY,
    );
    const faqsOf = (lang: "en" | "es") =>
      server.current[lang].services.services
        .find((s) => s.slug === "charity-gala")
        ?.sections.flatMap((s) => (s.kind === "faq" ? s.faqs.map((f) => f.question) : []));
    expect(faqsOf("en")).toEqual([valets.question.en]);
    expect(faqsOf("es")).toEqual([valets.question.es]);
    expect(server.current.en.faqs.faqIntro.text).toBe("Our answers.");
    expect(server.current.es.faqs.faqIntro.text).toBe("Nuestras respuestas.");
  });

  it("refuses a page text inside a list or introduction the edition sets whole", () => {
    const doc = edition({
      faqs: [{ list: "book", entries: [valets] }],
      faqIntro: { en: "Our answers.", es: "Nuestras respuestas." },
      texts: [
        { key: "faqs/bookFaqs[0].answer", en: "Yes, all of them.", es: "Sí, todos." },
        { key: "faqs/faqIntro.text", en: "Hello.", es: "Hola." },
        { key: "faqs/faqPage[0].answer", en: "Everywhere.", es: "En todas partes." },
      ],
    });
    expect(checkDocument(doc)).toEqual({
      ok: false,
      problems: [
        'texts › 0 › key: "faqs/bookFaqs[0].answer" is edited on the FAQ screen (/staff/content/faq); change it there.',
        'texts › 1 › key: "faqs/faqIntro.text" is edited on the FAQ screen (/staff/content/faq); change it there.',
      ],
    });
  });

  it("closes the careers posting in both languages: no posting is in force", () => {
    const today = new Date(`${TODAY}T12:00:00Z`);
    expect(postingDates(m().careersEn.jobPosting, today)).not.toBeNull();
    apply(edition({ careers: { open: false, posted: "2026-10-01", closes: TODAY } }), TODAY);
    expect(postingDates(server.current.en.careers.jobPosting, today)).toBeNull();
    expect(postingDates(server.current.es.careers.jobPosting, today)).toBeNull();
    apply(edition({ careers: { open: true, posted: "2026-11-02", closes: "2026-12-15" } }), TODAY);
    expect(postingDates(m().careersEs.jobPosting, today)).toEqual({
      datePosted: "2026-11-02",
      validThrough: "2026-12-15",
    });
    apply(edition({}), TODAY);
    expect(m().careersEs.jobPosting).toMatchObject({ open: true, firstPosted: "2026-10-01", closesOn: null });
  });

  it("survives export and import as JSON, and the history names each changed field", () => {
    const doc = edition({
      faqs: [{ list: "faq", entries: [valets] }],
      faqIntro: { en: "Our answers.", es: "Nuestras respuestas." },
      careers: { open: false, posted: "2026-10-01", closes: TODAY },
    });
    expect(checkDocument(JSON.parse(JSON.stringify(doc)))).toEqual({ ok: true, document: doc });
    const moved = { ...valets, links: [{ ...valets.links[0], href: "/quote" }] } as FaqEntryEdit;
    const after = { ...doc, faqs: [{ list: "faq" as const, entries: [moved, valets] }], careers: undefined };
    expect(compareDocuments(doc, after)).toEqual([
      { path: "FAQ page questions › Question 1 › Link 1 › Goes to", before: "/book", after: "/quote" },
      ...[
        "Question › English",
        "Question › Spanish",
        "Answer › English",
        "Answer › Spanish",
        "Link 1 › Words › English",
      ]
        .concat(["Link 1 › Words › Spanish", "Link 1 › Goes to"])
        .map((field) => ({
          path: `FAQ page questions › Question 2 › ${field}`,
          before: null,
          after: expect.any(String),
        })),
      { path: "Careers posting › Open", before: "no", after: null },
      { path: "Careers posting › Posted on", before: "2026-10-01", after: null },
      { path: "Careers posting › Closes on", before: TODAY, after: null },
    ]);
  });

  it("retires a city: its page leaves both languages, the menus, the lists and the sitemap, and redirects", () => {
    const count = contentModules.locationsEn.locations.length;
    const retired = apply(edition({ retiredCities: [{ slug: "bel-air", redirect: "beverly-hills" }] }), TODAY);
    for (const lang of ["en", "es"] as const) {
      expect(server.current[lang].locations.map((l) => l.slug)).not.toContain("bel-air");
      expect(JSON.stringify(siteNavigation(retired, lang))).not.toContain("/locations/bel-air");
    }
    expect(indexablePaths(retired).filter((p) => p.includes("bel-air"))).toEqual([]);
    expect(m().locationsEn.locations).toHaveLength(count - 1);
    expect(m().locationsEn.retiredLocations).toEqual({ "bel-air": "/locations/beverly-hills" });
    apply(edition({}), TODAY);
    expect(m().locationsEn.locations).toHaveLength(count);
    expect(m().locationsEn.retiredLocations).toEqual({});
    expect(indexablePaths(seedContent())).toContain("/es/locations/bel-air");
  });

  it("refuses a retired city the site never had, a redirect to a retired city, and a retired city's texts", () => {
    const doc = edition({
      retiredCities: [
        { slug: "atlantis", redirect: "services" },
        { slug: "bel-air", redirect: "malibu" },
        { slug: "malibu", redirect: "services" },
      ],
      texts: [{ key: "locations/locations[malibu].heroIntro", en: "Sea.", es: "Mar." }],
    });
    expect(checkDocument(doc)).toEqual({
      ok: false,
      problems: [
        'texts › 0 › key: "locations/locations[malibu].heroIntro" is a text of a retired city; bring the city back first.',
        'retiredCities › 0 › slug: the site has no city "atlantis".',
        "retiredCities › 1 › redirect: choose a city still shown, or the services page.",
      ],
    });
  });
});

describe("a city the owner adds", () => {
  const slug = addedCity.slug;

  it("checks each field and the template's structure", () => {
    expect(addedCitySchema.parse(addedCity)).toEqual(addedCity);
    const bad = addedCitySchema.safeParse({
      ...addedCity,
      slug: "San Gabriel",
      name: { en: "", es: "" },
      landmarks: addedCity.landmarks.slice(0, 2),
      specialServices: addedCity.specialServices.slice(0, 3),
      serviceCards: [{ ...addedCity.serviceCards[0], icon: "rocket" }, addedCity.serviceCards[1]],
    });
    expect(describeIssues(bad.error as never)).toEqual([
      "slug: Lower-case letters, digits and single hyphens only (e.g. june-wedding).",
      "name › en: Enter the city's name.",
      "landmarks: At least 3 landmarks.",
      "specialServices: Four specialised services.",
      "serviceCards › 0 › icon: Choose an icon.",
    ]);
    expect(contentDocumentSchema.safeParse(edition({ addedCities: [addedCity, addedCity] })).success).toBe(false);
  });

  it("gets its page in both languages, joins the menus, the lists, the sitemap and the photo places, and leaves", () => {
    const count = contentModules.locationsEn.locations.length;
    const doc = edition({
      addedCities: [addedCity],
      slots: [
        {
          slot: `locations/${slug}`,
          photo: "0123456789abcdef",
          width: 1200,
          height: 800,
          alt: { en: "The mission's bell wall", es: "El muro de campanas de la misión" },
          focus: { x: 50, y: 40 },
        },
      ],
    });
    // Exported and imported as JSON, unchanged.
    expect(checkDocument(JSON.parse(JSON.stringify(doc)))).toEqual({ ok: true, document: doc });
    const added = apply(doc, TODAY);
    const en = server.current.en.locations.find((l) => l.slug === slug);
    const es = server.current.es.locations.find((l) => l.slug === slug);
    expect(en?.name).toBe("San Gabriel Valley");
    expect(en?.intro).toEqual(addedCity.intro.map((p) => p.en));
    expect(en?.serviceCards[1]).toMatchObject({ title: "Gardens, Missions & Historic Grounds", icon: "heart" });
    expect(es?.name).toBe("Valle de San Gabriel");
    expect(es?.metaTitle).toBe(addedCity.metaTitle.es);
    expect(es?.serviceCards[0].bullets).toEqual(addedCity.serviceCards[0].bullets.map((b) => b.es));
    expect(es?.serviceCards[0].icon).toBe("gift");
    expect(siteNavigation(added, "en").locations.at(-1)).toEqual({
      label: "San Gabriel Valley",
      href: "/locations/san-gabriel-valley",
    });
    expect(siteNavigation(added, "es").locations.at(-1)?.label).toBe("Valle de San Gabriel");
    expect(indexablePaths(added)).toEqual(
      expect.arrayContaining(["/locations/san-gabriel-valley", "/es/locations/san-gabriel-valley"]),
    );
    expect(
      photoSlots({
        services: server.current.en.services.services,
        locations: server.current.en.locations,
        posts: server.current.en.blog.posts,
      }),
    ).toContain(`locations/${slug}`);
    expect(photoFor(`locations/${slug}`, "es", added.slotPhotos)?.alt).toBe("El muro de campanas de la misión");
    expect(m().locationsEn.locations).toHaveLength(count + 1);

    // Removed again (or any other edition): the repository's list, and no Spanish words left over.
    const without = apply(edition({}), TODAY);
    expect(m().locationsEn.locations).toHaveLength(count);
    expect(Object.hasOwn(m().locationsEs.locationWords, slug)).toBe(false);
    expect(indexablePaths(without).filter((p) => p.includes(slug))).toEqual([]);
  });

  it("is published only in both languages, at an address of its own", () => {
    const halfway = {
      ...addedCity,
      intro: [addedCity.intro[0], { ...addedCity.intro[1], es: "" }],
    } as typeof addedCity;
    expect(missingSpanish(edition({ addedCities: [halfway] }))).toEqual([`City "${slug}": intro › 2`]);
    expect(checkDocument(edition({ addedCities: [{ ...addedCity, slug: "downtown-la" }] }))).toEqual({
      ok: false,
      problems: [
        "addedCities › 0 › slug: the site already has a city at /locations/downtown-la; choose another address.",
      ],
    });
    // A retired city may send its visitors to it.
    const retired = edition({ addedCities: [addedCity], retiredCities: [{ slug: "bel-air", redirect: slug }] });
    expect(checkDocument(retired).ok).toBe(true);
    expect(checkDocument({ ...retired, addedCities: [] })).toMatchObject({ ok: false });
  });

  it("is refused when it reads like another city's page, naming the sentence", () => {
    expect(cityDoorwayProblems(edition({ addedCities: [addedCity] }))).toEqual([]);
    const copied = contentModules.locationsEn.locations.find((l) => l.slug === "pasadena")?.logistics[0] ?? "";
    // (A sentence naming Pasadena reads differently here: each page's own name is left out of the comparison.)
    const sentence = copied.split(/(?<=[.!?])\s+/).find((s) => !s.includes("Pasadena")) ?? "";
    const copy = { ...addedCity, logistics: [{ en: copied, es: addedCity.logistics[0]?.es ?? "" }] };
    const problems = cityDoorwayProblems(edition({ addedCities: [copy] }), slug);
    expect(problems).toContain(
      `City "${slug}" (English): the sentence "${sentence}" is also on the Pasadena page; write it for this city.`,
    );
    expect(problems.every((p) => p.startsWith(`City "${slug}" (English)`))).toBe(true);
    // Two added cities alike: the second one is named.
    const twin = { ...addedCity, slug: "foothills", name: { en: "Foothills", es: "Faldas" } };
    const both = cityDoorwayProblems(edition({ addedCities: [addedCity, twin] }));
    expect(both.length).toBeGreaterThan(0);
    expect(
      both.every((p) => p.startsWith('City "foothills"') && /(San Gabriel Valley|Valle de San Gabriel) page/.test(p)),
    ).toBe(true);
  });

  it("is compared field by field in the history", () => {
    const edited = { ...addedCity, heading: { ...addedCity.heading, en: "Valet in the Valley" } };
    expect(compareDocuments(edition({ addedCities: [addedCity] }), edition({ addedCities: [edited] }))).toEqual([
      {
        path: `Added city ${addedCity.name.en} › Heading › English`,
        before: addedCity.heading.en,
        after: "Valet in the Valley",
      },
    ]);
    const added = compareDocuments(edition({}), edition({ addedCities: [addedCity] }));
    expect(added).toContainEqual({
      path: `Added city ${addedCity.name.en} › Introduction, paragraph 2 › Spanish`,
      before: null,
      after: addedCity.intro[1]?.es,
    });
  });
});
