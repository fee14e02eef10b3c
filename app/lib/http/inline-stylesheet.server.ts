// A public page carries its stylesheet inline, cut to the rules it can use (ADR 044). A form page's island, when it
// runs, links the whole forms stylesheet under the same names (/form-styles.css): the rules only its states use
// (errors, the estimate, a sent form) come with it, not in the page.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { source as bootScript } from "virtual:boot-script";
import { url as islandUrl } from "virtual:form-island";
import { url as siteScriptUrl } from "virtual:site-script";
import formsStylesheetUrl from "~/app.css?url";
import contentStylesheetUrl from "~/content.css?url";
import { namesInScripts, stylesheetPruner } from "./prune-css.server";

const builtFiles = new Map<string, string>();
/** A built file's text by its URL, read once: a stylesheet (public pages carry theirs inline), the site script. */
export const builtText = (url: string): string => {
  let text = builtFiles.get(url);
  if (text === undefined) {
    text = readFileSync(new URL(`../client${url}`, import.meta.url), "utf8");
    builtFiles.set(url, text);
  }
  return text;
};

const pruners = new Map<string, ReturnType<typeof stylesheetPruner>>();
/**
 * The pruner of a stylesheet: the content pages' with their two scripts (the boot script, the site script); the
 * form pages' with those, and the island's names kept whole for when it runs. Short class names but for those a
 * script names.
 */
function prunerOf(url: string) {
  let prune = pruners.get(url);
  if (!prune) {
    const scripts = namesInScripts([bootScript, builtText(siteScriptUrl)]);
    const later = url === formsStylesheetUrl ? namesInScripts([builtText(islandUrl)]) : undefined;
    prune = stylesheetPruner(builtText(url), scripts, { short: true, later });
    pruners.set(url, prune);
  }
  return prune;
}

const siteStyle = /<style data-precedence="site" data-href="([^"]+)">/;
const island = `data-island="${islandUrl}"`;

/**
 * A page with only the rules of its inline stylesheet that its markup and its scripts can use: a content page, a
 * form page. Any other page (a client's review or proposal, the staff area) as rendered.
 */
export function withPrunedStylesheet(html: string): string {
  const found = siteStyle.exec(html);
  if (!found) return html;
  const url = found[1] ?? "";
  const start = found.index + found[0].length;
  const end = html.indexOf("</style>", start);
  const page = html.slice(0, start) + html.slice(end);
  if (url !== contentStylesheetUrl && !(url === formsStylesheetUrl && page.includes(island))) return html;
  return prunerOf(url).page(page, start);
}

/** The whole forms stylesheet under the names the form pages have, for their island to link when it runs. */
export const formStylesheet = () => prunerOf(formsStylesheetUrl).whole();

let stylesVersion: string | undefined;
/** Its address, versioned by its bytes: a browser keeps it until the build changes it. */
export function formStylesheetUrl(): string {
  stylesVersion ??= createHash("sha256").update(formStylesheet()).digest("base64url").slice(0, 12);
  return `/form-styles.css?v=${stylesVersion}`;
}
