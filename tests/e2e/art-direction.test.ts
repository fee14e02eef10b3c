import type { Browser } from "playwright-core";
import { href } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories } from "~/content/blog";
import { indexablePaths } from "~/content/routes-index";
import { seedContent } from "../support/content";
import { baseUrl, desktop, launch, newPage } from "./browser";

/*
 * The first screen of every page is complete (issue 31): at 1280 px no hero leaves its side half empty, whether a
 * photograph, a drawing or a composition fills it; and the city a visitor is on stands out among the tiles.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const routes = [
  ...indexablePaths(seedContent()),
  href("/blog/category/:category", { category: blogCategories[0]?.slug ?? "" }),
  "/no-such-page",
  "/es/no-existe",
];

describe("first screens", () => {
  it("no hero at 1280 px leaves its right half more than half empty", async () => {
    const page = await newPage(browser, desktop);
    const halfEmpty: string[] = [];
    for (const path of routes) {
      await page.goto(baseUrl() + path);
      // How much of the width of the hero's right half its content spans on the first screen: a photograph, a
      // drawing or a composition beside the heading, or a centred column across the middle.
      const covered = await page.evaluate(() => {
        const hero = document.querySelector("main section, main header");
        if (!hero) return 0;
        const h = hero.getBoundingClientRect();
        const left = h.left + h.width / 2;
        const bottom = Math.min(h.bottom, 800);
        const spans: [number, number][] = [];
        for (const el of hero.querySelectorAll("h1, p, a, img, svg, [data-hero-side]")) {
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          if (style.visibility === "hidden" || style.display === "none" || r.width < 1 || r.height < 1) continue;
          if (r.bottom <= h.top || r.top >= bottom) continue;
          const from = Math.max(r.left, left);
          const to = Math.min(r.right, h.right);
          if (to > from) spans.push([from, to]);
        }
        spans.sort((a, b) => a[0] - b[0]);
        let total = 0;
        let end = left;
        for (const [from, to] of spans) {
          if (to <= end) continue;
          total += to - Math.max(from, end);
          end = to;
        }
        return total / (h.right - left);
      });
      if (covered < 0.5) halfEmpty.push(`${path}: ${Math.round(covered * 100)}% covered`);
    }
    await page.context().close();
    expect(halfEmpty).toEqual([]);
  }, 300_000);
});

describe("the city tiles", () => {
  it("show the current city differently from the others", async () => {
    const page = await newPage(browser, desktop);
    await page.goto(`${baseUrl()}/locations/pasadena`);
    const look = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.backgroundColor} ${style.color}`;
        });
    const current = await look('main a[aria-current="page"][href="/locations/pasadena"]');
    const other = await look('main a[href="/locations/glendale"]:not([aria-current])');
    expect(current).not.toBe(other);
    await page.context().close();
  });
});
