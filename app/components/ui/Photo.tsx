import photos, { type Photo as PhotoData } from "virtual:photos";

/** The photograph the company put in content/images for a slot ("services/wedding-valet"), if any. */
export function photoFor(slot: string): PhotoData | undefined {
  return photos[slot];
}

/**
 * A photograph as plain HTML: AVIF, else WebP, in the width `sizes` asks for, its box reserved by width and height.
 * A `priority` photo (the page's largest paint) loads at once, at high priority, and is announced in <head> so
 * the browser fetches it before it meets the <img>; the others load as they near the viewport.
 */
export function Photo({
  photo,
  alt,
  sizes,
  priority = false,
  className,
}: {
  photo: PhotoData;
  /** Used unless photos.json describes the photo. */
  alt: string;
  sizes: string;
  priority?: boolean;
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
          fetchPriority="high"
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
          fetchPriority={priority ? "high" : undefined}
          className={className}
          style={photo.position ? { objectPosition: photo.position } : undefined}
        />
      </picture>
    </>
  );
}
