// @ts-check
import { readdirSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** The encodings the build writes beside a file, in the order the server prefers them, with their files' suffix. */
export const ENCODINGS = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

/** Text, which compresses; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|css|js|json|svg|xml|txt|webmanifest|ico|data)$/;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * The bytes in every encoding of ENCODINGS, at the best levels: they are compressed once and sent many times.
 * @param {Buffer} bytes
 * @returns {Promise<Record<(typeof ENCODINGS)[number][0], Buffer>>}
 */
export async function compress(bytes) {
  const [br, gz] = await Promise.all([
    toBrotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build's client folder (pages, scripts, styles, the
 * sitemap), when smaller than the file; the server sends them as they are.
 * @param {string} clientDir
 */
export async function precompress(clientDir) {
  /** @param {string} dir @returns {string[]} */
  const files = (dir) =>
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
