import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { axeViolations, desktop, phone, submitButton } from "./browser";
import { ownerSite } from "./form-site";

/*
 * Nothing to invent, photos by picture, one clock (issue 39, docs/content.md): the owner adds a testimonial and
 * posts without typing an id or an address (with and without JavaScript, a second post of the same title numbered),
 * chooses photographs by their thumbnails, writes with the article's toolbar and live preview, and types a half
 * day on their own clock (Pacific), which /hours shows on both clocks once published.
 */

const PASSWORD = "an owner's long picking password";
const { form, owner, readerText: text, submit, status } = ownerSite(PASSWORD);
/** Where the screenshots of each screen go, when a run asks for them. */
const SHOTS = process.env.SCREENSHOT_DIR;

/** The date in Los Angeles now, YYYY-MM-DD, by the test's clock. */
const laToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
/** December 31 of this year in Los Angeles: never in the past, whatever the date the suite runs on. */
const NEW_YEARS_EVE = `${laToday().slice(0, 4)}-12-31`;

/** The owner's session in a page of its own: at another width, or without JavaScript. */
const ownerPage = async (pathname: string, javaScript: boolean, viewport = phone) =>
  form.openForm(pathname, javaScript, viewport, false, await owner().context().storageState());

/** Axe at 0 and nothing wider than the screen, at a phone's and a desktop's width; a screenshot of each if asked. */
async function looksRight(page: Page, name: string) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${name} at ${viewport.width}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${viewport.width}`).toBeLessThanOrEqual(0);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${viewport.width}.png`), fullPage: true });
    }
  }
}

/** Uploads a plain photograph 1,200 pixels wide, as the owner does; its id. */
async function upload(color: string): Promise<string> {
  const file = path.join(form.site.dataDir, `${color.slice(1)}.jpg`);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toFile(file);
  await owner().goto(`${form.site.url}/staff/content/photos`);
  await owner().locator('[name="photo"]').setInputFiles(file);
  await submit(/upload/i, 90_000);
  const id = new URL(owner().url()).searchParams.get("uploaded") ?? "";
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  return id;
}

