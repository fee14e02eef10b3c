import type { ReactNode } from "react";
import type { z } from "zod";
import { StaffField } from "~/components/staff/StaffField";
import { staffClasses } from "~/components/staff/StaffLayout";

/*
 * The fields the testimonial and blog post editors share: a labelled input or text area with its hint and its
 * error beside it, a text in English and Spanish side by side, and the list of what to correct. Plain HTML
 * (the staff pages run no JavaScript); each page re-renders its form with the typed values and the messages.
 */

/** The form's values by field name ("title.en"); a checkbox group's by its name as a list. */
export type FormValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

export const fieldId = (form: string, name: string) => `${form}-${name.replace(/\./g, "-")}`;

/** Each field's first problem, keyed as the form names it ("text.es"). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** A text field's value, with the line breaks a browser sends (CR LF) as the one character the limits count. */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
};

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

function Hint({ id, children, lang }: { id: string; children: ReactNode; lang?: string }) {
  return (
    <p id={`${id}-hint`} lang={lang} className="text-slate-text">
      {children}
    </p>
  );
}

interface FieldProps {
  form: string;
  name: string;
  label: string;
  hint?: ReactNode;
  values: FormValues;
  errors: FieldErrors;
  lang?: string;
}

/** StaffField with this form's ids and errors; the hint is in the page's language, whatever the field's. */
const Field = ({
  form,
  name,
  label,
  hint,
  errors,
  children,
}: Omit<FieldProps, "values"> & {
  children: Parameters<typeof StaffField>[0]["children"];
}) => (
  <StaffField id={fieldId(form, name)} name={name} label={label} hint={hint} error={errors[name]}>
    {children}
  </StaffField>
);

export function TextField({
  type = "text",
  max,
  autoComplete = "off",
  ...field
}: FieldProps & { type?: "text" | "url" | "date"; max?: number; autoComplete?: string }) {
  return (
    <Field {...field}>
      {(props) => (
        <input
          {...props}
          type={type}
          lang={field.lang}
          defaultValue={text(field.values, field.name)}
          maxLength={max}
          autoComplete={autoComplete}
          className={staffClasses.input}
        />
      )}
    </Field>
  );
}

export function TextArea({ rows = 4, code, ...field }: FieldProps & { rows?: number; code?: boolean }) {
  return (
    <Field {...field}>
      {(props) => (
        <textarea
          {...props}
          lang={field.lang}
          rows={rows}
          defaultValue={text(field.values, field.name)}
          className={`${staffClasses.input} py-2 leading-relaxed ${code ? "font-mono text-sm" : ""}`}
        />
      )}
    </Field>
  );
}

export function SelectField({
  options,
  ...field
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field {...field}>
      {(props) => (
        <select {...props} defaultValue={text(field.values, field.name)} className={staffClasses.input}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Checkbox({
  form,
  name,
  label,
  hint,
  values,
  value = "on",
}: Omit<FieldProps, "errors"> & { value?: string }) {
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
      {hint ? <Hint id={id}>{hint}</Hint> : null}
    </div>
  );
}

/** A text in English and Spanish side by side: `${name}.en` and `${name}.es`. */
export function BilingualField({
  form,
  name,
  label,
  hint,
  hintEs,
  values,
  errors,
  max,
  rows,
  code,
}: Omit<FieldProps, "lang"> & { hintEs?: ReactNode; max?: number; rows?: number; code?: boolean }) {
  const missingSpanish = text(values, `${name}.en`) !== "" && text(values, `${name}.es`).trim() === "";
  const field = (lang: "en" | "es") => {
    const props = {
      form,
      name: `${name}.${lang}`,
      label: lang === "en" ? "English" : "Spanish",
      hint:
        lang === "en"
          ? hint
          : (hintEs ?? (missingSpanish ? "Missing: the item cannot be published without it." : undefined)),
      values,
      errors,
      lang,
    };
    return rows ? <TextArea {...props} rows={rows} code={code} /> : <TextField {...props} max={max} />;
  };
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
  problems: string[];
}) {
  const wrong = Object.keys(errors);
  if (!wrong.length && !problems.length) return null;
  return (
    <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-medium">Nothing was saved. Correct these and save again:</p>
      <ul className="mt-1 list-disc pl-5">
        {wrong.map((name) => (
          <li key={name}>
            <a href={`#${fieldId(form, name)}`} className="underline underline-offset-2">
              {labels[name] ?? name}
            </a>
            : {errors[name]}
          </li>
        ))}
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** A small label in a list ("Hidden", "Sample"). */
export function Tag({ children, tone = "plain" }: { children: ReactNode; tone?: "plain" | "warn" }) {
  return (
    <span
      className={
        tone === "warn"
          ? "inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950"
          : "bg-ivory-100 text-ink-950 inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium"
      }
    >
      {children}
    </span>
  );
}
