import type { Member } from "./accounts.server";
import type { Staff } from "./auth.server";
import { contentRightOf } from "./content-right";

/*
 * What only the owner may do. Staff work the leads (read them, change their status and note, read an applicant's
 * résumé from the lead's page); whatever removes data for good, sends mail staff held back, or takes every lead
 * or subscriber out of the site in one file is the owner's, so one plain account, lost or misused, cannot.
 */

export const ownerWork = {
  manageStaff: "manage staff accounts",
  erase: "erase a person's data",
  exportPerson: "download a person's data",
  deleteLead: "delete a lead",
  releaseHeld: "send e-mails held back",
  exportLeads: "export the leads",
  exportSubscribers: "export the newsletter subscribers",
} as const;

export type OwnerWork = keyof typeof ownerWork;

export const isOwner = (member: Pick<Member, "role">) => member.role === "owner";

/**
 * Refuses what only the owner may do, saying why: a page shows the reason in the staff frame, a download answers
 * it as text (a Response, not `data()`, which a resource route would answer as a bare server error).
 */
export function requireOwnerFor(staff: Staff, work: OwnerWork): void {
  if (!isOwner(staff.member)) {
    throw new Response(`Only the owner can ${ownerWork[work]}. Ask them to do it.`, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** Refuses content work the member was not granted: "edit" a draft, or "publish" it (which includes editing). */
export function requireContentRight(staff: Staff, right: "edit" | "publish"): void {
  const granted = contentRightOf(staff.member);
  if (granted === "publish" || granted === right) return;
  throw new Response(
    right === "publish"
      ? "Your account may not publish the site's content. Ask the owner to publish it, or to give you that right."
      : "Your account may not edit the site's content. Ask the owner for that right.",
    { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
}
