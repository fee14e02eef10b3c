import { parseEnv } from "~/lib/env.server";
import { createLimits } from "~/lib/leads/limits.server";
import { createOutbox } from "~/lib/mail/outbox.server";
import type { Services } from "~/lib/services.server";
import type { Storage } from "~/lib/storage/db.server";
import { seedContent } from "./content";

export const TEST_FORM_SECRET = "test-secret";

/** The repository's content, built once: what the outbox and the scheduled e-mails say. */
const content = seedContent();

/**
 * What a route's loader or action is given, on an open test database: the environment's settings, an outbox whose
 * mail goes nowhere, the rate limits and a fixed form secret.
 */
export async function testServices(
  storage: Storage & { dataDir: string },
  settings: Record<string, string> = {},
): Promise<Services> {
  return {
    env: parseEnv({ DATA_DIR: storage.dataDir, ...settings }),
    storage,
    outbox: createOutbox({
      db: storage.db,
      dialect: storage.dialect,
      transport: { send: async () => {}, close() {} },
      from: () => "x@y.z",
    }),
    limits: await createLimits(storage),
    formSecret: TEST_FORM_SECRET,
    content: () => content,
  };
}
