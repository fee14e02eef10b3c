import { href } from "react-router";
import { describe, expect, it } from "vitest";
import { blogCategories } from "~/content/blog";
import { indexablePages, spanishPages } from "~/content/routes-index";
import { localizePath } from "~/lib/lang";
import { seedContent } from "../support/content";
import { baseUrl } from "./browser";

/*
 * Every Spanish page is Spanish (issue 28): each English page has a twin under /es that answers 200 in es-US, and
 * nothing a reader sees or hears there (text, alt text, labels, the title) holds an English sentence.
 */

/**
 * Words that are English and never Spanish. A Spanish page may still say them inside a proper name; those names
 * are the only exceptions, listed below with where they come from.
 */
const englishWords = new Set(
  "the and with your our you we is are this that from will please here what when which about us for to of by".split(
    " ",
  ),
);
const properNames = [
  // Places, named as Angelenos name them.
  "Walk of Fame",
  "Avenue of the Stars",
  "Will Rogers",
  "The Annenberg Community Beach House",
  "The Americana at Brand",
  "Greystone Mansion and Gardens",
  "Los Angeles County Museum of Art",
  "The Huntington Library, Art Museum, and Botanical Gardens",
  "The Huntington",
  "US Bank Tower",
  // The City of Los Angeles' ordinance, named in the job posting's fair-chance notice.
  "Fair Chance Initiative for Hiring Ordinance",
];

/** What a reader of the page sees or hears: its title, its text, and its alt text and labels. */
function readable(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const body = html.slice(html.indexOf("<body"));
  const labels = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|&#160;/g, " ");
  return [title, text, ...labels].join(" ");
}

function englishIn(html: string): string[] {
  let text = readable(html);
  for (const name of properNames) text = text.replaceAll(name, " ");
  const words: string[] = text.match(/[\p{L}']+/gu) ?? [];
  return words.filter((word, i) => englishWords.has(word.toLowerCase()) && words.indexOf(word) === i);
}

/**
 * In-site links that lead out of Spanish: every <a href="/..."> not under /es, but the switcher to the English twin
 * (hreflang="en") and the sitemap (XML, no language).
 */
function englishLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*>/g)]
    .map((m) => m[0])
    .filter((a) => !/\shreflang="en"/i.test(a))
    .map((a) => /\shref="(\/[^"#?]*)/.exec(a)?.[1])
    .filter((href): href is string => !!href && href !== "/sitemap.xml" && !/^\/es(\/|$)/.test(href))
    .filter((href, i, all) => all.indexOf(href) === i);
}

const get = (path: string, init?: RequestInit) => fetch(baseUrl() + path, { redirect: "manual", ...init });

describe("a Spanish twin of every page", () => {
  it("pairs every English page with a Spanish one", () => {
    const english = indexablePages(seedContent()).filter((p) => p.lang === "en");
    expect(english.length).toBeGreaterThan(35);
    expect(spanishPages(seedContent()).map((p) => p.twin)).toEqual(english.map((p) => p.path));
  });

  const paths = [
    ...spanishPages(seedContent()).map((p) => p.path),
    localizePath(href("/blog/category/:category", { category: blogCategories[0]?.slug ?? "" }), "es"),
  ];
  it.each(paths)("%s answers 200 in es-US, with no English sentence", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es-US"/);
    expect(englishIn(html)).toEqual([]);
    // The header's "Nosotros" led to /about on every Spanish page (issue 28).
    expect(englishLinks(html)).toEqual([]);
  });
});

it("finds the English of an English page (the check is not blind)", async () => {
  const english = englishIn(await (await get("/about")).text());
  expect(english).toEqual(expect.arrayContaining(["the", "and", "our"]));
  expect(englishLinks(await (await get("/about")).text())).toEqual(expect.arrayContaining(["/about", "/faq"]));
});

describe("Spanish errors", () => {
  it("/es/una-pagina-que-no-existe is a Spanish 404 that leads back to /es", async () => {
    const response = await get("/es/una-pagina-que-no-existe");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es-US"/);
    expect(html).toContain("Página no encontrada");
    expect(html).toMatch(/<a [^>]*href="\/es"[^>]*>Volver al inicio/);
    expect(englishIn(html)).toEqual([]);
  });

  it("a Spanish form that cannot be read answers with its page in Spanish, the reason included", async () => {
    const response = await get("/es/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl() },
      body: "name=%FF%FE",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("El formulario no llegó como texto UTF-8 válido.");
    expect(englishIn(html)).toEqual([]);
  });

  it("a post to a Spanish page without a form is refused in Spanish", async () => {
    const response = await get("/es/faq", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(response.status).toBe(405);
    expect(await response.text()).toMatch(/^Esta página no recibe formularios/);
  });

  it("a post too large for any form, to a Spanish address, is refused in Spanish", async () => {
    const response = await get("/es/una-pagina-que-no-existe", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(10 * 1024 * 1024) },
      body: "x".repeat(10 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/^Esta solicitud es demasiado grande/);
  });
});
