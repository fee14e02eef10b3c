import { describe, expect, it } from "vitest";
import { cityValues } from "~/components/staff/content/CityForm";
import { addedCity } from "../support/added-city";
import { axeViolations, desktop, phone } from "./browser";
import { ownerSite } from "./form-site";

/*
 * The structure the owner edits (issue 30, docs/content.md): an FAQ question added in both languages, moved and
 * another removed, the careers posting closed, a city retired and another added in both languages, all in one
 * publication; /faq and /es/faq show the questions and their FAQPage data, /employment says no posting is open and
 * carries no JobPosting data, the retired city answers 301 in both languages and leaves the menus, lists and
 * sitemap, and the added city has its pages, its place in the menus, the sitemap and the photo places.
 */

const PASSWORD = "an owner's long structure password";
const QUESTION = { en: "Do you park electric cars?", es: "¿Estacionan autos eléctricos?" };
const ANSWER = {
  en: "Yes. Every attendant is trained on electric and hybrid cars.",
  es: "Sí. Cada valet sabe manejar autos eléctricos e híbridos.",
};
const REMOVED = "Do you work with hotels and restaurants?";
const { form, owner, text, go, submit, status } = ownerSite(PASSWORD);

const alerts = async () => (await owner().getByRole("alert").allTextContents()).join(" ");
/** The questions of the list being edited, in order. */
const questions = () => owner().locator('section[aria-labelledby="faq-list-heading"] ol > li');

/** Presses Tab until the focused element's text or label matches `name`, as a keyboard user reaches it. */
async function tabTo(name: RegExp) {
  for (let i = 0; i < 200; i++) {
    await owner().keyboard.press("Tab");
    const focused = await owner().evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return `${el?.textContent ?? ""} ${el?.labels?.[0]?.textContent ?? ""}`.trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The nodes of a page's structured data. */
async function dataNodes(pathname: string): Promise<Record<string, unknown>[]> {
  const html = await text(pathname);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return blocks.flatMap((m) => JSON.parse(m[1] as string)["@graph"] ?? []);
}

/** The questions of the page's FAQPage data. */
async function faqData(pathname: string): Promise<string[]> {
  const faq = (await dataNodes(pathname)).find((n) => n["@type"] === "FAQPage") as
    | { mainEntity?: { name: string }[] }
    | undefined;
  return (faq?.mainEntity ?? []).map((q) => q.name);
}

/** The city form is folded by part: opens each, as the owner would. */
async function openCityForm() {
  const closed = owner().locator("#city-form-heading ~ form details:not([open]) > summary");
  while (await closed.count()) await closed.first().click();
}

/** Types the added city into the form at /staff/content/cities, field by field. */
async function fillCity(values: Record<string, string | string[]>) {
  await openCityForm();
  for (const [name, value] of Object.entries(values)) {
    const field = owner().locator(`#city-form-heading ~ form [name="${name}"]`);
    if (name === "inHeader") await field.setChecked(value === "on");
    else if (name.endsWith(".icon")) await field.selectOption(String(value));
    else await field.fill(String(value));
  }
}

/** A city's place in the list at /staff/content/cities, among the cities still shown (each has a select). */
async function cityIndex(slug: string) {
  const shown = await owner().locator("#cities-heading ~ ul > li:has(select)").allTextContents();
  return shown.findIndex((t) => t.includes(`/locations/${slug}`));
}

const losAngelesToday = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });

