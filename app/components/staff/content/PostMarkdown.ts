import type { BlogPost } from "~/content/types";

/*
 * A repository post's body (blocks of paragraphs, h2 headings and lists; ~/content/blog.ts) as the Markdown the
 * editor starts from: "## " for a heading, "- " for each list item, a blank line between blocks. Characters that
 * Markdown reads as markup are escaped, so the post reads the same once it is rendered from its Markdown.
 */

/** Backslash-escapes what would otherwise be markup: emphasis, code, links, HTML, entities, line-start syntax. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<]/g, "\\$&")
    .replace(/&(?=#?[a-z0-9]+;)/gi, "\\&")
    .replace(/^(\s*)([#>+=|~-])/gm, "$1\\$2")
    .replace(/^(\s*\d+)([.)])/gm, "$1\\$2");
}

export function blocksToMarkdown(body: BlogPost["body"]): string {
  return body
    .map((block) => {
      if (block.type === "h2") return `## ${escapeMarkdown(block.text)}`;
      if (block.type === "ul") return block.items.map((item) => `- ${escapeMarkdown(item)}`).join("\n");
      return escapeMarkdown(block.text);
    })
    .join("\n\n");
}
