import { describe, expect, it } from "vitest";
import { EMAIL } from "~/forms/fields";
import { domainSpellings, mailtoHref, normalizeAddress } from "./email-address";

describe("e-mail addresses", () => {
  it("accept plain addresses only", () => {
    for (const good of [
      "jane@example.com",
      "o'brien@mail.example.org",
      "a.b+tag@sub.example.co",
      "x_y%z@xn--bcher-kva.de",
    ]) {
      expect(EMAIL.test(good), good).toBe(true);
    }
    for (const bad of [
      "<postmaster>probe@example.com",
      "Jane <jane@example.com>",
      "victim@x?cc=attacker%40evil.example",
      "victim@example.com?cc=attacker@evil.example",
      '"quoted"@example.com',
      "a..b@example.com",
      ".a@example.com",
      "a@example",
      "a@-example.com",
      "a@example.c0m",
      "a b@example.com",
      "a@b@example.com",
      "jane@example.com\nbcc: x@y.z",
    ]) {
      expect(EMAIL.test(bad), bad).toBe(false);
    }
  });

  it("normalise to the mailbox for counting", () => {
    expect(normalizeAddress(" Jane.Doe+promo@GMail.com ")).toBe("janedoe@gmail.com");
    expect(normalizeAddress("jane.doe@googlemail.com")).toBe("janedoe@gmail.com");
    expect(normalizeAddress("Jane.Doe+one@Example.com")).toBe("jane.doe@example.com");
    expect(normalizeAddress("+only@example.com")).toBe("+only@example.com");
  });

  it("name every domain spelling that normalises to one domain, for finding a person's rows", () => {
    expect(domainSpellings("gmail.com")).toEqual(["gmail.com", "googlemail.com"]);
    expect(domainSpellings("Example.com")).toEqual(["example.com"]);
  });

  it("encode every mailto link so an address cannot add recipients or headers", () => {
    expect(mailtoHref("jane@example.com", { subject: "Your request GK-1 & more" })).toBe(
      "mailto:jane@example.com?subject=Your%20request%20GK-1%20%26%20more",
    );
    const forged = mailtoHref("victim@x?cc=attacker%40evil.example");
    expect(forged).toBe("mailto:victim@x%3Fcc%3Dattacker%2540evil.example");
    expect(new URL(forged).search).toBe("");
  });
});
