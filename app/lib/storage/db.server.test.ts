import path from "node:path";
import SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { postgresSkipReason, postgresUrl, postgresWithAnotherSession, sqlite } from "../../../tests/support/databases";
import { probeLeadWrite } from "./db.server";
import type { Database } from "./schema";

/** Writes a setting in a transaction: a write as the lead pipeline makes them, in one transaction. */
const writeSetting = (db: Kysely<Database>, name: string, size = 100) =>
  db.transaction().execute((trx) =>
    trx
      .insertInto("settings")
      .values({ name, value: "x".repeat(size) })
      .execute(),
  );

const settingNamed = (db: Kysely<Database>, name: string) =>
  db.selectFrom("settings").select("name").where("name", "=", name).executeTakeFirst();

/** Milliseconds a promise took to settle, and how. */
async function timed<T>(work: Promise<T>) {
  const started = performance.now();
  const outcome = await work.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error: error as Error & { code?: string } }),
  );
  return { ...outcome, ms: performance.now() - started };
}

describe("storage on SQLite when the disk fills up or another connection holds the lock", () => {
  let storage: Awaited<ReturnType<typeof sqlite.open>>;
  let other: SQLite.Database | undefined;
  beforeAll(async () => {
    storage = await sqlite.open();
  });
  afterEach(() => {
    if (other?.inTransaction) other.exec("rollback");
    other?.close();
    other = undefined;
  });
  afterAll(() => storage?.cleanup());

  it("fails a write on a full disk with SQLITE_FULL, and works again, intact, once there is room", async () => {
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(storage.db);
    // The file may not grow: to SQLite, the disk is full (it ends the transaction itself, as on a real full disk).
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(storage.db);
    const full = await timed(writeSetting(storage.db, "too-big", 200_000));
    expect(full.error?.code).toBe("SQLITE_FULL");
    expect(full.error?.message).toBe("database or disk is full");

    await sql.raw("pragma max_page_count = 1073741823").execute(storage.db);
    await writeSetting(storage.db, "after-the-disk-was-freed", 200_000);
    expect(await settingNamed(storage.db, "too-big")).toBeUndefined();
    expect(await settingNamed(storage.db, "after-the-disk-was-freed")).toBeDefined();
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(storage.db);
    expect(check.rows).toEqual([{ integrity_check: "ok" }]);
  });

  it("waits for another connection's write lock without holding up the server, then fails with SQLITE_BUSY", async () => {
    other = new SQLite(path.join(storage.dataDir, "leads.sqlite"));
    other.exec("begin immediate");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const blocked = await timed(writeSetting(storage.db, "while-locked"));
    clearInterval(ticker);
    expect(blocked.error?.code).toBe("SQLITE_BUSY");
    expect(blocked.ms).toBeGreaterThanOrEqual(1_900);
    expect(blocked.ms).toBeLessThan(3_000);
    // The thread stayed free: timers (and requests) ran throughout the wait.
    expect(ticks).toBeGreaterThan(blocked.ms / 50 / 2);
    // Reads go on meanwhile (WAL).
    expect(await settingNamed(storage.db, "while-locked")).toBeUndefined();
  });

  it("answers reads at once while writes wait for another connection's lock", async () => {
    await writeSetting(storage.db, "before-the-lock");
    other = new SQLite(path.join(storage.dataDir, "leads.sqlite"));
    other.exec("begin immediate");
    const waiting = timed(writeSetting(storage.db, "while-locked"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = await timed(settingNamed(storage.db, "before-the-lock"));
    expect(read.value).toEqual({ name: "before-the-lock" });
    expect(read.ms).toBeLessThan(100);
    expect((await waiting).error?.code).toBe("SQLITE_BUSY");
  });

  it("gives up each of several waiting writes within the lock timeout of its asking, not one after another", async () => {
    other = new SQLite(path.join(storage.dataDir, "leads.sqlite"));
    other.exec("begin immediate");
    const writes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => timed(writeSetting(storage.db, `queued-${i}`))),
    );
    for (const write of writes) {
      expect(write.error?.code).toMatch(/^SQLITE_BUSY/);
      expect(write.ms).toBeLessThan(3_000);
    }
  });

  it("probes a lead's write without storing it, and fails the probe on a full disk or under another's lock", async () => {
    const settings = async () => (await storage.db.selectFrom("settings").select("name").execute()).length;
    const before = await settings();
    await probeLeadWrite(storage);
    expect(await settings()).toBe(before);

    other = new SQLite(path.join(storage.dataDir, "leads.sqlite"));
    other.exec("begin immediate");
    const locked = await timed(probeLeadWrite(storage));
    expect(locked.error?.message).toBe("the database could not take a lead's write within 1.5 s");
    expect(locked.ms).toBeLessThan(2_000);
    other.exec("rollback");

    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(storage.db);
    await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(storage.db);
    try {
      const full = await timed(probeLeadWrite(storage));
      expect(full.error?.code).toBe("SQLITE_FULL");
    } finally {
      await sql.raw("pragma max_page_count = 1073741823").execute(storage.db);
    }
    await probeLeadWrite(storage);
  });

  it("goes ahead when the lock is released within the wait", async () => {
    other = new SQLite(path.join(storage.dataDir, "leads.sqlite"));
    other.exec("begin immediate");
    setTimeout(() => other?.exec("commit"), 300);
    const write = await timed(writeSetting(storage.db, "after-the-lock"));
    expect(write.error).toBeUndefined();
    expect(await settingNamed(storage.db, "after-the-lock")).toBeDefined();
  });
});

