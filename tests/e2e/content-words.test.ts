import { describe, expect, it } from "vitest";
import { axeViolations, desktop, phone, siteScriptRan } from "./browser";
import { ownerSite } from "./form-site";

/*
 * The owner finds the words on the page (issue 39, docs/content.md): from a page's preview one click on a sentence
 * lands on its field in the page-texts editor, English and Spanish side by side; every field is named in words,
 * folded by the part of the page it is in; the preview of the item being edited is one click away; every save says
 * it saved; an account's content right is chosen when it is added.
 */

const PASSWORD = "an owner's long words password";
const OWNER = "office@valet.example";
const WEDDING = "/staff/content/pages?module=services&item=services%5Bwedding-valet%5D";
const HEADLINE_KEY = "services/services[wedding-valet].hero.heading";
const { form, owner, text, go, submit, status } = ownerSite(PASSWORD);

/** No sideways scroll: the page is no wider than the window. */
const fits = () => owner().evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/**
 * The preview's frames. Playwright clicks a frame shown at half size (the desktop's, a CSS transform) at the wrong
 * place, so a click goes to the phone's frame; the desktop's is reached by the keyboard.
 */
const phoneFrame = () => owner().frameLocator(`iframe[title$="at a phone's width"]`);
const desktopFrame = () => owner().frameLocator(`iframe[title$="at a desktop's width"]`);

