import { staffOf } from "~/lib/staff/auth.server";
import { inboxCsv, listInbox, parseFilter } from "~/lib/staff/inbox.server";
import type { Route } from "./+types/staff.leads[.]csv";

/** The filtered list as a spreadsheet: every matching row, not one page. */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const staff = staffOf(args);
  const { rows } = await listInbox(staff.svc.storage.db, parseFilter(new URL(request.url).searchParams), true);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
