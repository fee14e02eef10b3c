import { describe, expect, it } from "vitest";
import { bookingForm, quoteForm } from "~/forms/registry";
import { staffingFor } from "~/lib/estimate.server";
import { describeStaffing, estimateStaffing, MINIMUM_ATTENDANTS, staffingLine } from "./staffing";

const rates = { attendantHourly: [35, 45] as const, minimumHours: 4 };

describe("estimateStaffing", () => {
  it("plans weddings, galas and corporate events at 1 attendant per 25 guests, rounding up", () => {
    expect(estimateStaffing(100, "Wedding", null)?.attendants).toBe(4);
    expect(estimateStaffing(101, "Wedding", null)?.attendants).toBe(5);
    expect(estimateStaffing(125, "Charity", null)?.attendants).toBe(5);
    expect(estimateStaffing(126, "Corporate", null)?.attendants).toBe(6);
    expect(estimateStaffing(250, "Holiday", null)?.attendants).toBe(10);
  });

  it("plans a steady restaurant or hotel flow at 1 per 30, private parties at 1 per 28", () => {
    expect(estimateStaffing(120, "Restaurant", null)?.attendants).toBe(4);
    expect(estimateStaffing(121, "Hotel", null)?.attendants).toBe(5);
    expect(estimateStaffing(112, "Private Party", null)?.attendants).toBe(4);
    expect(estimateStaffing(113, "Private Party", null)?.attendants).toBe(5);
    // The same guests need more hands when they all arrive at once.
    expect(estimateStaffing(300, "Wedding", null)?.attendants).toBeGreaterThan(
      estimateStaffing(300, "Hotel", null)?.attendants ?? 0,
    );
  });

  it("never plans fewer than the minimum, and says why", () => {
    for (const guests of [1, 10, 25, 50]) {
      expect(estimateStaffing(guests, "Wedding", null)?.attendants).toBe(MINIMUM_ATTENDANTS);
    }
    expect(estimateStaffing(10, "Wedding", null)?.why).toBe(
      "We always send at least 2 attendants: one stays with the keys while the other parks.",
    );
    expect(estimateStaffing(51, "Wedding", null)).toMatchObject({ attendants: 3 });
    expect(estimateStaffing(51, "Wedding", null)?.why).not.toContain("at least");
  });

  it("says why in one line, by event type", () => {
    expect(estimateStaffing(180, "Wedding", null)?.why).toBe(
      "Weddings: guests arrive within about 30 minutes, so we plan 1 attendant per 25 guests.",
    );
    expect(estimateStaffing(180, "Restaurant", null)?.why).toMatch(/^Restaurants: .* 1 attendant per 30 guests\.$/);
  });

  it("gives nothing while the guest count or the event type is not valid", () => {
    for (const guests of [0, -5, 2.5, Number.NaN, "", "abc", "12x", undefined, null, 100_001]) {
      expect(estimateStaffing(guests, "Wedding", null)).toBeNull();
    }
    expect(estimateStaffing(100, "", null)).toBeNull();
    expect(estimateStaffing(100, "Yacht", null)).toBeNull();
    expect(estimateStaffing(100, undefined, null)).toBeNull();
    // As a form gives them: text.
    expect(estimateStaffing("180", "Wedding", null)?.attendants).toBe(8);
  });

  it("gives nothing for the names every object inherits, sent as an event type", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      expect(estimateStaffing("120", name, null), name).toBeNull();
    }
  });

  it("has no price without rates, and a range for the minimum booking with them", () => {
    expect(estimateStaffing(180, "Wedding", null)?.price).toBeNull();
    const unpriced = estimateStaffing(180, "Wedding", null);
    if (!unpriced) throw new Error("no estimate");
    expect(describeStaffing(unpriced).price).toBeNull();
    const priced = estimateStaffing(180, "Wedding", rates);
    if (!priced) throw new Error("no estimate");
    // 8 attendants × 4 hours × $35–$45.
    expect(priced.price).toEqual({ low: 1120, high: 1440, hours: 4 });
    expect(describeStaffing(priced)).toEqual({
      headline: "8 valet attendants",
      price: "About $1,120–$1,440 for a 4-hour minimum, before tax and gratuity.",
    });
    expect(staffingLine(priced)).toBe(
      "8 valet attendants. Weddings: guests arrive within about 30 minutes, so we plan 1 attendant per 25 guests. About $1,120–$1,440 for a 4-hour minimum, before tax and gratuity.",
    );
  });

  it("reads the booking's service type and the quote's event type", () => {
    expect(staffingFor(bookingForm, { guestCount: "90", serviceType: "Hotel" })?.attendants).toBe(3);
    expect(staffingFor(quoteForm, { guestCount: 90, eventType: "Wedding" })?.attendants).toBe(4);
    expect(staffingFor(quoteForm, { guestCount: 90, serviceType: "Wedding" })).toBeNull();
    expect(staffingFor({}, { guestCount: 90, serviceType: "Wedding" })).toBeNull();
  });

  it("speaks Spanish on the Spanish forms: the same number, its reason and words in Spanish", () => {
    const spanish = staffingFor(bookingForm, { guestCount: "100", serviceType: "Wedding" }, "es");
    expect(spanish?.attendants).toBe(
      staffingFor(bookingForm, { guestCount: "100", serviceType: "Wedding" })?.attendants,
    );
    expect(spanish?.why).toBe(
      "Bodas: los invitados llegan en unos 30 minutos, así que planeamos 1 valet por cada 25 invitados.",
    );
    expect(estimateStaffing(10, "Hotel", null, "es")?.why).toMatch(/^Siempre enviamos al menos 2 valets/);
    const priced = estimateStaffing(180, "Wedding", rates, "es");
    expect(priced && describeStaffing(priced, "es")).toEqual({
      headline: "8 valets",
      price: "Aproximadamente $1,120–$1,440 por un mínimo de 4 horas, antes de impuestos y propina.",
    });
  });
});
