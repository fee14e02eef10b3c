import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openingHours } from "~/content/hours";
import { siteNavigation } from "~/content/navigation";
import { officeHours } from "~/lib/office-hours-text";
import { seedContent } from "../support/content";
import { baseUrl, desktop, launch, newPage, open, phone, reusedPage, siteScriptRan } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
/** The page most tests visit with, at either width. */
const visit = reusedPage(() => browser);

const expanded = (page: Page, label: string) =>
  page.getByRole("button", { name: label, exact: true }).getAttribute("aria-expanded");

/** How long a panel opened by hovering stays open once the pointer leaves it (app/client/site.ts). */
const HOVER_CLOSE_MS = 150;

/**
 * `open`, on a page whose timers run on Playwright's clock: `page.clock.runFor` moves it on at once. A context of its
 * own: an installed clock stays for the page's life.
 */
async function openOnClock(path: string, viewport = desktop) {
  const page = await newPage(browser, viewport);
  await page.clock.install();
  await page.goto(baseUrl() + path, { waitUntil: "load" });
  await siteScriptRan(page);
  return page;
}

describe("header dropdowns on desktop", () => {
  it("open on hover and close when the pointer leaves", async () => {
    const page = await visit("/about");
    await page.getByRole("button", { name: "Services", exact: true }).hover();
    await expect.poll(() => page.locator("#menu-services").isVisible()).toBe(true);
    expect(await expanded(page, "Services")).toBe("true");
    await page.mouse.move(10, 700);
    await expect.poll(() => page.locator("#menu-services").isVisible()).toBe(false);
    expect(await expanded(page, "Services")).toBe("false");
  });

  it("open and close on click", async () => {
    const page = await visit("/about");
    const button = page.getByRole("button", { name: "Locations", exact: true });
    await page.mouse.move(10, 700);
    await button.dispatchEvent("click");
    await expect.poll(() => page.locator("#menu-locations").isVisible()).toBe(true);
    expect(await page.locator("#menu-locations li a").allTextContents()).toEqual(
      siteNavigation(seedContent()).locations.map((link) => link.label),
    );
    await button.dispatchEvent("click");
    await expect.poll(() => page.locator("#menu-locations").isVisible()).toBe(false);
  });

  it("stay open when clicked after hovering, and close on a second click or a click elsewhere", async () => {
    const page = await openOnClock("/about");
    const button = page.getByRole("button", { name: "Services", exact: true });
    await button.hover();
    await expect.poll(() => expanded(page, "Services")).toBe("true");
    await button.click();
    await page.mouse.move(10, 700);
    await page.clock.runFor(HOVER_CLOSE_MS * 2);
    expect(await expanded(page, "Services")).toBe("true");
    expect(await page.locator("#menu-services").isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.locator("#menu-services").isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => expanded(page, "Services")).toBe("true");
    await page.mouse.click(640, 600);
    await expect.poll(() => page.locator("#menu-services").isVisible()).toBe(false);
    await page.context().close();
  });

  const touchCases = [
    { width: 1024, early: false },
    { width: 1280, early: false },
    { width: 1280, early: true },
  ];
  for (const { width, early } of touchCases) {
    const when = early ? ", the first before the site script has arrived" : "";
    it(`open on the first tap of a touch screen ${width} px wide, and close on the next${when}`, async () => {
      // A context of its own: touch is a context's, and so is the clock it installs.
      const context = await browser.newContext({ viewport: { width, height: 768 }, hasTouch: true });
      const page = await context.newPage();
      await page.clock.install();
      let release = () => {};
      if (early) {
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route("**/assets/site-*.js", async (route) => {
          await held;
          await route.continue();
        });
      }
      // A held script the boot script has inserted would hold back the load event.
      await page.goto(`${baseUrl()}/about`, { waitUntil: early ? "domcontentloaded" : "load" });
      const button = page.getByRole("button", { name: "Locations", exact: true });
      if (!early) await siteScriptRan(page);
      await button.tap();
      await expect.poll(() => page.locator("#menu-locations").isVisible()).toBe(true);
      if (early) {
        // Until the script runs, CSS opens the panel for the tapped (focused) button.
        release();
        await siteScriptRan(page);
      } else await page.clock.runFor(HOVER_CLOSE_MS * 2);
      expect(await expanded(page, "Locations")).toBe("true");
      await page.getByRole("link", { name: "Santa Monica" }).first().waitFor();
      await button.tap();
      await expect.poll(() => page.locator("#menu-locations").isVisible()).toBe(false);
      await button.tap();
      await expect.poll(() => expanded(page, "Locations")).toBe("true");
      await page.touchscreen.tap(640, 700);
      await expect.poll(() => page.locator("#menu-locations").isVisible()).toBe(false);
      await context.close();
    });
  }

  it("open on the first tap of a pen", async () => {
    const page = await openOnClock("/about");
    const box = await page.getByRole("button", { name: "Hours", exact: true }).boundingBox();
    if (!box) throw new Error("no Hours button");
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, pointerType: "pen" as const };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseMoved", ...at });
    await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", button: "left", clickCount: 1, ...at });
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", button: "left", clickCount: 1, ...at });
    await page.clock.runFor(HOVER_CLOSE_MS * 2);
    expect(await page.locator("#menu-hours").isVisible()).toBe(true);
    expect(await expanded(page, "Hours")).toBe("true");
    await page.context().close();
  });

  it("work from the keyboard: Enter opens, arrows move, Escape closes and returns focus", async () => {
    const page = await visit("/about");
    await page.getByRole("button", { name: "Services", exact: true }).focus();
    await page.keyboard.press("Enter");
    expect(await expanded(page, "Services")).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("All Services");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Wedding Valet");
    await page.keyboard.press("Escape");
    expect(await expanded(page, "Services")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Services");
  });

  it("show the office hours with the Pacific equivalent", async () => {
    const page = await visit("/");
    await page.getByRole("button", { name: "Hours", exact: true }).click();
    const text = await page.locator("#menu-hours").innerText();
    expect(text).toMatch(/Business Hours \(CT\)/i);
    const [weekdays] = officeHours("en", openingHours).open;
    expect(text).toContain(weekdays?.central);
    expect(text).toContain(weekdays?.pacific);
    expect(text).toMatch(/Saturday – Sunday\s*Closed/);
    expect(text).toContain("Holiday hours may vary");
    expect(text).toMatch(/Office (open|closed) now/);
  });

  it("link to the sitemap from the header, as the footer does", async () => {
    const page = await visit("/about");
    await page.getByRole("button", { name: "Locations", exact: true }).click();
    const link = page.locator("header nav[aria-label=Main]").getByRole("link", { name: "sitemap" });
    expect(await link.getAttribute("href")).toBe("/sitemap.xml");
    const response = await page.request.get(`${baseUrl()}/sitemap.xml`);
    expect(response.headers()["content-type"]).toContain("xml");
    expect(await page.locator('footer a[href="/sitemap.xml"]').count()).toBe(1);
  });

  it("mark the current page", async () => {
    const page = await visit("/faq");
    expect(await page.locator('header nav[aria-label=Main] a[aria-current="page"]').textContent()).toBe("FAQ");
  });

  it("open on hover without JavaScript too", async () => {
    const { page } = await open(browser, "/about", desktop, false);
    await page.getByRole("button", { name: "Services", exact: true }).hover();
    expect(await page.locator("#menu-services").isVisible()).toBe(true);
    await page.context().close();
  });
});

