import { annotate, markedStyle } from "~/content/text-marks";
import { fieldHref, itemOfKey, type PageText, textsOf } from "~/content/texts";
import type { Services } from "~/lib/services.server";
import { previewPage } from "./rendering.server";
import { type Draft, draftContent } from "./store.server";

/** A text the previewed page says, named as the page-texts screen names it, and where its field is. */
export interface PreviewText {
  key: string;
  /** The page-texts item it belongs to: "Wedding Valet". */
  item: string;
  group: string;
  label: string;
  words: string;
  href: string;
}

/**
 * A public page as the draft makes it, each of its texts a link to its field on the page-texts screen (with
 * `target="_top"`: the preview shows it in a frame), and the texts it says, named as the editor names them.
 */
export async function previewWithFields(
  svc: Pick<Services, "renderEdition">,
  draft: Pick<Draft, "document">,
  path: string,
): Promise<{ status: number; html: string; texts: PreviewText[] } | null> {
  const page = await previewPage(svc, draft.document, path);
  if (!page) return null;
  const { modules: m } = draftContent(draft);
  const spanish = path === "/es" || path.startsWith("/es/");
  const shown = new Map<string, PreviewText>();
  const items = new Map<string, PageText[]>();
  const textOf = (key: string): PreviewText | null => {
    if (shown.has(key)) return shown.get(key) ?? null;
    const found = itemOfKey(m, key);
    if (!found) return null;
    const cacheKey = `${found.module}/${found.item.path}`;
    const texts = items.get(cacheKey) ?? textsOf(m, found.module, found.item.path);
    items.set(cacheKey, texts);
    const text = texts.find((t) => t.key === key);
    if (!text) return null;
    const entry = {
      key,
      item: found.item.label,
      group: text.group,
      label: text.label,
      words: (spanish ? text.es : undefined) ?? text.en,
      href: fieldHref(found.module, found.item.path, key),
    };
    shown.set(key, entry);
    return entry;
  };
  const annotated = annotate(page.html, (key) => textOf(key)?.href ?? null);
  const html = annotated.html.replace("</head>", `<style>${markedStyle}</style></head>`);
  // Listed by item, in the order the page first says them, and within an item in the editor's order.
  const said = annotated.keys.map(textOf).filter((t): t is PreviewText => t !== null);
  const order = (t: PreviewText) => [...items.values()].flat().findIndex((p) => p.key === t.key);
  const itemsInOrder = [...new Set(said.map((t) => t.item))];
  const texts = itemsInOrder.flatMap((item) => said.filter((t) => t.item === item).sort((a, b) => order(a) - order(b)));
  return { status: page.status, html, texts };
}
