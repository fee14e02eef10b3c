import { Photo, type PhotoPriority, photoFor } from "~/components/ui/Photo";
import type { ContentSnapshot } from "~/content/live";
import type { Lang } from "~/lib/lang";

/**
 * A hero's photograph, filling the hero behind its text under a veil (app.css); undefined when the slot has none.
 * "low" priority where the hero covers the whole screen, on a phone and wider (Photo). `slotPhotos`: the page's
 * snapshot's (`useContent().slotPhotos`), as photoFor takes them.
 */
export function heroPhoto(
  slot: string,
  alt: string,
  lang: Lang,
  slotPhotos: ContentSnapshot["slotPhotos"],
  priority: PhotoPriority = "high",
) {
  const photo = photoFor(slot, lang, slotPhotos);
  if (!photo) return undefined;
  return (
    <div className="absolute inset-0 -z-10">
      <Photo photo={photo} alt={alt} sizes="100vw" priority={priority} className="size-full object-cover" />
      <div className="photo-veil absolute inset-0" />
    </div>
  );
}

/** A fixed page's hero slot: one with alt text of its own (~/content/photos). */
type HeroSlot = keyof ContentSnapshot["modules"]["photos"]["heroPhotoAlt"];

/** The fixed pages' hero photographs' alt texts, by slot, in this language. */
export function heroAlts(content: ContentSnapshot, lang: Lang) {
  const { photos } = content.modules;
  return lang === "es" ? photos.heroPhotoAltEs : photos.heroPhotoAlt;
}

/** A fixed page's hero photograph (heroPhoto) in its slot, with its alt text. */
export function slotHeroPhoto(slot: HeroSlot, content: ContentSnapshot, lang: Lang, priority?: PhotoPriority) {
  return heroPhoto(slot, heroAlts(content, lang)[slot], lang, content.slotPhotos, priority);
}

/** The photo on top of a card in a grid of up to three columns; undefined when the slot has none. */
export function cardPhoto(slot: string, alt: string, lang: Lang, slotPhotos: ContentSnapshot["slotPhotos"]) {
  const photo = photoFor(slot, lang, slotPhotos);
  if (!photo) return undefined;
  return (
    <Photo
      photo={photo}
      alt={alt}
      sizes="(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 88px) / 2), calc(100vw - 40px)"
      className="aspect-[3/2] w-full object-cover"
    />
  );
}
