import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown, LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { ui } from "~/content/ui";
import type { FieldSpec } from "~/forms/fields";
import { type LeadActionData, type LeadFormDefinition, metaFields } from "~/forms/registry";
import { cn } from "~/lib/cn";
import { localizePath, useLang } from "~/lib/lang";
import { Honeypot } from "./Honeypot";

const control =
  "block w-full rounded-xl border border-ink-900/20 bg-white px-4 py-3 text-ink-950 shadow-sm transition-colors placeholder:text-slate-text/70 focus:border-gold-700 focus:outline-none focus:ring-2 focus:ring-gold-400/50 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700/20";

function Field({ spec, meta, autoFocus }: { spec: FieldSpec; meta: FieldMetadata<unknown>; autoFocus: boolean }) {
  const words = ui[useLang()].form;
  const hintId = spec.hint ? `${meta.id}-hint` : undefined;
  const describedBy = [meta.errors?.length ? meta.errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  const aria = {
    "aria-invalid": meta.errors?.length ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": spec.optional ? undefined : true,
    autoFocus,
  };
  let input: ReactNode;
  if (spec.type === "select") {
    const { key, ...props } = getSelectProps(meta, { ariaAttributes: false });
    input = (
      <div className="relative">
        <select key={key} {...props} {...aria} className={cn(control, "appearance-none pr-10")}>
          <option value="">{words.select}</option>
          {spec.options?.map((o) => (
            <option key={o} value={o}>
              {spec.optionLabels?.[o] ?? o}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="text-slate-text pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2"
        />
      </div>
    );
  } else if (spec.type === "textarea") {
    const { key, ...props } = getTextareaProps(meta, { ariaAttributes: false });
    input = <textarea key={key} {...props} {...aria} rows={5} placeholder={spec.placeholder} className={control} />;
  } else {
    const { key, ...props } = getInputProps(meta, { type: spec.type, ariaAttributes: false });
    input = (
      <input
        key={key}
        {...props}
        {...aria}
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        accept={spec.accept}
        min={spec.type === "number" ? 1 : undefined}
        step={spec.type === "number" ? 1 : undefined}
        inputMode={spec.type === "number" ? "numeric" : undefined}
        className={cn(
          control,
          spec.type === "file" &&
            "file:bg-ink-950 file:text-ivory-50 file:mr-4 file:rounded-full file:border-0 file:px-4 file:py-2 file:text-sm",
        )}
      />
    );
  }
  return (
    <div className={cn("space-y-2", spec.half ? "sm:col-span-1" : "sm:col-span-2")}>
      <label htmlFor={meta.id} className="text-ink-950 block text-sm font-medium">
        {spec.label}
        {spec.optional ? (
          <span className="text-slate-text font-normal">{words.optional}</span>
        ) : (
          // Assistive technology hears "required" from aria-required on the control.
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {input}
      {spec.hint ? (
        <p id={hintId} className="text-slate-text text-xs">
          {spec.hint}
        </p>
      ) : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm font-medium text-red-700">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A lead form over its definition. Validation runs on submit, then on every change (docs/product.md), with the same
 * schema the server uses; without JavaScript the server answers with the same messages and the typed values.
 */
export function LeadForm({
  definition,
  token,
  sourcePage,
  lastResult,
}: {
  definition: LeadFormDefinition;
  token: string;
  sourcePage: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const lang = useLang();
  const words = ui[lang].form;
  const { submitLabel, schema, fields: specs } = definition.languages[lang];
  const [form, fields] = useForm({
    id: `${definition.form}-lead-form`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formErrorRef = useRef<HTMLDivElement>(null);
  const metas = fields as unknown as Record<string, FieldMetadata<unknown>>;
  const firstInvalid = specs.find((f) => metas[f.name]?.errors?.length)?.name;

  // After the server answers with errors, take the visitor to the first one (or to the form-level message).
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const invalid = document.querySelector<HTMLElement>(`#${form.id} [aria-invalid="true"]`);
    (invalid ?? formErrorRef.current)?.focus();
  }, [lastResult, form.id]);

  // Marks the form once React has taken it over; browser tests wait for it before they type.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const hasFiles = specs.some((f) => f.type === "file");
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      encType={hasFiles ? "multipart/form-data" : undefined}
      className="grid gap-6 sm:grid-cols-2"
      aria-label={words.formLabel(submitLabel)}
      data-hydrated={hydrated ? "" : undefined}
    >
      <input type="hidden" name={metaFields.token} value={token} />
      <input type="hidden" name={metaFields.sourcePage} value={sourcePage} />
      <input type="hidden" name={metaFields.referrer} defaultValue="" data-visit="referrer" />
      {metaFields.utm.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" data-visit={name} />
      ))}
      <Honeypot />
      <p className="text-slate-text text-sm sm:col-span-2">
        {words.requiredNote[0]}
        <span className="text-red-700">*</span>
        {words.requiredNote[1]}
      </p>
      {specs.map((spec) => {
        const meta = metas[spec.name];
        return meta ? <Field key={spec.name} spec={spec} meta={meta} autoFocus={spec.name === firstInvalid} /> : null;
      })}
      {form.errors?.length ? (
        <div
          ref={formErrorRef}
          id={form.errorId}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-red-700/30 bg-red-50 p-4 text-sm text-red-800 sm:col-span-2"
        >
          {form.errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          aria-disabled={submitting}
          className="bg-ink-950 text-ivory-50 hover:bg-ink-800 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-8 font-medium transition-colors disabled:cursor-wait disabled:opacity-80 sm:w-auto"
        >
          {submitting ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> {words.sending}
            </>
          ) : (
            submitLabel
          )}
        </button>
        <p className="text-slate-text mt-3 text-xs">
          {words.privacy[0]}
          <a href={localizePath("/privacy", lang)} className="underline underline-offset-2">
            {words.privacy[1]}
          </a>
          {words.privacy[2]}
        </p>
      </div>
    </Form>
  );
}

/** The panel that replaces a form once its lead is stored. Focus moves to it so screen readers announce it. */
export function SuccessPanel({ heading, children }: { heading: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div role="status" className="border-gold-500/40 bg-ivory-50 rounded-3xl border p-8 text-center sm:p-12">
      <h3 ref={ref} tabIndex={-1} className="font-display text-ink-950 text-4xl outline-none">
        {heading}
      </h3>
      <div className="text-slate-text mx-auto mt-4 max-w-md space-y-4 leading-relaxed">{children}</div>
    </div>
  );
}

function Reference({ value }: { value: string }) {
  const lang = useLang();
  return (
    <p>
      {ui[lang].form.reference}{" "}
      <strong className="text-ink-950 font-mono text-lg tracking-wider" data-testid="reference">
        {value}
      </strong>
    </p>
  );
}

/** A form's thank-you, as its definition words it, with the lead's reference. */
export function LeadSuccess({ definition, reference }: { definition: LeadFormDefinition; reference: string }) {
  const lang = useLang();
  const words = ui[lang].form;
  const { heading, message, confirmationSent, again } = definition.languages[lang].success;
  return (
    <SuccessPanel heading={heading}>
      <p>{message}</p>
      <Reference value={reference} />
      {confirmationSent ? <p>{words.confirmationSent}</p> : null}
      {again ? (
        // A fresh page, so a fresh form and token.
        <p>
          <a
            href={again}
            className="bg-ink-950 text-ivory-50 hover:bg-ink-800 inline-flex min-h-12 items-center rounded-full px-6"
          >
            {words.again}
          </a>
        </p>
      ) : null}
    </SuccessPanel>
  );
}

/**
 * The form of a form page, or its thank-you once the action has stored the lead. The page's loader gives the
 * token and source page (`formPageData`), its action the result (`leadAction`).
 */
export function LeadFormArea({
  definition,
  success = (reference) => <LeadSuccess definition={definition} reference={reference} />,
}: {
  definition: LeadFormDefinition;
  success?: (reference: string) => ReactNode;
}) {
  const { token, sourcePage } = useLoaderData() as { token: string; sourcePage: string };
  const result = useActionData() as LeadActionData | undefined;
  if (result?.status === "success") return success(result.reference);
  return (
    <LeadForm
      definition={definition}
      token={result?.token ?? token}
      sourcePage={sourcePage}
      lastResult={result?.result ?? null}
    />
  );
}
