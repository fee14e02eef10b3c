// @ts-check
// Form pages at the speed of a prerendered page (ADR 021). A form page's HTML is the same for every visitor but
// for the signed form token its loader issues, one per rendered form so that a resent form makes one lead. So
// each form page is rendered once a day through the React Router handler, and each visitor gets that HTML with
// a fresh token in place of the one it was rendered with: in the form's hidden field and in the hydration data
// alike, so React hydrates the same document it would have rendered. A token is base64url text and dots, which
// needs no escaping in HTML or in a script. Its inline scripts are allowed by their hashes, as on prerendered
// pages; the one that holds the token is hashed for each visitor.
//
// The HTML around the tokens is compressed once too. A deflate stream may be cut into pieces that each end on a
// byte boundary (a sync flush) and were compressed apart, so each visitor's gzip answer is the template's
// compressed pieces with the compressed bytes of its own token between them, a gzip header, and a trailer
// (CRC-32 and length) over the whole. Browsers get gzip rather than brotli: a little larger, and no compression
// work per request. The token goes in as it is, in a stored block.
//
// Only a plain GET or HEAD of the page's path is served this way. A query string (a campaign's UTM tags, which
// the loader keeps as the lead's source page) or a data request for client-side navigation goes to the handler.
import { constants, crc32, deflateRawSync } from "node:zlib";
import { inlineScripts, scriptHash } from "./csp.js";

/**
 * @typedef {object} Template
 * @property {string} day the day it was rendered for
 * @property {Buffer[]} parts the HTML between the tokens
 * @property {number} tokenLength the length of a token (the same for every token until 2059)
 * @property {Buffer[]} deflated the parts compressed (deflateParts)
 * @property {string[]} fixedScripts the hash sources of the inline scripts without a token
 * @property {string[][]} tokenScripts the inline scripts with a token, split around it
 * @property {[string, string][]} headers the handler's headers (Cache-Control: no-store among them)
 */

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The most a deflate back-reference reaches. */
const WINDOW = 32 * 1024;

/** A token as a stored (uncompressed) deflate block: nothing to compress per request. @param {Buffer} token */
function storedBlock(token) {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(token.length, 1);
  header.writeUInt16LE(~token.length & 0xffff, 3);
  return Buffer.concat([header, token]);
}

/**
 * The template's parts compressed apart, each flushed to a byte boundary, the last one ending the stream. Each
 * may refer back to the parts before it, with a stand-in of the token's length where a token will be: bytes HTML
 * never holds, so no reference lands on a visitor's token.
 * @param {Buffer[]} parts @param {number} tokenLength
 */
function deflateParts(parts, tokenLength) {
  const standIn = Buffer.alloc(tokenLength);
  return parts.map((part, i) => {
    const before = Buffer.concat(parts.slice(0, i).flatMap((p) => [p, standIn])).subarray(-WINDOW);
    const last = i === parts.length - 1;
    return deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(before.length ? { dictionary: before } : {}),
    });
  });
}

/** One gzip member: the template's pieces with this visitor's token between them. @param {Template} page @param {Buffer} token */
function gzipPage(page, token) {
  const stored = storedBlock(token);
  /** @type {Buffer[]} */
  const chunks = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const [i, part] of page.parts.entries()) {
    if (i > 0) {
      crc = crc32(token, crc);
      length += token.length;
      chunks.push(stored);
    }
    crc = crc32(part, crc);
    length += part.length;
    chunks.push(/** @type {Buffer} */ (page.deflated[i]));
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/**
 * @param {object} options
 * @param {(request: Request) => Promise<Response>} options.render renders a page as on request
 * @param {() => string} options.newToken a fresh signed form token
 * @param {() => string} options.today the day a rendered page is good for (its dates: the ©, the job posting's)
 * @param {Iterable<string>} options.paths the form pages
 * @param {string} options.siteUrl
 * @param {(html: string) => string} [options.finish] a last change to the rendered page (its CSS pruned)
 */
export function formPageTemplates({ render, newToken, today, paths, siteUrl, finish = (html) => html }) {
  const formPaths = new Set(paths);
  /** @type {Map<string, Promise<Template | null>>} */
  const templates = new Map();

  /** @param {string} pathname @param {string} day @returns {Promise<Template | null>} */
  async function make(pathname, day) {
    const response = await render(new Request(new URL(pathname, siteUrl)));
    if (response.status !== 200) return null;
    const html = finish(await response.text());
    const token = html.match(/name="formToken" value="([^"]+)"/)?.[1];
    if (!token) return null;
    const parts = html.split(token).map((part) => Buffer.from(part));
    const scripts = inlineScripts(html);
    return {
      day,
      parts,
      tokenLength: Buffer.byteLength(token),
      deflated: deflateParts(parts, Buffer.byteLength(token)),
      fixedScripts: [...new Set(scripts.filter((body) => !body.includes(token)).map(scriptHash))],
      tokenScripts: scripts.filter((body) => body.includes(token)).map((body) => body.split(token)),
      headers: [...response.headers].filter(
        ([name]) => !/^(content-length|content-encoding|content-security-policy|set-cookie)$/i.test(name),
      ),
    };
  }

  /**
   * The page for this request with a token of its own, or null when it is not served from a template.
   * @param {import("express").Request} req
   */
  return async function formPage(req) {
    if (!formPaths.has(req.path) || req.url !== req.path) return null;
    const day = today();
    let template = templates.get(req.path);
    if (!template || (await template)?.day !== day) {
      template = make(req.path, day).catch(() => null);
      templates.set(req.path, template);
    }
    // A render that failed is tried again by the next request; this one goes to the handler.
    const page = await template;
    if (!page) return null;
    const token = newToken();
    const tokenBytes = Buffer.from(token);
    return {
      headers: page.headers,
      /** The hash sources of the page's inline scripts, with this token. */
      scripts: [...page.fixedScripts, ...page.tokenScripts.map((pieces) => scriptHash(pieces.join(token)))],
      /** A token of another length would move what the compressed parts refer back to. */
      encodings: tokenBytes.length === page.tokenLength ? ["gzip"] : [],
      body: (/** @type {string} */ encoding) =>
        encoding === "gzip"
          ? gzipPage(page, tokenBytes)
          : Buffer.concat(page.parts.flatMap((part, i) => (i > 0 ? [tokenBytes, part] : [part]))),
    };
  };
}
