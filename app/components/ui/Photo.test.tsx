import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Photo, photoFor } from "./Photo";

// The unit tests' `virtual:photos` (tests/support/photos.ts) has one photo, for services/wedding-valet.
const photo = photoFor("services/wedding-valet", "en", {});
if (!photo) throw new Error("the test manifest has no services/wedding-valet");

const attributes = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attrs = ""]) =>
    Object.fromEntries([...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = "", value]) => [name, value])),
  );

describe("Photo", () => {
  it("renders AVIF and WebP sources and a sized <img> with its alt text", () => {
    const html = renderToString(<Photo photo={photo} alt="Attendants at a wedding" sizes="100vw" />);
    expect(html).toMatch(/^<picture[^>]*><source [^>]*><source [^>]*><img [^>]*\/><\/picture>$/);
    expect(attributes(html, "source")).toEqual([
      { type: "image/avif", srcSet: photo.avif, sizes: "100vw" },
      { type: "image/webp", srcSet: photo.webp, sizes: "100vw" },
    ]);
    expect(attributes(html, "img")[0]).toMatchObject({
      src: photo.src,
      width: "2400",
      height: "1600",
      alt: "Attendants at a wedding",
      decoding: "async",
      style: "object-position:50% 30%",
    });
  });

  it("loads lazily below the fold, with no preload", () => {
    const html = renderToString(<Photo photo={photo} alt="" sizes="100vw" />);
    expect(attributes(html, "img")[0]).toMatchObject({ loading: "lazy" });
    expect(html).not.toContain("fetchPriority");
    expect(html).not.toContain("<link");
  });

  it.each(["high", "low"] as const)(
    "loads a %s-priority photo at once, at that priority, announced by a preload of its AVIF widths",
    (priority) => {
      const html = renderToString(<Photo photo={photo} alt="" sizes="100vw" priority={priority} />);
      expect(attributes(html, "img")[0]).toMatchObject({ loading: "eager", fetchPriority: priority });
      expect(attributes(html, "link")).toEqual([
        {
          rel: "preload",
          as: "image",
          href: photo.src,
          type: "image/avif",
          imageSrcSet: photo.avif,
          imageSizes: "100vw",
          fetchPriority: priority,
        },
      ]);
    },
  );

  it("prefers the alt text photos.json gives", () => {
    const html = renderToString(
      <Photo photo={{ ...photo, alt: "The Bel Air terrace" }} alt="Attendants" sizes="1px" />,
    );
    expect(attributes(html, "img")[0]?.alt).toBe("The Bel Air terrace");
  });

  it("finds nothing for a slot without a photo", () => {
    expect(photoFor("services/corporate-events", "en", {})).toBeUndefined();
  });

  it("prefers the photograph the owner chose for a slot, with its description and focal point", () => {
    const chosen = {
      slot: "services/wedding-valet",
      photo: "3f2a9c0e1b7d4a66",
      width: 1200,
      height: 800,
      alt: { en: "Cars at the curb", es: "Autos en la entrada" },
      focus: { x: 30, y: 20 },
    };
    const slotPhotos = {
      [chosen.slot]: chosen,
      "services/corporate-events": { ...chosen, slot: "services/corporate-events" },
    };
    expect(photoFor("services/wedding-valet", "es", slotPhotos)).toMatchObject({
      src: "/photos/3f2a9c0e1b7d4a66-1200.webp",
      alt: "Autos en la entrada",
      position: "30% 20%",
      width: 1200,
      height: 800,
    });
    const chosenPhoto = photoFor("services/corporate-events", "en", slotPhotos);
    if (!chosenPhoto) throw new Error("the chosen photo is not found");
    const img = attributes(renderToString(<Photo photo={chosenPhoto} alt="Attendants" sizes="1px" />), "img")[0];
    expect(img).toMatchObject({ alt: "Cars at the curb", style: "object-position:30% 20%" });
    // A snapshot without a choice for the slot shows the repository's photo.
    expect(photoFor("services/corporate-events", "en", {})).toBeUndefined();
  });
});
