import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresSkipReason, postgresUrl, postgresWithAnotherSession, sqlite } from "../../tests/support/databases";
import { readiness, type Services } from "./services.server";

/** Readiness as `/readyz` asks for it, timed. */
async function timedReadiness(storage: Services["storage"]) {
  const started = performance.now();
  const state = await readiness({ storage } as Services);
  return { state, ms: performance.now() - started };
}

describe("readiness on SQLite", () => {
  let storage: Awaited<ReturnType<typeof sqlite.open>>;
  beforeAll(async () => {
    storage = await sqlite.open();
  });
  afterAll(() => storage?.cleanup());

  it("is ready, with the outbox backlog, when a lead could be stored", async () => {
    expect((await timedReadiness(storage)).state).toMatchObject({
      ready: true,
      database: "ok",
      outbox: { pending: 0 },
    });
  });

  it("is not ready within 5 s while another process holds the write lock, and ready again once it lets go", async () => {
    const other = new SQLite(path.join(storage.dataDir, "leads.sqlite"));
    other.exec("begin immediate");
    try {
      const { state, ms } = await timedReadiness(storage);
      expect(state).toEqual({ ready: false, database: "unavailable" });
      expect(ms).toBeLessThan(5_000);
    } finally {
      other.exec("rollback");
      other.close();
    }
    expect((await timedReadiness(storage)).state.ready).toBe(true);
  });

  it("is not ready with the disk full, and ready again once there is room", async () => {
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(storage.db);
    // The file may not grow: to SQLite, the disk is full.
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(storage.db);
    try {
      expect((await timedReadiness(storage)).state).toEqual({ ready: false, database: "unavailable" });
    } finally {
      await sql.raw("pragma max_page_count = 1073741823").execute(storage.db);
    }
    expect((await timedReadiness(storage)).state.ready).toBe(true);
  });
});

describe.skipIf(!postgresUrl)("readiness on PostgreSQL", () => {
  const { at, whileLocked } = postgresWithAnotherSession();

  it("is not ready within 5 s while another session locks the leads table, and ready again after", async () => {
    expect((await timedReadiness(at.storage)).state.ready).toBe(true);
    await whileLocked("leads", "access exclusive", async () => {
      const { state, ms } = await timedReadiness(at.storage);
      expect(state).toEqual({ ready: false, database: "unavailable" });
      expect(ms).toBeLessThan(5_000);
    });
    expect((await timedReadiness(at.storage)).state.ready).toBe(true);
  });
});
if (!postgresUrl) it.skip(postgresSkipReason, () => {});
