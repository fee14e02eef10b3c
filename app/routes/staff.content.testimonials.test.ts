import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withContent } from "~/components/with-content";
import { draftDocument } from "~/lib/content/store.server";
import { routeCalls, staffRouteDatabase, unwrap } from "../../tests/support/staff-route";
import StaffContentTestimonials, { action, loader } from "./staff.content.testimonials";

const at = staffRouteDatabase();

const { load, post } = routeCalls(
  at,
  "http://localhost/staff/content/testimonials",
  { loader, action },
  { newQuery: "?id=new" },
);

const ana = {
  mode: "new",
  id: "june-wedding-ana",
  author: "Ana P.",
  location: "Pasadena",
  "title.en": "Bride",
  "title.es": "Novia",
  "text.en": "They were <script>wonderful</script>.\r\nTruly.",
  "text.es": "Maravillosos.",
  writtenIn: "es",
  rating: "5",
  places: ["home", "wedding-valet"],
  verifiedSource: "",
  verifiedUrl: "",
};

describe("/staff/content/testimonials", () => {
  it("lists every repository testimonial with the pages it appears on and its sample flag", async () => {
    const { rows, form } = await load();
    expect(form).toBeNull();
    const bride = rows.find((r) => r.id === "bride-bel-air-rain");
    expect(bride).toMatchObject({ author: "Olivia R.", hidden: false, sample: true, unpublished: false });
    expect(bride?.places).toEqual(["home", "wedding-valet"]);
    expect(rows.find((r) => r.id === "planner-pasadena-estate-wedding")?.places).toEqual([
      "testimonials",
      "wedding-valet",
    ]);
  });

  it("starts a repository testimonial's form from its words in both languages and its places", async () => {
    const { form } = await load("?id=bride-bel-air-rain");
    expect(form?.mode).toBe("edit");
    expect(form?.values["title.es"]).toBe("Novia, boda en una finca en las colinas de Bel Air");
    expect(form?.values.places).toEqual(["home", "wedding-valet"]);
    expect(form?.values.writtenIn).toBe("en");
    await expect(load("?id=nobody")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("refuses what the schema refuses, naming each field and keeping what was typed", async () => {
    const result = unwrap(await post({ ...ana, id: "¿?", author: "", "text.en": "x".repeat(2001) })) as {
      data: { values: Record<string, string>; errors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.errors).sort()).toEqual(["author", "id", "text.en"]);
    expect(result.data.errors.id).toBe("Use letters or digits.");
    expect(result.data.values.id).toBe("¿?");
    expect(result.data.values["title.es"]).toBe("Novia");
    expect((await draftDocument(at.storage.db)).changed).toBe(false);
  });

  it("adds a testimonial to the draft, then edits it by its id; an id in use is refused for a new one", async () => {
    expect(unwrap(await post(ana))).toEqual({
      status: 303,
      location: "/staff/content/testimonials?id=june-wedding-ana&saved=1",
    });
    let draft = (await draftDocument(at.storage.db)).document;
    expect(draft.testimonials).toHaveLength(1);
    expect(draft.testimonials[0]).toMatchObject({
      id: "june-wedding-ana",
      text: { en: "They were <script>wonderful</script>.\nTruly.", es: "Maravillosos." },
      places: ["home", "wedding-valet"],
      hidden: false,
    });

    const again = unwrap(await post({ ...ana, author: "Someone" })) as { data: { errors: Record<string, string> } };
    expect(again.data.errors.id).toMatch(/Another testimonial/);
    expect(unwrap(await post({ ...ana, id: "bride-bel-air-rain" }))).toMatchObject({
      data: { errors: { id: expect.any(String) } },
    });

    // Left empty, the id is made from the name and the role; a typed one is written as an id.
    expect(unwrap(await post({ ...ana, id: "", author: "Ana P.", "title.en": "Bride, Malibú" }))).toEqual({
      status: 303,
      location: "/staff/content/testimonials?id=ana-p-bride-malibu&saved=1",
    });
    expect(unwrap(await post({ ...ana, id: "", author: "Ana P.", "title.en": "Bride, Malibu" }))).toEqual({
      status: 303,
      location: "/staff/content/testimonials?id=ana-p-bride-malibu-2&saved=1",
    });
    expect(unwrap(await post({ ...ana, id: "Bride Señora" }))).toEqual({
      status: 303,
      location: "/staff/content/testimonials?id=bride-senora&saved=1",
    });
    await post({ ...ana, mode: "edit", hidden: "on", places: [] }, "?id=june-wedding-ana");
    draft = (await draftDocument(at.storage.db)).document;
    expect(draft.testimonials.map((t) => t.id)).toEqual([
      "june-wedding-ana",
      "ana-p-bride-malibu",
      "ana-p-bride-malibu-2",
      "bride-senora",
    ]);
    expect(draft.testimonials[0]).toMatchObject({ hidden: true, places: [] });

    const { rows } = await load();
    expect(rows.find((r) => r.id === "june-wedding-ana")).toMatchObject({ hidden: true, unpublished: true });
  });

  it("refuses a save from a page opened before another editor's save (409), keeping what was typed", async () => {
    expect(unwrap(await post(ana))).toMatchObject({ status: 303 });
    const stale = unwrap(
      await post({ ...ana, mode: "edit", "text.en": "Mine.", revision: "0" }, "?id=june-wedding-ana"),
    );
    expect(stale).toMatchObject({ init: { status: 409 }, data: { values: { "text.en": "Mine." } } });
    const { problems } = (stale as { data: { problems: string[] } }).data;
    expect(problems[0]).toMatch(/^Not saved: Owner changed the draft: added the testimonial "june-wedding-ana" \(/);
    expect((await draftDocument(at.storage.db)).document.testimonials[0]?.text.en).toMatch(/^They were/);
    // A form without a revision is refused the same way.
    const bare = unwrap(await post({ ...ana, mode: "edit", revision: "" }, "?id=june-wedding-ana"));
    expect(bare).toMatchObject({ init: { status: 409 } });
  });

  it("edits a repository testimonial into the draft: no longer a sample", async () => {
    const { form } = await load("?id=bride-bel-air-rain");
    const values = Object.fromEntries(Object.entries(form?.values ?? {}).filter(([name]) => name !== "hidden"));
    await post({ ...values, mode: "edit", places: ["testimonials"] }, "?id=bride-bel-air-rain");
    const { rows } = await load();
    expect(rows.find((r) => r.id === "bride-bel-air-rain")).toMatchObject({ sample: false, places: ["testimonials"] });
  });

  it("asks where a verified review can be read when only its address is given", async () => {
    const result = unwrap(await post({ ...ana, verifiedUrl: "https://reviews.example/ana" })) as {
      data: { errors: Record<string, string> };
    };
    expect(Object.keys(result.data.errors)).toEqual(["verifiedSource"]);
  });

  it("renders the list and the form, what was typed as text, each error beside its field", async () => {
    const page = (loaderData: unknown, actionData?: unknown) =>
      renderToStaticMarkup(
        withContent(createElement(StaffContentTestimonials as never, { loaderData, actionData } as never)),
      );
    const list = page(await load());
    expect(list).toContain("Add a testimonial");
    expect(list).toContain("Sample: replace before launch");
    const refused = unwrap(await post({ ...ana, author: "" })) as { data: unknown };
    const form = page(await load("?id=new"), refused.data);
    expect(form).toContain("&lt;script&gt;wonderful&lt;/script&gt;");
    expect(form).not.toContain("<script>");
    expect(form).toContain('role="alert"');
    expect(form).toMatch(
      /id="testimonial-author"[^>]*aria-invalid="true"[^>]*aria-describedby="testimonial-author-hint testimonial-author-error"/,
    );
    expect(form).toMatch(/<input id="testimonial-places-home"[^>]*checked=""/);
  });
});
