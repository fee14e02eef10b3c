import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { textAt } from "~/content/texts";
import { seedContent } from "../../../tests/support/content";
import { onEachDatabase } from "../../../tests/support/databases";
import {
  bringBack,
  checkDocument,
  discardDraft,
  draftDocument,
  listVersions,
  publish,
  setAsideDrafts,
  updateDraft,
} from "./store.server";

const ana = { name: "Ana Ruiz", email: "ana@valet.example" };
const ben = { name: "Ben Ortiz", email: "ben@valet.example" };
const phone = (value: string) => (doc: Parameters<Parameters<typeof updateDraft>[2]>[0]) => ({
  ...doc,
  company: { ...doc.company, phone: value },
});
const HEADING = "company/home.mission.heading";
/** The texts as the editor shows them: the repository's, filled. */
const { modules: m } = seedContent();

onEachDatabase("the draft's revision", "suite", (testDb) => {
  it("refuses a save from an older revision, naming who changed what and when; the newer change stays", async () => {
    const { db } = testDb.storage;
    const opened = (await draftDocument(db)).revision;
    expect(await updateDraft(db, ana, phone("(213) 555-0100"), "company details", opened)).toMatchObject({
      ok: true,
    });
    const refused = await updateDraft(db, ben, phone("(213) 555-0200"), "company details", opened);
    expect(refused).toMatchObject({ ok: false, conflict: true });
    expect(refused.ok ? "" : refused.problems.join()).toMatch(
      /^Not saved: Ana Ruiz changed the draft: company details \(\w{3} \d+, \d{4}, \d+:\d\d [AP]M\), after you opened this page\./,
    );
    const draft = await draftDocument(db);
    expect(draft).toMatchObject({ changed: true, revision: opened + 1, by: "Ana Ruiz" });
    expect(draft.document.company.phone).toBe("(213) 555-0100");
    // From the page as it is now, Ben's save goes in.
    expect(await updateDraft(db, ben, phone("(213) 555-0200"), "company details", draft.revision)).toMatchObject({
      ok: true,
    });
    expect((await draftDocument(db)).document.company.phone).toBe("(213) 555-0200");
  });

  it("of two saves from the same revision at once, one is stored and the other refused", async () => {
    const { db } = testDb.storage;
    const { revision } = await draftDocument(db);
    const results = await Promise.all([
      updateDraft(db, ana, phone("(213) 555-0111"), "company details", revision),
      updateDraft(db, ben, phone("(213) 555-0222"), "company details", revision),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.conflict)).toHaveLength(1);
    expect((await draftDocument(db)).revision).toBe(revision + 1);
  });

  it("stores nothing when the change leaves the draft as it was, and no text equal to the repository's", async () => {
    const { db } = testDb.storage;
    const before = await draftDocument(db);
    const untouched = await updateDraft(
      db,
      ana,
      (doc) => ({
        ...doc,
        texts: [{ key: HEADING, en: textAt(m, HEADING, "en") ?? "", es: textAt(m, HEADING, "es") ?? "" }],
      }),
      "page texts",
      before.revision,
    );
    expect(untouched).toMatchObject({ ok: true });
    expect(await draftDocument(db)).toEqual(before);
  });

  it("counts on across a publication: a page opened before it cannot save over the published draft", async () => {
    const { db } = testDb.storage;
    const opened = (await draftDocument(db)).revision;
    const published = await publish(db, ana, (await draftDocument(db)).document, { note: "phone", draft: opened });
    expect(published).toMatchObject({ ok: true, setAside: false });
    const after = await draftDocument(db);
    expect(after).toMatchObject({ changed: false, revision: opened + 1 });
    const refused = await updateDraft(db, ben, phone("(213) 555-0333"), "company details", opened);
    expect(refused.ok ? "" : refused.problems.join()).toMatch(/^Not saved: Ana Ruiz published the draft as version/);
    // Publishing a draft that moved on since the publisher looked at it is refused too.
    await updateDraft(db, ben, phone("(213) 555-0444"), "company details", after.revision);
    const stale = await publish(db, ana, (await draftDocument(db)).document, { note: "x", draft: after.revision });
    expect(stale).toMatchObject({ ok: false, conflict: true });
  });

  it("keeps a draft that a restore sets aside, and brings it back", async () => {
    const { db } = testDb.storage;
    const [first] = (await listVersions(db)).slice(-1);
    const draft = await draftDocument(db);
    expect(draft.changed).toBe(true);
    const restored = await publish(db, ana, (await draftDocument(db)).document, {
      note: `Restored version ${first?.id}`,
    });
    expect(restored).toMatchObject({ ok: true, setAside: true });
    const [kept] = await setAsideDrafts(db);
    expect(kept).toMatchObject({ edited_by: "Ben Ortiz", set_aside_by: "Ana Ruiz" });
    const now = await draftDocument(db);
    expect(now.changed).toBe(false);
    expect(await bringBack(db, ben, kept?.id ?? 0, now.revision)).toEqual({ ok: true });
    const back = await draftDocument(db);
    expect(back).toMatchObject({ changed: true, revision: now.revision + 1 });
    expect(back.document).toEqual(draft.document);
    expect(await setAsideDrafts(db)).toEqual([]);
    // Discarding sets it aside too.
    expect(await discardDraft(db, ana, back.revision)).toEqual({ ok: true });
    expect(await setAsideDrafts(db)).toHaveLength(1);
    expect((await draftDocument(db)).changed).toBe(false);
  });
});

describe("an edition's texts", () => {
  it("refuses keys that are structure: a slug, a link, an icon", () => {
    const checked = checkDocument({
      texts: [
        { key: "services/services[wedding-valet].slug", en: "../../staff", es: "../../staff" },
        { key: "services/services[wedding-valet].icon", en: "car", es: "car" },
      ],
    });
    expect(checked).toEqual({
      ok: false,
      problems: [
        'texts › 0 › key: "services/services[wedding-valet].slug" is structure (a slug, an id, a link, an icon or a date), not words; it stays in the repository.',
        'texts › 1 › key: "services/services[wedding-valet].icon" is structure (a slug, an id, a link, an icon or a date), not words; it stays in the repository.',
      ],
    });
  });

  it("reads a textarea's \\r\\n as \\n: a text as the repository wrote it is no edit", () => {
    const en = textAt(m, HEADING, "en") ?? "";
    const checked = checkDocument({ texts: [{ key: HEADING, en: `${en}\r\n`, es: "Otra\r\nlínea" }] });
    expect(checked).toMatchObject({ ok: true, document: { texts: [{ key: HEADING, en, es: "Otra\nlínea" }] } });
    const same = checkDocument({ texts: [{ key: HEADING, en, es: textAt(m, HEADING, "es") }] });
    expect(same).toMatchObject({ ok: true, document: { texts: [] } });
  });

  it("takes a text that names a figure, saved as the screen shows it, for no edit: it goes on following the figure", () => {
    const key = "company/about.story.paragraphs[2]";
    const [en, es] = [textAt(m, key, "en") ?? "", textAt(m, key, "es") ?? ""];
    expect(en).toContain(site.eventsServed);
    expect(checkDocument({ texts: [{ key, en, es }] })).toMatchObject({ ok: true, document: { texts: [] } });
    const changed = { company: { eventsServed: "650+" }, texts: [{ key, en, es }] };
    expect(checkDocument(changed)).toMatchObject({ ok: true, document: { texts: [{ key }] } });
  });
});
