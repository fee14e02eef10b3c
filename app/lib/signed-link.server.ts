import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * Links e-mailed to clients that open something without signing in: a proposal, a review form (issue 32). The
 * token names what it opens and until when, and carries an HMAC of both with the site's form-token secret and the
 * link's purpose, so a token made for one purpose opens nothing else, and a changed character is a forgery.
 *
 * Whether a link was already used is the caller's: the row it opens records that.
 */

export type LinkPurpose = "proposal" | "review";

export type LinkCheck = { state: "valid"; id: number } | { state: "expired"; id: number } | { state: "forged" };

const sign = (secret: string, purpose: LinkPurpose, body: string) =>
  createHmac("sha256", secret).update(`link:${purpose}:${body}`).digest("base64url");

/** A token for row `id` of `purpose`, good until `expiresAt`: "<id>.<expiry in base 36>.<signature>". */
export function signLink(secret: string, purpose: LinkPurpose, id: number, expiresAt: Date): string {
  const body = `${id}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}.${sign(secret, purpose, body)}`;
}

/** What a token opens: valid, expired (still genuine, so the page can say so), or forged (answer 404). */
export function checkLink(secret: string, purpose: LinkPurpose, token: string, now = new Date()): LinkCheck {
  const match = /^([1-9]\d{0,9})\.([0-9a-z]{1,9})\.([\w-]{43})$/.exec(token);
  if (!match) return { state: "forged" };
  const [, id = "", expiry = "", given = ""] = match;
  const expected = Buffer.from(sign(secret, purpose, `${id}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { state: "forged" };
  const expired = Number.parseInt(expiry, 36) * 1000 <= now.getTime();
  return { state: expired ? "expired" : "valid", id: Number(id) };
}
