import type { ReactNode } from "react";
import type { z } from "zod";
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

function described(id: string, hint: ReactNode, error: string | undefined) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Hint({ id, children, lang }: { id: string; children: ReactNode; lang?: string }) {
  return (
    <p id={`${id}-hint`} lang={lang} className="text-slate-text">
      {children}
    </p>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="font-medium text-red-800">
      {error}
    </p>
  ) : null;
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

export function TextField({
  form,
  name,
  label,
  hint,
  values,
  errors,
  lang,
  type = "text",
  max,
  autoComplete = "off",
}: FieldProps & { type?: "text" | "url" | "date"; max?: number; autoComplete?: string }) {
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <div className="grid content-start gap-1 text-sm">
      <label htmlFor={id} className="text-ink-950 font-medium">
        {label}
      </label>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      <input
        id={id}
        name={name}
        type={type}
        lang={lang}
        defaultValue={text(values, name)}
        maxLength={max}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={staffClasses.input}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextArea({
  form,
  name,
  label,
  hint,
  values,
  errors,
  lang,
  rows = 4,
  code,
}: FieldProps & { rows?: number; code?: boolean }) {
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <div className="grid content-start gap-1 text-sm">
      <label htmlFor={id} className="text-ink-950 font-medium">
        {label}
      </label>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      <textarea
        id={id}
        name={name}
        lang={lang}
        rows={rows}
        defaultValue={text(values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={`${staffClasses.input} py-2 leading-relaxed ${code ? "font-mono text-sm" : ""}`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({
  form,
  name,
  label,
  hint,
  values,
  errors,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <div className="grid content-start gap-1 text-sm">
      <label htmlFor={id} className="text-ink-950 font-medium">
        {label}
      </label>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      <select
        id={id}
        name={name}
        defaultValue={text(values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={staffClasses.input}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
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
