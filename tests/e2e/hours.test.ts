import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desktop, launch, phone, reusedPage } from "./browser";

/** A time stays whole on a line: no-break spaces before "am" and in "a. m.". */
const nb = (s: string) =>
  s.replace(/ (am|pm|[ap]\. m\.)/g, (_, suffix: string) => `\u00a0${suffix.replace(" ", "\u00a0")}`);

/*
 * Office hours said once (app/content/hours.ts): the served pages show the week's hours in the table, the header,
 * the footer, the contact aside, the descriptions and the structured data, in English and Spanish.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
const visit = reusedPage(() => browser);

const rows = (page: Page) =>
  page
    .locator("main table tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim())));

describe("the /hours table", () => {
  it("has one row per day, Monday to Friday open and the weekend closed, in English", async () => {
    const page = await visit("/hours");
    const open9to5 = [nb("9:00 am – 5:00 pm CT"), nb("7:00 am – 3:00 pm PT")];
    expect(await rows(page)).toEqual([
      ["Monday", ...open9to5],
      ["Tuesday", ...open9to5],
      ["Wednesday", ...open9to5],
      ["Thursday", ...open9to5],
      ["Friday", ...open9to5],
      ["Saturday", "Closed", "Closed"],
      ["Sunday", "Closed", "Closed"],
    ]);
    expect(await page.locator("main").innerText()).toContain(
      "Our office is open Monday – Friday, and our valet teams work events 7 days a week.",
    );
  });

  it("says the same in Spanish, each time kept whole (9:00 a. m. with no-break spaces)", async () => {
    const page = await visit("/es/hours", phone);
    const open9to5 = [nb("9:00 a. m. – 5:00 p. m., hora del Centro"), nb("7:00 a. m. – 3:00 p. m., hora del Pacífico")];
    expect(await rows(page)).toEqual([
      ["Lunes", ...open9to5],
      ["Martes", ...open9to5],
      ["Miércoles", ...open9to5],
      ["Jueves", ...open9to5],
      ["Viernes", ...open9to5],
      ["Sábado", "Cerrado", "Cerrado"],
      ["Domingo", "Cerrado", "Cerrado"],
    ]);
    expect(await page.locator("main").innerText()).toContain(
      "Nuestra oficina abre lunes a viernes, y nuestros equipos de valet trabajan en eventos los 7 días de la semana.",
    );
  });
  it("fits the table on the narrowest phone, with no sideways scroll", async () => {
    for (const path of ["/hours", "/es/hours"]) {
      const page = await visit(path, { width: 320, height: 700 });
      await page.waitForFunction(() => document.fonts.status === "loaded");
      const fit = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        tableRight: Math.round(document.querySelector("main table")?.getBoundingClientRect().right ?? 0),
      }));
      expect(fit.scroll, path).toBe(320);
      expect(fit.tableRight, path).toBeLessThanOrEqual(320);
    }
  });
});

describe("the hours around the site", () => {
  it("writes the footer line, the description and the structured data from the week", async () => {
    // The footer's hours line, found by how it names the Pacific time: " PT)", and in Spanish "hora del Pacífico)".
    const footer = (page: Page, pacific = " PT)") => page.locator("footer p", { hasText: pacific }).innerText();
    const description = (page: Page) => page.locator('meta[name="description"]').getAttribute("content");
    const en = await visit("/hours");
    expect(await footer(en)).toBe(
      nb(
        "Monday – Friday, 9:00 am – 5:00 pm CT (7:00 am – 3:00 pm PT). Saturday – Sunday closed. Holiday hours may vary.",
      ),
    );
    expect(await description(en)).toMatch(
      /^Office hours Monday – Friday, 9:00\u00a0am – 5:00\u00a0pm CT \(7:00\u00a0am – 3:00\u00a0pm PT\)\. Event valet runs 7 days a week\. /,
    );
    const graph = JSON.parse((await en.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(graph["@graph"][0].openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "15:00",
      },
    ]);
    const es = await visit("/es/hours");
    expect(await footer(es, "hora del Pacífico)")).toBe(
      nb(
        "Lunes a viernes, 9:00 a. m. – 5:00 p. m., hora del Centro (7:00 a. m. – 3:00 p. m., hora del Pacífico). Sábado y domingo, cerrado. El horario puede variar en días festivos.",
      ),
    );
    expect(await description(es)).toMatch(
      /^Oficina: lunes a viernes, 9:00\u00a0a\.\u00a0m\. – 5:00\u00a0p\.\u00a0m\., hora del Centro \(7:00\u00a0a\.\u00a0m\. – 3:00\u00a0p\.\u00a0m\., hora del Pacífico\)\. Valet a diario\. /,
    );
  });

  it("shows the Spanish header's hours in groups, with the Pacific time beside", async () => {
    const page = await visit("/es", desktop);
    await page.getByRole("button", { name: "Horario", exact: true }).click();
    const text = await page.locator("#menu-hours").innerText();
    expect(text).toMatch(
      /Lunes a viernes\s*9:00\u00a0a\.\u00a0m\. – 5:00\u00a0p\.\u00a0m\., hora del Centro\s*Hora del Pacífico\s*7:00\u00a0a\.\u00a0m\. – 3:00\u00a0p\.\u00a0m\., hora del Pacífico/,
    );
    expect(text).toMatch(/Sábado y domingo\s*Cerrado/);
  });

  it("gives the contact aside the same groups", async () => {
    const page = await visit("/es/contact", desktop);
    const aside = await page.getByRole("complementary", { name: "Datos de contacto y horario" }).innerText();
    expect(aside).toMatch(
      /Lunes a viernes: 9:00\u00a0a\.\u00a0m\. – 5:00\u00a0p\.\u00a0m\., hora del Centro\s*\(7:00\u00a0a\.\u00a0m\. – 3:00\u00a0p\.\u00a0m\., hora del Pacífico\)\s*Sábado y domingo: cerrado/,
    );
  });
});
