/*
 * Addresses and ids made from a title (docs/content.md, "Nothing to invent"): the staff editor derives a post's,
 * a city's and a testimonial's from its words instead of asking the owner to invent one. The server and the
 * editor's script (app/client/staff-editor.ts) run this same code, so the address the page announces while the
 * owner types is the one the save gives. Relative imports only: the script is bundled on its own.
 */

/** What the schemas take (app/content/editable.ts): 3 to 80 lower-case letters, digits and single hyphens. */
export const SLUG_MIN = 3;
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters decomposition leaves whole; spelled as an address would ("ß" is "ss"). */
const spelled: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th", "&": " and " };

/**
 * A text as an address: accents dropped ("Malibú" → "malibu"), every run of other characters one hyphen, at most
 * 80 characters, cut at a hyphen where it can be. "" when nothing of it is a letter or a digit.
 */
export function slugify(text: string): string {
  const plain = text
    .toLowerCase()
    .replace(/[ßæœøđłþ&]/g, (c) => spelled[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (plain.length <= SLUG_MAX) return plain;
  const cut = plain.slice(0, SLUG_MAX + 1);
  const end = cut.lastIndexOf("-");
  return (end >= SLUG_MIN ? cut.slice(0, end) : plain.slice(0, SLUG_MAX)).replace(/-+$/, "");
}

/** `base`, or `base-2`, `base-3`… the first that `taken` does not hold (kept within the length limit). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export type SlugChoice = { ok: true; slug: string; derived: boolean } | { ok: false; error: string };

/**
 * The address a new item gets: what the owner typed in the address box, written as an address ("June Wedding" →
 * "june-wedding"), or else made from `title` with a number added when another item has it. A typed address that
 * is taken is refused with the free one to use instead: the owner chose it, so it is not changed behind their back.
 */
export function chooseSlug(
  typed: string,
  title: string,
  taken: ReadonlySet<string>,
  /** What the item is ("post"), its address as a phrase ("the address /blog/x"), what it is made from ("title"). */
  words: { what: string; address: (slug: string) => string; from: string },
): SlugChoice {
  const own = typed.trim() !== "";
  const base = slugify(own ? typed : title);
  if (!base) {
    return {
      ok: false,
      error: own
        ? "Use letters or digits."
        : `Write the ${words.from} first: the address is made from it (or type one here).`,
    };
  }
  if (base.length < SLUG_MIN) {
    return { ok: false, error: `At least ${SLUG_MIN} letters or digits: “${base}” is too short for an address.` };
  }
  if (own && taken.has(base)) {
    return {
      ok: false,
      error: `Another ${words.what} has ${words.address(base)}. Type another, or leave the box empty to get ${words.address(uniqueSlug(base, taken))}.`,
    };
  }
  return { ok: true, slug: own ? base : uniqueSlug(base, taken), derived: !own };
}
