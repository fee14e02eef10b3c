/*
 * E-mail addresses as people type them and as the company uses them: one normalised form for counting (the rate
 * limit per address, finding a person's data) and one encoded form for links.
 */

/** Providers that ignore dots in the local part. */
const DOTLESS = new Set(["gmail.com", "googlemail.com"]);
/** Domains that deliver to the same mailboxes as another: the normalised address uses the second. */
const SAME_MAILBOXES: Record<string, string> = { "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, as far as can be told: lower case, without a `+tag`, and without dots for
 * the providers that ignore them. `Jane.Doe+promo@GMail.com` and `janedoe@gmail.com` are one person.
 */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return trimmed;
  let local = trimmed.slice(0, at).split("+")[0] ?? "";
  let domain = trimmed.slice(at + 1);
  domain = SAME_MAILBOXES[domain] ?? domain;
  if (DOTLESS.has(domain)) local = local.replaceAll(".", "");
  return `${local || trimmed.slice(0, at)}@${domain}`;
}

/**
 * Every domain whose addresses normalise to this (normalised) domain, itself included: where to look for a
 * person's rows, which keep the domain as it was typed.
 */
export function domainSpellings(domain: string): string[] {
  const wanted = domain.trim().toLowerCase();
  return [wanted, ...Object.keys(SAME_MAILBOXES).filter((alias) => SAME_MAILBOXES[alias] === wanted)];
}

/**
 * A `mailto:` link for an address and optional header fields (RFC 6068): every character that could start a
 * query, a fragment or an escape is percent-encoded, so an address can never add a recipient or a header.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address.trim()).replaceAll("%40", "@");
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}
