import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument } from "~/content/editable";
import { contentVersion } from "~/lib/content-version.server";
import { databases, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";
import { draftDocument, listVersions, publish, publishedDocument, updateDraft } from "./store.server";

const owner = { name: "Owner", email: "owner@valet.example" };
const edition = (phone: string): ContentDocument => ({ company: { phone }, texts: [], testimonials: [], posts: [] });

/** Makes every write of the shared content version fail, as a full disk or a lost connection would. */
async function failTheBump(storage: Awaited<ReturnType<(typeof databases)[number]["open"]>>) {
  if (storage.dialect === "sqlite") {
    for (const event of ["insert", "update"]) {
      await sql
        .raw(`create trigger fail_bump_${event} before ${event} on settings when new.name = 'content-version'
          begin select raise(abort, 'database or disk is full'); end`)
        .execute(storage.db);
    }
  } else {
    await sql
      .raw(`create function fail_bump() returns trigger language plpgsql as $$
        begin if new.name = 'content-version' then raise exception 'could not extend file: No space left on device'; end if;
        return new; end $$`)
      .execute(storage.db);
    await sql
      .raw("create trigger fail_bump before insert or update on settings for each row execute function fail_bump()")
      .execute(storage.db);
  }
  return async () => {
    if (storage.dialect === "sqlite") {
      await sql.raw("drop trigger fail_bump_insert").execute(storage.db);
      await sql.raw("drop trigger fail_bump_update").execute(storage.db);
    } else {
      await sql.raw("drop trigger fail_bump on settings").execute(storage.db);
      await sql.raw("drop function fail_bump()").execute(storage.db);
    }
  };
}

for (const database of databases) {
  describe.skipIf(database.name === "postgres" && !postgresUrl)(`publishing on ${database.name}`, () => {
    let storage: Awaited<ReturnType<typeof database.open>>;
    beforeAll(async () => {
      storage = await database.open();
    });
    afterAll(() => storage?.cleanup());

    it("publishes nothing when the version bump fails, tells the owner so, and publishes all of it on a retry", async () => {
      const first = await publish(storage.db, owner, edition("(213) 555-0101"), { note: "first" });
      expect(first).toMatchObject({ ok: true, id: expect.any(Number) });
      const firstId = first.ok ? first.id : 0;
      expect(await contentVersion(storage.db)).toBe(String(firstId));

      const { revision } = await draftDocument(storage.db);
      await updateDraft(storage.db, owner, () => edition("(213) 555-0102"), "company details", revision);
      const restore = await failTheBump(storage);
      const failed = await publish(storage.db, owner, edition("(213) 555-0102"), { note: "second" });
      expect(failed).toEqual({ ok: false, unavailable: true, problems: [expect.stringMatching(/^Not published/)] });
      // Nothing of it is kept: the history, the live version, the version every server keys its pages by, and the
      // draft are as they were.
      expect((await listVersions(storage.db)).map((v) => v.id)).toEqual([firstId]);
      expect((await publishedDocument(storage.db)).id).toBe(firstId);
      expect(await contentVersion(storage.db)).toBe(String(firstId));
      expect((await draftDocument(storage.db)).changed).toBe(true);
      await restore();

      const retried = await publish(storage.db, owner, edition("(213) 555-0102"), { note: "second" });
      expect(retried).toMatchObject({ ok: true, id: expect.any(Number) });
      const retriedId = retried.ok ? retried.id : 0;
      expect((await publishedDocument(storage.db)).id).toBe(retriedId);
      expect(await contentVersion(storage.db)).toBe(String(retriedId));
      expect((await draftDocument(storage.db)).changed).toBe(false);
    });
  });
}
if (!postgresUrl) it.skip(postgresSkipReason, () => {});
