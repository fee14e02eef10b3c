import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/*
 * Every rendered form carries a signed token: a random id and the time it was rendered. The id makes a double
 * submit of one rendered form create one lead; the time tells a bot that posts within a second or two.
 */

export interface FormToken {
  id: string;
  issuedAt: number;
}

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${randomUUID()}.${now.toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function readFormToken(secret: string, token: unknown): FormToken | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, issued, signature] = token.split(".");
  if (!id || !issued || !signature) return null;
  const expected = Buffer.from(sign(secret, `${id}.${issued}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issuedAt = Number.parseInt(issued, 36);
  return Number.isFinite(issuedAt) ? { id, issuedAt } : null;
}
