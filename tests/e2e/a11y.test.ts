import type { Browser } from "playwright-core";
import { href } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories } from "~/content/blog";
import { indexablePaths } from "~/content/routes-index";
import { axeViolations, baseUrl, desktop, launch, newPage, phone } from "./browser";

const routes = [
  ...indexablePaths(),
  href("/blog/category/:category", { category: blogCategories[0]?.slug ?? "" }),
  "/no-such-page",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe("axe (WCAG 2.2 A/AA)", () => {
  it("finds no violation on any route at desktop width, with a dropdown open", async () => {
    const page = await newPage(browser, desktop);
    const failures: string[] = [];
    for (const path of routes) {
      await page.goto(baseUrl() + path);
      failures.push(...(await axeViolations(page)).map((v) => `${path} (closed) ${v}`));
      await page.getByRole("button", { name: "Services", exact: true }).click();
      failures.push(...(await axeViolations(page)).map((v) => `${path} (dropdown open) ${v}`));
    }
    expect(failures).toEqual([]);
    await page.context().close();
  }, 240_000);

  it("finds no violation on any route at phone width, with the menu closed and open", async () => {
    const page = await newPage(browser, phone);
    const failures: string[] = [];
    for (const path of routes) {
      await page.goto(baseUrl() + path);
      failures.push(...(await axeViolations(page)).map((v) => `${path} (closed) ${v}`));
      await page.getByRole("button", { name: "Open menu" }).click();
      failures.push(...(await axeViolations(page)).map((v) => `${path} (menu open) ${v}`));
    }
    expect(failures).toEqual([]);
    await page.context().close();
  }, 240_000);
});
