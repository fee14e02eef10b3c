import { describe, expect, it } from "vitest";
import { safeNext } from "./auth.server";

describe("the page to return to after signing in", () => {
  it("keeps a path inside the staff area, with its query", () => {
    expect(safeNext("/staff/leads/12")).toBe("/staff/leads/12");
    expect(safeNext("/staff/leads?status=new&q=GK-7F3K2Q")).toBe("/staff/leads?status=new&q=GK-7F3K2Q");
  });

  it("re-encodes what a header cannot carry as it is", () => {
    expect(safeNext("/staff/leads?q=José ☃")).toBe("/staff/leads?q=Jos%C3%A9%20%E2%98%83");
    expect(safeNext("/staff/é")).toBe("/staff/%C3%A9");
  });

  it("sends everything else to the inbox", () => {
    for (const next of [
      null,
      "",
      "/staff",
      "/staff/leads\r\nSet-Cookie: x=1",
      "/staff/\n",
      "/staff/\u0000",
      "/staff/\u007f",
      "/staff/leads?q=\r",
      "/staff/..",
      "/staff/../about",
      "/staff/%2e%2e/about",
      "/about",
      "//evil.example/staff/leads",
      "/\\evil.example/staff/leads",
      "/staff/\\\\evil",
      "https://evil.example/staff/leads",
      "staff/leads",
      "//[",
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBe("/staff/leads");
    }
  });
});
