import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formToken, postForm, referenceIn, validBooking } from "../support/forms";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp } from "../support/smtp";
import { baseUrl, launch, newPage, phone } from "./browser";

const PASSWORD = "valet-staff-test-password";
let site: RunningSite;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtp();
  site = await startSite({ ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@valet.example" });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.stop();
});

let ipCount = 0;
const ip = () => `100.64.0.${++ipCount}`;

async function submitBooking(email: string, extra: Record<string, string> = {}) {
  const token = await formToken(site.url, "/book");
  const response = await postForm(site.url, "/book", { ...validBooking(email), formToken: token, ...extra }, ip());
  const reference = referenceIn(await response.text());
  if (!reference) throw new Error("booking not accepted");
  return reference;
}

async function logIn(): Promise<{ cookie: string; csrf: string }> {
  const response = await postForm(site.url, "/staff", { password: PASSWORD }, ip());
  expect(response.status).toBe(302);
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const html = await (await fetch(`${site.url}/staff/leads`, { headers: { Cookie: cookie } })).text();
  const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
  return { cookie, csrf };
}

const leadIdOf = async (cookie: string, reference: string) => {
  const html = await (await fetch(`${site.url}/staff/leads?q=${reference}`, { headers: { Cookie: cookie } })).text();
  return Number(html.match(/href="\/staff\/leads\/(\d+)"/)?.[1]);
};

describe("staff pages, anonymous", () => {
  it("redirect to the login or refuse, and reveal no lead data", async () => {
    const email = `secret.${randomUUID().slice(0, 6)}@example.com`;
    await submitBooking(email);
    const requests: [string, string][] = [
      ["GET", "/staff/leads"],
      ["GET", "/staff/leads?q=secret"],
      ["GET", "/staff/leads.csv"],
      ["GET", "/staff/leads/1"],
      ["GET", "/staff/leads/1/resume"],
      ["POST", "/staff/leads/1"],
      ["POST", "/staff/logout"],
    ];
    for (const [method, path] of requests) {
      const response = await fetch(site.url + path, {
        method,
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? "intent=status&status=closed" : undefined,
      });
      const body = await response.text();
      expect([302, 303, 401, 403], `${method} ${path}`).toContain(response.status);
      if (response.status < 400) expect(response.headers.get("location")).toMatch(/^\/staff(\?next=|$)/);
      expect(body).not.toContain(email);
    }
    const row = await fetch(`${site.url}/staff/leads/1`, { redirect: "manual" });
    expect(row.headers.get("location")).toBe("/staff?next=%2Fstaff%2Fleads%2F1");
  });

  it("refuses a wrong password, then limits attempts", async () => {
    const address = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await postForm(site.url, "/staff", { password: `wrong-${i}` }, address)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Even the right password waits out the limit from that address.
    expect((await postForm(site.url, "/staff", { password: PASSWORD }, address)).status).toBe(429);
  });

  it("is never cached and never indexed", async () => {
    const response = await fetch(`${site.url}/staff`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(await response.text()).toContain('content="noindex, nofollow"');
  });

  it("says staff pages are disabled without ADMIN_PASSWORD", async () => {
    const html = await (await fetch(`${baseUrl()}/staff`)).text();
    expect(html).toContain("Staff pages are disabled");
    expect((await fetch(`${baseUrl()}/staff/leads`, { redirect: "manual" })).headers.get("location")).toBe("/staff");
  });
});

describe("staff actions", () => {
  it("refuse a state change without the CSRF token", async () => {
    const reference = await submitBooking(`csrf.${randomUUID().slice(0, 6)}@example.com`);
    const { cookie } = await logIn();
    const id = await leadIdOf(cookie, reference);
    const response = await fetch(`${site.url}/staff/leads/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=status&status=closed&csrf=forged",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    const page = await (await fetch(`${site.url}/staff/leads/${id}`, { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/<option value="new" selected/);
  });

  it("release a spam-flagged lead's held e-mails", async () => {
    const email = `held.${randomUUID().slice(0, 6)}@example.com`;
    const held = async () => (await (await fetch(`${site.url}/readyz`)).json()).outbox.held as number;
    const heldBefore = await held();
    const reference = await submitBooking(email, { leaveBlank: "i am a bot" });
    expect(await held()).toBe(heldBefore + 2); // both e-mails stored but held back from the outbox worker
    expect(smtp.received.filter((m) => m.header("Subject").includes(reference))).toHaveLength(0);
    const { cookie, csrf } = await logIn();
    const id = await leadIdOf(cookie, reference);
    const response = await fetch(`${site.url}/staff/leads/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "release", csrf }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    await expect
      .poll(() => smtp.received.filter((m) => m.header("Subject").includes(reference)).length, { timeout: 10_000 })
      .toBe(2);
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(true);
    expect(await held()).toBe(heldBefore);
  });

  it("download a résumé as an attachment with its content type, to staff only", async () => {
    const token = await formToken(site.url, "/employment");
    const form = new FormData();
    for (const [k, v] of Object.entries({
      formToken: token,
      fullName: "Rae Kim",
      phone: "3235550100",
      email: "rae@example.com",
      coverLetter: "Evenings.",
    }))
      form.set(k, v);
    form.set(
      "resume",
      new File([new TextEncoder().encode("%PDF-1.4 résumé")], "Rae Kim.pdf", { type: "application/pdf" }),
    );
    const reference = referenceIn(
      await (
        await fetch(`${site.url}/employment`, { method: "POST", body: form, headers: { "X-Forwarded-For": ip() } })
      ).text(),
    );
    const { cookie } = await logIn();
    const id = await leadIdOf(cookie, reference ?? "");
    const anonymous = await fetch(`${site.url}/staff/leads/${id}/resume`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const download = await fetch(`${site.url}/staff/leads/${id}/resume`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${reference}-resume.pdf"`);
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe("%PDF-1.4 résumé");
  });
});

describe("staff inbox in the browser", () => {
  it("logs in, finds a lead sent through the public form by its reference, changes its status and exports CSV", async () => {
    const email = `browser.${randomUUID().slice(0, 6)}@example.com`;
    const reference = await submitBooking(email);
    const page = await newPage(browser, phone);
    await page.goto(`${site.url}/staff/leads`);
    expect(new URL(page.url()).pathname).toBe("/staff");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/staff/leads");
    await page.getByLabel("Search").fill(reference);
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByRole("link", { name: reference }).click();
    await page.getByRole("heading", { name: /Test Visitor/ }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await page.getByRole("combobox", { name: "Status" }).selectOption("booked");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.waitForLoadState("load");
    await page.reload();
    expect(await page.getByRole("combobox", { name: "Status" }).inputValue()).toBe("booked");
    await page.goto(`${site.url}/staff/leads?status=booked`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(reference);
    expect(csv).toContain("booked");
    await page.context().close();
  });
});
