import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, desktop, formHydrated, launch, newPage, phone, siteScriptRan } from "./browser";

/*
 * Each prerendered page, and each form page's daily template, inlines only the rules its markup and scripts can use
 * (scripts/prune-css.js, ADR 030).
 * Put back the whole stylesheet and the page must look the same, pixel for pixel, in the states a visitor reaches.
 */

let browser: Browser;
/** The whole stylesheet as the server sends it, found by the href a form page's inline copy names. */
let wholeCss = "";
beforeAll(async () => {
  browser = await launch();
  const href = (await (await fetch(`${baseUrl()}/book`)).text()).match(/<style[^>]* data-href="([^"]+)"/)?.[1];
  expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  wholeCss = await (await fetch(`${baseUrl()}${href}`)).text();
});
afterAll(() => browser.close());

/**
 * A page as on a visit's next page, with the web fonts in the browser's cache: it paints in them (font-display:
 * optional). A first page may keep the fallback faces if the fonts are late.
 */
async function open(path: string, viewport = desktop) {
  const page = await newPage(browser, viewport);
  await page.goto(`${baseUrl()}/faq`, { waitUntil: "load" });
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
  await page.goto(baseUrl() + path, { waitUntil: "load" });
  await siteScriptRan(page);
  return page;
}

/** Once transitions (a dropdown opening) have ended; scroll-driven and endless animations never do. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const timed = document
      .getAnimations()
      .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(timed.map((animation) => animation.finished));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/** The page as it is, then with its inline stylesheet replaced by the whole one. */
async function bothWays(page: Page, fullPage: boolean) {
  const webFonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => !face.family.endsWith("Fallback")).map((face) => face.status);
  });
  expect(webFonts, "the web fonts, in the page and loaded").toEqual(["loaded", "loaded"]);
  // Every photograph in, below the fold too: a full-page screenshot brings lazy ones into view, to arrive at any time.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
  await settled(page);
  const pruned = await page.screenshot({ fullPage });
  const replaced = await page.evaluate((css) => {
    const inline = [...document.querySelectorAll("head style")].sort(
      (a, b) => (b.textContent ?? "").length - (a.textContent ?? "").length,
    )[0];
    if (!inline || (inline.textContent ?? "").length >= css.length) return false;
    inline.textContent = css;
    return true;
  }, wholeCss);
  expect(replaced, "the page carries a pruned stylesheet").toBe(true);
  await settled(page);
  const whole = await page.screenshot({ fullPage });
  return { pruned, whole };
}

describe("pages with only the CSS they can use", () => {
  for (const path of ["/", "/services/wedding-valet", "/blog/day-in-the-life-valet-attendant", "/es/faq"]) {
    it(`${path} looks the same on a phone with the whole stylesheet`, async () => {
      const page = await open(path, phone);
      const { pruned, whole } = await bothWays(page, true);
      expect(pruned.equals(whole)).toBe(true);
      await page.context().close();
    });
  }

  it("the mobile menu, open, looks the same with the whole stylesheet", async () => {
    const page = await open("/", phone);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.locator("#mobile-menu").evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const { pruned, whole } = await bothWays(page, false);
    expect(pruned.equals(whole)).toBe(true);
    await page.context().close();
  });

  it("a form page, its errors shown by the island, looks the same with the whole stylesheet", async () => {
    const page = await open("/book", phone);
    await formHydrated(page);
    await page.getByRole("button", { name: "Request Booking" }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(3);
    const { pruned, whole } = await bothWays(page, true);
    expect(pruned.equals(whole)).toBe(true);
    await page.context().close();
  });

  it("an open dropdown and the scrolled header look the same with the whole stylesheet", async () => {
    const page = await open("/", desktop);
    // Past the point where the header turns into a dark bar (a scroll-driven animation).
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await page.getByRole("button", { name: "Services", exact: true }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Services", exact: true }).getAttribute("aria-expanded"))
      .toBe("true");
    const { pruned, whole } = await bothWays(page, false);
    expect(pruned.equals(whole)).toBe(true);
    await page.context().close();
  });
});