describe("nothing to invent, photos by picture, one clock", { timeout: 240_000 }, () => {
  let garden = "";
  let night = "";

  it("chooses a page's photograph by its thumbnail, with the keyboard, at a phone's width", async () => {
    garden = await upload("#b8924a");
    night = await upload("#1d2433");
    const page = await ownerPage("/staff/content/slots?slot=home%2Fhero", true);
    const picker = page.getByRole("group", { name: "Photograph", exact: true });
    // Newest first, each a labelled radio with its picture and upload date.
    const radios = picker.getByRole("radio");
    expect(await radios.count()).toBe(2);
    expect(await radios.first().getAttribute("value")).toBe(night);
    expect(await picker.locator("img").count()).toBe(2);
    expect(await picker.getByText(/^Uploaded /).count()).toBe(2);
    await radios.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.locator(`[name="photo"][value="${garden}"]`).isChecked()).toBe(true);
    await page.locator('[name="alt.en"]').fill("Guests' cars at a garden wedding");
    await page.locator('[name="alt.es"]').fill("Autos de invitados en una boda en un jardín");
    await submitButton(page, /save in the draft/i);
    expect(await status(page)).toMatch(/saved/i);
    // The photograph is now named by the description it was given.
    expect(await page.getByRole("radio", { name: /Guests' cars at a garden wedding/ }).isChecked()).toBe(true);
    await looksRight(page, "slots-form");
    await page.context().close();
  });

  it("adds a post without typing an address: the title makes it, the cover is chosen by its picture", async () => {
    await owner().setViewportSize(desktop);
    await owner().goto(`${form.site.url}/staff/content/posts?slug=new`);
    await owner().locator('[name="title.en"]').fill("June Wedding Recap — Malibú");
    // The script fills the address from the title, and says it.
    expect(await owner().locator('[name="slug"]').inputValue()).toBe("june-wedding-recap-malibu");
    expect(await owner().locator("#post-slug-will-be").textContent()).toBe(
      "The address it will have: /blog/june-wedding-recap-malibu",
    );
    await owner().locator('[name="title.es"]').fill("Resumen de una boda en junio, Malibú");
    await owner().locator('[name="excerpt.en"]').fill("How 180 guests arrived and left on a narrow street.");
    await owner().locator('[name="excerpt.es"]').fill("Cómo llegaron y se fueron 180 invitados por una calle angosta.");
    await owner().locator('[name="category"]').selectOption("behind-the-scenes");
    await owner()
      .getByRole("radio", { name: /Guests' cars at a garden wedding/ })
      .check();
    await owner().locator('[name="coverAlt.en"]').fill("Guests' cars lined up at a garden venue");
    await owner().locator('[name="coverAlt.es"]').fill("Autos de invitados en fila en un jardín");

    // The toolbar: a heading, bold words, a photograph from the library; the preview follows as it is typed.
    const body = owner().locator('[name="body.en"]');
    await body.fill("The street\n\nA narrow street and 180 guests.");
    await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
    await owner().getByRole("button", { name: "Heading (English)" }).click();
    await body.evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf("180 guests");
      area.setSelectionRange(at, at + "180 guests".length);
    });
    await owner().getByRole("button", { name: "Bold (English)" }).click();
    await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.length, area.value.length));
    await owner().getByRole("button", { name: "Photo from the library (English)" }).click();
    await owner()
      .getByRole("button", { name: /Put in the article.*Guests' cars at a garden wedding/ })
      .click();
    expect(await body.inputValue()).toBe(
      `## The street\n\nA narrow street and **180 guests**.\n\n![Guests' cars at a garden wedding](/photos/${garden}-800.webp)\n\n`,
    );
    const preview = owner().getByRole("region", { name: "Preview of the English article" });
    await expect.poll(() => preview.locator("h2").textContent()).toBe("The street");
    expect(await preview.locator("strong").textContent()).toBe("180 guests");
    expect(await preview.locator("img").getAttribute("src")).toBe(`/photos/${garden}-800.webp`);
    await owner().locator('[name="body.es"]').fill("## La calle\n\nUna calle *angosta* y **180** invitados.");
    await looksRight(owner(), "post-new");
    await owner().setViewportSize(desktop);
    await submit(/save in the draft/i);
    expect(await status()).toMatch(/saved/i);
    expect(new URL(owner().url()).searchParams.get("slug")).toBe("june-wedding-recap-malibu");
    expect(await owner().getByText("/blog/june-wedding-recap-malibu").first().isVisible()).toBe(true);
    await looksRight(owner(), "post-saved");
  });

  it("without JavaScript, the server makes the address on save, numbered when the title's is taken", async () => {
    const page = await ownerPage("/staff/content/posts?slug=new", false);
    await page.locator('[name="title.en"]').fill("June Wedding Recap, Malibu");
    await page.locator('[name="title.es"]').fill("Otra boda en junio");
    await page.locator('[name="excerpt.en"]').fill("A second look.");
    await page.locator('[name="excerpt.es"]').fill("Una segunda mirada.");
    await page.locator('[name="category"]').selectOption("behind-the-scenes");
    await page.locator('[name="body.en"]').fill("Words.");
    await page.locator('[name="body.es"]').fill("Palabras.");
    // No toolbar and no preview without the script: the text area is the field.
    expect(await page.getByRole("toolbar").count()).toBe(0);
    await submitButton(page, /save in the draft/i);
    expect(await status(page)).toMatch(/saved/i);
    expect(new URL(page.url()).searchParams.get("slug")).toBe("june-wedding-recap-malibu-2");

    // An address typed that another post has is refused, naming the free one.
    await page.goto(`${form.site.url}/staff/content/posts?slug=new`);
    await page.locator('[name="slug"]').fill("June Wedding Recap Malibu");
    await page.locator('[name="title.en"]').fill("Anything");
    await submitButton(page, /save in the draft/i);
    expect(await page.locator("#post-slug-error").textContent()).toBe(
      "Another post has the address /blog/june-wedding-recap-malibu. Type another, or leave the box empty to get the address /blog/june-wedding-recap-malibu-3.",
    );
    await page.context().close();
  });

  it("adds a testimonial without typing an id, at a phone's width", async () => {
    const page = await ownerPage("/staff/content/testimonials?id=new", true);
    await page.locator('[name="author"]').fill("Sofía R.");
    await page.locator('[name="location"]').fill("Malibu");
    await page.locator('[name="title.en"]').fill("Bride, Malibú oceanfront wedding");
    expect(await page.locator("#testimonial-id-will-be").textContent()).toBe(
      "Its id will be: sofia-r-bride-malibu-oceanfront-wedding",
    );
    await page.locator('[name="title.es"]').fill("Novia, boda frente al mar en Malibú");
    await page.locator('[name="text.en"]').fill("Every guest had their car in two minutes.");
    await page.locator('[name="text.es"]').fill("Cada invitado tuvo su auto en dos minutos.");
    await page.getByLabel("Testimonials page").check();
    await looksRight(page, "testimonial-new");
    await submitButton(page, /save in the draft/i);
    expect(await status(page)).toMatch(/saved/i);
    expect(await page.getByRole("heading", { name: /sofia-r-bride-malibu-oceanfront-wedding/ }).count()).toBe(1);
    await page.context().close();
  });

  it("takes a half day on the owner's clock, shows the office's beside it, and /hours says both", async () => {
    const page = await ownerPage("/staff/content/hours", true);
    const rows = Number(await page.locator('[name="rows"]').inputValue());
    const row = rows - 1;
    await page.locator(`[name="dates.${row}.date"]`).fill(NEW_YEARS_EVE);
    await page.locator(`[name="dates.${row}.kind"]`).selectOption({ label: "Half day: open only between two times" });
    await page.locator(`[name="dates.${row}.opens"]`).fill("09:00");
    await page.locator(`[name="dates.${row}.closes"]`).fill("13:00");
    expect(await page.locator(`#hours-dates-${row}-opens-office`).textContent()).toBe("11:00 am CT at the office");
    expect(await page.locator(`#hours-dates-${row}-closes-office`).textContent()).toBe("3:00 pm CT at the office");
    await page.locator(`[name="dates.${row}.name.en"]`).fill("New Year's Eve");
    await page.locator(`[name="dates.${row}.name.es"]`).fill("Víspera de Año Nuevo");
    await submitButton(page, /save the office hours/i);
    expect(await status(page)).toMatch(/saved in the draft/i);
    // Shown again on the owner's clock, with the office's beside it, from the server.
    expect(await page.locator(`[name="dates.${row}.opens"]`).inputValue()).toBe("09:00");
    expect(await page.locator(`#hours-dates-${row}-closes-office`).textContent()).toBe("3:00 pm CT at the office");
    await looksRight(page, "hours");
    await page.context().close();

    await owner().goto(`${form.site.url}/staff/content`);
    await owner().getByLabel(/note/i).fill("Half day, a post, a testimonial");
    await submit(/^publish/i, 180_000);
    expect(await status()).toMatch(/Published/);
    await expect
      .poll(() => text("/hours"), { timeout: 5_000, interval: 200 })
      .toContain("Special hours: 11:00 am – 3:00 pm CT (9:00 am – 1:00 pm PT)");
    const hours = await text("/hours");
    expect(hours).toContain("New Year&#x27;s Eve");
    expect(hours).toContain(
      `{"@type":"OpeningHoursSpecification","validFrom":"${NEW_YEARS_EVE}","validThrough":"${NEW_YEARS_EVE}","opens":"09:00","closes":"13:00"}`,
    );
    expect(await text("/es/hours")).toContain("Víspera de Año Nuevo");
    const post = await text("/blog/june-wedding-recap-malibu");
    expect(post).toContain("<strong");
    expect(post).toContain(`/photos/${garden}-`);
    expect((await fetch(`${form.site.url}/blog/june-wedding-recap-malibu-2`)).status).toBe(200);
    expect(await text("/testimonials")).toContain("Every guest had their car in two minutes.");
    expect(night).not.toBe(garden);
  });

  it("makes a city's address from its name, accents dropped", async () => {
    const page = await ownerPage("/staff/content/cities", true, desktop);
    await page.locator('[name="name.en"]').fill("Malibú Colony");
    expect(await page.locator("#city-slug-will-be").textContent()).toBe(
      "The address it will have: /locations/malibu-colony",
    );
    await page.locator('[name="name.en"]').fill("Malibu");
    // The repository has /locations/malibu: the next free address is offered.
    expect(await page.locator("#city-slug-will-be").textContent()).toBe(
      "The address it will have: /locations/malibu-2",
    );
    await looksRight(page, "cities");
    await page.context().close();
  });
});
