import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { ChevronDown, LoaderCircle } from "lucide-react";
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { LinkedSentence } from "~/components/ui/LinkedSentence";
import { formWords } from "~/content/form-words";
import type { FieldSpec } from "~/forms/fields";
import { parseLeadForm } from "~/forms/parse";
import { type LeadActionData, type LeadFormDefinition, metaFields } from "~/forms/registry";
import { cn } from "~/lib/cn";
import type {
  EstimateFinePrint,
  EstimateReply,
  EstimateStart,
  EstimateThanks,
  EstimateView,
} from "~/lib/estimate-view";
import { type Lang, localizePath } from "~/lib/lang";
import { FormLang, useFormLang } from "./form-lang";
import { Honeypot } from "./Honeypot";

const control =
  "block w-full rounded-xl border border-ink-900-20 bg-white text-ink-950 shadow-sm transition-colors placeholder:text-slate-text-70 focus:border-gold-700 focus:outline-none focus:ring-2 focus:ring-gold-400-50 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700-20";
/** A text field's padding: 50 px tall with a line of text. Date and time fields match it (app.css). */
const padded = "px-4 py-3";
/**
 * A file field as tall as a text field: its button (::file-selector-button) a dark pill inside the border, like the
 * submit button, and the chosen file's name beside it in the hint's grey.
 */
const fileField =
  "py-1.5 pr-4 pl-1.5 text-sm text-slate-text file:mr-4 file:min-h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink-950 file:px-5 file:text-sm file:font-medium file:text-ivory-50 file:transition-colors hover:file:bg-ink-800";

