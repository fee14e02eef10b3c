import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { staffCookie } from "../support/forms";
import { axeViolations, desktop, phone } from "./browser";
import { fillBooking, formSite, NOTIFY, sendForReference } from "./form-site";

/*
 * The instant staffing estimate on the booking and quote forms (live with JavaScript, on the thank-you without),
 * and the booking's calendar file: attached to the confirmation a real SMTP peer receives, and the same file from
 * the thank-you page's signed link.
 */

const PASSWORD = "valet-staff-test-password";
const running = formSite({ ADMIN_PASSWORD: PASSWORD });

/** A date 40 days ahead, in July or another month: the calendar checks the local time, whatever the offset. */
const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

describe("staffing estimate, JavaScript on", () => {
  for (const [name, viewport] of [
    ["phone", phone],
    ["desktop", desktop],
  ] as const) {
    it(`Book (${name}): follows the guest count and service type as they change, without moving the fields below or taking focus`, async () => {
      const page = await running.openForm("/book", true, viewport);
      const status = page.locator("#booking-lead-form-staffing");
      expect(await status.getAttribute("aria-live")).toBe("polite");
      expect(await status.innerText()).toContain("Enter the guest count and event type");
      const box = page.getByTestId("staffing-estimate");
      const dateField = page.getByLabel("Event date");
      // Where the next field sits within the form: the page may scroll as the visitor types.
      const dateTop = () =>
        dateField.evaluate(
          (el) => el.getBoundingClientRect().top - (el.closest("form")?.getBoundingClientRect().top ?? 0),
        );
      const height = async () => (await box.boundingBox())?.height;
      const heightBefore = await height();
      const dateTopBefore = await dateTop();

      await page.getByLabel("Guest count").fill("180");
      // A guest count alone is not enough.
      expect(await status.innerText()).not.toContain("attendants");
      await page.getByLabel("Service type").selectOption("Wedding");
      await expect.poll(() => status.innerText()).toContain("We would plan 8 valet attendants.");
      expect(await status.innerText()).toContain("Weddings: guests arrive within about 30 minutes");
      expect(await height()).toBe(heightBefore);

      const guests = page.getByLabel("Guest count");
      await guests.click();
      await guests.press("End");
      await guests.press("Backspace"); // 18
      await expect.poll(() => status.innerText()).toContain("We would plan 2 valet attendants.");
      expect(await status.innerText()).toContain("at least 2");
      expect(await height()).toBe(heightBefore);
      await guests.pressSequentially("0"); // 180
      await guests.pressSequentially("0"); // 1800
      await expect.poll(() => status.innerText()).toContain("We would plan 72 valet attendants.");
      expect(await guests.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.getByLabel("Service type").selectOption("Hotel");
      await expect.poll(() => status.innerText()).toContain("We would plan 60 valet attendants.");
      // No price before the date and time: the range needs them (the server says so).
      expect(await status.innerText()).not.toContain("$");
      expect(await status.innerText()).toContain("Add the event's date and time for a price range.");

      expect(await height()).toBe(heightBefore);
      expect(await dateTop()).toBe(dateTopBefore);

      // A guest count the form refuses gets its message from the server, and no estimate.
      await guests.fill("0");
      await expect.poll(() => status.innerText()).toContain("Guest count must be at least 1");
      expect(await status.innerText()).not.toContain("attendants");
      expect(await axeViolations(page, "#booking-form")).toEqual([]);
      await page.close();
    });
  }

  it("Quote: follows the event type and guest count", async () => {
    const page = await running.openForm("/quote", true);
    const status = page.locator("#quote-lead-form-staffing");
    await page.getByLabel("Event type").selectOption("Restaurant");
    await page.getByLabel("Guest count").fill("121");
    await expect.poll(() => status.innerText()).toContain("We would plan 5 valet attendants.");
    await page.getByLabel("Event type").selectOption("Corporate");
    await expect.poll(() => status.innerText()).toContain("We would plan 5 valet attendants.");
    await page.getByLabel("Guest count").fill("126");
    await expect.poll(() => status.innerText()).toContain("We would plan 6 valet attendants.");
    await page.close();
  });
});

describe("staffing estimate and calendar file after a booking", () => {
  for (const javaScript of [false, true]) {
    it(`Book, JavaScript ${javaScript ? "on" : "off"}: the thank-you gives the estimate and the calendar file the e-mail carries`, async () => {
      const page = await running.openForm("/book", javaScript);
      const email = `calendar.${randomUUID().slice(0, 8)}@example.com`;
      await fillBooking(page, email, eventDate, { venue: "Rose Hall; East Wing, Level 2" });
      const reference = await sendForReference(page, "Request Booking", "Thank You!");
      const thanks = await page.getByTestId("staffing-estimate").innerText();
      expect(thanks).toContain("We would plan 8 valet attendants.");
      expect(thanks).toContain("Weddings: guests arrive within about 30 minutes");

      // The confirmation carries the calendar file; the notification gives the estimate.
      const mails = await running.waitForMail(reference, 2);
      const notification = mails.find((m) => m.to.includes(NOTIFY));
      expect(notification?.decoded).toContain("8 valet attendants. Weddings: guests arrive within about 30 minutes");
      const confirmation = await simpleParser(mails.find((m) => m.to.includes(email))?.raw ?? "");
      expect(confirmation.attachments).toHaveLength(1);
      const attachment = confirmation.attachments[0];
      expect(attachment?.filename).toBe(`golden-key-valet-${reference}.ics`);
      expect(attachment?.contentType).toBe("text/calendar");
      const attached = attachment?.content.toString("utf8") ?? "";

      const calendar = new ICAL.Component(ICAL.parse(attached));
      expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
      expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Los_Angeles");
      const vevent = calendar.getFirstSubcomponent("vevent");
      if (!vevent) throw new Error("no event in the calendar file");
      const event = new ICAL.Event(vevent);
      expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
      expect(event.startDate.toString()).toBe(`${eventDate}T17:30:00`);
      // The file goes to a typed address: it names no typed venue (ADR 026).
      expect(event.location).toBe("The venue in your booking request");
      expect(event.summary).toContain("pending confirmation");
      expect(event.description).toContain(reference);
      expect(event.uid).toMatch(new RegExp(`^${reference}@[a-z0-9.-]+$`));

      // The thank-you's link gives the same file, and only with its signature.
      const link = page.getByRole("link", { name: "Add to calendar" });
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/book\/calendar\?ref=GK-/);
      const download = await fetch(running.site.url + href);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(download.headers.get("content-disposition")).toBe(
        `attachment; filename="golden-key-valet-${reference}.ics"`,
      );
      expect(download.headers.get("cache-control")).toBe("private, no-store");
      expect(await download.text()).toBe(attached);
      // The browser takes it as a download, with and without JavaScript.
      const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(file.suggestedFilename()).toBe(`golden-key-valet-${reference}.ics`);

      const url = new URL(href, running.site.url);
      const sig = url.searchParams.get("sig") ?? "";
      const tampered = [
        `/book/calendar?ref=${reference}&sig=${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`,
        `/book/calendar?ref=${reference}`,
        `/book/calendar?ref=GK-222222&sig=${sig}`,
      ];
      for (const path of tampered) {
        const response = await fetch(running.site.url + path);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain("BEGIN:VCALENDAR");
      }
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  }

  it("Quote, JavaScript off: the thank-you gives the estimate, and no calendar link", async () => {
    const page = await running.openForm("/quote", false);
    await page.getByLabel("First name").fill("Marcus");
    await page.getByLabel("Last name").fill("Lee");
    await page.getByLabel("Email").fill(`quote.${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel("Phone number").fill("310 555 0123");
    await page.getByLabel("Event type").selectOption("Private Party");
    await page.getByLabel("Guest count").fill("113");
    await page.getByLabel("Event date").fill(eventDate);
    await page.getByLabel("Event time").fill("18:00");
    await page.getByLabel("Event location").fill("Bel Air");
    await page.getByRole("button", { name: "Request a Quote" }).click();
    await page.getByRole("heading", { name: "Quote Request Received" }).waitFor();
    expect(await page.getByTestId("staffing-estimate").innerText()).toContain("We would plan 5 valet attendants.");
    expect(await page.getByRole("link", { name: "Add to calendar" }).count()).toBe(0);
    await page.close();
  });

  it("the staff lead page gives the estimate of a booking", async () => {
    const form = await running.openForm("/book", false);
    await fillBooking(form, `staff.${randomUUID().slice(0, 8)}@example.com`, eventDate);
    const reference = await sendForReference(form, "Request Booking", "Thank You!");
    await form.close();

    const cookie = await staffCookie(running.site.url, NOTIFY, PASSWORD, "203.0.113.250");
    const list = await (
      await fetch(`${running.site.url}/staff/leads?q=${reference}`, { headers: { Cookie: cookie } })
    ).text();
    const id = list.match(/href="\/staff\/leads\/(\d+)"/)?.[1];
    const html = await (await fetch(`${running.site.url}/staff/leads/${id}`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Staffing estimate");
    expect(html).toContain("8 valet attendants. Weddings: guests arrive within about 30 minutes");
  });
});
