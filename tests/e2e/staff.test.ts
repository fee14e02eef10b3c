import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formToken, postForm, referenceIn } from "../support/forms";
import { readiness, startSite } from "../support/site";
import { staffDesk } from "../support/staff";
import { axeViolations, baseUrl, desktop, newPage, phone } from "./browser";
import { formSite } from "./form-site";

const PASSWORD = "valet-staff-test-password";
/** The owner: ADMIN_EMAIL is unset, so the owner's account is NOTIFY_EMAIL's. */
const OWNER = "office@valet.example";
const running = formSite({ ADMIN_PASSWORD: PASSWORD });

const { ip, submitBooking, logIn, act } = staffDesk(() => running.site.url, {
  network: "100.64.0",
  owner: OWNER,
  password: PASSWORD,
});

const leadIdOf = async (cookie: string, reference: string) => {
  const html = await (
    await fetch(`${running.site.url}/staff/leads?q=${reference}`, { headers: { Cookie: cookie } })
  ).text();
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
      const response = await fetch(running.site.url + path, {
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
    const row = await fetch(`${running.site.url}/staff/leads/1`, { redirect: "manual" });
    expect(row.headers.get("location")).toBe("/staff?next=%2Fstaff%2Fleads%2F1");
  });

  it("refuses a wrong password, then limits attempts", async () => {
    const address = ip();
    const statuses: number[] = [];
    // Another account than the owner's, whose lockout for new browsers would hold up the tests after this one.
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await postForm(running.site.url, "/staff", { email: "guess@valet.example", password: `wrong-${i}` }, address))
          .status,
      );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Even the right password waits out the limit from that address.
    expect((await postForm(running.site.url, "/staff", { email: OWNER, password: PASSWORD }, address)).status).toBe(
      429,
    );
  });

  it("is never cached and never indexed", async () => {
    const response = await fetch(`${running.site.url}/staff`);
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
    const response = await fetch(`${running.site.url}/staff/leads/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=status&status=closed&csrf=forged",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    const page = await (await fetch(`${running.site.url}/staff/leads/${id}`, { headers: { Cookie: cookie } })).text();
    expect(page).toMatch(/<option value="new" selected/);
  });

  it("release a spam-flagged lead's held e-mails", async () => {
    const email = `held.${randomUUID().slice(0, 6)}@example.com`;
    const held = async () => (await readiness(running.site.url)).outbox.held as number;
    const heldBefore = await held();
    const reference = await submitBooking(email, { leaveBlank: "i am a bot" });
    expect(await held()).toBe(heldBefore + 2); // both e-mails stored but held back from the outbox worker
    expect(running.smtp.received.filter((m) => m.header("Subject").includes(reference))).toHaveLength(0);
    const { cookie, csrf } = await logIn();
    const id = await leadIdOf(cookie, reference);
    const response = await fetch(`${running.site.url}/staff/leads/${id}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "release", csrf }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    await expect
      .poll(() => running.smtp.received.filter((m) => m.header("Subject").includes(reference)).length, {
        timeout: 10_000,
      })
      .toBe(2);
    expect(running.smtp.received.some((m) => m.to.includes(email))).toBe(true);
    expect(await held()).toBe(heldBefore);
  });

  it("download a résumé as an attachment with its content type, to staff only", async () => {
    const token = await formToken(running.site.url, "/employment");
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
        await fetch(`${running.site.url}/employment`, {
          method: "POST",
          body: form,
          headers: { "X-Forwarded-For": ip() },
        })
      ).text(),
    );
    const { cookie } = await logIn();
    const id = await leadIdOf(cookie, reference ?? "");
    const anonymous = await fetch(`${running.site.url}/staff/leads/${id}/resume`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const download = await fetch(`${running.site.url}/staff/leads/${id}/resume`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${reference}-resume.pdf"`);
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe("%PDF-1.4 résumé");
  });
});

const opens = async (cookie: string, path = "/staff/leads") =>
  (await fetch(running.site.url + path, { headers: { Cookie: cookie }, redirect: "manual" })).status === 200;

