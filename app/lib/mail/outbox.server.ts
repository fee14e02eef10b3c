import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { type Logger, logger, reasonOf } from "~/lib/log.server";
import type { DialectName } from "~/lib/storage/db.server";
import type { Database, NewOutboxMessage, OutboxMessage, OutboxStatus } from "~/lib/storage/schema";
import { type MailAttachment, type MailTransport, SMTP_CONNECTIONS } from "./transport.server";

/*
 * The outbox: messages are committed with their lead, then a worker in each server process sends them. A row is
 * claimed by setting `locked_until`; on PostgreSQL the claim skips rows another server holds (FOR UPDATE SKIP
 * LOCKED), so several servers share the outbox without sending a message twice.
 *
 * A worker sends up to `concurrency` messages at once and claims one more each time a send ends. A send still going
 * after `slowSendMs` (a mail server that stalls on it) gives up its slot while it goes on, up to MAX_SENDS in flight,
 * so stalled sends hold neither the queue nor the slots. A send is cut after `sendTimeoutMs`, and a claim lasts
 * longer than that (`lockMs`): a slow send is never claimed twice, and the messages of a worker that died come
 * back after `lockMs`. Failures are retried with exponential backoff for three days (`retryDelay`, `givesUp`);
 * then the message is failed and shown to staff.
 *
 * A send and its record are two steps. When the record fails after the server accepted the message (the database
 * hiccuped), the worker keeps the message id in memory and records it again before claiming anything else: it
 * never sends that message again, and its claim keeps other workers off meanwhile. Only a crash between the two
 * steps, or a database outage that outlasts the claim while another server runs, can repeat a message (at least
 * once, never lost). While the database does not answer, the worker pauses (one log line with the cause) and its
 * poller resumes it once the database answers again.
 *
 * Stopping does not wait for the backlog: nothing more is claimed, sends in progress get `stopGraceMs` to end, and
 * those still going are cut and handed back (claim released, attempt not counted) for the next worker to send.
 */

/** The most sends one worker has in flight, slow ones included: one SMTP connection each. */
export const MAX_SENDS = SMTP_CONNECTIONS;
/**
 * What a visitor is waiting for, on the thank-you page or in their inbox: sent before the rest when the outbox has a
 * backlog (a campaign's burst), so each goes within seconds while the company's notifications catch up after.
 */
const VISITOR_WAITS: OutboxMessage["kind"][] = ["lead-confirmation", "newsletter-confirmation"];
/** The longest wait between retries. */
const RETRY_CAP_MS = 60 * 60_000;
/** How long a message is retried before it is failed for staff. */
export const GIVE_UP_AFTER_MS = 3 * 86_400_000;

export interface OutboxOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  transport: MailTransport;
  /** The sender, as of each send: the company's name may change while the server runs. */
  from: () => string;
  /** First retry delay; doubles each attempt up to an hour. */
  retryBaseMs?: number;
  /** How many messages one worker sends at once (sends slower than `slowSendMs` aside). */
  concurrency?: number;
  /** How long a send holds its slot; after that it goes on beside the others, up to MAX_SENDS in flight. */
  slowSendMs?: number;
  /** How long one send may take before it is cut and counted as failed. */
  sendTimeoutMs?: number;
  /** How long a claimed message stays locked to its worker: longer than a send may take. */
  lockMs?: number;
  /** How long stopping waits for sends in progress before handing them back. */
  stopGraceMs?: number;
  pollMs?: number;
  /** Work done on every poll before sending, with the clock's time: queueing the morning digest of held leads. */
  onPoll?: (now: number) => Promise<unknown>;
  log?: Logger;
  /** The clock, for tests. */
  now?: () => number;
}

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_CAP_MS);
}

