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
