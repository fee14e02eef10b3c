import { randomUUID } from "node:crypto";
import { access, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Storage } from "~/lib/storage/db.server";
import { PRIVATE_FILE, privateDir } from "~/lib/storage/private-files.server";
import type { Database } from "~/lib/storage/schema";

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
