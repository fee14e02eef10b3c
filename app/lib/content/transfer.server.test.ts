import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/editable";
import { parseEnv } from "~/lib/env.server";
import { openStorage } from "~/lib/storage/db.server";
import { checkDocument, listVersions, publish, publishedDocument } from "./store.server";
import { contentCommand } from "./transfer.server";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "valet-content-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const owner = { name: "Owner", email: "owner@valet.example" };
const edition: ContentDocument = {
  company: { phone: "(213) 555-0199" },
  texts: [],
  testimonials: [
    {
      id: "june-wedding-ana",
      rating: 5,
      author: "Ana P.",
      location: "Pasadena",
      title: { en: "Bride", es: "Novia" },
      text: { en: "Wonderful.", es: "Maravillosos." },
      writtenIn: "es",
      places: ["home"],
      hidden: false,
      verifiedSource: "",
      verifiedUrl: "",
    },
  ],
  posts: [],
};

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
    expect(await contentCommand(["import", file], config)).toEqual({
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
    const result = await contentCommand(["import", file], parseEnv({ DATA_DIR: dataDir }));
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
    const result = await contentCommand(["import", file], parseEnv({ DATA_DIR: dataDir }));
    expect(result.err).toContain('Testimonial "june-wedding-ana": text: the Spanish text is missing.');
    expect(await versions()).toEqual([]);
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
