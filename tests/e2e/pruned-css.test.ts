import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITOR_HINT } from "~/lib/editor-hint";
import { namesInScripts, renamedStylesheet } from "~/lib/http/prune-css.server";
import { baseUrl, desktop, formHydrated, launch, newPage, phone, siteScriptRan } from "./browser";
import { fillBooking, formSite } from "./form-site";

/*
 * A page inlines only the rules its markup and its scripts can use (ADR 044): a content page's two scripts, a form
 * page's too, its island linking the whole stylesheet when it runs. Put back the whole stylesheet and the page must
 * look the same, pixel for pixel, in the states a visitor reaches.
 */

let browser: Browser;
const styleOf = (html: string) => html.match(/<style data-precedence="site" data-href="([^"]+)">([\s\S]*?)<\/style>/);
/** A whole stylesheet, found by the href a page's inline copy names. */
async function wholeStylesheet(origin: string, path: string, name: "content" | "app") {
  const href = styleOf(await (await fetch(origin + path)).text())?.[1];
  expect(href).toMatch(new RegExp(`^/assets/${name}-[\\w-]+\\.css$`));
  return (await fetch(origin + href)).text();
}
/**
 * A page's whole stylesheet, its classes named as the page's are (their short names, ADR 044): what the server gives
 * them depends on the classes its scripts mention, the inline boot script and the site script, and on a form page
 * its island's.
 */
async function renamedWholeStylesheet(origin: string, path: string, name: "content" | "app") {
  const html = await (await fetch(origin + path)).text();
  const boot = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
  const [site = ""] = JSON.parse(unescapeHtml(html.match(/data-scripts="([^"]+)"/)?.[1] ?? "[]")) as string[];
  expect(boot).toContain("data-scripts");
  const island = html.match(/data-island="([^"]+)"/)?.[1];
  expect(Boolean(island), "a form page names its island").toBe(name === "app");
  const scripts = await Promise.all(
    [site, ...(island ? [island] : [])].map(async (url) => (await fetch(origin + url)).text()),
  );
  return renamedStylesheet(await wholeStylesheet(origin, path, name), namesInScripts([boot, ...scripts]));
}
const unescapeHtml = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
let wholeCss = "";
beforeAll(async () => {
  browser = await launch();
  wholeCss = await renamedWholeStylesheet(baseUrl(), "/faq", "content");
});
afterAll(() => browser.close());

it("content pages and form pages carry part of their stylesheet", async () => {
  const faq = styleOf(await (await fetch(`${baseUrl()}/faq`)).text())?.[2] ?? "";
  expect(faq.length).toBeGreaterThan(1000);
  expect(faq.length).toBeLessThan(wholeCss.length * 0.8);
  const forms = await renamedWholeStylesheet(baseUrl(), "/book", "app");
  for (const path of ["/book", "/quote", "/contact", "/employment", "/es/book"]) {
    const html = await (await fetch(baseUrl() + path)).text();
    const css = styleOf(html)?.[2] ?? "";
    expect(css.length, path).toBeGreaterThan(5000);
    expect(css.length, path).toBeLessThan(forms.length * 0.7);
    // What the island links when it runs: the whole stylesheet under the page's names.
    const linked = unescapeHtml(html.match(/data-island-styles="([^"]+)"/)?.[1] ?? "");
    expect(linked, path).toMatch(/^\/form-styles\.css\?v=[\w-]+$/);
    expect(await (await fetch(baseUrl() + linked)).text(), path).toBe(forms);
  }
});

/** The web fonts in the page's cache, so both ways paint in them, as on a visit's next page. */
async function withFonts(page: Page, origin: string) {
  await page.goto(`${origin}/faq`, { waitUntil: "load" });
  await siteScriptRan(page);
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
}

/** A page as on a visit's next page. */
async function visit(path: string, viewport = desktop, cookie?: string) {
  const page = await newPage(browser, viewport);
  if (cookie) await page.context().addCookies([{ name: cookie, value: "1", url: baseUrl() }]);
  await withFonts(page, baseUrl());
  await page.goto(baseUrl() + path, { waitUntil: "load" });
  await siteScriptRan(page);
  return page;
}

