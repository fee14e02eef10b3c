import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { formToken, postForm, referenceIn } from "../support/forms";
import { staffDesk } from "../support/staff";
import { newPage, phone } from "./browser";
import { formSite } from "./form-site";

/*
 * What the company mails, who may do what in the staff area, and privacy requests: against the production build,
 * with a real SMTP peer.
 */

const PASSWORD = "valet-mail-test-password";
const OWNER = "office@valet.example";
const running = formSite({ ADMIN_PASSWORD: PASSWORD, NOTIFY_EMAIL: OWNER });

const { ip, submitBooking, logIn, act } = staffDesk(() => running.site.url, {
  network: "100.66.0",
  owner: OWNER,
  password: PASSWORD,
});

const get = (path: string, cookie: string) => fetch(running.site.url + path, { headers: { Cookie: cookie } });
const page = async (path: string, cookie: string) =>
  (await (await get(path, cookie)).text()).replaceAll("<!-- -->", "");
const leadIdOf = async (cookie: string, reference: string) =>
  Number((await page(`/staff/leads?q=${reference}`, cookie)).match(/href="\/staff\/leads\/(\d+)"/)?.[1]);
const mailTo = (address: string) => running.smtp.received.filter((m) => m.to.some((to) => to.includes(address)));

/** The owner adds a plain staff account and signs it in. */
async function plainStaff(owner: { cookie: string; csrf: string }) {
  const email = `plain.${randomUUID().slice(0, 6)}@valet.example`;
  const added = await act("/staff/users", owner.cookie, {
    csrf: owner.csrf,
    intent: "add",
    name: "Pat Plain",
    email,
    role: "staff",
    password: "a-plain-password-1",
  });
  expect(added.status).toBe(302);
  return logIn(email, "a-plain-password-1");
}

describe("privacy requests", () => {
  it("find, export and erase a googlemail.com address however it was typed", async () => {
    const local = `goog${randomUUID().slice(0, 6)}`;
    const typed = `${local.slice(0, 4)}.${local.slice(4)}@GoogleMail.com`;
    const first = await submitBooking(typed);
    const second = await submitBooking(`${local}+party@gmail.com`);
    await postForm(running.site.url, "/newsletter", { email: `${local}@googlemail.com` }, ip());
    // Two confirmations and the newsletter's: the random part is in each address.
    await expect.poll(() => mailTo(local.slice(4)).length, { timeout: 10_000 }).toBe(3);
    const owner = await logIn();

    const lookup = await newPage(running.browser, phone);
    await lookup
      .context()
      .addCookies([{ name: "__staff", value: owner.cookie.split("=")[1] ?? "", url: running.site.url }]);
    await lookup.goto(`${running.site.url}/staff/privacy`);
    await lookup.getByLabel("E-mail address").fill(`${local}@googlemail.com`);
    await lookup.getByRole("button", { name: "Look up" }).click();
    await lookup.getByRole("heading", { name: "Held for this address" }).waitFor();
    expect(await lookup.getByRole("link", { name: first }).count()).toBe(1);
    expect(await lookup.getByRole("link", { name: second }).count()).toBe(1);
    const download = lookup.waitForEvent("download");
    await lookup.getByRole("link", { name: "Download all of it (JSON)" }).click();
    const exported = JSON.parse(await readFile((await (await download).path()) ?? "", "utf8"));
    expect(exported.leads.map((l: { reference: string }) => l.reference).sort()).toEqual([first, second].sort());
    expect(exported.leads.map((l: { email: string }) => l.email)).toContain(typed);
    expect(exported.newsletter).toHaveLength(1);

    await lookup.getByLabel(/I verified this request/).check();
    await lookup.getByRole("button", { name: "Erase everything for this address" }).click();
    await lookup.getByText("Erased 2 leads").waitFor();
    await lookup.context().close();
    for (const asked of [`${local}@gmail.com`, typed]) {
      expect(await page(`/staff/privacy?email=${encodeURIComponent(asked)}`, owner.cookie)).toContain(
        "Nothing held for this address",
      );
    }
    expect(await leadIdOf(owner.cookie, first)).toBeNaN();
  });
});

