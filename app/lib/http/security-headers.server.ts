// The headers every answer carries, whatever serves it (the server applies them before anything answers), and the
// Content-Security-Policy (ADR 014). Scripts run only from the site's own files and from inline scripts the server
// vouches for: by a per-response nonce on pages rendered on request, by their hashes on pages served from the page
// cache (docs/delivery.md).
import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * `framed: false` for the staff pages: none may be framed by any page (clickjacking), not even the site's own, but
 * the preview's page of the draft, which the preview shows in its frames.
 */
export function contentSecurityPolicy({
  dev,
  scripts,
  framed = true,
}: {
  dev: boolean;
  scripts: string[];
  framed?: boolean;
}) {
  // Fonts and fetches fall back to default-src: a line for them would repeat it on every answer (a page's headers
  // count towards the first round trip, ADR 044).
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...scripts].join(" "),
    // Vite's hot reload talks over a WebSocket in development.
    ...(dev ? ["connect-src 'self' ws:"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the site's own pages may frame it: the staff preview shows the public pages in frames.
    framed ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

/** The bodies of the inline scripts a page runs; data blocks (JSON-LD) do not run. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes) || /\stype="application\/(ld\+)?json"/i.test(attributes)) continue;
    bodies.push(body);
  }
  return bodies;
}

/** The hash source that allows one inline script. */
export const scriptHash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

/** The hash sources of the inline scripts a page runs. */
export const inlineScriptHashes = (html: string) => [...new Set(inlineScripts(html).map(scriptHash))];

/** A staff page no page may frame: all but the draft's pages the preview shows in its frames. */
const isUnframedStaffPage = (path: string) =>
  /^\/staff(\/|$)/i.test(path) && !/^\/staff\/content\/preview\/page\/?$/i.test(path);

/**
 * The security headers of an answer at `path`, and the nonce its CSP allows inline scripts by (a page rendered on
 * request hands it to React through the request context).
 */
export function securityHeaders(path: string, { https, dev }: { https: boolean; dev: boolean }) {
  const nonce = randomBytes(16).toString("base64");
  const framed = !isUnframedStaffPage(path);
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": framed ? "SAMEORIGIN" : "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Content-Security-Policy": contentSecurityPolicy({ dev, scripts: [`'nonce-${nonce}'`], framed }),
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return { headers, nonce };
}

/**
 * Every answer's security headers (server/app.js), the nonce kept for the page rendered. HTTP/1.0 clients may omit
 * Host, which requests are built on: the site's own is assumed.
 */
export function securityHeadersFor({ siteUrl, dev }: { siteUrl: string; dev: boolean }): RequestHandler {
  const https = siteUrl.startsWith("https:");
  const host = new URL(siteUrl).host;
  return (req, res, next) => {
    req.headers.host ||= host;
    const { headers, nonce } = securityHeaders(req.path, { https, dev });
    res.set(headers);
    res.locals.nonce = nonce;
    next();
  };
}
