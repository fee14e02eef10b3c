import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { axeViolations, desktop, phone } from "./browser";
import { confirmBooking, fillBooking, formSite, NOTIFY, sendForReference } from "./form-site";

/*
 * Issue 32, step 3: a booking confirmed from its lead page shows on the team's calendar in its week, and a staff
 * member's calendar feed carries it to a phone (fetched here without a cookie, as a phone would, and parsed with
 * ical.js) until it is revoked: then its address is a 404.
 */

const PASSWORD = "valet-staff-test-password";
/** The owner: ADMIN_EMAIL is unset, so the owner's account is NOTIFY_EMAIL's. */
const OWNER = NOTIFY;
const running = formSite({ ADMIN_PASSWORD: PASSWORD });

/** Three weeks ahead: never this week, so the calendar's week navigation is what finds it. */
const eventDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
const venue = `The Glasshouse ${randomUUID().slice(0, 6)}`;

describe("the team's calendar and calendar feed", () => {
  it("confirmed booking → on the calendar in its week → in the feed (ical.js) → feed revoked → 404", async () => {
    // A visitor books.
    const visitor = await running.openForm("/book", true, phone);
    await fillBooking(visitor, `calendar.${randomUUID().slice(0, 8)}@example.com`, eventDate, { venue });
    const reference = await sendForReference(visitor, "Request Booking", "Thank You!");
    await visitor.close();

    // The owner confirms it from its lead page.
    const page = await running.signIn(OWNER, PASSWORD);
    const id = await running.openLead(page, reference);
    await confirmBooking(page, { attendants: "6", arrives: "16:30", ends: "23:00" });

    // The staff menu leads to this week; the event is three weeks on, under its day.
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Calendar" }).click();
    await page.getByRole("heading", { name: "Team calendar", level: 1 }).waitFor();
    expect(await page.getByText(venue).count()).toBe(0);
    const dayName = new Intl.DateTimeFormat("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${eventDate}T00:00:00Z`));
    const day = page.getByRole("region", { name: dayName });
    // Three or four weeks on, by the Los Angeles date of today.
    for (let week = 1; week <= 4 && (await day.count()) === 0; week++) {
      const next = page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "Next week" });
      const href = (await next.getAttribute("href")) ?? "";
      await next.click();
      await page.waitForURL((url) => url.pathname + url.search === href);
    }
    await expect.poll(() => day.getByText(venue).count()).toBe(1);
    const entry = day.getByRole("listitem").filter({ hasText: venue });
    const text = (await entry.textContent()) ?? "";
    for (const part of ["4:30 PM–11:00 PM", "Wedding, 180 guests", "6 attendants", "Marisol Vega, (310) 555-0142"]) {
      expect(text).toContain(part);
    }
    expect(await entry.getByRole("link", { name: new RegExp(reference) }).getAttribute("href")).toBe(
      `/staff/leads/${id}`,
    );
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `calendar at ${viewport.width} px`).toEqual([]);
    }

    // A week that is no date is refused, saying how to write one.
    for (const week of ["2026-13-45", "2026-02-30", "next"]) {
      const bad = await page.goto(`${running.site.url}/staff/calendar?week=${week}`);
      expect(bad?.status(), week).toBe(400);
      expect(await page.getByText("The week must be given by one of its dates, as YYYY-MM-DD").count()).toBe(1);
    }

    // The owner makes a feed on the account page; its address is shown once.
    await page.setViewportSize(desktop);
    await page.goto(`${running.site.url}/staff/account`);
    const feedPanel = page.getByRole("region", { name: "Calendar feed" });
    await feedPanel.getByRole("button", { name: "Make a calendar feed" }).click();
    const address = feedPanel.getByLabel(/Your feed's address/);
    await address.waitFor();
    const feedUrl = await address.inputValue();
    expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `account page at ${viewport.width} px`).toEqual([]);
    }

    // A phone fetches it without a cookie.
    const feedPath = new URL(feedUrl).pathname;
    const response = await fetch(running.site.url + feedPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const vevent = calendar
      .getAllSubcomponents("vevent")
      .find((v) => v.getFirstPropertyValue("uid") === `team-${reference}@${new URL(feedUrl).hostname}`);
    if (!vevent) throw new Error("the booking is not in the feed");
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(`Wedding · ${venue}`);
    expect(event.startDate.toString()).toBe(`${eventDate}T16:30:00`);
    expect(event.endDate.toString()).toBe(`${eventDate}T23:00:00`);
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(event.description).toContain("Olivia Reyes, (310) 555-0199");
    expect(event.description).toContain(`/staff/leads/${id}`);

    // Revoked: the old address is a 404, the same as an address that never was.
    await page.setViewportSize(desktop);
    await page.goto(`${running.site.url}/staff/account`);
    await feedPanel.getByRole("button", { name: "Revoke the feed" }).click();
    await feedPanel.getByText("Your calendar feed is revoked").waitFor();
    expect(await feedPanel.getByRole("button", { name: "Make a calendar feed" }).count()).toBe(1);
    const revoked = await fetch(running.site.url + feedPath);
    expect(revoked.status).toBe(404);
    expect(await revoked.text()).toBe("Not found.");
    const unknown = await fetch(`${running.site.url}/calendar/${"A".repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Not found.");
    await page.context().close();

    // The address is the feed's key: the request log does not keep it.
    const log = running.site.output.join("");
    expect(log).toContain('"path":"/calendar/…"');
    expect(log).not.toContain(feedPath);
  });
});
