import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { type Env, ownerEmail } from "~/lib/env.server";
import type { ContentRight, Database, StaffRole, StaffUser } from "~/lib/storage/schema";

/*
 * Staff accounts and their sessions (ADR 012). Each member has a name, an e-mail address, a role (the owner
 * manages accounts; staff work the leads) and a password hashed with scrypt, a memory-hard function built into
 * Node's OpenSSL. Sessions live in the database: the cookie carries a random token, the table its SHA-256, so
 * signing out, "sign out everywhere", removing a member and changing a password end sessions at once, on every
 * server. The server, not the browser, enforces the 8-hour and the 1-hour idle limits.
 */

export const SESSION_MAX_MS = 8 * 3_600_000;
export const SESSION_IDLE_MS = 3_600_000;
/** A session's last-seen time is written at most this often, so browsing the inbox is not a write per page. */
const SEEN_EVERY_MS = 60_000;
export const PASSWORD_MIN = 12;

/** scrypt's cost parameters. A stored hash carries its own, so hashes made with others still verify. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

// 2^15 × 8 × 128 bytes = 32 MiB of memory per hash, about 0.1 s on one core: costly to guess at scale.
export const SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem: 128 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A new hash of `password` with `cost` (the server's own unless a test asks for a cheaper one). */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  return encoded(cost, salt, await derive(password, salt, cost));
}

const encoded = ({ N, r, p }: ScryptCost, salt: Buffer, key: Buffer) =>
  ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash to check against when no account has the address, so a wrong address takes as long as a wrong password:
 * of `cost`, with a random key that no password derives.
 */
const decoy = (cost: ScryptCost) => encoded(cost, randomBytes(16), randomBytes(KEY_LENGTH));

export type Member = Pick<StaffUser, "id" | "name" | "email" | "role" | "content_right">;
const memberColumns = ["id", "name", "email", "role", "content_right"] as const;

/**
 * The member with this address and password, or null; as slow for an unknown address as for a wrong password (one
 * hash of `cost`, the server's).
 */
