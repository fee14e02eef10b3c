/** The path without a trailing slash ("/faq/" as "/faq"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether the page is a section page (like /services) or inside it. */
export function isWithin(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
