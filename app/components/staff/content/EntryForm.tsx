import type { ReactNode } from "react";
import { type FieldErrors, ProblemList } from "~/components/staff/StaffField";
import { CsrfField, StaffPanel, StatusNote, SubmitRow } from "~/components/staff/StaffLayout";
import { RevisionField } from "./ContentHeader";

/**
 * The frame of one entry's form (a post, a testimonial): the way back to the list, what the last save did, the
 * problems, and the form that saves the entry into the draft; an entry that exists keeps its key (`keyField`).
 */
export function EntryForm({
  id,
  title,
  back,
  beside,
  savedNote,
  form,
  labels,
  csrf,
  revision,
  mode,
  keyField,
  errors,
  problems,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The list's address and its link's words ("← All posts"). */
  back: { href: string; label: string };
  /** What follows the link back (the post's address). */
  beside?: ReactNode;
  /** What the save did, when the page comes back from one; null otherwise. */
  savedNote: string | null;
  form: string;
  labels: Record<string, string>;
  csrf: string;
  revision: number;
  mode: "new" | "edit";
  keyField: { name: string; value: string };
  errors: FieldErrors;
  problems: string[];
  children: ReactNode;
}) {
  return (
    <StaffPanel id={id} title={title}>
      <p className="mt-2">
        <a href={back.href} className="text-gold-700 text-sm underline underline-offset-2">
          {back.label}
        </a>
        {beside}
      </p>
      {savedNote ? <StatusNote>{savedNote}</StatusNote> : null}
      <ProblemList form={form} errors={errors} labels={labels} problems={problems} />
      <form method="post" className="mt-6 grid gap-8" noValidate>
        <CsrfField csrf={csrf} />
        <RevisionField revision={revision} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="mode" value={mode} />
        {mode === "edit" ? <input type="hidden" name={keyField.name} value={keyField.value} /> : null}
        {children}
        <SubmitRow>Save in the draft</SubmitRow>
      </form>
    </StaffPanel>
  );
}
