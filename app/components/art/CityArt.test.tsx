import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { locations } from "~/content/locations";
import { seedContent } from "../../../tests/support/content";
import { CityArt, cityArtSlugs } from "./CityArt";

describe("city art", () => {
  it("has a drawing for every city page and none for a city that is not one", () => {
    expect([...cityArtSlugs].sort()).toEqual(locations.map((l) => l.slug).sort());
  });

  it("gives every city its own drawing", () => {
    const drawings = cityArtSlugs.map((slug) => renderToStaticMarkup(<CityArt slug={slug} />));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it("names the drawing with the city's alt text in each language, and hides it from readers without one", () => {
    for (const lang of ["en", "es"] as const) {
      for (const city of seedContent()[lang].locations) {
        expect(city.artAlt).toMatch(lang === "en" ? /^Line illustration of / : /^Ilustración lineal de /);
        const html = renderToStaticMarkup(<CityArt slug={city.slug} label={city.artAlt} />);
        expect(html).toMatch(/^<svg [^>]*role="img"/);
        expect(html).toContain(`aria-label="${city.artAlt.replaceAll("'", "&#x27;")}"`);
      }
    }
    const plain = renderToStaticMarkup(<CityArt slug="malibu" />);
    expect(plain).toContain('aria-hidden="true"');
    expect(plain).not.toContain("role=");
  });

  it("draws nothing for an unknown city", () => {
    expect(renderToStaticMarkup(<CityArt slug="atlantis" />)).toBe("");
  });
});
