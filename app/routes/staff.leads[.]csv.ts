import { requireStaff, staffHeaders } from "~/lib/staff/auth.server";
import { inboxCsv, listInbox, parseFilter } from "~/lib/staff/inbox.server";
import type { Route } from "./+types/staff.leads[.]csv";

/** The filtered list as a spreadsheet: every matching row, not one page. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const { rows } = await listInbox(staff.svc.storage.db, parseFilter(new URL(request.url).searchParams), true);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsv(rows), {
    headers: {
      ...staffHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
