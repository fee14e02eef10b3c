import type { Kysely } from "kysely";
import type { Database } from "~/lib/storage/schema";
import { type LibraryPhoto, photoDescriptions } from "./photo-library";
import { listPhotos, thumbnailOf } from "./photos.server";
import { draftDocument, publishedDocument } from "./store.server";

/** The uploaded photographs, newest first, each with its thumbnail, widest width, upload time and description. */
export async function libraryPhotos(db: Kysely<Database>): Promise<LibraryPhoto[]> {
  const [photos, draft, published] = await Promise.all([listPhotos(db), draftDocument(db), publishedDocument(db)]);
  const descriptions = photoDescriptions([draft.document, published.document]);
  return photos.map((photo) => ({
    id: photo.id,
    thumbnail: thumbnailOf(photo) ?? `${photo.id}-480.webp`,
    width: Math.max(...photo.variants.map((v) => v.width)),
    uploaded: photo.created_at,
    description: descriptions.get(photo.id) ?? "",
  }));
}
