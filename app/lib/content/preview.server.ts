import { fieldId } from "~/components/staff/StaffField";
import type { ContentModules } from "~/content/modules";
import { annotate, itemTextFields, itemTextOf, markedStyle } from "~/content/text-marks";
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

/** A post's or a testimonial's words, named as its screen names them, and where its field is on that screen. */
function itemText(
  m: ContentModules,
  { screen, id, field }: NonNullable<ReturnType<typeof itemTextOf>>,
  lang: "en" | "es",
): Omit<PreviewText, "key"> | null {
  const label = (itemTextFields[screen] as Record<string, string>)[field] ?? field;
  const query = screen === "posts" ? `slug=${encodeURIComponent(id)}` : `id=${encodeURIComponent(id)}`;
  const href = `/staff/content/${screen}?${query}#${fieldId(screen === "posts" ? "post" : "testimonial", `${field}.${lang}`)}`;
  if (screen === "posts") {
    const post = m.blogEn.blogPosts.find((p) => p.slug === id);
    const words = (lang === "es" ? m.blogEs.postWords[id] : post) as Record<string, string> | undefined;
    return post ? { item: `Post “${post.title}”`, group: "Blog post", label, words: words?.[field] ?? "", href } : null;
  }
  const testimonial = m.testimonialsEn.testimonials.find((t) => t.id === id);
  const words = (lang === "es" ? m.testimonialsEs.testimonialWords[id] : testimonial) as
    | Record<string, string>
    | undefined;
  return testimonial
    ? { item: `Testimonial by ${testimonial.author}`, group: "Testimonial", label, words: words?.[field] ?? "", href }
    : null;
}

/**
 * An added city's words are edited on the cities screen, in its form: "locations/locations[malibu].intro[1]" is the
 * form's "intro.1" (the city's page and the form share their fields' names). Null for a repository city's words.
 */
function addedCityHref(module: string, item: string, key: string, added: Set<string>, lang: "en" | "es") {
  const slug = item.match(/^locations\[(.+)\]$/)?.[1];
  if (module !== "locations" || !slug || !added.has(slug)) return null;
  const name = key.slice(`locations/${item}.`.length).replace(/\[(\d+)\]/g, ".$1");
  const query = new URLSearchParams({ city: slug, field: name });
  return `/staff/content/cities?${query}#${fieldId("city", `${name}.${lang}`)}`;
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
  const lang = spanish ? "es" : "en";
  const added = new Set((draft.document.addedCities ?? []).map((c) => c.slug));
  const textOf = (key: string): PreviewText | null => {
    if (shown.has(key)) return shown.get(key) ?? null;
    const item = itemTextOf(key);
    if (item) {
      const entry = itemText(m, item, lang);
      if (entry) shown.set(key, { key, ...entry });
      return entry ? { key, ...entry } : null;
    }
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
      href:
        addedCityHref(found.module, found.item.path, key, added, lang) ?? fieldHref(found.module, found.item.path, key),
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
