import type { ReactNode } from "react";
import { type FieldErrors, type FormValues, ProblemList, textValue } from "~/components/staff/StaffField";
import { IntentForm, StaffPanel, StatusNote, SubmitRow } from "~/components/staff/StaffLayout";
import { RevisionField } from "./ContentHeader";

/** What the page gives a content editor's form: the session, the draft's revision, and what the last answer held. */
export interface EditorFormState {
  csrf: string;
  /** The draft's revision the page was opened at (RevisionField). */
  revision: number;
  errors: FieldErrors;
  /** Problems with the edition as a whole (not one field's). */
  problems: string[];
  /** The page comes back from a save. */
  saved: boolean;
}

/** What the page gives an entry's form (a post, a testimonial): whether it is a new one, and its values. */
export interface EntryFormState extends EditorFormState {
  mode: "new" | "edit";
  values: FormValues;
}

/**
 * What an entry's form shows: the entry as the page opened it, or, after a refused save, what was typed with each
 * field's message.
 */
export function entryFormState(
  csrf: string,
  revision: number,
  form: { mode: "new" | "edit"; values: FormValues; saved: boolean },
  answer: { values: FormValues | null; errors: FieldErrors; problems: string[] } | undefined,
): EntryFormState {
  return {
    csrf,
    revision,
    mode: form.mode,
    values: answer?.values ?? form.values,
    errors: answer?.errors ?? {},
    problems: answer?.problems ?? [],
    saved: form.saved && !answer,
  };
}

/**
 * The frame of one entry's form (a post, a testimonial): the way back to the list, what the last save did, the
 * problems, and the form that saves the entry into the draft; an entry that exists keeps its key (`keyName`).
 */
export function EntryForm({
  id,
  title,
  back,
  beside,
  savedNote,
  form,
  labels,
  keyName,
  csrf,
  revision,
  mode,
  values,
  errors,
  problems,
  saved,
  children,
}: EntryFormState & {
  id: string;
  title: ReactNode;
  /** The list's address and its link's words ("← All posts"). */
  back: { href: string; label: string };
  /** What follows the link back (the post's address). */
  beside?: ReactNode;
  /** What a save did. */
  savedNote: string;
  form: string;
  labels: Record<string, string>;
  keyName: string;
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
      {saved ? <StatusNote>{savedNote}</StatusNote> : null}
      <ProblemList form={form} errors={errors} labels={labels} problems={problems} />
      <IntentForm csrf={csrf} intent="save" className="mt-6 grid gap-8" noValidate>
        <RevisionField revision={revision} />
        <input type="hidden" name="mode" value={mode} />
        {mode === "edit" ? <input type="hidden" name={keyName} value={textValue(values, keyName)} /> : null}
        {children}
        <SubmitRow>Save in the draft</SubmitRow>
      </IntentForm>
    </StaffPanel>
  );
}
