import type { Browser, Page } from "playwright-core";
import { href } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories } from "~/content/blog";
import { indexablePaths } from "~/content/routes-index";
import { ui } from "~/content/ui";
import { langOf } from "~/lib/lang";
import { axeViolations, baseUrl, desktop, launch, newPage, phone } from "./browser";

const routes = [
  ...indexablePaths(),
  href("/blog/category/:category", { category: blogCategories[0]?.slug ?? "" }),
  "/no-such-page",
  "/es/no-existe",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * Checks every route on `pages` pages at once (one by default: two gained nothing on two cores). The whole page is
 * checked as it loads; once the navigation is opened, only the header with its panels or the menu dialog, the
 * part that changed.
 */
async function checkRoutes(
  viewport: typeof desktop,
  open: (page: Page, words: (typeof ui)["en"]) => Promise<string>,
  pages = 1,
) {
  const queue = [...routes];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: pages }, async () => {
      const page = await newPage(browser, viewport);
      for (let path = queue.shift(); path; path = queue.shift()) {
        await page.goto(baseUrl() + path);
        failures.push(...(await axeViolations(page)).map((v) => `${path} (closed) ${v}`));
        // Spanish pages (every page under /es) name their menus in Spanish.
        const opened = await open(page, ui[langOf(path)]);
        failures.push(...(await axeViolations(page, opened)).map((v) => `${path} (${opened} open) ${v}`));
      }
      await page.context().close();
    }),
  );
  return failures;
}

describe("axe (WCAG 2.2 A/AA)", () => {
  it("finds no violation on any route at desktop width, with a dropdown open", async () => {
    const failures = await checkRoutes(desktop, async (page, words) => {
      await page.getByRole("button", { name: words.header.services, exact: true }).click();
      return ".site-header";
    });
    expect(failures).toEqual([]);
  }, 600_000);

  it("finds no violation on any route at phone width, with the menu closed and open", async () => {
    const failures = await checkRoutes(phone, async (page, words) => {
      await page.getByRole("button", { name: words.header.openMenu }).click();
      return "#mobile-menu";
    });
    expect(failures).toEqual([]);
  }, 600_000);
});
