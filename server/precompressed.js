// @ts-check
// Compressed once, sent many times: the build writes brotli and gzip copies of its text files (scripts, styles,
// icons: scripts/precompress.js), and the page cache keeps its pages' (page-cache.js); the server sends the copy
// the client prefers as it is. Answers made per request are compressed as they go (the compression middleware in
// app.js).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";

/** The encodings the build writes beside a file, in the order the server prefers them, with their files' suffix. */
export const ENCODINGS = /** @type {const} */ ([
  ["br", ".br"],
  ["gzip", ".gz"],
]);

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * The bytes in every encoding of ENCODINGS: gzip at its best level, brotli at `brotliQuality` (the build takes the
 * best, 11; the page cache 10, see page-cache.js).
 * @param {Buffer} bytes
 * @param {number} [brotliQuality]
 * @returns {Promise<Record<(typeof ENCODINGS)[number][0], Buffer>>}
 */
export async function compress(bytes, brotliQuality = constants.BROTLI_MAX_QUALITY) {
  const [br, gz] = await Promise.all([
    toBrotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * The encoding to send of those available: the client's preference by its q-values, ours (brotli) between equals,
 * and the bytes as they are when it accepts none.
 * @param {import("express").Request} req @param {string[]} available
 */
export function chooseEncoding(req, available) {
  const preferred = ENCODINGS.map(([encoding]) => encoding);
  return new Negotiator(req).encoding([...available, "identity"], { preferred }) ?? "identity";
}

/** Whether an answer is sent compressed already (by the build, or by the page cache): compression() skips it. */
export const isPrecompressed = (/** @type {import("express").Response} */ res) => res.locals.precompressed === true;

/**
 * Says which encoding is sent and that the choice depends on Accept-Encoding.
 * @param {import("express").Response} res @param {string} encoding
 */
export function encodingHeaders(res, encoding) {
  res.vary("Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.locals.precompressed = true;
}

/**
 * Serves the files under `root` that the build compressed, in the encoding the client prefers; other requests go
 * on. The ETag comes from the file sent, so it differs by encoding.
 * @param {string} root
 * @param {(file: string) => { maxAge: string, immutable?: boolean, headers?: Record<string, string> }} options
 */
export function precompressedFiles(root, options) {
  /** @type {Map<string, string[]>} each compressed file and the encodings it has */
  const files = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const encodings = ENCODINGS.filter(([, suffix]) => existsSync(full + suffix)).map(([encoding]) => encoding);
        if (encodings.length) files.set(full, encodings);
      }
    }
  };
  walk(root);
  const suffixOf = Object.fromEntries(ENCODINGS);

  /** @type {import("express").RequestHandler} */
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only files found at start are served: a path that leads anywhere else is not in the map.
    const file = path.join(root, decodeURIComponent(req.path));
    const available = files.get(file);
    if (!available) return next();
    const encoding = chooseEncoding(req, available);
    encodingHeaders(res, encoding);
    res.type(path.extname(file));
    const sent = encoding === "identity" ? file : file + suffixOf[/** @type {"br" | "gzip"} */ (encoding)];
    // The map holds only the build's own files, wherever the build lives (even under a dot-folder such as .cache).
    res.sendFile(sent, { ...options(file), dotfiles: "allow" }, (error) => {
      if (!error || res.headersSent) return;
      // Gone since start: what answers instead must not claim this file's encoding.
      res.removeHeader("Content-Encoding");
      next();
    });
  };
}
