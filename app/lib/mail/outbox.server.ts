import { type Kysely, sql } from "kysely";
import { type Logger, logger, reasonOf } from "~/lib/log.server";
import type { DialectName } from "~/lib/storage/db.server";
import type { Database, OutboxMessage } from "~/lib/storage/schema";
import type { MailTransport } from "./transport.server";

/*
 * The outbox: messages are committed with their lead, then a worker in each server process sends them. A row is
 * claimed by setting `locked_until`; on PostgreSQL the claim skips rows another server holds (FOR UPDATE SKIP
 * LOCKED), so several servers share the outbox without sending a message twice. Failures retry with exponential
 * backoff; after MAX_ATTEMPTS the message is marked failed and shown to staff.
 *
 * A send and its record are two steps. When the record fails after the server accepted the message (the database
 * hiccuped), the worker keeps the message id in memory and records it again before claiming anything else: it
 * never sends that message again, and its claim (`lockMs`) keeps other workers off meanwhile. Only a crash between
 * the two steps, or a database outage that outlasts the claim while another server runs, can repeat a message (at
 * least once, never lost).
 */

export const MAX_ATTEMPTS = 8;
const BATCH = 10;

export interface OutboxOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  transport: MailTransport;
  from: string;
  /** First retry delay; doubles each attempt up to 30 minutes. */
  retryBaseMs?: number;
  /** How long a claimed message stays locked to its worker. */
  lockMs?: number;
  pollMs?: number;
  log?: Logger;
  /** The clock, for tests. */
  now?: () => number;
}

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createOutbox(options: OutboxOptions) {
  const { db, dialect, transport } = options;
  const retryBaseMs = options.retryBaseMs ?? 15_000;
  const lockMs = options.lockMs ?? 60_000;
  const log = options.log ?? logger.child({}, { level: "silent" });
  const clock = options.now ?? Date.now;
  /** Sent but not yet recorded as sent, by id, with the time of the send: never to be sent again. */
  const unrecorded = new Map<number, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function claim(): Promise<OutboxMessage[]> {
    const now = clock();
    let due = db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", iso(now))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", iso(now))]))
      .orderBy("id")
      .limit(BATCH);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    return db
      .updateTable("outbox")
      .set({ locked_until: iso(now + lockMs), attempts: sql`attempts + 1` })
      .where("id", "in", due)
      .returningAll()
      .execute();
  }

  async function recordSent(id: number, sentAt: string) {
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: sentAt, locked_until: null, last_error: null })
      .where("id", "=", id)
      .execute();
    unrecorded.delete(id);
  }

  /** Records the sends whose record failed; throws while the database still refuses. */
  async function recordUnrecorded() {
    for (const [id, sentAt] of unrecorded) await recordSent(id, sentAt);
  }

  async function deliver(message: OutboxMessage) {
    try {
      await transport.send({
        from: options.from,
        to: message.to_address,
        replyTo: message.reply_to,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        messageId: message.message_id,
        headers: message.headers ? (JSON.parse(message.headers) as Record<string, string>) : undefined,
      });
    } catch (error) {
      await recordFailure(message, error);
      return;
    }
    const sentAt = iso(clock());
    unrecorded.set(message.id, sentAt);
    try {
      await recordSent(message.id, sentAt);
      log.info({ outboxId: message.id, kind: message.kind }, "mail sent");
    } catch (error) {
      log.error(
        { outboxId: message.id, reason: reasonOf(error) },
        "mail sent but not recorded: recording again before sending more",
      );
    }
  }

  async function recordFailure(message: OutboxMessage, error: unknown) {
    const reason = reasonOf(error);
    const failed = message.attempts >= MAX_ATTEMPTS;
    await db
      .updateTable("outbox")
      .set({
        status: failed ? "failed" : "pending",
        next_attempt_at: iso(clock() + retryDelay(message.attempts, retryBaseMs)),
        locked_until: null,
        last_error: reason.slice(0, 500),
      })
      .where("id", "=", message.id)
      .execute();
    log[failed ? "error" : "warn"]({ outboxId: message.id, attempts: message.attempts, reason }, "mail not sent");
  }

  /**
   * Sends everything due now; returns how many messages were attempted. Nothing is claimed until every earlier
   * send is recorded, and a batch is settled in full before the run ends, so no send is still in flight when the
   * next run claims.
   */
  async function drain(): Promise<number> {
    let attempted = 0;
    await recordUnrecorded();
    for (;;) {
      const batch = await claim();
      if (!batch.length) return attempted;
      const results = await Promise.allSettled(batch.map(deliver));
      attempted += batch.length;
      await recordUnrecorded();
      const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
      if (failure) throw failure.reason;
    }
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error) => {
        log.error({ reason: reasonOf(error) }, "outbox run failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      await run();
      schedule();
    }, options.pollMs ?? 2_000);
    timer.unref();
  }

  return {
    /** Sends what is due now (called right after a lead is stored, and by the poller). */
    run,
    start() {
      if (!stopped) return;
      stopped = false;
      void run();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      // A last chance to record sends before their ids are forgotten and their claims expire.
      await recordUnrecorded().catch((error) =>
        log.error(
          { outboxIds: [...unrecorded.keys()], reason: reasonOf(error) },
          "mail sent but not recorded at shutdown: may be sent again",
        ),
      );
    },
    /** Puts held or failed messages back in line, e.g. when staff mark a lead "not spam" or retry. */
    async release(where: { leadId: number } | { outboxId: number }) {
      let query = db
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: iso(clock()), attempts: 0, last_error: null })
        .where("status", "in", ["held", "failed"]);
      query = "leadId" in where ? query.where("lead_id", "=", where.leadId) : query.where("id", "=", where.outboxId);
      const result = await query.executeTakeFirst();
      void run();
      return Number(result.numUpdatedRows);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
