import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffCookie } from "../support/forms";
import { type RunningSite, startSite } from "../support/site";
import { launch } from "./browser";

/*
 * The browser prefetches what the speculation rules match, as GETs the visitor never asked for. Staff pages have
 * GETs with an effect (the privacy export writes an audit row), so no staff page carries the rules and the rules
 * the public pages carry match no staff path.
 */

const PASSWORD = "valet-speculation-test-password";
const OWNER = "office@valet.example";
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ ADMIN_PASSWORD: PASSWORD, NOTIFY_EMAIL: OWNER });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const rulesIn = (html: string) => html.match(/<script type="speculationrules"[^>]*>([^<]*)<\/script>/)?.[1];

describe("speculation rules", () => {
  it("are on public pages and on no staff page, signed in or not", async () => {
    for (const path of ["/", "/book", "/es/hours", "/privacy", "/no-such-page"]) {
      expect(rulesIn(await (await fetch(site.url + path)).text()), path).toBeDefined();
    }
    expect(rulesIn(await (await fetch(`${site.url}/staff`)).text()), "/staff").toBeUndefined();
    const cookie = await staffCookie(site.url, OWNER, PASSWORD, "");
    for (const path of ["/staff/leads", "/staff/privacy", "/staff/report", "/staff/users", "/staff/account"]) {
      const answer = await fetch(site.url + path, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(answer.status, path).toBe(200);
      expect(rulesIn(await answer.text()), path).toBeUndefined();
    }
  });

  it("match the public pages a visitor may go to next, and never a staff path", async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/about`);
    // Chromium's own URL patterns decide, as they do when it reads the rules.
    const matched = await page.evaluate(
      (hrefs) => {
        type Where = { href_matches?: string | string[]; and?: Where[]; not?: Where };
        const rules = JSON.parse(document.querySelector('script[type="speculationrules"]')?.textContent ?? "{}");
        const matches = (where: Where, href: string): boolean => {
          if (where.and) return where.and.every((w) => matches(w, href));
          if (where.not) return !matches(where.not, href);
          const patterns = [where.href_matches ?? []].flat();
          // @ts-expect-error URLPattern is in Chromium, not yet in TypeScript's DOM library
          return patterns.some((p) => new URLPattern(p, location.origin).test(new URL(href, location.origin)));
        };
        const prefetched = (href: string) =>
          (rules.prefetch as { where: Where }[]).some((rule) => matches(rule.where, href));
        return Object.fromEntries(hrefs.map((href) => [href, prefetched(href)]));
      },
      [
        "/",
        "/services/wedding-valet",
        "/es/book",
        "/staff",
        "/staff/",
        "/staff/leads/1",
        "/staff/privacy.json?email=ana%40example.com",
        "/staff/leads.csv",
      ],
    );
    expect(matched).toEqual({
      "/": true,
      "/services/wedding-valet": true,
      "/es/book": true,
      "/staff": false,
      "/staff/": false,
      "/staff/leads/1": false,
      "/staff/privacy.json?email=ana%40example.com": false,
      "/staff/leads.csv": false,
    });
    await page.close();
  });
});
