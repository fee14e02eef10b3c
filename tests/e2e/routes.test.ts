import type { Browser } from "playwright-core";
import { href } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories } from "~/content/blog";
import { indexablePaths } from "~/content/routes-index";
import { seedContent } from "../support/content";
import { baseUrl, launch, phone, reusedPage } from "./browser";

const routes = [
  ...indexablePaths(seedContent()),
  ...blogCategories.map((c) => href("/blog/category/:category", { category: c.slug })),
];

describe("every route, as served", () => {
  it.each(routes)("%s answers 200 with its h1 in the HTML, before any JavaScript", async (path) => {
    const response = await fetch(baseUrl() + path, { redirect: "manual" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it("puts the spec's headings on the pages that have one", async () => {
    const headings: Record<string, string> = {
      "/": "Los Angeles (LA) Valet Parking You Can Trust",
      "/services": "Our Premium Valet Services",
      "/about": "Where Service Meets Luxury",
      "/locations/santa-monica": "Valet Parking in Santa Monica, California",
      "/locations/downtown-los-angeles": "Valet Parking in Downtown Los Angeles, California",
      "/locations/pasadena": "Valet Parking in Pasadena, California",
      "/locations/glendale": "Valet Parking in Glendale, California",
      "/privacy": "Privacy Policy",
      "/terms": "Terms of Service",
    };
    for (const [path, heading] of Object.entries(headings)) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], path).toBe(heading);
    }
  });

  it("answers 404 with the spec's text for unknown paths and unknown cities", async () => {
    for (const path of [
      "/no-such-page",
      "/locations/atlantis",
      "/services/car-wash",
      "/blog/no-such-post",
      "/blog/category/x",
    ]) {
      const response = await fetch(baseUrl() + path, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page Not Found");
      expect(html).toContain(
        "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
      );
      expect(html).toContain('href="/"');
    }
  });

  it("redirects /locations/downtown-la permanently to the Downtown Los Angeles page", async () => {
    const response = await fetch(`${baseUrl()}/locations/downtown-la`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl()).pathname).toBe("/locations/downtown-los-angeles");
  });

  it("never redirects a page to a trailing-slash twin", async () => {
    for (const path of routes) {
      const response = await fetch(baseUrl() + path, { redirect: "manual" });
      expect(response.headers.get("location"), path).toBeNull();
    }
  });

  it("ships no framework JavaScript on content pages", async () => {
    for (const path of ["/", "/services/wedding-valet", "/locations/pasadena", "/faq", "/blog"]) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).not.toMatch(/<script[^>]+type="module"/);
      expect(html, path).not.toContain("__reactRouterContext");
    }
  });
});

describe("a city page in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it("shows its hero at least 70% of the viewport tall", async () => {
    const page = await reusedPage(() => browser)("/locations/santa-monica", phone);
    const height = await page
      .locator("section[aria-labelledby=page-heading]")
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(0.7 * phone.height);
  });
});
