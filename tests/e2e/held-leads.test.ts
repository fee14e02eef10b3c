import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openingHours } from "~/content/hours";
import { dayPastOpening } from "~/lib/office-hours";
import { formToken, postForm, referenceIn, validBooking } from "../support/forms";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp } from "../support/smtp";
import { axeViolations, formHydrated, launch, newPage, phone } from "./browser";

/*
 * Leads held as possible spam are never silent: a busy office's ninth booking in ten minutes is thanked (its
 * e-mails, the visitor's confirmation too, wait for staff), the staff inbox's first screen counts it, and the next morning's digest links every
 * held lead to its page, where "Not spam" sends its e-mails.
 */

const PASSWORD = "valet-staff-test-password";
const OWNER = "office@valet.example";
const env = { ADMIN_PASSWORD: PASSWORD, NOTIFY_EMAIL: OWNER };
const dataDir = mkdtempSync(path.join(tmpdir(), "valet-held-"));
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  site = await startSite({ ...env, SMTP_URL: smtp.url }, dataDir);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailFor = (reference: string, to: string) =>
  smtp.received.filter((m) => m.to.includes(to) && m.header("Subject").includes(reference));

/** Signs the owner in on the sign-in page a staff link led to, and waits for the page it asked for. */
async function signIn(page: Page, path: string) {
  expect(new URL(page.url()).pathname).toBe("/staff");
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`**${path}`);
}

/** The first moment, a day or more after now, when the office's morning has passed (its earliest opening hour). */
function nextOfficeMorning(): Date {
  let at = Date.now() + 30 * 3_600_000;
  while (dayPastOpening(new Date(at), openingHours.week) === null) at += 3_600_000;
  return new Date(at);
}

describe("held leads", () => {
  it("thank an office's ninth booking in ten minutes, hold its e-mails, and count it on the inbox's first screen", async () => {
    const context = await browser.newContext({
      viewport: phone,
      reducedMotion: "reduce",
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.40" },
    });
    const page = await context.newPage();
    const references: string[] = [];
    for (let event = 1; event <= 9; event++) {
      await page.goto(`${site.url}/book`);
      await formHydrated(page);
      for (const [field, value] of Object.entries(validBooking(`couple${event}@planner.example`))) {
        const input = page.locator(`[name="${field}"]`);
        if (field === "serviceType") await input.selectOption(value);
        else await input.fill(value);
      }
      await page.getByRole("button", { name: "Request Booking" }).click();
      await page.getByRole("heading", { name: "Thank You!" }).waitFor();
      references.push((await page.getByTestId("reference").textContent()) ?? "");
    }
    await context.close();
    const ninth = references[8] ?? "";

    // The eighth lead's e-mails went; the ninth's, its confirmation too, wait for staff.
    await expect
      .poll(() => mailFor(references[7] ?? "", "couple8@planner.example").length, { timeout: 15_000 })
      .toBe(1);
    expect(mailFor(ninth, "couple9@planner.example")).toEqual([]);
    expect(mailFor(ninth, OWNER)).toEqual([]);
    await expect.poll(() => mailFor(references[0] ?? "", OWNER).length).toBe(1);

    const inbox = await newPage(browser, phone);
    await inbox.goto(`${site.url}/staff/leads`);
    await signIn(inbox, "/staff/leads");
    const notice = inbox.getByText("1 lead held as possible spam");
    const box = await notice.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(phone.height);
    expect(await axeViolations(inbox)).toEqual([]);
    await inbox.getByRole("link", { name: "Review it" }).click();
    await inbox.waitForURL("**/staff/leads?held=1");
    expect(await axeViolations(inbox)).toEqual([]);
    expect(await inbox.getByRole("link", { name: ninth }).count()).toBe(1);
    expect(await inbox.getByRole("link", { name: references[0] ?? "" }).count()).toBe(0);
    await inbox.context().close();
  });

  it("list a held lead in the next morning's digest, whose link opens the lead to send its e-mails", async () => {
    const email = "bot-or-not@example.com";
    const token = await formToken(site.url, "/book");
    const posted = await postForm(
      site.url,
      "/book",
      { ...validBooking(email), formToken: token, leaveBlank: "x" },
      "203.0.113.41",
    );
    const reference = referenceIn(await posted.text()) ?? "";
    expect(reference).not.toBe("");

    // The next morning, after a restart.
    await site.stop();
    site = await startSite({ ...env, SMTP_URL: smtp.url, TEST_CLOCK: nextOfficeMorning().toISOString() }, dataDir);
    const digestOf = () =>
      smtp.received.find(
        (m) => m.header("Subject").startsWith("Held as possible spam") && m.decoded.includes(reference),
      );
    await expect.poll(() => digestOf()?.to, { timeout: 15_000 }).toEqual([OWNER]);
    expect(mailFor(reference, OWNER)).toEqual([]);
    expect(mailFor(reference, email)).toEqual([]); // a bot's lead: no confirmation either

    const link =
      digestOf()?.decoded.match(new RegExp(`Review ${reference} \\((http://\\S+/staff/leads/\\d+)\\)`))?.[1] ?? "";
    const page = await newPage(browser, phone);
    await page.goto(new URL(new URL(link).pathname, site.url).href);
    await signIn(page, new URL(link).pathname);
    await page.getByRole("heading", { name: new RegExp(reference) }).waitFor();
    await page.getByRole("button", { name: "Not spam: send its e-mails" }).click();
    await expect.poll(() => mailFor(reference, OWNER).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => mailFor(reference, email).length, { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });
});
