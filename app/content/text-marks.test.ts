import { describe, expect, it } from "vitest";
import type { ContentDocument } from "./editable";
import { build } from "./live";
import { annotate, itemTextOf, markText } from "./text-marks";

const empty: ContentDocument = { company: {}, texts: [], testimonials: [], posts: [] };
const HEADLINE = "services/services[wedding-valet].hero.heading";
const href = (key: string) => `/staff/content/pages?field=${encodeURIComponent(key)}`;

describe("the preview's texts lead to their fields", () => {
  it("marks every page text in a preview's snapshot only, placeholders filled first", () => {
    const plain = build(empty, "2026-11-27");
    const preview = build(empty, "2026-11-27", undefined, { marked: true });
    const wedding = (s: typeof plain, lang: "en" | "es") =>
      s[lang].services.services.find((x) => x.slug === "wedding-valet");
    expect(wedding(plain, "en")?.hero.heading).toBe("Wedding Valet Parking for Los Angeles Celebrations");
    expect(JSON.stringify(plain.en)).not.toMatch(/[\uE000-\uE1FF]/);
    expect(wedding(preview, "en")?.hero.heading).toBe(markText(HEADLINE, wedding(plain, "en")?.hero.heading ?? ""));
    expect(wedding(preview, "es")?.hero.heading).toBe(markText(HEADLINE, wedding(plain, "es")?.hero.heading ?? ""));
    // Slugs and links stay as they are: the pages' addresses and menus work in the preview.
    expect(wedding(preview, "en")?.slug).toBe("wedding-valet");
    expect(JSON.stringify(preview.en)).not.toContain("{company}");
  });

  it("links a marked text where the page shows it, and leaves no mark anywhere", () => {
    const title = markText("services/services[wedding-valet].metaTitle", "Wedding Valet");
    const alt = markText("services/services[wedding-valet].photoAlt", "Attendants & guests");
    const card = markText("company/home.serviceCards[0].title", "Restaurant");
    const html =
      `<html><head><title>${title}</title><script>if (a<b) x = "${title}";</script></head><body>` +
      `<h1 class="x">${markText(HEADLINE, "Wedding &amp; Valet")}</h1><img alt="${alt}">` +
      `<a href="/services">${card}</a><select><option>${card}</option></select>` +
      `<a href="/share?t=${encodeURIComponent(title)}">share</a><p>${markText("x/unknown", "Words")}</p></body></html>`;
    const out = annotate(html, (key) => (key.startsWith("x/") ? null : href(key)));
    expect(out.html).not.toMatch(/[\uE000-\uE1FF]|%EE%8/i);
    expect(out.html).toContain(
      `<h1 class="x"><a data-text-key="${HEADLINE}" href="${href(HEADLINE)}" target="_top" title="Change these words">Wedding &amp; Valet</a></h1>`,
    );
    // No link in a link: marked only. None in an option or in the title, the script or an attribute.
    expect(out.html).toContain(
      `<a href="/services"><span data-text-key="company/home.serviceCards[0].title">Restaurant</span></a>`,
    );
    expect(out.html).toContain("<option>Restaurant</option>");
    expect(out.html).toContain("<title>Wedding Valet</title>");
    expect(out.html).toContain(`<script>if (a<b) x = "Wedding Valet";</script>`);
    expect(out.html).toContain(`alt="Attendants & guests"`);
    expect(out.html).toContain(`<p><span data-text-key="x/unknown">Words</span></p>`);
    expect(out.keys).toEqual([
      "services/services[wedding-valet].metaTitle",
      HEADLINE,
      "services/services[wedding-valet].photoAlt",
      "company/home.serviceCards[0].title",
      "x/unknown",
    ]);
  });

  it("marks the posts' and testimonials' words with the screen, the item and the field that edit them", () => {
    const plain = build(empty, "2026-11-27");
    const preview = build(empty, "2026-11-27", undefined, { marked: true });
    const [post] = plain.modules.blogEn.blogPosts;
    const [testimonial] = plain.modules.testimonialsEn.testimonials;
    if (!post || !testimonial) throw new Error("the repository has posts and testimonials");
    const marked = preview.modules.blogEn.blogPosts.find((p) => p.slug === post.slug);
    expect(marked?.title).toBe(markText(`posts/${post.slug}.title`, post.title));
    expect(preview.modules.blogEs.postWords[post.slug]?.excerpt).toBe(
      markText(`posts/${post.slug}.excerpt`, plain.modules.blogEs.postWords[post.slug]?.excerpt ?? ""),
    );
    expect(preview.modules.testimonialsEs.testimonialWords[testimonial.id]?.text).toBe(
      markText(
        `testimonials/${testimonial.id}.text`,
        plain.modules.testimonialsEs.testimonialWords[testimonial.id]?.text ?? "",
      ),
    );
    expect(itemTextOf(`posts/${post.slug}.title`)).toEqual({ screen: "posts", id: post.slug, field: "title" });
    expect(itemTextOf(`testimonials/${testimonial.id}.title`)).toEqual({
      screen: "testimonials",
      id: testimonial.id,
      field: "title",
    });
    // A page text's key, or a field those screens do not show as words, is not theirs.
    expect(itemTextOf(HEADLINE)).toBeNull();
    expect(itemTextOf(`posts/${post.slug}.slug`)).toBeNull();
    expect(JSON.stringify(plain.modules.blogEn)).not.toMatch(/[\uE000-\uE1FF]/);
  });
});
