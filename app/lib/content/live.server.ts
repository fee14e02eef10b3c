import type { Kysely } from "kysely";
import { applyDocument } from "~/content/live";
import { todayInLosAngeles } from "~/forms/fields";
import { contentVersion } from "~/lib/content-version.server";
import { setPublishedReviews } from "~/lib/reviews/published";
import { loadPublishedReviews } from "~/lib/reviews/reviews.server";
import type { Database } from "~/lib/storage/schema";
import { publishedDocument } from "./store.server";

/**
 * How often a server asks the database whether the content was published again: one read of one row. A publication
 * reaches the other servers' pages within this of its commit (the server that published asks at once).
 */
export const CONTENT_CHECK_MS = 1_000;

/**
 * The content this server shows (docs/content.md). `key()` asks the shared settings for the published version
 * at most every CONTENT_CHECK_MS (at once after `changed()`) and, when it or the Los Angeles date changed, applies the newest edition to the
 * content modules before it answers; it answers the page cache's key, "version date". The clients' published
 * reviews (and the real figures, when the owner chose them) are loaded with the edition and applied with it: a
 * review approved, hidden or answered bumps the version like a publication. While the database is away the last
 * edition stays.
 */
export function liveContent(db: Kysely<Database>, { checkMs = CONTENT_CHECK_MS } = {}) {
  let applied = "";
  let checked = { at: Number.NEGATIVE_INFINITY, key: Promise.resolve("") };
  const refresh = async (): Promise<string> => {
    const today = todayInLosAngeles();
    const key = `${await contentVersion(db)} ${today}`;
    if (key !== applied) {
      const [{ document }, reviews] = await Promise.all([publishedDocument(db), loadPublishedReviews(db, today)]);
      const figures = reviews.figures && {
        eventsServed: reviews.figures.eventsServed.toLocaleString("en-US"),
        averageRating: reviews.figures.averageRating,
      };
      applyDocument(document, today, figures ?? undefined);
      setPublishedReviews(reviews);
      applied = key;
    }
    return key;
  };
  return {
    /** The content was just published here: the next request asks the database, without waiting for the check. */
    changed() {
      checked = { ...checked, at: Number.NEGATIVE_INFINITY };
    },
    key(): Promise<string> {
      if (Date.now() - checked.at >= checkMs) {
        const previous = checked.key;
        checked = { at: Date.now(), key: refresh().catch(() => previous) };
      }
      return checked.key;
    },
  };
}
