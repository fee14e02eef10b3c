import { randomUUID } from "node:crypto";
import { access, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_FILE, privateDir } from "~/lib/storage/private-files.server";

/*
 * Résumés are checked by content, not by name: PDF, legacy Word (OLE2) or Word 2007+ (a ZIP holding word/).
 * They are stored outside the public folder under a random name and only ever served to staff.
 */

export type ResumeKind = { type: string; extension: ".pdf" | ".doc" | ".docx" };

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

export function detectResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { type: "application/pdf", extension: ".pdf" };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { type: "application/msword", extension: ".doc" };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes).includes("word/")) {
    return {
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: ".docx",
    };
  }
  return null;
}

export const resumeContentMessage = "This file is not a PDF or Word document. Please upload a PDF, DOC or DOCX file";

/** Writes the file durably (fsync, then an atomic rename) and returns its stored name. */
export async function storeResume(dataDir: string, bytes: Uint8Array, kind: ResumeKind): Promise<string> {
  const dir = privateDir(path.join(dataDir, "resumes"));
  const name = `${randomUUID()}${kind.extension}`;
  const temporary = path.join(dir, `.${name}.tmp`);
  const handle = await open(temporary, "wx", PRIVATE_FILE);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path.join(dir, name));
  return name;
}

/** Removes a stored résumé whose lead was not saved; a file already gone is fine. */
export async function removeResume(dataDir: string, storedName: string): Promise<void> {
  await rm(resumePath(dataDir, storedName), { force: true });
}

/** Whether a lead's stored résumé is still on disk (a restored backup may lack it). */
export async function resumeExists(dataDir: string, lead: { resume_file: string | null }): Promise<boolean> {
  if (!lead.resume_file) return false;
  return access(resumePath(dataDir, lead.resume_file)).then(
    () => true,
    () => false,
  );
}

export function resumePath(dataDir: string, storedName: string): string {
  if (!/^[0-9a-f-]{36}\.(pdf|docx?)$/.test(storedName)) throw new Error("Invalid résumé name");
  return path.join(dataDir, "resumes", storedName);
}
