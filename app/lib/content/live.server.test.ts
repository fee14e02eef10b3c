import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { databases, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";
import { CONTENT_CHECK_MS, liveContent } from "./live.server";
import { publish } from "./store.server";

const owner = { name: "Owner", email: "owner@valet.example" };

for (const database of databases) {
  describe.skipIf(database.name === "postgres" && !postgresUrl)(
    `a publication reaching servers on ${database.name}`,
    () => {
      let storage: Awaited<ReturnType<typeof database.open>>;
      beforeAll(async () => {
        storage = await database.open();
      });
      afterAll(() => storage?.cleanup());

      it("shows on the publishing server at its next request, and on another within the check's second", async () => {
        const here = await liveContent(storage.db);
        const there = await liveContent(storage.db);
        onTestFinished(() => {
          here.stop();
          there.stop();
        });
        const before = here.key();
        expect(there.key()).toBe(before);
        const published = await publish(
          storage.db,
          owner,
          { company: { phone: "(213) 555-0166" }, texts: [], testimonials: [], posts: [] },
          { note: "" },
        );
        if (!published.ok) throw new Error(published.problems.join("; "));
        const at = Date.now();
        await here.changed();
        expect(here.key()).toMatch(new RegExp(`^${published.id} `));
        await expect.poll(() => there.key(), { timeout: CONTENT_CHECK_MS + 1_000, interval: 50 }).not.toBe(before);
        expect(Date.now() - at).toBeLessThan(CONTENT_CHECK_MS + 1_000);
      });
    },
  );
}
if (!postgresUrl) it.skip(postgresSkipReason, () => {});
