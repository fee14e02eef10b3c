import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startSite } from "../support/site";
import { launch } from "./browser";

let browser: Browser;
let dev: RunningSite;
beforeAll(async () => {
  [browser, dev] = await Promise.all([launch(), startSite({}, undefined, ["--dev"])]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe("npm run dev: form pages hydrate as the server rendered them", () => {
  // In development React Router hydrates the whole page, so any difference between the server's HTML and the
  // browser's first render shows here, as React's warning in the console, before it shows anywhere else.
  for (const path of ["/book", "/quote", "/es/book"]) {
    it(`${path}: no hydration warning, no error or warning in the console`, async () => {
      const page = await browser.newPage();
      const console: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") console.push(message.text());
      });
      page.on("pageerror", (error) => console.push(error.message));
      await page.goto(`${dev.url}${path}`);
      await page.locator("form[data-hydrated]").waitFor();
      expect(console).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
