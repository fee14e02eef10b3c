import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Photo, uploadedPhoto } from "~/components/ui/Photo";
import { Markdown, safeUrl } from "./Markdown";

const render = (text: string) => renderToStaticMarkup(<Markdown>{text}</Markdown>);
const PHOTO = "3f2a9c0e1b7d4a66";

describe("a post's Markdown", () => {
  it("renders the safe subset: paragraphs, headings, emphasis, lists, quotes and links", () => {
    const html = render(
      "Intro with **bold** and *italic*.\n\n## A heading\n\n- one\n- two\n\n1. first\n2. second\n\n> A quote\n\n[Book](/book) or [call](tel:+13105550147), [mail](mailto:a@b.co), [site](https://example.com/x).",
    );
    expect(html).toContain("<p>Intro with <strong");
    expect(html).toContain(">bold</strong> and <em>italic</em>.</p>");
    expect(html).toContain("<h2>A heading</h2>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol class="[^"]*">\s*<li>first<\/li>\s*<li>second<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote[^>]*>\s*<p>A quote<\/p>\s*<\/blockquote>/);
    for (const href of ["/book", "tel:+13105550147", "mailto:a@b.co", "https://example.com/x"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("drops a <script> and any raw HTML: nothing runs, the words stay text", () => {
    const html = render(
      'Hello <script>alert("x")</script> world\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n<b>bold</b> <a href="javascript:alert(3)">link</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<iframe|<b>|onerror|javascript:|<img/i);
    expect(html).toContain("Hello");
    expect(html).toContain("world");
    expect(html).toContain("bold");
  });

  it("escapes what it prints: text that looks like HTML arrives as text", () => {
    const html = render("Five \\<script> tags & a `<b>` in code");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;b&gt;");
  });

  it("drops javascript:, data: and other links, keeping their text", () => {
    const html = render(
      "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html,<script>x</script>) [d](//evil.example) [e](vbscript:x) [f](#top) <javascript:alert(1)>",
    );
    expect(html).not.toContain("<a");
    expect(html).not.toMatch(/href|<script|evil\.example/i);
    expect(html).toContain("a b c d e f");
  });

  it("demotes headings: the page keeps its one h1", () => {
    const html = render("# One\n\n## Two\n\n### Three\n\n###### Six\n\nSetext\n======");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>One</h2>");
    expect(html).toContain("<h2>Two</h2>");
    expect(html).toMatch(/<h3[^>]*>Three<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Six<\/h3>/);
    expect(html).toContain("<h2>Setext</h2>");
  });

  it("shows only the site's uploaded photographs, with their description", () => {
    const html = render(
      `![The valet stand at dusk](/photos/${PHOTO}-800.webp)\n\n![Elsewhere](https://evil.example/x.png)\n\n![](/photos/${PHOTO}-480.webp)\n\n![Up](/photos/../secret)`,
    );
    expect(html).toContain(`src="/photos/${PHOTO}-800.webp"`);
    expect(html).toContain(`srcSet="/photos/${PHOTO}-800.avif"`);
    expect(html).toContain('alt="The valet stand at dusk"');
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).not.toContain("evil.example");
  });

  it("unwraps what it does not allow: code, rules and tables become text or nothing", () => {
    const html = render("Use `code` here\n\n```\nblock\n```\n\n---\n\nEnd");
    expect(html).not.toMatch(/<code|<pre|<hr/);
    expect(html).toContain("code");
    expect(html).toContain("block");
  });
});

describe("addresses", () => {
  it("folds each heading's section on a phone when asked: the introduction stays, the heading is the summary", () => {
    const html = renderToStaticMarkup(
      <Markdown foldSections>
        {
          "An *introduction*.\n\n# First\n\nIts words.\n\n## Second, *slanted*\n\n- a point\n\n### A sub-heading\n\nMore."
        }
      </Markdown>,
    );
    // The introduction before the sections, outside any fold.
    expect(html.indexOf("<p>An <em>introduction</em>.</p>")).toBeLessThan(html.indexOf("<details"));
    const sections = html.split("<section>").slice(1);
    expect(sections).toHaveLength(2);
    // Each: a disclosure whose summary is the heading's text, the heading again for wide screens, then its words
    // up to the next h2 (an h3 stays inside).
    expect(sections[0]).toMatch(/<details[^>]*><summary[^>]*><h2[^>]*>First<\/h2>.*<\/summary>/);
    expect(sections[0]).toMatch(/<h2 class="hidden md:block">First<\/h2>\s*<p>Its words.<\/p>\s*<\/div><\/details>/);
    expect(sections[1]).toMatch(/<summary[^>]*><h2[^>]*>Second, slanted<\/h2>/);
    expect(sections[1]).toContain('<h2 class="hidden md:block">Second, <em>slanted</em></h2>');
    expect(sections[1]).toMatch(/<li>a point<\/li>[\s\S]*<h3[^>]*>A sub-heading<\/h3>\s*<p>More.<\/p>/);
    // Without the option, the same text is not folded; and a post cannot write the fold's elements itself.
    expect(render("Intro\n\n## First\n\nWords")).not.toMatch(/<details|<section/);
    const raw = renderToStaticMarkup(
      <Markdown foldSections>{"<div><section><details open>x</details></section></div>\n\nWords"}</Markdown>,
    );
    expect(raw).not.toMatch(/<div|<section|<details/);
  });

  it("keeps https, http, mailto, tel and site paths, and nothing else", () => {
    expect(safeUrl("https://a.example/b", "href", {} as never)).toBe("https://a.example/b");
    expect(safeUrl("http://a.example", "href", {} as never)).toBe("http://a.example");
    expect(safeUrl("/contact", "href", {} as never)).toBe("/contact");
    expect(safeUrl("java\tscript:alert(1)", "href", {} as never)).toBe("");
    expect(safeUrl("#top", "href", {} as never)).toBe("");
    expect(safeUrl("contact", "href", {} as never)).toBe("");
    expect(safeUrl("/photos/x.png", "src", {} as never)).toBe("");
    expect(safeUrl(`/photos/${PHOTO}-1200.avif`, "src", {} as never)).toBe(`/photos/${PHOTO}-1200.avif`);
  });
});

describe("an uploaded photograph", () => {
  it("offers AVIF and WebP in the upload's widths, with its description", () => {
    const html = renderToStaticMarkup(<Photo photo={uploadedPhoto(PHOTO)} alt="Cars at the curb" sizes="100vw" />);
    expect(html).toContain(
      `srcSet="/photos/${PHOTO}-480.avif 480w, /photos/${PHOTO}-800.avif 800w, /photos/${PHOTO}-1200.avif 1200w"`,
    );
    expect(html).toContain(`src="/photos/${PHOTO}-1200.webp"`);
    expect(html).toContain('alt="Cars at the curb"');
  });
});
