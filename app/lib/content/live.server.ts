import type { Kysely } from "kysely";
import { build, type ContentSnapshot } from "~/content/live";
import { todayInLosAngeles } from "~/forms/fields";
import { contentVersion } from "~/lib/content-version.server";
import { withinTime } from "~/lib/deadline.server";
import { loadPublishedReviews } from "~/lib/reviews/reviews.server";
import type { Database } from "~/lib/storage/schema";
import { publishedDocument } from "./store.server";

/**
 * How often a server asks the database whether the content was published again: one read of one row. A publication
 * reaches the other servers' pages within this of its commit (the server that published asks at once).
 */
export const CONTENT_CHECK_MS = 1_000;
/** Past this, a check is given up and the next one may start: longer than any bounded database wait. */
const CHECK_LIMIT_MS = 10_000;

/**
 * The content this server shows (docs/content.md). It applies the newest edition before the server takes its first
 * request, then asks the shared settings for the published version every CONTENT_CHECK_MS in the background and,
 * when it or the Los Angeles date changed, applies the newest edition to the content modules. `key()` answers the
 * page cache's key, "version date", of the edition applied, at once: no request waits on the database. The
 * clients' published reviews (and the real figures, when the owner chose them) are loaded with the edition and
 * applied with it: a review approved, hidden or answered bumps the version like a publication. While the database
 * is away, or slow, the last edition stays and a check waits for the one before it to finish.
 */
export async function liveContent(db: Kysely<Database>, { checkMs = CONTENT_CHECK_MS } = {}) {
  let applied = "";
  let snapshot: ContentSnapshot | undefined;
  let started = 0;
  const refresh = async (): Promise<void> => {
    const check = ++started;
    const today = todayInLosAngeles();
    const key = `${await contentVersion(db)} ${today}`;
    if (key === applied) return;
    const [{ document }, reviews] = await Promise.all([publishedDocument(db), loadPublishedReviews(db, today)]);
    // A check given up on (CHECK_LIMIT_MS) that answers after a later one must not apply an older edition.
    if (check !== started) return;
    snapshot = build(document, today, reviews);
    applied = key;
  };
  await refresh();
  let checking: Promise<void> | null = null;
  /** One check at a time; bounded, so that a check whose connection was lost cannot stop the checks after it. */
  const check = () => {
    checking ??= withinTime(refresh(), CHECK_LIMIT_MS, "the content check took too long")
      .catch(() => {})
      .finally(() => {
        checking = null;
      });
    return checking;
  };
  const timer = setInterval(check, checkMs);
  timer.unref();
  return {
    key: (): string => applied,
    /** The newest snapshot of all content this server applied: what a request reads. */
    current: (): ContentSnapshot => snapshot as ContentSnapshot,
    /**
     * The content was just published here: checked now, so the publisher's next page shows it (the action waits
     * for this, a staff request; no visitor's does). A check already under way is followed by a fresh one.
     */
    changed: async (): Promise<void> => {
      await checking;
      await check();
    },
    stop: () => clearInterval(timer),
  };
}
