import {
  BilingualFields,
  bilingualValues,
  type FormValues,
  ProblemList,
  StaffField,
} from "~/components/staff/StaffField";
import { IntentForm, StaffPanel, StatusNote, SubmitRow, staffClasses, Tag } from "~/components/staff/StaffLayout";
import type { FaqEntryEdit } from "~/content/editable";
import { RevisionField } from "./ContentHeader";
import type { EditorFormState } from "./EntryForm";
import { EntryList, EntryRow } from "./EntryList";

/*
 * The FAQ screens at /staff/content/faq (docs/content.md): the FAQ page's introduction and the lists, one list's
 * questions in order (move, remove, add), and one question's form. Plain forms: the staff pages run no JavaScript.
 */

const PATH = "/staff/content/faq";
const link = "text-gold-700 underline underline-offset-2";

/** How many links a question may have (`faqEntrySchema`): the form always shows that many rows. */
export const LINK_ROWS = 2;
const linkRows = Array.from({ length: LINK_ROWS }, (_, i) => i);

export interface FaqListRow {
  list: string;
  name: string;
  path: string;
  count: number;
  edited: boolean;
  unpublished: boolean;
  missingSpanish: boolean;
}

export function FaqOverview({
  csrf,
  revision,
  rows,
  intro,
  errors,
  problems,
  saved,
}: EditorFormState & { rows: FaqListRow[]; intro: FormValues }) {
  return (
    <>
      <StaffPanel id="faq-intro" title="The FAQ page's introduction">
        <p className="text-slate-text mt-2 max-w-2xl text-sm">
          The paragraph at the top of the FAQ page; a link to book online follows it.
        </p>
        {saved ? <StatusNote>Saved in the draft. The pages change when the draft is published.</StatusNote> : null}
        <ProblemList
          form="faq-intro"
          errors={errors}
          labels={{ "intro.en": "Introduction (English)", "intro.es": "Introduction (Spanish)" }}
          problems={problems}
        />
        <IntentForm csrf={csrf} intent="intro" className="mt-4 grid gap-4" noValidate>
          <RevisionField revision={revision} />
          <BilingualFields
            form="faq-intro"
            name="intro"
            label="Introduction"
            hint="At most 600 characters."
            values={intro}
            errors={errors}
            rows={4}
          />
          <SubmitRow>Save the introduction</SubmitRow>
        </IntentForm>
      </StaffPanel>
      <StaffPanel id="faq-lists" title="Question lists">
        <p className="text-slate-text mt-2 max-w-2xl text-sm">
          Each page with questions has its own list. Add, edit, remove and order the questions of a list; once you save
          a change to a list, the whole list is yours, in both languages.
        </p>
        <EntryList>
          {rows.map((row) => (
            <EntryRow
              key={row.list}
              entry={row}
              tags={row.edited ? <Tag>Edited</Tag> : null}
              href={`${PATH}?list=${row.list}`}
              action="Edit the questions"
              name={` of the ${row.name}`}
            >
              <p className="text-ink-950 font-medium">{row.name}</p>
              <p className="text-slate-text text-sm">
                {row.count} questions, shown at {row.path}
              </p>
            </EntryRow>
          ))}
        </EntryList>
      </StaffPanel>
    </>
  );
}

function MoveButton({
  csrf,
  revision,
  list,
  index,
  intent,
  label,
}: {
  csrf: string;
  /** The draft's revision the page was opened at (RevisionField). */
  revision: number;
  list: string;
  index: number;
  intent: "up" | "down" | "remove";
  label: string;
}) {
  return (
    <IntentForm csrf={csrf} intent={intent}>
      <RevisionField revision={revision} />
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="index" value={index} />
      <button type="submit" className={staffClasses.secondary}>
        {label}
        <span className="sr-only"> question {index + 1}</span>
      </button>
    </IntentForm>
  );
}

