// @ts-check
// The photograph pipeline: each photo in the photos folder becomes AVIF and WebP variants in several widths, with
// content-hashed names, encoded once per source and kept in a cache. photos-plugin.js hands the result to Vite.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { encoders, photoFormats as formats, variantWidths } from "../app/lib/photo-encoding.js";

/** The widths the browser chooses from (by `sizes` and the screen's density). */
export const photoWidths = [480, 800, 1200, 1600, 2400];
/** The `<img src>` for browsers without <picture> support: the WebP variant closest to this width. */
const fallbackWidth = 1200;
const extensions = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif"]);
/** Part of every cache key: a change to how variants are made encodes every photo again. */
const recipe = JSON.stringify({ photoWidths, encoders, version: 1 });

/**
 * @typedef {{ slot: string, file: string }} Source a photo and its slot: "services/wedding-valet" for
 *   services/wedding-valet.jpg
 * @typedef {{ format: (typeof formats)[number], width: number, fileName: string }} Variant fileName: under the
 *   client build, "assets/photos/…"
 * @typedef {{ width: number, height: number, variants: Variant[] }} Encoded
 * @typedef {{ width: number, height: number, avif: string, webp: string, src: string, alt?: string,
 *   position?: string }} PhotoEntry what a page needs to render one photo (the `virtual:photos` type)
 * @typedef {{ alt?: string, position?: string }} Details a slot's entry in photos.json
 */

/** The photos in `dir`, by slot. Two files for one slot stop the build: which one was meant is not ours to guess. */
export async function findPhotos(/** @type {string} */ dir) {
  if (!existsSync(dir)) return [];
  /** @type {Map<string, string>} */
  const bySlot = new Map();
  for (const rel of (await readdir(dir, { recursive: true })).sort()) {
    const ext = path.extname(rel);
    if (!extensions.has(ext.toLowerCase())) continue;
    const slot = rel.slice(0, -ext.length).split(path.sep).join("/");
    const other = bySlot.get(slot);
    if (other) throw new Error(`Photos: ${other} and ${rel} are both for "${slot}" in ${dir}. Keep one.`);
    bySlot.set(slot, rel);
  }
  return [...bySlot].map(([slot, rel]) => /** @type {Source} */ ({ slot, file: path.join(dir, rel) }));
}

/**
 * Encodes one photo into `cacheDir/<key>/`, or reuses what is there. The key covers the source's bytes, its slot
 * (which names the files) and the recipe. An entry is written to a temporary folder and renamed into place, so
 * a build and the dev server encoding at once never read half of one.
 * @param {Source} source @param {string} cacheDir @returns {Promise<Encoded & { dir: string }>}
 */
export async function encodePhoto(source, cacheDir) {
  const input = await readFile(source.file);
  const key = createHash("sha256").update(recipe).update(source.slot).update(input).digest("hex").slice(0, 32);
  const dir = path.join(cacheDir, key);
  const cached = await readCached(dir);
  if (cached) return { ...cached, dir };

  const { width, height } = (await sharp(input).metadata()).autoOrient;
  const image = sharp(input).autoOrient();
  const name = source.slot.replaceAll("/", "-");
  const tmp = `${dir}.${process.pid}.${Date.now()}`;
  await mkdir(tmp, { recursive: true });
  const variants = await Promise.all(
    variantWidths(width, photoWidths).flatMap((w) =>
      formats.map(async (format) => {
        const data = await image.clone().resize(w).toFormat(format, encoders[format]).toBuffer();
        const hash = createHash("sha256").update(data).digest("base64url").slice(0, 8);
        const fileName = `assets/photos/${name}-${w}w-${hash}.${format}`;
        await writeFile(path.join(tmp, path.basename(fileName)), data);
        return { format, width: w, fileName };
      }),
    ),
  );
  /** @type {Encoded} */
  const encoded = { width, height, variants };
  await writeFile(path.join(tmp, "photo.json"), JSON.stringify(encoded));
  try {
    await rename(tmp, dir);
  } catch {
    // Another process put the same entry in place first.
    await rm(tmp, { recursive: true, force: true });
  }
  return { ...encoded, dir };
}

/** @param {string} dir @returns {Promise<Encoded | null>} */
async function readCached(dir) {
  try {
    /** @type {Encoded} */
    const encoded = JSON.parse(await readFile(path.join(dir, "photo.json"), "utf8"));
    return encoded.variants.every((v) => existsSync(path.join(dir, path.basename(v.fileName)))) ? encoded : null;
  } catch {
    return null;
  }
}

/** @param {Encoded} encoded @param {Details | undefined} details @returns {PhotoEntry} */
function entry(encoded, details) {
  const srcset = (/** @type {string} */ format) =>
    encoded.variants
      .filter((v) => v.format === format)
      .map((v) => `/${v.fileName} ${v.width}w`)
      .join(", ");
  const webp = encoded.variants.filter((v) => v.format === "webp");
  const fallback = webp.findLast((v) => v.width <= fallbackWidth) ?? webp[0];
  return {
    width: encoded.width,
    height: encoded.height,
    avif: srcset("avif"),
    webp: srcset("webp"),
    src: `/${fallback?.fileName}`,
    ...details,
  };
}

/**
 * photos.json: optional alt text and CSS object-position per slot, e.g.
 * `{ "home/hero": { "alt": "An attendant opening a car door", "position": "50% 30%" } }`.
 * @param {string} dir @returns {Promise<Record<string, Details>>}
 */
async function readDetails(dir) {
  const file = path.join(dir, "photos.json");
  if (!existsSync(file)) return {};
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`Photos: ${file} is not valid JSON (${error instanceof Error ? error.message : error}).`);
  }
  const valid = (/** @type {any} */ d) =>
    d &&
    typeof d === "object" &&
    Object.entries(d).every(([k, v]) => ["alt", "position"].includes(k) && typeof v === "string");
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new Error(`Photos: ${file} must be an object of slots, e.g. { "home/hero": { "alt": "…" } }.`);
  }
  for (const [slot, details] of Object.entries(parsed)) {
    if (!valid(details)) throw new Error(`Photos: "${slot}" in ${file} may only have "alt" and "position" texts.`);
  }
  return /** @type {Record<string, Details>} */ (parsed);
}

/**
 * Every photo of `dir`, encoded (or taken from the cache): the manifest pages read and the files the build writes.
 * @param {{ dir: string, cacheDir: string }} options
 */
export async function loadPhotos({ dir, cacheDir }) {
  const sources = await findPhotos(dir);
  const details = await readDetails(dir);
  /** @type {Record<string, PhotoEntry>} */
  const manifest = {};
  /** @type {{ fileName: string, path: string }[]} */
  const files = [];
  for (const source of sources) {
    const encoded = await encodePhoto(source, cacheDir);
    manifest[source.slot] = entry(encoded, details[source.slot]);
    for (const { fileName } of encoded.variants) {
      files.push({ fileName, path: path.join(encoded.dir, path.basename(fileName)) });
    }
  }
  return { manifest, files };
}

/**
 * A warning for each photo and photos.json entry in `dir` that fills none of `slots`: a misspelt name would
 * otherwise leave its page with the line art and nobody the wiser.
 * @param {string} dir @param {readonly string[]} slots
 */
export async function strayPhotos(dir, slots) {
  const known = new Set(slots);
  const named = [...(await findPhotos(dir)).map((s) => s.slot), ...Object.keys(await readDetails(dir))];
  return [...new Set(named)]
    .filter((slot) => !known.has(slot))
    .map((slot) => `Photos: "${slot}" in ${dir} fills no slot; content/images/README.md lists them.`);
}
