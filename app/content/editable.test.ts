import { describe, expect, it } from "vitest";
import { companySchema } from "./editable";

describe("the company's details", () => {
  const valid = companySchema.parse({
    name: "Golden Key Valet",
    legalName: "Golden Key Valet LLC",
    phone: "(310) 555-0147",
    email: "bookings@goldenkeyvalet.example",
    careersEmail: "careers@goldenkeyvalet.example",
    street: "1180 S Beverly Dr, Suite 400",
    locality: "Los Angeles",
    postalCode: "90035",
    instagram: "",
    facebook: "",
    linkedin: "",
    yearsExperience: 14,
    eventsServed: "500+",
    venuePartners: "50+",
    liabilityCoverage: { en: "$2 million", es: "$2 millones" },
  });

  it.each([
    ["name", "Golden Key\nValet"],
    ["legalName", "Golden Key Valet\r\nBcc: someone@example.com"],
    ["street", "1180 S Beverly Dr\u0000"],
    ["locality", "Los\tAngeles"],
    ["eventsServed", "500\u007f+"],
    ["venuePartners", "50\u001b[31m+"],
  ])("refuses a line break or control character in the one-line field %s", (field, value) => {
    const result = companySchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: [field],
      message: "One line: no line breaks or control characters.",
    });
  });

  it("refuses one in the insurance amount, in either language", () => {
    for (const lang of ["en", "es"] as const) {
      const result = companySchema.safeParse({
        ...valid,
        liabilityCoverage: { ...valid.liabilityCoverage, [lang]: "$2\nmillion" },
      });
      expect(result.error?.issues[0]?.path).toEqual(["liabilityCoverage", lang]);
    }
  });

  it("takes the same fields on one line, and trims the spaces and line breaks around them", () => {
    expect(companySchema.parse({ ...valid, name: "  Golden Key Valet & Co\n" }).name).toBe("Golden Key Valet & Co");
  });
});
