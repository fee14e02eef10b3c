import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { compress, ENCODINGS } from "../app/lib/http/precompressed.server";

/** Text, which compresses; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|json|svg|xml|txt|webmanifest|ico|data)$/;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build's client folder (pages, scripts, styles, the
 * sitemap), when smaller than the file; the server sends them as they are (app/lib/http/precompressed.server.ts).
 */
export async function precompress(clientDir: string) {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return files(full);
      return COMPRESSIBLE.test(entry) ? [full] : [];
    });
  await Promise.all(
    files(clientDir).map(async (file) => {
      const bytes = await readFile(file);
      const encoded = await compress(bytes);
      for (const [encoding, suffix] of ENCODINGS) {
        if (encoded[encoding].length < bytes.length) await writeFile(file + suffix, encoded[encoding]);
      }
    }),
  );
}
