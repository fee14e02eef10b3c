import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { onEachDatabase } from "../../../tests/support/databases";
import { TEST_PASSWORD_COST } from "../../../tests/support/services";
import {
  addMember,
  authenticate as authenticateAt,
  endSession,
  endSessionsOf,
  ensureOwner,
  hashPassword,
  readSession,
  removeMember,
  setContentRight,
  setPassword,
  startSession,
  verifyPassword,
} from "./accounts.server";

describe("staff passwords", () => {
  it("are hashed with scrypt and a salt, and checked whole", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batter", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
    expect(await verifyPassword("correct horse battery", "plain")).toBe(false);
  });

  it("are checked with the cost their hash carries, whatever the cost of new hashes", async () => {
    const cheap = await hashPassword("correct horse battery", TEST_PASSWORD_COST);
    expect(cheap).toMatch(/^scrypt\$16\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", cheap)).toBe(true);
    expect(await verifyPassword("correct horse batter", cheap)).toBe(false);
    // The same password and salt at another cost is another key: the cost is read from the hash, not assumed.
    const [, , , , salt, key] = cheap.split("$");
    expect(await verifyPassword("correct horse battery", ["scrypt", 32, 8, 1, salt, key].join("$"))).toBe(false);
  });
});

const hours = (n: number) => n * 3_600_000;

onEachDatabase("staff sessions", "suite", (testDb) => {
  const start = new Date("2026-11-23T16:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  let ana: number;
  let ben: number;

  beforeAll(async () => {
    const env = parseEnv({ ADMIN_PASSWORD: "owner-password-1", NOTIFY_EMAIL: "Office@Valet.example" });
    await ensureOwner(testDb.storage.db, env, start, TEST_PASSWORD_COST);
    const added = await addMember(
      testDb.storage.db,
      { name: "Ana Ruiz", email: "Ana@Valet.example", role: "staff", password: "ana-password-1" },
      start,
      TEST_PASSWORD_COST,
    );
    const again = await addMember(
      testDb.storage.db,
      { name: "Other", email: "ana@valet.example", role: "staff", password: "x-password-12" },
      start,
      TEST_PASSWORD_COST,
    );
    expect(again).toEqual({ ok: false, error: "An account with this e-mail address already exists." });
    const second = await addMember(
      testDb.storage.db,
      { name: "Ben Cho", email: "ben@valet.example", role: "staff", password: "ben-password-1" },
      start,
      TEST_PASSWORD_COST,
    );
    if (!added.ok || !second.ok) throw new Error("accounts not added");
    ana = added.id;
    ben = second.id;
  });

  const db = () => testDb.storage.db;
  const authenticate = (email: string, password: string) =>
    authenticateAt(testDb.storage.db, email, password, TEST_PASSWORD_COST);

  it("makes the owner from the environment and signs members in by address and password", async () => {
    expect(await authenticate("office@valet.example", "owner-password-1")).toMatchObject({
      role: "owner",
      email: "office@valet.example",
    });
    expect(await authenticate(" ANA@valet.example", "ana-password-1")).toMatchObject({ name: "Ana Ruiz" });
    expect(await authenticate("ana@valet.example", "owner-password-1")).toBeNull();
    expect(await authenticate("nobody@valet.example", "ana-password-1")).toBeNull();
  });

  it("refuses an old cookie after sign-out", async () => {
    const token = await startSession(db(), ana, start);
    expect(await readSession(db(), token, at(1000))).toMatchObject({ member: { name: "Ana Ruiz" } });
    await endSession(db(), token);
    expect(await readSession(db(), token, at(2000))).toBeNull();
  });

  it("refuses every session after 'sign out everywhere', and only that member's", async () => {
    const [phone, laptop, other] = [
      await startSession(db(), ana, start),
      await startSession(db(), ana, start),
      await startSession(db(), ben, start),
    ];
    await endSessionsOf(db(), ana);
    expect(await readSession(db(), phone, at(1000))).toBeNull();
    expect(await readSession(db(), laptop, at(1000))).toBeNull();
    expect(await readSession(db(), other, at(1000))).not.toBeNull();
  });

  it("refuses a session after 8 hours, however active, and after an hour idle", async () => {
    const busy = await startSession(db(), ana, start);
    for (let h = 0.5; h < 8; h += 0.5) expect(await readSession(db(), busy, at(hours(h))), `${h} h`).not.toBeNull();
    expect(await readSession(db(), busy, at(hours(9)))).toBeNull();
    const idle = await startSession(db(), ana, start);
    expect(await readSession(db(), idle, at(hours(0.9)))).not.toBeNull();
    expect(await readSession(db(), idle, at(hours(1.95)))).toBeNull();
  });

  it("ends a member's other sessions when their password changes, and the old password stops working", async () => {
    const here = await startSession(db(), ben, start);
    const elsewhere = await startSession(db(), ben, start);
    const current = await readSession(db(), here, start);
    await setPassword(db(), ben, "ben-new-password", start, current?.id, TEST_PASSWORD_COST);
    expect(await readSession(db(), here, at(1000))).not.toBeNull();
    expect(await readSession(db(), elsewhere, at(1000))).toBeNull();
    expect(await authenticate("ben@valet.example", "ben-password-1")).toBeNull();
    expect(await authenticate("ben@valet.example", "ben-new-password")).not.toBeNull();
  });

  it("sets a staff account's content right, read by its session at once, and leaves the owner's alone", async () => {
    const token = await startSession(db(), ana, start);
    expect(await readSession(db(), token, at(1000))).toMatchObject({ member: { content_right: "none" } });
    expect(await setContentRight(db(), ana, "edit", start)).toBe(true);
    expect(await readSession(db(), token, at(2000))).toMatchObject({ member: { content_right: "edit" } });
    expect(await setContentRight(db(), ana, "publish", start)).toBe(true);
    expect(await authenticate("ana@valet.example", "ana-password-1")).toMatchObject({
      content_right: "publish",
    });
    expect(await setContentRight(db(), ana, "none", start)).toBe(true);
    expect(await readSession(db(), token, at(3000))).toMatchObject({ member: { content_right: "none" } });
    const owner = await authenticate("office@valet.example", "owner-password-1");
    expect(await setContentRight(db(), owner?.id ?? 0, "none", start)).toBe(false);
    expect(await setContentRight(db(), 999_999, "edit", start)).toBe(false);
    await endSession(db(), token);
  });

  it("refuses a removed member's sessions and password", async () => {
    const token = await startSession(db(), ana, start);
    await removeMember(db(), ana);
    expect(await readSession(db(), token, at(1000))).toBeNull();
    expect(await authenticate("ana@valet.example", "ana-password-1")).toBeNull();
  });

  it("ends the owner's sessions when ADMIN_PASSWORD changes", async () => {
    const owner = await authenticate("office@valet.example", "owner-password-1");
    const token = await startSession(db(), owner?.id ?? 0, start);
    await ensureOwner(
      db(),
      parseEnv({ ADMIN_PASSWORD: "owner-password-2", NOTIFY_EMAIL: "office@valet.example" }),
      start,
      TEST_PASSWORD_COST,
    );
    expect(await readSession(db(), token, at(1000))).toBeNull();
    expect(await authenticate("office@valet.example", "owner-password-2")).not.toBeNull();
  });

  it("ignores tokens that are not a session's", async () => {
    expect(await readSession(db(), "", start)).toBeNull();
    expect(await readSession(db(), "x".repeat(43), start)).toBeNull();
    expect(await readSession(db(), "' or 1=1 --", start)).toBeNull();
  });
});
