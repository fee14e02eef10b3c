import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draftDocument, updateDraft } from "~/lib/content/store.server";
import { openStorage, type Storage } from "~/lib/storage/db.server";
import { postgresSkipReason, postgresUrl, scratchDatabase } from "../support/databases";
import { type RunningSite, startSite } from "../support/site";
import { staffDesk } from "../support/staff";

/*
 * From the owner's press of Publish to the pages (issue 40): every page is rendered with the edition before it goes
 * live, and the pages show it within 5 s of the press, on SQLite and on PostgreSQL.
 */

const OWNER = "owner@valet.example";
const PASSWORD = "a long parking lot password";
const PUBLISHED_WITHIN_MS = 5_000;

const database = scratchDatabase("valet_publish");

describe.each([
  { name: "SQLite", postgres: false, skip: false },
  { name: `PostgreSQL${postgresUrl ? "" : ` (${postgresSkipReason})`}`, postgres: true, skip: !postgresUrl },
])("publishing on $name", ({ postgres, skip }) => {
  let site: RunningSite;
  let storage: Storage;
  const desk = staffDesk(() => site.url, { network: "10.41.0", owner: OWNER, password: PASSWORD });
  beforeAll(async () => {
    if (skip) return;
    let databaseUrl: string | undefined;
    if (postgres) databaseUrl = await database.create();
    site = await startSite({ DATABASE_URL: databaseUrl, ADMIN_EMAIL: OWNER, ADMIN_PASSWORD: PASSWORD });
    storage = await openStorage({ dataDir: site.dataDir, databaseUrl });
  });
  afterAll(async () => {
    await storage?.close();
    await site?.stop();
    if (postgres && !skip) await database.drop();
  });

  it.skipIf(skip)(
    "serves a publication on the pages within 5 s of the press of Publish",
    async () => {
      const { cookie, csrf } = await desk.logIn();
      const timings: number[] = [];
      // Three publications, the first on a server that has rendered no page with an edition yet.
      for (const phone of ["(213) 555-0141", "(213) 555-0142", "(213) 555-0143"]) {
        const { revision } = await draftDocument(storage.db);
        const saved = await updateDraft(
          storage.db,
          { name: "Owner", email: OWNER },
          (doc) => ({ ...doc, company: { ...doc.company, phone } }),
          "company details",
          revision,
        );
        expect(saved.ok).toBe(true);
        expect(await (await fetch(`${site.url}/contact`)).text()).not.toContain(phone);
        // The owner opens the screen with the Publish button and presses it at once.
        const opened = performance.now();
        const screen = await (await fetch(`${site.url}/staff/content`, { headers: { Cookie: cookie } })).text();
        const openedIn = performance.now() - opened;
        const draft = screen.match(
          /name="intent" value="publish"\/>(?:(?!<\/form>).)*?name="revision" value="(\d+)"/s,
        )?.[1];
        expect(draft).toBe(String((await draftDocument(storage.db)).revision));

        const pressed = performance.now();
        const answer = await fetch(`${site.url}/staff/content`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ csrf, intent: "publish", note: phone, revision: draft ?? "" }).toString(),
          redirect: "manual",
        });
        const answeredIn = performance.now() - pressed;
        expect(answer.status).toBe(302);
        expect(answer.headers.get("location")).toMatch(/published=\d+/);
        await expect
          .poll(async () => (await fetch(`${site.url}/contact`)).text(), { timeout: 10_000, interval: 50 })
          .toContain(phone);
        const shownIn = performance.now() - pressed;
        timings.push(shownIn);
        console.info(
          `publication: screen opened in ${Math.round(openedIn)} ms, answered in ${Math.round(answeredIn)} ms, on the pages in ${Math.round(shownIn)} ms`,
        );
      }
      for (const shownIn of timings) expect(shownIn).toBeLessThan(PUBLISHED_WITHIN_MS);
    },
    120_000,
  );
});