function Field({ spec, meta, autoFocus }: { spec: FieldSpec; meta: FieldMetadata<unknown>; autoFocus: boolean }) {
  const words = formWords[useFormLang()];
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
        <select key={key} {...props} {...aria} className={cn(control, padded, "appearance-none pr-10")}>
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
    input = (
      <textarea
        key={key}
        {...props}
        {...aria}
        rows={5}
        placeholder={spec.placeholder}
        className={cn(control, padded)}
      />
    );
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
        className={cn(control, spec.type === "file" ? fileField : padded)}
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

/** The estimate's words, as the server wrote them: what the live region and the thank-you say. */
function EstimateWords({ view }: { view: EstimateView }) {
  const lang = useFormLang();
  return (
    <>
      {view.range ? (
        <p
          className="font-display text-ink-950 text-2xl leading-tight tabular-nums sm:text-3xl"
          data-testid="estimate-range"
        >
          {view.range}
        </p>
      ) : null}
      <p className="text-ink-950 text-base">
        {formWords[lang].staffingPlan} <strong className="font-semibold">{view.headline}</strong>.
      </p>
      <p>{view.why}</p>
      {view.price ? (
        <p className="text-ink-950" data-testid="estimate-price">
          {view.price}
        </p>
      ) : null}
      {view.fee ? <p>{view.fee}</p> : null}
    </>
  );
}

/** What the price includes and that it is an estimate: the same whatever is typed. */
function FinePrint({ finePrint }: { finePrint: EstimateFinePrint }) {
  return (
    <div className="border-gold-500-40 text-slate-text mt-3 space-y-1 border-t pt-3 text-xs leading-relaxed">
      <p>{finePrint.includes}</p>
      <p>{finePrint.note}</p>
    </div>
  );
}

/**
 * The instant estimate under the guest count and event type: a polite live region that never takes focus, saying
 * what the server answered for the values typed (/estimate). Invisible copies of the longest estimate and of the
 * prompt share its grid cell, so the box is as tall as the longest thing it may say, at any width, and the fields
 * below never move while the visitor types. Without JavaScript it keeps the prompt, and the estimate comes with
 * the thank-you.
 */
function EstimateStatus({
  id,
  view,
  message,
  start,
}: {
  id: string;
  view: EstimateView | null;
  message: string | null;
  start: EstimateStart;
}) {
  const lang = useFormLang();
  const words = formWords[lang];
  const cell = "col-start-1 row-start-1";
  return (
    <div
      className="border-gold-500-40 bg-ivory-50 rounded-2xl border px-4 py-3 sm:col-span-2 sm:px-5 sm:py-4"
      data-testid="staffing-estimate"
    >
      <p className="text-gold-700 text-xs font-semibold tracking-[0.14em] uppercase" id={`${id}-label`}>
        {words.staffing}
      </p>
      <div className="text-slate-text mt-2 grid text-sm leading-relaxed">
        <div aria-hidden="true" className={cn(cell, "invisible")}>
          <EstimateWords view={start.longest} />
        </div>
        <p aria-hidden="true" className={cn(cell, "invisible")}>
          {words.staffingPrompt}
        </p>
        <div
          id={id}
          role="status"
          aria-live="polite"
          aria-atomic="true"
          aria-labelledby={`${id}-label`}
          className={cell}
        >
          {view ? <EstimateWords view={view} /> : message ? null : <p>{words.staffingPrompt}</p>}
          {message ? <p className="font-medium text-red-800">{message}</p> : null}
        </div>
      </div>
      {start.finePrint ? <FinePrint finePrint={start.finePrint} /> : null}
    </div>
  );
}

/** How long the estimate waits after the last keystroke before it asks the server. */
const ESTIMATE_DELAY_MS = 300;

/**
 * The estimate for the form's values, from the server: asked a moment after the visitor stops typing, the answer
 * to an older question never shown over a newer one.
 */
function useServerEstimate(definition: LeadFormDefinition, lang: Lang, initial: EstimateView | null) {
  const [answer, setAnswer] = useState<EstimateReply>({ view: initial, message: null });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);
  const ask = (form: HTMLFormElement) => {
    const fields = definition.staffing;
    if (!fields) return;
    const data = new FormData(form);
    const query = new URLSearchParams({ form: definition.form, lang });
    for (const name of Object.values(fields)) query.set(name, String(data.get(name) ?? ""));
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      try {
        const response = await fetch(`/estimate?${query}`, { signal: controller.signal });
        const reply = (await response.json()) as EstimateReply;
        if (!controller.signal.aborted) setAnswer({ view: reply.view ?? null, message: reply.message ?? null });
      } catch {
        // Offline or superseded: the box keeps what it said; the thank-you gives the estimate.
      }
    }, ESTIMATE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return { answer, ask };
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
  estimate,
}: {
  definition: LeadFormDefinition;
  token: string;
  sourcePage: string;
  lastResult: SubmissionResult<string[]> | null;
  estimate: EstimateStart | null;
}) {
  const lang = useFormLang();
  const words = formWords[lang];
  const { submitLabel, schema, fields: specs } = definition.languages[lang];
  const [form, fields] = useForm({
    id: `${definition.form}-lead-form`,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseLeadForm(formData, { schema, fields: specs }),
  });
  // The browser sends the form itself, as it does without JavaScript (ADR 028); React only says it is on its way.
  const [submitting, setSubmitting] = useState(false);
  const { onSubmit, ...formProps } = getFormProps(form);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event);
    if (!event.defaultPrevented) setSubmitting(true);
  };
  const formErrorRef = useRef<HTMLDivElement>(null);
  const metas = fields as unknown as Record<string, FieldMetadata<unknown>>;
  const firstInvalid = specs.find((f) => metas[f.name]?.errors?.length)?.name;

  // After the server answers with errors, take the visitor to the first one (or to the form-level message).
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const invalid = document.querySelector<HTMLElement>(`#${form.id} [aria-invalid="true"]`);
    (invalid ?? formErrorRef.current)?.focus();
  }, [lastResult, form.id]);

  // The estimate follows what is typed; after an answer with errors, it starts from the values sent.
  const { answer, ask } = useServerEstimate(definition, lang, estimate?.initial ?? null);
  const readEstimate = (form: HTMLFormElement) => {
    if (estimate) ask(form);
  };
  const readEstimateOnce = useRef(readEstimate);

  // Marks the form once React has taken it over; browser tests wait for it before they type. What the visitor
  // chose before that (the island runs when they first reach for the form) is in the fields: the estimate reads it.
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    setHydrated(true);
    if (formRef.current) readEstimateOnce.current(formRef.current);
  }, []);

  const hasFiles = specs.some((f) => f.type === "file");
  return (
    <form
      method="post"
      {...formProps}
      ref={formRef}
      onSubmit={submit}
      encType={hasFiles ? "multipart/form-data" : undefined}
      className="grid gap-6 sm:grid-cols-2"
      aria-label={words.formLabel(submitLabel)}
      data-hydrated={hydrated ? "" : undefined}
      onChange={(event) => readEstimate(event.currentTarget)}
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
        if (!meta) return null;
        const field = <Field key={spec.name} spec={spec} meta={meta} autoFocus={spec.name === firstInvalid} />;
        // Under the row of the guest count and the event type.
        return estimate && spec.name === definition.staffing?.guests ? (
          <Fragment key={spec.name}>
            {field}
            <EstimateStatus id={`${form.id}-staffing`} view={answer.view} message={answer.message} start={estimate} />
          </Fragment>
        ) : (
          field
        );
      })}
      {form.errors?.length ? (
        <div
          ref={formErrorRef}
          id={form.errorId}
          tabIndex={-1}
          role="alert"
          className="border-red-700-30 rounded-xl border bg-red-50 p-4 text-sm text-red-800 sm:col-span-2"
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
          <LinkedSentence
            words={words.privacy}
            href={localizePath("/privacy", lang)}
            className="underline underline-offset-2"
          />
        </p>
      </div>
    </form>
  );
}