describe("from the page to its words", { timeout: 180_000 }, () => {
  for (const viewport of [desktop, phone]) {
    it(`reaches the wedding page's headline from its preview in one click and changes it in both languages at ${viewport.width} px`, async () => {
      await owner().setViewportSize(viewport);
      const refused: string[] = [];
      owner().on("console", (message) => {
        if (/CORS|Unsafe attempt/.test(message.text())) refused.push(message.text());
      });
      const en = `Weddings, parked beautifully (${viewport.width})`;
      const es = `Bodas, estacionadas con esmero (${viewport.width})`;

      // The item being edited is one click from its preview.
      await go(WEDDING);
      await Promise.all([
        owner().waitForURL(/\/staff\/content\/preview\?/),
        owner().getByText("Preview this page").click(),
      ]);
      expect(new URL(owner().url()).searchParams.get("path")).toBe("/services/wedding-valet");
      expect(await fits()).toBe(true);

      // One click on the headline in the preview: the editor opens at its field, its part of the page unfolded.
      const headline = phoneFrame().locator("h1 a[data-text-key]");
      expect(await headline.getAttribute("data-text-key")).toBe(HEADLINE_KEY);
      await Promise.all([owner().waitForURL(/\/staff\/content\/pages\?/), headline.click()]);
      expect(new URL(owner().url()).searchParams.get("field")).toBe(HEADLINE_KEY);
      const field = owner().getByRole("group", { name: "Headline", exact: true });
      expect(await field.getAttribute("aria-current")).toBe("true");
      expect(await field.isVisible()).toBe(true);
      expect(await field.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      expect(await fits()).toBe(true);

      await field.getByLabel("English").fill(en);
      await field.getByLabel("Spanish").fill(es);
      await submit(/save in the draft/i);
      expect(await status()).toMatch(/Saved in the draft/);

      // The Spanish page's preview says the new words, and its headline leads to the same field.
      await go(`/staff/content/preview?path=${encodeURIComponent("/es/services/wedding-valet")}`);
      const spanish = desktopFrame().locator("h1 a[data-text-key]");
      expect(await spanish.textContent()).toBe(es);
      await spanish.focus();
      await Promise.all([owner().waitForURL(/\/staff\/content\/pages\?/), owner().keyboard.press("Enter")]);
      const again = owner().getByRole("group", { name: "Headline", exact: true });
      expect(await again.getByLabel("English").inputValue()).toBe(en);
      expect(await again.getByLabel("Spanish").inputValue()).toBe(es);

      // The English preview too; visitors still see the published page, which carries no key.
      await go(`/staff/content/preview?path=${encodeURIComponent("/services/wedding-valet")}`);
      expect(await phoneFrame().locator("h1").textContent()).toContain(en);
      // The preview shows the site's own fonts: none refused to the frame.
      expect(refused).toEqual([]);
      owner().removeAllListeners("console");
      const visitors = await text("/services/wedding-valet");
      expect(visitors).not.toContain(en);
    });
  }

  it("leads a signed-in editor from the live page to its preview; a visitor sees no link, nor does the editor once signed out", async () => {
    await owner().setViewportSize(phone);
    const editLink = () => owner().getByRole("link", { name: "Edit this page" });
    await go("/es/services/wedding-valet");
    await siteScriptRan(owner());
    await Promise.all([owner().waitForURL(/\/staff\/content\/preview\?/), editLink().click()]);
    expect(new URL(owner().url()).searchParams.get("path")).toBe("/es/services/wedding-valet");
    expect(await phoneFrame().locator("h1 a[data-text-key]").getAttribute("data-text-key")).toBe(HEADLINE_KEY);
    // The staff area's own pages are not public pages: no button over them.
    await siteScriptRan(owner());
    expect(await editLink().count()).toBe(0);

    const visitor = await form.openForm("/es/services/wedding-valet", true, phone, false);
    await siteScriptRan(visitor);
    expect(await visitor.getByRole("link", { name: "Edit this page" }).count()).toBe(0);
    await visitor.context().close();

    // Signed out in a second browser of the owner's: its hint goes with the session.
    const second = await form.signIn(OWNER, PASSWORD);
    const hint = async () => (await second.context().cookies()).some((c) => c.name === "staff-editor" && c.value);
    expect(await hint()).toBe(true);
    await Promise.all([second.waitForURL(/\/staff$/), second.getByRole("button", { name: "Sign out" }).click()]);
    expect(await hint()).toBe(false);
    await second.goto(`${form.site.url}/about`);
    await siteScriptRan(second);
    expect(await second.getByRole("link", { name: "Edit this page" }).count()).toBe(0);
    await second.context().close();
  });

  it("marks texts only in the preview: public pages carry no key and no mark", async () => {
    for (const pathname of ["/services/wedding-valet", "/es/services/wedding-valet", "/", "/faq"]) {
      const html = await text(pathname);
      expect(html, pathname).not.toContain("data-text-key");
      expect(html, pathname).not.toMatch(/[\uE000-\uE1FF]/);
      const preview = await owner().request.get(`${form.site.url}/staff/content/preview/page?path=${pathname}`);
      const previewed = await preview.text();
      expect(previewed, pathname).toContain('target="_top" title="Change these words"');
      expect(previewed, pathname).not.toMatch(/[\uE000-\uE1FF]|%EE%8[0-7]%/i);
    }
  });

  it("lists the page's words beside the preview, each named as the editor names it", async () => {
    await owner().setViewportSize(desktop);
    await go(`/staff/content/preview?path=${encodeURIComponent("/services/wedding-valet")}`);
    await owner()
      .getByText(/^The words on this page/)
      .click();
    const title = owner().getByRole("link", { name: "Search-result title", exact: true }).first();
    await Promise.all([owner().waitForURL(/\/staff\/content\/pages\?/), title.click()]);
    expect(await owner().getByRole("group", { name: "Search-result title" }).getAttribute("aria-current")).toBe("true");
  });
});

describe("labels in words", { timeout: 120_000 }, () => {
  it("names every field of the wedding page for what it is, folded by part of the page", async () => {
    await owner().setViewportSize(desktop);
    await go(WEDDING);
    const legends = await owner().locator("form fieldset > legend").allTextContents();
    expect(legends).toContain("Headline");
    expect(legends).toContain("Line above the headline");
    expect(legends).toContain("Search-result title");
    expect(legends).toContain("Search-result description");
    expect(legends).toContain("Photo description");
    for (const legend of legends) expect(legend).not.toMatch(/[a-z][A-Z]|›|^\d+$|[[\]./_]/);
    const parts = await owner().locator("form details > summary").allTextContents();
    expect(parts.length).toBeGreaterThan(4);
    expect(parts.some((p) => p.includes("Top of the page"))).toBe(true);
    // One part open at a time, the rest folded: the page fits a few screens.
    expect(await owner().locator("form details[open]").count()).toBe(1);
    const items = await owner().locator('ul a[href*="module=services"]').allTextContents();
    expect(items).toContain("Wedding Valet");
    for (const item of items) expect(item).not.toContain("›");
  });

  for (const viewport of [phone, desktop]) {
    it(`the page-texts screens and the preview pass axe and fit at ${viewport.width} px`, async () => {
      await owner().setViewportSize(viewport);
      for (const pathname of [
        WEDDING,
        `${WEDDING}&field=${encodeURIComponent(HEADLINE_KEY)}`,
        "/staff/content/pages?module=locations&item=locations%5Bmalibu%5D",
        "/staff/content/pages?module=legal&item=legalPages%5Bprivacy%5D",
        "/staff/content/preview?path=%2Fservices%2Fwedding-valet",
        "/staff/content/history?compare=0",
        "/staff/users",
      ]) {
        await go(pathname);
        expect(await axeViolations(owner()), `${pathname} at ${viewport.width}`).toEqual([]);
        expect(await fits(), `${pathname} at ${viewport.width}`).toBe(true);
      }
    });
  }
});

describe("every save says it saved", { timeout: 180_000 }, () => {
  it("on every editor screen with a form of its own", async () => {
    await owner().setViewportSize(desktop);
    const saves: [string, RegExp][] = [
      ["/staff/content", /^save company details/i],
      [WEDDING, /^save in the draft/i],
      ["/staff/content/hours", /^save the office hours/i],
      ["/staff/content/faq", /^save the introduction/i],
      ["/staff/content/faq?list=faq&entry=1", /^save the question/i],
      ["/staff/content/careers", /^save the posting/i],
      ["/staff/content/testimonials?id=bride-bel-air-rain", /^save in the draft/i],
      ["/staff/content/posts?slug=stress-free-wedding-valet", /^save in the draft/i],
    ];
    for (const [pathname, button] of saves) {
      await go(pathname);
      await submit(button);
      expect(await status(), pathname).toMatch(/Saved/);
    }
  });

  it("adds an account with its content right chosen, and says so", async () => {
    await go("/staff/users");
    await owner().getByLabel("Name", { exact: true }).fill("Lucia Vega");
    await owner().getByLabel("Email", { exact: true }).fill("lucia@valet.example");
    await owner().getByLabel("Site content").selectOption("edit");
    await owner()
      .getByLabel(/^First password/)
      .fill("lanterns over the harbor");
    await submit(/^add account/i);
    expect(await status()).toBe("Saved: Lucia Vega's account is added.");
    const row = owner().locator("li", { hasText: "lucia@valet.example" });
    expect(await row.locator('select[name="right"]').inputValue()).toBe("edit");
  });
});
