import type { InputHTMLAttributes, ReactNode } from "react";
import { RefusedNote, staffClasses } from "~/components/staff/StaffLayout";
import { cn } from "~/lib/cn";

/*
 * The staff pages' form kit: one field (label, control, hint, error, wired for screen readers) and the form it
 * belongs to (its id, what was typed, each field's first error from the server: `parseStaffForm`). Plain HTML: the
 * staff pages work without JavaScript, and a refused form comes back with the typed values and the messages.
 */

/** The form's values by field name ("title.en"); a checkbox group's by its name as a list. */
export type FormValues = Record<string, string | string[]>;
/** Each field's first problem, by the name the form gives the field. */
export type FieldErrors = Record<string, string>;

/** A form as its fields read it: the prefix of their ids, what was typed, and each field's error. */
export interface StaffForm {
  form: string;
  values: FormValues;
  errors: FieldErrors;
}

/** A form's fields, with what the server answered for it (nothing on a first visit). */
export const staffForm = (form: string, answer?: { values?: FormValues | null; errors?: FieldErrors }): StaffForm => ({
  form,
  values: answer?.values ?? {},
  errors: answer?.errors ?? {},
});

/** A text field's value, with the line breaks a browser sends (CR LF) as the one character the limits count. */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
};

/** What a form sent, to show it again beside its errors: each text field, a repeated name as a list. */
export function formValues(form: FormData, except: readonly string[] = ["csrf"]): FormValues {
  const values: FormValues = {};
  for (const name of new Set(form.keys())) {
    if (except.includes(name)) continue;
    const texts = form
      .getAll(name)
      .filter((v): v is string => typeof v === "string")
      .map((v) => v.replace(/\r\n?/g, "\n"));
    if (texts.length) values[name] = texts.length === 1 ? (texts[0] as string) : texts;
  }
  return values;
}

/** A text in both languages as the form's two values, named "title.en" and "title.es" for `name` "title". */
export const bilingualValues = (name: string, text: { en: string; es: string }): FormValues => ({
  [`${name}.en`]: text.en,
  [`${name}.es`]: text.es,
});

/** The text in both languages that a form's two values hold: the inverse of `bilingualValues`. */
export const bilingualOf = (values: FormValues, name: string) => ({
  en: values[`${name}.en`],
  es: values[`${name}.es`],
});

export const fieldId = (form: string, name: string) => `${form}-${name.replace(/\./g, "-")}`;

export const textValue = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

/** What a field's control needs to be named, labelled and described: spread it on the input, select or textarea. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

type Attributes = InputHTMLAttributes<HTMLInputElement> & { [data: `data-${string}`]: string | undefined };

type FieldProps = Partial<StaffForm> & {
  form: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The language of the value (and of the hint, when `hintLang` does not say otherwise). */
  lang?: string;
  /** The language of the hint, when it is not the page's. */
  hintLang?: string;
  className?: string;
  /** A line beside the control that describes it too, kept current by the editor's script (`${id}-${note.id}`). */
  note?: { id: string; text: ReactNode };
  /** A control of its own, given the props that wire it; else `type` says which the kit renders. */
  children?: (props: ControlProps) => ReactNode;
  type?:
    | "text"
    | "url"
    | "date"
    | "email"
    | "tel"
    | "number"
    | "time"
    | "password"
    | "file"
    | "textarea"
    | "select"
    | "checkbox";
  /** A select's choices. */
  options?: readonly { value: string; label: string }[];
  /** A text area's height, and whether it holds code (Markdown). */
  rows?: number;
  code?: boolean;
  /** A checkbox's value when it is one of a group. */
  value?: string;
  /** A text's most characters. */
  max?: number;
  /** The input's other attributes (maxLength, inputMode, accept, data-…; a file's `name` when its errors go by
   * another). */
  attributes?: Attributes;
};

/** A password that a member sets, as the server takes one: 12 characters or more (PASSWORD_MIN). */
export function NewPasswordField({ form, label }: { form: string; label: string }) {
  return (
    <StaffField
      form={form}
      name="password"
      label={label}
      type="password"
      attributes={{ required: true, minLength: 12, autoComplete: "new-password" }}
    />
  );
}

/**
 * The one field of the staff pages. Its id is the form's id and the field's name (`team-role-en`); its value and
 * its error come from the form; the hint, the error and a note describe the control.
 */
