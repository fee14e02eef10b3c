import type { Kysely } from "kysely";
import { type Logger, logger, reasonOf } from "~/lib/log.server";
import { losAngelesDay } from "~/lib/los-angeles";
import type { Database } from "~/lib/storage/schema";

/*
 * First-party page views (ADR 027): how often each public page is viewed per Los Angeles day, so the owner's report
 * can put leads over views. Counted by the server as it answers a page, never by a script in the page; nothing about
 * the visitor is kept (no address, no browser, no cookie), and a visitor who asks not to be tracked (Global Privacy
 * Control, Do Not Track) is not counted at all. Counting adds no database work to a request: views are added up in
 * memory and written every few seconds, one upsert per page and day, and once more when the server stops.
 */

/** What the server knows of a request it answered, enough to decide whether it was a person viewing a page. */
export interface AnsweredRequest {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** Crawlers, link previews, monitors, performance tools and command-line clients: not people reading. */
export const NOT_A_PERSON =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|phantom|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|autocannon|monitor|uptime|pingdom/i;

const header = (headers: AnsweredRequest["headers"], name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
};

/**
 * Whether an answer was a person viewing a public page: a successful GET of a page (not HEAD, not the staff area,
 * not a file), by a browser that did not ask not to be tracked, and not a prefetch or a page loaded into a frame.
 */
export function countsAsPageView(request: AnsweredRequest): boolean {
  const { headers, path } = request;
  if (request.method !== "GET" || (request.status !== 200 && request.status !== 304)) return false;
  if (path === "/staff" || path.startsWith("/staff/") || path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) {
    return false;
  }
  if (header(headers, "sec-gpc") === "1" || header(headers, "dnt") === "1") return false;
  const agent = header(headers, "user-agent");
  if (!agent.startsWith("Mozilla/") || NOT_A_PERSON.test(agent)) return false;
  const purpose = `${header(headers, "sec-purpose")} ${header(headers, "purpose")} ${header(headers, "x-moz")}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const dest = header(headers, "sec-fetch-dest");
  return dest === "" || dest === "document";
}

export interface PageViewCounter {
  /** Counts the request when it was a page view (countsAsPageView); no database work. */
  record(request: AnsweredRequest, at?: Date): boolean;
  /** Writes the views counted so far; views that could not be written are kept for the next flush. */
  flush(): Promise<void>;
  /** Starts writing every `flushMs`. */
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/** How many page-and-day rows one statement writes: well within both databases' parameter limits. */
const ROWS_PER_STATEMENT = 500;

export function createPageViewCounter(options: {
  db: Kysely<Database>;
  flushMs?: number;
  /** Distinct page-and-day pairs held in memory at most; more are dropped (the database may be away for long). */
  maxPending?: number;
  log?: Logger;
}): PageViewCounter {
  const { db, flushMs = 5_000, maxPending = 10_000, log = logger } = options;
  /** Views not yet written, by "day path". */
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  let failing = false;

  const add = (key: string, views: number) => {
    const known = pending.get(key);
    if (known === undefined && pending.size >= maxPending) return;
    pending.set(key, (known ?? 0) + views);
  };

  async function write(batch: Map<string, number>) {
    const rows = [...batch].map(([key, views]) => {
      const space = key.indexOf(" ");
      return { day: key.slice(0, space), path: key.slice(space + 1), views };
    });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await trx
          .insertInto("page_views")
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflict((oc) =>
            oc
              .columns(["path", "day"])
              .doUpdateSet((eb) => ({ views: eb("page_views.views", "+", eb.ref("excluded.views")) })),
          )
          .execute();
      }
    });
  }

  async function flushOnce() {
    if (!pending.size) return;
    const batch = pending;
    pending = new Map();
    try {
      await write(batch);
      if (failing) log.info("page views written again");
      failing = false;
    } catch (error) {
      // Kept for the next flush; one line while the database is away, not one per flush.
      for (const [key, views] of batch) add(key, views);
      if (!failing) log.warn({ reason: reasonOf(error) }, "page views not written: kept for the next try");
      failing = true;
    }
  }

  const counter: PageViewCounter = {
    record(request, at = new Date()) {
      if (!countsAsPageView(request)) return false;
      add(`${losAngelesDay(at)} ${request.path}`, 1);
      return true;
    },
    flush() {
      // One flush at a time: a second caller waits for the running one, then writes what came in meanwhile.
      const next = (flushing ?? Promise.resolve()).then(flushOnce);
      flushing = next;
      void next.finally(() => {
        if (flushing === next) flushing = undefined;
      });
      return next;
    },
    start() {
      timer ??= setInterval(() => void counter.flush(), flushMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await counter.flush();
    },
  };
  return counter;
}
