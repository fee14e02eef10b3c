import { data } from "react-router";
import { leadProposals } from "~/lib/leads/proposal.server";
import { exportPerson, findPerson } from "~/lib/privacy.server";
import { leadReviews } from "~/lib/reviews/reviews.server";
import { recordEvent } from "~/lib/staff/audit.server";
import { staffOf } from "~/lib/staff/auth.server";
import { requireOwnerFor } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.privacy[.]json";

/** A right-to-know export: everything held about one e-mail address, as JSON. */
export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  requireOwnerFor(staff, "exportPerson");
  const email = new URL(args.request.url).searchParams.get("email")?.trim().slice(0, 254) ?? "";
  if (!email.includes("@")) throw data("Give an e-mail address", { status: 400 });
  const { db } = staff.svc.storage;
  const found = await findPerson(db, email);
  await recordEvent(db, staff.member, {
    leadId: null,
    action: "exported data on request",
    detail: `${found.leads.length} lead(s) ${found.leads.map((l) => l.reference).join(", ")}`,
  });
  const proposals = await leadProposals(
    db,
    found.leads.map((l) => l.id),
  );
  const reviews = await leadReviews(
    db,
    found.leads.map((l) => l.id),
  );
  return new Response(JSON.stringify(exportPerson(email, found, new Date(), proposals, reviews), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="personal-data.json"',
    },
  });
}