/** The panel that replaces a form once its lead is stored. Focus moves to it so screen readers announce it. */
export function SuccessPanel({ heading, children }: { heading: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      data-thank-you
      // The page answering the visitor's post opens at its thank-you (the browser brings the whole panel into
      // view), before or without JavaScript.
      // biome-ignore lint/a11y/noAutofocus: focus follows the visitor's own action
      autoFocus
      // On a phone it is no box of its own inside the form's card (a rule above it instead), so the estimate keeps
      // the card's width; wider, a framed panel.
      className="border-gold-500-40 sm:bg-ivory-50 border-t pt-8 text-center outline-none sm:rounded-3xl sm:border sm:p-12"
    >
      <h3 className="font-display text-ink-950 text-4xl">{heading}</h3>
      <div className="text-slate-text mx-auto mt-4 max-w-md space-y-5 leading-relaxed">{children}</div>
    </div>
  );
}

function Reference({ value }: { value: string }) {
  const lang = useFormLang();
  return (
    <p>
      {formWords[lang].reference}{" "}
      {/* The site's own type, figures of one width and letters spaced apart, so it reads out character by character. */}
      <strong
        className="text-ink-950 font-sans text-lg font-semibold tracking-[0.08em] whitespace-nowrap tabular-nums"
        data-testid="reference"
      >
        {value}
      </strong>
    </p>
  );
}

/** The thank-you's estimate: the same words as under the form, and what the client should know at once. */
function EstimateSummary({ estimate }: { estimate: EstimateThanks }) {
  const words = formWords[useFormLang()];
  return (
    <div
      className="border-gold-500-40 bg-ivory-50 space-y-1 rounded-2xl border px-4 py-4 text-left text-sm sm:bg-white sm:px-5"
      data-testid="staffing-estimate"
    >
      <p className="text-gold-700 text-xs font-semibold tracking-[0.14em] uppercase">{words.staffing}</p>
      <EstimateWords view={estimate.view} />
      {estimate.notices.map((notice) => (
        <p key={notice} className="text-ink-950 font-medium">
          {notice}
        </p>
      ))}
      <p>{words.staffingConfirm}</p>
      {estimate.finePrint ? <FinePrint finePrint={estimate.finePrint} /> : null}
    </div>
  );
}

/** A form's thank-you, as its definition words it, with the lead's reference. */
export function LeadSuccess({
  definition,
  reference,
  estimate,
  calendarUrl,
}: {
  definition: LeadFormDefinition;
  reference: string;
  estimate?: EstimateThanks | null;
  calendarUrl?: string | null;
}) {
  const lang = useFormLang();
  const words = formWords[lang];
  const { heading, message, confirmationSent, again } = definition.languages[lang].success;
  return (
    <SuccessPanel heading={heading}>
      <p>{message}</p>
      <Reference value={reference} />
      {estimate ? <EstimateSummary estimate={estimate} /> : null}
      {confirmationSent ? <p>{words.confirmationSent}</p> : null}
      {calendarUrl ? (
        <p>
          <a
            href={calendarUrl}
            download
            className="border-ink-950-20 text-ink-950 hover:border-gold-700 inline-flex min-h-12 items-center gap-2 rounded-full border px-6"
          >
            {words.addToCalendar}
          </a>
        </p>
      ) : null}
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

/** Where the form's island finds its element and its state (FormIsland, app/client/form-island.tsx). */
export const islandIds = { root: "form-island", state: "form-island-state" } as const;

/** What a form page's form starts from: from the page's loader and, after a post, from its action. */
export interface LeadFormState {
  form: LeadFormDefinition["form"];
  lang: Lang;
  token: string;
  sourcePage: string;
  /** The estimate's starting state (booking and quote). */
  estimate?: EstimateStart | null;
  result?: LeadActionData;
}

/**
 * The form of a form page, or its thank-you once the action has stored the lead. Rendered by the page on the
 * server (FormIsland) and by the form's island in the browser, from the same state.
 */
export function LeadFormArea({ definition, state }: { definition: LeadFormDefinition; state: LeadFormState }) {
  const { result } = state;
  return (
    <FormLang.Provider value={state.lang}>
      {result?.status === "success" ? (
        <LeadSuccess
          definition={definition}
          reference={result.reference}
          estimate={result.estimate}
          calendarUrl={result.calendarUrl}
        />
      ) : (
        <LeadForm
          definition={definition}
          token={result?.token ?? state.token}
          sourcePage={state.sourcePage}
          lastResult={result?.result ?? null}
          estimate={
            state.estimate
              ? { ...state.estimate, initial: result?.status === "error" ? (result.estimate ?? null) : null }
              : null
          }
        />
      )}
    </FormLang.Provider>
  );
}