describe("named accounts and sessions", () => {
  let member = 0;
  /** The owner adds a staff member; returns their address. */
  async function addStaff(owner: { cookie: string; csrf: string }, name = "Ana Ruiz") {
    const email = `staff${++member}.${randomUUID().slice(0, 6)}@valet.example`;
    const added = await act("/staff/users", owner.cookie, {
      csrf: owner.csrf,
      intent: "add",
      name,
      email,
      role: "staff",
      password: "a-staff-password-1",
    });
    expect(added.status).toBe(302);
    return email;
  }
  const memberId = async (cookie: string, email: string) => {
    const html = await (await fetch(`${running.site.url}/staff/users`, { headers: { Cookie: cookie } })).text();
    // The account's forms follow its address.
    return html.slice(html.indexOf(email)).match(/name="id" value="(\d+)"/)?.[1] ?? "";
  };

  it("refuses an old session cookie after sign-out", async () => {
    const { cookie, csrf } = await logIn();
    expect(await opens(cookie)).toBe(true);
    const out = await act("/staff/logout", cookie, { csrf });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/^__staff=;.*Max-Age=0/);
    expect(await opens(cookie)).toBe(false);
  });

  it("refuses every session of a member after 'sign out everywhere'", async () => {
    const owner = await logIn();
    const email = await addStaff(owner);
    const phoneSession = await logIn(email, "a-staff-password-1");
    const laptop = await logIn(email, "a-staff-password-1");
    expect(await opens(phoneSession.cookie)).toBe(true);
    const out = await act("/staff/account", laptop.cookie, { csrf: laptop.csrf, intent: "everywhere" });
    expect(out.headers.get("location")).toBe("/staff");
    expect(await opens(phoneSession.cookie)).toBe(false);
    expect(await opens(laptop.cookie)).toBe(false);
    expect(await opens(owner.cookie)).toBe(true);
  });

  it("refuses a removed member's session at once", async () => {
    const owner = await logIn();
    const email = await addStaff(owner);
    const theirs = await logIn(email, "a-staff-password-1");
    expect(await opens(theirs.cookie)).toBe(true);
    const removed = await act("/staff/users", owner.cookie, {
      csrf: owner.csrf,
      intent: "remove",
      id: await memberId(owner.cookie, email),
    });
    expect(removed.status).toBe(302);
    expect(await opens(theirs.cookie)).toBe(false);
    expect((await postForm(running.site.url, "/staff", { email, password: "a-staff-password-1" }, ip())).status).toBe(
      401,
    );
  });

  it("ends a member's calendar feed when the owner revokes it, resets their password or signs them out everywhere", async () => {
    const owner = await logIn();
    const email = await addStaff(owner);
    const id = await memberId(owner.cookie, email);
    let password = "a-staff-password-1";
    /** The member signs in and makes a feed; its address opens the calendar. */
    const makeFeed = async () => {
      const theirs = await logIn(email, password);
      const made = await act("/staff/account", theirs.cookie, { csrf: theirs.csrf, intent: "feed-create" });
      const feed = (await made.text()).match(/\/calendar\/[A-Za-z0-9_-]{43}\.ics/)?.[0] ?? "";
      expect(feed).not.toBe("");
      expect((await fetch(running.site.url + feed)).status).toBe(200);
      return feed;
    };
    const ends: Record<string, string>[] = [
      { intent: "revoke-feed" },
      { intent: "password", password: "a-staff-password-2" },
      { intent: "signout" },
    ];
    for (const end of ends) {
      const feed = await makeFeed();
      const users = await (
        await fetch(`${running.site.url}/staff/users`, { headers: { Cookie: owner.cookie } })
      ).text();
      if (end.intent === "revoke-feed") expect(users).toMatch(/End Ana Ruiz(&#x27;|')s calendar feed/);
      const done = await act("/staff/users", owner.cookie, { csrf: owner.csrf, id, ...end });
      expect(done.status, end.intent).toBe(302);
      expect((await fetch(running.site.url + feed)).status, end.intent).toBe(404);
      password = end.password ?? password;
    }
  });

  it("lets a staff member work the leads but not manage accounts", async () => {
    const owner = await logIn();
    const email = await addStaff(owner);
    const staff = await logIn(email, "a-staff-password-1");
    expect(await opens(staff.cookie)).toBe(true);
    expect((await fetch(`${running.site.url}/staff/users`, { headers: { Cookie: staff.cookie } })).status).toBe(403);
    const attempt = await act("/staff/users", staff.cookie, {
      csrf: staff.csrf,
      intent: "add",
      name: "Mallory",
      email: "mallory@evil.example",
      role: "owner",
      password: "mallory-password-1",
    });
    expect(attempt.status).toBe(403);
    expect(
      (
        await postForm(
          running.site.url,
          "/staff",
          { email: "mallory@evil.example", password: "mallory-password-1" },
          ip(),
        )
      ).status,
    ).toBe(401);
    const ownPage = await (
      await fetch(`${running.site.url}/staff/leads`, { headers: { Cookie: staff.cookie } })
    ).text();
    expect(ownPage).not.toContain('href="/staff/users"');
  });

  it("names who changed a lead, and when, on the lead's page", async () => {
    const reference = await submitBooking(`audit.${randomUUID().slice(0, 6)}@example.com`);
    const owner = await logIn();
    const email = await addStaff(owner, "Bea Lopez");
    const bea = await logIn(email, "a-staff-password-1");
    const id = await leadIdOf(bea.cookie, reference);
    await act(`/staff/leads/${id}`, bea.cookie, { csrf: bea.csrf, intent: "status", status: "contacted" });
    await act(`/staff/leads/${id}`, owner.cookie, { csrf: owner.csrf, intent: "note", note: "Called back" });
    const html = await (
      await fetch(`${running.site.url}/staff/leads/${id}`, { headers: { Cookie: owner.cookie } })
    ).text();
    const history = html.slice(html.indexOf('id="history-heading"')).replaceAll("<!-- -->", "");
    expect(history).toMatch(/Bea Lopez<\/span> changed the status: new → contacted/);
    expect(history).toContain(email);
    expect(history).toMatch(/Owner<\/span> edited the note/);
    expect(history.indexOf("Bea Lopez")).toBeLessThan(history.indexOf("edited the note"));
  });

  it("deletes a lead from its page for good and records who did it", async () => {
    const reference = await submitBooking(`delete.${randomUUID().slice(0, 6)}@example.com`);
    const { cookie, csrf } = await logIn();
    const id = await leadIdOf(cookie, reference);
    const deleted = await act(`/staff/leads/${id}`, cookie, { csrf, intent: "delete" });
    expect(deleted.headers.get("location")).toBe(`/staff/leads?deleted=${reference}`);
    expect((await fetch(`${running.site.url}/staff/leads/${id}`, { headers: { Cookie: cookie } })).status).toBe(404);
    const log = (
      await (await fetch(`${running.site.url}/staff/privacy`, { headers: { Cookie: cookie } })).text()
    ).replaceAll("<!-- -->", "");
    expect(log).toContain(`Owner</span> deleted lead: ${reference}`);
  });

  it("does not let a client choose its address with X-Forwarded-For unless TRUST_PROXY says so", async () => {
    const direct = await startSite({ ADMIN_PASSWORD: PASSWORD, NOTIFY_EMAIL: OWNER, TRUST_PROXY: "" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await postForm(direct.url, "/staff", { email: OWNER, password: `guess-${i}` }, `203.0.113.${i}`)).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await direct.stop();
    }
  });
});

describe("privacy requests and the newsletter", () => {
  it("exports, then erases, everything held for one person; nothing of the address is left", async () => {
    const local = `erase.${randomUUID().slice(0, 6)}`;
    const first = await submitBooking(`${local}@example.com`);
    const second = await submitBooking(`${local}+events@Example.com`);
    const other = await submitBooking(`keep.${randomUUID().slice(0, 6)}@example.com`);
    await postForm(running.site.url, "/newsletter", { email: `${local}@example.com` }, ip());
    await expect
      .poll(() => running.smtp.received.filter((m) => m.to.some((to) => to.includes(local))).length, {
        timeout: 10_000,
      })
      .toBe(3);
    const { cookie, csrf } = await logIn();
    const found = await (
      await fetch(`${running.site.url}/staff/privacy?email=${local}@example.com`, { headers: { Cookie: cookie } })
    ).text();
    expect(found).toContain(first);
    expect(found).toContain(second);
    expect(found).not.toContain(other);
    const exported = await fetch(`${running.site.url}/staff/privacy.json?email=${local}@example.com`, {
      headers: { Cookie: cookie },
    });
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    const json = await exported.json();
    expect(json.leads.map((l: { reference: string }) => l.reference).sort()).toEqual([first, second].sort());
    expect(json.newsletter).toHaveLength(1);

    const refused = await act("/staff/privacy", cookie, { csrf, intent: "erase", email: `${local}@example.com` });
    expect(refused.status).toBe(400);
    const erased = await act("/staff/privacy", cookie, {
      csrf,
      intent: "erase",
      email: `${local}@example.com`,
      verified: "yes",
    });
    expect(erased.status).toBe(200);
    expect((await erased.text()).replaceAll("<!-- -->", "")).toContain(`Erased 2 leads (`);
    const again = await (
      await fetch(`${running.site.url}/staff/privacy?email=${local}@example.com`, { headers: { Cookie: cookie } })
    ).text();
    expect(again).toContain("Nothing held for this address");
    expect(await leadIdOf(cookie, other)).toBeGreaterThan(0);
    // No byte of the address anywhere in the data folder: database, its log, résumés, mail files.
    for (const entry of readdirSync(running.site.dataDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const bytes = readFileSync(path.join(entry.parentPath, entry.name));
      expect(bytes.includes(local), entry.name).toBe(false);
    }
  });

  it("sends nothing to a newsletter address until it is confirmed, then exports it", async () => {
    const email = `reader.${randomUUID().slice(0, 6)}@example.com`;
    const signedUp = await postForm(running.site.url, "/newsletter", { email }, ip());
    expect(await signedUp.text()).toContain("Check Your Inbox");
    await expect
      .poll(() => running.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 })
      .toBe(1);
    const mail = running.smtp.received.find((m) => m.to.includes(email));
    expect(mail?.header("Subject")).toContain("Confirm your subscription");
    const unfolded = mail?.raw.replace(/\r?\n[ \t]+/g, " ") ?? "";
    const rawHeader = (name: string) => unfolded.match(new RegExp(`^${name}: *(.+)$`, "m"))?.[1]?.trim() ?? "";
    const unsubscribe = rawHeader("List-Unsubscribe");
    expect(unsubscribe).toMatch(/^<http:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]+>$/);
    // The links name SITE_URL; this test server answers on its own port.
    const onThisSite = (url: string) => new URL(new URL(url).pathname + new URL(url).search, running.site.url).href;
    expect(rawHeader("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const { cookie } = await logIn();
    const exported = async () =>
      (await fetch(`${running.site.url}/staff/subscribers.csv`, { headers: { Cookie: cookie } })).text();
    expect(await exported()).not.toContain(email);
    const link = onThisSite(mail?.decoded.match(/http:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0] ?? "");
    // Opening the link (as a mail scanner would) confirms nothing; the button on the page does.
    expect((await fetch(link)).status).toBe(200);
    expect(await exported()).not.toContain(email);
    expect((await fetch(link, { method: "POST" })).status).toBe(200);
    const csv = await exported();
    expect(csv.split("\r\n")[0]).toBe("Email Address,Confirmed At,Signed Up At,Source Page");
    expect(csv).toContain(email);
    // A mail client's one-click unsubscribe (RFC 8058).
    const oneClick = await fetch(onThisSite(unsubscribe.slice(1, -1)), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await exported()).not.toContain(email);
  });

  it("answers a sign-up from the Spanish blog in Spanish, its e-mail's links opening the Spanish pages", async () => {
    const email = `lectora.${randomUUID().slice(0, 6)}@example.com`;
    // The box on the Spanish blog posts to the Spanish sign-up page.
    const blog = await (await fetch(`${running.site.url}/es/blog`)).text();
    expect(blog).toContain('action="/es/newsletter"');
    expect(blog).toContain("Suscribirse");
    const invalid = await postForm(running.site.url, "/es/newsletter", { email: "no-es-correo" }, ip());
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Escriba un correo electrónico válido");

    const signedUp = await postForm(running.site.url, "/es/newsletter", { email }, ip());
    expect(signedUp.status).toBe(200);
    const pending = await signedUp.text();
    expect(pending).toContain('lang="es-US"');
    expect(pending).toContain("Revise su bandeja de entrada");
    expect(pending).not.toContain("Check Your Inbox");
    await expect
      .poll(() => running.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 })
      .toBe(1);
    const mail = running.smtp.received.find((m) => m.to.includes(email));
    expect(mail?.header("Subject")).toMatch(/^Confirme su suscripción al boletín de /);
    expect(mail?.decoded).toContain("Sí, quiero suscribirme");
    expect(mail?.decoded).not.toMatch(/Yes, subscribe me|about once a month/);
    const unfolded = mail?.raw.replace(/\r?\n[ \t]+/g, " ") ?? "";
    expect(unfolded).toMatch(/^List-Unsubscribe: *<http:\/\/[^>]+\/es\/newsletter\/unsubscribe\?token=[\w-]+>/m);
    // Every link in it leads to the Spanish pages; none to the English ones.
    expect(mail?.decoded).not.toMatch(/http:\/\/\S+?(?<!\/es)\/newsletter\/confirm/);
    const found = mail?.decoded.match(/http:\/\/\S+\/es\/newsletter\/confirm\?token=[\w-]+/)?.[0] ?? "";
    expect(found).not.toBe("");
    // The links name SITE_URL; this test server answers on its own port.
    const link = new URL(new URL(found).pathname + new URL(found).search, running.site.url).href;

    const { cookie } = await logIn();
    const exported = async () =>
      (await fetch(`${running.site.url}/staff/subscribers.csv`, { headers: { Cookie: cookie } })).text();
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const confirmPage = await opened.text();
    expect(confirmPage).toContain("Confirme su suscripción");
    expect(confirmPage).toContain("Sí, quiero suscribirme");
    expect(confirmPage).toContain(`action="${new URL(link).pathname}${new URL(link).search}"`);
    expect(await exported()).not.toContain(email);

    const confirmed = await fetch(link, { method: "POST" });
    expect(confirmed.status).toBe(200);
    const thanks = await confirmed.text();
    expect(thanks).toContain('lang="es-US"');
    expect(thanks).toContain("Suscripción confirmada");
    expect(thanks).toContain('href="/es/blog"');
    expect(thanks).not.toContain("You're Subscribed");
    const csv = await exported();
    expect(csv).toContain(email);
    // The source page says where the sign-up came from, and so in which language it was made.
    expect(csv.split("\r\n").find((line) => line.includes(email))).toMatch(/,"\/es\/blog"$/);
  });
});

describe("staff inbox in the browser", () => {
  it("has no accessibility violations on the staff pages, at phone and desktop width", async () => {
    const reference = await submitBooking(`a11y.${randomUUID().slice(0, 6)}@example.com`);
    const { cookie } = await logIn();
    const id = await leadIdOf(cookie, reference);
    const [name, value] = cookie.split("=");
    for (const viewport of [phone, desktop]) {
      const page = await newPage(running.browser, viewport);
      await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: `${running.site.url}/staff` }]);
      for (const path of [
        "/staff/leads",
        `/staff/leads/${id}`,
        "/staff/users",
        "/staff/account",
        "/staff/privacy?email=a11y%40example.com",
      ]) {
        await page.goto(running.site.url + path);
        expect(new URL(page.url()).pathname, "signed in").toBe(path.split("?")[0]);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.context().close();
    }
  });

  it("shows a lead whose e-mail the mail server refuses, with the server's answer, and sends it on Retry now", async () => {
    const email = `refused.${randomUUID().slice(0, 6)}@example.com`;
    running.smtp.refuses = (to) => to.includes(email);
    const reference = await submitBooking(email);
    const retrying = async () => (await readiness(running.site.url)).outbox.retrying as number;
    await expect.poll(retrying, { timeout: 10_000 }).toBeGreaterThan(0);
    const { cookie } = await logIn();
    const [name, value] = cookie.split("=");
    const page = await newPage(running.browser, desktop);
    await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: `${running.site.url}/staff` }]);

    await page.goto(`${running.site.url}/staff/leads`);
    await page.getByRole("link", { name: "See the leads" }).click();
    const row = page.getByRole("listitem").filter({ hasText: reference });
    await row.getByText("E-mail retrying").waitFor();
    expect(await axeViolations(page), "list").toEqual([]);

    await row.getByRole("link", { name: reference }).click();
    const mail = page.getByRole("listitem").filter({ hasText: "Confirmation to the visitor" });
    expect(await mail.textContent()).toMatch(/retrying · next try .* 1 attempt.*Last error: .*451 Mailbox busy/);
    expect(await axeViolations(page), "lead").toEqual([]);

    running.smtp.refuses = () => false;
    await mail.getByRole("button", { name: "Retry now" }).click();
    await page.waitForLoadState("load");
    await expect
      .poll(() => running.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 })
      .toBe(1);
    await page.reload();
    expect(await mail.textContent()).toMatch(/^Confirmation to the visitorTo .*sent/);
    expect(await page.getByRole("region", { name: "History" }).textContent()).toContain("retried sending");
    await page.context().close();
  });

  it("logs in, finds a lead sent through the public form by its reference, changes its status and exports CSV", async () => {
    const email = `running.browser.${randomUUID().slice(0, 6)}@example.com`;
    const reference = await submitBooking(email);
    const page = await newPage(running.browser, phone);
    await page.goto(`${running.site.url}/staff/leads`);
    expect(new URL(page.url()).pathname).toBe("/staff");
    await page.getByLabel("Email").fill(OWNER);
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
    await page.goto(`${running.site.url}/staff/leads?status=booked`);
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
