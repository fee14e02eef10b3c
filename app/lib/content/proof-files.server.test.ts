import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { onEachDatabase } from "../../../tests/support/databases";
import { CERTIFICATE_MAX_BYTES, checkPdf, proofFile, storeCertificate, storeLogo } from "./proof-files.server";

const pdf = (body = "1 0 obj << /Type /Catalog >> endobj") =>
  new TextEncoder().encode(`%PDF-1.4\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe("the certificate's check", () => {
  it("takes a whole PDF and names what is wrong with anything else", () => {
    expect(checkPdf(pdf())).toEqual({ ok: true });
    expect(checkPdf(new Uint8Array())).toEqual({ ok: false, error: "Choose the certificate's PDF file." });
    expect(checkPdf(new TextEncoder().encode("<html>%PDF-1.4 %%EOF"))).toMatchObject({
      error: "This file is not a PDF: save the certificate as a PDF and upload that file.",
    });
    expect(checkPdf(new TextEncoder().encode("%PDF-1.4\n1 0 obj"))).toMatchObject({
      error: "This PDF is cut short (it has no end): download or export it again.",
    });
    const huge = new Uint8Array(CERTIFICATE_MAX_BYTES + 1);
    huge.set(pdf());
    expect(checkPdf(huge)).toMatchObject({ error: "The file is 5 MB: a certificate of at most 5 MB is taken." });
  });
});

onEachDatabase("the proof's files", "suite", (testDb) => {
  it("keeps the certificate as it was sent, once, by its hash", async () => {
    const first = await storeCertificate(testDb.storage.db, pdf());
    expect(first).toMatchObject({ ok: true, file: expect.stringMatching(/^[0-9a-f]{16}\.pdf$/) });
    expect(await storeCertificate(testDb.storage.db, pdf())).toEqual(first);
    const file = first.ok ? first.file : "";
    const found = await proofFile(testDb.storage.db, file);
    expect(found?.type).toBe("application/pdf");
    expect(new TextDecoder().decode(found?.bytes)).toBe(new TextDecoder().decode(pdf()));
    expect(await proofFile(testDb.storage.db, "../leads.sqlite")).toBeNull();
  });

  it("keeps a logo as one WebP that fits 480 × 240, transparency kept; refuses JPEG, tiny or unreadable files", async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 4, background: "#00000000" } })
      .png()
      .toBuffer();
    const logo = await storeLogo(testDb.storage.db, new Uint8Array(png));
    expect(logo).toMatchObject({ ok: true, width: 480, height: 160 });
    const stored = await proofFile(testDb.storage.db, logo.ok ? logo.file : "");
    expect(stored?.type).toBe("image/webp");
    expect(await sharp(stored?.bytes).metadata()).toMatchObject({ format: "webp", hasAlpha: true });

    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    expect(await storeLogo(testDb.storage.db, new Uint8Array(jpeg))).toEqual({
      ok: false,
      error: "This file is a JPEG image: send the logo as a PNG, WebP or AVIF.",
    });
    const tiny = await sharp({ create: { width: 60, height: 30, channels: 4, background: "#000" } })
      .png()
      .toBuffer();
    expect(await storeLogo(testDb.storage.db, new Uint8Array(tiny))).toMatchObject({
      error: "The logo is 60 pixels wide: at least 120 are needed for a sharp picture.",
    });
    expect(await storeLogo(testDb.storage.db, pdf())).toMatchObject({
      error: "This file is not an image: send the logo as a PNG, WebP or AVIF.",
    });
  });
});
