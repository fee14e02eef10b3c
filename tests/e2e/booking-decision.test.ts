import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { calendarOf, parseIcs } from "../support/calendar";
import { axeViolations, desktop, phone } from "./browser";
import { fillBooking, formSite, NOTIFY, sendForReference } from "./form-site";

/*
 * Issue 32, step 1: a booking made through /book is confirmed by the owner from its lead page, and the client's
 * e-mail arrives with a calendar file that updates the request's entry: the same UID, SEQUENCE 1, CONFIRMED.
 */

const PASSWORD = "valet-staff-test-password";
/** The owner: ADMIN_EMAIL is unset, so the owner's account is NOTIFY_EMAIL's. */
const OWNER = NOTIFY;
const running = formSite({ ADMIN_PASSWORD: PASSWORD });

/** A date 40 days ahead: the calendar checks the local time, whatever the offset that day. */
const eventDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

describe("confirming a booking from its lead page", () => {
  it("book → the owner confirms → the client's e-mail carries the same event, SEQUENCE 1, CONFIRMED", async () => {
    // The visitor books.
    const visitor = await running.openForm("/book", true, phone);
    const email = `decision.${randomUUID().slice(0, 8)}@example.com`;
    await fillBooking(visitor, email, eventDate);
    const reference = await sendForReference(visitor, "Request Booking", "Thank You!");
    await visitor.close();
    const [first] = (await running.waitForMail(reference, 2)).filter((m) => m.to.includes(email));
    if (!first) throw new Error("no confirmation to the visitor");
    const request = parseIcs(await calendarOf(first.raw));
    expect(request.vevent.getFirstPropertyValue("status")).toBe("TENTATIVE");

    // The owner signs in and opens the lead.
    const page = await running.signIn(OWNER, PASSWORD);
    await running.openLead(page, reference);
    const panel = page.getByRole("region", { name: "Confirm, decline or cancel" });
    await expect.poll(() => panel.getByText("None yet: the booking is pending confirmation.").count()).toBe(1);

    // A confirmation without its number of attendants is refused beside the field, with what was typed kept. (The
    // form starts from the estimate: 180 wedding guests are 8 attendants; cleared here.)
    expect(await panel.getByLabel("Valet attendants").inputValue()).toBe("8");
    await panel.getByLabel("Valet attendants").fill("");
    await panel.getByLabel("Decision", { exact: true }).selectOption("confirmed");
    await panel.getByLabel("Team arrives").fill("16:30");
    await panel.getByLabel("Service ends").fill("23:00");
    await panel.getByLabel("Coordinator's name").fill("Marisol Vega");
    await panel.getByLabel("Coordinator's phone").fill("(310) 555-0142");
    await panel.getByLabel("Price in US dollars (optional)").fill("1,450");
    await panel.getByLabel("Note to the client (optional)").fill("North gate, <b>please</b>.");
    await panel.getByRole("button", { name: "Save and e-mail the client" }).click();
    const attendants = panel.getByLabel("Valet attendants");
    await expect.poll(() => attendants.getAttribute("aria-invalid")).toBe("true");
    expect(await panel.getByText("A confirmation needs the number of attendants.").count()).toBe(1);
    expect(await panel.getByLabel("Coordinator's name").inputValue()).toBe("Marisol Vega");
    expect(await panel.getByLabel("Team arrives").inputValue()).toBe("16:30");
    expect(await axeViolations(page)).toEqual([]);

    await attendants.fill("6");
    await panel.getByRole("button", { name: "Save and e-mail the client" }).click();
    await expect.poll(() => panel.getByText("1. Confirmed").count()).toBe(1);
    expect(await page.locator("#status").inputValue()).toBe("booked");
    expect(await panel.getByText("6 attendants · 4:30 PM–11:00 PM · $1,450").count()).toBe(1);
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
    }
    await page.context().close();

    // The client's e-mail: the decision, the coordinator, the note as text, and the calendar file.
    const mails = await running.waitForMail(reference, 3);
    const decision = mails.find((m) => m.header("Subject") === `Your booking ${reference} is confirmed`);
    if (!decision) throw new Error("no decision e-mail");
    expect(decision.to).toEqual([email]);
    expect(decision.decoded).toContain("Marisol Vega");
    expect(decision.decoded).toContain("North gate, &lt;b&gt;please&lt;/b&gt;.");
    expect(decision.decoded).not.toContain("<b>please</b>.</");
    const { calendar, vevent, event } = parseIcs(await calendarOf(decision.raw));
    expect(event.uid).toBe(request.event.uid);
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(event.startDate.toString()).toBe(`${eventDate}T16:30:00`);
    expect(event.endDate.toString()).toBe(`${eventDate}T23:00:00`);
  });
});