/** Once transitions (a dropdown opening) have ended; scroll-driven and endless animations never do. */
const settled = (page: Page) =>
  page.evaluate(async () => {
    const timed = document
      .getAnimations()
      .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Infinity);
    // A transition the pointer's hover cancels ends too (its promise rejects).
    await Promise.all(timed.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

/**
 * The page as sent, then with its inline stylesheet replaced by the whole one: the two screenshots are equal. The
 * page's own stylesheet is put back after, for the states it goes on to. `area`: the whole page (true), the
 * viewport (false), or the one element a state changes.
 */
async function looksTheSame(page: Page, area: boolean | Locator, whole = wholeCss) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Every photograph in, below the fold too: a full-page screenshot brings lazy ones into view.
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    );
  });
  // Scrolled to before the transitions settle: the pointer may hover something else there.
  if (typeof area !== "boolean") await area.scrollIntoViewIfNeeded();
  await settled(page);
  const shot = () => (typeof area === "boolean" ? page.screenshot({ fullPage: area }) : area.screenshot());
  // Once two in a row are the same, as Playwright's toHaveScreenshot waits: after a scroll, Chromium moves the hover
  // to what is under the pointer now a moment later, and that element's transition starts then.
  const screenshot = async () => {
    let last = await shot();
    for (let shots = 1; shots < 10; shots++) {
      const next = await shot();
      if (next.equals(last)) return next;
      last = next;
    }
    throw new Error("the page never stopped changing");
  };
  const pruned = await screenshot();
  const swap = (css: string) =>
    page.evaluate((text) => {
      const inline = document.querySelector<HTMLStyleElement>('head style[data-precedence="site"]');
      const before = inline?.textContent ?? "";
      if (inline) inline.textContent = text;
      return before;
    }, css);
  const own = await swap(whole);
  expect(own.length, "the page carries a pruned stylesheet").toBeGreaterThan(0);
  expect(own.length, "the page carries a pruned stylesheet").toBeLessThan(whole.length);
  await settled(page);
  const same = pruned.equals(await screenshot());
  await swap(own);
  expect(same).toBe(true);
}