export async function authenticate(
  db: Kysely<Database>,
  email: string,
  password: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<Member | null> {
  const user = await db
    .selectFrom("staff_users")
    .select([...memberColumns, "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  const matches = await verifyPassword(password, user?.password_hash ?? decoy(cost));
  if (!user || !matches) return null;
  const { password_hash: _, ...member } = user;
  return member;
}

/** The member with this address, if any. */
export function memberByEmail(db: Kysely<Database>, email: string): Promise<Member | undefined> {
  return db
    .selectFrom("staff_users")
    .select(memberColumns)
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

/**
 * The owner's account, from ADMIN_EMAIL (or NOTIFY_EMAIL) and ADMIN_PASSWORD, made at start. The environment stays
 * the owner's password: when ADMIN_PASSWORD changes, the owner's sessions end.
 */
export async function ensureOwner(
  db: Kysely<Database>,
  env: Env,
  now = new Date(),
  cost: ScryptCost = SCRYPT_COST,
): Promise<void> {
  if (!env.ADMIN_PASSWORD) return;
  const email = ownerEmail(env);
  const at = now.toISOString();
  const current = await db.selectFrom("staff_users").selectAll().where("email", "=", email).executeTakeFirst();
  if (!current) {
    await db
      .insertInto("staff_users")
      .values({
        email,
        name: "Owner",
        role: "owner",
        password_hash: await hashPassword(env.ADMIN_PASSWORD, cost),
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();
    return;
  }
  if (current.role !== "owner") {
    await db.updateTable("staff_users").set({ role: "owner", updated_at: at }).where("id", "=", current.id).execute();
  }
  if (!(await verifyPassword(env.ADMIN_PASSWORD, current.password_hash))) {
    await setPassword(db, current.id, env.ADMIN_PASSWORD, now, undefined, cost);
  }
}

/** The owner's own account, whose password is ADMIN_PASSWORD and which the staff pages cannot remove. */
export function isOwnerAccount(env: Env, member: Pick<Member, "email">): boolean {
  return member.email === ownerEmail(env);
}

/** The oldest start and last use a session may have at `now` and still be live. */
function liveSince(now: Date) {
  return {
    started: new Date(now.getTime() - SESSION_MAX_MS).toISOString(),
    seen: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  };
}

export async function listMembers(db: Kysely<Database>, now = new Date()) {
  const since = liveSince(now);
  const members = await db
    .selectFrom("staff_users")
    .select([...memberColumns, "created_at"])
    .orderBy("name")
    .execute();
  const live = await db
    .selectFrom("staff_sessions")
    .select(["user_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("created_at", ">", since.started)
    .where("seen_at", ">", since.seen)
    .groupBy("user_id")
    .execute();
  const feeds = new Set((await db.selectFrom("calendar_feeds").select("user_id").execute()).map((f) => f.user_id));
  return members.map((m) => ({
    ...m,
    sessions: Number(live.find((s) => s.user_id === m.id)?.count ?? 0),
    calendarFeed: feeds.has(m.id),
  }));
}

/** One account's id and address, or undefined when there is no such account. */
export function findMember(db: Kysely<Database>, id: number) {
  return db.selectFrom("staff_users").select(["id", "email", "name"]).where("id", "=", id).executeTakeFirst();
}

export type AddMemberResult = { ok: true; id: number } | { ok: false; error: string };

export async function addMember(
  db: Kysely<Database>,
  input: { name: string; email: string; role: StaffRole; password: string; contentRight?: ContentRight },
  now = new Date(),
  cost: ScryptCost = SCRYPT_COST,
): Promise<AddMemberResult> {
  const at = now.toISOString();
  const row = await db
    .insertInto("staff_users")
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role,
      content_right: input.contentRight ?? "none",
      password_hash: await hashPassword(input.password, cost),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? { ok: true, id: row.id } : { ok: false, error: "An account with this e-mail address already exists." };
}

/** Removes an account and ends its sessions. */
export async function removeMember(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_sessions").where("user_id", "=", id).execute();
    await trx.deleteFrom("staff_users").where("id", "=", id).execute();
  });
}

/**
 * What a staff account may do with the site's content (/staff/content): nothing, edit the draft, or also publish.
 * The owner's accounts may do everything whatever is stored, so they are left as they are: false then, or when
 * there is no such account. Takes effect at the member's next request (the session reads it).
 */
export async function setContentRight(
  db: Kysely<Database>,
  id: number,
  right: ContentRight,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ content_right: right, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("role", "!=", "owner")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Sets a member's password and ends their sessions, except the one making the change (if any), and their calendar
 * feed: its address is a key too, and whoever had the password may have it (they make a new one).
 */
export async function setPassword(
  db: Kysely<Database>,
  id: number,
  password: string,
  now = new Date(),
  keepSession?: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<void> {
  const hash = await hashPassword(password, cost);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ password_hash: hash, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    let ended = trx.deleteFrom("staff_sessions").where("user_id", "=", id);
    if (keepSession) ended = ended.where("id", "!=", keepSession);
    await ended.execute();
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", id).execute();
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions

const sessionId = (token: string) => createHash("sha256").update(token).digest("hex");

export interface Session {
  /** The stored id (a hash of the token). */
  id: string;
  csrf: string;
  member: Member;
}

/** Starts a session; returns the token for the cookie. */
export async function startSession(db: Kysely<Database>, memberId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = now.toISOString();
  await db
    .insertInto("staff_sessions")
    .values({
      id: sessionId(token),
      user_id: memberId,
      csrf: randomBytes(24).toString("base64url"),
      created_at: at,
      seen_at: at,
    })
    .execute();
  return token;
}

/** The live session a token opens, or null: unknown, ended, past 8 hours, or idle for an hour (then deleted). */
export async function readSession(db: Kysely<Database>, token: string, now = new Date()): Promise<Session | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const id = sessionId(token);
  const row = await db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select(["s.csrf", "s.created_at", "s.seen_at", "u.id", "u.name", "u.email", "u.role", "u.content_right"])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const since = liveSince(now);
  if (row.created_at <= since.started || row.seen_at <= since.seen) {
    await endSession(db, token);
    return null;
  }
  if (now.getTime() - Date.parse(row.seen_at) >= SEEN_EVERY_MS) {
    await db.updateTable("staff_sessions").set({ seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return {
    id,
    csrf: row.csrf,
    member: { id: row.id, name: row.name, email: row.email, role: row.role, content_right: row.content_right },
  };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id", "=", sessionId(token)).execute();
}

/**
 * "Sign out everywhere": ends every session of a member, and their calendar feed, which opens a year of clients'
 * names and phones without a session (they make a new one once signed in again).
 */
export async function endSessionsOf(db: Kysely<Database>, memberId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_sessions").where("user_id", "=", memberId).execute();
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", memberId).execute();
  });
}

/** Deletes sessions past either limit (the daily purge). */
export async function deleteExpiredSessions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const since = liveSince(now);
  await db
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("created_at", "<=", since.started), eb("seen_at", "<=", since.seen)]))
    .execute();
}
