import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/editable";
import { parseEnv } from "~/lib/env.server";
import { openStorage } from "~/lib/storage/db.server";
import { edition as editionOf, testimonialEdit } from "../../../tests/support/editions";
import { checkDocument, listVersions, publish, publishedDocument } from "./store.server";
import { contentCommand } from "./transfer.server";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "valet-content-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const owner = { name: "Owner", email: "owner@valet.example" };
/** Stands in for the renderer of ~/lib/content/edition-renderer.server.ts: each page renders, unless `failing` names it. */
const renderer = (failing: Record<string, number> = {}, seen: unknown[] = []) => ({
  renderEdition: async (edition: ContentDocument, paths: string[] | null) => {
    seen.push(edition);
    return (paths ?? ["/", "/services/wedding-valet", ...Object.keys(failing)]).map((p) => ({
      path: p,
      status: failing[p] ?? 200,
      html: "",
    }));
  },
});
const pages = renderer();
const edition = editionOf({
  company: { phone: "(213) 555-0199" },
  testimonials: [
    testimonialEdit("june-wedding-ana", {
      author: "Ana P.",
      location: "Pasadena",
      text: { en: "Wonderful.", es: "Maravillosos." },
      writtenIn: "es",
      places: ["home"],
    }),
  ],
});

async function versions() {
  const storage = await openStorage({ dataDir });
  try {
    return await listVersions(storage.db);
  } finally {
    await storage.close();
  }
}

describe("npm run content", () => {
  it("exports the published edition and imports it back as one new version, unchanged", async () => {
    const storage = await openStorage({ dataDir });
    await publish(storage.db, owner, edition, { note: "first" });
    await storage.close();
    const file = path.join(dataDir, "content.json");
    const config = parseEnv({ DATA_DIR: dataDir });
    expect(await contentCommand(["export", file], config)).toMatchObject({ code: 0 });
    const exported = JSON.parse(readFileSync(file, "utf8"));
    expect(exported).toMatchObject({ version: 1, ...edition });
    expect(await contentCommand(["import", file], config, pages)).toEqual({
      code: 0,
      out: `Published ${file} as version 2.\n`,
      err: "",
    });
    const again = path.join(dataDir, "again.json");
    await contentCommand(["export", again], config);
    expect(JSON.parse(readFileSync(again, "utf8"))).toEqual({ ...exported, version: 2 });
  });

  it("refuses a file with three invalid items whole, naming each, and changes nothing", async () => {
    const file = path.join(dataDir, "bad.json");
    const [testimonial] = edition.testimonials;
    writeFileSync(
      file,
      JSON.stringify({
        company: { phone: "555" },
        testimonials: [{ ...testimonial, rating: 9 }],
        posts: [{ slug: "Not A Slug" }],
      }),
    );
    const result = await contentCommand(["import", file], parseEnv({ DATA_DIR: dataDir }), pages);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Nothing was changed/);
    expect(result.err).toContain("company › phone: Write the phone as (310) 555-0147.");
    expect(result.err).toContain("testimonials › 0 › rating: From 1 to 5.");
    expect(result.err).toMatch(/posts › 0 › slug: Lower-case letters/);
    expect(await versions()).toEqual([]);
  });

  it("refuses an edition whose Spanish is missing", async () => {
    const file = path.join(dataDir, "half.json");
    const [testimonial] = edition.testimonials;
    writeFileSync(file, JSON.stringify({ testimonials: [{ ...testimonial, text: { en: "Great.", es: "" } }] }));
    const result = await contentCommand(["import", file], parseEnv({ DATA_DIR: dataDir }), pages);
    expect(result.err).toContain('Testimonial "june-wedding-ana": text: the Spanish text is missing.');
    expect(await versions()).toEqual([]);
  });
});

describe("npm run content -- import: the checks of a publication", () => {
  it("refuses keys that are structure and a page that would not render, whole, naming each in one pass", async () => {
    const file = path.join(dataDir, "structure.json");
    writeFileSync(
      file,
      JSON.stringify({
        ...edition,
        texts: [
          { key: "services/services[wedding-valet].slug", en: "../../staff", es: "../../staff" },
          { key: "company/home.hero.headline", en: "Valet", es: "" },
        ],
      }),
    );
    const seen: unknown[] = [];
    const result = await contentCommand(
      ["import", file],
      parseEnv({ DATA_DIR: dataDir }),
      renderer({ "/blog/rss.xml": 500 }, seen),
    );
    expect(result.code).toBe(1);
    expect(result.err.split("\n")).toEqual([
      "Nothing was changed: 3 problem(s).",
      '  ✗ texts › 0 › key: "services/services[wedding-valet].slug" is structure (a slug, an id, a link, an icon or a date), not words; it stays in the repository.',
      "  ✗ Page text company/home.hero.headline: the Spanish text is missing.",
      "  ✗ /blog/rss.xml would not show (500).",
      "",
    ]);
    // Every page was rendered with the file's edition, as the editor's Publish does.
    expect(seen).toHaveLength(1);
    expect(await versions()).toEqual([]);
  });

  it("records who imported: --as, or the owner's account", async () => {
    const file = path.join(dataDir, "content.json");
    writeFileSync(file, JSON.stringify(edition));
    const config = parseEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: "Office@Valet.example" });
    expect(await contentCommand(["import", file, "--as", "Ana Ruiz <ana@valet.example>"], config, pages)).toMatchObject(
      {
        code: 0,
      },
    );
    expect(await contentCommand(["import", file], config, pages)).toMatchObject({ code: 0 });
    expect((await versions()).map((v) => [v.actor_name, v.actor_email, v.note])).toEqual([
      ["Owner", "office@valet.example", `Imported from ${file}`],
      ["Ana Ruiz", "ana@valet.example", `Imported from ${file}`],
    ]);
    expect(await contentCommand(["import", file, "--as", "ana@valet.example"], config, pages)).toEqual({
      code: 2,
      out: "",
      err: '--as takes "Name <email>", e.g. --as "Ana Ruiz <ana@example.com>".\n',
    });
    // Without the page renderer nothing is imported: no publication skips the check that every page renders.
    expect(await contentCommand(["import", file], config)).toMatchObject({ code: 2 });
    expect(await versions()).toHaveLength(2);
  });
});

describe("a stored edition after a deploy", () => {
  it("still loads when the repository no longer has a text it sets, and the rest of it applies", async () => {
    const storage = await openStorage({ dataDir });
    try {
      await publish(storage.db, owner, edition, { note: "first" });
      // As if a deploy removed a paragraph the owner had edited: the stored version names a key the pages lack.
      const stale = { ...edition, texts: [{ key: "company/home.removedParagraph", en: "Gone", es: "Ya no" }] };
      await storage.db
        .updateTable("content_versions")
        .set({ document: JSON.stringify(stale) })
        .execute();
      const { document } = await publishedDocument(storage.db);
      expect(document.company.phone).toBe("(213) 555-0199");
      expect(document.texts).toHaveLength(1);
      expect(checkDocument(document)).toMatchObject({ ok: false });
    } finally {
      await storage.close();
    }
  });
});
