import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./storage/schema";

/*
 * The published content's version, one row of the shared settings: every server keys its page cache by it
 * (docs/delivery.md), so a publication reaches every server's pages within seconds, without a restart.
 */

const NAME = "content-version";

export async function contentVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("settings").select("value").where("name", "=", NAME).executeTakeFirst();
  return row?.value ?? "";
}

/** Marks the content as published anew: every server renders its pages again on their next request. */
export async function bumpContentVersion(db: Kysely<Database>, value: string = randomUUID()): Promise<string> {
  await db
    .insertInto("settings")
    .values({ name: NAME, value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
    .execute();
  return value;
}
