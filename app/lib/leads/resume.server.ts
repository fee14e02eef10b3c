import { randomUUID } from "node:crypto";
import { access, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import type { Kysely } from "kysely";
import type { Storage } from "~/lib/storage/db.server";
import { PRIVATE_FILE, privateDir } from "~/lib/storage/private-files.server";
import type { Database } from "~/lib/storage/schema";

/*
 * Résumés are checked by content, not by name: PDF, legacy Word (an OLE2 compound file) or Word 2007+ (a ZIP
 * package). A Word file is checked by its structure, not its first bytes, since a polyglot passes those: the
 * compound file's header and allocation table must hold together, and the package's central directory must list a
 * Word document and no macros, declaring no more than a résumé could unpack to. Nothing is inflated but
 * [Content_Types].xml, within a bound. They are stored outside the public folder under a random name and only ever
 * served to staff.
 */

export type ResumeKind = { type: string; extension: ".pdf" | ".doc" | ".docx" };

const PDF: ResumeKind = { type: "application/pdf", extension: ".pdf" };
const DOC: ResumeKind = { type: "application/msword", extension: ".doc" };
const DOCX: ResumeKind = {
  type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: ".docx",
};

/** The most a Word package may declare its parts unpack to: text and photos of a résumé, many times over. */
export const DOCX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const DOCX_MAX_PARTS = 1000;
/** [Content_Types].xml is a few hundred bytes. */
const CONTENT_TYPES_MAX_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

export function detectResume(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF;
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return isCompoundFile(file) ? DOC : null;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return isWordPackage(file) ? DOCX : null;
  return null;
}

/** The FAT's marks for a sector holding the FAT itself, and for the end of a chain. */
const FAT_SECTOR = 0xfffffffd;
const END_OF_CHAIN = 0xfffffffe;

/**
 * A compound file (MS-CFB) whose header is Word's (version 3 with 512-byte sectors or 4 with 4096), whose FAT
 * sectors lie in the file and mark themselves as FAT, and whose first directory entry is the root storage. A
 * compound file header followed by anything else (HTML, say) has no such table.
 */
function isCompoundFile(file: Buffer): boolean {
  if (file.length < 512 || file.readUInt16LE(28) !== 0xfffe) return false;
  if (file.subarray(8, 24).some((b) => b !== 0) || file.subarray(34, 40).some((b) => b !== 0)) return false;
  const version = file.readUInt16LE(26);
  const shift = file.readUInt16LE(30);
  if (!((version === 3 && shift === 9) || (version === 4 && shift === 12))) return false;
  if (file.readUInt16LE(32) !== 6 || file.readUInt32LE(56) !== 4096) return false;
  const sectorSize = 1 << shift;
  const sectors = Math.floor((file.length - sectorSize) / sectorSize);
  const fatSectors = file.readUInt32LE(44);
  if (sectors < 2 || fatSectors < 1 || fatSectors > 109 || fatSectors * (sectorSize / 4) < sectors) return false;
  const sectorAt = (n: number) => file.subarray((n + 1) * sectorSize, (n + 2) * sectorSize);
  const fatSectorNumbers = Array.from({ length: fatSectors }, (_, i) => file.readUInt32LE(76 + 4 * i));
  if (fatSectorNumbers.some((n) => n >= sectors)) return false;
  const fat = Buffer.concat(fatSectorNumbers.map(sectorAt));
  const next = (n: number) => fat.readUInt32LE(4 * n);
  if (fatSectorNumbers.some((n) => next(n) !== FAT_SECTOR)) return false;
  const directory = file.readUInt32LE(48);
  if (directory >= sectors || next(directory) === FAT_SECTOR) return false;
  const afterDirectory = next(directory);
  if (afterDirectory !== END_OF_CHAIN && afterDirectory >= sectors) return false;
  const root = sectorAt(directory);
  const nameLength = root.readUInt16LE(64);
  return root[66] === 5 && root.toString("utf16le", 0, Math.max(0, nameLength - 2)) === "Root Entry";
}

/**
 * A Word 2007+ package: a ZIP whose end record and central directory account for the whole file (no zip64, nothing
 * before or after), listing [Content_Types].xml and word/document.xml, no VBA project, parts declaring at most
 * DOCX_MAX_UNPACKED_BYTES in all, and content types naming a Word document and no macros.
 */
function isWordPackage(file: Buffer): boolean {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), file.length - 22);
  if (end < 0 || end + 22 + file.readUInt16LE(end + 20) !== file.length) return false;
  const count = file.readUInt16LE(end + 10);
  const size = file.readUInt32LE(end + 12);
  const start = file.readUInt32LE(end + 16);
  if (file.readUInt32LE(end + 4) !== 0 || file.readUInt16LE(end + 8) !== count) return false;
  if (count > DOCX_MAX_PARTS || start + size !== end) return false;
  const parts = new Map<string, { method: number; packed: number; offset: number; unpacked: number }>();
  let unpacked = 0;
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || file.readUInt32LE(at) !== 0x02014b50) return false;
    const nameLength = file.readUInt16LE(at + 28);
    const name = file.toString("utf8", at + 46, at + 46 + nameLength);
    const part = {
      method: file.readUInt16LE(at + 10),
      packed: file.readUInt32LE(at + 20),
      unpacked: file.readUInt32LE(at + 24),
      offset: file.readUInt32LE(at + 42),
    };
    // Encrypted parts can hide anything.
    if (file.readUInt16LE(at + 8) & 1) return false;
    if (/(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i.test(name)) return false;
    unpacked += part.unpacked;
    if (unpacked > DOCX_MAX_UNPACKED_BYTES) return false;
    parts.set(name, part);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  if (at !== end || !parts.has("word/document.xml")) return false;
  const contentTypes = readPart(file, parts.get("[Content_Types].xml"));
  if (!contentTypes) return false;
  return (
    contentTypes.includes("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml") &&
    !/macroEnabled|vbaProject/i.test(contentTypes)
  );
}

