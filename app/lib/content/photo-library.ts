import type { ContentDocument } from "~/content/editable";

/*
 * The uploaded photographs as the editor offers them to choose (docs/content.md): each by its picture, what it
 * shows and when it was uploaded. A photograph has no description of its own: it gets one where it is used (a page
 * place's, a cover's, an image's in a post), and the picker says the first of those it finds, the draft's before
 * the published edition's.
 */

export interface LibraryPhoto {
  id: string;
  /** The narrowest WebP file, `${id}-480.webp` (or narrower for a narrow upload). */
  thumbnail: string;
  /** The widest width it was encoded at (480, 800 or 1200). */
  width: number;
  /** ISO instant of the upload. */
  uploaded: string;
  /** What it shows, in English, from where it is used; "" when it is used nowhere yet. */
  description: string;
}

/** An image in a post's Markdown: `![what it shows](/photos/<id>-<width>.<format>)`. */
const markdownImage = /!\[([^\]]*)\]\(\/photos\/([0-9a-f]{16})-\d{2,4}\.(?:avif|webp)\)/g;

/** Each photograph's English description, by id, from where `documents` use it (the first document wins). */
export function photoDescriptions(documents: readonly ContentDocument[]): Map<string, string> {
  const found = new Map<string, string>();
  const put = (id: string, text: string) => {
    const words = text.trim();
    if (words && !found.has(id)) found.set(id, words);
  };
  for (const doc of documents) {
    for (const slot of doc.slots ?? []) put(slot.photo, slot.alt.en);
    for (const post of doc.posts) {
      if (post.cover) put(post.cover, post.coverAlt.en);
      for (const [, alt = "", id = ""] of post.body.en.matchAll(markdownImage)) put(id, alt);
    }
  }
  return found;
}
