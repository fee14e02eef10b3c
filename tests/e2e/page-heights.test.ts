import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexablePaths } from "~/content/routes-index";
import { baseUrl, launch, phone } from "./browser";

/*
 * Phone pages that end (issue 41): at 390 px no public page is taller than 6,500 px. Measured as a visitor without
 * JavaScript gets it (the footer's sections folded, every <details> closed), which is also what a visitor with it
 * sees first. The heights are printed, for docs/perf.md.
 */
const MAX_PHONE_HEIGHT = 6_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe("phone pages", () => {
  it(`end within ${MAX_PHONE_HEIGHT} px at 390 px, every route in both languages`, async () => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled: false, reducedMotion: "reduce" });
    const page = await context.newPage();
    const heights: [string, number][] = [];
    for (const path of indexablePaths()) {
      await page.goto(baseUrl() + path, { waitUntil: "load" });
      heights.push([path, await page.evaluate(() => document.documentElement.scrollHeight)]);
    }
    await context.close();
    console.log(heights.map(([path, height]) => `${height}\t${path}`).join("\n"));
    expect(heights.filter(([, height]) => height > MAX_PHONE_HEIGHT)).toEqual([]);
  }, 300_000);
});
