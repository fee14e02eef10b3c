import { data } from "react-router";
import { type Logger, reasonOf } from "~/lib/log.server";

export const unavailableMessage =
  "The database is not answering just now. Nothing is lost: please try again in a minute.";

/**
 * Runs work that needs the database. When the database fails it, the cause goes to the log and the visitor gets a
 * 503 that the error pages explain, not a 500 (ADR 018).
 */
export async function needsDatabase<T>(log: Logger, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (failure) {
    log.error({ reason: reasonOf(failure) }, `${what}: the database failed`);
    throw data(unavailableMessage, { status: 503 });
  }
}
