import type { Kysely } from "kysely";
import type { Database } from "~/lib/storage/schema";

/*
 * The files the content editor keeps in the database (photographs, the proof's files), read back and answered. A
 * file's name holds its content's hash and never changes meaning, so browsers and proxies keep it for a year.
 */

/** A kept file's bytes and content type. */
type FileBytes = { bytes: Uint8Array<ArrayBuffer>; type: string };

/** The file named `file` in `table`, or null; a name `names` does not match is not looked up. */
export async function fileBytes(
  db: Kysely<Database>,
  table: "content_photos" | "content_files",
  names: RegExp,
  file: string,
): Promise<FileBytes | null> {
  if (!names.test(file)) return null;
  const row = await db.selectFrom(table).select(["content", "type"]).where("file", "=", file).executeTakeFirst();
  return row ? { bytes: new Uint8Array(row.content), type: row.type } : null;
}

/** A kept file's answer, with any `headers` of its own. */
export const fileResponse = (found: FileBytes, headers: Record<string, string> = {}) =>
  new Response(found.bytes, {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(found.bytes.byteLength),
      ...headers,
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });

/** The answer for a file that is not kept, or not yet: never cached. */
export const noSuchFile = (message: string) =>
  new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
