// Compressed once, sent many times: the build writes brotli and gzip copies of its text files (scripts, styles,
// icons: scripts/precompress.js), and the page cache keeps its pages' (page-cache.server.ts); the server sends the
// copy the client prefers as it is. Answers made per request are compressed as they go (compressAnswers).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import Negotiator from "negotiator";

/** The encodings the build writes beside a file, in the order the server prefers them, with their files' suffix. */
export const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;
type Encoding = (typeof ENCODINGS)[number][0];

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * The bytes in every encoding of ENCODINGS: gzip at its best level, brotli at `brotliQuality` (the build takes the
 * best, 11; the page cache 10, see page-cache.server.ts).
 */
export async function compress(
  bytes: Buffer,
  brotliQuality: number = constants.BROTLI_MAX_QUALITY,
): Promise<Record<Encoding, Buffer>> {
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
 */
export function chooseEncoding(req: Request, available: string[]) {
  const preferred = ENCODINGS.map(([encoding]) => encoding);
  return new Negotiator(req).encoding([...available, "identity"], { preferred }) ?? "identity";
}

/** Whether an answer is sent compressed already (by the build, or by the page cache): compression() skips it. */
export const isPrecompressed = (res: Response) => res.locals.precompressed === true;

/**
 * Answers made per request, compressed as they are sent (what the build or the page cache compressed goes as it
 * is). Brotli at quality 8, above all for a form page with its visitor's token (77 KB of HTML): /book's body is
 * 15,652 bytes against 15,916 at quality 5 and 15,623 at 9, for 1.1–1.2 ms of CPU against 0.9 ms at 5 and 13 ms at 9,
 * beside about 4 ms to render it (docs/perf.md).
 */
export const compressAnswers = () =>
  compression({
    filter: (req, res) => !isPrecompressed(res as Response) && compression.filter(req, res),
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 8 } },
  });

/** Says which encoding is sent and that the choice depends on Accept-Encoding. */
export function encodingHeaders(res: Response, encoding: string) {
  res.vary("Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.locals.precompressed = true;
}

/**
 * Serves the files under `root` that the build compressed, in the encoding the client prefers; other requests go
 * on. The ETag comes from the file sent, so it differs by encoding.
 */
export function precompressedFiles(
  root: string,
  options: (file: string) => { maxAge: string; immutable?: boolean; headers?: Record<string, string> },
): RequestHandler {
  /** Each compressed file and the encodings it has. */
  const files = new Map<string, Encoding[]>();
  const walk = (dir: string) => {
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
  const suffixOf = Object.fromEntries(ENCODINGS) as Record<Encoding, string>;

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only files found at start are served: a path that leads anywhere else is not in the map.
    const file = path.join(root, decodeURIComponent(req.path));
    const available = files.get(file);
    if (!available) return next();
    const encoding = chooseEncoding(req, available);
    encodingHeaders(res, encoding);
    res.type(path.extname(file));
    const sent = encoding === "identity" ? file : file + suffixOf[encoding as Encoding];
    // The map holds only the build's own files, wherever the build lives (even under a dot-folder such as .cache).
    res.sendFile(sent, { ...options(file), dotfiles: "allow" }, (error) => {
      if (!error || res.headersSent) return;
      // Gone since start: what answers instead must not claim this file's encoding.
      res.removeHeader("Content-Encoding");
      next();
    });
  };
}

/** Hashed assets: browsers keep them for good. */
const ASSET_CACHE = { immutable: true, maxAge: "1y" };
/** The build's other files (images, icons): an hour. */
const FILE_CACHE = { maxAge: "1h" };

/**
 * The build's client files (server/app.js): those compressed at build in the encoding the client prefers, then the
 * hashed assets as they are, both ahead of the page cache; the other files after it.
 */
export function buildFiles(clientDir: string) {
  const assetsDir = path.join(clientDir, "assets");
  const options = (file: string) => (file.startsWith(assetsDir + path.sep) ? ASSET_CACHE : FILE_CACHE);
  return {
    compressed: precompressedFiles(clientDir, options),
    assets: express.static(assetsDir, { ...ASSET_CACHE, index: false, redirect: false }),
    others: express.static(clientDir, { ...FILE_CACHE, index: false, redirect: false, dotfiles: "ignore" }),
  };
}
