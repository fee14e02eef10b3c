import { Writable } from "node:stream";
import pg from "pg";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LimitsUnavailable } from "~/lib/leads/limits.server";
import type { RequestContext } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { seedContent } from "../../../tests/support/content";
import { postgres, postgresSkipReason, postgresUrl, sqlite } from "../../../tests/support/databases";
import { testServices } from "../../../tests/support/services";
import { addMember, ensureOwner, readSession } from "./accounts.server";
import { accountRef, checkCurrentPassword, logIn, logOut, signInMessages } from "./auth.server";
import { networkOf } from "./sign-in-limits.server";

const OWNER = "office@valet.example";
const PASSWORD = "valet-staff-test-password";

type Storage = Awaited<ReturnType<typeof sqlite.open>>;
let storage: Storage;
let svc: Services;
let lines: Record<string, unknown>[];

async function servicesOn(opened: Storage): Promise<Services> {
  const services = await testServices(opened, { ADMIN_PASSWORD: PASSWORD, NOTIFY_EMAIL: OWNER });
  await ensureOwner(opened.db, services.env, new Date(), services.passwordCost);
  return services;
}

/** One visit from `ip`, with the browser's cookies; its log lines land in `lines`. */
function visit(ip: string): RequestContext {
  const sink = new Writable({ write: (chunk, _enc, done) => done(void lines.push(JSON.parse(String(chunk)))) });
  return { services: svc, clientIp: ip, log: pino({ level: "info" }, sink), content: seedContent() };
}
const browser = (cookies: string[] = []) =>
  new Request("http://localhost/staff", {
    method: "POST",
    headers: { Cookie: cookies.map((c) => c.split(";")[0]).join("; ") },
  });
const signIn = (ip: string, password: string, cookies: string[] = [], email = OWNER) =>
  logIn(visit(ip), browser(cookies), email, password);

const auditActions = () =>
  storage.db.selectFrom("audit_events").select(["action", "detail", "actor_email"]).orderBy("id").execute();

beforeEach(async () => {
  lines = [];
  storage = await sqlite.open();
  svc = await servicesOn(storage);
});
afterEach(async () => {
  vi.useRealTimers();
  await storage.cleanup();
});

describe("the network a sign-in comes from", () => {
  it("is an IPv4 address itself and an IPv6 address's /64", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(networkOf("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe("staff sign-in under a guessing attack", () => {
  it("36 wrong sign-ins from 7 addresses leave the owner signing in from a browser that signed in before", async () => {
    const before = await signIn("198.51.100.1", PASSWORD);
    if (!before.ok) throw new Error(before.error);
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) {
      const result = await signIn(`203.0.113.${i % 7}`, `guess-${i}`);
      statuses.push(result.ok ? 200 : result.status);
    }
    // Five wrong passwords lock the account for unrecognised browsers; every guess after that is refused unheard.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // From a new address, the owner's browser that signed in before still gets in.
    const owner = await signIn("192.0.2.44", PASSWORD, before.cookies);
    expect(owner.ok).toBe(true);
    // A brand-new browser with the right password waits out the lockout: a minute, and is told so.
    const fresh = await signIn("192.0.2.45", PASSWORD);
    expect(fresh).toEqual({ ok: false, status: 429, error: signInMessages.account(1), retryAfterSeconds: 60 });
  });

  it("locks unrecognised browsers out for a bounded time that doubles, up to 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let now = Date.parse("2026-06-01T17:00:00Z");
    vi.setSystemTime(now);
    const lockouts: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 5; i++) expect((await signIn(`198.18.${round}.${i}`, `guess-${round}-${i}`)).ok).toBe(false);
      const refused = await signIn(`198.18.${round}.9`, PASSWORD);
      if (refused.ok) throw new Error("signed in while locked");
      lockouts.push((refused.retryAfterSeconds ?? 0) / 60);
      now += (refused.retryAfterSeconds ?? 0) * 1000 + 1000;
      vi.setSystemTime(now);
    }
    expect(lockouts).toEqual([1, 2, 4, 8, 15, 15]);
    // Once the lockout has passed, the owner on a brand-new browser signs in.
    expect((await signIn("198.18.99.1", PASSWORD)).ok).toBe(true);
  });

  it("limits each network, IPv6 by /64, to 5 attempts a quarter hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await signIn(`2001:db8:7:7::${i + 1}`, `guess-${i}`, [], `nobody${i}@valet.example`);
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const other = await signIn("2001:db8:7:8::1", "guess", [], "nobody9@valet.example");
    expect(other.ok || other.status).toBe(401);
  });

  it("tells the owner once an hour by e-mail when failures are unusual", async () => {
    // 5 wrong passwords, then 25 refused by the network limit: all of them failed sign-ins.
    for (let i = 0; i < 30; i++) await signIn("203.0.113.1", `guess-${i}`, [], `x${i}@valet.example`);
    const mail = await storage.db.selectFrom("outbox").select(["kind", "to_address", "subject"]).execute();
    expect(mail).toEqual([
      {
        kind: "sign-in-alert",
        to_address: OWNER,
        subject: "Unusual failed sign-ins to the Golden Key Valet staff area",
      },
    ]);
    expect(lines.filter((l) => l.event === "staff.sign-in.unusual")).toHaveLength(1);
    // More failures within the hour: still the one e-mail.
    for (let i = 0; i < 10; i++) await signIn("203.0.113.2", `again-${i}`, [], `y${i}@valet.example`);
    expect(await storage.db.selectFrom("outbox").select("id").execute()).toHaveLength(1);
    expect((await auditActions()).map((a) => a.action)).toContain("told the owner about unusual failed sign-ins");
  });
});

