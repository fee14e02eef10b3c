import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishFilledProof } from "../support/filled-proof";
import { type RunningSite, startSite } from "../support/site";
import { axeViolations, desktop, launch, MAX_PHONE_HEIGHT, phone, reusedPage } from "./browser";

/*
 * Phone pages that end (issue 41): every public page's height at 390 px is read in the walk of every page
 * (walk.test.ts). Here: the folds that keep them short, and the pages with every part of the proof filled.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());
/** Pages as a visitor without JavaScript gets them, at either width. */
const visitWithoutScript = reusedPage(() => browser, { javaScript: false });

describe("phone pages", () => {
  it("fold the footer's link columns into sections on a phone, without JavaScript, and show them open on a desktop", async () => {
    for (const [viewport, folded] of [
      [phone, true],
      [desktop, false],
    ] as const) {
      const page = await visitWithoutScript("/es", viewport);
      const footer = page.locator("footer");
      // Every link is in the page, folded or not (a locator, not a role query: those skip what is hidden).
      const links = footer.locator('nav[aria-label="Pie de página: zonas"] a');
      expect(await links.count()).toBeGreaterThan(10);
      expect(await links.first().isVisible(), `${viewport.width} px`).toBe(!folded);
      if (folded) {
        // A tap on a section's heading opens it: the platform's <details>.
        await footer.locator("summary", { hasText: "Zonas" }).click();
        expect(await links.first().isVisible()).toBe(true);
      }
    }
  });

  it("fold a blog post's sections under their headings on a phone, reached by the keyboard and announced", async () => {
    const page = await reusedPage(() => browser)("/es/blog/stress-free-wedding-valet", phone);
    const sections = page.locator("article section");
    expect(await sections.count()).toBeGreaterThanOrEqual(5);
    const first = sections.first();
    const heading = (await first.locator("summary").innerText()).trim();
    expect(heading.length).toBeGreaterThan(5);
    // Folded: the words are in the page, not shown.
    expect(await first.locator("p").first().isVisible()).toBe(false);
    // After the header's last link (the blog's), the next Tab is the first section's heading, announced as a closed
    // disclosure by its words.
    await page.locator("article header a").last().focus();
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(() => document.activeElement?.closest("section")?.querySelector("summary")?.textContent),
    ).toBe(await first.locator("summary").textContent());
    expect(await disclosureExpanded(page, heading)).toBe(false);
    await page.keyboard.press("Enter");
    expect(await first.locator("p").first().isVisible()).toBe(true);
    expect(await disclosureExpanded(page, heading)).toBe(true);
    // The page's one h1 stays the title; each section's heading is an h2.
    expect(await page.locator("h1").count()).toBe(1);
    expect(await first.getByRole("heading", { level: 2, name: heading }).count()).toBeGreaterThan(0);
  });
});

/** The disclosure named `name` in the page's accessibility tree: whether it is expanded (undefined: not there). */
async function disclosureExpanded(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const node = nodes.find((n) => n.role?.value === "DisclosureTriangle" && n.name?.value === name);
  return node?.properties?.find((p) => p.name === "expanded")?.value.value;
}

/*
 * With every part of the proof filled generously (six of the team, six events, six articles, eight logos, three
 * review profiles: tests/support/filled-proof.ts), published in a site of this file's own, /about and the home page
 * still end within the bar on a phone: /about folds the events and the press under their headings, the home page the
 * venues' logos under theirs, the review profiles staying in view (the home page was 6,562 px, 6,895 in Spanish,
 * before its logos folded).
 */
