import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { draftDocument } from "~/lib/content/store.server";
import { routeCalls, staffRouteDatabase, unwrap } from "../../tests/support/staff-route";
import StaffContentPosts, { action, loader } from "./staff.content.posts";

const at = staffRouteDatabase();
const PHOTO = "3f2a9c0e1b7d4a66";

const { load, post } = routeCalls(
  at,
  "http://localhost/staff/content/posts",
  { loader, action },
  { newQuery: "?slug=new" },
);
type Refused = { data: { values: Record<string, string> | null; errors: Record<string, string>; problems: string[] } };

const june = {
  mode: "new",
  slug: "june-wedding-tips",
  category: "event-parking-tips",
  date: "2099-06-01",
  cover: "",
  "coverAlt.en": "",
  "coverAlt.es": "",
  "title.en": "June wedding tips",
  "title.es": "Consejos para bodas en junio",
  "excerpt.en": "What to plan.",
  "excerpt.es": "Qué planear.",
  "body.en": "## Arrivals\r\n\r\nPlan **early**.",
  "body.es": "## Llegadas\r\n\r\nPlanee **con tiempo**.",
};

describe("/staff/content/posts", () => {
  it("lists the repository's posts, newest first, on the blog", async () => {
    const { rows } = await load();
    expect(rows.map((r) => r.slug)).toEqual([
      "stress-free-wedding-valet",
      "restaurant-valet-value",
      "day-in-the-life-valet-attendant",
    ]);
    expect(rows.every((r) => r.state === "published" && !r.unpublished && !r.missingSpanish)).toBe(true);
  });

  it("starts a repository post's form from its words, the body written as Markdown", async () => {
    const { form, photos } = await load("?slug=stress-free-wedding-valet");
    expect(form?.mode).toBe("edit");
    expect(form?.values["body.en"]).toMatch(/^Guests remember how a wedding day began/);
    expect(form?.values["body.en"]).toContain("\n\n## Book early, especially in peak season\n\n");
    expect(form?.values["body.en"]).toContain("\n- The guest count,");
    expect(form?.values["body.es"]).toContain("## Reserve con tiempo");
    expect(form?.values["coverAlt.en"]).toMatch(/^Line illustration of a garden wedding venue/);
    expect(photos).toEqual([]);
  });

  it("writes a post into the draft: scheduled when dated later, its line breaks as typed", async () => {
    expect(unwrap(await post(june))).toEqual({
      status: 303,
      location: "/staff/content/posts?slug=june-wedding-tips&saved=1",
    });
    const draft = (await draftDocument(at.storage.db)).document;
    expect(draft.posts[0]?.body).toEqual({
      en: "## Arrivals\n\nPlan **early**.",
      es: "## Llegadas\n\nPlanee **con tiempo**.",
    });
    const { rows } = await load();
    expect(rows[0]).toMatchObject({ slug: "june-wedding-tips", state: "scheduled", unpublished: true });
    const again = unwrap(await post({ ...june, "title.en": "Other" })) as Refused;
    expect(again.data.errors.slug).toMatch(/Another post/);
  });

  it("refuses what the schema refuses, naming each field and keeping what was typed", async () => {
    const result = unwrap(
      await post({ ...june, slug: "x", category: "", date: "June 1", "title.en": "", "coverAlt.es": "Una foto" }),
    ) as Refused & { init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.errors).sort()).toEqual(["category", "coverAlt.en", "date", "slug", "title.en"]);
    expect(result.data.values?.["body.es"]).toBe("## Llegadas\n\nPlanee **con tiempo**.");
    expect((await draftDocument(at.storage.db)).changed).toBe(false);
  });

  it("takes only an uploaded photograph as the cover, described", async () => {
    /** One width of the cover photograph, as an upload keeps it. */
    const keepVariant = (width: number) =>
      at.storage.db
        .insertInto("content_photos")
        .values({
          file: `${PHOTO}-${width}.webp`,
          photo: PHOTO,
          type: "image/webp",
          content: Buffer.from("x"),
          created_at: new Date().toISOString(),
        })
        .execute();
    const missing = unwrap(
      await post({ ...june, cover: PHOTO, "coverAlt.en": "Cars", "coverAlt.es": "Autos" }),
    ) as Refused;
    expect(missing.data.errors.cover).toMatch(/no longer uploaded/);
    await keepVariant(480);
    const narrow = unwrap(
      await post({ ...june, cover: PHOTO, "coverAlt.en": "Cars", "coverAlt.es": "Autos" }),
    ) as Refused;
    expect(narrow.data.errors.cover).toMatch(/narrower than 1200 pixels/);
    await keepVariant(1200);
    const undescribed = unwrap(await post({ ...june, cover: PHOTO })) as Refused;
    expect(Object.keys(undescribed.data.errors)).toEqual(["coverAlt.en"]);
    expect(unwrap(await post({ ...june, cover: PHOTO, "coverAlt.en": "Cars", "coverAlt.es": "Autos" }))).toMatchObject({
      status: 303,
    });
    const { photos } = await load("?slug=june-wedding-tips");
    expect(photos.map((p) => p.id)).toEqual([PHOTO]);
  });

  it("says so when a post is too long to send, and saves nothing", async () => {
    const result = unwrap(await post({ ...june, "body.en": "a".repeat(70_000) })) as Refused & {
      init: { status: number };
    };
    expect(result.init.status).toBe(413);
    expect(result.data.problems[0]).toMatch(/too long to send/);
    expect((await draftDocument(at.storage.db)).changed).toBe(false);
  });

  it("renders the list and a repository post's form", async () => {
    const page = (loaderData: unknown) =>
      renderToStaticMarkup(createElement(StaffContentPosts as never, { loaderData } as never));
    const list = page(await load());
    expect(list).toContain("Write a post");
    expect(list).toContain("How to Plan a Stress-Free Wedding Valet Service");
    const form = page(await load("?slug=stress-free-wedding-valet"));
    expect(form).toContain('<textarea id="post-body-en" name="body.en"');
    expect(form).toContain('<option value="event-parking-tips" selected="">Event Parking Tips</option>');
  });
});
