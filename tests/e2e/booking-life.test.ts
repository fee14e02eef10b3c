import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientReminderCheck } from "~/lib/leads/reminders.server";
import { reviewRequestCheck } from "~/lib/reviews/requests.server";
import { checkLink, signLink } from "~/lib/signed-link.server";
import { openStorage, type Storage, sharedSecret } from "~/lib/storage/db.server";
import { calendarOf, parseIcs } from "../support/calendar";
import { seedContent } from "../support/content";
import { axeViolations, desktop, phone } from "./browser";
import { confirmBooking, formSite, NOTIFY, sendForReference } from "./form-site";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * Issue 32's whole life of a booking: requested through the Spanish form → confirmed from the staff lead page →
 * the client's e-mail and calendar file (the request's UID, SEQUENCE 1, CONFIRMED) → the reminder job as of two
 * days before → the reminder → the review-request job as of the morning after → the link opened, a review written
 * in Spanish → approved at /staff/reviews → shown on /es/testimonials and /testimonials, and the home page's
 * aggregateRating from verified reviews only. The jobs run here, against the site's database; the site's outbox
 * sends what they queue. Also: the link used twice, an expired and a tampered link, axe on the new pages.
 */

const PASSWORD = "valet-staff-test-password";
const GOOGLE = "https://g.page/r/golden-key-test/review";
const running = formSite({ ADMIN_PASSWORD: PASSWORD, GOOGLE_REVIEW_URL: GOOGLE });

/** 40 days ahead: a date the form takes, far from any daylight-saving edge's effect on a 09:30 clock. */
const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const dayOffset = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 17:30 UTC is 09:30 or 10:30 in Los Angeles: after both jobs' 09:00, on that Los Angeles day. */
const laMorning = (day: string) => Date.parse(`${day}T17:30:00Z`);

let storage: Storage;
beforeAll(async () => {
  storage = await openStorage({ dataDir: running.site.dataDir });
});
afterAll(() => storage?.close());

/** The home page's business node, from its structured data. */
async function businessOnHome(): Promise<Record<string, unknown>> {
  const html = await (await fetch(`${running.site.url}/`)).text();
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
  const graph = (JSON.parse(json) as { "@graph": Record<string, unknown>[] })["@graph"];
  return graph.find((node) => node["@type"] === "LocalBusiness") ?? {};
}

/**
 * The jobs ran as of a later day, so what they queued is due from that day: brought due now, as the clock would
 * bring it, for the site's outbox to send.
 */
const dueNow = () =>
  storage.db
    .updateTable("outbox")
    .set({ next_attempt_at: new Date().toISOString() })
    .where("status", "=", "pending")
    .execute();

async function axeAtBothWidths(page: Page, what: string) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `${what} at ${viewport.width} px`).toEqual([]);
  }
}

