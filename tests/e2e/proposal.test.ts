import { randomUUID } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { calendarOf, parseIcs } from "../support/calendar";
import { axeViolations, desktop, phone } from "./browser";
import { formSite, NOTIFY, sendForReference } from "./form-site";

/*
 * Issue 32, step 2: a quote sent as a proposal from the lead page. The client opens the e-mailed link, accepts,
 * and the request is a confirmed booking whose confirmation carries the calendar file (SEQUENCE 1, CONFIRMED); a
 * question through another proposal reaches the lead page and the owner's mail; an expired link, a replaced one and
 * a tampered one each get their answer. The proposal page is axe-clean at both widths, in English and Spanish.
 */

const PASSWORD = "valet-staff-test-password";
const running = formSite({ ADMIN_PASSWORD: PASSWORD });

const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
/** A week ahead: the proposal's last day. */
const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function requestQuote(lang: "en" | "es") {
  const es = lang === "es";
  const visitor = await running.openForm(es ? "/es/quote" : "/quote", true, phone);
  const email = `proposal.${randomUUID().slice(0, 8)}@example.com`;
  await visitor.getByLabel(es ? "Nombre" : "First name").fill("Lucía");
  await visitor.getByLabel(es ? "Apellido" : "Last name").fill("Gómez");
  await visitor.getByLabel(es ? "Correo electrónico" : "Email").fill(email);
  await visitor.getByLabel(es ? "Número de teléfono" : "Phone number").fill("(310) 555-0199");
  await visitor.getByLabel(es ? "Tipo de evento" : "Event type").selectOption("Wedding");
  await visitor.getByLabel(es ? "Número de invitados" : "Guest count").fill("150");
  await visitor.getByLabel(es ? "Fecha del evento" : "Event date").fill(eventDate);
  await visitor.getByLabel(es ? "Hora del evento" : "Event time").fill("17:30");
  await visitor.getByLabel(es ? "Lugar del evento" : "Event location").fill("100 Garden Lane, Pasadena, CA");
  const reference = await sendForReference(
    visitor,
    es ? "Solicitar cotización" : "Request a Quote",
    es ? "Solicitud de cotización recibida" : "Quote Request Received",
  );
  await visitor.close();
  return { email, reference };
}

/** The owner's session, once a test has signed in: the tests share it, and none signs out or changes the account. */
let session: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** The owner's inbox in a fresh context: signed in through the page the first time, with that session after. */
async function signIn(): Promise<Page> {
  if (session) {
    const page = await running.openForm("/staff/leads", true, desktop, false, session);
    expect(new URL(page.url()).pathname).toBe("/staff/leads");
    return page;
  }
  const page = await running.openForm("/staff", true, desktop, false);
  await page.getByLabel("Email").fill(NOTIFY);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/staff/leads");
  session = await page.context().storageState();
  return page;
}

const openLead = (page: Page, reference: string) => running.openLead(page, reference);

async function sendProposal(page: Page) {
  const panel = page.getByRole("region", { name: "Proposal" });
  await panel.getByLabel("Price in US dollars").fill("1,850");
  await panel.getByLabel("Attendants").fill("8");
  await panel.getByLabel("Arrival").fill("16:30");
  await panel.getByLabel("End of service").fill("23:00");
  await panel.getByLabel("What the price includes").fill("8 attendants, two key podiums, <b>signage</b>.");
  await panel.getByLabel("Valid until").fill(validUntil);
  await panel.getByLabel("Coordinator", { exact: true }).fill("Marisol Vega");
  await panel.getByLabel("Coordinator phone").fill("(310) 555-0142");
  await panel.getByRole("button", { name: "Send the proposal" }).click();
  return panel;
}

/** The path of the proposal link in the client's e-mail. */
function linkIn(text: string): string {
  const link = /https?:\/\/[^\s)"'<>]+\/proposal\/[\w.-]+/.exec(text)?.[0];
  if (!link) throw new Error("no proposal link in the e-mail");
  return new URL(link).pathname;
}

