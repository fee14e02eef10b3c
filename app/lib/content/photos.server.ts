import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { PHOTO_MAX_BYTES } from "~/content/editable";
import { fileBytes } from "~/lib/content/file-bytes.server";
import { imageHeader, tooLarge } from "~/lib/content/upload-checks.server";
import { encoders, photoFormats, variantWidths } from "~/lib/photo-encoding";
import type { Database } from "~/lib/storage/schema";

/*
 * Photographs uploaded in the content editor (docs/content.md). Each is checked by its bytes (what sharp reads in
 * it, never its name or the type the browser claims), encoded the way the build encodes the repository's photos
 * (~/lib/photo-encoding.js, as scripts/photos.js: AVIF and WebP, never enlarged, the same quality settings) and kept in the database, so every
 * server sharing it serves the same files. A photo's id is the start of its bytes' SHA-256: the same photo
 * uploaded twice is one photo, and its files never change (GET /photos/:file answers them as immutable).
 */

/** The widths pages choose from; a source narrower than 480 px keeps its own width. */
export const uploadWidths = [480, 800, 1200] as const;
export { photoFormats };
export type PhotoFormat = (typeof photoFormats)[number];
const types: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

export const PHOTO_MIN_WIDTH = 400;
export const PHOTO_MAX_PIXELS = 50_000_000;

/** A variant's file name: `${id}-${width}.${format}`, e.g. "3f2a9c0e1b7d4a66-800.avif". */
export const photoFileName = /^[0-9a-f]{16}-\d{2,4}\.(avif|webp)$/;

export type Refusal = { ok: false; error: string };
export type Stored = { ok: true; id: string; width: number; height: number; stored: boolean } | Refusal;

/** What the bytes are, if a photograph we take: its format and upright size. */
async function inspect(bytes: Uint8Array): Promise<{ ok: true; width: number; height: number } | Refusal> {
  const large = tooLarge(bytes, PHOTO_MAX_BYTES, "The photo");
  if (large) return large;
  const metadata = await imageHeader(bytes);
  if (!metadata) return { ok: false, error: "This file is not an image: send a JPEG, PNG, WebP or AVIF photograph." };
  // AVIF is read by libheif: sharp calls it "heif" with AV1 compression (HEIC, HEVC, is not taken).
  const accepted =
    metadata.format === "jpeg" ||
    metadata.format === "png" ||
    metadata.format === "webp" ||
    (metadata.format === "heif" && metadata.compression === "av1");
  if (!accepted) {
    return {
      ok: false,
      error: `This file is ${metadata.format ? `a ${metadata.format.toUpperCase()} image` : "not an image"}: send a JPEG, PNG, WebP or AVIF photograph.`,
    };
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) return { ok: false, error: "This image could not be read: its size is missing." };
  if (width * height > PHOTO_MAX_PIXELS) {
    return {
      ok: false,
      error: `The photo is ${width} × ${height} pixels: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels are taken.`,
    };
  }
  if (width < PHOTO_MIN_WIDTH) {
    return {
      ok: false,
      error: `The photo is ${width} pixels wide: at least ${PHOTO_MIN_WIDTH} are needed for a sharp picture.`,
    };
  }
  return { ok: true, width, height };
}

/**
 * Checks and stores one photograph: an AVIF and a WebP file per width. The same photo stored again is left as it
 * is (`stored: false`).
 */
export async function storePhoto(db: Kysely<Database>, bytes: Uint8Array): Promise<Stored> {
  const checked = await inspect(bytes);
  if (!checked.ok) return checked;
  const { width, height } = checked;
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const existing = await db.selectFrom("content_photos").select("file").where("photo", "=", id).executeTakeFirst();
  if (existing) return { ok: true, id, width, height, stored: false };

  const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).autoOrient();
  let rows: Database["content_photos"][];
  try {
    const createdAt = new Date().toISOString();
    rows = await Promise.all(
      variantWidths(width, uploadWidths).flatMap((w) =>
        photoFormats.map(async (format) => ({
          file: `${id}-${w}.${format}`,
          photo: id,
          type: types[format],
          content: await image.clone().resize(w).toFormat(format, encoders[format]).toBuffer(),
          created_at: createdAt,
        })),
      ),
    );
  } catch {
    return { ok: false, error: "This image could not be read: it may be damaged. Try exporting it again." };
  }
  // One statement: all of a photo's files are there, or none. Two servers storing it at once store it once.
  await db
    .insertInto("content_photos")
    .values(rows)
    .onConflict((oc) => oc.column("file").doNothing())
    .execute();
  return { ok: true, id, width, height, stored: true };
}

/** One stored file's bytes and content type, or null. */
export const photoFile = (db: Kysely<Database>, file: string) => fileBytes(db, "content_photos", photoFileName, file);

export interface PhotoVariant {
  file: string;
  format: PhotoFormat;
  width: number;
}

export interface UploadedPhoto {
  id: string;
  created_at: string;
  /** Narrowest first. */
  variants: PhotoVariant[];
}

/** Every uploaded photograph with its files, newest first. */
export async function listPhotos(db: Kysely<Database>): Promise<UploadedPhoto[]> {
  const rows = await db
    .selectFrom("content_photos")
    .select(["file", "photo", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("file")
    .execute();
  const photos = new Map<string, UploadedPhoto>();
  for (const row of rows) {
    const match = /-(\d+)\.(avif|webp)$/.exec(row.file);
    if (!match) continue;
    let photo = photos.get(row.photo);
    if (!photo) {
      photo = { id: row.photo, created_at: row.created_at, variants: [] };
      photos.set(row.photo, photo);
    }
    photo.variants.push({ file: row.file, format: match[2] as PhotoFormat, width: Number(match[1]) });
  }
  for (const photo of photos.values()) {
    photo.variants.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  }
  return [...photos.values()];
}

/** The narrowest WebP file of a photo (480 px wide, or the source's width when narrower): its thumbnail. */
export const thumbnailOf = (photo: UploadedPhoto): string | undefined =>
  photo.variants.find((v) => v.format === "webp")?.file;

/** Removes a photograph's files; the number removed (0: there was no such photo). */
export async function deletePhoto(db: Kysely<Database>, id: string): Promise<number> {
  const result = await db.deleteFrom("content_photos").where("photo", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
