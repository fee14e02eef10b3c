import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type FormValues, textOf } from "~/components/staff/StaffField";
import { blogPosts } from "~/content/blog";
import { postSchema } from "~/content/editable";
import { postWords } from "~/content/es/blog";
import type { LibraryPhoto } from "~/lib/content/photo-library";
import { MAX_TEXT_BODY, readFormData } from "~/lib/leads/request-body.server";
import { blankPost, PostForm, postValues } from "./PostForm";
import { blocksToMarkdown } from "./PostMarkdown";

const ARTICLE = 20_000;

/** `text` repeated to exactly `length` characters once its line breaks are one character each. */
const fill = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);

/** The cover's radio buttons, without their classes. */
const coverInputs = (html: string) =>
  [...html.matchAll(/<input [^>]*name="cover"[^>]*>/g)].map(([tag]) => tag.replace(/ class="[^"]*"/, ""));

const newPost = { ...blankPost("2026-05-01"), category: "event-parking-tips" } as const;

/** The form of a new post with `values`, as the server renders it. */
const renderNew = (values: FormValues, photos: readonly LibraryPhoto[] = [], taken: string[] = []) =>
  renderToStaticMarkup(
    <PostForm
      csrf="t"
      revision={0}
      mode="new"
      values={values}
      errors={{}}
      problems={[]}
      saved={false}
      photos={photos}
      taken={taken}
    />,
  );

describe("the post form", () => {
  const post = blogPosts[0];
  if (!post) throw new Error("no post");
  const es = postWords[post.slug];

  it("shows what was typed as text", () => {
    const html = renderNew(
      postValues({
        ...newPost,
        slug: "a-post",
        title: { en: '<script>alert("x")</script>', es: "" },
        excerpt: { en: "An excerpt", es: "" },
        body: { en: "## Heading\n\n<img src=x onerror=alert(1)>", es: "" },
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
    expect(coverInputs(html)).toEqual(['<input type="radio" id="post-cover" name="cover" checked="" value=""/>']);
  });

  it("offers the photographs by their picture, description and upload date, and says the address to come", () => {
    const values = { ...postValues(newPost), "title.en": "June Wedding Recap, Malibú" };
    const photos = [
      {
        id: "aaaaaaaaaaaaaaaa",
        thumbnail: "aaaaaaaaaaaaaaaa-480.webp",
        width: 1200,
        uploaded: "2026-06-02T17:00:00Z",
        description: "The valet stand at dusk",
      },
      {
        id: "bbbbbbbbbbbbbbbb",
        thumbnail: "bbbbbbbbbbbbbbbb-480.webp",
        width: 480,
        uploaded: "2026-06-01T17:00:00Z",
        description: "",
      },
    ];
    const html = renderNew(values, photos, ["june-wedding-recap-malibu"]);
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("The address it will have: /blog/june-wedding-recap-malibu-2");
    expect(text).toContain("The valet stand at dusk Uploaded Jun 2, 2026");
    expect(text).toContain("Not described yet Uploaded Jun 1, 2026");
    expect(text).toContain("Too narrow for a cover (480 pixels wide)");
    // A cover is a radio button, never a select of ids; the narrow photo cannot be chosen.
    expect(html).not.toContain('<select id="post-cover"');
    expect(coverInputs(html)).toEqual([
      '<input type="radio" id="post-cover" name="cover" checked="" value=""/>',
      '<input type="radio" name="cover" value="aaaaaaaaaaaaaaaa"/>',
      '<input type="radio" disabled="" name="cover" value="bbbbbbbbbbbbbbbb"/>',
    ]);
    // The article's Markdown line for each photo, at the widest file up to 800 pixels.
    expect(text).toContain("![The valet stand at dusk](/photos/aaaaaaaaaaaaaaaa-800.webp)");
    expect(text).toContain("![What the photograph shows](/photos/bbbbbbbbbbbbbbbb-480.webp)");
  });

  it("carries two articles at the limit, every other field full, URL-encoded within the form post's limit", async () => {
    const english = blocksToMarkdown(post.body).replace(/\n/g, "\r\n");
    const spanish = blocksToMarkdown(es?.body ?? []).replace(/\n/g, "\r\n");
    // What a browser sends: line breaks as CR LF, which the form counts as one character each.
    const body = (text: string) => {
      let typed = "";
      while (typed.replace(/\r\n/g, "\n").length < ARTICLE) typed += text;
      const lines = typed.split("\r\n");
      let out = "";
      for (const line of lines) {
        const next = out ? `${out}\r\n${line}` : line;
        if (next.replace(/\r\n/g, "\n").length > ARTICLE) {
          return out + (out ? "\r\n" : "") + line.slice(0, ARTICLE - out.replace(/\r\n/g, "\n").length - 1);
        }
        out = next;
      }
      return out;
    };
    const form = new URLSearchParams();
    const fields: Record<string, string> = {
      csrf: "x".repeat(64),
      intent: "save",
      mode: "new",
      slug: fill("a-long-address-", 80).replace(/-$/, "x"),
      category: "event-parking-tips",
      date: "2026-05-01",
      hidden: "on",
      cover: "3f2a9c0e1b7d4a66",
      "coverAlt.en": fill("A valet stand at dusk — ", 200),
      "coverAlt.es": fill("Un podio de valet al atardecer — ", 200),
      "title.en": fill("Title “quoted” — ", 120),
      "title.es": fill("Título “citado” — ", 120),
      "excerpt.en": fill("An excerpt, with “quotes” — ", 400),
      "excerpt.es": fill("Un extracto, con «comillas» — ", 400),
      "body.en": body(english),
      "body.es": body(spanish),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new Request("http://localhost/staff/content/posts", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    // About 50 KB of the 64 KB a form post may take.
    expect(form.toString().length).toBeLessThan(MAX_TEXT_BODY - 10 * 1024);
    const read = await readFormData(request, { files: false });
    expect(textOf(read, "body.es")).toHaveLength(ARTICLE);
    const both = (name: string) => ({ en: textOf(read, `${name}.en`), es: textOf(read, `${name}.es`) });
    const parsed = postSchema.safeParse({
      slug: textOf(read, "slug"),
      category: textOf(read, "category"),
      date: textOf(read, "date"),
      hidden: true,
      cover: textOf(read, "cover"),
      coverAlt: both("coverAlt"),
      title: both("title"),
      excerpt: both("excerpt"),
      body: both("body"),
    });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("refuses an article one character over the limit", () => {
    const parsed = postSchema.shape.body.safeParse({ en: "a".repeat(ARTICLE + 1), es: "b" });
    expect(parsed.success).toBe(false);
  });
});
