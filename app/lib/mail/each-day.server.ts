import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import type { EmailContext, RenderedEmail } from "~/lib/email/frame.server";
import type { Logger } from "~/lib/log.server";
import { losAngelesClock, minutesOfDay } from "~/lib/los-angeles";
import type { Database, NewOutboxMessage } from "~/lib/storage/schema";
import { queueEach, queueLeadMessage } from "./outbox.server";

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

/** What a scheduled e-mail is rendered with. */
export interface ScheduledMailSettings {
  siteUrl: string;
  /** The server's newest content snapshot, read when the e-mail is rendered: what it says of the company. */
  content: () => ContentSnapshot;
}

/** The e-mail a daily job sends about one item: `data` for its template, to the client of lead `leadId`. */
export interface LeadEmail<D, K> {
  to: string;
  leadId: number;
  data: D;
  /** What the job answers and logs for the item. */
  key: K;
}

/**
 * An e-mail of one kind, sent to clients once a Los Angeles day from `time`, one per item `due` finds. Each item is
 * queued in a transaction of its own, in which `claim` answers its e-mail, or null when it is not to be sent (another
 * server queued it, or it is no longer due): so several servers send it once.
 */
export interface DailyLeadEmails<S extends ScheduledMailSettings, I, D, K> {
  time: string;
  kind: NewOutboxMessage["kind"];
  template: (data: D, ctx: EmailContext) => RenderedEmail;
  due: (db: Kysely<Database>, settings: S, now: Date, day: string) => Promise<I[]>;
  claim: (trx: Kysely<Database>, item: I, settings: S, now: Date) => Promise<LeadEmail<D, K> | null>;
  /** The log line of a day that queued any, with the keys under `keys`. */
  message: string;
  keys: string;
}

/**
 * The daily job's `queue`, which queues the e-mails due at `now` that no server has queued and answers their keys,
 * and its `check`, the outbox worker's poll task of a database and settings (eachDayFrom), which logs them.
 */
export function dailyLeadEmails<S extends ScheduledMailSettings, I, D, K>(job: DailyLeadEmails<S, I, D, K>) {
  const queue = async (db: Kysely<Database>, settings: S, now: Date): Promise<K[]> => {
    const clock = losAngelesClock(now);
    if (clock.minutes < minutesOfDay(job.time)) return [];
    const at = now.toISOString();
    return queueEach(db, await job.due(db, settings, now, clock.day), async (trx, item) => {
      const email = await job.claim(trx, item, settings, now);
      if (!email) return null;
      const rendered = job.template(email.data, { siteUrl: settings.siteUrl, content: settings.content() });
      await queueLeadMessage(trx, settings.siteUrl, job.kind, email.to, rendered, at, email.leadId);
      return email.key;
    });
  };
  const check = (db: Kysely<Database>, settings: S, log?: Logger) =>
    eachDayFrom(
      job.time,
      [] as K[],
      (now) => queue(db, settings, now),
      (day, keys) => {
        if (keys.length) log?.info({ day, [job.keys]: keys }, job.message);
      },
    );
  return { queue, check };
}