describe("who may do what", () => {
  it("gives a plain staff account 403 for erase, delete, releasing held mail and full exports", async () => {
    const owner = await logIn();
    const staff = await plainStaff(owner);
    const email = `keep.${randomUUID().slice(0, 6)}@example.com`;
    const reference = await submitBooking(email);
    const spam = await submitBooking(`bot.${randomUUID().slice(0, 6)}@example.com`, { leaveBlank: "http://x" });
    const id = await leadIdOf(owner.cookie, reference);
    const spamId = await leadIdOf(owner.cookie, spam);

    const refused = [
      await act("/staff/privacy", staff.cookie, { csrf: staff.csrf, intent: "erase", email, verified: "yes" }),
      await act(`/staff/leads/${id}`, staff.cookie, { csrf: staff.csrf, intent: "delete" }),
      await act(`/staff/leads/${spamId}`, staff.cookie, { csrf: staff.csrf, intent: "release" }),
      await get(`/staff/privacy.json?email=${encodeURIComponent(email)}`, staff.cookie),
      await get("/staff/leads.csv", staff.cookie),
      await get("/staff/subscribers.csv", staff.cookie),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const texts = await Promise.all(refused.map((r) => r.text()));
    expect(texts[0]).toContain("Only the owner can erase a person&#x27;s data");
    expect(texts[1]).toContain("Only the owner can delete a lead");
    expect(texts[2]).toContain("Only the owner can send e-mails held back");
    expect(texts[3]).toBe("Only the owner can download a person's data. Ask them to do it.");
    expect(texts[4]).toBe("Only the owner can export the leads. Ask them to do it.");
    expect(texts[5]).toBe("Only the owner can export the newsletter subscribers. Ask them to do it.");
    // Nothing happened: the lead is there, the spam still held.
    expect(await leadIdOf(owner.cookie, reference)).toBe(id);
    expect(await page(`/staff/leads/${spamId}`, owner.cookie)).toContain("Not spam: send its e-mails");

    // The buttons are not there for them; the owner has them.
    const list = await page("/staff/leads", staff.cookie);
    expect(list).not.toContain('href="/staff/leads.csv');
    expect(list).not.toContain('href="/staff/subscribers.csv"');
    const lead = await page(`/staff/leads/${spamId}`, staff.cookie);
    expect(lead).not.toContain('value="delete"');
    expect(lead).not.toContain('value="release"');
    expect(lead).toContain("the owner can send them from this page");
    const privacy = await page(`/staff/privacy?email=${encodeURIComponent(email)}`, staff.cookie);
    expect(privacy).toContain(reference);
    expect(privacy).not.toContain('value="erase"');
    expect(privacy).not.toContain("/staff/privacy.json");
    expect(await page("/staff/leads", owner.cookie)).toContain('href="/staff/leads.csv');
    expect(await page(`/staff/leads/${spamId}`, owner.cookie)).toContain('value="delete"');
  });

  it("records every CSV export and résumé download: who, when and what", async () => {
    const owner = await logIn();
    expect((await get("/staff/leads.csv?status=new", owner.cookie)).status).toBe(200);
    expect((await get("/staff/subscribers.csv", owner.cookie)).status).toBe(200);
    const log = await page("/staff/privacy", owner.cookie);
    expect(log).toContain("Owner</span> exported leads (CSV): view: status=new");
    expect(log).toContain("Owner</span> exported newsletter subscribers (CSV)");

    const token = await formToken(running.site.url, "/employment");
    const form = new FormData();
    const fields = { formToken: token, fullName: "Rae Kim", phone: "3235550100", email: "rae@example.com" };
    for (const [k, v] of Object.entries({ ...fields, coverLetter: "Evenings." })) form.set(k, v);
    form.set("resume", new File([new TextEncoder().encode("%PDF-1.4 cv")], "cv.pdf", { type: "application/pdf" }));
    const posted = await fetch(`${running.site.url}/employment`, {
      method: "POST",
      body: form,
      headers: { "X-Forwarded-For": ip() },
    });
    const reference = referenceIn(await posted.text()) ?? "";
    const staff = await plainStaff(owner);
    const id = await leadIdOf(owner.cookie, reference);
    const resume = await get(`/staff/leads/${id}/resume`, staff.cookie);
    expect(resume.status).toBe(200);
    const history = await page(`/staff/leads/${id}`, owner.cookie);
    expect(history).toContain(`Pat Plain</span> downloaded the résumé: ${reference}`);
  });

  it("shows a deletion notice only for a reference, never for other text in the link", async () => {
    const owner = await logIn();
    const reference = await submitBooking(`gone.${randomUUID().slice(0, 6)}@example.com`);
    const id = await leadIdOf(owner.cookie, reference);
    const deleted = await act(`/staff/leads/${id}`, owner.cookie, { csrf: owner.csrf, intent: "delete" });
    const location = deleted.headers.get("location") ?? "";
    expect(await page(location, owner.cookie)).toContain(`${reference} was deleted, with its e-mails and files.`);
    const forged = await page(
      `/staff/leads?deleted=${encodeURIComponent("Your account is locked: call 555-0100")}`,
      owner.cookie,
    );
    expect(forged).not.toContain("555-0100");
    expect(forged).not.toContain("was deleted");
  });
});

describe("what the company mails", () => {
  it("sends a calendar file with no typed text, shows the referrer as text and drops direction controls", async () => {
    const email = `typed.${randomUUID().slice(0, 6)}@example.com`;
    const reference = await submitBooking(email, {
      firstName: "Ann\u202e",
      lastName: "\u2067Lee\u2069",
      venueName: "Visit bit.ly/x call 555-0100",
      venueAddress: "evil.tk/x 12 Main St",
      referrer: "https://ads.example/landing?ref=1",
    });
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => mailTo(OWNER).filter((m) => m.header("Subject").includes(reference)).length, { timeout: 10_000 })
      .toBe(1);
    const confirmation = mailTo(email)[0];
    const parsed = await simpleParser(confirmation?.raw ?? "");
    expect(parsed.attachments.map((a) => a.filename)).toEqual([`golden-key-valet-${reference}.ics`]);
    const ics = parsed.attachments[0]?.content.toString("utf8") ?? "";
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    expect(String(vevent?.getFirstPropertyValue("location"))).toBe("The venue in your booking request");
    for (const typed of ["bit.ly", "evil.tk", "555-0100", "Main St"]) {
      expect(ics.replace(/\r\n /g, ""), typed).not.toContain(typed);
      expect(confirmation?.decoded, typed).not.toContain(typed);
    }

    const notification = mailTo(OWNER).find((m) => m.header("Subject").includes(reference));
    expect(notification?.header("Subject")).toContain("Ann Lee");
    expect(notification?.raw).not.toMatch(/\u202e|\u2067|\u2069/);
    expect(notification?.decoded).toContain("https://ads.example/landing?ref=1");
    expect(notification?.decoded).not.toContain('href="https://ads.example');
    const owner = await logIn();
    const lead = await page(`/staff/leads/${await leadIdOf(owner.cookie, reference)}`, owner.cookie);
    expect(lead).toContain("Ann Lee");
    expect(lead).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
