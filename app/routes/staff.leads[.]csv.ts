import { recordEvent } from "~/lib/staff/audit.server";
import { staffOf } from "~/lib/staff/auth.server";
import { inboxCsvStream, parseFilter } from "~/lib/staff/inbox.server";
import { requireOwnerFor } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.leads[.]csv";

/** The filtered list as a spreadsheet: every matching row, not one page, streamed. The owner's, and recorded. */
export async function loader(args: Route.LoaderArgs) {
  const { request } = args;
  const staff = staffOf(args);
  requireOwnerFor(staff, "exportLeads");
  const params = new URL(request.url).searchParams;
  const filter = parseFilter(params);
  params.delete("page");
  const { db } = staff.svc.storage;
  await recordEvent(db, staff.member, {
    leadId: null,
    action: "exported leads (CSV)",
    detail: params.size ? `view: ${params}` : "every lead",
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsvStream(db, filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
