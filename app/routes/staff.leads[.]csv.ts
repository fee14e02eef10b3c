import { staffOf } from "~/lib/staff/auth.server";
import { inboxCsvStream, parseFilter } from "~/lib/staff/inbox.server";
import type { Route } from "./+types/staff.leads[.]csv";

/** The filtered list as a spreadsheet: every matching row, not one page, streamed. */
export function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const staff = staffOf(args);
  const filter = parseFilter(new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsvStream(staff.svc.storage.db, filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