/** Whether a message that failed its `attempts`th try has been retried for GIVE_UP_AFTER_MS: no more tries. */
export function givesUp(attempts: number, baseMs: number): boolean {
  let retrying = 0;
  for (let attempt = 1; attempt < attempts; attempt++) retrying += retryDelay(attempt, baseMs);
  return retrying >= GIVE_UP_AFTER_MS;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Leads with an e-mail held for staff: held as possible spam and not released. */
export const hasHeldMail = (eb: ExpressionBuilder<Database, "leads">) =>
  eb.exists(
    eb
      .selectFrom("outbox")
      .select("outbox.id")
      .whereRef("outbox.lead_id", "=", "leads.id")
      .where("outbox.status", "=", "held"),
  );

/** Messages waiting for another try after a failed one. */
const isRetrying = (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.and([eb("outbox.status", "=", "pending"), eb("outbox.last_error", "is not", null)]);

/** Leads with an e-mail that is not going out: failed for good, or waiting for another try. */
export const hasFailingMail = (eb: ExpressionBuilder<Database, "leads">) =>
  eb.exists(
    eb
      .selectFrom("outbox")
      .select("outbox.id")
      .whereRef("outbox.lead_id", "=", "leads.id")
      .where((o) => o.or([o("outbox.status", "=", "failed"), isRetrying(o)])),
  );

/**
 * A lead's e-mail trouble, for its row in the inbox: "failed" when one of its e-mails failed for good, else
 * "pending" when one waits for another try (min() picks "failed" first), else null.
 */
export const failingMailOf = (eb: ExpressionBuilder<Database, "leads">) =>
  eb
    .selectFrom("outbox")
    .select((o) => o.fn.min("outbox.status").as("status"))
    .whereRef("outbox.lead_id", "=", "leads.id")
    .where((o) => o.or([o("outbox.status", "=", "failed"), isRetrying(o)]));

export interface MailBacklog {
  /** Waiting to be sent, and of those, waiting for another try after a failed one. */
  pending: number;
  retrying: number;
  /** Held as suspected spam, for staff to release. */
  held: number;
  /** Given up on after three days of tries, for staff to retry. */
  failed: number;
  /** The oldest waiting message's age. */
  oldestPendingSeconds: number | null;
}

/** The outbox's backlog, for monitors (`/readyz`) and the staff inbox. */
export async function mailBacklog(db: Kysely<Database>, now = new Date()): Promise<MailBacklog> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("count"),
      eb.fn.count<number>("last_error").as("with_error"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("status", "in", ["pending", "held", "failed"])
    .groupBy("status")
    .execute();
  const of = (status: OutboxStatus) => rows.find((r) => r.status === status);
  const oldest = of("pending")?.oldest;
  return {
    pending: Number(of("pending")?.count ?? 0),
    retrying: Number(of("pending")?.with_error ?? 0),
    held: Number(of("held")?.count ?? 0),
    failed: Number(of("failed")?.count ?? 0),
    oldestPendingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000)) : null,
  };
}

/** A new message's Message-ID, on the site's host; stored with the message, so retries keep it. */
export const newMessageId = (siteUrl: string) => `<${randomUUID()}@${new URL(siteUrl).hostname}>`;

/** A rendered e-mail to `to`, as the outbox row that sends it from `at`. */
export function outboxMessage(
  siteUrl: string,
  kind: NewOutboxMessage["kind"],
  to: string,
  rendered: { subject: string; text: string; html: string },
  at: string,
): NewOutboxMessage {
  return {
    kind,
    to_address: to,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    message_id: newMessageId(siteUrl),
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  };
}

/** Queues `message` in the transaction that decided to send it: sent by the worker once that commits. */
export async function queueMessage(trx: Kysely<Database>, message: NewOutboxMessage): Promise<void> {
  await trx.insertInto("outbox").values(message).execute();
}

/** Queues a rendered e-mail about lead `leadId` (its history shows it), as outboxMessage; replies go to `replyTo`. */
export async function queueLeadMessage(
  trx: Kysely<Database>,
  siteUrl: string,
  kind: NewOutboxMessage["kind"],
  to: string,
  rendered: { subject: string; text: string; html: string },
  at: string,
  leadId: number,
  replyTo: string | null = null,
): Promise<void> {
  await queueMessage(trx, { ...outboxMessage(siteUrl, kind, to, rendered, at), lead_id: leadId, reply_to: replyTo });
}

/**
 * Queues one e-mail per item, each in a transaction of its own, so that its claim and its message commit together
 * and several servers send it once: what `queue` answered for the items it queued (null for one it did not).
 */
export async function queueEach<I, K>(
  db: Kysely<Database>,
  items: readonly I[],
  queue: (trx: Kysely<Database>, item: I) => Promise<K | null>,
): Promise<K[]> {
  const queued: K[] = [];
  for (const item of items) {
    const key = await db.transaction().execute((trx) => queue(trx, item));
    if (key !== null) queued.push(key);
  }
  return queued;
}

/** A rendered e-mail to the company (NOTIFY_EMAIL), as the outbox row that sends it from `at`. */
export const companyMessage = (
  mail: { siteUrl: string; notifyEmail: string },
  kind: NewOutboxMessage["kind"],
  rendered: { subject: string; text: string; html: string },
  at: string,
): NewOutboxMessage => outboxMessage(mail.siteUrl, kind, mail.notifyEmail, rendered, at);

