import { Children, isValidElement, type ReactNode } from "react";
import ReactMarkdown, { type AllowElement, type Components, type UrlTransform } from "react-markdown";
import { PhoneSection, PhoneSections } from "./CompactList";

/*
 * A blog post the owner wrote in the staff area (docs/content.md), rendered from its Markdown by react-markdown,
 * as a safe subset: paragraphs, headings, emphasis, lists, quotes, links and the site's own photographs. No HTML:
 * raw HTML in the text is dropped (`skipHtml`), every other element is unwrapped to its text, and react-markdown
 * builds React elements (never innerHTML), so whatever the owner typed is text.
 */

/** The elements a post may contain; anything else is replaced by its text. */
export const markdownElements = ["p", "h2", "h3", "strong", "em", "ul", "ol", "li", "a", "blockquote", "img"];

/** An uploaded photograph's file: `${id}-${width}.${format}` (~/lib/content/photos.server.ts). */
const uploadedFile = /^\/photos\/([0-9a-f]{16})-(\d{2,4})\.(avif|webp)$/;

/**
 * A link's or an image's address, or "" to drop it. Links: https:, http:, mailto:, tel: or a path on this site
 * ("/contact", never "//other.site"). Images: only the site's uploaded photographs (/photos/…).
 */
export const safeUrl: UrlTransform = (url, key) => {
  // Browsers ignore tabs and line breaks inside an address ("java\tscript:"); so does this check.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = url.replace(/[\u0000-\u0020\u007f]/g, "");
  if (key === "src") return uploadedFile.test(clean) ? clean : "";
  if (key !== "href") return "";
  if (/^(https?:\/\/|mailto:|tel:)/i.test(clean)) return clean;
  if (clean.startsWith("/") && !/^\/[/\\]/.test(clean)) return clean;
  return "";
};

/** A link whose address was refused keeps its text; an image needs its address and a description. */
const allowElement: AllowElement = (element) => {
  if (element.tagName === "a") return Boolean(element.properties.href);
  if (element.tagName === "img") return Boolean(element.properties.src) && Boolean(element.properties.alt);
  return true;
};

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The page's title is its one h1: a post's "#" heading becomes an h2, and "###" to "######" an h3. */
function demoteHeadings() {
  const walk = (node: HastNode) => {
    if (node.type === "element" && node.tagName && /^h[1-6]$/.test(node.tagName)) {
      node.tagName = node.tagName === "h1" || node.tagName === "h2" ? "h2" : "h3";
    }
    node.children?.forEach(walk);
  };
  return walk;
}

/**
 * Each heading with what follows it up to the next heading in a <section>, the sections in one <div>, for
 * `PhoneSections`; what comes before the first heading stays as it is. Runs after `demoteHeadings`, so every
 * top-level heading is an h2 by then.
 */
function sectionsUnderHeadings() {
  return (tree: HastNode) => {
    const all = tree.children ?? [];
    const first = all.findIndex((node) => node.type === "element" && node.tagName === "h2");
    if (first < 0) return;
    const sections: HastNode[] = [];
    for (const node of all.slice(first)) {
      if (node.type === "element" && node.tagName === "h2") {
        sections.push({ type: "element", tagName: "section", properties: {}, children: [node] });
      } else sections.at(-1)?.children?.push(node);
    }
    tree.children = [...all.slice(0, first), { type: "element", tagName: "div", properties: {}, children: sections }];
  };
}

const textOf = (node: HastNode | undefined): string =>
  node?.type === "text" ? (node.value ?? "") : (node?.children ?? []).map(textOf).join("");

const components: Components = {
  h3: ({ node: _, ...props }) => <h3 className="font-display text-ink-950 mt-10 text-2xl leading-snug" {...props} />,
  ol: ({ node: _, ...props }) => <ol className="list-decimal pl-5" {...props} />,
  blockquote: ({ node: _, ...props }) => (
    <blockquote className="border-gold-400 text-ink-950 border-l-2 pl-5 italic" {...props} />
  ),
  a: ({ node: _, href, children }) => (
    <a href={href} className="text-gold-700 font-medium underline underline-offset-4">
      {children}
    </a>
  ),
  strong: ({ node: _, ...props }) => <strong className="text-ink-950 font-semibold" {...props} />,
  img: ({ src, alt }) => {
    const file = typeof src === "string" ? uploadedFile.exec(src) : null;
    if (!file) return null;
    const [, id, width, format] = file;
    // The file the owner named, in AVIF where the browser takes it: every upload has both formats of each width.
    return (
      <picture className="block">
        {format === "webp" ? <source type="image/avif" srcSet={`/photos/${id}-${width}.avif`} /> : null}
        <img
          src={`/photos/${id}-${width}.${format}`}
          alt={alt ?? ""}
          decoding="async"
          loading="lazy"
          className="h-auto w-full rounded-3xl"
        />
      </picture>
    );
  },
};

/** The <div> and <section>s made by `sectionsUnderHeadings` (a post cannot write either: HTML is skipped). */
const foldedComponents: Components = {
  ...components,
  div: ({ children }) => <PhoneSections>{children}</PhoneSections>,
  // Its first child is its heading.
  section: ({ node, children }) => {
    const [heading, ...body] = Children.toArray(children);
    const words = isValidElement<{ children?: ReactNode }>(heading) ? heading.props.children : undefined;
    return (
      <PhoneSection title={textOf(node?.children[0] as HastNode)} heading={words}>
        {body}
      </PhoneSection>
    );
  },
};

/**
 * A post's Markdown body, for a `prose-body` container. `foldSections`: each heading's section folds under it on a
 * phone (`PhoneSections`), what comes before the first heading shown as it is.
 */
export function Markdown({ children, foldSections = false }: { children: string; foldSections?: boolean }) {
  return (
    <ReactMarkdown
      skipHtml
      allowedElements={foldSections ? [...markdownElements, "div", "section"] : markdownElements}
      unwrapDisallowed
      allowElement={allowElement}
      urlTransform={safeUrl}
      rehypePlugins={foldSections ? [demoteHeadings, sectionsUnderHeadings] : [demoteHeadings]}
      components={foldSections ? foldedComponents : components}
    >
      {children}
    </ReactMarkdown>
  );
}
