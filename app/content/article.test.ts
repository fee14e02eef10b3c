import { describe, expect, it } from "vitest";
import { article } from "./article";

describe("article", () => {
  it("reads paragraphs, headings and lists apart by blank lines, whatever the code's indentation", () => {
    const body = article(`
      The first paragraph, ending with a colon:

      ## A heading

      - one item
      - another item

      The last paragraph.
    `);
    expect(body).toEqual([
      { type: "p", text: "The first paragraph, ending with a colon:" },
      { type: "h2", text: "A heading" },
      { type: "ul", items: ["one item", "another item"] },
      { type: "p", text: "The last paragraph." },
    ]);
  });
});
