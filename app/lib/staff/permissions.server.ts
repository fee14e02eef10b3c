import type { MiddlewareFunction } from "react-router";
import type { Member } from "./accounts.server";
import { refuseStaff, type Staff, staffOf } from "./auth.server";
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

export type ContentWork = "edit" | "publish";

/** Why a member may not do content work ("edit" a draft, or "publish" it, which includes editing); null if they may. */
function contentRefusal(member: Member, right: ContentWork): (() => Response) | null {
  const granted = contentRightOf(member);
  if (granted === "publish" || granted === right) return null;
  const reason =
    right === "publish"
      ? "Your account may not publish the site's content. Ask the owner to publish it, or to give you that right."
      : "Your account may not edit the site's content. Ask the owner for that right.";
  return () => new Response(reason, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Refuses content work the member was not granted. The content editor's layout (layouts/staff-content.tsx) asks
 * for "edit" on every request; an action that publishes asks for "publish" where it does (publish, restore).
 */
export function requireContentRight(staff: Staff, right: ContentWork): void {
  const refusal = contentRefusal(staff.member, right);
  if (refusal) throw refusal();
}

/**
 * The content editor layout's middleware: every loader and action inside is for accounts that may edit the
 * content. The refusal is thrown by `staffOf`, first in each of them, so it shows in the staff frame.
 */
export const requireContentEditing: MiddlewareFunction<Response> = async (args, next) => {
  const refusal = contentRefusal(staffOf(args).member, "edit");
  if (refusal) refuseStaff(args.context, refusal);
  return next();
};
