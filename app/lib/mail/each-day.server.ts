import type { Kysely } from "kysely";
import type { Logger } from "~/lib/log.server";
import { losAngelesClock, minutesOfDay } from "~/lib/los-angeles";
import type { Database } from "~/lib/storage/schema";

/**
 * An outbox worker's poll task for e-mails queued once a Los Angeles day from `time` (a morning e-mail, not one at
 * midnight): the day's first poll at or after that time runs `queue` and tells `queued` what it queued; the other
 * polls of the day answer `none`. It reads the time only from `now`, so a test can run it at any moment against any
 * database.
 */
export function eachDayFrom<T>(
  time: string,
  none: T,
  queue: (now: Date, day: string) => Promise<T>,
  queued: (day: string, result: T) => void,
) {
  const from = minutesOfDay(time);
  let done: string | null = null;
  return async (now: number): Promise<T> => {
    const clock = losAngelesClock(new Date(now));
    if (clock.minutes < from || clock.day === done) return none;
    const result = await queue(new Date(now), clock.day);
    done = clock.day;
    queued(clock.day, result);
    return result;
  };
}

/**
 * eachDayFrom for e-mails `queue` queues one per item, from a database and its settings: the poll task of a database
 * and settings, which answers the items queued and logs them as `message` under `key` when any.
 */
export function eachDayListFrom<S, T>(
  time: string,
  queue: (db: Kysely<Database>, settings: S, now: Date) => Promise<T[]>,
  message: string,
  key: string,
) {
  return (db: Kysely<Database>, settings: S, log?: Logger) =>
    eachDayFrom(
      time,
      [] as T[],
      (now) => queue(db, settings, now),
      (day, items) => {
        if (items.length) log?.info({ day, [key]: items }, message);
      },
    );
}
