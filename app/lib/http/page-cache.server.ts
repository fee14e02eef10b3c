// The pages every visitor is shown alike, kept as bytes (docs/delivery.md). React Router renders a page the first
// time it is asked for under a key (what the page depends on besides its path: the content's version and the
// Los Angeles date); the answer is held with its brotli and gzip copies, compressed once, until the key moves on.
// Requests that miss together wait for one render. Only whole 200 answers are kept; any other (a 404 under a
// route with a parameter, a redirect) answers the requests that waited for it and is not kept.
//
// The contract of a cached page: its loaders see only its address (a request without the visitor's headers,
// cookies or query string, made by the server), and it sets no cookie: a render that does throws.
import { createHash } from "node:crypto";
import { constants } from "node:zlib";
import type { RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { liveContent } from "~/lib/content/live.server";
import { contentSecurityPolicy, inlineScriptHashes } from "~/lib/http/security-headers.server";
import { issueFormToken } from "~/lib/leads/form-token.server";
import { logger } from "~/lib/log.server";
import { loadContext } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { chooseEncoding, compress, encodingHeaders } from "./precompressed.server";
import type { requestRules } from "./request-rules.server";

/**
 * Brotli at its best for the cache's pages: 2% smaller than quality 10 (the home page 13,980 → 13,708 bytes), which
 * keeps more pages within the first ~14.6 KB a server sends (ADR 044), for about 50 ms more per fill (72 ms
 * against 23 ms for the home page's 100 KB).
 */
const PAGE_BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;

/** What the rendered answer's headers may not carry into the cache: the server sets these per answer. */
const PER_ANSWER = /^(content-length|content-encoding|content-security-policy|set-cookie)$/i;

export interface CachedPage {
  status: number;
  /** The rendered answer's headers (its Content-Type, its Cache-Control). */
  headers: [string, string][];
  /** The hash sources of its inline scripts, for the Content-Security-Policy. */
  scripts: string[];
  /** The page as rendered. */
  html: string;
  /** The per-visitor token the page was rendered with (a form page), or none. */
  token: string | null;
  /** A kept page without a token: its bytes by encoding, each with its ETag. */
  encoded: Record<string, { body: Buffer; etag: string }> | null;
}

interface PageCacheOptions {
  /** Renders a page for a request that names only its path. */
  render: (path: string) => Promise<Response>;
  /** What every page depends on besides its path. */
  key: () => string | Promise<string>;
  /** The hash sources of a page's inline scripts, for its CSP. */
  scriptHashes: (html: string) => string[];
  /** The per-visitor token in a rendered page, if it has one. */
  tokenOf?: (html: string) => string | null;
  /** How many pages are kept; the least recently asked for goes first. */
  maxPages?: number;
}

export function createPageCache({
  render,
  key,
  scriptHashes,
  tokenOf = () => null,
  maxPages = 1000,
}: PageCacheOptions) {
  const pages = new Map<string, { key: string; page: Promise<CachedPage> }>();

  async function fill(path: string): Promise<CachedPage> {
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

  async function encode(html: string) {
    const identity = Buffer.from(html);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    const encoded: NonNullable<CachedPage["encoded"]> = { identity: { body: identity, etag: `"${hash}"` } };
    for (const [encoding, body] of Object.entries(await compress(identity, PAGE_BROTLI_QUALITY))) {
      if (body.length < identity.length) encoded[encoding] = { body, etag: `"${hash}-${encoding}"` };
    }
    return encoded;
  }

  return {
    /** Whether a page is kept (or being rendered) for `path`. */
    has: (path: string) => pages.has(path),
    /** The page at `path`, rendered now or earlier under the current key. */
    async get(path: string) {
      const current = await key();
      let entry = pages.get(path);
      if (entry?.key !== current) {
        const made: { key: string; page: Promise<CachedPage> } = { key: current, page: fill(path) };
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
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string);
      return entry.page;
    },
  };
}

interface CachedPagesOptions {
  build: ServerBuild;
  services: Services;
  content: Awaited<ReturnType<typeof liveContent>>;
  rules: ReturnType<typeof requestRules>;
  siteUrl: string;
}

/**
 * The server's answer from the page cache (server/app.js, in production): a GET of a public page's path without a
 * query string, the same for every visitor but for a form page's token. Other requests go on.
 */
export function cachedPages({ build, services, content, rules, siteUrl }: CachedPagesOptions): RequestHandler {
  const handler = createRequestHandler(build, "production");
  const pages = createPageCache({
    async render(path) {
      const started = performance.now();
      const page = await handler(
        new Request(new URL(path, siteUrl)),
        loadContext({ services, clientIp: "127.0.0.1", log: logger, content: content.current() }),
      );
      logger.info({ path, status: page.status, ms: Math.round(performance.now() - started) }, "page rendered");
      return page;
    },
    // Pages show the content, and dates: the footer's year, the holidays, the job posting's validity.
    key: () => content.key(),
    scriptHashes: inlineScriptHashes,
    tokenOf: (html) => html.match(/name="formToken" value="([^"]+)"/)?.[1] ?? null,
  });

  return async (req, res, next) => {
    // Matching the routes is most of a cached page's cost, so a path the cache holds is not matched again.
    const cached =
      req.url === req.path && !req.path.endsWith(".data") && (pages.has(req.path) || rules.isPublicPage(req.path));
    if (!cached) return next();
    const page = await pages.get(req.path);
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ dev: false, scripts: page.scripts }));
    if (page.encoded) {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      const encoding = chooseEncoding(
        req,
        Object.keys(page.encoded).filter((e) => e !== "identity"),
      );
      const { body, etag } = page.encoded[encoding] ?? (page.encoded.identity as { body: Buffer; etag: string });
      encodingHeaders(res, encoding);
      res.setHeader("ETag", etag);
      res.send(body);
    } else {
      // A form page gets this visitor's own token (a resent form makes one lead); it, and an answer the cache
      // does not keep (a 404), are compressed as they are sent.
      res.send(page.token ? page.html.replaceAll(page.token, issueFormToken(services.formSecret)) : page.html);
    }
    // First-party page views of the pages served from the cache (ADR 027): added up in memory by the services and
    // written in batches, so a page costs no database work.
    services.pageViews?.record({ method: req.method, path: req.path, status: res.statusCode, headers: req.headers });
  };
}
