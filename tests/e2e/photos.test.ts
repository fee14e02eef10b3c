import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, baseUrl, desktop, launch, phone, reusedPage } from "./browser";

// The build under test has the sample photos of scripts/sample-photos.js (`npm run test:e2e` makes them) in
// home/hero, services/hero, services/wedding-valet and locations/santa-monica; every other slot is empty.
const withPhotos = ["/", "/services", "/services/wedding-valet", "/locations/santa-monica"];

/**
 * A page for the tests' visits (one reused page: tests/e2e/browser.ts) and what went wrong on its current visit:
 * console errors, page errors, failed or refused requests.
 */
function watchedVisits(browser: () => Browser) {
  const reused = reusedPage(browser);
  const watched = new WeakSet<Page>();
  const problems: string[] = [];
  return async (path: string, viewport = desktop) => {
    const page = await reused.ready(viewport);
    if (!watched.has(page)) {
      watched.add(page);
      page.on("console", (m) => {
        if (m.type() === "error") problems.push(`console: ${m.text()}`);
      });
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
      page.on("response", (r) => {
        if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
      });
    }
    problems.length = 0;
    await page.goto(baseUrl() + path, { waitUntil: "load" });
    return { page, problems };
  };
}

const heroImage = (page: Page) => page.locator("section[aria-labelledby=page-heading] picture img");

/** What the browser made of the hero photo, once it has loaded. */
async function hero(page: Page) {
  const img = heroImage(page);
  await img.evaluate((el: HTMLImageElement) => el.decode());
  return img.evaluate((el: HTMLImageElement) => ({
    currentSrc: new URL(el.currentSrc).pathname,
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
    alt: el.alt,
    loading: el.getAttribute("loading"),
    fetchPriority: el.getAttribute("fetchpriority"),
    preloads: [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=preload][as=image]")].map((link) => ({
      type: link.type,
      srcset: link.getAttribute("imagesrcset"),
      sizes: link.getAttribute("imagesizes"),
      fetchPriority: link.getAttribute("fetchpriority"),
    })),
    srcset: el.parentElement?.querySelector("source[type='image/avif']")?.getAttribute("srcset"),
  }));
}

