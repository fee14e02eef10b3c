import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: a reference read over the phone is never ambiguous.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short human-readable lead reference, e.g. "GK-7F3K2Q". */
export function newReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `GK-${code}`;
}

export const referencePattern = /^GK-[2-9A-HJKMNP-Z]{6}$/;
