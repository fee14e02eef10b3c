import { beforeAll, describe, expect, it } from "vitest";
import { everythingSaid, type Said } from "../../tests/support/copy-corpus";

/*
 * The Spanish a Los Angeles copywriter would sign, and facts that agree on every page (issue 42). Every page in
 * both languages, the proposal and review pages, every e-mail sample and the Spanish calendar files are rendered
 * in-process (tests/support/copy-corpus.ts); each kind of mistake is a pattern that must be found nowhere in
 * Spanish, and each fact is read from every page and held to the one rule the content states.
 */

let said: Said[] = [];
beforeAll(async () => {
  said = await everythingSaid();
}, 180_000);

const spanish = () => said.filter((s) => s.lang === "es");
const english = () => said.filter((s) => s.lang === "en" && s.kind === "page");

/** Each match of `pattern` in the texts, with where it was said and a few words around it. */
function found(texts: Said[], pattern: RegExp): string[] {
  const flags = pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`;
  const out = new Set<string>();
  for (const { name, text } of texts)
    for (const m of text.matchAll(new RegExp(pattern.source, flags))) {
      const at = m.index ?? 0;
      out.add(`${name}: …${text.slice(Math.max(0, at - 30), at + m[0].length + 20).replace(/\s+/g, " ")}…`);
    }
  return [...out];
}

describe("what is rendered", () => {
  it("covers every page in both languages, the e-mails and the calendar files", () => {
    expect(spanish().filter((s) => s.kind === "page").length).toBeGreaterThan(45);
    expect(english().length).toBeGreaterThan(35);
    expect(spanish().filter((s) => s.kind === "email").length).toBeGreaterThan(15);
    expect(spanish().filter((s) => s.kind === "calendar").length).toBe(5);
  });

  it("finds what it looks for (the scans are not blind)", () => {
    expect(found(spanish(), /Centro de Los Ángeles/).length).toBeGreaterThan(0);
    expect(found(spanish(), /p\. m\./).length).toBeGreaterThan(0);
  });
});