describe("photographs", () => {
  let browser: Browser;
  beforeAll(async () => {
    const html = await (await fetch(`${baseUrl()}/services/wedding-valet`)).text();
    if (!html.includes("<picture")) {
      throw new Error("This build has no sample photos: build with PHOTOS_DIR set, as `npm run test:e2e` does.");
    }
    browser = await launch();
  });
  afterAll(() => browser?.close());
  const visit = watchedVisits(() => browser);

  // The home page's hero covers the whole screen: its photo is a backdrop, not the largest paint (Photo.tsx).
  for (const [path, slot, priority] of [
    ["/services/wedding-valet", "services-wedding-valet", "high"],
    ["/locations/santa-monica", "locations-santa-monica", "high"],
    ["/", "home-hero", "low"],
  ] as const) {
    it(`${path} opens on its hero photo: AVIF from the build, sized, preloaded in <head>, ${priority} priority`, async () => {
      for (const viewport of [phone, desktop]) {
        const { page, problems } = await visit(path, viewport);
        const shown = await hero(page);
        expect(shown.currentSrc).toMatch(new RegExp(`^/assets/photos/${slot}-\\d+w-[\\w-]{8}\\.avif$`));
        expect(shown).toMatchObject({ loading: "eager", fetchPriority: priority });
        expect(Number(shown.width)).toBeGreaterThan(0);
        expect(Number(shown.height)).toBeGreaterThan(0);
        expect(shown.alt.length).toBeGreaterThan(10);
        expect(shown.preloads).toEqual([
          { type: "image/avif", srcset: shown.srcset, sizes: "100vw", fetchPriority: priority },
        ]);
        expect(problems).toEqual([]);
      }
    });
  }

  it("serves photo variants as immutable files of their type, never wider than the source", async () => {
    const html = await (await fetch(`${baseUrl()}/locations/santa-monica`)).text();
    const srcset = html.match(/<source type="image\/avif" srcSet="([^"]+)"/)?.[1] ?? "";
    // The sample is 1600 pixels wide: no 2400w variant.
    expect(srcset.split(", ").map((c) => c.split(" ")[1])).toEqual(["480w", "800w", "1200w", "1600w"]);
    const response = await fetch(baseUrl() + (srcset.split(" ")[0] ?? ""));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("loads a card photo below the fold lazily, and only the cards with a photo have one", async () => {
    const { page, problems } = await visit("/services", desktop);
    const card = page.locator("li", { has: page.getByRole("link", { name: "Wedding Valet", exact: true }) });
    const img = card.locator("picture img");
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(await img.getAttribute("fetchpriority")).toBeNull();
    expect(await img.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(desktop.height);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      /services-wedding-valet-\d+w-.*\.avif$/,
    );
    const corporate = page.locator("li", { has: page.getByRole("link", { name: "Corporate Events", exact: true }) });
    expect(await corporate.locator("picture").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("keeps the service cards side by side one shape when only some have a photo: a band of the photo's size on the others", async () => {
    // Three columns on a desktop, two on a tablet; stacked on a phone, a card without a photo has no band.
    for (const [path, viewport] of ["/services", "/es/services"].flatMap((path) =>
      [desktop, { width: 800, height: 1000 }].map((viewport) => [path, viewport] as const),
    )) {
      const { page, problems } = await visit(path, viewport);
      // A card is the list item its title heads (a content page's classes have short names, ADR 044).
      const cards = await page.locator("main ul > li:has(> h3, > * > h3)").evaluateAll((items) =>
        items.map((li) => {
          const top = li.firstElementChild as HTMLElement;
          return {
            photo: !!li.querySelector("picture"),
            height: li.getBoundingClientRect().height,
            top: top.getBoundingClientRect().height,
            // Where the card's text starts, below its photo or band and the icon on its edge.
            title: (li.querySelector("h3") as HTMLElement).getBoundingClientRect().top - li.getBoundingClientRect().top,
          };
        }),
      );
      const where = `${path} at ${viewport.width} px`;
      expect(cards.length, where).toBe(6);
      expect(cards.filter((c) => c.photo).length, where).toBe(1);
      const withPhoto = cards.find((c) => c.photo);
      for (const card of cards) {
        expect(card.top, where).toBeCloseTo(withPhoto?.top ?? 0, 0);
        expect(card.title, where).toBeCloseTo(withPhoto?.title ?? 0, 0);
      }
      // Side by side, every card is one height (each row as tall as the tallest): none is left with a hole where
      // the others have a photo.
      for (const card of cards) expect(card.height, where).toBeCloseTo(cards[0]?.height ?? 0, 0);
      expect(problems).toEqual([]);
    }
  });

  it("keeps the line art, and no photo, where a slot is empty", async () => {
    // Each page in its own visit: leaving a page while its favicon loads would report the favicon as failed.
    for (const [path, lineArt] of [
      ["/services/corporate-events", false],
      ["/locations/pasadena", true],
    ] as const) {
      const { page, problems } = await visit(path);
      expect(await page.locator("picture").count(), path).toBe(0);
      expect(await page.locator("link[rel=preload][as=image]").count(), path).toBe(0);
      if (lineArt) {
        const art = page.locator("section[aria-labelledby=page-heading] svg[role=img]");
        expect(await art.getAttribute("aria-label"), path).toMatch(/^Line illustration of/);
        expect(await art.isVisible(), path).toBe(true);
      }
      expect(problems, path).toEqual([]);
    }
  });

  it("ships no JavaScript with the photos", async () => {
    for (const path of withPhotos) {
      const html = await (await fetch(baseUrl() + path)).text();
      expect(html, path).toContain("<picture");
      expect(html, path).not.toMatch(/<script[^>]+type="module"/);
    }
  });

  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    it(`leaves the pages with photos free of axe violations at ${name} width`, async () => {
      for (const path of withPhotos) {
        const { page, problems } = await visit(path, viewport);
        expect(await axeViolations(page), path).toEqual([]);
        expect(problems, path).toEqual([]);
      }
    });
  }
});
