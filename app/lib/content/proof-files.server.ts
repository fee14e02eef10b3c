import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import sharp, { type OutputInfo } from "sharp";
import { proofFileName } from "~/content/proof-edit";
import { fileBytes } from "~/lib/content/file-bytes.server";
import { imageHeader, megabytes, tooLarge } from "~/lib/content/upload-checks.server";
import type { Database } from "~/lib/storage/schema";

/*
 * The proof's files (docs/content.md, "Proof"): the certificate of insurance and the partner venues' logos. Each is
 * checked by its bytes (never its name or the type the browser claims), kept in the database like the photographs,
 * so every server and every backup has it, and named by the start of its SHA-256: the same file uploaded twice is
 * one file, and a name never changes meaning (GET /proof/:file answers it as immutable).
 */

export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_MIN_WIDTH = 120;
const LOGO_MAX_PIXELS = 25_000_000;
/** A logo is shown at most 176 × 48 CSS pixels; this box keeps it sharp on a 2× screen and small on the wire. */
const LOGO_BOX = { width: 480, height: 240 };

export type Refusal = { ok: false; error: string };
export type StoredFile = { ok: true; file: string; width?: number; height?: number } | Refusal;

const idOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

async function keep(db: Kysely<Database>, file: string, type: string, content: Uint8Array): Promise<void> {
  await db
    .insertInto("content_files")
    .values({ file, type, content: Buffer.from(content), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("file").doNothing())
    .execute();
}

/** Whether the bytes are a whole PDF: its signature first, its end-of-file marker in the last kilobyte. */
export function checkPdf(bytes: Uint8Array): { ok: true } | Refusal {
  if (bytes.byteLength === 0) return { ok: false, error: "Choose the certificate's PDF file." };
  if (bytes.byteLength > CERTIFICATE_MAX_BYTES) {
    return {
      ok: false,
      error: `The file is ${megabytes(bytes.byteLength)}: a certificate of at most ${megabytes(CERTIFICATE_MAX_BYTES)} is taken.`,
    };
  }
  const head = Buffer.from(bytes.subarray(0, 5)).toString("latin1");
  if (head !== "%PDF-") {
    return { ok: false, error: "This file is not a PDF: save the certificate as a PDF and upload that file." };
  }
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString("latin1");
  if (!tail.includes("%%EOF")) {
    return { ok: false, error: "This PDF is cut short (it has no end): download or export it again." };
  }
  return { ok: true };
}

/** Checks and keeps the certificate of insurance; its file name, "<id>.pdf". */
export async function storeCertificate(db: Kysely<Database>, bytes: Uint8Array): Promise<StoredFile> {
  const checked = checkPdf(bytes);
  if (!checked.ok) return checked;
  const file = `${idOf(bytes)}.pdf`;
  await keep(db, file, "application/pdf", bytes);
  return { ok: true, file };
}

/**
 * Checks a venue's logo (PNG, WebP or AVIF: formats that keep a transparent background) and keeps it as one WebP
 * that fits 480 × 240 pixels, never enlarged, transparency kept; its file name and size.
 */
export async function storeLogo(db: Kysely<Database>, bytes: Uint8Array): Promise<StoredFile> {
  if (bytes.byteLength === 0) return { ok: false, error: "Choose the venue's logo." };
  const large = tooLarge(bytes, LOGO_MAX_BYTES, "The logo");
  if (large) return large;
  const metadata = await imageHeader(bytes);
  const accepted =
    metadata &&
    (metadata.format === "png" ||
      metadata.format === "webp" ||
      (metadata.format === "heif" && metadata.compression === "av1"));
  if (!metadata || !accepted) {
    return {
      ok: false,
      error: `This file is ${metadata?.format ? `a ${metadata.format.toUpperCase()} image` : "not an image"}: send the logo as a PNG, WebP or AVIF.`,
    };
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) return { ok: false, error: "This image could not be read: its size is missing." };
  if (width * height > LOGO_MAX_PIXELS) {
    return { ok: false, error: `The logo is ${width} × ${height} pixels: send one of at most 5000 pixels a side.` };
  }
  if (width < LOGO_MIN_WIDTH) {
    return {
      ok: false,
      error: `The logo is ${width} pixels wide: at least ${LOGO_MIN_WIDTH} are needed for a sharp picture.`,
    };
  }
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS })
      .autoOrient()
      .resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, error: "This image could not be read: it may be damaged. Try exporting it again." };
  }
  const file = `${idOf(encoded.data)}.webp`;
  await keep(db, file, "image/webp", encoded.data);
  return { ok: true, file, width: encoded.info.width, height: encoded.info.height };
}

/** One stored file's bytes and content type, or null. */
export const proofFile = (db: Kysely<Database>, file: string) => fileBytes(db, "content_files", proofFileName, file);
