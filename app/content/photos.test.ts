import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog";
import { locations } from "./locations";
import { heroPhotoAlt, photoAltFromArt, photoSlots } from "./photos";
import { services } from "./services";

describe("photo slots", () => {
  it("are all listed in content/images/README.md, the fixed ones by name and the rest by their content's slug", () => {
    const readme = readFileSync("content/images/README.md", "utf8");
    const listed = [...readme.matchAll(/^\| `([^`]+)` \|/gm)].map(([, slot]) => slot as string);
    const kinds = { services, locations, blog: blogPosts };
    expect(listed.sort()).toEqual(
      [...Object.keys(heroPhotoAlt), ...Object.keys(kinds).map((k) => `${k}/<slug>`)].sort(),
    );
    // A new service, city or post brings its slot with it: the README's pattern covers it without a row of its own.
    const bySlug = Object.entries(kinds).flatMap(([kind, items]) => items.map((item) => `${kind}/${item.slug}`));
    expect(photoSlots().sort()).toEqual([...Object.keys(heroPhotoAlt), ...bySlug].sort());
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
