import axe from "axe-core";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.js";

export const baseUrl = () => inject("baseUrl");

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };
/** Phone pages that end (issue 41): no public page taller than this at 390 px. */
export const MAX_PHONE_HEIGHT = 6_500;
/** A desktop Chrome's User-Agent: the server counts page views and keeps vitals from none that says it is headless. */
export const desktopChrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * Every Content-Security-Policy violation any page of this test file reported: tests/e2e/csp.ts checks none after
 * each file, then empties the list for the next file of the worker.
 */
export const cspViolations: string[] = [];

async function watchCsp(context: BrowserContext) {
  await context.exposeBinding("__reportCspViolation", ({ page }, report: string) => {
    cspViolations.push(`${page.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`;
      (window as unknown as { __reportCspViolation(report: string): void }).__reportCspViolation(report);
    });
  });
}

/** Chromium, with every page it opens listening for CSP violations. */
async function startChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}

/**
 * The Chromium of this worker: the browser project runs its files one after another in each worker, modules kept
 * (`isolate: false`, vitest.e2e.config.ts), so they share one browser process rather than starting one each. Left
 * running when the worker ends: Playwright kills the browsers it launched as its process exits.
 */
let workerChromium: Promise<Browser> | undefined;

/**
 * A browser for one test file: in the browser project the worker's Chromium, seen through a handle whose contexts
 * are the file's own (each context is a profile of its own: cookies, storage and cache are not shared) and whose
 * `close` closes them, leaving the process to the next file; elsewhere (files that run alone) a Chromium of its own.
 */
export async function launch(): Promise<Browser> {
  if (!process.env.E2E_SHARED_CHROMIUM) return handle(await startChromium(), true);
  workerChromium ??= startChromium();
  // A browser that crashed or was closed under an earlier file is replaced, not handed on.
  if (!(await workerChromium).isConnected()) workerChromium = startChromium();
  return handle(await workerChromium, false);
}

function handle(browser: Browser, owned: boolean): Browser {
  const contexts = new Set<BrowserContext>();
  const newContext: Browser["newContext"] = async (options) => {
    const context = await browser.newContext(options);
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    return context;
  };
  const newPage: Browser["newPage"] = async (options) => {
    const context = await newContext(options);
    const page = await context.newPage();
    // Closing the page closes the context made for it, as Playwright's own newPage does.
    page.once("close", () => void context.close().catch(() => undefined));
    return page;
  };
  const close: Browser["close"] = async () => {
    if (owned) return browser.close();
    await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
  };
  const own: Partial<Browser> = { newContext, newPage, close, contexts: () => [...contexts] };
  return new Proxy(browser, {
    get(target, key) {
      if (key in own) return own[key as keyof Browser];
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A page in its own context (axe needs one); close it with `page.context().close()`. */
export async function newPage(browser: Browser, viewport = desktop, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript, reducedMotion: "reduce" });
  return context.newPage();
}

export async function open(browser: Browser, path: string, viewport = desktop, javaScript = true) {
  const page = await newPage(browser, viewport, javaScript);
  const response = await page.goto(baseUrl() + path, { waitUntil: "load" });
  if (javaScript) await siteScriptRan(page);
  return { page, response };
}

/**
 * One page for a test file's visits that need no fresh state, in place of a context per visit (a profile and a
 * renderer cost about twice the Chromium time of a navigation). Each visit starts as a new tab's would but for the
 * HTTP cache and the referrer: no cookie, no session storage (the boot script's "fonts" flag), the pointer at the
 * corner. The last visit's page is left for the site's robots.txt first, so that nothing it still does (a photo
 * asked for at the new width, a request cut short) lands in the next visit; not for about:blank, which the site's
 * Cross-Origin-Opener-Policy would give a renderer of its own. `ready` hands the page so reset, for a test that
 * routes or sets the clock before it navigates; what that sets stays on the page, so such a test keeps a reused page
 * of its own. Tests that need a first visit, an empty cache, an installed clock or a touch
 * screen keep a context of their own. The page closes with the file's browser.
 */
export function reusedPage(browser: () => Browser, { javaScript = true, origin = baseUrl } = {}) {
  let current: Promise<Page> | undefined;
  const ready = async (viewport = desktop): Promise<Page> => {
    if (!current || (await current).isClosed()) current = newPage(browser(), viewport, javaScript);
    const page = await current;
    if (/^https?:/.test(page.url())) {
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${new URL(page.url()).origin}/robots.txt`);
    }
    await page.context().clearCookies();
    await page.mouse.move(0, 0);
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size.height !== viewport.height) await page.setViewportSize(viewport);
    return page;
  };
  const visit = async (path: string, viewport = desktop): Promise<Page> => {
    const page = await ready(viewport);
    await page.goto(origin() + path, { waitUntil: "load" });
    if (javaScript) await siteScriptRan(page);
    return page;
  };
  return Object.assign(visit, { ready });
}

/** The site script arrives after the first paint (ADR 031); the page's behaviours are there once it has run. */
export const siteScriptRan = (page: Page) =>
  page.waitForFunction(() => document.documentElement.classList.contains("js"));

/**
 * A form page's form once React has it. The island runs when the visitor first reaches for the form (ADR 032):
 * here a pointer over it, once the site script listens (it asks for the island's bytes first); on the answer to a
 * sending it runs at once.
 */
export async function formHydrated(page: Page) {
  const hydrated = page.locator("form[data-hydrated]");
  await page.waitForFunction(
    () => document.querySelector('link[rel="prefetch"]') || document.querySelector("form[data-hydrated]"),
  );
  if (!(await hydrated.count())) await page.locator("[data-island]").dispatchEvent("pointerover");
  await hydrated.waitFor();
}

/** The message each field marked invalid points to first (its error; a hint may follow), in the form's order. */
export const errorTexts = (page: Page) =>
  page.locator('[aria-invalid="true"]').evaluateAll((fields) =>
    fields.map((field) => {
      const id = field.getAttribute("aria-describedby")?.split(" ")[0] ?? "";
      return document.getElementById(id)?.textContent ?? "";
    }),
  );

/**
 * axe-core's WCAG 2.2 A/AA rules over the page, or over the part `within` selects, as "rule: target" lines. axe is
 * put in the page once per document (evaluated, so the page's CSP does not apply) and run there: @axe-core/playwright's
 * analyze injects it into every frame and opens a page of its own to finish each run, several times the cost on pages
 * without frames.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results: axe.AxeResults = await page.evaluate(
    ([include, tags]) => {
      const context: axe.ElementContext = include ? { include: [include] } : document;
      return (window as unknown as { axe: typeof axe }).axe.run(context, {
        runOnly: { type: "tag", values: tags },
        // The staff preview's frames are the public pages, checked on their own; nothing runs inside them.
        iframes: false,
        // Details of passes and incomplete checks are not read; axe builds a selector for each such node otherwise.
        resultTypes: ["violations"],
      });
    },
    [within ?? null, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]] as [string | null, string[]],
  );
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} — ${n.failureSummary}`));
}

/**
 * Clicks a form's button (the last of that name) and waits for the page the server answers with, after its
 * redirect. The click waits for the navigation it starts, so it gets the same `timeout`: a content publication
 * renders every page first, which takes far longer than a click's default on a loaded machine.
 */
export async function submitButton(page: Page, name: RegExp, timeout = 30_000): Promise<void> {
  await Promise.all([
    page.waitForEvent("load", { timeout }),
    page.getByRole("button", { name }).last().click({ timeout }),
  ]);
}
