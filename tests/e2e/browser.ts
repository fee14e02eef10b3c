import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.js";

export const baseUrl = () => inject("baseUrl");

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A page in its own context (axe needs one); close it with `page.context().close()`. */
export async function newPage(browser: Browser, viewport = desktop, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript, reducedMotion: "reduce" });
  return context.newPage();
}

export async function open(browser: Browser, path: string, viewport = desktop, javaScript = true) {
  const page = await newPage(browser, viewport, javaScript);
  const response = await page.goto(baseUrl() + path, { waitUntil: "load" });
  return { page, response };
}

/** WCAG 2.2 A/AA violations, as "rule: target" lines so a failure says where. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${n.failureSummary}`));
}