describe("the whole life of a booking", () => {
  it("request → confirmation → reminder → review request → review in Spanish → approved → shown and rated", async () => {
    // The client books through the Spanish form.
    const visitor = await running.openForm("/es/book", true, phone);
    const email = `vida.${randomUUID().slice(0, 8)}@example.com`;
    await visitor.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía");
    await visitor.getByLabel("Apellido").fill("Hernández");
    await visitor.getByLabel("Correo electrónico").fill(email);
    await visitor.getByLabel("Número de teléfono").fill("(323) 555-0142");
    await visitor.getByLabel("Tipo de servicio").selectOption({ label: "Boda" });
    await visitor.getByLabel("Número de invitados").fill("120");
    await visitor.getByLabel("Fecha del evento").fill(eventDate);
    await visitor.getByLabel("Hora del evento").fill("18:00");
    await visitor.getByLabel("Nombre del lugar").fill("Jardín Las Rosas");
    await visitor.getByLabel("Dirección del lugar").fill("200 Garden Lane, Pasadena, CA");
    const reference = await sendForReference(visitor, "Solicitar reservación", "¡Gracias!");
    await visitor.close();
    const [requestMail] = (await running.waitForMail(reference, 2)).filter((m) => m.to.includes(email));
    if (!requestMail) throw new Error("no confirmation to the client");
    const request = parseIcs(await calendarOf(requestMail.raw));

    // Before any review is approved, the home page states no rating.
    expect(await businessOnHome()).not.toHaveProperty("aggregateRating");

    // The owner confirms it from the lead page.
    const staff = await running.signIn(NOTIFY, PASSWORD);
    const leadId = await running.openLead(staff, reference);
    await confirmBooking(staff, { attendants: "5", arrives: "17:00", ends: "23:30" });

    // The client's e-mail, in Spanish, updates the request's calendar entry.
    const confirmed = (await running.waitForMail(reference, 3)).find(
      (m) => m.header("Subject") === `Su reservación ${reference} está confirmada`,
    );
    if (!confirmed) throw new Error("no confirmation e-mail in Spanish");
    expect(confirmed.to).toEqual([email]);
    const { vevent, event } = parseIcs(await calendarOf(confirmed.raw));
    expect(event.uid).toBe(request.event.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");

    // Two days before: the reminder job, run here as of that morning; the site sends the reminder.
    const remind = clientReminderCheck(storage.db, { siteUrl: running.site.url, content: () => content });
    expect(await remind(laMorning(dayOffset(eventDate, -2)))).toEqual([reference]);
    await dueNow();
    const reminder = (await running.waitForMail(reference, 4)).find((m) =>
      m.header("Subject").startsWith("Recordatorio: valet parking"),
    );
    expect(reminder?.to).toEqual([email]);
    expect(reminder?.decoded).toContain("Marisol Vega");

    // The morning after: the review-request job; the request goes once, in Spanish, with the Spanish link.
    const secret = await sharedSecret(storage.db, "form-token");
    const ask = reviewRequestCheck(storage.db, { siteUrl: running.site.url, secret, content: () => content });
    const morningAfter = laMorning(dayOffset(eventDate, 1));
    expect(await ask(morningAfter - 2 * 3_600_000)).toEqual([]);
    expect(await ask(morningAfter)).toEqual([reference]);
    expect(
      await reviewRequestCheck(storage.db, { siteUrl: running.site.url, secret, content: () => content })(morningAfter),
    ).toEqual([]);
    await dueNow();
    const asked = (await running.waitForMail(reference, 5)).find(
      (m) => m.header("Subject") === `¿Cómo estuvo el servicio de valet en su evento? (${reference})`,
    );
    if (!asked) throw new Error("no review request");
    expect(asked.to).toEqual([email]);
    const link = new RegExp(`${running.site.url}/es/review/([\\w.-]+)`).exec(asked.decoded)?.[1] ?? "";
    expect(checkLink(secret, "review", link).state).toBe("valid");
    // The client's own page, as the proposal's: no cache keeps it, no search engine lists it, in both languages.
    for (const path of [`/review/${link}`, `/es/review/${link}`, "/review/forged"]) {
      const answer = await fetch(running.site.url + path);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
      expect(answer.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }

    // The form, in both languages, with the prefilled name; axe-clean at both widths (axe runs with JavaScript).
    const look = await running.openForm(`/review/${link}`, true, phone, false);
    expect(await look.getByRole("heading", { level: 1 }).textContent()).toBe("How did we do?");
    expect(await look.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await axeAtBothWidths(look, "the English review form");
    await look.goto(`${running.site.url}/es/review/${link}`);
    await axeAtBothWidths(look, "the Spanish review form");
    // A review without a rating is refused beside the field, with what was written kept.
    const words = "El equipo llegó temprano y los invitados recibieron sus autos en minutos. ¡Gracias, Marisol!";
    await look.getByRole("textbox", { name: "Su reseña" }).fill(words);
    await look.getByRole("button", { name: "Enviar mi reseña" }).click();
    await look.getByText("Elija una calificación de 1 a 5 estrellas.").waitFor();
    expect(await look.getByRole("textbox", { name: "Su reseña" }).inputValue()).toBe(words);
    await axeAtBothWidths(look, "the Spanish review form with a problem");
    await look.close();

    // The client writes it without JavaScript: the form is plain HTML.
    const client = await running.openForm(`/es/review/${link}`, false, phone, false);
    expect(await client.getByRole("textbox", { name: "Nombre que se mostrará" }).inputValue()).toBe("Lucía H.");
    await client.getByRole("textbox", { name: "Su reseña" }).fill(words);
    await client.getByRole("checkbox").check();
    await client.getByRole("radio", { name: /^4 estrellas/ }).check();
    const answer = await Promise.all([
      client.waitForResponse((r) => r.request().method() === "POST"),
      client.getByRole("button", { name: "Enviar mi reseña" }).click(),
    ]);
    expect(answer[0].status()).toBe(200);
    await client.getByRole("heading", { name: "Gracias por su reseña" }).waitFor();
    expect(await client.getByRole("link", { name: "Escribir una reseña en Google" }).getAttribute("href")).toBe(GOOGLE);

    // Used: a second visit, and a second submit, say it was received and make nothing.
    await client.goto(`${running.site.url}/es/review/${link}`);
    await client.getByRole("heading", { name: "Ya recibimos su reseña" }).waitFor();
    const again = await fetch(`${running.site.url}/es/review/${link}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.200" },
      body: new URLSearchParams({ rating: "1", text: "Otra reseña", name: "X", consent: "yes" }),
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Ya recibimos su reseña");
    expect(await storage.db.selectFrom("reviews").select("id").execute()).toHaveLength(1);

    // An expired link: a clear page (410) with the phone and e-mail; a tampered or unknown one: 404.
    const { id: requestId } = await storage.db
      .selectFrom("review_requests")
      .select("id")
      .where("lead_id", "=", Number(leadId))
      .executeTakeFirstOrThrow();
    const expired = signLink(secret, "review", requestId, new Date(Date.now() - 60_000));
    const expiredPage = await client.goto(`${running.site.url}/es/review/${expired}`);
    expect(expiredPage?.status()).toBe(410);
    await client.getByRole("heading", { name: "Este enlace caducó" }).waitFor();
    expect(await client.locator('main a[href^="tel:"]').count()).toBe(1);
    expect(await client.locator('main a[href^="mailto:"]').count()).toBe(1);
    const tampered = `${link.slice(0, -2)}${link.endsWith("AA") ? "BB" : "AA"}`;
    expect((await fetch(`${running.site.url}/es/review/${tampered}`)).status).toBe(404);
    expect((await fetch(`${running.site.url}/review/not-a-token`)).status).toBe(404);
    await client.close();

    // The owner approves it at /staff/reviews (axe-clean at both widths).
    await staff.goto(`${running.site.url}/staff/reviews`);
    const item = staff.getByRole("article", { name: "4 of 5 stars · Lucía H." });
    expect(await item.getByText("written in Spanish").count()).toBe(1);
    expect(await item.getByRole("link", { name: `lead ${reference}` }).count()).toBe(1);
    await axeAtBothWidths(staff, "/staff/reviews");
    await item.getByRole("button", { name: "Approve the review by Lucía H." }).click();
    await staff.getByRole("article", { name: "4 of 5 stars · Lucía H." }).getByText("On the site").waitFor();
    const audit = await storage.db
      .selectFrom("audit_events")
      .select("action")
      .where("lead_id", "=", Number(leadId))
      .execute();
    expect(audit.map((a) => a.action)).toContain("approved a review");
    await staff.context().close();

    // Shown on both testimonials pages, within seconds (the content version), in Spanish as written.
    const showing = async (path: string) =>
      (await (await fetch(`${running.site.url}${path}`)).text()).includes("Marisol!");
    await expect.poll(() => showing("/es/testimonials"), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => showing("/testimonials"), { timeout: 15_000 }).toBe(true);
    const english = await running.openForm("/testimonials", false, desktop, false);
    const quote = english.locator("blockquote", { hasText: "Marisol!" });
    expect(await quote.getAttribute("lang")).toBe("es");
    expect(await english.getByText(/Wedding · [A-Z][a-z]+ \d{4} · Verified booking/).count()).toBe(1);
    await english.close();

    // The home page's rating: this one verified review (4), not the five-star hand-entered testimonials.
    const business = await businessOnHome();
    expect(business.aggregateRating).toMatchObject({ ratingValue: "4.0", reviewCount: 1 });
    expect(business.review).toEqual([
      expect.objectContaining({ reviewRating: expect.objectContaining({ ratingValue: 4 }), reviewBody: words }),
    ]);
    // A whole life: five e-mails waited for, axe at two widths on four pages, two pages waited on for the content.
  }, 120_000);
});
