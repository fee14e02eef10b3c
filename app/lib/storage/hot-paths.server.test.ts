import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationsQuery } from "~/lib/leads/leads.server";
import { databases, postgresSkipReason, postgresUrl } from "../../../tests/support/databases";

/*
 * What every lead asks of the database reads what it needs through an index, never the whole of a table that grows
 * with the history kept: a lead costs the same in the second year as on the first day (`npm run bench:leads`
 * measures a database with a year of history beside a fresh one).
 */

for (const database of databases) {
  describe.skipIf(database.name === "postgres" && !postgresUrl)(`a lead's queries on ${database.name}`, () => {
    let storage: Awaited<ReturnType<typeof database.open>>;
    beforeAll(async () => {
      storage = await database.open();
    });
    afterAll(() => storage?.cleanup());

    /** The plan the database makes for `query`, as text. */
    async function planOf(query: CompiledQuery) {
      return storage.db.transaction().execute(async (trx) => {
        // PostgreSQL would scan a table this small whatever its indexes: asked not to, it shows which it can use.
        if (storage.dialect === "postgres") await sql`set local enable_seqscan = off`.execute(trx);
        const explain = storage.dialect === "postgres" ? "explain" : "explain query plan";
        const { rows } = await trx.executeQuery(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
        return rows.map((row) => Object.values(row as object).join(" ")).join("\n");
      });
    }

    it("counts the last hour's confirmations through an index, without reading the outbox's history", async () => {
      const plan = await planOf(confirmationsQuery(storage.db, new Date().toISOString()).compile());
      expect(plan).toContain("outbox_kind_created");
      expect(plan).not.toMatch(/SCAN outbox(?! USING)|Seq Scan on outbox/);
    });
  });
}
if (!postgresUrl) it.skip(postgresSkipReason, () => {});
