import { expect } from "vitest";

/**
 * Checks that an e-mail's plain text carries every link of its HTML (a mailto: link as its address, a page's with or
 * without its last slash), and answers those links.
 */
export function expectLinksInText(email: { html: string; text: string }, name = "the e-mail"): string[] {
  const hrefs = [...email.html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));
  for (const href of hrefs) {
    const bare = href.replace(/^mailto:/, "").replace(/\/$/, "");
    expect(email.text.includes(href) || email.text.includes(bare), `${name}: ${href}`).toBe(true);
  }
  return hrefs;
}
