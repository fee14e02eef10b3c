import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { variantWidths } from "~/lib/photo-encoding";
import { onEachDatabase } from "../../../tests/support/databases";
import { deletePhoto, listPhotos, photoFile, storePhoto, thumbnailOf, uploadWidths } from "./photos.server";

/** A photograph made here: a gradient, so the encoders have something to do. */
const makePng = async (width: number, height: number, seed = 0) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = (Math.floor(i / width) + seed) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
};

describe("variant widths", () => {
  it("never enlarges; a source narrower than 480 px keeps its width", () => {
    expect(variantWidths(2400, uploadWidths)).toEqual([480, 800, 1200]);
    expect(variantWidths(1000, uploadWidths)).toEqual([480, 800]);
    expect(variantWidths(420, uploadWidths)).toEqual([420]);
  });
});

onEachDatabase("uploaded photos", "suite", (testDb) => {
  const count = async () =>
    Number(
      (
        await testDb.storage.db
          .selectFrom("content_photos")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Encoding AVIF takes seconds on a loaded machine: these tests get 30 s.
  it("stores a PNG as AVIF and WebP at 480, 800 and 1200 px, and serves each file", async () => {
    const png = await makePng(1600, 1000);
    const stored = await storePhoto(testDb.storage.db, png);
    expect(stored).toMatchObject({ ok: true, width: 1600, height: 1000, stored: true });
    if (!stored.ok) return;
    expect(stored.id).toMatch(/^[0-9a-f]{16}$/);
    expect(await count()).toBe(6);

    const [photo] = await listPhotos(testDb.storage.db);
    expect(photo?.id).toBe(stored.id);
    expect(photo?.variants.map((v) => v.file)).toEqual(
      ["480.avif", "480.webp", "800.avif", "800.webp", "1200.avif", "1200.webp"].map((f) => `${stored.id}-${f}`),
    );
    expect(photo && thumbnailOf(photo)).toBe(`${stored.id}-480.webp`);

    const webp = await photoFile(testDb.storage.db, `${stored.id}-800.webp`);
    expect(webp?.type).toBe("image/webp");
    const meta = await sharp(webp?.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 500]);
    const avif = await photoFile(testDb.storage.db, `${stored.id}-1200.avif`);
    expect(avif?.type).toBe("image/avif");
    expect((await sharp(avif?.bytes).metadata()).width).toBe(1200);
    expect(await photoFile(testDb.storage.db, `${stored.id}-1600.webp`)).toBeNull();
    expect(await photoFile(testDb.storage.db, "../../etc/passwd")).toBeNull();
  }, 30_000);

  it("stores nothing new when the same photo is uploaded again", async () => {
    const png = await makePng(1600, 1000);
    const before = await count();
    const again = await storePhoto(testDb.storage.db, png);
    expect(again).toMatchObject({ ok: true, stored: false });
    expect(await count()).toBe(before);
  });

  it("refuses a text file named .jpg, an SVG, and a photo narrower than 400 px, storing nothing", async () => {
    const before = await count();
    const text = new TextEncoder().encode("This is not a photograph, whatever its name says.");
    expect(await storePhoto(testDb.storage.db, text)).toEqual({
      ok: false,
      error: expect.stringContaining("not an image"),
    });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    expect(await storePhoto(testDb.storage.db, svg)).toEqual({ ok: false, error: expect.stringContaining("SVG") });
    expect(await storePhoto(testDb.storage.db, await makePng(300, 200))).toEqual({
      ok: false,
      error: expect.stringContaining("300 pixels wide"),
    });
    expect(await count()).toBe(before);
  });

  it("refuses a photo over 50 megapixels", async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#222" } })
      .png()
      .toBuffer();
    expect(await storePhoto(testDb.storage.db, huge)).toEqual({
      ok: false,
      error: expect.stringContaining("8000 × 7000 pixels: at most 50 megapixels"),
    });
  });

  it("refuses a file over 15 MB before reading it", async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    expect(await storePhoto(testDb.storage.db, big)).toEqual({ ok: false, error: expect.stringContaining("15 MB") });
  });

  it("deletes a photo's files", async () => {
    const stored = await storePhoto(testDb.storage.db, await makePng(600, 400, 7));
    if (!stored.ok) throw new Error(stored.error);
    expect((await listPhotos(testDb.storage.db)).find((p) => p.id === stored.id)?.variants.map((v) => v.width)).toEqual(
      [480, 480],
    );
    expect(await deletePhoto(testDb.storage.db, stored.id)).toBe(2);
    expect(await photoFile(testDb.storage.db, `${stored.id}-480.webp`)).toBeNull();
    expect(await deletePhoto(testDb.storage.db, stored.id)).toBe(0);
  }, 30_000);
});
