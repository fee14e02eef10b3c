import { describe, expect, it } from "vitest";
import { compoundFile, contentTypes, docx, docxParts, pdf, zeroBomb, zip } from "../../../tests/support/resumes";
import { DOCX_MAX_UNPACKED_BYTES, detectResume } from "./resume.server";

const text = (s: string) => new TextEncoder().encode(s);

describe("résumé content", () => {
  it("recognises a PDF, a legacy Word file and a Word package", () => {
    expect(detectResume(pdf(2000))?.extension).toBe(".pdf");
    expect(detectResume(compoundFile())?.extension).toBe(".doc");
    expect(detectResume(docx())).toEqual({
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: ".docx",
    });
  });

  it("refuses other files, whatever their name", () => {
    expect(detectResume(text("Dear hiring manager"))).toBeNull();
    expect(detectResume(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectResume(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeNull();
  });

  it("refuses a Word package with a VBA project, whatever its content types say", () => {
    const withMacros = docx({ extra: [{ name: "word/vbaProject.bin", data: new Uint8Array(300) }] });
    expect(detectResume(withMacros)).toBeNull();
  });

  it("refuses a package whose content types declare macros, or no Word document", () => {
    const macroMain = "application/vnd.ms-word.document.macroEnabled.main+xml";
    expect(detectResume(docx({ types: contentTypes(macroMain) }))).toBeNull();
    const vba = '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>';
    expect(detectResume(docx({ types: contentTypes(undefined, vba) }))).toBeNull();
    expect(detectResume(docx({ types: contentTypes("application/xml") }))).toBeNull();
  });

  it("refuses a ZIP that lists no word/document.xml, though it mentions word/ elsewhere", () => {
    const noWord = zip([
      { name: "[Content_Types].xml", data: contentTypes() },
      { name: "notes.txt", data: "word/document.xml" },
    ]);
    expect(detectResume(noWord)).toBeNull();
    expect(detectResume(zip(docxParts().filter((p) => p.name !== "[Content_Types].xml")))).toBeNull();
  });

  it("refuses a 1 GB zip bomb from its central directory, without inflating it", () => {
    const bomb = docx({ extra: [zeroBomb("word/media/image1.png", 1024)] });
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    expect(detectResume(bomb)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
    // Just under the bound is a résumé with large photos.
    expect(detectResume(docx({ extra: [zeroBomb("word/media/image1.png", 60)] }))?.extension).toBe(".docx");
    expect(DOCX_MAX_UNPACKED_BYTES).toBe(64 * 1024 * 1024);
  });

  it("refuses content types that inflate past what their entry declares", () => {
    const lying = docxParts().map((p) => (p.name === "[Content_Types].xml" ? { ...p, unpacked: 40 } : p));
    expect(detectResume(zip(lying))).toBeNull();
  });

  it("refuses a package with anything before or after it (a polyglot)", () => {
    const file = docx();
    const html = text("<html><script>alert(1)</script></html>");
    expect(detectResume(new Uint8Array([...file, ...html]))).toBeNull();
    const prefixed = new Uint8Array([...file.subarray(0, 4), ...html, ...file.subarray(4)]);
    expect(detectResume(prefixed)).toBeNull();
  });

  it("refuses a compound file header followed by HTML, or with a broken allocation table", () => {
    const html = text(`<html><body>${"<p>résumé</p>".repeat(200)}<script>alert(1)</script></body></html>`);
    expect(detectResume(compoundFile(html))).toBeNull();
    const file = compoundFile();
    const fatNotMarked = file.slice();
    fatNotMarked.fill(0, 512, 516);
    expect(detectResume(fatNotMarked)).toBeNull();
    const badSectorSize = file.slice();
    badSectorSize[30] = 12; // version 3 with 4096-byte sectors
    expect(detectResume(badSectorSize)).toBeNull();
    const noRoot = file.slice();
    noRoot[1024 + 66] = 2; // the first directory entry a stream, not the root storage
    expect(detectResume(noRoot)).toBeNull();
    expect(detectResume(file.subarray(0, 512))).toBeNull();
  });
});
