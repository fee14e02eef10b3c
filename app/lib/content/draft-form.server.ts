import { data, redirect } from "react-router";
import type { FieldErrors, FormValues } from "~/components/staff/StaffField";
import type { ContentDocument } from "~/content/editable";
import type { Staff } from "~/lib/staff/auth.server";
import { refusedStatus, revisionOf, updateDraft } from "./store.server";

/*
 * How a staff content form writes into the shared draft: as the signed-in member, at the revision the page was
 * opened at (a draft changed since is refused as a conflict, never overwritten).
 */

/** Saves a posted form's change into the draft; `what` names it in the draft's history. */
export function saveFromForm(
  staff: Staff,
  form: FormData,
  change: (document: ContentDocument) => ContentDocument,
  what: string,
) {
  return updateDraft(staff.svc.storage.db, staff.member, change, what, revisionOf(form));
}

/**
 * Saves one entry of a form (a post, a testimonial, a photograph's place) into the draft and goes to `next`; or
 * answers the form again with what was typed and each field's message, or the draft's refusal.
 */
export async function saveEntry<T>(
  staff: Staff,
  form: FormData,
  answer: { values: FormValues; errors: FieldErrors; parsed: { ok: true; value: T } | { ok: false } },
  save: (edit: T) => { change: (document: ContentDocument) => ContentDocument; what: string; next: string },
) {
  const { values, errors, parsed } = answer;
  const refuse = (problems: string[], status = 400) => data({ values, errors, problems }, { status });
  if (!parsed.ok || Object.keys(errors).length) return refuse([]);
  const { change, what, next } = save(parsed.value);
  const saved = await saveFromForm(staff, form, change, what);
  if (!saved.ok) return refuse(saved.problems, refusedStatus(saved));
  return redirect(next, 303);
}
