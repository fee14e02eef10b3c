import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formPages } from "~/content/routes-index";
import { services } from "~/content/services";
import { baseUrl, desktop, launch, phone, reusedPage } from "./browser";

/*
 * The phone's call-and-book bar (layout/StickyActions.tsx) and the long pages kept short on a phone (issue 31).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
const visit = reusedPage(() => browser);

const bar = (page: Page) => page.locator("nav[aria-label='Call or book'], nav[aria-label='Llamar o reservar']");

/** After the scroll-driven animations have applied. */
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
};

describe("the call-and-book bar on phones", () => {
  it("shows past the first screen, fixed at the bottom, with a call link and the page language's booking page", async () => {
    for (const [path, book] of [
      ["/", "/book"],
      ["/es/services/wedding-valet", "/es/book"],
    ] as const) {
      const page = await visit(path, phone);
      expect(await bar(page).isVisible(), `${path} at the top`).toBe(false);
      await scrollTo(page, 1200);
      expect(await bar(page).isVisible(), path).toBe(true);
      const box = await bar(page).boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0)), path).toBe(phone.height);
      const links = bar(page).getByRole("link");
      expect(await links.count()).toBe(2);
      expect(await links.nth(0).getAttribute("href")).toMatch(/^tel:\+\d+$/);
      expect(await links.nth(1).getAttribute("href")).toBe(book);
      // The back-to-top button sits above the bar, not on it.
      const up = await page.locator(".scroll-top").boundingBox();
      expect((up?.y ?? 0) + (up?.height ?? 0), path).toBeLessThanOrEqual(box?.y ?? 0);
    }
  });

  it("covers nothing at the end of the page", async () => {
    const page = await visit("/services/wedding-valet", phone);
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    const last = page.locator("footer a").last();
    const box = await last.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("footer a")?.textContent ?? null,
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(hit).toBe(await last.textContent());
  });

  it("steps aside while a field has focus", async () => {
    const page = await visit("/newsletter", phone);
    await scrollTo(page, 1200);
    const field = page.locator("input[type=email]").first();
    await field.focus();
    // Focusing scrolls the field into view: back past the first screen, the field still focused.
    await scrollTo(page, 1200);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
    expect(await bar(page).isVisible()).toBe(false);
    await field.blur();
    await scrollTo(page, 1200);
    expect(await bar(page).isVisible()).toBe(true);
  });

  it("is left out of the form pages, and hidden from 768 px", async () => {
    for (const path of formPages) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).not.toMatch(/aria-label="(Call or book|Llamar o reservar)"/);
    }
    const page = await visit("/", desktop);
    await scrollTo(page, 1200);
    expect(await bar(page).isVisible()).toBe(false);
  });
});

describe("long pages on a phone", () => {
  // The home page and the service pages, English and Spanish: about 7,000 px at 390 px (issue 31), a little slack
  // for the shared hero, banner and footer.
  const paths = ["/", ...services.map((s) => `/services/${s.slug}`)].flatMap((p) => [p, p === "/" ? "/es" : `/es${p}`]);

  it("stay near 7,000 px at 390 px", async () => {
    // One visit through every page, as before: the pages after the first have the text face from the cache.
    const page = await visit.ready(phone);
    const tall: string[] = [];
    for (const path of paths) {
      await page.goto(baseUrl() + path);
      await page.evaluate(() => document.fonts.ready);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > 7400) tall.push(`${path}: ${height} px`);
    }
    expect(tall).toEqual([]);
  });

  it("fold the further testimonials under a summary on phones, and show them from 768 px", async () => {
    for (const [viewport, folded] of [
      [phone, true],
      [desktop, false],
    ] as const) {
      const page = await visit("/", viewport);
      const more = page.locator("main details").filter({ has: page.locator("summary", { hasText: "2 more reviews" }) });
      const quote = more.locator("blockquote").first();
      expect(await quote.isVisible(), `${viewport.width} px`).toBe(!folded);
      if (folded) {
        await more.locator("summary").click();
        expect(await quote.isVisible()).toBe(true);
      } else {
        expect(await more.locator("summary").isVisible()).toBe(false);
      }
    }
  });
});
