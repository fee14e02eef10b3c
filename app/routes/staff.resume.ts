import { resumeStore } from "~/lib/leads/resume.server";
import { recordEvent } from "~/lib/staff/audit.server";
import { staffOf } from "~/lib/staff/auth.server";
import { leadResume } from "~/lib/staff/inbox.server";
import type { Route } from "./+types/staff.resume";

const notFound = (message: string) =>
  new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * A résumé, always as a download with its checked content type. Any staff member may read one from its lead's page
 * (working the applications is their job, and it is one applicant's file at a time); each download is in the
 * lead's history.
 */
export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const staff = staffOf(args);
  const id = Number(params.id) || 0;
  const { db } = staff.svc.storage;
  const lead = await leadResume(db, id);
  if (!lead?.resume_file || !lead.resume_type) throw notFound("This lead has no résumé.");
  const bytes = await resumeStore(staff.svc.storage, staff.svc.env.DATA_DIR).get(lead.resume_file);
  if (!bytes) {
    throw notFound("This résumé's file is missing from the server's storage. Ask the applicant to send it again.");
  }
  await recordEvent(db, staff.member, { leadId: id, action: "downloaded the résumé", detail: lead.reference });
  const extension = lead.resume_file.slice(lead.resume_file.lastIndexOf("."));
  const name = `${lead.reference}-resume${extension}`;
  return new Response(bytes, {
    headers: {
      "Content-Type": lead.resume_type,
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
