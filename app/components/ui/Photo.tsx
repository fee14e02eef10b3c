import photos, { type Photo as PhotoData } from "virtual:photos";
import type { ContentSnapshot } from "~/content/live";
import type { Lang } from "~/lib/lang";

/**
 * A photograph the owner uploaded (/photos/<id>-<width>.<avif|webp>, at 480, 800 and 1200 px where the source is
 * that wide), in the shape the build's photographs have. `width` is the widest encoded, `height` its height.
 */
export function uploadedPhoto(id: string, width = 1200, height = Math.round((width * 2) / 3)): PhotoData {
  const widths = [480, 800, 1200].filter((w) => w < width).concat(width);
  const srcSet = (format: "avif" | "webp") => widths.map((w) => `/photos/${id}-${w}.${format} ${w}w`).join(", ");
  return { src: `/photos/${id}-${width}.webp`, avif: srcSet("avif"), webp: srcSet("webp"), width, height };
}

/**
 * The photograph of a slot ("services/wedding-valet"): the one the owner chose in the content editor, else the one
 * the company put in content/images, if any. The owner's choices are the page's snapshot's
 * (`useContent().slotPhotos`).
 */
export function photoFor(slot: string, lang: Lang, slotPhotos: ContentSnapshot["slotPhotos"]): PhotoData | undefined {
  const chosen = slotPhotos[slot];
  if (!chosen) return photos[slot];
  return {
    ...uploadedPhoto(chosen.photo, chosen.width, chosen.height),
    alt: chosen.alt[lang] || chosen.alt.en,
    position: `${chosen.focus.x}% ${chosen.focus.y}%`,
  };
}

/** How a photo in the first view loads (Photo). */
export type PhotoPriority = "high" | "low";

/**
 * A photograph as plain HTML: AVIF, else WebP, in the width `sizes` asks for, its box reserved by width and height.
 * A photo with a `priority` loads at once and is announced in <head>, so the browser fetches it before it meets the
 * <img>: "high" for the page's largest paint; "low" for a photo behind the first view's text that covers the whole
 * screen, which browsers do not count as the largest paint (the text is), so it does not go before the text's
 * needs. The others load as they near the viewport.
 */
export function Photo({
  photo,
  alt,
  sizes,
  priority,
  className,
}: {
  photo: PhotoData;
  /** Used unless photos.json describes the photo. */
  alt: string;
  sizes: string;
  priority?: PhotoPriority;
  className?: string;
}) {
  return (
    <>
      {priority ? (
        // React hoists a <link> with an href into <head>; browsers that read imagesrcset take the AVIF width
        // they need from it (the fallback href only serves others). react-dom's preload() would do the same, but
        // importing react-dom here moves it into a chunk of its own, one more file for the form pages.
        <link
          rel="preload"
          as="image"
          href={photo.src}
          type="image/avif"
          imageSrcSet={photo.avif}
          imageSizes={sizes}
          fetchPriority={priority}
        />
      ) : null}
      {/* `contents`: the <img> sizes itself against the photo's container. */}
      <picture className="contents">
        <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
        <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
        <img
          src={photo.src}
          width={photo.width}
          height={photo.height}
          alt={photo.alt ?? alt}
          decoding="async"
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority}
          className={className}
          style={photo.position ? { objectPosition: photo.position } : undefined}
        />
      </picture>
    </>
  );
}
