import type { Browser, Page } from "playwright-core";
import { href } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "~/content/blog";
import { indexablePaths } from "~/content/routes-index";
import { ui } from "~/content/ui";
import { englishPath, langOf, localizePath } from "~/lib/lang";
import { DISPLAY_GLYPHS } from "../../scripts/fonts.js";
import { seedContent } from "../support/content";
import { axeViolations, baseUrl, desktop, launch, MAX_PHONE_HEIGHT, phone, reusedPage, siteScriptRan } from "./browser";

/*
 * Every public page, walked once at each width: the checks that read each page (its h1, its height on a phone, the
 * text it sets in the display face, axe) share one visit of it, since a page load is most of what a browser test
 * costs (docs/perf.md). The open menus are checked once per language at each width: the header is the same on every
 * page of a language. Axe runs scripts of its own, so the walks are a visitor's with JavaScript, read once the site
 * script has run: when the walks were joined, the phone height of each of the 94 pages was the same as without it.
 * The site without scripts keeps tests of its own (server.test.ts, the folds of page-heights.test.ts, the forms').
 */
const publicPaths = () => {
  const english = [
    ...blogCategories.map((c) => href("/blog/category/:category", { category: c.slug })),
    "/newsletter",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
    "/no-such-page",
  ];
  return [...indexablePaths(seedContent()), ...english, ...english.map((path) => localizePath(path, "es"))];
};

/**
 * axe reads one page of each template in either language: each fixed page, every service page (their sections
 * differ), three of the sixteen city pages, one post, a category and the 404 (the content and Spanish tests read the
 * words of the rest).
 */
const sampledCities = new Set(["/locations/los-angeles", "/locations/santa-monica", "/locations/downtown-los-angeles"]);
const axeReads = (path: string) => {
  const english = englishPath(path);
  if (english.startsWith("/locations/")) return sampledCities.has(english);
  if (english.startsWith("/blog/category/")) return english.endsWith(`/${blogCategories[0]?.slug}`);
  if (english.startsWith("/blog/")) return english === `/blog/${blogPosts[0]?.slug}`;
  return !english.startsWith("/newsletter/");
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** One h1, shown, with words, and the page at its top. */
async function headingProblems(page: Page, path: string) {
  const h1 = page.locator("h1");
  if ((await h1.count()) !== 1) return [`${path}: ${await h1.count()} h1`];
  const problems: string[] = [];
  if (!(await h1.isVisible())) problems.push(`${path}: h1 hidden`);
  if (((await h1.textContent())?.trim().length ?? 0) <= 3) problems.push(`${path}: h1 without words`);
  if ((await page.evaluate(() => window.scrollY)) !== 0) problems.push(`${path}: scrolled`);
  return problems;
}

const expectedStatus = (path: string) => (path.endsWith("/no-such-page") ? 404 : 200);

/**
 * One tab through every public page at `viewport`, with the checks every page gets and those of `read`, axe on one
 * page of each template and, on each language's first such page, again with its menu opened by `openMenu` (which
 * names the part that changed). The failures, all of them.
 */
async function walk(
  viewport: typeof phone,
  openMenu: (page: Page, words: (typeof ui)["en"]["header"]) => Promise<string>,
  read: (page: Page, path: string) => Promise<void> = async () => {},
) {
  const failures: string[] = [];
  const opened = new Set<string>();
  const page = await reusedPage(() => browser).ready(viewport);
  for (const path of publicPaths()) {
    const response = await page.goto(baseUrl() + path, { waitUntil: "load" });
    if (response?.status() !== expectedStatus(path)) failures.push(`${path}: ${response?.status()}`);
    await siteScriptRan(page);
    failures.push(...(await headingProblems(page, path)));
    await read(page, path);
    if (!axeReads(path)) continue;
    failures.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    const lang = langOf(path);
    if (opened.has(lang)) continue;
    opened.add(lang);
    const part = await openMenu(page, ui[lang].header);
    failures.push(...(await axeViolations(page, part)).map((v) => `${path} (menu open): ${v}`));
  }
  return failures;
}

// The two walks run side by side, each in a page of its own: the file takes as long as the longer one.
describe.concurrent("every public page, walked once at each width", () => {
  it(`on a phone: its h1, within ${MAX_PHONE_HEIGHT} px, its display text in the face's cut, no axe violation, the menu open on each language's first page`, async () => {
    expect(publicPaths().filter((path) => /^\/(es\/)?blog\/[\w-]+$/.test(path)).length).toBeGreaterThanOrEqual(6);
    const heights: [string, number][] = [];
    const displayGlyphs = new Set(DISPLAY_GLYPHS);
    const missing = new Map<string, string>();
    const failures = await walk(
      phone,
      async (page, words) => {
        await page.getByRole("button", { name: words.openMenu }).click();
        return "#mobile-menu";
      },
      async (page, path) => {
        heights.push([path, await page.evaluate(() => document.documentElement.scrollHeight)]);
        for (const character of await displayText(page)) {
          if (!displayGlyphs.has(character) && !/\s/.test(character)) missing.set(character, path);
        }
      },
    );
    console.log(heights.map(([path, height]) => `${height}\t${path}`).join("\n"));
    expect(failures).toEqual([]);
    expect(heights.filter(([, height]) => height > MAX_PHONE_HEIGHT)).toEqual([]);
    expect(Object.fromEntries(missing), "run npm run fonts with these in DISPLAY_GLYPHS").toEqual({});
  }, 600_000);

  it("on a desktop: its h1 and no axe violation, a dropdown open on each language's first page", async () => {
    const failures = await walk(desktop, async (page, words) => {
      await page.getByRole("button", { name: words.services, exact: true }).click();
      return ".site-header";
    });
    expect(failures).toEqual([]);
  }, 600_000);
});

/** The text of a page set in the display face (scripts/fonts.js cuts it to DISPLAY_GLYPHS), folded or not. */
function displayText(page: Page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let text = "";
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && getComputedStyle(parent).fontFamily.startsWith('"Cormorant')) text += node.textContent;
    }
    return text;
  });
}