export function StaffField(field: FieldProps) {
  const { form, name, label, hint, hintLang, className, note, type = "text", values = {}, errors = {} } = field;
  if (type === "checkbox") return <Checkbox {...field} values={values} />;
  const id = fieldId(form, name);
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", note ? `${id}-${note.id}` : ""]
    .filter(Boolean)
    .join(" ");
  const props: ControlProps = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  const control = field.children ? field.children(props) : <Control {...field} values={values} props={props} />;
  return (
    <div className={cn("grid min-w-0 content-start gap-1 text-sm", className)}>
      <label htmlFor={id} className="text-ink-950 font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} lang={hintLang} className="text-slate-text">
          {hint}
        </p>
      ) : null}
      {note ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {control}
          <span id={`${id}-${note.id}`} className="text-slate-text text-xs" aria-live="polite">
            {note.text}
          </span>
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Control({
  name,
  lang,
  type = "text",
  values,
  options = [],
  rows = 4,
  code,
  max,
  attributes,
  props,
}: FieldProps & { values: FormValues; props: ControlProps }) {
  const value = textValue(values, name);
  if (type === "textarea") {
    return (
      <textarea
        {...props}
        lang={lang}
        rows={rows}
        defaultValue={value}
        className={cn(staffClasses.input, "py-2 leading-relaxed", code && "font-mono text-sm")}
      />
    );
  }
  if (type === "select") {
    return (
      <select {...props} defaultValue={value} className={staffClasses.input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (type === "file") {
    return (
      <input
        {...props}
        type="file"
        {...attributes}
        className="file:border-ink-900-20 file:text-ink-950 text-ink-950 file:mr-3 file:min-h-11 file:rounded-full file:border file:bg-white file:px-4"
      />
    );
  }
  return (
    <input
      {...props}
      type={type}
      lang={lang}
      defaultValue={value}
      {...attributes}
      maxLength={max ?? attributes?.maxLength}
      autoComplete={attributes?.autoComplete ?? "off"}
      className={cn(staffClasses.input, attributes?.className)}
    />
  );
}

/** A checkbox, its label after it; one of a group (`value`) is checked when the group's list holds it. */
function Checkbox({ form, name, label, hint, value = "on", values }: FieldProps & { values: FormValues }) {
  const id = fieldId(form, value === "on" ? name : `${name}-${value}`);
  const current = values[name];
  const checked = Array.isArray(current) ? current.includes(value) : current === value;
  return (
    <div className="text-sm">
      <label htmlFor={id} className="text-ink-950 flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="accent-ink-950 size-5"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-text">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A text in English and Spanish side by side: `${name}.en` and `${name}.es`, each a StaffField. */
export function BilingualFields({
  label,
  name,
  hint,
  hintEs,
  max,
  rows,
  code,
  ...form
}: StaffForm & {
  name: string;
  label: string;
  hint?: ReactNode;
  hintEs?: ReactNode;
  max?: number;
  rows?: number;
  code?: boolean;
}) {
  const missingSpanish =
    textValue(form.values, `${name}.en`) !== "" && textValue(form.values, `${name}.es`).trim() === "";
  const field = (lang: "en" | "es") => (
    <StaffField
      {...form}
      name={`${name}.${lang}`}
      label={lang === "en" ? "English" : "Spanish"}
      hint={
        lang === "en"
          ? hint
          : (hintEs ?? (missingSpanish ? "Missing: the item cannot be published without it." : undefined))
      }
      lang={lang}
      type={rows ? "textarea" : "text"}
      rows={rows}
      code={code}
      max={max}
    />
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="text-ink-950 mb-1 font-medium">{label}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {field("en")}
        {field("es")}
      </div>
    </fieldset>
  );
}

/** What stopped a save: each field's problem, linked to the field, and problems of the edition as a whole. */
export function ProblemList({
  form,
  errors,
  labels,
  problems,
}: {
  form: string;
  errors: FieldErrors;
  labels: Record<string, string>;
  problems: readonly string[];
}) {
  const wrong = Object.keys(errors);
  if (!wrong.length && !problems.length) return null;
  return (
    <RefusedNote heading="Nothing was saved. Correct these and save again:" problems={problems}>
      {wrong.map((name) => (
        <li key={name}>
          <a href={`#${fieldId(form, name)}`} className="underline underline-offset-2">
            {labels[name] ?? name}
          </a>
          : {errors[name]}
        </li>
      ))}
    </RefusedNote>
  );
}

/** A refused send's line above its form: the problem with the whole form, else how many fields to check. */
export function NothingSent({ problem, errors }: { problem: string | null; errors: Partial<FieldErrors> }) {
  const count = Object.keys(errors).length;
  if (!problem && !count) return null;
  return (
    <p role="alert" className="mt-4 text-sm font-medium text-red-800">
      {problem ?? `Nothing was sent: check the ${count === 1 ? "field" : `${count} fields`} marked below.`}
    </p>
  );
}
