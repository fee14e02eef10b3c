// @ts-check
// The pages every visitor is shown alike, kept as bytes (docs/delivery.md). React Router renders a page the first
// time it is asked for under a key (what the page depends on besides its path: the content's version and the
// Los Angeles date); the answer is held with its brotli and gzip copies, compressed once, until the key moves on.
// Requests that miss together wait for one render. Only whole 200 answers are kept; any other (a 404 under a
// route with a parameter, a redirect) answers the requests that waited for it and is not kept.
//
// The contract of a cached page: its loaders see only its address (a request without the visitor's headers,
// cookies or query string, made by the server), and it sets no cookie: a render that does throws.
import { createHash } from "node:crypto";
import { compress } from "./precompressed.js";

/**
 * Brotli at quality 10 for the cache's pages: 2% larger than 11 on these pages and 2.6 times faster (70 ms against
 * 185 ms for the 125 KB home page), which every fill pays.
 */
const PAGE_BROTLI_QUALITY = 10;

/** What the rendered answer's headers may not carry into the cache: the server sets these per answer. */
const PER_ANSWER = /^(content-length|content-encoding|content-security-policy|set-cookie)$/i;

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {[string, string][]} headers the rendered answer's headers (its Content-Type, its Cache-Control)
 * @property {string[]} scripts the hash sources of its inline scripts, for the Content-Security-Policy
 * @property {string} html the page as rendered
 * @property {string | null} token the per-visitor token the page was rendered with (a form page), or none
 * @property {Record<string, { body: Buffer, etag: string }> | null} encoded a kept page without a token: its bytes
 *   by encoding, each with its ETag
 */

/**
 * @param {object} options
 * @param {(path: string) => Promise<Response>} options.render renders a page for a request that names only its path
 * @param {() => Promise<string>} options.key what every page depends on besides its path
 * @param {(html: string) => string[]} options.scriptHashes the hash sources of a page's inline scripts, for its CSP
 * @param {(html: string) => string | null} [options.tokenOf] the per-visitor token in a rendered page, if it has one
 * @param {number} [options.maxPages] how many pages are kept; the least recently asked for goes first
 */
export function createPageCache({ render, key, scriptHashes, tokenOf = () => null, maxPages = 1000 }) {
  /** @type {Map<string, { key: string, page: Promise<CachedPage> }>} */
  const pages = new Map();

  /** @param {string} path @returns {Promise<CachedPage>} */
  async function fill(path) {
    const response = await render(path);
    if (response.headers.has("set-cookie")) {
      throw new Error(`${path} sets a cookie: a cached page must be the same for every visitor`);
    }
    const html = await response.text();
    const token = tokenOf(html);
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !PER_ANSWER.test(name)),
      scripts: scriptHashes(html),
      html,
      token,
      encoded: response.status === 200 && !token ? await encode(html) : null,
    };
  }

  /** @param {string} html */
  async function encode(html) {
    const identity = Buffer.from(html);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    /** @type {NonNullable<CachedPage["encoded"]>} */
    const encoded = { identity: { body: identity, etag: `"${hash}"` } };
    for (const [encoding, body] of Object.entries(await compress(identity, PAGE_BROTLI_QUALITY))) {
      if (body.length < identity.length) encoded[encoding] = { body, etag: `"${hash}-${encoding}"` };
    }
    return encoded;
  }

  return {
    /** Whether a page is kept (or being rendered) for `path`. @param {string} path */
    has: (path) => pages.has(path),
    /** The page at `path`, rendered now or earlier under the current key. @param {string} path */
    async get(path) {
      const current = await key();
      let entry = pages.get(path);
      if (entry?.key !== current) {
        const made = { key: current, page: fill(path) };
        entry = made;
        // A failed render, or an answer not worth keeping, is for the requests that waited on it only.
        made.page.then(
          (page) => page.status !== 200 && pages.get(path) === made && pages.delete(path),
          () => pages.get(path) === made && pages.delete(path),
        );
      }
      // Most recently asked for last: the first key is the one to drop.
      pages.delete(path);
      pages.set(path, entry);
      if (pages.size > maxPages) pages.delete(/** @type {string} */ (pages.keys().next().value));
      return entry.page;
    },
  };
}
