import { type ContentDocument, emptyDocument } from "~/content/editable";
import { build, type ContentSnapshot } from "~/content/live";
import { todayInLosAngeles } from "~/forms/fields";
import { createPageViewCounter, type PageViewCounter } from "~/lib/analytics/page-views.server";
import { type Env, env } from "~/lib/env.server";
import { heldDigestCheck } from "~/lib/leads/held-digest.server";
import { createLimits, type Limits } from "~/lib/leads/limits.server";
import { ownerDigestCheck, replyAlertCheck } from "~/lib/leads/owner-digest.server";
import { proposalReminderCheck } from "~/lib/leads/proposal-reminders.server";
import { clientReminderCheck } from "~/lib/leads/reminders.server";
import { logger, reasonOf } from "~/lib/log.server";
import { createOutbox, type MailBacklog, mailBacklog, type Outbox } from "~/lib/mail/outbox.server";
import { createMailTransport } from "~/lib/mail/transport.server";
import { purge, schedulePurge } from "~/lib/privacy.server";
import { reviewRequestCheck } from "~/lib/reviews/requests.server";
import { ensureOwner, SCRYPT_COST, type ScryptCost } from "~/lib/staff/accounts.server";
import { openStorage, probeLeadWrite, type Storage, sharedSecret } from "~/lib/storage/db.server";
import { tightenDataDir } from "~/lib/storage/private-files.server";

/*
 * The server's long-lived parts: storage (migrated at start), the outbox worker (which also queues the morning
 * digest of held leads, the owner's morning digest, the reply alerts, the clients' reminders, the proposals' reminders and review requests), the rate limits, the key that signs form tokens, the owner's staff account and the daily
 * retention purge. The server starts them once, before it listens, and hands them to every loader and action
 * in the request context (~/lib/request-context.server).
 */

export interface Services {
  env: Env;
  storage: Storage;
  outbox: Outbox;
  limits: Limits;
  formSecret: string;
  /** What hashing a staff password costs: SCRYPT_COST on a server; a test may pass a cheaper one. */
  passwordCost: ScryptCost;
  /** The daily retention purge (absent where a test builds its own services). */
  purge?: { stop(): Promise<void> };
  /** First-party page views, counted by the server as it answers pages (ADR 027). */
  pageViews?: PageViewCounter;
  /**
   * Renders pages with an edition that is not live, from a snapshot of its own (~/lib/content/edition-renderer.server.ts): every
   * indexable page and feed when `paths` is null. Absent where a test builds its own services.
   */
  renderEdition?: (
    edition: ContentDocument,
    paths: string[] | null,
    options?: { marked?: boolean },
  ) => Promise<RenderedPage[]>;
  /** Says this server published the content: its pages show it from the next request (server/app.js). */
  contentChanged?: () => Promise<void>;
  /**
   * The server's newest content snapshot (server/app.js sets it to its live content): what the outbox's sender name,
   * the scheduled e-mails (digests, reminders, review requests) and anything else rendered outside a request say
   * of the company. A request reads its own (contentOf).
   */
  content: () => ContentSnapshot;
}

export interface RenderedPage {
  path: string;
  status: number;
  html: string;
  error?: string;
}

/** The outbox worker's poll tasks, in turn: one that fails (logged) does not keep the others from running. */
function pollTasks(tasks: ((now: number) => Promise<unknown>)[]) {
  return async (now: number) => {
    for (const task of tasks) {
      await task(now).catch((error) => logger.error({ reason: reasonOf(error) }, "outbox poll task failed"));
    }
  };
}