describe("content pages with only the CSS they can use look as with the whole stylesheet", () => {
  for (const path of ["/", "/locations/santa-monica", "/blog/day-in-the-life-valet-attendant", "/es/faq"]) {
    it(`${path} on a phone`, async () => {
      const page = await visit(path, phone);
      await looksTheSame(page, true);
      await page.context().close();
    });
  }

  it("a signed-in editor's button, which the site script adds", async () => {
    const page = await visit("/about", phone, EDITOR_HINT);
    await page.getByRole("link", { name: "Edit this page" }).waitFor();
    await looksTheSame(page, false);
    await page.context().close();
  });

  it("the mobile menu, open", async () => {
    const page = await visit("/about", phone);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => page.locator("#mobile-menu").evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await looksTheSame(page, false);
    await page.context().close();
  });

  it("an open dropdown over the scrolled header", async () => {
    const page = await visit("/", desktop);
    // Past the point where the header turns into a dark bar (a scroll-driven animation).
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await page.getByRole("button", { name: "Services", exact: true }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Services", exact: true }).getAttribute("aria-expanded"))
      .toBe("true");
    await looksTheSame(page, false);
    await page.context().close();
  });
});

describe("form pages with only the CSS their markup can use, and the island's once it runs, look as with the whole stylesheet", () => {
  const running = formSite();
  let formsCss = "";
  beforeAll(async () => {
    formsCss = await renamedWholeStylesheet(running.site.url, "/book", "app");
  });

  /** What the island's states change: the form, its errors and estimate, or the thank-you in its place. */
  const island = (page: Page) => page.locator("#form-island");

  /** A form page, its island running, with the web fonts cached; checked before the island runs too. */
  async function openForm(path: string, viewport: typeof phone) {
    const page = await running.openForm("/faq", true, viewport, false);
    await withFonts(page, running.site.url);
    await page.mouse.move(0, 0);
    await page.goto(running.site.url + path, { waitUntil: "load" });
    await siteScriptRan(page);
    expect(await page.locator("link[rel=stylesheet]").count(), "no stylesheet linked before the island runs").toBe(0);
    await looksTheSame(page, true, formsCss);
    await formHydrated(page);
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>("link[rel=stylesheet]")?.sheet);
    // The island hydrates over the server's markup, whose class attributes React keeps as sent, and renders its
    // classes by their own names: none in its part of the page may be a short one.
    expect(
      await island(page).evaluate((root) =>
        [...root.querySelectorAll("[class]")].flatMap((el) => [...el.classList].filter((c) => c.startsWith("_"))),
      ),
    ).toEqual([]);
    return page;
  }

  const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  // The island's states at one width: which of its rules a page keeps does not depend on the width (the desktop's
  // empty form and errors are below).
  it("/book on a phone: the empty form, every field's error, the estimate and its refusal, sending, the thank-you", async () => {
    const page = await openForm("/book", phone);
    await looksTheSame(page, true, formsCss);

    // The island's own errors, which the page's markup did not have.
    await page.getByRole("button", { name: "Request Booking" }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(10);
    await looksTheSame(page, island(page), formsCss);

    // The estimate, which the island renders from the server's answer.
    await page.reload({ waitUntil: "load" });
    await formHydrated(page);
    await page.getByLabel("Guest count").fill("180");
    await page.getByLabel("Service type").selectOption("Wedding");
    await page.getByLabel("Event date").fill(eventDate);
    await page.getByLabel("Event time").fill("17:30");
    const status = page.locator("#booking-lead-form-staffing");
    await expect.poll(() => status.innerText()).toContain("$");
    await looksTheSame(page, island(page), formsCss);
    // The server's refusal of a guest count, in the estimate's place: its colour is the island's alone.
    await page.getByLabel("Guest count").fill("0");
    await expect.poll(() => status.innerText()).toContain("Guest count must be at least 1");
    await looksTheSame(page, island(page), formsCss);

    // "Sending…", as while the post is on its way: here the browser's own submission is cancelled after the
    // island has handled the event.
    await fillBooking(page, "pruned.css@example.com", eventDate);
    // The estimate for the new guest count in place of the refusal, before the picture.
    await expect.poll(() => status.innerText()).toContain("$");
    await page.evaluate(() => window.addEventListener("submit", (event) => event.preventDefault(), { once: true }));
    await page.getByRole("button", { name: "Request Booking" }).click();
    await page.getByRole("button", { name: "Sending…" }).waitFor();
    await looksTheSame(page, island(page), formsCss);

    // The thank-you the server answers a good post with.
    await page.reload({ waitUntil: "load" });
    await formHydrated(page);
    await fillBooking(page, "pruned.css@example.com", eventDate);
    await page.getByRole("button", { name: "Request Booking" }).click();
    await page.getByRole("heading", { name: "Thank You!" }).waitFor();
    await page.locator("[data-thank-you]:focus").waitFor();
    await looksTheSame(page, page.locator("main"), formsCss);
    await page.context().close();
  });

  for (const [path, button, errors, viewport] of [
    ["/book", "Request Booking", 10, desktop],
    ["/quote", "Request a Quote", 9, phone],
    ["/contact", "Send Request", 5, phone],
    ["/employment", "Submit Application", 5, phone],
    ["/es/book", "Solicitar reservación", 10, phone],
  ] as const) {
    it(`${path} at ${viewport.width} px: the empty form and every field's error`, async () => {
      const page = await openForm(path, viewport);
      await looksTheSame(page, true, formsCss);
      await page.getByRole("button", { name: button }).click();
      await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(errors);
      // The pointer off the form: left on the button, it would hover whatever each scroll brings under it.
      await page.mouse.move(0, 0);
      await looksTheSame(page, island(page), formsCss);
      await page.context().close();
    });
  }
});
