import { describe, expect, it } from "vitest";
import { expectEach } from "../../tests/support/each";
import { chooseSlug, slugify, uniqueSlug } from "./slug";

const post = { what: "post", from: "English title", address: (slug: string) => `the address /blog/${slug}` };

describe("addresses made from titles", () => {
  it("writes a title as an address: accents dropped, every other run of characters one hyphen", () => {
    expectEach(slugify, {
      Malibú: "malibu",
      "June Wedding Recap!": "june-wedding-recap",
      "  Señora Núñez’s 50th — Bel-Air & Beyond ": "senora-nunezs-50th-bel-air-and-beyond",
      "Straße Cœur": "strasse-coeur",
      "¿¡…!?": "",
    });
  });

  it("keeps an address within 80 characters, cut between words", () => {
    const long = slugify("The most memorable oceanfront wedding we have parked for in twenty years of Malibu summers");
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toBe("the-most-memorable-oceanfront-wedding-we-have-parked-for-in-twenty-years-of");
  });

  it("adds a number to an address another item has", () => {
    expect(uniqueSlug("june-wedding", new Set())).toBe("june-wedding");
    expect(uniqueSlug("june-wedding", new Set(["june-wedding", "june-wedding-2"]))).toBe("june-wedding-3");
    expect(uniqueSlug("a".repeat(80), new Set(["a".repeat(80)]))).toBe(`${"a".repeat(78)}-2`);
  });

  it("makes the address from the title when the box is empty, numbered when taken", () => {
    const taken = new Set(["june-wedding-recap"]);
    expect(chooseSlug("", "June Wedding Recap", new Set(), post)).toEqual({
      ok: true,
      slug: "june-wedding-recap",
      derived: true,
    });
    expect(chooseSlug("", "June wedding recap", taken, post)).toEqual({
      ok: true,
      slug: "june-wedding-recap-2",
      derived: true,
    });
  });

  it("writes a typed address as an address, and refuses one taken, naming the free one", () => {
    expect(chooseSlug("Malibú Colony", "Anything", new Set(), post)).toEqual({
      ok: true,
      slug: "malibu-colony",
      derived: false,
    });
    expect(chooseSlug("june-wedding-recap", "x", new Set(["june-wedding-recap"]), post)).toEqual({
      ok: false,
      error:
        "Another post has the address /blog/june-wedding-recap. Type another, or leave the box empty to get the address /blog/june-wedding-recap-2.",
    });
  });

  it("says what is missing when there is nothing to make an address of", () => {
    expect(chooseSlug("", "", new Set(), post)).toEqual({
      ok: false,
      error: "Write the English title first: the address is made from it (or type one here).",
    });
    expect(chooseSlug("", "Hi", new Set(), post)).toEqual({
      ok: false,
      error: "At least 3 letters or digits: “hi” is too short for an address.",
    });
    expect(chooseSlug("!!!", "June", new Set(), post)).toEqual({
      ok: false,
      error: "Use letters or digits.",
    });
  });
});
