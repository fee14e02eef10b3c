// @ts-check
// Full-page screenshots of chosen routes at phone and desktop widths, for a person to look at.
// Usage: node scripts/screenshots.js http://localhost:3000 / /about ...
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.js";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [name, viewport] of /** @type {const} */ ([
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
])) {
  const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
  for (const p of paths.length ? paths : ["/"]) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    const file = `screenshots/${p.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
