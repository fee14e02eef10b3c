import type { Browser, Page } from "playwright-core";
import { href } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "~/content/blog";
import { indexablePaths } from "~/content/routes-index";
import { ui } from "~/content/ui";
import { langOf } from "~/lib/lang";
import { seedContent } from "../support/content";
import { axeViolations, baseUrl, desktop, launch, newPage, phone } from "./browser";

/**
 * Every page template in both languages: each fixed page, every service page (their sections differ), three of
 * the sixteen city pages and one post (one template each, over data whose words the content and Spanish tests
 * read), a category filter and both 404s. Walking all 80 routes, menus opened on each, took three minutes of the
 * suite's fifteen. The header is the same on every page of a language: its open menus are checked on the first
 * page of each. The Spanish pages, the English templates with other words, are checked at phone width.
 */
const sampled = new Set(["/locations/los-angeles", "/locations/santa-monica", "/locations/downtown-los-angeles"]);
const routes = [
  ...indexablePaths(seedContent()).filter((path) => {
    const english = path.replace(/^\/es(?=\/|$)/, "") || "/";
    if (english.startsWith("/locations/")) return sampled.has(english);
    if (english.startsWith("/blog/")) return english === `/blog/${blogPosts[0]?.slug}`;
    return true;
  }),
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
  paths: readonly string[],
  pages = 1,
) {
  const queue = [...paths];
  const failures: string[] = [];
  const menusChecked = new Set<string>();
  await Promise.all(
    Array.from({ length: pages }, async () => {
      const page = await newPage(browser, viewport);
      for (let path = queue.shift(); path; path = queue.shift()) {
        await page.goto(baseUrl() + path);
        failures.push(...(await axeViolations(page)).map((v) => `${path} (closed) ${v}`));
        // Spanish pages (every page under /es) name their menus in Spanish.
        const lang = langOf(path);
        if (menusChecked.has(lang)) continue;
        menusChecked.add(lang);
        const opened = await open(page, ui[lang]);
        failures.push(...(await axeViolations(page, opened)).map((v) => `${path} (${opened} open) ${v}`));
      }
      await page.context().close();
    }),
  );
  return failures;
}

describe("axe (WCAG 2.2 A/AA)", () => {
  it("finds no violation on any English template at desktop width, with a dropdown open", async () => {
    const failures = await checkRoutes(
      desktop,
      async (page, words) => {
        await page.getByRole("button", { name: words.header.services, exact: true }).click();
        return ".site-header";
      },
      routes.filter((path) => langOf(path) === "en"),
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it("finds no violation on any template in either language at phone width, with the menu closed and open", async () => {
    const failures = await checkRoutes(
      phone,
      async (page, words) => {
        await page.getByRole("button", { name: words.header.openMenu }).click();
        return "#mobile-menu";
      },
      routes,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
