import { limitRules } from "./limits.server";

/*
 * Why a lead is held as possible spam. The stored strings never change: old rows, the CSV and the staff pages
 * carry them. Each has a kind. A bot's lead (the hidden field filled in, sent faster than a person can type)
 * sends nothing until staff release it. A lead held for volume is most likely a person, such as a coordinator
 * booking several events from one office: the company's notification waits for staff (the morning digest lists
 * it), but the visitor gets their confirmation, which carries only fixed text. Except past the per-address
 * limit: that limit is what keeps the forms from flooding one mailbox with the company's e-mail.
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

/** Whether a held lead's confirmation is held with it (see above); the company's notification always is. */
export const confirmationHeld = (reason: SpamReason) => spamReasons[reason].kind === "bot" || reason === "rate-address";

const known = (reason: string): reason is SpamReason => Object.hasOwn(spamReasons, reason);

/** A stored reason in the staff's words. */
export const spamWords = (reason: string) => (known(reason) ? spamReasons[reason].words : reason);

/** Whether the visitor of a lead held for this stored reason was sent their confirmation all the same. */
export const confirmationSent = (reason: string) => known(reason) && !confirmationHeld(reason);
