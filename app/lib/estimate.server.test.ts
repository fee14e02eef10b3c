import { describe, expect, it } from "vitest";
import { emptyDocument } from "~/content/editable";
import { build } from "~/content/live";
import { samplePricing } from "~/content/pricing";
import { estimateFor, estimateStart, estimateThanks, staffEstimateLines, storedEstimate } from "./estimate.server";

/*
 * The estimate's words for visitors and staff, from a snapshot's rules: the owner's switch hides the public range
 * (the staff's figures stay), and a value the form refuses gets its message, never a figure.
 */

const now = new Date("2027-03-07T18:00:00Z");
const input = {
  guests: "150",
  eventType: "Wedding",
  date: "2027-03-10",
  time: "17:00",
  address: "9500 Wilshire Blvd, Beverly Hills, CA 90212",
};
const shown = build(emptyDocument(), "2027-03-07");
const hidden = build({ ...emptyDocument(), pricing: { ...samplePricing, showPublicRange: false } }, "2027-03-07");

describe("the estimate's words", () => {
  it("gives visitors the range with what it includes, and what to know at once", () => {
    expect(shown.pricing.sample).toBe(true);
    const { reply } = estimateFor(shown, input, "en", now);
    expect(reply.message).toBeNull();
    expect(reply.view).toEqual({
      headline: "6 valet attendants",
      why: "Weddings: guests arrive within about 30 minutes, so we plan 1 attendant per 25 guests.",
      price: "About $1,485 – $1,823 for 6 attendants from 4:30 PM to 10:00 PM, before tax and gratuity.",
      range: "$1,485 – $1,823",
      fee: "Beverly Hills valet permit: the city's fee, billed at cost",
    });
    const { thanks } = estimateThanks(shown, input, "es", now);
    expect(thanks?.view.price).toContain("Aproximadamente $1,485 – $1,823 por 6 valets");
    expect(thanks?.finePrint?.includes).toMatch(/^Incluye: Valets uniformados/);
    expect(thanks?.notices).toHaveLength(2);
  });

  it("hides the range from visitors when the owner turns it off; staff keep every figure", () => {
    expect(hidden.pricing.sample).toBe(false);
    const { reply, estimate } = estimateFor(hidden, input, "en", now);
    expect(reply.view).toMatchObject({ headline: "6 valet attendants", price: null, range: null, fee: null });
    expect(JSON.stringify(reply)).not.toContain("$");
    expect(estimateStart(hidden, "en", null).finePrint).toBeNull();
    expect(estimateStart(hidden, "en", null).longest.price).toBeNull();
    if (!estimate) throw new Error("no estimate");
    const lines = staffEstimateLines({ ...estimate, shown: false });
    expect(lines.range).toBe("$1,485 – $1,823");
    expect(lines.shown).toBe(false);
    expect(lines.flags).toHaveLength(2);
  });

  it("gives the staffing while the date and time are to come, and the form's message for a bad value", () => {
    const early = estimateFor(shown, { guests: "150", eventType: "Wedding", date: "", time: "" }, "en", now);
    expect(early.reply).toEqual({
      view: expect.objectContaining({ headline: "6 valet attendants", range: null }),
      message: null,
    });
    expect(early.reply.view?.price).toBe("Add the event's date and time for a price range.");
    for (const guests of ["0", "100,000", "words", "100000"]) {
      const bad = estimateFor(shown, { ...input, guests }, "en", now);
      expect(bad.reply.view).toBeNull();
      expect(bad.reply.message).toMatch(/guest/i);
      expect(bad.estimate).toBeNull();
    }
  });

  it("reads a stored estimate back, and nothing from a row that is not one", () => {
    const { estimate } = estimateFor(shown, input, "en", now);
    expect(storedEstimate(JSON.stringify({ ...estimate, shown: true }))?.low).toBe(1485);
    for (const row of [null, "", "not json", "{}", '{"low":"1"}']) expect(storedEstimate(row)).toBeNull();
  });
});