describe.skipIf(!postgresUrl)("storage on PostgreSQL when connections drop or another session holds a lock", () => {
  const { at, whileLocked } = postgresWithAnotherSession();
  // Only this suite's own connections are ended, by their process id: other sessions on the server are left alone.
  const terminate = (pid: number) => at.admin.query("select pg_terminate_backend($1)", [pid]);
  const backendPid = async (db: Kysely<Database> | typeof at.storage.db) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid ?? 0;

  it("fails a transaction whose connection is ended with the cause, and replaces the connection", async () => {
    const failed = await timed(
      at.storage.db.transaction().execute(async (trx) => {
        await terminate(await backendPid(trx));
        await trx.insertInto("settings").values({ name: "terminated", value: "x" }).execute();
      }),
    );
    expect(failed.error?.message).toMatch(/administrator command|terminated|ECONNRESET/);
    expect(failed.error?.message).not.toMatch(/not queryable|rollback/);
    await writeSetting(at.storage.db, "after-termination");
    expect(await settingNamed(at.storage.db, "after-termination")).toBeDefined();
  });

  it("survives its idle connections being ended, and opens new ones", async () => {
    const pids = await Promise.all(
      Array.from({ length: 3 }, () => at.storage.pool?.query("select pg_backend_pid() as pid")),
    );
    const connected = at.storage.pool?.totalCount ?? 0;
    for (const result of pids) await terminate(result?.rows[0]?.pid);
    // An idle connection's end arrives as an error event: unheard, it would have ended this process. Heard, the
    // pool lets the connection go.
    await vi.waitFor(() => expect(at.storage.pool?.totalCount).toBeLessThanOrEqual(connected - pids.length));
    expect(await backendPid(at.storage.db)).toBeGreaterThan(0);
  });

  it("gives up on a lock another session holds after the lock timeout", async () => {
    await whileLocked("settings", "exclusive", async () => {
      const blocked = await timed(writeSetting(at.storage.db, "while-locked"));
      expect(blocked.error?.message).toBe("canceling statement due to lock timeout");
      expect(blocked.ms).toBeLessThan(3_000);
    });
    await writeSetting(at.storage.db, "after-the-lock");
  });

  it("fails the lead-write probe within seconds while another session locks the leads table, and leaves nothing", async () => {
    const settings = async () => (await at.storage.db.selectFrom("settings").select("name").execute()).length;
    const before = await settings();
    await probeLeadWrite(at.storage);
    expect(await settings()).toBe(before);
    await whileLocked("leads", "access exclusive", async () => {
      const blocked = await timed(probeLeadWrite(at.storage));
      expect(blocked.error?.message).toBe("canceling statement due to lock timeout");
      expect(blocked.ms).toBeLessThan(2_000);
    });
    await probeLeadWrite(at.storage);
  });
});
if (!postgresUrl) it.skip(postgresSkipReason, () => {});
