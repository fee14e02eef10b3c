import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SceneArt } from "~/components/art/SceneArt";
import { CardItem } from "./Cards";
import { PageHero } from "./PageHero";
import { cardPhoto, heroPhoto } from "./PagePhotos";

// The unit tests' `virtual:photos` (tests/support/photos.ts) has a photo for services/wedding-valet only.
const hero = (slot: string) =>
  renderToString(
    <PageHero
      heading="Valet"
      art={<SceneArt art="coast" />}
      photo={heroPhoto(slot, "Attendants at a wedding", "en", {})}
    />,
  );

describe("page photos", () => {
  it("put a hero's photo behind its text, first to load, in place of the line art", () => {
    const html = hero("services/wedding-valet");
    expect(html).toContain("<picture");
    expect(html).toMatch(/<img [^>]*alt="Attendants at a wedding"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(html).toContain('rel="preload"');
    expect(html).not.toContain("<svg");
  });

  it("leave the line art exactly as it was when the slot has no photo", () => {
    expect(heroPhoto("services/corporate-events", "x", "en", {})).toBeUndefined();
    expect(hero("services/corporate-events")).toBe(
      renderToString(<PageHero heading="Valet" art={<SceneArt art="coast" />} />),
    );
  });

  it("put a card's photo on top of the card, lazily loaded", () => {
    const card = { title: "Wedding Valet", body: "Gracious arrivals.", icon: "rings" as const };
    const html = renderToString(
      <CardItem card={card} image={cardPhoto("services/wedding-valet", "A wedding", "en", {})} />,
    );
    expect(html).toMatch(/<li[^>]*><div[^>]*><picture/);
    expect(html).toMatch(/<img [^>]*alt="A wedding"[^>]*loading="lazy"/);
    expect(cardPhoto("services/corporate-events", "x", "en", {})).toBeUndefined();
    expect(renderToString(<CardItem card={card} image={cardPhoto("services/corporate-events", "x", "en", {})} />)).toBe(
      renderToString(<CardItem card={card} />),
    );
  });
});
