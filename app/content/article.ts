import type { BlogPost } from "./types";

type Block = BlogPost["body"][number];

/**
 * A repository post's body as an author writes it, into the blocks a post holds: a blank line between blocks, "## "
 * before a heading, "- " before each item of a list, any other block a paragraph. Lines are trimmed: their
 * indentation is the code's, not the text's.
 */
export function article(text: string): BlogPost["body"] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block): Block => {
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- ")))
        return { type: "ul", items: lines.map((line) => line.slice(2)) };
      const paragraph = lines.join(" ");
      return paragraph.startsWith("## ") ? { type: "h2", text: paragraph.slice(3) } : { type: "p", text: paragraph };
    });
}