async function axeAtBothWidths(page: Page) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${page.url()} at ${viewport.width} px`).toEqual([]);
  }
}

/** A page as a browser with JavaScript shows it (axe runs in the page), checked at both widths. */
async function axeOf(path: string) {
  const page = await running.openForm(path, true, phone, false);
  await axeAtBothWidths(page);
  await page.context().close();
}

describe("a quote sent as a proposal", () => {
  it("staff send it → the client opens the e-mailed link and accepts → the booking is confirmed", async () => {
    const { email, reference } = await requestQuote("es");
    await running.waitForMail(reference, 2);

    const staff = await signIn();
    await openLead(staff, reference);
    // A proposal missing what it includes is refused beside the field, with what was typed kept. (The form starts
    // from the estimate, what it includes too: cleared here.)
    const panel = staff.getByRole("region", { name: "Proposal" });
    const included = panel.getByLabel("What the price includes");
    expect(await included.inputValue()).not.toBe("");
    await included.fill("");
    await panel.getByLabel("Price in US dollars").fill("1,850");
    await panel.getByRole("button", { name: "Send the proposal" }).click();
    await expect.poll(() => included.getAttribute("aria-invalid")).toBe("true");
    expect(await panel.getByText("Say what the price includes.").count()).toBe(1);
    expect(await panel.getByLabel("Price in US dollars").inputValue()).toBe("1,850");
    await sendProposal(staff);
    await expect.poll(() => panel.getByText("1. Sent, waiting for the client").count()).toBe(1);
    await axeAtBothWidths(staff);

    // The client's e-mail, in Spanish, with the link to the Spanish page.
    const mails = await running.waitForMail(reference, 3);
    const proposal = mails.find((m) => m.header("Subject") === `Su propuesta de valet parking ${reference}`);
    if (!proposal) throw new Error("no proposal e-mail");
    expect(proposal.to).toEqual([email]);
    expect(proposal.decoded).toContain("&lt;b&gt;signage&lt;/b&gt;");
    const link = linkIn(proposal.decoded);
    expect(link).toMatch(/^\/es\/proposal\//);

    // The page: in Spanish, private, never indexed.
    const client = await running.openForm(link, false, phone);
    const answer = await client.request.get(running.site.url + link);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await client.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await client.locator("html").getAttribute("lang")).toMatch(/^es/);
    expect(await client.getByText("$1,850").count()).toBeGreaterThan(0);
    await axeOf(link);

    // Accepted without JavaScript: a plain form post.
    await client.getByRole("button", { name: "Aceptar y confirmar la reservación" }).click();
    await client.getByRole("heading", { name: "Usted aceptó esta propuesta" }).waitFor();
    // A second acceptance (the form sent again) says it was already accepted, and decides nothing.
    const again = await client.request.post(running.site.url + link, { form: { intent: "accept" } });
    expect(await again.text()).toContain("Esta propuesta ya se aceptó");
    await client.close();

    // The lead is booked; the client got the confirmation with the calendar file.
    await staff.reload();
    expect(await staff.locator("#status").inputValue()).toBe("booked");
    expect(await panel.getByText("1. Accepted: the booking is confirmed").count()).toBe(1);
    // And the owner is told the client accepted.
    const after = await running.waitForMail(reference, 5);
    const confirmation = after.find((m) => m.header("Subject") === `Su reservación ${reference} está confirmada`);
    if (!confirmation) throw new Error("no confirmation e-mail");
    expect(confirmation.to).toEqual([email]);
    const accepted = after.filter((m) => m.header("Subject").endsWith(`accepted proposal 1 for ${reference}`));
    expect(accepted.map((m) => m.to)).toEqual([[NOTIFY]]);
    const { vevent, event } = parseIcs(await calendarOf(confirmation.raw));
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.uid).toMatch(new RegExp(`^${reference}@`));
    expect(event.startDate.toString()).toBe(`${eventDate}T16:30:00`);
    expect(event.endDate.toString()).toBe(`${eventDate}T23:00:00`);
    await staff.context().close();
  }, 120_000);

  it("a question reaches the lead page and the owner; replaced, expired and tampered links get their answer", async () => {
    const { reference } = await requestQuote("en");
    await running.waitForMail(reference, 2);
    const staff = await signIn();
    const leadId = await openLead(staff, reference);
    const panel = await sendProposal(staff);
    await expect.poll(() => panel.getByText("1. Sent, waiting for the client").count()).toBe(1);
    const mails = await running.waitForMail(reference, 3);
    const proposal = mails.find((m) => m.header("Subject") === `Your valet parking proposal ${reference}`);
    const link = linkIn(proposal?.decoded ?? "");
    expect(link).toMatch(/^\/proposal\//);

    await axeOf(link);
    const client = await running.openForm(link, false, phone);
    expect(await client.locator("html").getAttribute("lang")).toMatch(/^en/);
    // An empty question is refused beside the field.
    await client.getByRole("button", { name: "Send the question" }).click();
    await expect.poll(() => client.getByLabel("Your question").getAttribute("aria-invalid")).toBe("true");
    await client.getByLabel("Your question").fill("Does the price include the rehearsal <em>dinner</em>?");
    await client.getByRole("button", { name: "Send the question" }).click();
    await client.getByText("Thank you: we received your question and will answer soon.").waitFor();
    await client.close();

    const owner = (await running.waitForMail(reference, 4)).find(
      (m) => m.header("Subject") === `Question about proposal 1 for ${reference}`,
    );
    if (!owner) throw new Error("no question e-mail to the owner");
    expect(owner.to).toEqual([NOTIFY]);
    expect(owner.decoded).toContain("rehearsal &lt;em&gt;dinner&lt;/em&gt;?");
    await staff.reload();
    expect(await panel.getByText("Does the price include the rehearsal <em>dinner</em>?").count()).toBe(1);
    expect(await staff.getByRole("region", { name: "History" }).getByText("asked a question").count()).toBe(1);

    // A newer proposal replaces this one: its link now says so.
    await sendProposal(staff);
    await expect.poll(() => panel.getByText("1. Closed by a newer proposal or decision").count()).toBe(1);
    await staff.context().close();
    const replaced = await running.openForm(link, false, phone);
    await replaced.getByRole("heading", { name: "This proposal is no longer open" }).waitFor();
    expect(await replaced.getByRole("button", { name: "Accept and confirm the booking" }).count()).toBe(0);
    await replaced.close();

    // The newer one, past its last day (made so in the database): expired, with the phone and e-mail.
    const newer = linkIn(
      (await running.waitForMail(reference, 5)).filter((m) => m.header("Subject").startsWith("Your valet parking"))[1]
        ?.decoded ?? "",
    );
    const db = new SQLite(path.join(running.site.dataDir, "leads.sqlite"));
    db.prepare("update proposals set valid_until = '2020-01-01' where lead_id = ? and sequence = 2").run(leadId);
    db.close();
    const expired = await running.openForm(newer, false, desktop);
    await expired.getByRole("heading", { name: "This proposal has expired" }).waitFor();
    expect(await expired.getByRole("link", { name: /@/ }).count()).toBeGreaterThan(0);
    expect(await expired.getByRole("button", { name: "Accept and confirm the booking" }).count()).toBe(0);
    const gone = await expired.request.post(running.site.url + newer, { form: { intent: "accept" } });
    expect(gone.status()).toBe(410);
    await axeOf(newer);

    // A changed character in the token: the site's 404, in either language.
    const tampered = newer.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const path of [tampered, `/es${tampered}`, "/proposal/1.zz.nope"]) {
      expect((await expired.request.get(running.site.url + path)).status(), path).toBe(404);
    }
    await expired.close();
  }, 120_000);
});
