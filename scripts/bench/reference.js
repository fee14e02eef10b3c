// @ts-check
// The reference page `npm run bench` measures right before each route: the home page's hero text, inline CSS and no
// JavaScript or web fonts, written into the build's client folder and served as a static file.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { atCleanup } from "./cleanup.js";
import { referencePath } from "./config.js";

/** @typedef {import("./serve.js").Site} Site */

/** The home page's hero: its <h1> and the paragraph after it, as HTML text without tags. @param {string} html */
function heroText(html) {
  const text = (/** @type {string} */ s) =>
    s
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const heading = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i);
  const lead = heading && html.slice((heading.index ?? 0) + heading[0].length).match(/<p\b[^>]*>([\s\S]*?)<\/p>/i);
  if (!heading?.[1] || !lead?.[1]) throw new Error("the home page has no <h1> followed by a paragraph");
  return { heading: text(heading[1]), lead: text(lead[1]) };
}

/**
 * Writes the reference page into a site's client folder, with the hero text of the home page it serves, and checks
 * that the server sends it as written: plain HTML, no script. Returns the hero text; the cleanup removes the file.
 * @param {Site} site
 */
export async function writeReference(site) {
  const response = await fetch(`${site.url}/`);
  if (!response.ok) throw new Error(`${site.url}/ answered ${response.status}`);
  const home = await response.text();
  const hero = heroText(home);
  const lang = home.match(/<html\b[^>]*\blang="([^"]+)"/i)?.[1] ?? "en";
  // The hero's sizes on a phone (text-5xl heading, text-lg lead, pt-32), in the system's fonts.
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench reference page</title>
<meta name="description" content="The home page's hero without JavaScript or web fonts, for npm run bench.">
<style>
body{margin:0;background:#0c0d12;color:#f8f5ee;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:48rem;padding:8rem 1.25rem 4rem}
h1{margin:0 0 1.75rem;font:400 3rem/1.02 Georgia,"Times New Roman",serif}
p{margin:0;font-size:1.125rem;line-height:1.625;color:#e8e3d8}
</style>
</head>
<body>
<main><h1>${hero.heading}</h1><p>${hero.lead}</p></main>
</body>
</html>
`;
  const file = path.join(site.buildDir, "client", referencePath.slice(1));
  const existed = existsSync(file);
  writeFileSync(file, html);
  atCleanup(() => {
    if (!existed) rmSync(file, { force: true });
  });
  const served = await fetch(site.url + referencePath);
  const body = await served.text();
  if (!served.ok || !served.headers.get("content-type")?.startsWith("text/html") || body !== html) {
    throw new Error(`${site.url}${referencePath} is not served as written (${served.status})`);
  }
  return hero;
}
