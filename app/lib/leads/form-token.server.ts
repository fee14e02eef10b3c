import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/*
 * Every rendered form carries a signed token: a random id and the time it was rendered. The id makes a double
 * submit of one rendered form create one lead; the time tells a bot that posts within a second or two, and ends
 * the token's life after a day.
 */

export const FORM_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;

export interface FormToken {
  id: string;
  issuedAt: number;
}

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${randomUUID()}.${now.toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's id and render time; null when it is missing, forged or more than a day old at `now`. */
export function readFormToken(secret: string, token: unknown, now: number): FormToken | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, issued, signature] = token.split(".");
  if (!id || !issued || !signature) return null;
  const expected = Buffer.from(sign(secret, `${id}.${issued}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issuedAt = Number.parseInt(issued, 36);
  return Number.isFinite(issuedAt) && now - issuedAt <= FORM_TOKEN_LIFETIME_MS ? { id, issuedAt } : null;
}