export async function startServices(config: Env = env()): Promise<Services> {
  tightenDataDir(config.DATA_DIR);
  const storage = await openStorage({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  // The outbox and the scheduled e-mails read the services' content as they render: the server sets it to its live
  // content (server/app.js) before it takes a request; until then, the repository's.
  let repository: ContentSnapshot | undefined;
  const content = () => services.content();
  const companyMail = { siteUrl: config.SITE_URL, notifyEmail: config.NOTIFY_EMAIL, content };
  // Before the outbox: its poll signs the review requests' links with it.
  const formSecret = await sharedSecret(storage.db, "form-token");
  const outbox = createOutbox({
    db: storage.db,
    dialect: storage.dialect,
    transport: createMailTransport({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR }),
    from: () => `${content().site.name} <${config.MAIL_FROM}>`,
    sendTimeoutMs: config.MAIL_SEND_TIMEOUT_SECONDS * 1000,
    onPoll: pollTasks([
      heldDigestCheck(storage.db, companyMail, logger),
      ownerDigestCheck(storage.db, { ...companyMail, digestTime: config.OWNER_DIGEST_TIME }, logger),
      replyAlertCheck(storage.db, { ...companyMail, digestTime: config.OWNER_DIGEST_TIME }, logger),
      clientReminderCheck(storage.db, companyMail, logger),
      proposalReminderCheck(storage.db, { siteUrl: config.SITE_URL, secret: formSecret, content }, logger),
      reviewRequestCheck(storage.db, { siteUrl: config.SITE_URL, secret: formSecret, content }, logger),
    ]),
    log: logger,
  });
  const services: Services = {
    env: config,
    storage,
    outbox,
    limits: await createLimits(storage),
    formSecret,
    passwordCost: SCRYPT_COST,
    content: () => {
      repository ??= build(emptyDocument(), todayInLosAngeles());
      return repository;
    },
  };
  outbox.start();
  await ensureOwner(storage.db, config, new Date(), services.passwordCost);
  services.purge = schedulePurge({ storage, dataDir: config.DATA_DIR, limits: services.limits, log: logger });
  services.pageViews = createPageViewCounter({ db: storage.db, log: logger });
  services.pageViews.start();
  logger.info({ storage: storage.dialect, mail: config.SMTP_URL ? "smtp" : "files" }, "services started");
  return services;
}

/**
 * Stops taking work at once (the outbox hands back the mail it holds, without waiting for the backlog) and closes
 * storage once `answered` settles: requests still being answered need it. Throws when something was left undone.
 */
export async function stopServices(running: Services, answered: Promise<unknown> = Promise.resolve()): Promise<void> {
  const results = await Promise.allSettled([running.outbox.stop(), running.purge?.stop(), answered]);
  // The last answers may have counted views: written now, before storage closes. Views that cannot be written
  // (the database is away) are lost, and logged; that is no reason to fail the shutdown.
  await running.pageViews?.stop();
  await running.storage.close();
  const failure = results.find((r) => r.status === "rejected");
  if (failure) throw failure.reason;
}

export interface Readiness {
  ready: boolean;
  database: "ok" | "unavailable";
  outbox?: MailBacklog;
}

/** Probes in progress, by storage: monitors polling at once share one. */
const probes = new WeakMap<Storage, Promise<void>>();

function sharedProbe(storage: Storage) {
  let probe = probes.get(storage);
  if (!probe) {
    probe = probeLeadWrite(storage).finally(() => probes.delete(storage));
    probes.set(storage, probe);
  }
  return probe;
}

/**
 * For load balancers and uptime monitors (`/readyz`): could this server store a lead right now? A lead's write is
 * made and rolled back (`probeLeadWrite`), so a full disk or a lock on the leads shows, within the storage's lock
 * waits (a few seconds at most).
 */
export async function readiness({ storage }: Services, now = new Date()): Promise<Readiness> {
  try {
    const [, outbox] = await Promise.all([sharedProbe(storage), mailBacklog(storage.db, now)]);
    return { ready: true, database: "ok", outbox };
  } catch (error) {
    logger.warn({ reason: reasonOf(error) }, "not ready");
    return { ready: false, database: "unavailable" };
  }
}

/** `npm run purge` (for cron): one retention purge over the configured storage, then exit. */
export async function purgeOnce(config: Env = env()) {
  tightenDataDir(config.DATA_DIR);
  const storage = await openStorage({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    return await purge({ storage, dataDir: config.DATA_DIR });
  } finally {
    await storage.close();
  }
}
