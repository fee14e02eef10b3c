import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site as company } from "~/config/site";
import { formToken, referenceIn } from "../support/forms";
import { compoundFile, docx } from "../support/resumes";
import { type RunningSite, startSite } from "../support/site";

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());

let n = 0;
async function apply(file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> } | null) {
  const token = await formToken(site.url, "/employment");
  const form = new FormData();
  form.set("formToken", token);
  form.set("fullName", "Jordan Smith");
  form.set("phone", "323 555 0111");
  form.set("email", `jordan${++n}@example.com`);
  form.set("coverLetter", "Weekend availability, five years of hotel valet.");
  if (file) form.set("resume", new File([file.bytes], file.name, { type: file.type }));
  const response = await fetch(`${site.url}/employment`, {
    method: "POST",
    body: form,
    headers: { "X-Forwarded-For": `192.0.2.${n}` },
  });
  return { status: response.status, html: await response.text() };
}

const errorOf = (html: string) => html.match(/id="application-lead-form-resume-error"[^>]*>([^<]*)</)?.[1];
const pdf = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};

describe("résumé uploads", () => {
  it("refuses a text file renamed to .pdf, by its content", async () => {
    const { status, html } = await apply({
      name: "resume.pdf",
      type: "application/pdf",
      bytes: new TextEncoder().encode("I am plain text, honestly."),
    });
    expect(status).toBe(400);
    expect(errorOf(html)).toBe("This file is not a PDF or Word document. Please upload a PDF, DOC or DOCX file");
  });

  it("refuses a 6 MB file with the size message, keeping the other fields", async () => {
    const { status, html } = await apply({ name: "big.pdf", type: "application/pdf", bytes: pdf(6 * 1024 * 1024) });
    expect(status).toBe(400);
    expect(errorOf(html)).toBe("The resume must be 5 MB or smaller");
    expect(html).toContain('value="Jordan Smith"');
  });

  it("refuses an empty file", async () => {
    const { status, html } = await apply({ name: "empty.pdf", type: "application/pdf", bytes: new Uint8Array(0) });
    expect(status).toBe(400);
    expect(errorOf(html)).toBe("The file is empty. Please choose your resume again");
  });

  it("refuses a missing file with the spec's message", async () => {
    const { status, html } = await apply(null);
    expect(status).toBe(400);
    expect(errorOf(html)).toBe("Resume is required");
  });

  it("refuses a file of another type by name", async () => {
    const { status, html } = await apply({ name: "resume.png", type: "image/png", bytes: pdf(1000) });
    expect(status).toBe(400);
    expect(errorOf(html)).toBe("Please upload a PDF, DOC or DOCX file");
  });

  it("stops reading a far larger upload and answers 413 with the form page", async () => {
    const { status, html } = await apply({ name: "huge.pdf", type: "application/pdf", bytes: pdf(20 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(html).toContain(`This request is too large. Please try again, or call us at ${company.phone.display}.`);
    expect(errorOf(html)).toBe("The resume must be 5 MB or smaller");
  });

  it("accepts a 5 MB PDF and stores it privately under a random name", async () => {
    const { status, html } = await apply({
      name: "Jordan Smith CV.pdf",
      type: "application/pdf",
      bytes: pdf(5 * 1024 * 1024),
    });
    expect(status).toBe(200);
    expect(referenceIn(html)).toMatch(/^GK-/);
    const dir = path.join(site.dataDir, "resumes");
    const stored = readdirSync(dir).filter((f) => f.endsWith(".pdf"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(statSync(path.join(dir, stored[0] ?? "")).size).toBe(5 * 1024 * 1024);
    expect((await fetch(`${site.url}/resumes/${stored[0]}`)).status).toBe(404);
  });

  it("accepts DOC and DOCX files by their content", async () => {
    expect((await apply({ name: "cv.doc", type: "application/msword", bytes: compoundFile() })).status).toBe(200);
    expect((await apply({ name: "cv.docx", type: "application/zip", bytes: docx() })).status).toBe(200);
  });

  it("refuses a Word package with macros and a compound file header followed by HTML", async () => {
    const macros = docx({ extra: [{ name: "word/vbaProject.bin", data: new Uint8Array(300) }] });
    const html = compoundFile(new TextEncoder().encode(`<html>${"<p>cv</p>".repeat(200)}</html>`));
    for (const [name, bytes] of [
      ["cv.docx", macros],
      ["cv.doc", html],
    ] as const) {
      const answer = await apply({ name, type: "application/octet-stream", bytes });
      expect(answer.status).toBe(400);
      expect(errorOf(answer.html)).toBe(
        "This file is not a PDF or Word document. Please upload a PDF, DOC or DOCX file",
      );
    }
  });
});
