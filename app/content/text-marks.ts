import type { ContentModules } from "./modules";
import { setText, type TextModule, textItems, textModules, textsOf } from "./texts";

/*
 * From the preview to a text's field (issue 39): the draft's preview is built with every page text marked with its
 * key in characters of Unicode's private use area, which no text of the site holds; the page renders as it would
 * (the marks go where the words go, through every component unchanged) and `annotate` turns each mark in the HTML
 * into a link to the text's field, and drops the marks everywhere else (titles, attributes, scripts). Only the
 * preview's snapshot is marked: the public pages never carry a mark nor a link.
 */

const START = "\uE100";
const MID = "\uE101";
const END = "\uE102";
/** A key's characters (printable ASCII: keys are names, slugs and positions) moved into the private use area. */
const OFFSET = 0xe000;

const encode = (key: string) => [...key].map((c) => String.fromCharCode(OFFSET + c.charCodeAt(0))).join("");
const decode = (code: string) => [...code].map((c) => String.fromCharCode(c.charCodeAt(0) - OFFSET)).join("");

/** `text` marked as the text at `key`; a key outside printable ASCII is not marked (it could not be read back). */
export const markText = (key: string, text: string) =>
  /^[\x20-\x7e]+$/.test(key) ? `${START}${text}${MID}${encode(key)}${END}` : text;

/**
 * The words the posts and testimonials screens edit, as a preview's mark names them: "posts/<slug>.title",
 * "testimonials/<id>.text" (no page-texts group is called so), each with the field that screen shows it in.
 */
export const itemTextFields = {
  posts: { title: "Title", excerpt: "Excerpt" },
  testimonials: { text: "What the client said", title: "Role or event" },
} as const;
export type ItemScreen = keyof typeof itemTextFields;

/** The screen, post or testimonial and field a mark's key names, or null for a page text's key. */
export function itemTextOf(key: string): { screen: ItemScreen; id: string; field: string } | null {
  const [, screen, id = "", field = ""] = key.match(/^(posts|testimonials)\/([\w-]+)\.(\w+)$/) ?? [];
  if (screen !== "posts" && screen !== "testimonials") return null;
  return Object.hasOwn(itemTextFields[screen], field) ? { screen, id, field } : null;
}

/** Marks every page text of `m`, a copy of the modules being built into a preview's snapshot (~/content/live.ts). */
export function markTexts(m: ContentModules): void {
  for (const module of Object.keys(textModules) as TextModule[]) {
    for (const item of textItems(m, module)) {
      for (const text of textsOf(m, module, item.path)) {
        setText(m, text.key, "en", markText(text.key, text.en));
        if (text.es !== undefined) setText(m, text.key, "es", markText(text.key, text.es));
      }
    }
  }
  // The posts' and testimonials' words, in both languages: the Spanish are keyed by the post's slug, the id.
  const mark = <T extends object>(screen: ItemScreen, id: string, words: T | undefined) => {
    for (const field of Object.keys(itemTextFields[screen])) {
      const value = (words as Record<string, unknown> | undefined)?.[field];
      if (words && typeof value === "string")
        Object.assign(words, { [field]: markText(`${screen}/${id}.${field}`, value) });
    }
  };
  for (const post of m.blogEn.blogPosts) {
    mark("posts", post.slug, post);
    mark("posts", post.slug, m.blogEs.postWords[post.slug]);
  }
  for (const testimonial of m.testimonialsEn.testimonials) {
    mark("testimonials", testimonial.id, testimonial);
    mark("testimonials", testimonial.id, m.testimonialsEs.testimonialWords[testimonial.id]);
  }
}

const marked = new RegExp(`${START}([^${START}${MID}${END}]*)${MID}([\\uE020-\\uE07E]+)${END}`, "g");
const stray = /[\uE000-\uE1FF]/g;
/** A mark percent-encoded into an address (a share link made from a title): UTF-8 EE 80 80 to EE 87 BF. */
const strayEncoded = /%EE%8[0-7]%[89AB][0-9A-F]/gi;

/** Elements whose text is not the page's (scripts, styles, the title) or where a link cannot go. */
const rawText = /(<(script|style|title|textarea)\b[^>]*>)([\s\S]*?)(<\/\2>)/gi;
/** Where a text is shown but cannot hold an element (an option, a drawing's text). */
const noElements = new Set(["select", "option", "svg"]);
/** Where a text cannot become a link (no link in a link or a button): it is marked, not linked. */
const interactive = new Set(["a", "button", "summary", "label"]);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const strip = (text: string) => text.replace(stray, "").replace(strayEncoded, "");

/** The keys of every mark in `text`, in order, once each. */
const keysIn = (text: string, into: Set<string>) => {
  for (const [, , code = ""] of text.matchAll(marked)) into.add(decode(code));
};

/**
 * The preview's HTML: each marked text in the page's body a link to its field (`href` of its key, or none where
 * the key has no field), kept where the page puts it; every mark dropped. `keys`: every text the page says,
 * visible or not (its title and description for search engines, a photo's description), in the order it says them.
 */
export function annotate(html: string, href: (key: string) => string | null): { html: string; keys: string[] } {
  const keys = new Set<string>();
  const open = new Map<string, number>();
  const inside = (names: Set<string>) => [...names].some((name) => (open.get(name) ?? 0) > 0);
  const linked = (text: string) =>
    text.replace(marked, (_, words: string, code: string) => {
      const key = decode(code);
      const target = href(key);
      const attributes = `data-text-key="${escapeAttribute(key)}"`;
      if (!target || inside(interactive)) return `<span ${attributes}>${words}</span>`;
      return `<a ${attributes} href="${escapeAttribute(target)}" target="_top" title="Change these words">${words}</a>`;
    });
  const body = (chunk: string) =>
    chunk
      .split(/(<[^>]*>)/)
      .map((token) => {
        keysIn(token, keys);
        const tag = token.match(/^<(\/?)([a-zA-Z][\w-]*)/);
        if (tag) {
          const name = (tag[2] ?? "").toLowerCase();
          if ((interactive.has(name) || noElements.has(name)) && !token.endsWith("/>")) {
            open.set(name, (open.get(name) ?? 0) + (tag[1] ? -1 : 1));
          }
          return strip(token);
        }
        if (token.startsWith("<") || inside(noElements)) return strip(token);
        return strip(linked(token));
      })
      .join("");
  let out = "";
  let at = 0;
  for (const found of html.matchAll(rawText)) {
    const [whole, start = "", , inner = "", end = ""] = found;
    out += body(html.slice(at, found.index));
    keysIn(inner, keys);
    out += strip(start) + strip(inner) + end;
    at = found.index + whole.length;
  }
  out += body(html.slice(at));
  return { html: out, keys: [...keys] };
}

/** How the preview shows a text that leads to its field: as the page shows it, outlined under the pointer. */
export const markedStyle =
  "a[data-text-key]{color:inherit;text-decoration:inherit;font:inherit;cursor:pointer;border-radius:2px}" +
  "a[data-text-key]:hover,a[data-text-key]:focus-visible{outline:2px dashed #b8924a;outline-offset:3px;" +
  "background:rgb(209 173 102/.18)}";
