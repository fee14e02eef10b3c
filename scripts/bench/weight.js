// @ts-check
// Page weight: gzip bytes of every response of a page load, by type (the JavaScript and first-view bars are in gzip
// bytes), and the bytes the server sent for those responses' bodies (brotli pages and scripts, fonts, photos): what
// a cold visit costs. Headers are left out: on this local HTTP/1.1 server they are about 850 bytes a response,
// behind an HTTP/2 proxy a few dozen.
import { gzipSync } from "node:zlib";
import { weightTypes } from "./config.js";

/**
 * @typedef {{ html: number, css: number, js: number, images: number, fonts: number, other: number, total: number,
 *   sent: number, page: number, requests: number, broken: string[] }} Weight
 */

/** @param {import("playwright-core").Browser} browser @param {string} url */
export async function pageWeight(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    /** @type {import("playwright-core").Response[]} */
    const responses = [];
    page.on("response", (response) => responses.push(response));
    const main = await page.goto(url, { waitUntil: "networkidle" });
    if (!main?.ok()) throw new Error(`${url} answered ${main?.status()}`);
    /** @type {Weight} */
    const weight = {
      html: 0,
      css: 0,
      js: 0,
      images: 0,
      fonts: 0,
      other: 0,
      total: 0,
      sent: 0,
      page: 0,
      requests: 0,
      broken: [],
    };
    for (const response of responses) {
      if (response.status() >= 400) weight.broken.push(`${response.status()} ${new URL(response.url()).pathname}`);
      if (response.status() >= 300 && response.status() < 400) continue; // redirects have no body
      /** @type {Buffer} */
      let body;
      try {
        body = await response.body();
      } catch {
        continue; // aborted or evicted: nothing was delivered to the page
      }
      const bytes = gzipSync(body).length;
      // A form page's island arrives as a prefetch (ADR 032): a script all the same.
      const type = new URL(response.url()).pathname.endsWith(".js") ? "script" : response.request().resourceType();
      const key = weightTypes.find(([t]) => t === type)?.[1] ?? "other";
      weight[key] += bytes;
      weight.total += bytes;
      const sizes = await response.request().sizes();
      weight.sent += sizes.responseBodySize;
      if (response === main) weight.page = sizes.responseBodySize + sizes.responseHeadersSize;
      weight.requests += 1;
    }
    return weight;
  } finally {
    await context.close();
  }
}
