import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "~/components/sections/Markdown";
import { blogPosts } from "~/content/blog";
import { postWords } from "~/content/es/blog";
import type { BlogPost } from "~/content/types";
import { blocksToMarkdown, escapeMarkdown } from "./PostMarkdown";

/** The blocks as blog-post.tsx renders them. */
const blocksHtml = (body: BlogPost["body"]) =>
  body
    .map((block) =>
      renderToStaticMarkup(
        block.type === "h2" ? (
          <h2>{block.text}</h2>
        ) : block.type === "ul" ? (
          <ul>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>{block.text}</p>
        ),
      ),
    )
    .join("");

const markdownHtml = (text: string) => renderToStaticMarkup(<Markdown>{text}</Markdown>).replace(/>\n</g, "><");

describe("a repository post's body as Markdown", () => {
  it("writes ## for a heading, - for each list item and a blank line between blocks", () => {
    expect(
      blocksToMarkdown([
        { type: "p", text: "First paragraph." },
        { type: "h2", text: "A heading" },
        { type: "ul", items: ["One", "Two"] },
        { type: "p", text: "Last." },
      ]),
    ).toBe("First paragraph.\n\n## A heading\n\n- One\n- Two\n\nLast.");
  });

  it("escapes what Markdown would read as markup", () => {
    expect(escapeMarkdown("Use *stars*, _under_ and `ticks` [here](x) <b> &amp; \\")).toBe(
      "Use \\*stars\\*, \\_under\\_ and \\`ticks\\` \\[here\\](x) \\<b> \\&amp; \\\\",
    );
    expect(escapeMarkdown("# not a heading")).toBe("\\# not a heading");
    expect(escapeMarkdown("1. not a list")).toBe("1\\. not a list");
    expect(escapeMarkdown("- not an item")).toBe("\\- not an item");
    expect(escapeMarkdown("Ends with 5. Fine - really")).toBe("Ends with 5. Fine - really");
    const tricky: BlogPost["body"] = [
      { type: "p", text: "2026. A year *with* <script>alert(1)</script> & [links](javascript:x) and &copy;" },
      { type: "ul", items: ["# hash", "> quote", "+ plus", "_under_"] },
    ];
    expect(markdownHtml(blocksToMarkdown(tricky))).toBe(blocksHtml(tricky));
  });

  it("renders every repository post, in both languages, as its blocks did", () => {
    for (const post of blogPosts) {
      const words = postWords[post.slug];
      for (const body of [post.body, words?.body ?? []]) {
        if (!body.length) continue;
        expect(markdownHtml(blocksToMarkdown(body))).toBe(blocksHtml(body));
      }
    }
  });
});
