import { sql } from "kysely";
import { site } from "~/config/site";
import { type Env, env } from "~/lib/env.server";
import { createLimits, type Limits } from "~/lib/leads/limits.server";
import { log } from "~/lib/log.server";
import { createOutbox, type Outbox } from "~/lib/mail/outbox.server";
import { createMailTransport } from "~/lib/mail/transport.server";
import { openStorage, type Storage, sharedSecret } from "~/lib/storage/db.server";

/*
 * The server's long-lived parts: storage (migrated at start), the outbox worker, the rate limits and the key that
 * signs form tokens. The Express server starts them before it listens; loaders and actions ask for them.
 */

export interface Services {
  env: Env;
  storage: Storage;
  outbox: Outbox;
  limits: Limits;
  formSecret: string;
}

let current: Promise<Services> | undefined;

async function start(): Promise<Services> {
  const config = env();
  const storage = await openStorage({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  const outbox = createOutbox({
    db: storage.db,
    dialect: storage.dialect,
    transport: createMailTransport({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR }),
    from: `${site.name} <${config.MAIL_FROM}>`,
    log,
  });
  outbox.start();
  const limits = await createLimits(storage);
  const formSecret = await sharedSecret(storage.db, "form-token");
  log({ level: "info", msg: "services started", storage: storage.dialect, mail: config.SMTP_URL ? "smtp" : "files" });
  return { env: config, storage, outbox, limits, formSecret };
}

export function services(): Promise<Services> {
  current ??= start().catch((error) => {
    current = undefined;
    throw error;
  });
  return current;
}

export const startServices = services;

export async function stopServices(): Promise<void> {
  if (!current) return;
  const running = await current.catch(() => undefined);
  current = undefined;
  if (!running) return;
  await running.outbox.stop();
  await running.storage.close();
}

export interface Readiness {
  ready: boolean;
  database: "ok" | "unavailable";
  /** Messages waiting to be sent, held as suspected spam, and given up on; the oldest waiting one's age. */
  outbox?: { pending: number; held: number; failed: number; oldestPendingSeconds: number | null };
}

/** For load balancers and uptime monitors (`/readyz`): can this server store a lead right now? */
export async function readiness(now = new Date()): Promise<Readiness> {
  try {
    const { storage } = await services();
    const rows = await storage.db
      .selectFrom("outbox")
      .select(["status", sql<number>`count(*)`.as("count"), sql<string | null>`min(created_at)`.as("oldest")])
      .where("status", "in", ["pending", "held", "failed"])
      .groupBy("status")
      .execute();
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
    const oldest = rows.find((r) => r.status === "pending")?.oldest;
    return {
      ready: true,
      database: "ok",
      outbox: {
        pending: count("pending"),
        held: count("held"),
        failed: count("failed"),
        oldestPendingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000)) : null,
      },
    };
  } catch (error) {
    log({ level: "warn", msg: "not ready", reason: error instanceof Error ? error.message : String(error) });
    return { ready: false, database: "unavailable" };
  }
}
