import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { photoAltFromArt, photoSlots } from "./photos";

describe("photo slots", () => {
  it("are all listed, and only they, in content/images/README.md", () => {
    const readme = readFileSync("content/images/README.md", "utf8");
    const listed = [...readme.matchAll(/^\| `([^`]+)` \|/gm)].map(([, slot]) => slot);
    expect(listed.sort()).toEqual(photoSlots().sort());
  });

  it("name each slot once", () => {
    expect(new Set(photoSlots()).size).toBe(photoSlots().length);
  });

  it("describe a photo in place of line art by its subject", () => {
    expect(photoAltFromArt("Line illustration of the Santa Monica coastline with the pier's Ferris wheel")).toBe(
      "The Santa Monica coastline with the pier's Ferris wheel",
    );
  });
});
