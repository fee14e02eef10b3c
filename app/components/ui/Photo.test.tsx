import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Photo, photoFor } from "./Photo";

// The unit tests' `virtual:photos` (tests/support/photos.ts) has one photo, for services/wedding-valet.
const photo = photoFor("services/wedding-valet");
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
    expect(photoFor("services/corporate-events")).toBeUndefined();
  });
});
