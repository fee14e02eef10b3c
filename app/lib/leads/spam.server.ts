import { limitRules } from "./limits.server";

/*
 * Why a lead is held as possible spam. The stored strings never change: old rows, the CSV and the staff pages
 * carry them. Each has a kind: a bot's lead (the hidden field filled in, sent faster than a person can type), or
 * one held for volume, most likely a person such as a coordinator booking several events from one office. Either
 * way a held lead sends nothing, its confirmation included, until staff release it (the morning digest lists it):
 * the confirmation goes to whatever address was typed, and volume from one connection is how a script would make
 * the company mail strangers.
 */

export type SpamKind = "bot" | "volume";

const within = (seconds: number) =>
  seconds === 3600 ? "an hour" : seconds % 3600 ? `${seconds / 60} minutes` : `${seconds / 3600} hours`;
const { ip, address } = limitRules;

export const spamReasons = {
  honeypot: { kind: "bot", words: "filled in a field that only scripts see" },
  "too-fast": { kind: "bot", words: "sent sooner after the form opened than a person can fill it in" },
  "rate-ip": {
    kind: "volume",
    words: `more than ${ip.points} requests from one connection within ${within(ip.duration)}`,
  },
  "rate-address": {
    kind: "volume",
    words: `more than ${address.points} requests from one e-mail address within ${within(address.duration)}`,
  },
} as const satisfies Record<string, { kind: SpamKind; words: string }>;

export type SpamReason = keyof typeof spamReasons;

const known = (reason: string): reason is SpamReason => Object.hasOwn(spamReasons, reason);

/** A stored reason in the staff's words. */
export const spamWords = (reason: string) => (known(reason) ? spamReasons[reason].words : reason);
