import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_HINT } from "~/lib/editor-hint";
import { baseUrl, desktop, launch, newPage, phone, siteScriptRan } from "./browser";

/*
 * A content page inlines only the rules its markup and its scripts can use (ADR 044). Put back the whole
 * stylesheet and the page must look the same, pixel for pixel, in the states a visitor reaches.
 */

let browser: Browser;
const styleOf = (html: string) => html.match(/<style data-precedence="site" data-href="([^"]+)">([\s\S]*?)<\/style>/);
/** The content pages' whole stylesheet, found by the href the inline copy names. */
let wholeCss = "";
beforeAll(async () => {
  browser = await launch();
  const href = styleOf(await (await fetch(`${baseUrl()}/faq`)).text())?.[1];
  expect(href).toMatch(/^\/assets\/content-[\w-]+\.css$/);
  wholeCss = await (await fetch(`${baseUrl()}${href}`)).text();
});
afterAll(() => browser.close());

it("content pages carry part of their stylesheet, form pages the whole of theirs", async () => {
  const faq = styleOf(await (await fetch(`${baseUrl()}/faq`)).text())?.[2] ?? "";
  expect(faq.length).toBeGreaterThan(1000);
  expect(faq.length).toBeLessThan(wholeCss.length * 0.8);
  const book = styleOf(await (await fetch(`${baseUrl()}/book`)).text());
  expect(book?.[1]).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  const whole = await (await fetch(`${baseUrl()}${book?.[1]}`)).text();
  expect(book?.[2]).toBe(whole);
});

/** A page as on a visit's next page, with both web fonts in the browser's cache, so both ways paint in them. */
async function visit(path: string, viewport = desktop, cookie?: string) {
  const page = await newPage(browser, viewport);
  if (cookie) await page.context().addCookies([{ name: cookie, value: "1", url: baseUrl() }]);
  await page.goto(`${baseUrl()}/faq`, { waitUntil: "load" });
  await siteScriptRan(page);
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

/** The page as sent, then with its inline stylesheet replaced by the whole one: the two screenshots are equal. */
async function looksTheSame(page: Page, fullPage: boolean) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Every photograph in, below the fold too: a full-page screenshot brings lazy ones into view.
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    );
  });
  await settled(page);
  const pruned = await page.screenshot({ fullPage });
  const replaced = await page.evaluate((css) => {
    const inline = document.querySelector<HTMLStyleElement>('head style[data-precedence="site"]');
    if (!inline || (inline.textContent ?? "").length >= css.length) return false;
    inline.textContent = css;
    return true;
  }, wholeCss);
  expect(replaced, "the page carries a pruned stylesheet").toBe(true);
  await settled(page);
  expect(pruned.equals(await page.screenshot({ fullPage }))).toBe(true);
}

describe("content pages with only the CSS they can use look as with the whole stylesheet", () => {
  for (const path of ["/", "/locations/santa-monica", "/blog/day-in-the-life-valet-attendant", "/es/faq"]) {
    it(`${path} on a phone`, async () => {
      const page = await visit(path, phone);
      await looksTheSame(page, true);
      await page.context().close();
    });
  }

  it("a signed-in editor's button, which the site script adds", async () => {
    const page = await visit("/about", phone, EDITOR_HINT);
    await page.getByRole("link", { name: "Edit this page" }).waitFor();
    await looksTheSame(page, false);
    await page.context().close();
  });

  it("the mobile menu, open", async () => {
    const page = await visit("/about", phone);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.locator("#mobile-menu").evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await looksTheSame(page, false);
    await page.context().close();
  });

  it("an open dropdown over the scrolled header", async () => {
    const page = await visit("/", desktop);
    // Past the point where the header turns into a dark bar (a scroll-driven animation).
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await page.getByRole("button", { name: "Services", exact: true }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Services", exact: true }).getAttribute("aria-expanded"))
      .toBe("true");
    await looksTheSame(page, false);
    await page.context().close();
  });
});