/** Why a send was cut at shutdown: it is handed back, not counted as a failure. */
const HANDED_BACK = new Error("handed back at shutdown");

/** Rejects with the signal's reason when it aborts: a send ends on time whatever its transport does. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));

export function createOutbox(options: OutboxOptions) {
  const { db, dialect, transport } = options;
  const retryBaseMs = options.retryBaseMs ?? 15_000;
  const concurrency = options.concurrency ?? 8;
  const slowSendMs = options.slowSendMs ?? 3_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  const lockMs = options.lockMs ?? sendTimeoutMs + 10_000;
  const stopGraceMs = options.stopGraceMs ?? 5_000;
  const log = options.log ?? logger.child({}, { level: "silent" });
  const clock = options.now ?? Date.now;
  /** Messages this worker claimed and has not yet recorded as sent, failed or handed back. */
  const claimed = new Set<number>();
  /**
   * Sends in progress, by id: each settles to null, or to the database error that kept its outcome unrecorded; a slow
   * one no longer holds a slot.
   */
  const sending = new Map<number, { done: Promise<unknown>; cut: AbortController; slow: boolean }>();
  /** Sent but not yet recorded as sent, by id, with the time of the send: never to be sent again. */
  const unrecorded = new Map<number, string>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let running: Promise<void> | undefined;
  /** Wakes a run waiting for a free slot: new mail may be due, or a slot was given up by a slow send. */
  let wake: (() => void) | undefined;
  /** Woken while not waiting (filling slots): look again before waiting. */
  let woke = false;
  const nudge = () => {
    woke = true;
    wake?.();
  };
  let again = false;
  let started = false;
  let stopped = false;
  /** The last run failed on the database: the poller is waiting for it. */
  let paused = false;

  async function claim(limit: number): Promise<OutboxMessage[]> {
    const now = clock();
    let due = db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", iso(now))
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", iso(now))]))
      .orderBy((eb) => eb.case().when("kind", "in", VISITOR_WAITS).then(0).else(1).end())
      .orderBy("id")
      .limit(limit);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    const messages = await db
      .updateTable("outbox")
      .set({ locked_until: iso(now + lockMs), attempts: sql`attempts + 1` })
      .where("id", "in", due)
      .returningAll()
      .execute();
    for (const message of messages) claimed.add(message.id);
    return messages;
  }

  async function recordSent(id: number, sentAt: string) {
    await db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: sentAt, locked_until: null, last_error: null })
      .where("id", "=", id)
      .execute();
    unrecorded.delete(id);
    claimed.delete(id);
  }

  /** Records the sends whose record failed; throws while the database still refuses. */
  async function recordUnrecorded() {
    for (const [id, sentAt] of unrecorded) await recordSent(id, sentAt);
  }

  async function deliver(message: OutboxMessage, cut: AbortController) {
    const deadline = setTimeout(
      () => cut.abort(new Error(`the mail server did not finish within ${sendTimeoutMs / 1000} s`)),
      sendTimeoutMs,
    );
    try {
      await Promise.race([
        transport.send(
          {
            from: options.from(),
            to: message.to_address,
            replyTo: message.reply_to,
            subject: message.subject,
            text: message.text_body,
            html: message.html_body,
            messageId: message.message_id,
            headers: message.headers ? (JSON.parse(message.headers) as Record<string, string>) : undefined,
            attachments: message.attachments ? (JSON.parse(message.attachments) as MailAttachment[]) : undefined,
            kind: message.kind,
          },
          cut.signal,
        ),
        aborted(cut.signal),
      ]);
    } catch (error) {
      if (cut.signal.reason === HANDED_BACK) await handBack([message]);
      else await recordFailure(message, cut.signal.aborted ? cut.signal.reason : error);
      return;
    } finally {
      clearTimeout(deadline);
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
    const failed = givesUp(message.attempts, retryBaseMs);
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
    claimed.delete(message.id);
    log[failed ? "error" : "warn"]({ outboxId: message.id, attempts: message.attempts, reason }, "mail not sent");
  }

  /** Releases claims without counting the attempt: the messages are due again at once, for any worker. */
  async function handBack(messages: OutboxMessage[]) {
    if (!messages.length) return;
    await Promise.all(
      messages.map(async (message) => {
        await db
          .updateTable("outbox")
          .set({ locked_until: null, attempts: sql`attempts - 1` })
          .where("id", "=", message.id)
          // Only while the claim is this worker's: once expired, another worker may hold it.
          .where("locked_until", "=", message.locked_until)
          .execute();
        claimed.delete(message.id);
      }),
    );
    log.info({ outboxIds: messages.map((m) => m.id) }, "mail handed back to the outbox");
  }

  function startSending(message: OutboxMessage) {
    const cut = new AbortController();
    const send = { done: Promise.resolve<unknown>(null), cut, slow: false };
    const slow = setTimeout(() => {
      send.slow = true;
      nudge();
    }, slowSendMs);
    send.done = deliver(message, cut)
      .then(
        () => null,
        (error: unknown) => error,
      )
      .finally(() => {
        clearTimeout(slow);
        sending.delete(message.id);
      });
    sending.set(message.id, send);
  }

  /** Fills the free slots with due messages, once every earlier send is recorded. */
  async function fill() {
    await recordUnrecorded();
    const busy = [...sending.values()].filter((s) => !s.slow).length;
    const free = Math.min(concurrency - busy, MAX_SENDS - sending.size);
    if (free <= 0) return;
    const messages = await claim(free);
    // Claimed while stopping: not to be sent here.
    if (stopped) return handBack(messages);
    for (const message of messages) startSending(message);
  }

  /**
   * Sends everything due, a slot at a time, until nothing is due and nothing is in flight. After a database error
   * it claims no more, lets the sends in flight end, then throws.
   */
  async function drain() {
    let failure: { error: unknown } | undefined;
    for (;;) {
      if (!failure && !stopped) await fill().catch((error: unknown) => (failure = { error }));
      if (!sending.size) break;
      if (woke && !failure && !stopped) {
        woke = false;
        continue;
      }
      const woken = new Promise<null>((resolve) => (wake = () => resolve(null)));
      const error = await Promise.race([...[...sending.values()].map((s) => s.done), woken]);
      wake = undefined;
      woke = false;
      if (error) failure ??= { error };
    }
    if (failure) throw failure.error;
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      nudge();
      return running;
    }
    if (stopped) return Promise.resolve();
    running = drain()
      .then(() => {
        if (paused) log.info("outbox resumed: the database answers again");
        paused = false;
      })
      .catch((error) => {
        // The poller keeps trying; one line says the outbox waits, and why, not one per poll.
        if (!paused) log.error({ reason: reasonOf(error) }, "outbox paused: the database is unavailable");
        paused = true;
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

  async function poll() {
    await options.onPoll?.(clock()).catch((error) => log.error({ reason: reasonOf(error) }, "outbox poll task failed"));
    await run();
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      polling = poll().finally(() => {
        polling = undefined;
        schedule();
      });
    }, options.pollMs ?? 2_000);
    timer.unref();
  }

  return {
    /** Sends what is due now (called right after a lead is stored, and by the poller). */
    run,
    start() {
      if (started || stopped) return;
      started = true;
      void run();
      schedule();
    },
    /**
     * Stops taking work and hands back what it holds; throws when some claim could not be settled in the
     * database (its message goes again once the claim expires).
     */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const grace = setTimeout(() => {
        for (const { cut } of sending.values()) cut.abort(HANDED_BACK);
      }, stopGraceMs);
      await polling;
      await running;
      clearTimeout(grace);
      // A last chance to record sends before their ids are forgotten and their claims expire.
      await recordUnrecorded().catch((error) =>
        log.error(
          { outboxIds: [...unrecorded.keys()], reason: reasonOf(error) },
          "mail sent but not recorded at shutdown: may be sent again",
        ),
      );
      if (claimed.size)
        throw new Error(`outbox stopped holding ${claimed.size} message(s): they go when the claim expires`);
    },
    /**
     * Puts held, failed or retrying messages in line to go now, e.g. when staff mark a lead "not spam" or retry; a
     * message being sent is left to its sender.
     */
    async release(where: { leadId: number } | { outboxId: number }) {
      const now = iso(clock());
      let query = db
        .updateTable("outbox")
        .set({ status: "pending", next_attempt_at: now, attempts: 0, last_error: null })
        .where((eb) =>
          eb.and([
            eb.or([eb("status", "in", ["held", "failed"]), isRetrying(eb)]),
            eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]),
          ]),
        );
      query = "leadId" in where ? query.where("lead_id", "=", where.leadId) : query.where("id", "=", where.outboxId);
      const result = await query.executeTakeFirst();
      void run();
      return Number(result.numUpdatedRows);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
