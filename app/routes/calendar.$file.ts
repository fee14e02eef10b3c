import { contentOf, requestOf } from "~/lib/request-context.server";
import { calendarFeed, feedTokenOf } from "~/lib/staff/calendar-feed.server";
import type { Route } from "./+types/calendar.$file";

/** Private answers: a feed names clients, and a revoked one must stop at once, so nothing may keep a copy. */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The same answer for an address that was never a feed and one revoked: nothing to learn by trying. */
const notFound = () =>
  new Response("Not found.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...privateHeaders },
  });

/**
 * A staff member's calendar feed (~/lib/staff/calendar-feed.server.ts), at /calendar/<token>.ics. Outside the
 * staff layout, because a phone subscribing to it has no session; outside the site layout, so the page cache never
 * holds it.
 */
export async function loader(args: Route.LoaderArgs) {
  const token = feedTokenOf(args.params.file);
  if (!token) return notFound();
  const { services: svc } = requestOf(args);
  const feed = await calendarFeed(svc.storage.db, token, { siteUrl: svc.env.SITE_URL, content: contentOf(args) });
  if (feed === null) return notFound();
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "X-Content-Type-Options": "nosniff",
      ...privateHeaders,
    },
  });
}
