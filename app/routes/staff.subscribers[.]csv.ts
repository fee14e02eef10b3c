import { Readable } from "node:stream";
import { confirmedSubscribersCsv } from "~/lib/newsletter.server";
import { recordEvent } from "~/lib/staff/audit.server";
import { staffOf } from "~/lib/staff/auth.server";
import { requireOwnerFor } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.subscribers[.]csv";

/** Confirmed newsletter subscribers, for import into a mailing service. The owner's, and recorded. */
export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  requireOwnerFor(staff, "exportSubscribers");
  const { db } = staff.svc.storage;
  await recordEvent(db, staff.member, { leadId: null, action: "exported newsletter subscribers (CSV)" });
  const day = new Date().toISOString().slice(0, 10);
  const body = Readable.toWeb(Readable.from(confirmedSubscribersCsv(db))) as ReadableStream;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    },
  });
}
