import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PricingRules } from "~/content/editable";
import { samplePricing } from "~/content/pricing";
import { estimatePrice, rangeText } from "~/lib/pricing";
import { wallClock } from "~/lib/us-clock";
import { calendarOf, parseIcs } from "../support/calendar";
import { axeViolations, desktop, phone, submitButton } from "./browser";
import { fillBooking, formSite, NOTIFY, sendForReference } from "./form-site";

/*
 * Issue 43: a visitor books 150 guests at a Beverly Hills wedding three days ahead (counted from now, in Los
 * Angeles) and sees the server's range on the form as they type, on the thank-you and in the confirmation e-mail,
 * with JavaScript and without; staff see the permit and lead-time flags, confirm with the values the estimate filled
 * in, and the client's calendar file carries them; the owner changes the rate, publishes, and the next estimate
 * follows within 5 seconds. The expected figures come from the same pure function over the same sample rules.
 */

const PASSWORD = "valet-pricing-test-password";
const OWNER = NOTIFY;
const running = formSite({ ADMIN_PASSWORD: PASSWORD });

const today = wallClock(new Date(), "America/Los_Angeles").date;
const eventDate = new Date(Date.parse(`${today}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
const ADDRESS = "9500 Wilshire Blvd, Beverly Hills, CA 90212";
const input = { guests: "150", eventType: "Wedding", date: eventDate, time: "17:00", address: ADDRESS };

function expected(rules: PricingRules = samplePricing, lang: "en" | "es" = "en") {
  const answer = estimatePrice(input, rules, new Date(), lang);
  if (!answer.ok) throw new Error("the sample request has no estimate");
  return answer.estimate;
}

const estimateUrl = (lang = "en", guests = "150") =>
  `/estimate?${new URLSearchParams({
    form: "booking",
    lang,
    guestCount: guests,
    serviceType: "Wedding",
    eventDate,
    eventTime: "17:00",
    venueAddress: ADDRESS,
  })}`;

/** The visitor books; their reference, and the thank-you's estimate as shown. */
async function book(javaScript: boolean) {
  const page = await running.openForm("/book", javaScript, phone);
  const email = `pricing.${randomUUID().slice(0, 8)}@example.com`;
  await fillBooking(page, email, eventDate, {
    guests: "150",
    time: "17:00",
    venue: "Private residence",
    address: ADDRESS,
  });
  const range = rangeText(expected());
  if (javaScript) {
    // The live estimate is the server's answer for what was typed.
    const status = page.locator("#booking-lead-form-staffing");
    await expect.poll(() => status.innerText(), { timeout: 10_000 }).toContain(range);
    expect(await status.innerText()).toContain("We would plan 6 valet attendants.");
    expect(await page.getByTestId("staffing-estimate").innerText()).toContain(
      "Includes: Uniformed, insured attendants",
    );
  }
  const reference = await sendForReference(page, "Request Booking", "Thank You!");
  const thanks = await page.getByTestId("staffing-estimate").innerText();
  await page.close();
  return { reference, email, thanks, range };
}

let owner: Page;
beforeAll(async () => {
  owner = await running.openForm("/staff", true, desktop, false);
  await owner.getByLabel("Email").fill(OWNER);
  await owner.getByLabel("Password").fill(PASSWORD);
  await owner.getByRole("button", { name: "Sign in" }).click();
  await owner.waitForURL("**/staff/leads");
});

describe("the price estimate", { timeout: 180_000 }, () => {
  it("answers bad values with the form's message and a 400, never a price; Spanish in Spanish", async () => {
    for (const [guests, message] of [
      ["0", "Guest count must be at least 1"],
      ["100,000", "Please enter a number of guests"],
      ["many", "Please enter a number of guests"],
      ["100000", "Please enter a realistic number of guests"],
    ] as const) {
      const response = await fetch(running.site.url + estimateUrl("en", guests));
      expect(response.status, guests).toBe(400);
      const body = await response.text();
      expect(JSON.parse(body).message).toBe(message);
      expect(body).not.toContain("$");
    }
    expect((await fetch(`${running.site.url}/estimate?form=nope&lang=en`)).status).toBe(400);
    const es = await (await fetch(running.site.url + estimateUrl("es"))).json();
    expect(es.view.price).toBe(
      `Aproximadamente ${rangeText(expected())} por 6 valets de 4:30\u00a0p.\u00a0m. a 10:00\u00a0p.\u00a0m., antes de impuestos y propina.`,
    );
    expect(es.view.fee).toBe("Permiso de valet de Beverly Hills: la tarifa de la ciudad, al costo");
  });

  let reference = "";
  for (const javaScript of [true, false]) {
    it(`JavaScript ${javaScript ? "on" : "off"}: the range on the form, the thank-you and the confirmation e-mail; the flags to the owner`, async () => {
      const booked = await book(javaScript);
      if (javaScript) reference = booked.reference;
      expect(booked.thanks).toContain(booked.range);
      expect(booked.thanks).toContain("Beverly Hills asks for a valet permit filed ahead of the event");
      expect(booked.thanks).toContain("An estimate from our current rates, not a quote");

      const mails = await running.waitForMail(booked.reference, 2);
      const confirmation = mails.find((m) => m.to.includes(booked.email));
      expect(confirmation?.decoded).toContain(booked.range);
      expect(confirmation?.decoded).toContain("Your estimate");
      const notification = mails.find((m) => m.to.includes(NOTIFY));
      expect(notification?.decoded).toContain("Beverly Hills permit window: the event starts in");
      expect(notification?.decoded).toContain("Inside the booking lead time: the event is 3 days away");
      expect(notification?.decoded).toContain(booked.range);
    });
  }

  it("staff see the flags and confirm with the values the estimate filled in; the calendar file carries them", async () => {
    const estimate = expected();
    await running.openLead(owner, reference);
    const flags = await owner.getByTestId("lead-flags").innerText();
    expect(flags).toContain("Beverly Hills permit window");
    expect(flags).toContain("Inside the booking lead time");
    expect(await owner.getByTestId("lead-estimate").innerText()).toContain(rangeText(estimate));

    const panel = owner.getByRole("region", { name: "Confirm, decline or cancel" });
    expect(await panel.getByLabel("Valet attendants").inputValue()).toBe("6");
    expect(await panel.getByLabel("Team arrives").inputValue()).toBe("16:30");
    expect(await panel.getByLabel("Service ends").inputValue()).toBe("22:00");
    expect(await panel.getByLabel("Price in US dollars (optional)").inputValue()).toBe(
      estimate.low.toLocaleString("en-US"),
    );
    const proposal = owner.getByRole("region", { name: /proposal/i }).first();
    expect(await proposal.getByLabel("Arrival").inputValue()).toBe("16:30");

    await panel.getByLabel("Coordinator's name").fill("Marisol Vega");
    await panel.getByLabel("Coordinator's phone").fill("(310) 555-0142");
    await panel.getByRole("button", { name: "Save and e-mail the client" }).click();
    await expect.poll(() => panel.getByText("1. Confirmed").count()).toBe(1);

    const mails = await running.waitForMail(reference, 3);
    const decision = mails.find((m) => m.header("Subject") === `Your booking ${reference} is confirmed`);
    const { event } = parseIcs(await calendarOf(decision?.raw ?? ""));
    expect(event.startDate.toString()).toBe(`${eventDate}T16:30:00`);
    expect(event.endDate.toString()).toBe(`${eventDate}T22:00:00`);
    expect(event.description).toContain("6");
  });

  it("the owner changes the rate and publishes: the next estimate follows within 5 s", async () => {
    await owner.goto(`${running.site.url}/staff/content/pricing`);
    expect(await owner.getByTestId("pricing-sample").count()).toBe(1);
    // A rate that is no number is refused beside its field, and nothing is saved.
    await owner.locator('[name="hourlyRate"]').fill("sixty");
    await submitButton(owner, /save the pricing rules/i);
    expect(await owner.getByRole("alert").innerText()).toContain("Rate per attendant-hour");
    expect(await owner.locator('[name="hourlyRate"]').getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(owner)).toEqual([]);
    await owner.locator('[name="hourlyRate"]').fill("60");
    await submitButton(owner, /save the pricing rules/i);
    expect(await owner.getByRole("status").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Saved in the draft/)]),
    );
    const wanted = rangeText(expected({ ...samplePricing, hourlyRate: 60 }));
    // The screen's sample request is this test's: 150 guests, a Beverly Hills wedding at 5 p.m., three days ahead.
    expect(await owner.getByTestId("pricing-sample-range").innerText()).toBe(wanted);
    // Not live until published.
    expect((await (await fetch(running.site.url + estimateUrl())).json()).view.price).toContain(rangeText(expected()));

    await owner.goto(`${running.site.url}/staff/content`);
    await owner.getByLabel(/note/i).fill("Rates for the new year");
    await submitButton(owner, /^publish/i, 120_000);
    const since = Date.now();
    await expect
      .poll(async () => (await (await fetch(running.site.url + estimateUrl())).json()).view.price, {
        timeout: 5_000,
        interval: 200,
      })
      .toContain(wanted);
    expect(Date.now() - since).toBeLessThan(5_000);
    // The launch check's sample is gone from the screen too.
    await owner.goto(`${running.site.url}/staff/content/pricing`);
    expect(await owner.getByTestId("pricing-sample").count()).toBe(0);
  });
});
