/** The path without a trailing slash ("/faq/" as "/faq"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * The one address of a public page: lower case, single slashes, no trailing slash ("/ABOUT/" as "/about"). Every
 * public path is lower case (slugs included), so a variant is the same page: the server answers it with one
 * redirect here, and the page names this address as canonical.
 */
export function canonicalPath(pathname: string): string {
  // A letter, digit or "-._~" written as %XX is the same character: /%41bout is /about.
  const decoded = pathname.replace(/%([0-9a-f]{2})/gi, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[\w.~-]/.test(char) ? char : escaped;
  });
  return normalizePath(decoded.replace(/\/{2,}/g, "/")).toLowerCase();
}

/** Whether the page is a section page (like /services) or inside it. */
export function isWithin(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
