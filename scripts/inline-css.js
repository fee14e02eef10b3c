// @ts-check
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pruneCss } from "./prune-css.js";

/**
 * Inlines the stylesheet into every prerendered page, without the rules the page cannot use: one round trip less
 * before the first paint on a phone, and a page that fits the first 14 KB the server may send (ADR 030).
 * (Form pages render the stylesheet inline themselves, app/root.tsx; pruneInlineStylesheet prunes their template.)
 * @param {string} clientDir the build's client folder
 */
export function inlineStylesheets(clientDir) {
  /** @param {string} dir @returns {string[]} */
  const pages = (dir) =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return entry === "assets" ? [] : pages(full);
      return entry === "index.html" ? [full] : [];
    });
  let count = 0;
  for (const file of pages(clientDir)) {
    const html = readFileSync(file, "utf8");
    const inlined = inlineStylesheet(html, clientDir);
    if (inlined !== html) {
      writeFileSync(file, inlined);
      count++;
    }
  }
  return count;
}

/**
 * One page's stylesheet links replaced by the rules of those stylesheets the page's markup and scripts can use.
 * @param {string} html @param {string} clientDir
 */
export function inlineStylesheet(html, clientDir) {
  /** @type {string[] | undefined} read once, and only for a page that links a stylesheet */
  let scripts;
  return html.replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g, (_, href) => {
    scripts ??= scriptsOf(html, clientDir);
    const css = pruneCss(readFileSync(path.join(clientDir, href), "utf8"), html, scripts);
    if (css.includes("</style")) throw new Error(`${href} cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/**
 * A form page's inline stylesheet (React's style resource, app/root.tsx) pruned the same way: its scripts include
 * the form's island, so every class the form can render in the browser (errors, the estimate, the thank-you) stays.
 * @param {string} html @param {string} clientDir
 */
export function pruneInlineStylesheet(html, clientDir) {
  const resource = /(<style data-precedence="[^"]*" data-href="[^"]*">)([\s\S]*?)(<\/style>)/;
  const found = html.match(resource);
  if (!found) return html;
  const [whole, open = "", css = "", close = ""] = found;
  const rest = html.replace(whole, "");
  return html.replace(whole, () => open + pruneCss(css, rest, scriptsOf(html, clientDir)) + close);
}

/**
 * The text of the scripts a page runs: those written into it (the boot script, ADR 031) and the build's files it
 * loads or names for the boot script to load (`data-scripts`: the site script, the form's island).
 * @param {string} html @param {string} clientDir
 */
const scriptsOf = (html, clientDir) => [
  ...[...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = ""]) => text),
  ...[...new Set([...html.matchAll(/\/assets\/[\w-]+\.js\b/g)].map(([src]) => src))].map((src) =>
    assetText(path.join(clientDir, src)),
  ),
];

/**
 * A hashed asset's text, read once: its name changes with its content (every page names the site script).
 * @type {Map<string, string>}
 */
const assetTexts = new Map();
/** @param {string} file */
function assetText(file) {
  const text = assetTexts.get(file) ?? readFileSync(file, "utf8");
  assetTexts.set(file, text);
  return text;
}
