import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexablePaths } from "~/content/routes-index";
import { canonicalPath } from "~/lib/paths";
import { seedContent } from "../support/content";
import { type RunningSite, startSite } from "../support/site";

/*
 * A public page has one address. Its case and slash variants (/ABOUT, /aBoUt/) are answered with one redirect to
 * it, never rendered as pages of their own: a flood of them fills no page cache and evicts no real page.
 */

const pages = indexablePaths(seedContent()).filter((path) => path !== "/");

/** A variant of `path` no visitor's link has: shouting, mixed case, a trailing slash, or mixed case and a slash. */
const variantsOf = (path: string) => [
  path.toUpperCase(),
  [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join(""),
  `${path}/`,
  `${[...path].map((c, i) => (i % 2 ? c : c.toUpperCase())).join("")}/`,
];

const variants = pages.flatMap((path) => variantsOf(path).map((variant) => ({ path, variant }))).slice(0, 200);

/** The paths the server rendered a page for, from its log. */
const renderedPaths = (site: RunningSite) =>
  site.output
    .join("")
    .split("\n")
    .filter((line) => line.includes('"msg":"page rendered"'))
    .map((line) => JSON.parse(line).path as string);

describe("case and slash variants of real paths", () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ LOG_LEVEL: "info" });
  });
  afterAll(() => site?.stop());

  it("answers each of 200 variants with one redirect to the page's address, and renders none of them", async () => {
    expect(variants).toHaveLength(200);
    for (const { path, variant } of variants) {
      const response = await fetch(site.url + variant, { redirect: "manual" });
      expect(response.status, variant).toBe(301);
      expect(response.headers.get("location"), variant).toBe(path);
    }
    // Where the redirect leads is the page itself: no second redirect.
    for (const path of new Set(variants.slice(0, 40).map((v) => v.path))) {
      const response = await fetch(site.url + path, { redirect: "manual" });
      expect(response.status, path).toBe(200);
    }
    const rendered = renderedPaths(site);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.filter((path) => canonicalPath(path) !== path)).toEqual([]);
  });

  it("keeps the query string, and sends a post on with its method (308)", async () => {
    const get = await fetch(`${site.url}/FAQ/?utm_source=flyer`, { redirect: "manual" });
    expect(get.status).toBe(301);
    expect(get.headers.get("location")).toBe("/faq?utm_source=flyer");
    const post = await fetch(`${site.url}/Book/`, { method: "POST", body: "a=1", redirect: "manual" });
    expect(post.status).toBe(308);
    expect(post.headers.get("location")).toBe("/book");
  });

  it("names the page's own address as canonical, whatever the request's case", async () => {
    const html = await (await fetch(`${site.url}/About/`)).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/about"/>');
  });

  it("leaves unknown paths and private links alone: a 404 is not redirected", async () => {
    const unknown = await fetch(`${site.url}/No-Such-Page/`, { redirect: "manual" });
    expect(unknown.status).toBe(404);
    const review = await fetch(`${site.url}/review/AbCdEf`, { redirect: "manual" });
    expect(review.headers.get("location")).toBeNull();
  });
});
