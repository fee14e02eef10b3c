import { describe, expect, it } from "vitest";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { seedContent } from "../../../tests/support/content";
import { expectLinksInText } from "../../../tests/support/email-links";
import {
  blankDecision,
  bookingDecisionSchema,
  centsOf,
  clockText,
  type DecisionValues,
  dollarsOf,
} from "./booking-decision";

/** The decision as the lead page posts it, read as its action reads it. */
const parseDecision = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return parseStaffForm(form, bookingDecisionSchema);
};

const confirm: DecisionValues = {
  ...blankDecision,
  decision: "confirmed",
  attendants: "8",
  arrival: "16:00",
  endTime: "23:30",
  coordinatorName: "  Marisol   Vega ",
  coordinatorPhone: "(310) 555-0142",
  price: "$1,850.5",
  note: "North gate.\r\nThank you!",
};

describe("bookingDecisionSchema", () => {
  it("reads a confirmation: numbers, times, the price in cents, the name on one line, the note's line breaks", () => {
    const parsed = parseDecision(confirm);
    expect(parsed).toEqual({
      ok: true,
      value: {
        decision: "confirmed",
        attendants: 8,
        arrival: "16:00",
        endTime: "23:30",
        coordinatorName: "Marisol Vega",
        coordinatorPhone: "(310) 555-0142",
        price: 185_050,
        note: "North gate.\nThank you!",
      },
    });
  });

  it("needs attendants and both times to confirm, but not to decline or cancel", () => {
    const bare = { ...confirm, attendants: "", arrival: "", endTime: "", price: "" };
    const refused = parseDecision(bare);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual(["arrival", "attendants", "endTime"]);
    for (const decision of ["declined", "cancelled"]) {
      const parsed = parseDecision({ ...bare, decision });
      expect(parsed).toMatchObject({ ok: true, value: { decision, attendants: null, arrival: null, price: null } });
    }
  });

  it("names each field's problem, all at once", () => {
    const parsed = parseDecision({
      decision: "maybe",
      attendants: "eight",
      arrival: "25:00",
      endTime: "7pm",
      coordinatorName: "",
      coordinatorPhone: "call me",
      price: "12.345",
      note: "x".repeat(2001),
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      ["arrival", "attendants", "coordinatorName", "coordinatorPhone", "decision", "endTime", "note", "price"].sort(),
    );
    expect(parsed.errors.price).toMatch(/dollars/);
  });

  it("refuses out-of-range numbers and an end equal to the arrival", () => {
    const cases: [Partial<DecisionValues>, string][] = [
      [{ attendants: "0" }, "attendants"],
      [{ attendants: "501" }, "attendants"],
      [{ price: "0" }, "price"],
      [{ price: "1,000,000.01" }, "price"],
      [{ coordinatorPhone: "555" }, "coordinatorPhone"],
      [{ endTime: "16:00" }, "endTime"],
    ];
    for (const [change, field] of cases) {
      const parsed = parseDecision({ ...confirm, ...change });
      expect(parsed.ok, JSON.stringify(change)).toBe(false);
      if (!parsed.ok) expect(Object.keys(parsed.errors), JSON.stringify(change)).toEqual([field]);
    }
    // Past midnight is fine: it ends the next day.
    expect(parseDecision({ ...confirm, endTime: "00:30" }).ok).toBe(true);
  });
});

describe("money and clock", () => {
  it("converts dollars to cents and back", () => {
    expect(centsOf("1250")).toBe(125_000);
    expect(centsOf("$1,250.5")).toBe(125_050);
    expect(centsOf("0.05")).toBe(5);
    expect(dollarsOf(125_000)).toBe("$1,250");
    expect(dollarsOf(125_050)).toBe("$1,250.50");
  });
  it("writes times as each language does", () => {
    expect(clockText("00:30")).toBe("12:30 AM");
    expect(clockText("16:05")).toBe("4:05 PM");
    expect(clockText("12:00", "es")).toBe("12:00\u00a0p.\u00a0m.");
  });
});

describe("the decision e-mails (npm run emails)", () => {
  it("come in English and Spanish for each decision, every link of the HTML in the text part", async () => {
    const { bookingDecisionSamples } = await import("./booking-decision-samples.server");
    const samples = bookingDecisionSamples(seedContent());
    expect(samples.map((s) => s.name)).toEqual([
      "booking-confirmed",
      "booking-confirmed-es",
      "booking-declined",
      "booking-declined-es",
      "booking-cancelled",
      "booking-cancelled-es",
    ]);
    for (const { name, email } of samples) {
      expect(email.html, name).toContain(name.endsWith("-es") ? 'lang="es-US"' : 'lang="en-US"');
      expect(email.subject, name).toContain("GK-7F3K2Q");
      // Staff's note is text: its markup escaped in the HTML, as typed in the text part.
      expect(email.html, name).not.toContain("<b>clear</b>");
      expectLinksInText(email, name);
    }
    const confirmed = samples[0]?.email.text ?? "";
    expect(confirmed).toContain("Service ends: 12:30 AM (the next day)");
    expect(confirmed).toContain("Price: $1,850");
    expect(confirmed).toContain("<b>clear</b>");
    expect(samples[3]?.email.subject).toBe("Su solicitud de reservación GK-7F3K2Q: no podemos atenderla");
    expect(samples[4]?.email.text).not.toContain("Price");
  });
});
