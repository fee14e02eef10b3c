import { setTimeout as sleep } from "node:timers/promises";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Storage } from "~/lib/storage/db.server";

/*
 * Rate limits: in memory for one server, in PostgreSQL when several servers share the database. A visitor over
 * the soft limits is still stored (flagged, its e-mails held for staff: spam.server.ts); over the hard limit the
 * request is refused without storing anything, so a flood cannot fill the database.
 */

type Limiter = RateLimiterMemory | RateLimiterPostgres;

/**
 * Résumé bytes the whole site stores in an hour. Past it, applications are refused with the phone number, so a
 * flood of uploads cannot fill the disk (or the database, with several servers): at most 5 MB each, this is
 * 40 full-size résumés or some 400 ordinary ones an hour.
 */
export const UPLOAD_BYTES_PER_HOUR = 200 * 1024 * 1024;

export const limitRules = {
  ipHard: { points: 40, duration: 3600 },
  ip: { points: 8, duration: 600 },
  address: { points: 5, duration: 3600 },
  login: { points: 5, duration: 900 },
  /** Failed sign-ins from every address together. */
  loginFailures: { points: 30, duration: 900 },
  /** Counted in bytes, for the whole site (key "site"). */
  uploadBytes: { points: UPLOAD_BYTES_PER_HOUR, duration: 3600 },
} as const;

export type LimitName = keyof typeof limitRules;

/** How long a limit waits for its store: a database that has gone quiet must not hold a visitor up. */
const STORE_WAIT_MS = 1_000;

const withinWait = <T>(work: Promise<T>) =>
  Promise.race([
    work,
    sleep(STORE_WAIT_MS, undefined, { ref: false }).then(() => {
      throw new Error("the rate limit store did not answer in time");
    }),
  ]);

async function postgresLimiter(
  pool: NonNullable<Storage["pool"]>,
  keyPrefix: string,
  points: number,
  duration: number,
) {
  return new Promise<Limiter>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { storeClient: pool, tableName: "rate_limits", keyPrefix, points, duration },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

export async function createLimits(storage: Storage) {
  const limiters = {} as Record<LimitName, Limiter>;
  for (const [name, rule] of Object.entries(limitRules) as [LimitName, (typeof limitRules)[LimitName]][]) {
    limiters[name] = storage.pool
      ? await postgresLimiter(storage.pool, name, rule.points, rule.duration)
      : new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.duration });
  }
  return {
    /**
     * Counts one attempt (or `cost` points: bytes for `uploadBytes`); false when over the limit. A failing or silent
     * store never blocks a visitor.
     */
    async allow(name: LimitName, key: string, cost = 1): Promise<boolean> {
      try {
        await withinWait(limiters[name].consume(key.toLowerCase(), cost));
        return true;
      } catch (error) {
        return !(error instanceof RateLimiterRes);
      }
    },
    /** Whether the limit is used up, without counting an attempt. A failing or silent store never blocks. */
    async exhausted(name: LimitName, key: string): Promise<boolean> {
      const used = await withinWait(limiters[name].get(key.toLowerCase())).catch(() => null);
      return used !== null && used.consumedPoints >= limitRules[name].points;
    },
    async reset(name: LimitName, key: string) {
      await withinWait(limiters[name].delete(key.toLowerCase())).catch(() => undefined);
    },
  };
}

export type Limits = Awaited<ReturnType<typeof createLimits>>;