// One publication renders every page first: minutes on a loaded machine.
describe("the owner edits the FAQ and the careers posting", { timeout: 240_000 }, () => {
  it("adds, moves and removes questions and closes the posting, then publishes once", async () => {
    await go("/staff/content/faq?list=faq");
    const seeded = await questions().count();
    await tabTo(/^Add a question$/);
    await Promise.all([owner().waitForURL(/entry=new/), owner().keyboard.press("Enter")]);

    // A link that leaves the site is refused, its message beside its field; nothing is saved.
    await owner().getByLabel("English").first().fill(QUESTION.en);
    await owner().locator('[name="question.es"]').fill(QUESTION.es);
    await owner().locator('[name="answer.en"]').fill(ANSWER.en);
    await owner().locator('[name="links.0.label.en"]').fill("Book Online");
    await owner().locator('[name="links.0.label.es"]').fill("Reservar en línea");
    await owner().locator('[name="links.0.href"]').fill("//elsewhere.example");
    await submit(/save the question/i);
    expect(await owner().locator("#faq-entry-links-0-href-error").textContent()).toMatch(/a path of this site/i);
    expect(await owner().locator("#faq-entry-links-0-href").getAttribute("aria-invalid")).toBe("true");
    await owner().locator('[name="links.0.href"]').fill("/bok");
    await submit(/save the question/i);
    expect(await owner().locator("#faq-entry-links-0-href-error").textContent()).toMatch(/no page of the site/i);
    await owner().locator('[name="links.0.href"]').fill("/book");
    await submit(/save the question/i);
    expect(await status()).toMatch(/saved in the draft/i);

    // The Spanish answer is missing: publishing is refused, naming it.
    await go("/staff/content");
    await owner().getByLabel(/note/i).fill("FAQ and careers");
    await submit(/^publish/i, 120_000);
    expect(await alerts()).toContain(`FAQ "faq" question ${seeded + 1}: answer: the Spanish text is missing.`);
    await go(`/staff/content/faq?list=faq&entry=${seeded + 1}`);
    await owner().locator('[name="answer.es"]').fill(ANSWER.es);
    await submit(/save the question/i);

    // Moved up one place by keyboard; the hotels question removed.
    await go("/staff/content/faq?list=faq");
    await tabTo(new RegExp(`^Move up question ${seeded + 1}$`));
    await Promise.all([owner().waitForEvent("load"), owner().keyboard.press("Enter")]);
    expect(await status()).toMatch(`moved to place ${seeded}`);
    const removed = (await questions().allTextContents()).findIndex((t) => t.includes(REMOVED));
    await submit(new RegExp(`^Remove question ${removed + 1}$`));
    expect(await questions().count()).toBe(seeded);

    // The careers posting closed by keyboard: the radio group, then the save button.
    await go("/staff/content/careers");
    await tabTo(/Open: we are hiring/);
    await owner().keyboard.press("ArrowDown");
    expect(
      await owner()
        .getByLabel(/Closed: no posting is open/)
        .isChecked(),
    ).toBe(true);
    await tabTo(/^Save the posting$/);
    await Promise.all([owner().waitForEvent("load"), owner().keyboard.press("Enter")]);
    expect(await status()).toMatch(/saved in the draft/i);
    expect(await owner().locator("p", { hasText: "With this draft, today" }).textContent()).toMatch(/Closed/);

    // Bel Air retired, its visitors sent to Beverly Hills.
    await go("/staff/content/cities");
    // Each city is folded: open Bel Air's, as the owner would.
    await owner()
      .locator("details", { has: owner().locator("#redirect-bel-air") })
      .locator("summary")
      .first()
      .click();
    await owner()
      .getByLabel("Send its visitors to")
      .nth(await cityIndex("bel-air"))
      .selectOption("beverly-hills");
    await submit(/^Retire Bel Air$/);
    expect(await status()).toMatch(/Retired Bel Air/);

    // A city added in both languages: first refused for a sentence the Pasadena page has, named; then saved.
    await go("/staff/content/cities");
    const values = cityValues(addedCity);
    const copied =
      "Old Pasadena's streets are metered and busy on weekend evenings, and its alleys and public garages are what keep the district moving. For restaurant and private dining events we use those garages for overflow and keep the valet lane on Colorado Boulevard or a side street short and well marked.";
    await fillCity({ ...values, "logistics.0.en": copied });
    await tabTo(/^Add the city$/);
    await Promise.all([owner().waitForEvent("load"), owner().keyboard.press("Enter")]);
    expect(await alerts()).toContain(
      'City "san-gabriel-valley" (English): the sentence "For restaurant and private dining events we use those garages for overflow and keep the valet lane on Colorado Boulevard or a side street short and well marked." is also on the Pasadena page',
    );
    await openCityForm();
    await owner().locator('#city-form-heading ~ form [name="logistics.0.en"]').fill(String(values["logistics.0.en"]));
    await submit(/^Add the city$/);
    expect(await status()).toMatch(/Added San Gabriel Valley/);
    // The notice names the city from the list by its slug: text put in the address is never shown.
    await go("/staff/content/cities?saved=Your%20account%20is%20suspended%2C%20call%20555-0100");
    expect(await status()).not.toMatch(/suspended/);
    await go("/staff/content/cities?saved=added&slug=no-such-city");
    expect(await status()).not.toMatch(/Added/);
    await go("/staff/content/cities?saved=retired&slug=bel-air");
    expect(await status()).toMatch(/Retired Bel Air/);
    expect(await owner().locator("#cities-heading ~ ul").textContent()).toContain("/locations/san-gabriel-valley");

    // Before the publication the site still shows the repository's FAQ and an open posting.
    expect(await text("/faq")).not.toContain(QUESTION.en);
    expect(await text("/employment")).toContain('"@type":"JobPosting"');

    await go("/staff/content");
    await owner().getByLabel(/note/i).fill("FAQ and careers");
    await submit(/^publish/i, 120_000);
    expect(await status()).toMatch(/Published/);

    await expect.poll(() => text("/faq"), { timeout: 5_000, interval: 200 }).toContain(QUESTION.en);
    const english = await faqData("/faq");
    expect(english).toHaveLength(seeded);
    expect(english[seeded - 2]).toBe(QUESTION.en);
    expect(english.at(-1)).toBe("How do I book or get a quote?");
    expect(english).not.toContain(REMOVED);
    const spanish = await faqData("/es/faq");
    expect(spanish[seeded - 2]).toBe(QUESTION.es);
    expect(spanish).not.toContain("¿Trabajan con hoteles y restaurantes?");
    expect(await text("/es/faq")).toContain(ANSWER.es);

    for (const [pathname, closed] of [
      ["/employment", "We have no open posting right now."],
      ["/es/employment", "En este momento no tenemos ninguna vacante abierta."],
    ] as const) {
      const html = await text(pathname);
      expect(html, pathname).toContain(closed);
      expect(html, pathname).not.toContain("JobPosting");
      // Applications are still taken, for the next openings.
      expect(html, pathname).toContain('id="application-form"');
    }
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toMatch(new RegExp(`/employment</loc><lastmod>${losAngelesToday()}</lastmod>`));

    expect(sitemap).not.toContain("/locations/bel-air");
    for (const [from, to] of [
      ["/locations/bel-air", "/locations/beverly-hills"],
      ["/es/locations/bel-air", "/es/locations/beverly-hills"],
    ]) {
      const answer = await fetch(form.site.url + from, { redirect: "manual" });
      expect(answer.status, from).toBe(301);
      expect(new URL(answer.headers.get("location") ?? "", form.site.url).pathname, from).toBe(to);
    }
    for (const pathname of ["/", "/es", "/services/wedding-valet", "/locations/malibu"]) {
      expect(await text(pathname), pathname).not.toContain('/locations/bel-air"');
    }

    // The added city: its page in both languages, its place in the header's menu, the sitemap, its structured data.
    for (const [lang, prefix] of [
      ["en", ""],
      ["es", "/es"],
    ] as const) {
      const pathname = `${prefix}/locations/san-gabriel-valley`;
      const html = await text(pathname);
      const shows = (words: string) => expect(html.includes(words), `${pathname} shows "${words}"`).toBe(true);
      shows(addedCity.heading[lang]);
      shows(addedCity.specialServices[2]?.[lang] ?? "");
      shows(addedCity.metaTitle[lang].replace("&", "&amp;"));
      const service = (await dataNodes(pathname)).find((n) => n["@type"] === "Service") as
        | { areaServed?: { name: string } }
        | undefined;
      expect(service?.areaServed?.name, pathname).toBe(addedCity.name[lang]);
      expect(sitemap).toContain(`${pathname}</loc>`);
      const home = await text(prefix || "/");
      expect(home.includes(`href="${pathname}"`), `the header's menu links ${pathname}`).toBe(true);
      // Listed among the areas on another city's page.
      const malibu = await text(`${prefix}/locations/malibu`);
      expect(malibu.includes(`href="${pathname}"`), `Malibu's list of areas links ${pathname}`).toBe(true);
    }
    expect((await text("/es/locations/san-gabriel-valley")).includes(">Valle de San Gabriel<")).toBe(true);
    // Its photo place on the photos screen, from the live list of cities.
    await go("/staff/content/slots");
    const slot = owner().locator(
      `a[href="/staff/content/slots?slot=${encodeURIComponent("locations/san-gabriel-valley")}"]`,
    );
    expect(await slot.count()).toBe(1);

    // Edited from the published words, then removed (in the draft only: the published page stays).
    await go("/staff/content/cities?city=san-gabriel-valley");
    expect(await owner().locator('#city-form-heading ~ form [name="heading.es"]').inputValue()).toBe(
      addedCity.heading.es,
    );
    await submit(/^Save San Gabriel Valley$/);
    expect(await status()).toMatch(/Saved San Gabriel Valley/);
    await submit(/^Remove San Gabriel Valley$/);
    expect(await status()).toMatch(/Removed San Gabriel Valley/);
    expect(await owner().locator("#cities-heading ~ ul").textContent()).not.toContain("/locations/san-gabriel-valley");
  });

  const screens = [
    "/staff/content/faq",
    "/staff/content/faq?list=faq",
    "/staff/content/faq?list=wedding-valet",
    "/staff/content/faq?list=faq&entry=1",
    "/staff/content/faq?list=faq&entry=new",
    "/staff/content/careers",
    "/staff/content/cities",
    "/staff/content/cities?city=san-gabriel-valley",
  ];
  for (const viewport of [phone, desktop]) {
    it(`the FAQ, careers and cities screens pass axe at ${viewport.width} px`, { timeout: 120_000 }, async () => {
      await owner().setViewportSize(viewport);
      for (const pathname of screens) {
        await go(pathname);
        expect(await axeViolations(owner()), `${pathname} at ${viewport.width}`).toEqual([]);
      }
      // A refused form, its messages beside the fields.
      await go("/staff/content/faq?list=faq&entry=new");
      await submit(/save the question/i);
      expect(await owner().locator("#faq-entry-question-en-error").isVisible()).toBe(true);
      expect(await axeViolations(owner()), `refused question at ${viewport.width}`).toEqual([]);
      // A city refused: the address and every required text named beside its field.
      await go("/staff/content/cities");
      await submit(/^Add the city$/);
      expect(await owner().locator("#city-slug-error").isVisible()).toBe(true);
      expect(await owner().locator("#city-name-en-error").textContent()).toMatch(/Enter the city's name/);
      expect(await axeViolations(owner()), `refused city at ${viewport.width}`).toEqual([]);
    });
  }
});
