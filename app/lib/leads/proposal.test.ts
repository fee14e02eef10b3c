import { describe, expect, it } from "vitest";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { blankProposal, proposalSchemaFor, questionSchema } from "./proposal";

/** The proposal as the lead page posts it, read as its action reads it. */
const parseProposal = (values: Record<string, string>, today: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return parseStaffForm(form, proposalSchemaFor(today));
};

const today = "2027-05-10";
const valid = {
  ...blankProposal,
  price: "$1,850.50",
  attendants: "8",
  arrival: "16:00",
  endTime: "00:30",
  included: "  8 attendants\r\ntwo podiums  ",
  validUntil: "2027-05-31",
  coordinatorName: "  Marisol   Vega ",
  coordinatorPhone: "(310) 555-0142",
  note: "",
};

const errorsOf = (values: Partial<typeof valid>) => {
  const parsed = parseProposal({ ...valid, ...values }, today);
  return parsed.ok ? {} : parsed.errors;
};

describe("the proposal form's schema", () => {
  it("reads a proposal: cents, numbers, trimmed text", () => {
    const parsed = parseProposal(valid, today);
    expect(parsed).toEqual({
      ok: true,
      value: {
        price: 185_050,
        attendants: 8,
        arrival: "16:00",
        endTime: "00:30",
        included: "8 attendants\ntwo podiums",
        validUntil: "2027-05-31",
        coordinatorName: "Marisol Vega",
        coordinatorPhone: "(310) 555-0142",
        note: "",
      },
    });
  });

  it("needs every detail the booking's confirmation will carry, each with its own message", () => {
    const parsed = parseProposal(blankProposal, today);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? null : parsed.errors).toEqual({
      price: "Enter the price in dollars.",
      attendants: "Enter the number of attendants.",
      arrival: "Enter the team's arrival time.",
      endTime: "Enter the service's end time.",
      included: "Say what the price includes.",
      validUntil: "Enter the last day the proposal is valid, as a date.",
      coordinatorName: "Enter the coordinator's name.",
      coordinatorPhone: "Enter the coordinator's phone number.",
    });
  });

  it("refuses bad values with a message saying what to type", () => {
    expect(errorsOf({ price: "12.345" }).price).toBe("Enter the price in dollars, e.g. 1,250 or 1250.00.");
    expect(errorsOf({ price: "0" }).price).toBe("Enter a price above $0 and up to $1,000,000.");
    expect(errorsOf({ attendants: "2.5" }).attendants).toBe("Enter the number of attendants as a whole number.");
    expect(errorsOf({ attendants: "501" }).attendants).toBe("Enter 1 to 500 attendants.");
    expect(errorsOf({ arrival: "25:00" }).arrival).toBe("Enter the arrival time as HH:MM.");
    expect(errorsOf({ endTime: "16:00" }).endTime).toBe("The end time must differ from the arrival time.");
    expect(errorsOf({ included: "x".repeat(2001) }).included).toBe("Keep what is included to 2000 characters.");
    expect(errorsOf({ coordinatorPhone: "call me" }).coordinatorPhone).toMatch(/phone number the client can dial/);
  });

  it("takes a valid-until date from today to 90 days ahead, and only real dates", () => {
    expect(errorsOf({ validUntil: today })).toEqual({});
    expect(errorsOf({ validUntil: "2027-05-09" }).validUntil).toBe("The proposal must be valid at least until today.");
    expect(errorsOf({ validUntil: "2027-08-08" })).toEqual({});
    expect(errorsOf({ validUntil: "2027-08-09" }).validUntil).toBe("A proposal can be valid for at most 90 days.");
    expect(errorsOf({ validUntil: "2027-02-30" }).validUntil).toBe(
      "Enter the last day the proposal is valid, as a date.",
    );
  });
});

describe("the client's question", () => {
  it("is trimmed, needed and limited, with its message in the client's language", () => {
    expect(questionSchema.en.parse("  Is parking\r\nincluded?  ")).toBe("Is parking\nincluded?");
    expect(questionSchema.es.safeParse("   ").error?.issues[0]?.message).toBe("Escriba su pregunta.");
    expect(questionSchema.en.safeParse("   ").error?.issues[0]?.message).toBe("Write your question.");
    expect(questionSchema.en.safeParse("x".repeat(1000)).success).toBe(true);
    expect(questionSchema.es.safeParse("x".repeat(1001)).error?.issues[0]?.message).toBe(
      "Su pregunta puede tener como máximo 1000 caracteres.",
    );
  });
});
