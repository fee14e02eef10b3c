import type { Kysely } from "kysely";
import type { Database } from "./schema";

/*
 * Periodic jobs on several servers sharing one database: each server's timer fires, and the one whose insert
 * creates the (job, period) row runs the job; the others, and any server restarted later in the period, skip it.
 */

/** Whether this caller is the one to run `name` for `period`. */
export async function claimRun(db: Kysely<Database>, name: string, period: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insertInto("job_runs")
    .values({ name, period, started_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["name", "period"]).doNothing())
    .returning("name")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Gives a failed run's period back, so the next timer (on any server) tries again. */
export async function releaseRun(db: Kysely<Database>, name: string, period: string): Promise<void> {
  await db.deleteFrom("job_runs").where("name", "=", name).where("period", "=", period).execute();
}
