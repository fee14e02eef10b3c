import { IntentForm, RefusedNote, StaffPanel, SubmitRow, staffClasses } from "~/components/staff/StaffLayout";
import { RevisionField } from "./ContentHeader";

/*
 * Publishing the draft at /staff/content: a note, the Publish button (for accounts with the right to publish),
 * the Spanish texts still missing (a draft with any cannot be published) and discarding the draft.
 */
export function ContentPublishPanel({
  csrf,
  revision,
  canPublish,
  changed,
  missing,
  problems,
  note,
}: {
  csrf: string;
  /** The draft's revision the page was opened at (RevisionField). */
  revision: number;
  canPublish: boolean;
  /** Whether there is a draft with unpublished changes. */
  changed: boolean;
  /** The Spanish texts the draft is missing ("Testimonial "x": text"). */
  missing: string[];
  /** Why the last publish was refused. */
  problems: string[];
  /** The note typed before a refused publish. */
  note: string;
}) {
  return (
    <StaffPanel id="publish" title="Publish">
      {problems.length ? (
        <RefusedNote heading="Not published; nothing changed on the site:" problems={problems} />
      ) : null}
      {!changed ? (
        <p className="text-slate-text mt-4 text-sm">
          The draft has no changes: the site shows the latest published version. Save a change in any editor to start a
          draft.
        </p>
      ) : (
        <>
          {missing.length ? (
            <div className="mt-4 text-sm">
              <h3 className="text-ink-950 font-medium">
                {missing.length} Spanish text{missing.length === 1 ? " is" : "s are"} missing
              </h3>
              <p className="text-slate-text mt-1">
                A page cannot be published half-translated: write these first, or hide the item.
              </p>
              <ul className="mt-2 list-disc pl-5 text-red-800">
                {missing.map((where) => (
                  <li key={where}>{where}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-slate-text mt-4 text-sm">Every text of the draft has its Spanish.</p>
          )}
          {canPublish ? (
            <IntentForm csrf={csrf} intent="publish" className="mt-6 grid gap-3">
              <RevisionField revision={revision} />
              <label htmlFor="publish-note" className="text-ink-950 grid gap-1 text-sm font-medium">
                Note for the history (optional)
              </label>
              <input
                id="publish-note"
                name="note"
                maxLength={200}
                defaultValue={note}
                autoComplete="off"
                aria-describedby="publish-note-hint"
                className={staffClasses.input}
              />
              <p id="publish-note-hint" className="text-slate-text text-sm">
                For example “New phone number”. At most 200 characters.
              </p>
              <SubmitRow>Publish the draft</SubmitRow>
            </IntentForm>
          ) : (
            <p className="text-slate-text mt-6 text-sm">
              Your account may edit the draft but not publish or discard it: ask the owner to publish it.
            </p>
          )}
          {canPublish ? (
            <IntentForm csrf={csrf} intent="discard" className="border-ink-900-10 mt-6 border-t pt-6">
              <RevisionField revision={revision} />
              <p className="text-slate-text mb-3 text-sm">
                Discarding sets every unpublished change aside, in all the editors; the site stays as it is, and the
                history keeps the draft to bring back.
              </p>
              <button type="submit" className={staffClasses.secondary}>
                Discard the draft
              </button>
            </IntentForm>
          ) : null}
        </>
      )}
    </StaffPanel>
  );
}
