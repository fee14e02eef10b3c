import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp } from "../support/smtp";
import { desktop, formHydrated, launch, phone, submitButton } from "./browser";

export const NOTIFY = "office@valet.example";

/** `value` once the file's beforeAll has set it; before, an error naming the `helper` used too early. */
export function setUp<T>(helper: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`${helper}: used before the file's beforeAll`);
  return value;
}

/**
 * A site of the test file's own, with a real SMTP peer and Chromium, for the tests that send forms: started before
 * the file's tests and stopped after them. Each page comes from its own client address (the server trusts
 * X-Forwarded-For from loopback, as behind a proxy), so rate limits stay out of the way.
 */
export function formSite(env: Record<string, string> = {}) {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  const visitorContexts = new Map<string, Promise<BrowserContext>>();
  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startSite({ SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY, MAIL_FROM: "web@valet.example", ...env });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await smtp?.stop();
  });
  const started = <T>(value: T | undefined): T => setUp("formSite", value);
  let client = 0;
  /** The visitors' context for these options; made again once a test has closed it. */
  const visitorContext = (key: string, options: BrowserContextOptions) => {
    let context = visitorContexts.get(key);
    if (!context) {
      context = started(browser).newContext(options);
      visitorContexts.set(key, context);
      void context.then((made) => made.once("close", () => visitorContexts.delete(key)));
    }
    return context;
  };
  return {
    get site() {
      return started(site);
    },
    get smtp() {
      return started(smtp);
    },
    get browser() {
      return started(browser);
    },
    /**
     * A new page at `path`, as a new visitor's tab: with JavaScript, once the form's island has hydrated (unless
     * `reach` is false: then as the page arrives, before the visitor has reached for the form). A visitor's pages
     * share one context per viewport and scripting, and so its HTTP cache (public pages set no cookie): a context
     * costs about twice the browser's time of a page in an open one. Staff pages and a given session
     * (`storageState`, BrowserContext.storageState) get a context of their own, whose cookies go no further.
     */
    async openForm(
      path: string,
      javaScript: boolean,
      viewport = phone,
      reach = true,
      storageState?: BrowserContextOptions["storageState"],
    ): Promise<Page> {
      client += 1;
      const options = { viewport, javaScriptEnabled: javaScript, reducedMotion: "reduce" } as const;
      const context =
        storageState || /^\/staff(\/|$)/.test(path)
          ? await started(browser).newContext({ ...options, storageState })
          : await visitorContext(`${viewport.width}x${viewport.height} ${javaScript}`, options);
      const page = await context.newPage();
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${client}` });
      await page.goto(started(site).url + path);
      if (javaScript && reach) await formHydrated(page);
      return page;
    },
    /** A desktop page signed in to the staff area as `email`, on the inbox. */
    async signIn(email: string, password: string): Promise<Page> {
      const page = await this.openForm("/staff", true, desktop, false);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: /sign in/i }).click();
      await page.waitForURL(/\/staff\/leads/);
      return page;
    },
    /** Opens the lead `reference` on a signed-in staff page, found as staff find it (the inbox's search); its id. */
    async openLead(page: Page, reference: string): Promise<string> {
      await page.goto(`${started(site).url}/staff/leads?q=${reference}`);
      const id = (await page.content()).match(/href="\/staff\/leads\/(\d+)"/)?.[1];
      if (!id) throw new Error(`no lead ${reference} in the inbox`);
      await page.goto(`${started(site).url}/staff/leads/${id}`);
      return id;
    },
    /** The e-mails whose subject names `reference`, once there are `count` of them. */
    async waitForMail(reference: string, count: number) {
      const mails = () => started(smtp).received.filter((m) => m.header("Subject").includes(reference));
      await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(count);
      return mails();
    },
  };
}

/**
 * A form site whose owner (NOTIFY's account, ADMIN_PASSWORD `password`) is signed in on a desktop page before the
 * file's tests, with what the content editor's tests do as the owner.
 */
export function ownerSite(password: string) {
  const form = formSite({ ADMIN_PASSWORD: password });
  let signedIn: Page | undefined;
  beforeAll(async () => {
    signedIn = await form.signIn(NOTIFY, password);
  });
  /** The owner's signed-in page. */
  const owner = (): Page => setUp("ownerSite", signedIn);
  /** A page's HTML, as a visitor's request gets it. */
  const text = async (pathname: string) => (await fetch(form.site.url + pathname)).text();
  return {
    form,
    owner,
    text,
    /** A page's HTML with its text as a reader sees it: no-break spaces as spaces, React's text separators out. */
    readerText: async (pathname: string) => (await text(pathname)).replace(/\u00a0/g, " ").replaceAll("<!-- -->", ""),
    /** Opens `pathname` on the owner's page. */
    go: (pathname: string) => owner().goto(form.site.url + pathname),
    /** Clicks a form's button and waits for the page the server answers with (after its redirect). */
    submit: (name: RegExp, timeout?: number) => submitButton(owner(), name, timeout),
    /** The page's status messages ("Saved.", "Published."), the owner's unless another page is named. */
    status: async (page = owner()) => (await page.getByRole("status").allTextContents()).join(" "),
  };
}

/** A wedding booking as the booking form takes it: Olivia Reyes's, with what a test reads back changed. */
export async function fillBooking(
  page: Page,
  email: string,
  eventDate: string,
  { guests = "180", time = "17:30", venue = "The Rose Garden Estate", address = "100 Garden Lane, Pasadena, CA" } = {},
) {
  await page.getByLabel("First name").fill("Olivia");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("(310) 555-0199");
  await page.getByLabel("Service type").selectOption("Wedding");
  await page.getByLabel("Guest count").fill(guests);
  await page.getByLabel("Event date").fill(eventDate);
  await page.getByLabel("Event time").fill(time);
  await page.getByLabel("Venue name").fill(venue);
  await page.getByLabel("Venue address").fill(address);
}

/** Sends a filled form with its button and waits for the thank-you headed `thanks`; the lead's reference. */
export async function sendForReference(page: Page, button: string, thanks: string): Promise<string> {
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("heading", { name: thanks }).waitFor();
  return (await page.getByTestId("reference").textContent()) ?? "";
}

/** Confirms a booking from its lead page's decision panel, with Marisol Vega coordinating, and waits for it. */
export async function confirmBooking(
  page: Page,
  { attendants, arrives, ends }: Record<"attendants" | "arrives" | "ends", string>,
) {
  const panel = page.getByRole("region", { name: "Confirm, decline or cancel" });
  await panel.getByLabel("Decision", { exact: true }).selectOption("confirmed");
  await panel.getByLabel("Valet attendants").fill(attendants);
  await panel.getByLabel("Team arrives").fill(arrives);
  await panel.getByLabel("Service ends").fill(ends);
  await panel.getByLabel("Coordinator's name").fill("Marisol Vega");
  await panel.getByLabel("Coordinator's phone").fill("(310) 555-0142");
  await panel.getByRole("button", { name: "Save and e-mail the client" }).click();
  await expect.poll(() => panel.getByText("1. Confirmed").count()).toBe(1);
  return panel;
}
