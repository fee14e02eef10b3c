import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seedContent } from "../../tests/support/content";
import { heroPhotoAlt, photoAltFromArt, photoSlots } from "./photos";

const { en } = seedContent();
const slugged = { services: en.services.services, locations: en.locations, posts: en.blog.posts };

describe("photo slots", () => {
  it("are all listed in content/images/README.md, the fixed ones by name and the rest by their content's slug", () => {
    const readme = readFileSync("content/images/README.md", "utf8");
    const listed = [...readme.matchAll(/^\| `([^`]+)` \|/gm)].map(([, slot]) => slot as string);
    const kinds = { services: en.services.services, locations: en.locations, blog: en.blog.posts };
    expect(listed.sort()).toEqual(
      [...Object.keys(heroPhotoAlt), ...Object.keys(kinds).map((k) => `${k}/<slug>`)].sort(),
    );
    // A new service, city or post brings its slot with it: the README's pattern covers it without a row of its own.
    const bySlug = Object.entries(kinds).flatMap(([kind, items]) => items.map((item) => `${kind}/${item.slug}`));
    expect(photoSlots(slugged).sort()).toEqual([...Object.keys(heroPhotoAlt), ...bySlug].sort());
  });

  it("name each slot once", () => {
    expect(new Set(photoSlots(slugged)).size).toBe(photoSlots(slugged).length);
  });

  it("describe a photo in place of line art by its subject", () => {
    expect(photoAltFromArt("Line illustration of the Santa Monica coastline with the pier's Ferris wheel")).toBe(
      "The Santa Monica coastline with the pier's Ferris wheel",
    );
  });
});
