import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexablePaths } from "~/content/routes-index";
import { seedContent } from "../support/content";
import { baseUrl, desktop, launch, phone } from "./browser";

/*
 * Phone pages that end (issue 41): at 390 px no public page is taller than 6,500 px, measured as a visitor without
 * JavaScript gets it, which is also what one with it sees first: the footer's sections and the pages' "Read more"
 * folds closed (<details>, no script). The heights are printed, for docs/perf.md. A blog post is an article read to
 * its end and is not folded: it is held to no height here.
 */
const MAX_PHONE_HEIGHT = 6_500;
const isBlogPost = (path: string) => /^(\/es)?\/blog\/[\w-]+$/.test(path) && !path.includes("/blog/category/");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("phone pages", () => {
  it(`end within ${MAX_PHONE_HEIGHT} px at 390 px, every route in both languages but the blog's articles`, async () => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false, reducedMotion: "reduce" });
    const page = await context.newPage();
    const heights: [string, number][] = [];
    for (const path of indexablePaths(seedContent())) {
      await page.goto(baseUrl() + path, { waitUntil: "load" });
      heights.push([path, await page.evaluate(() => document.documentElement.scrollHeight)]);
    }
    await context.close();
    console.log(heights.map(([path, height]) => `${height}\t${path}`).join("\n"));
    expect(heights.filter(([path, height]) => height > MAX_PHONE_HEIGHT && !isBlogPost(path))).toEqual([]);
  }, 300_000);

  it("fold the footer's link columns into sections on a phone, without JavaScript, and show them open on a desktop", async () => {
    for (const [viewport, folded] of [
      [phone, true],
      [desktop, false],
    ] as const) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/es`, { waitUntil: "load" });
      const footer = page.locator("footer");
      // Every link is in the page, folded or not (a locator, not a role query: those skip what is hidden).
      const links = footer.locator('nav[aria-label="Pie de página: zonas"] a');
      expect(await links.count()).toBeGreaterThan(10);
      expect(await links.first().isVisible(), `${viewport.width} px`).toBe(!folded);
      if (folded) {
        // A tap on a section's heading opens it: the platform's <details>.
        await footer.locator("summary", { hasText: "Zonas" }).click();
        expect(await links.first().isVisible()).toBe(true);
      }
      await context.close();
    }
  });
});