describe("scroll effects", () => {
  /** The header's background alpha: 0 is transparent. */
  const headerAlpha = (page: Page) =>
    page.locator(".site-header").evaluate((el) => {
      const channels = getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? [];
      return channels.length === 4 ? Number(channels[3]) : 1;
    });
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    // Scroll effects apply by the next rendered frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };

  it("turns the transparent header into a dark bar past 50 px", async () => {
    const page = await visit("/");
    expect(await headerAlpha(page)).toBe(0);
    await scrollTo(page, 40);
    expect(await headerAlpha(page)).toBe(0);
    await scrollTo(page, 120);
    expect(await headerAlpha(page)).toBeCloseTo(0.88);
    expect(await page.locator(".site-header").evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("blur(14px)");
  });

  it("shows the scroll-to-top button past 500 px, and it scrolls to the top", async () => {
    const page = await visit("/");
    const button = page.getByRole("link", { name: "Back to top" });
    expect(await button.isVisible()).toBe(false);
    await scrollTo(page, 450);
    expect(await button.isVisible()).toBe(false);
    await scrollTo(page, 1200);
    expect(await button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("mobile menu", () => {
  const menu = (page: Page) => page.locator("#mobile-menu");
  const openMenu = async (page: Page) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect.poll(() => menu(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
  };

  it("opens a side panel from the right with every item, and locks page scroll", async () => {
    const page = await visit("/", phone);
    await openMenu(page);
    const box = await menu(page).boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(phone.width);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("true");
    const text = await menu(page).innerText();
    for (const item of [
      "Home",
      "All Services",
      "Charity Gala Valet",
      "About",
      "FAQ",
      "Sitemap",
      "Mon–Fri",
      "Sat–Sun",
      "Book Now",
    ]) {
      expect(text).toContain(item);
    }
    // Every city in the header's menu at once, in two columns, none cut off and no name broken across lines.
    const locations = page.getByTestId("mobile-locations");
    expect(await locations.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    const cities = locations.getByRole("link");
    expect(await cities.count()).toBe(siteNavigation(seedContent()).locations.length);
    const oneLineInside = (a: Element) => {
      const text = document.createRange();
      text.selectNodeContents(a);
      return text.getClientRects().length === 1 && a.scrollWidth <= a.clientWidth;
    };
    for (const city of await cities.all()) expect(await city.evaluate(oneLineInside)).toBe(true);
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const page = await visit("/", phone);
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  it("closes when the backdrop is tapped", async () => {
    const page = await visit("/", phone);
    await openMenu(page);
    await page.mouse.click(10, 400);
    await expect.poll(() => menu(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
  });

  it("keeps focus inside while open", async () => {
    const page = await visit("/", phone);
    await openMenu(page);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest("#mobile-menu") || document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });

  it("closes when a link is tapped, and the link navigates", async () => {
    const page = await visit("/", phone);
    await openMenu(page);
    await Promise.all([page.waitForURL("**/faq"), menu(page).getByRole("link", { name: "FAQ" }).click()]);
    expect(await menu(page).evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
  });
});

describe("open-now indicator (site.ts, in Central Time)", () => {
  /** A page of these tests' own: the time each sets stays on it. */
  const clockPage = reusedPage(() => browser);
  const statusAt = async (iso: string) => {
    const page = await clockPage.ready();
    await page.clock.setFixedTime(new Date(iso));
    await page.goto(`${baseUrl()}/hours`);
    return page.locator("main [data-open-now][data-state]").innerText();
  };

  /** A time of day on the office's clock (openingHours.timeZone: Central Time, -06:00 in winter, -05:00 in summer). */
  const officeTime = (day: string, time: string, utcOffset: string, minutes = 0) =>
    new Date(new Date(`${day}T${time}:00${utcOffset}`).getTime() + minutes * 60_000).toISOString();

  it("is open on a weekday from its opening time, closed a minute before and at closing time, daylight saving followed", async () => {
    expect(openingHours.timeZone).toBe("America/Chicago");
    const monday = openingHours.week.Monday;
    if (!monday || openingHours.week.Wednesday?.opens !== monday.opens) throw new Error("written for Monday to Friday");
    const { opens, closes } = monday;
    expect(await statusAt(officeTime("2026-11-23", opens, "-06:00"))).toBe("Office open now"); // a Monday, CST
    expect(await statusAt(officeTime("2026-11-23", opens, "-06:00", -1))).toMatch(/^Office closed now/);
    expect(await statusAt(officeTime("2026-11-23", closes, "-06:00", -1))).toBe("Office open now");
    expect(await statusAt(officeTime("2026-11-23", closes, "-06:00"))).toMatch(/^Office closed now/);
    expect(await statusAt(officeTime("2026-07-08", opens, "-05:00", 30))).toBe("Office open now"); // a Wednesday, CDT
    expect(await statusAt(officeTime("2026-07-08", opens, "-05:00", -1))).toMatch(/^Office closed now/);
  });

  it("is closed at weekends and on observed holidays", async () => {
    expect(await statusAt("2026-11-21T17:00:00Z")).toBe("Office closed now. Event valet still runs."); // Saturday
    expect(await statusAt("2026-11-26T17:00:00Z")).toBe("Office closed now for the holiday. Event valet still runs.");
    expect(await statusAt("2026-07-03T17:00:00Z")).toBe("Office closed now for the holiday. Event valet still runs.");
  });

  it("moves nothing when it is written, whatever it says, from the narrowest phone up", async () => {
    // Open (one line), closed, closed for the holiday (two lines at 320 px).
    const instants = ["2026-11-23T15:00:00Z", "2026-11-21T17:00:00Z", "2026-11-26T17:00:00Z"];
    for (const path of ["/hours", "/es/hours"]) {
      for (const width of [320, 640]) {
        const page = await clockPage.ready({ width, height: 700 });
        const belowTop = () =>
          page
            .locator("main > section")
            .nth(1)
            .evaluate((el) => el.getBoundingClientRect().top);
        await page.route("**/assets/site-*.js", (route) => route.abort());
        await page.goto(baseUrl() + path);
        const unwritten = await belowTop();
        await page.unroute("**/assets/site-*.js");
        const lines = new Set<number>();
        for (const iso of instants) {
          await page.clock.setFixedTime(new Date(iso));
          await page.goto(baseUrl() + path);
          lines.add(
            await page.locator("main [data-open-now][data-state] [data-open-now-text]").evaluate((text) => {
              const range = document.createRange();
              range.selectNodeContents(text);
              return range.getClientRects().length;
            }),
          );
          expect(await belowTop(), `${path} at ${width} px, ${iso}`).toBe(unwritten);
        }
        if (width === 320) expect(lines.size, `${path}: the three messages' lines at 320 px`).toBeGreaterThan(1);
      }
    }
  });
});

describe("the first view on a phone", () => {
  it("shows the heading, the lead paragraph and both calls to action at the first frame of the entrance animations", async () => {
    const firstView = reusedPage(() => browser);
    for (const path of ["/", "/services/wedding-valet", "/locations/santa-monica", "/book"]) {
      const page = await firstView.ready(phone);
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto(baseUrl() + path, { waitUntil: "domcontentloaded" });
      const shown = await page.evaluate(() => {
        // Every animation held at its first frame: what the first paint shows.
        const entrances = document.getAnimations().filter((a) => a.timeline === document.timeline);
        for (const animation of entrances) {
          animation.pause();
          animation.currentTime = 0;
        }
        const hero = document.querySelector("main section") as HTMLElement;
        const visible = (el: Element) => {
          const box = el.getBoundingClientRect();
          let opacity = 1;
          for (let node: Element | null = el; node; node = node.parentElement) {
            opacity *= Number(getComputedStyle(node).opacity);
          }
          return opacity === 1 && box.top >= 0 && box.bottom <= innerHeight && box.width > 0;
        };
        return {
          animated: entrances.length,
          heading: visible(hero.querySelector("h1") as Element),
          paragraph: visible(hero.querySelector("h1 ~ p, h1 ~ div p") as Element),
          actions: [...hero.querySelectorAll("a[href]")].filter((a) => !a.closest("nav")).filter(visible).length,
        };
      });
      expect(shown.animated, path).toBeGreaterThan(0);
      expect(shown, path).toMatchObject({ heading: true, paragraph: true });
      if (path !== "/book") expect(shown.actions, path).toBeGreaterThanOrEqual(2);
    }
  });
});