describe("phone pages with every part of the proof filled", () => {
  let site: RunningSite | undefined;
  let teamMember = "";
  beforeAll(async () => {
    site = await startSite();
    teamMember = await publishFilledProof(site.dataDir);
    // Every server serves a publication within seconds (it reads the shared content version).
    const url = `${site.url}/about`;
    for (let waited = 0; !(await (await fetch(url)).text()).includes(teamMember); waited += 200) {
      if (waited > 10_000) throw new Error("the filled proof was not served within 10 s");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);
  afterAll(() => site?.stop());
  const siteUrl = () => site?.url ?? "";
  const visitFilled = reusedPage(() => browser, { origin: siteUrl });
  const visitFilledWithoutScript = reusedPage(() => browser, { origin: siteUrl, javaScript: false });

  it(`end within ${MAX_PHONE_HEIGHT} px at 390 px: /about, /es/about, / and /es`, async () => {
    const heights: [string, number][] = [];
    for (const path of ["/about", "/es/about", "/", "/es"]) {
      const page = await visitFilledWithoutScript(path, phone);
      // The fill is on the page: the team on /about, the eight logos and three review profiles on both.
      if (path.endsWith("about")) expect(await page.locator("#team").count(), path).toBe(1);
      expect(await page.locator('#proof-strip-heading ~ ul img[src^="/proof/"]').count(), path).toBe(8);
      expect(
        await page.locator('section[aria-labelledby="proof-strip-heading"] a[href^="https://"]').count(),
        path,
      ).toBe(3);
      heights.push([path, await page.evaluate(() => document.documentElement.scrollHeight)]);
    }
    console.log(heights.map(([path, height]) => `${height}\t${path} (proof filled)`).join("\n"));
    expect(heights.filter(([, height]) => height > MAX_PHONE_HEIGHT)).toEqual([]);
  });

  it("fold the events and the press under their headings on a phone, reached by the keyboard and announced", async () => {
    for (const [path, heading, first] of [
      ["/about", "Events we have parked", "The Whitfield wedding"],
      ["/es/about", "Eventos que hemos atendido", "La boda Whitfield"],
    ] as const) {
      const page = await visitFilled(path, phone);
      const event = page.getByText(first, { exact: true });
      // Folded: the events are in the page, not shown; the press is folded the same way.
      expect(await event.isVisible(), path).toBe(false);
      expect(await page.locator("summary h3").count()).toBeGreaterThanOrEqual(2);
      // The heading's summary is reached by Tab and announced as a closed disclosure named by the heading.
      const summary = page.locator("summary", { has: page.getByRole("heading", { level: 3, name: heading }) });
      await summary.evaluate((node) => {
        const previous = node.closest("section")?.parentElement?.closest("section")?.querySelector("h2");
        previous?.setAttribute("tabindex", "-1");
        previous?.focus();
      });
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim()), path).toBe(heading);
      expect(await disclosureExpanded(page, heading), path).toBe(false);
      await page.keyboard.press("Enter");
      expect(await event.isVisible(), path).toBe(true);
      expect(await disclosureExpanded(page, heading), path).toBe(true);
      // The rest of the team is a tap away too, and every portrait's caption is in the page.
      expect(await page.locator("#team summary").isVisible(), path).toBe(true);
      expect(await page.locator("#team figcaption", { hasText: "Marcus Bell" }).count(), path).toBeGreaterThan(0);
    }
  });

  it("fold the venues' logos under their heading on the home page's phone view, the review profiles in view", async () => {
    for (const [path, heading] of [
      ["/", "Venues and hotels we work at"],
      ["/es", "Lugares y hoteles donde trabajamos"],
    ] as const) {
      const page = await visitFilledWithoutScript(path, phone);
      const strip = page.locator('section[aria-labelledby="proof-strip-heading"]');
      const logo = strip.locator("img").first();
      expect(await logo.isVisible(), path).toBe(false);
      expect(await strip.getByRole("link").first().isVisible(), path).toBe(true);
      // Its heading is the summary of a closed disclosure; a tap shows the logos, four to a row.
      const summary = strip.locator("summary");
      expect(await summary.getByRole("heading", { level: 2, name: heading }).count(), path).toBe(1);
      expect(await strip.locator("details").evaluate((details) => (details as HTMLDetailsElement).open), path).toBe(
        false,
      );
      await summary.click();
      expect(await logo.isVisible(), path).toBe(true);
      const rows = await strip
        .locator("img")
        .evaluateAll((images) => new Set(images.map((i) => Math.round(i.getBoundingClientRect().top))).size);
      expect(rows, path).toBe(2);
    }
    // From 768 px the logos show as they were, under the heading, without a disclosure.
    const page = await visitFilledWithoutScript("/", desktop);
    const strip = page.locator('section[aria-labelledby="proof-strip-heading"]');
    expect(await strip.locator("summary").isVisible()).toBe(false);
    expect(await strip.locator("img:visible").count()).toBe(8);
    expect(await page.getByRole("heading", { level: 2, name: "Venues and hotels we work at" }).isVisible()).toBe(true);
  });

  it("pass axe on the home page with the proof filled, at 390 and 1280 px in both languages", async () => {
    for (const viewport of [phone, desktop]) {
      for (const path of ["/", "/es"]) {
        const page = await visitFilled(path, viewport);
        expect(await axeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
      }
    }
  });

  it("show the events, the press and the whole team as they were from 768 px", async () => {
    const page = await visitFilledWithoutScript("/about", desktop);
    expect(await page.getByText("The Whitfield wedding", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 3, name: "In the press" }).isVisible()).toBe(true);
    expect(await page.locator("#team summary").isVisible()).toBe(false);
    expect(await page.locator("#team figcaption:visible").count()).toBe(6);
  });
}, 180_000);