export function FaqListEditor({
  csrf,
  revision,
  list,
  name,
  path,
  entries,
  status,
  problems,
}: {
  csrf: string;
  /** The draft's revision the page was opened at (RevisionField). */
  revision: number;
  list: string;
  name: string;
  path: string;
  entries: FaqEntryEdit[];
  status: string | null;
  problems: string[];
}) {
  return (
    <StaffPanel id="faq-list" title={`${name}: questions`}>
      <p className="mt-2 text-sm">
        <a href={PATH} className={link}>
          ← All question lists
        </a>
      </p>
      <p className="text-slate-text mt-2 max-w-2xl text-sm">
        Shown at {path} in this order, in English and Spanish. The page's structured data (for search engines) lists the
        same questions.
      </p>
      {status ? <StatusNote>{status}</StatusNote> : null}
      <ProblemList form="faq-list" errors={{}} labels={{}} problems={problems} />
      <p className="mt-4">
        <a href={`${PATH}?list=${list}&entry=new`} className={staffClasses.button}>
          Add a question
        </a>
      </p>
      <ol className="divide-ink-900-10 mt-4 divide-y">
        {entries.map((entry, i) => (
          <li key={entry.question.en} className="grid gap-3 py-4 lg:grid-cols-[1fr_auto] lg:items-start">
            <div className="grid gap-1">
              <p className="text-ink-950 font-medium">
                {i + 1}. {entry.question.en}
              </p>
              {entry.question.es ? (
                <p lang="es" className="text-slate-text text-sm">
                  {entry.question.es}
                </p>
              ) : null}
              {!entry.question.es.trim() || !entry.answer.es.trim() || entry.links.some((l) => !l.label.es.trim()) ? (
                <p>
                  <Tag tone="warn">Spanish missing</Tag>
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <a href={`${PATH}?list=${list}&entry=${i + 1}`} className={staffClasses.secondary}>
                Edit<span className="sr-only"> question {i + 1}</span>
              </a>
              {i > 0 ? (
                <MoveButton csrf={csrf} revision={revision} list={list} index={i} intent="up" label="Move up" />
              ) : null}
              {i < entries.length - 1 ? (
                <MoveButton csrf={csrf} revision={revision} list={list} index={i} intent="down" label="Move down" />
              ) : null}
              <MoveButton csrf={csrf} revision={revision} list={list} index={i} intent="remove" label="Remove" />
            </div>
          </li>
        ))}
      </ol>
    </StaffPanel>
  );
}

/** What a person calls each field of a question's form, for the list of problems. */
export const entryLabels: Record<string, string> = {
  "question.en": "Question (English)",
  "question.es": "Question (Spanish)",
  "answer.en": "Answer (English)",
  "answer.es": "Answer (Spanish)",
  ...Object.fromEntries(
    Array.from({ length: LINK_ROWS }, (_, i) => [
      [`links.${i}.label.en`, `Link ${i + 1}: words (English)`],
      [`links.${i}.label.es`, `Link ${i + 1}: words (Spanish)`],
      [`links.${i}.href`, `Link ${i + 1}: where it goes`],
    ]).flat(),
  ),
};

/** A question as the form's values, with empty rows up to LINK_ROWS links. */
export function entryValues(entry: FaqEntryEdit): FormValues {
  const values: FormValues = {
    ...bilingualValues("question", entry.question),
    ...bilingualValues("answer", entry.answer),
  };
  for (let i = 0; i < LINK_ROWS; i++) {
    const row = entry.links[i];
    values[`links.${i}.label.en`] = row?.label.en ?? "";
    values[`links.${i}.label.es`] = row?.label.es ?? "";
    values[`links.${i}.href`] = row?.href ?? "";
  }
  return values;
}

export function FaqEntryForm({
  csrf,
  revision,
  list,
  name,
  entry,
  values,
  errors,
  problems,
  saved,
}: EditorFormState & {
  list: string;
  name: string;
  /** The question's place, from 1; null for a new one. */
  entry: number | null;
  values: FormValues;
}) {
  const props = { form: "faq-entry", values, errors };
  return (
    <StaffPanel id="faq-entry" title={entry ? `${name}: question ${entry}` : `${name}: add a question`}>
      <p className="mt-2 text-sm">
        <a href={`${PATH}?list=${list}`} className={link}>
          ← The questions of the {name}
        </a>
      </p>
      {saved ? <StatusNote>Saved in the draft. The pages change when the draft is published.</StatusNote> : null}
      <ProblemList form="faq-entry" errors={errors} labels={entryLabels} problems={problems} />
      <IntentForm csrf={csrf} intent="entry" className="mt-6 grid gap-8" noValidate>
        <RevisionField revision={revision} />
        <input type="hidden" name="list" value={list} />
        <input type="hidden" name="entry" value={entry ?? "new"} />
        <BilingualFields {...props} name="question" label="Question" hint="At most 200 characters." max={200} />
        <BilingualFields
          {...props}
          name="answer"
          label="Answer"
          hint="Plain text, at most 2,000 characters; a blank line starts a new paragraph."
          rows={6}
        />
        {linkRows.map((i) => (
          <fieldset key={i} className="grid gap-4">
            <legend className="font-display text-ink-950 mb-1 text-lg">Link {i + 1} under the answer (optional)</legend>
            <BilingualFields {...props} name={`links.${i}.label`} label="Its words" max={80} />
            <StaffField
              {...props}
              name={`links.${i}.href`}
              label="Where it goes"
              hint="A page of this site, e.g. /book or /services/wedding-valet (the Spanish page links to its Spanish twin), or tel: or mailto:. Leave the row empty for no link."
              max={200}
            />
          </fieldset>
        ))}
        <SubmitRow>Save the question</SubmitRow>
      </IntentForm>
    </StaffPanel>
  );
}
