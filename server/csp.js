// @ts-check
// The Content-Security-Policy (ADR 014). Scripts run only from the site's own files and from inline scripts the
// server vouches for: by a per-response nonce on pages rendered on request, by their hashes on pages served from
// the build or from a form page's template.
import { createHash } from "node:crypto";

/**
 * `framed: false` for the staff pages: none may be framed by any page (clickjacking), not even the site's own, but
 * the preview's page of the draft, which the preview shows in its frames.
 * @param {{ dev: boolean, scripts: string[], framed?: boolean }} options
 */
export function contentSecurityPolicy({ dev, scripts, framed = true }) {
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    ["script-src 'self'", ...scripts].join(" "),
    "font-src 'self'",
    // Vite's hot reload talks over a WebSocket in development.
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the site's own pages may frame it: the staff preview shows the public pages in frames.
    framed ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join("; ");
}

/** The bodies of the inline scripts a page runs; data blocks (JSON-LD) do not run. @param {string} html */
export function inlineScripts(html) {
  const bodies = [];
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes) || /\stype="application\/(ld\+)?json"/i.test(attributes)) continue;
    bodies.push(body);
  }
  return bodies;
}

/** The hash source that allows one inline script. @param {string} body */
export const scriptHash = (body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

/** The hash sources of the inline scripts a page runs. @param {string} html */
export const inlineScriptHashes = (html) => [...new Set(inlineScripts(html).map(scriptHash))];
