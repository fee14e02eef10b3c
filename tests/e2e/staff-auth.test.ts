import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp } from "../support/smtp";
import { launch, newPage } from "./browser";

/*
 * Staff sign-in and passwords against a running server: the address kept after a wrong password, the limits that
 * slow a guesser without locking the owner out (OWASP device cookies), the owner's e-mail about it, the account
 * page's password rules and its current-password check, and a common ADMIN_PASSWORD refused at start.
 */

const PASSWORD = "valet-staff-test-password";
const OWNER = "office@valet.example";
let site: RunningSite;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;
/** The cookies of the owner's browser, which signed in before any attack: its device cookie among them. */
let ownerBrowser = "";

beforeAll(async () => {
  smtp = await startSmtp();
  site = await startSite({ ADMIN_PASSWORD: PASSWORD, SMTP_URL: smtp.url, NOTIFY_EMAIL: OWNER });
  browser = await launch();
  const first = await signIn({ email: OWNER, password: PASSWORD }, "198.51.100.10");
  expect(first.status).toBe(302);
  ownerBrowser = cookiesOf(first);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await smtp?.stop();
});

/** The cookies a response sets, as a Cookie header sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

const signIn = (fields: Record<string, string>, ip: string, cookie = "") =>
  fetch(`${site.url}/staff`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

describe("the sign-in page after a wrong password", () => {
  for (const javaScript of [true, false]) {
    it(`keeps the typed address and clears the password (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      const page = await newPage(browser, undefined, javaScript);
      try {
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": `100.64.1.${javaScript ? 1 : 2}` });
        await page.goto(`${site.url}/staff`);
        await page.fill("#email", "typed.address@valet.example");
        await page.fill("#password", "not the password");
        const [response] = await Promise.all([
          page.waitForResponse(`${site.url}/staff`),
          page.click("button[type=submit]"),
        ]);
        expect(response.status()).toBe(401);
        await page.waitForSelector("#password-error");
        expect(await page.inputValue("#email")).toBe("typed.address@valet.example");
        expect(await page.inputValue("#password")).toBe("");
        expect(await page.textContent("#password-error")).toBe(
          "That e-mail address and password do not match an account.",
        );
      } finally {
        await page.context().close();
      }
    });
  }
});

describe("a guessing attack on the owner's account", () => {
  it("36 wrong sign-ins from 7 addresses leave the owner able to sign in from a new address", async () => {
    expect(ownerBrowser).toMatch(/__staff_device=/);

    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) {
      statuses.push((await signIn({ email: OWNER, password: `guess-${i}` }, `203.0.113.${i % 7}`)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    // The owner's browser that signed in before: in, from an address the attack never used.
    const owner = await signIn({ email: OWNER, password: PASSWORD }, "192.0.2.77", ownerBrowser);
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/staff/leads");

    // A brand-new browser, right password: told to wait a minute, or to use a browser that signed in before.
    const fresh = await signIn({ email: OWNER, password: PASSWORD }, "192.0.2.78");
    expect(fresh.status).toBe(429);
    expect(fresh.headers.get("retry-after")).toBe("60");
    expect(await fresh.text()).toContain(
      "After repeated wrong passwords this account is locked for new browsers for 1 minute. A browser that has signed in here before can sign in now.",
    );

    // The owner hears of it, once.
    await expect
      .poll(() => smtp.received.filter((m) => m.decoded.includes("Unusual failed sign-ins")).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const alert = smtp.received.find((m) => m.decoded.includes("Unusual failed sign-ins"));
    expect(alert?.to).toEqual([OWNER]);
    expect(alert?.decoded).toContain("sign-ins failed in the last hour");
    expect(site.output.join("")).toContain('"event":"staff.sign-in.locked"');
    expect(site.output.join("")).not.toContain("guess-3");
  }, 120_000);
});

describe("the account page", () => {
  async function staffMember() {
    const owner = await signIn({ email: OWNER, password: PASSWORD }, "100.64.2.1", ownerBrowser);
    const cookie = cookiesOf(owner);
    const csrf = async (c: string) =>
      (await (await fetch(`${site.url}/staff/account`, { headers: { Cookie: c } })).text()).match(
        /name="csrf" value="([^"]+)"/,
      )?.[1] ?? "";
    const email = `bea.${Date.now()}@valet.example`;
    const added = await post("/staff/users", cookie, {
      csrf: await csrf(cookie),
      intent: "add",
      name: "Bea Lopez",
      email,
      role: "staff",
      password: "tall hedges by the pier",
    });
    expect(added.status).toBe(302);
    const theirs = cookiesOf(await signIn({ email, password: "tall hedges by the pier" }, "100.64.2.2"));
    return { cookie: theirs, csrf: await csrf(theirs), email };
  }
  const post = (path: string, cookie: string, fields: Record<string, string>) =>
    fetch(site.url + path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });

  it("refuses password1234, aaaaaaaaaaaa and a password holding the member's name", async () => {
    const bea = await staffMember();
    for (const [password, message] of [
      ["password1234", "That password is one of the most common ones, which attackers try first. Choose another."],
      ["aaaaaaaaaaaa", "A password of one character repeated is easy to guess. Choose another."],
      ["bea lopez rocks!", "A password may not contain your e-mail address or name. Choose another."],
    ]) {
      const response = await post("/staff/account", bea.cookie, {
        csrf: bea.csrf,
        intent: "password",
        current: "tall hedges by the pier",
        password: password ?? "",
      });
      expect(response.status, password).toBe(400);
      expect(await response.text()).toContain(message);
    }
  }, 60_000);

  it("signs the session out after 3 wrong current passwords", async () => {
    const bea = await staffMember();
    const tries = [];
    for (let i = 0; i < 3; i++) {
      tries.push(
        await post("/staff/account", bea.cookie, {
          csrf: bea.csrf,
          intent: "password",
          current: `wrong ${i}`,
          password: "a fresh long password",
        }),
      );
    }
    expect(tries.map((r) => r.status)).toEqual([400, 400, 302]);
    expect(await tries[0]?.text()).toContain(
      "Your current password is not right (2 tries left before you are signed out).",
    );
    expect(tries[2]?.headers.get("location")).toBe("/staff?ended=password");
    const after = await fetch(`${site.url}/staff/leads`, { headers: { Cookie: bea.cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    const page = await (await fetch(`${site.url}/staff?ended=password`)).text();
    expect(page).toContain("You were signed out after 3 wrong current passwords. Sign in again.");
  }, 60_000);
});

describe("ADMIN_PASSWORD at start", () => {
  it("stops the server with one line naming the variable when it is a common password", async () => {
    const started = startSite({ ADMIN_PASSWORD: "password1234", NOTIFY_EMAIL: OWNER });
    const failure = await started.then(
      async (running) => {
        await running.stop();
        return "";
      },
      (error: Error) => error.message,
    );
    expect(failure).toContain(
      "Invalid configuration: ADMIN_PASSWORD is refused: That password is one of the most common ones, which attackers try first. Choose another.",
    );
    expect(failure).not.toContain("    at ");
  });
});
