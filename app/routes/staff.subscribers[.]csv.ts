import { Readable } from "node:stream";
import { confirmedSubscribersCsv } from "~/lib/newsletter.server";
import { staffOf } from "~/lib/staff/auth.server";
import type { Route } from "./+types/staff.subscribers[.]csv";

/** Confirmed newsletter subscribers, for import into a mailing service. */
export function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const day = new Date().toISOString().slice(0, 10);
  const body = Readable.toWeb(Readable.from(confirmedSubscribersCsv(staff.svc.storage.db))) as ReadableStream;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    },
  });
}
