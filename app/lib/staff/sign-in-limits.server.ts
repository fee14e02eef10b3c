import { isIPv4, isIPv6 } from "node:net";
import { limitRules } from "~/lib/leads/limits.server";

/*
 * Staff sign-in limits that slow a guesser without locking staff out (OWASP, "Slow Down Online Guessing Attacks
 * with Device Cookies"): no site-wide pause. A browser that signed in to an account before carries a signed device
 * cookie and is judged on its own failures; every other browser shares the account's lockout, which grows with
 * each lockout in a day and is always short; and each network has a few attempts a quarter hour.
 */

export const ACCOUNT_LOCKOUT = {
  /** Wrong passwords from unrecognised browsers that lock an account for them. */
  failures: limitRules.signInAccount.points,
  firstMinutes: 1,
  maxMinutes: 15,
} as const;

/** The nth lockout of an account in a day: 1, 2, 4, 8, then 15 minutes. */
export const lockoutMinutes = (nth: number) =>
  Math.min(ACCOUNT_LOCKOUT.firstMinutes * 2 ** Math.max(0, nth - 1), ACCOUNT_LOCKOUT.maxMinutes);

/**
 * The network an address stands for: an IPv4 address itself, an IPv6 address its /64 (one customer's network: a
 * single host commonly holds the whole /64 and can change its address within it at will).
 */
export function networkOf(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("%")[0]?.toLowerCase().split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:a.b.c.d handled above; 64:ff9b::a.b.c.d) is past the first 64 bits anyway.
  const missing = ip.includes("::") ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array(Math.max(0, missing)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(":")}::/64`;
}