describe("security events", () => {
  it("log and audit sign-in, failure, limit, lockout, sign-out, sign-out everywhere and the password check", async () => {
    await addMember(
      storage.db,
      { name: "Bea Lopez", email: "bea@valet.example", role: "staff", password: PASSWORD },
      new Date(),
      svc.passwordCost,
    );
    for (let i = 0; i < 6; i++) await signIn("203.0.113.1", `guess-${i}`, [], "bea@valet.example");
    const signedIn = await signIn("198.51.100.2", PASSWORD, [], OWNER);
    if (!signedIn.ok) throw new Error(signedIn.error);
    const cookie = signedIn.cookies[0]?.split(";")[0] ?? "";
    const session = await readSession(storage.db, decodeURIComponent(cookie.split("=")[1] ?? "").replace(/^"|"$/g, ""));
    const request = browser(signedIn.cookies);
    const staff = {
      csrf: "",
      svc,
      member: { id: 1, name: "Owner", email: OWNER, role: "owner" as const, content_right: "publish" as const },
      sessionId: session?.id ?? "",
    };
    expect(await checkCurrentPassword(visit("198.51.100.2"), staff, "wrong one")).toBe(2);
    await logOut(request, visit("198.51.100.2"), staff);
    await logOut(request, visit("198.51.100.2"), staff, "everywhere");

    const events = lines.map((l) => l.event).filter(Boolean);
    expect(events).toEqual([
      "staff.sign-in.failed",
      "staff.sign-in.failed",
      "staff.sign-in.failed",
      "staff.sign-in.failed",
      "staff.sign-in.failed",
      "staff.sign-in.locked",
      "staff.sign-in.limited",
      "staff.sign-in",
      "staff.password-check.failed",
      "staff.sign-out",
      "staff.sign-out.everywhere",
    ]);
    const failed = lines.find((l) => l.event === "staff.sign-in.failed");
    expect(failed).toMatchObject({ account: accountRef("bea@valet.example"), ip: "203.0.113.1", recognised: false });
    expect(JSON.stringify(lines)).not.toContain("guess-");
    expect(JSON.stringify(lines)).not.toContain(PASSWORD);
    expect(await auditActions()).toEqual([
      {
        action: "locked an account for new browsers",
        detail: "bea@valet.example for 1 minute after 5 wrong passwords",
        actor_email: "",
      },
      { action: "signed in", detail: "from 198.51.100.2", actor_email: OWNER },
      { action: "signed out", detail: "from 198.51.100.2", actor_email: OWNER },
      { action: "signed out everywhere", detail: "from 198.51.100.2", actor_email: OWNER },
    ]);
  });

  it("end the session after 3 wrong current passwords", async () => {
    const staff = {
      csrf: "",
      svc,
      member: { id: 1, name: "Owner", email: OWNER, role: "owner" as const, content_right: "publish" as const },
      sessionId: "s1",
    };
    const at = visit("198.51.100.3");
    expect(await checkCurrentPassword(at, staff, "wrong 1")).toBe(2);
    expect(await checkCurrentPassword(at, staff, "wrong 2")).toBe(1);
    expect(await checkCurrentPassword(at, staff, "wrong 3")).toBe("ended");
    // Even the right one: the session is done.
    expect(await checkCurrentPassword(at, staff, PASSWORD)).toBe("ended");
  });
});

describe("when the limits cannot be counted", () => {
  it("sign-in fails closed with a 503 and a log line", async () => {
    svc.limits = { ...svc.limits, count: () => Promise.reject(new LimitsUnavailable("down")) };
    const result = await signIn("203.0.113.9", "guess");
    expect(result).toEqual({ ok: false, status: 503, error: signInMessages.unavailable, retryAfterSeconds: 60 });
    expect(lines.map((l) => l.event)).toEqual(["staff.sign-in.unavailable"]);
  });

  describe.skipIf(!postgresUrl)(
    `on PostgreSQL with the limits table locked${postgresUrl ? "" : ` (${postgresSkipReason})`}`,
    () => {
      it("9 wrong sign-ins from one address each get 503, and the public forms' limit still allows", async () => {
        const opened = await postgres.open();
        const locker = new pg.Client({ connectionString: opened.databaseUrl });
        try {
          svc = await servicesOn(opened);
          await locker.connect();
          await locker.query("begin");
          await locker.query("lock table rate_limits in access exclusive mode");
          // At once, as a guesser would send them: each waits out the limits' store (1 s) side by side.
          const results = await Promise.all(Array.from({ length: 9 }, (_, i) => signIn("203.0.113.10", `guess-${i}`)));
          expect(results.map((r) => (r.ok ? 200 : r.status))).toEqual(Array(9).fill(503));
          expect(await svc.limits.allow("ip", "203.0.113.10")).toBe(true);
        } finally {
          await locker.query("rollback").catch(() => undefined);
          await locker.end();
          await opened.cleanup();
        }
      }, 60_000);
    },
  );
});
