import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { variantWidths } from "../app/lib/photo-encoding.js";
import { tempDirs } from "../tests/support/temp-dirs";
import { findPhotos, loadPhotos, photoWidths, strayPhotos } from "./photos.js";

const tempDir = tempDirs("valet-photos-");

function folders() {
  const root = tempDir();
  return { dir: path.join(root, "images"), cacheDir: path.join(root, "cache") };
}

/** A photo of this size at `dir/rel`, in the format its extension names. */
async function photo(dir: string, rel: string, width: number, height: number, orientation?: number) {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  let image = sharp({ create: { width, height, channels: 3, background: "#7a5c20" } });
  if (orientation) image = image.withMetadata({ orientation });
  await image.toFile(file);
}

const widthsOf = (srcset: string) =>
  srcset.split(", ").map((candidate) => Number(candidate.split(" ")[1]?.slice(0, -1)));
const cacheFiles = (cacheDir: string) =>
  readdirSync(cacheDir, { recursive: true })
    .map(String)
    .sort()
    .map((rel) => `${rel} ${statSync(path.join(cacheDir, rel)).mtimeMs}`);

describe("variant widths", () => {
  it("never enlarges a photo, and keeps the width of one narrower than them all", () => {
    expect(variantWidths(3000, photoWidths)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(variantWidths(1600, photoWidths)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1000, photoWidths)).toEqual([480, 800]);
    expect(variantWidths(320, photoWidths)).toEqual([320]);
  });
});

describe("the photo pipeline", () => {
  it("makes AVIF and WebP variants in each width, with hashed names, and a manifest entry per slot", async () => {
    const { dir, cacheDir } = folders();
    await photo(dir, "services/wedding-valet.png", 1000, 500);
    await photo(dir, "home/hero.jpg", 300, 200);
    writeFileSync(
      path.join(dir, "photos.json"),
      JSON.stringify({ "services/wedding-valet": { alt: "Attendants at a wedding", position: "50% 30%" } }),
    );

    const { manifest, files } = await loadPhotos({ dir, cacheDir });

    expect(Object.keys(manifest).sort()).toEqual(["home/hero", "services/wedding-valet"]);
    const wedding = manifest["services/wedding-valet"];
    expect(wedding).toMatchObject({ width: 1000, height: 500, alt: "Attendants at a wedding", position: "50% 30%" });
    expect(widthsOf(wedding?.avif ?? "")).toEqual([480, 800]);
    expect(widthsOf(wedding?.webp ?? "")).toEqual([480, 800]);
    expect(wedding?.avif).toMatch(/^\/assets\/photos\/services-wedding-valet-480w-[\w-]{8}\.avif 480w, /);
    expect(wedding?.src).toMatch(/^\/assets\/photos\/services-wedding-valet-800w-[\w-]{8}\.webp$/);
    expect(manifest["home/hero"]).toEqual({
      width: 300,
      height: 200,
      avif: expect.stringMatching(/-300w-[\w-]{8}\.avif 300w$/),
      webp: expect.stringMatching(/-300w-[\w-]{8}\.webp 300w$/),
      src: expect.stringMatching(/-300w-[\w-]{8}\.webp$/),
    });

    expect(files).toHaveLength(6);
    for (const file of files) {
      const [, width, format] = file.fileName.match(/-(\d+)w-[\w-]{8}\.(avif|webp)$/) ?? [];
      const meta = await sharp(file.path).metadata();
      expect(meta.width, file.fileName).toBe(Number(width));
      expect(meta.format, file.fileName).toBe(format === "avif" ? "heif" : "webp");
    }
  });

  it("reads a photo's size as the camera meant it (EXIF orientation)", async () => {
    const { dir, cacheDir } = folders();
    await photo(dir, "about/hero.jpg", 900, 600, 6);
    const { manifest } = await loadPhotos({ dir, cacheDir });
    expect(manifest["about/hero"]).toMatchObject({ width: 600, height: 900 });
  });

  it("reuses the cache for an unchanged photo and encodes a changed one again", async () => {
    const { dir, cacheDir } = folders();
    await photo(dir, "services/hero.png", 900, 600);
    const first = await loadPhotos({ dir, cacheDir });
    const cached = cacheFiles(cacheDir);

    const again = await loadPhotos({ dir, cacheDir });
    expect(again).toEqual(first);
    expect(cacheFiles(cacheDir)).toEqual(cached);

    await photo(dir, "services/hero.png", 900, 300);
    const changed = await loadPhotos({ dir, cacheDir });
    expect(changed.manifest["services/hero"]).toMatchObject({ width: 900, height: 300 });
    expect(changed.files.map((f) => f.fileName)).not.toEqual(first.files.map((f) => f.fileName));
  });

  it("has nothing to do without a photos folder", async () => {
    const { dir, cacheDir } = folders();
    expect(await loadPhotos({ dir, cacheDir })).toEqual({ manifest: {}, files: [] });
  });

  it("refuses two files for one slot and a photos.json it cannot read", async () => {
    const { dir, cacheDir } = folders();
    await photo(dir, "home/hero.jpg", 100, 100);
    await photo(dir, "home/hero.png", 100, 100);
    await expect(findPhotos(dir)).rejects.toThrow(/home\/hero\.jpg and home\/hero\.png are both for "home\/hero"/);

    rmSync(path.join(dir, "home/hero.png"));
    writeFileSync(path.join(dir, "photos.json"), JSON.stringify({ "home/hero": { caption: "x" } }));
    await expect(loadPhotos({ dir, cacheDir })).rejects.toThrow(/"home\/hero" in .*photos\.json may only have/);
    writeFileSync(path.join(dir, "photos.json"), "{ nope");
    await expect(loadPhotos({ dir, cacheDir })).rejects.toThrow(/photos\.json is not valid JSON/);
  });

  it("warns about photos and photos.json entries that fill no slot", async () => {
    const { dir } = folders();
    await photo(dir, "services/weding-valet.jpg", 100, 100);
    await photo(dir, "home/hero.jpg", 100, 100);
    writeFileSync(path.join(dir, "photos.json"), JSON.stringify({ "home/hero": { alt: "x" }, "abut/hero": {} }));
    const warnings = await strayPhotos(dir, ["home/hero", "about/hero", "services/wedding-valet"]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('"services/weding-valet"');
    expect(warnings[1]).toContain('"abut/hero"');
  });
});
