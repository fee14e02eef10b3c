import { describe, expect, it } from "vitest";
import { checkLink, signLink } from "./signed-link.server";

const secret = "test secret";
const now = new Date("2027-03-01T12:00:00Z");
const later = new Date("2027-03-08T12:00:00Z");

describe("signed links", () => {
  it("opens the row it was made for until it expires", () => {
    const token = signLink(secret, "review", 42, later);
    expect(checkLink(secret, "review", token, now)).toEqual({ state: "valid", id: 42 });
    expect(checkLink(secret, "review", token, later)).toEqual({ state: "expired", id: 42 });
  });

  it("is forged when any character changes, for another purpose, or under another secret", () => {
    const token = signLink(secret, "review", 42, later);
    const [id = "", expiry = "", sig = ""] = token.split(".");
    expect(checkLink(secret, "review", `43.${expiry}.${sig}`, now).state).toBe("forged");
    expect(
      checkLink(secret, "review", `${id}.${(Number.parseInt(expiry, 36) + 1).toString(36)}.${sig}`, now).state,
    ).toBe("forged");
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(checkLink(secret, "review", `${id}.${expiry}.${flipped}`, now).state).toBe("forged");
    expect(checkLink(secret, "proposal", token, now).state).toBe("forged");
    expect(checkLink("another secret", "review", token, now).state).toBe("forged");
    for (const junk of ["", "42", "x.y.z", `${token}.`, `0.${expiry}.${sig}`]) {
      expect(checkLink(secret, "review", junk, now).state).toBe("forged");
    }
  });
});
