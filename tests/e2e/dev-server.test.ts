import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startSite } from "../support/site";
import { formHydrated, launch } from "./browser";

let browser: Browser;
let dev: RunningSite;
beforeAll(async () => {
  // As `npm run dev` starts it: without the NODE_ENV=test the test runner sets, which would keep React's warnings
  // out of the page.
  [browser, dev] = await Promise.all([launch(), startSite({ NODE_ENV: undefined }, undefined, ["--dev"])]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe("npm run dev: form pages hydrate as the server rendered them", () => {
  // In development React's warnings reach the console: any difference between the server's HTML of the form's
  // island and its first render in the browser shows here, before it shows anywhere else.
  for (const path of ["/book", "/quote", "/es/book"]) {
    it(`${path}: no hydration warning, no error or warning in the console`, async () => {
      const page = await browser.newPage();
      const console: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error" && message.type() !== "warning") return;
        // Hot reload's socket is on one fixed port (24678) for every dev server of the machine: when another holds
        // it, the page says so. Not this test's business.
        if (/WebSocket|^\[vite\] failed to connect/.test(message.text())) return;
        console.push(message.text());
      });
      page.on("pageerror", (error) => {
        if (!/WebSocket closed without opened/.test(error.message)) console.push(error.message);
      });
      await page.goto(`${dev.url}${path}`);
      // The island runs when the visitor reaches for the form, as in the build.
      await formHydrated(page);
      // React reports a mismatch once hydration has been committed, which can be after the form's own effect ran:
      // a task later it has, and the console's messages come back before this answer does.
      await page.evaluate(() => new Promise((done) => setTimeout(done)));
      expect(console).toEqual([]);
      await page.close();
    }, 120_000);
  }
});
