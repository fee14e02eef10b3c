import { describe, expect, it } from "vitest";
import { FORM_TOKEN_LIFETIME_MS, issueFormToken, readFormToken } from "./form-token.server";
import { newReference, referencePattern } from "./reference.server";

describe("form tokens", () => {
  const rendered = 1_700_000_000_000;
  it("round-trip with their id and time, and refuse tampering", () => {
    const token = issueFormToken("secret", rendered);
    expect(readFormToken("secret", token, rendered)).toMatchObject({ issuedAt: rendered });
    expect(readFormToken("other", token, rendered)).toBeNull();
    const [id, time, sig] = token.split(".");
    const later = `${id}.${(Number.parseInt(time ?? "", 36) + 1).toString(36)}.${sig}`;
    expect(readFormToken("secret", later, rendered + 1)).toBeNull();
    expect(readFormToken("secret", undefined, rendered)).toBeNull();
    expect(readFormToken("secret", "a".repeat(500), rendered)).toBeNull();
  });

  it("last 24 hours from the rendering of their form", () => {
    const token = issueFormToken("secret", rendered);
    expect(FORM_TOKEN_LIFETIME_MS).toBe(24 * 3_600_000);
    expect(readFormToken("secret", token, rendered + FORM_TOKEN_LIFETIME_MS)).toMatchObject({ issuedAt: rendered });
    expect(readFormToken("secret", token, rendered + FORM_TOKEN_LIFETIME_MS + 1)).toBeNull();
  });
});

describe("references", () => {
  it("are short, unambiguous and varied", () => {
    const many = Array.from({ length: 2000 }, newReference);
    expect(many.every((r) => referencePattern.test(r))).toBe(true);
    expect(many.join("")).not.toMatch(/[01OIL]/);
    expect(new Set(many).size).toBeGreaterThan(1990);
  });
});
