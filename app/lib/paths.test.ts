import { describe, expect, it } from "vitest";
import { canonicalPath } from "./paths";

describe("canonicalPath", () => {
  it("gives a public page's one address for its case, slash and escape variants", () => {
    expect(canonicalPath("/ABOUT")).toBe("/about");
    expect(canonicalPath("/aBoUt/")).toBe("/about");
    expect(canonicalPath("/about//")).toBe("/about");
    expect(canonicalPath("//Locations//Malibu")).toBe("/locations/malibu");
    expect(canonicalPath("/%41bout")).toBe("/about");
    expect(canonicalPath("/ES/")).toBe("/es");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/about")).toBe("/about");
  });

  it("leaves escapes that are not letters, digits or -._~ as they are", () => {
    expect(canonicalPath("/a%2Fb")).toBe("/a%2fb");
    expect(canonicalPath("/caf%C3%A9")).toBe("/caf%c3%a9");
  });
});
