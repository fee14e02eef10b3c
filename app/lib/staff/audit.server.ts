import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/storage/schema";
import type { Member } from "./accounts.server";

/** Records who did what to a lead (or, with no lead, to data that is gone), and when. */
export async function recordEvent(
  db: Kysely<Database> | Transaction<Database>,
  actor: Pick<Member, "name" | "email">,
  event: { leadId: number | null; action: string; detail?: string },
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_events")
    .values({
      lead_id: event.leadId,
      actor_name: actor.name,
      actor_email: actor.email,
      action: event.action,
      detail: (event.detail ?? "").slice(0, 500),
      created_at: now.toISOString(),
    })
    .execute();
}

const eventColumns = ["id", "actor_name", "actor_email", "action", "detail", "created_at"] as const;

/** A lead's history, oldest first. */
export function leadHistory(db: Kysely<Database>, leadId: number) {
  return db.selectFrom("audit_events").select(eventColumns).where("lead_id", "=", leadId).orderBy("id").execute();
}

/** Events that outlive their lead (deletions, erasures), newest first. */
export function dataEvents(db: Kysely<Database>, limit = 50) {
  return db
    .selectFrom("audit_events")
    .select(eventColumns)
    .where("lead_id", "is", null)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
