import { describe, expect, it } from "vitest";
import { axeViolations, desktop, phone, submitButton } from "./browser";
import { ownerSite } from "./form-site";

/*
 * The rest of issue 39 (docs/content.md): a post, a city and a testimonial are one click from their preview, and a
 * post's words in the preview lead to its field on the posts screen; the cities screen folds each city (the keyboard
 * opens one); the history names the pricing rules in words, as the pricing screen does.
 */

const PASSWORD = "an owner's long words password";
const { form, owner, go } = ownerSite(PASSWORD);

/** No sideways scroll: the page is no wider than the window. */
const fits = () => owner().evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const height = () => owner().evaluate(() => document.documentElement.scrollHeight);

describe("the items' words, the cities folded, the history in words", { timeout: 240_000 }, () => {
  for (const viewport of [desktop, phone]) {
    it(`goes from a post to its preview in one click, and from its title there to its field at ${viewport.width} px`, async () => {
      await owner().setViewportSize(viewport);
      await go("/staff/content/posts");
      const first = owner().locator('a[href*="/staff/content/posts?slug="]:not([href$="slug=new"])').first();
      const slug = new URL((await first.getAttribute("href")) ?? "", form.site.url).searchParams.get("slug") ?? "";
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      await go(`/staff/content/posts?slug=${slug}`);
      const title = await owner().locator("#post-title-en").inputValue();
      expect(await axeViolations(owner())).toEqual([]);
      expect(await fits()).toBe(true);

      await Promise.all([
        owner().waitForURL(/\/staff\/content\/preview\?/),
        owner().getByText("Preview this page").click(),
      ]);
      expect(new URL(owner().url()).searchParams.get("path")).toBe(`/blog/${slug}`);
      expect(await axeViolations(owner())).toEqual([]);
      expect(await fits()).toBe(true);

      // The article's headline in the preview leads to the post's title field on the posts screen.
      const headline = owner().frameLocator(`iframe[title$="at a phone's width"]`).locator("h1 a[data-text-key]");
      expect(await headline.getAttribute("data-text-key")).toBe(`posts/${slug}.title`);
      expect(await headline.textContent()).toBe(title);
      await Promise.all([owner().waitForURL(/\/staff\/content\/posts\?/), headline.click()]);
      const url = new URL(owner().url());
      expect(url.searchParams.get("slug")).toBe(slug);
      expect(url.hash).toBe("#post-title-en");
      const field = owner().locator("#post-title-en");
      expect(await field.inputValue()).toBe(title);
      expect(await field.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);

      // The Spanish preview's title leads to the Spanish field.
      await go(`/staff/content/preview?path=${encodeURIComponent(`/es/blog/${slug}`)}`);
      const spanish = owner().frameLocator(`iframe[title$="at a phone's width"]`).locator("h1 a[data-text-key]");
      expect(new URL((await spanish.getAttribute("href")) ?? "", form.site.url).hash).toBe("#post-title-es");
    });

    it(`folds the cities screen, a city opened by the keyboard, and previews a city in one click at ${viewport.width} px`, async () => {
      await owner().setViewportSize(viewport);
      await go("/staff/content/cities");
      const cities = owner().locator('details[id^="city-"]');
      expect(await cities.count()).toBeGreaterThan(5);
      expect(await owner().locator('details[id^="city-"][open]').count()).toBe(0);
      // Folded, the screen is a few screens tall (8,517 px at 1280 px and 14,890 at 390 before).
      expect(await height()).toBeLessThan(viewport.width === desktop.width ? 4_000 : 7_000);
      expect(await fits()).toBe(true);
      expect(await axeViolations(owner())).toEqual([]);

      const city = owner().locator("details#city-beverly-hills");
      const retire = city.getByRole("button", { name: "Retire Beverly Hills" });
      expect(await retire.isVisible()).toBe(false);
      await city.locator("summary").focus();
      await owner().keyboard.press("Enter");
      expect(await city.getAttribute("open")).not.toBeNull();
      expect(await retire.isVisible()).toBe(true);
      await Promise.all([
        owner().waitForURL(/\/staff\/content\/preview\?/),
        city.getByRole("link", { name: "Preview this page" }).click(),
      ]);
      expect(new URL(owner().url()).searchParams.get("path")).toBe("/locations/beverly-hills");

      // The form to add a city is folded by the parts of its page, the first open.
      await go("/staff/content/cities");
      const parts = owner().locator(`section[aria-labelledby="city-form-heading"] details`);
      expect(await parts.count()).toBeGreaterThan(4);
      expect(await owner().locator(`section[aria-labelledby="city-form-heading"] details[open]`).count()).toBe(1);
      expect(await owner().getByRole("group", { name: "Name" }).first().isVisible()).toBe(true);
    });
  }

  it("names a pricing change in words in the history, at 1280 and 390 px", async () => {
    await owner().setViewportSize(desktop);
    await go("/staff/content/pricing");
    const city = await owner().locator('[name="permits.0.city"]').inputValue();
    const lead = Number(await owner().locator('[name="permits.0.lead"]').inputValue());
    await owner().locator('[name="hourlyRate"]').fill("61");
    await owner()
      .locator('[name="permits.0.lead"]')
      .fill(String(lead + 24));
    await submitButton(owner(), /save the pricing rules/i);
    await go("/staff/content");
    await owner().getByLabel(/note/i).fill("New rates");
    await submitButton(owner(), /^publish/i, 120_000);

    for (const viewport of [desktop, phone]) {
      await owner().setViewportSize(viewport);
      await go("/staff/content/history?compare=0#compare");
      const compare = owner().locator("#compare");
      const words = await compare.innerText();
      expect(words).toContain("Pricing › Rates › Rate per attendant-hour");
      expect(words).toContain(`Pricing › City permits › ${city} › Lead time`);
      expect(words).toContain(String(lead + 24));
      expect(words).not.toMatch(/hourlyRate|permits\.\d|\.lead\b|feeLine|lengths\./);
      expect(await axeViolations(owner())).toEqual([]);
      expect(await fits()).toBe(true);
    }
  });
});
