import { parseEnv } from "~/lib/env.server";
import { createLimits } from "~/lib/leads/limits.server";
import { createOutbox } from "~/lib/mail/outbox.server";
import type { Services } from "~/lib/services.server";
import type { ScryptCost } from "~/lib/staff/accounts.server";
import type { Storage } from "~/lib/storage/db.server";
import { seedContent } from "./content";

export const TEST_FORM_SECRET = "test-secret";

/**
 * scrypt at a small fraction of the server's cost (SCRYPT_COST, about 0.1 s a hash): the tests sign in and guess
 * passwords by the hundred. accounts.server.test.ts proves the server's cost is the default.
 */
export const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 4, r: 8, p: 1 };

/** The repository's content, built once: what the outbox and the scheduled e-mails say. */
const content = seedContent();

/**
 * What a route's loader or action is given, on an open test database: the environment's settings, an outbox whose
 * mail goes nowhere, the rate limits, a fixed form secret and cheap password hashes.
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
    passwordCost: TEST_PASSWORD_COST,
    content: () => content,
  };
}