/** One small part of a package, inflated within its declared size, or null when it cannot be read. */
function readPart(
  file: Buffer,
  part: { method: number; packed: number; offset: number; unpacked: number } | undefined,
): string | null {
  if (!part || part.unpacked > CONTENT_TYPES_MAX_BYTES) return null;
  const { offset, packed } = part;
  if (offset + 30 > file.length || file.readUInt32LE(offset) !== 0x04034b50) return null;
  const from = offset + 30 + file.readUInt16LE(offset + 26) + file.readUInt16LE(offset + 28);
  if (from + packed > file.length) return null;
  const data = file.subarray(from, from + packed);
  try {
    if (part.method === 0) return data.toString("utf8");
    if (part.method === 8) return inflateRawSync(data, { maxOutputLength: part.unpacked || 1 }).toString("utf8");
  } catch {
    // Past its declared size, or no deflate stream at all.
  }
  return null;
}

export const resumeContentMessage = "This file is not a PDF or Word document. Please upload a PDF, DOC or DOCX file";

/**
 * Where résumés are kept. One server: files in DATA_DIR/resumes. Several servers on PostgreSQL: the database,
 * so any server can serve one (files written before the switch are still read from DATA_DIR).
 */
export interface ResumeStore {
  /** Stores durably and returns the stored name. */
  put(bytes: Uint8Array, kind: ResumeKind): Promise<string>;
  /** The stored bytes, or null when they are gone (a restored backup may lack them). */
  get(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
  exists(name: string): Promise<boolean>;
  /** Removes one; one already gone is fine. */
  remove(name: string): Promise<void>;
  /** The names stored before `before`, for the purge of résumés no lead holds. */
  storedBefore(before: Date): Promise<string[]>;
}

const storedName = /^[0-9a-f-]{36}\.(pdf|docx?)$/;
const newName = (kind: ResumeKind) => `${randomUUID()}${kind.extension}`;

function resumePath(dataDir: string, name: string): string {
  if (!storedName.test(name)) throw new Error("Invalid résumé name");
  return path.join(dataDir, "resumes", name);
}

export function fileResumes(dataDir: string): ResumeStore {
  return {
    /** fsync, then an atomic rename: a file is whole or absent. */
    async put(bytes, kind) {
      const dir = privateDir(path.join(dataDir, "resumes"));
      const name = newName(kind);
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
    },
    async get(name) {
      return readFile(resumePath(dataDir, name)).then(
        (buffer) => Uint8Array.from(buffer),
        () => null,
      );
    },
    async exists(name) {
      return access(resumePath(dataDir, name)).then(
        () => true,
        () => false,
      );
    },
    async remove(name) {
      await rm(resumePath(dataDir, name), { force: true });
    },
    async storedBefore(before) {
      const dir = path.join(dataDir, "resumes");
      const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => storedName.test(f));
      const old: string[] = [];
      for (const name of names) {
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info && info.mtimeMs < before.getTime()) old.push(name);
      }
      return old;
    },
  };
}

export function databaseResumes(db: Kysely<Database>, files: ResumeStore): ResumeStore {
  return {
    async put(bytes, kind) {
      const name = newName(kind);
      await db
        .insertInto("resumes")
        .values({ name, content: Buffer.from(bytes), created_at: new Date().toISOString() })
        .execute();
      return name;
    },
    async get(name) {
      const row = await db.selectFrom("resumes").select("content").where("name", "=", name).executeTakeFirst();
      return row ? Uint8Array.from(row.content) : files.get(name);
    },
    async exists(name) {
      const row = await db.selectFrom("resumes").select("name").where("name", "=", name).executeTakeFirst();
      return row ? true : files.exists(name);
    },
    async remove(name) {
      await db.deleteFrom("resumes").where("name", "=", name).execute();
      await files.remove(name);
    },
    async storedBefore(before) {
      const rows = await db
        .selectFrom("resumes")
        .select("name")
        .where("created_at", "<", before.toISOString())
        .execute();
      return [...rows.map((r) => r.name), ...(await files.storedBefore(before))];
    },
  };
}

export function resumeStore(storage: Pick<Storage, "db" | "dialect">, dataDir: string): ResumeStore {
  const files = fileResumes(dataDir);
  return storage.dialect === "postgres" ? databaseResumes(storage.db, files) : files;
}
