import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { withinTime } from "~/lib/deadline.server";
import { logger, reasonOf } from "~/lib/log.server";
import type { Storage } from "~/lib/storage/db.server";

/*
 * Rate limits: in memory for one server, in PostgreSQL when several servers share the database. A visitor over
 * the soft limits is still stored (flagged, its e-mails held for staff: spam.server.ts); over the hard limit the
 * request is refused without storing anything, so a flood cannot fill the database. The public forms fail open
 * when the store cannot answer (a lost lead costs more than a little spam); staff sign-in fails closed (`count`,
 * `peek`, `block` throw LimitsUnavailable), since an unlimited sign-in is an unlimited password guesser.
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
  /** Sign-in attempts from one network (an IPv4 address, an IPv6 /64) by browsers no account recognises. */
  signInNetwork: { points: 5, duration: 900 },
  /** Wrong passwords for one account from browsers it does not recognise; the fifth locks them out (auth.server). */
  signInAccount: { points: 5, duration: 3600 },
  /** Lockouts of one account in a day: each one doubles the next. */
  signInLockouts: { points: 1_000, duration: 86_400 },
  /** Wrong passwords from one recognised browser: past these, that browser waits too. */
  signInDevice: { points: 5, duration: 900 },
  /** Failed sign-ins from everywhere in an hour: past these, the owner is told (at most once an hour). */
  signInFailures: { points: 20, duration: 3600 },
  signInAlert: { points: 1, duration: 3600 },
  /** Wrong current passwords on the account page, per session: the last one ends the session. */
  passwordCheck: { points: 3, duration: 3600 },
  /** Questions asked on one proposal's page (key: the proposal): a leaked link cannot flood the owner's inbox. */
  proposalQuestion: { points: 5, duration: 3600 },
  /**
   * Speed beacons from one address (app/routes/vitals.ts): a visitor sends one per page view; past these, a script
   * sending beacons by the thousand would skew every page's figures, and is refused.
   */
  vitals: { points: 60, duration: 600 },
  /** Counted in bytes, for the whole site (key "site"). */
  uploadBytes: { points: UPLOAD_BYTES_PER_HOUR, duration: 3600 },
} as const;

export type LimitName = keyof typeof limitRules;

/** The store did not answer: a caller that must fail closed refuses the request. */
export class LimitsUnavailable extends Error {}

/** How long a limit waits for its store: a database that has gone quiet must not hold a visitor up. */
const STORE_WAIT_MS = 1_000;

const withinWait = <T>(work: Promise<T>) =>
  withinTime(work, STORE_WAIT_MS, "the rate limit store did not answer in time");

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

/** What a limit has used for a key, and for how much longer. */
export interface Tally {
  used: number;
  msLeft: number;
}

const tallyOf = (res: RateLimiterRes): Tally => ({ used: res.consumedPoints, msLeft: res.msBeforeNext });

export async function createLimits(storage: Storage) {
  const limiters = {} as Record<LimitName, Limiter>;
  for (const [name, rule] of Object.entries(limitRules) as [LimitName, (typeof limitRules)[LimitName]][]) {
    limiters[name] = storage.pool
      ? await postgresLimiter(storage.pool, name, rule.points, rule.duration)
      : new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.duration });
  }
  const unavailable = (name: LimitName, error: unknown) => {
    logger.error({ limit: name, reason: reasonOf(error) }, "rate limit store unavailable");
    return new LimitsUnavailable(`the ${name} limit could not be read`);
  };
  const limits = {
    /**
     * Counts one (or `cost` points: bytes for `uploadBytes`); the tally after it (over the limit when `used` passes
     * the rule's points). Throws when unsure.
     */
    async count(name: LimitName, key: string, cost = 1): Promise<Tally> {
      try {
        return tallyOf(await withinWait(limiters[name].consume(key.toLowerCase(), cost)));
      } catch (error) {
        if (error instanceof RateLimiterRes) return tallyOf(error);
        throw unavailable(name, error);
      }
    },
    /** The tally without counting; nothing used once its time has passed. Throws when unsure. */
    async peek(name: LimitName, key: string): Promise<Tally> {
      const res = await withinWait(limiters[name].get(key.toLowerCase())).catch((error) => {
        throw unavailable(name, error);
      });
      return res && res.msBeforeNext > 0 ? tallyOf(res) : { used: 0, msLeft: 0 };
    },
    /** Marks a key over its limit for `seconds`. Throws when unsure. */
    async block(name: LimitName, key: string, seconds: number): Promise<void> {
      await withinWait(limiters[name].block(key.toLowerCase(), seconds)).catch((error) => {
        throw unavailable(name, error);
      });
    },
    /** Counts one attempt; false when over the limit. A failing or silent store never blocks a visitor (logged). */
    async allow(name: LimitName, key: string, cost = 1): Promise<boolean> {
      try {
        return (await limits.count(name, key, cost)).used <= limitRules[name].points;
      } catch {
        return true;
      }
    },
    async reset(name: LimitName, key: string) {
      await withinWait(limiters[name].delete(key.toLowerCase())).catch(() => undefined);
    },
  };
  return limits;
}

export type Limits = Awaited<ReturnType<typeof createLimits>>;
