import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageArt, type PageArtName, pageDrawings, serviceArt } from "~/components/art/PageArt";
import { services } from "~/content/services";
import { PageHero } from "./PageHero";
import { heroPhoto } from "./PagePhotos";

// The unit tests' `virtual:photos` (tests/support/photos.ts) has a photo for services/wedding-valet only.
const names: PageArtName[] = [
  "podium",
  "clock",
  "jacket",
  "folio",
  "quote",
  "journal",
  "signpost",
  "wedding",
  "corporate",
  "hotel",
  "party",
  "holiday",
  "gala",
];

describe("the inner pages' hero", () => {
  it("fills its right half with the page's drawing from 1024 px, and leaves it out on a phone", () => {
    const html = renderToString(<PageHero heading="FAQ" side={<PageArt name="folio" />} />);
    expect(html).toMatch(/<div data-hero-side="true" class="[^"]*\bhidden lg:-my-10 lg:block\b[^"]*"[^>]*><svg/);
    expect(html).toContain("lg:grid-cols-");
  });

  it("gives the drawing's place to a photograph when the slot has one", () => {
    const art = <PageArt name="wedding" />;
    const withPhoto = renderToString(
      <PageHero heading="Weddings" side={art} photo={heroPhoto("services/wedding-valet", "Attendants", "en", {})} />,
    );
    expect(withPhoto).toContain("<picture");
    expect(withPhoto).not.toContain("<svg");
    expect(withPhoto).not.toContain("data-hero-side");
    const without = renderToString(
      <PageHero heading="Corporate" side={art} photo={heroPhoto("services/corporate-events", "x", "en", {})} />,
    );
    expect(without).toContain("data-hero-side");
    expect(without).toContain("<svg");
  });

  it("shows a panel at every width, beside the text or under it", () => {
    const html = renderToString(<PageHero heading="Contact" panel={<a href="tel:+13105550147">Call</a>} compact />);
    expect(html).toMatch(/<div data-hero-side="true" class="rise mt-10 lg:mt-0"[^>]*><a href="tel:/);
    expect(html).toContain("pt-28 pb-12");
  });

  it("keeps its single-column look on the pages that pass no drawing", () => {
    const html = renderToString(<PageHero heading="Privacy" />);
    expect(html).not.toContain("data-hero-side");
    expect(html).not.toContain("lg:grid");
    expect(html).toContain("lg:text-7xl");
  });
});

describe("the page drawings", () => {
  it.each(names)("%s is decorative line art, painted from its own file", (name) => {
    const svg = renderToString(<PageArt name={name} />);
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*><\/svg>$/);
    expect(svg).toMatch(new RegExp(`--drawn:url\\(/[^)]*/page-${name}\\.svg\\)`));
    expect(renderToString(pageDrawings[name].lines)).not.toMatch(/<text|<image/);
  });

  it("draw each service its own scene", () => {
    const drawn = services.map((s) => serviceArt(s.slug));
    expect(new Set(drawn).size).toBe(services.length);
    expect(drawn).not.toContain("podium");
    expect(serviceArt("a-service-added-later")).toBe("podium");
  });
});
