import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Lang } from "~/lib/lang";
import {
  REVIEW_NAME_MAX,
  REVIEW_TEXT_MAX,
  type ReviewErrors,
  type ReviewField,
  type ReviewValues,
  ratings,
} from "~/lib/reviews/review-form";
import { reviewPageWords } from "~/lib/reviews/words";

const control =
  "border-ink-900-20 text-ink-950 focus:border-gold-700 focus:ring-gold-400-50 w-full rounded-xl border bg-white px-4 focus:ring-2 focus:outline-none";

const id = (name: ReviewField) => `review-${name}`;

function Problem({ name, errors }: { name: ReviewField; errors: ReviewErrors }) {
  const error = errors[name];
  return error ? (
    <p id={`${id(name)}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

/** aria-describedby of a field: its hint, then its problem. */
const describedBy = (name: ReviewField, errors: ReviewErrors) =>
  [`${id(name)}-hint`, errors[name] ? `${id(name)}-error` : ""].filter(Boolean).join(" ");

function Hint({ name, children }: { name: ReviewField; children: ReactNode }) {
  return (
    <p id={`${id(name)}-hint`} className="text-slate-text text-sm">
      {children}
    </p>
  );
}

/** A typed field: its label, hint, control (given the props that name, fill and describe it) and problem. */
function TextField({
  name,
  label,
  hint,
  values,
  errors,
  children,
}: {
  name: "text" | "name";
  label: string;
  hint: string;
  values: ReviewValues;
  errors: ReviewErrors;
  children: (control: {
    id: string;
    name: string;
    defaultValue: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string;
  }) => ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id(name)} className="text-ink-950 text-base font-medium">
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      {children({
        id: id(name),
        name,
        defaultValue: values[name],
        "aria-invalid": errors[name] ? true : undefined,
        "aria-describedby": describedBy(name, errors),
      })}
      <Problem name={name} errors={errors} />
    </div>
  );
}

/**
 * The review form: plain HTML, sent without JavaScript. The rating is a group of radio buttons (keyboard: arrows
 * move between them), each named in words; the stars beside them are decoration.
 */
export function ReviewForm({
  lang,
  action,
  values,
  errors,
}: {
  lang: Lang;
  action: string;
  values: ReviewValues;
  errors: ReviewErrors;
}) {
  const w = reviewPageWords[lang];
  const count = Object.keys(errors).length;
  return (
    <form method="post" action={action} noValidate className="grid gap-8">
      {count ? (
        <p role="alert" className="border-red-700-30 rounded-xl border bg-red-50 p-4 text-sm text-red-800">
          {w.problems(count)}
        </p>
      ) : null}
      <fieldset
        className="grid gap-3"
        aria-describedby={describedBy("rating", errors)}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className="text-ink-950 mb-1 text-base font-medium">{w.rating}</legend>
        <Hint name="rating">{w.ratingHint}</Hint>
        <div className="grid gap-2 sm:grid-cols-5">
          {ratings.map((n) => (
            <label
              key={n}
              className="border-ink-900-15 has-[:checked]:border-gold-700 has-[:checked]:bg-ivory-50 has-[:focus-visible]:ring-gold-400-60 flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 has-[:focus-visible]:ring-2 sm:flex-col sm:justify-center sm:gap-1 sm:text-center"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={values.rating === String(n)}
                className="accent-gold-700 size-5"
              />
              <span className="text-gold-500 flex gap-0.5" aria-hidden="true">
                {Array.from({ length: n }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars
                  <Star key={i} className="size-3.5 fill-current" />
                ))}
              </span>
              <span className="text-ink-950 text-sm">
                {w.stars(n)}
                <span className="text-slate-text block text-xs">{w.ratingNames[n]}</span>
              </span>
            </label>
          ))}
        </div>
        <Problem name="rating" errors={errors} />
      </fieldset>
      <TextField name="text" label={w.text} hint={w.textHint(REVIEW_TEXT_MAX)} values={values} errors={errors}>
        {(props) => <textarea {...props} rows={6} maxLength={REVIEW_TEXT_MAX} className={cn(control, "py-3")} />}
      </TextField>
      <TextField name="name" label={w.name} hint={w.nameHint} values={values} errors={errors}>
        {(props) => (
          <input
            {...props}
            type="text"
            autoComplete="off"
            maxLength={REVIEW_NAME_MAX}
            className={cn(control, "min-h-12 sm:max-w-sm")}
          />
        )}
      </TextField>
      <div className="flex items-start gap-3">
        <input
          id={id("consent")}
          name="consent"
          type="checkbox"
          value="yes"
          defaultChecked={values.consent === "yes"}
          aria-describedby={`${id("consent")}-hint`}
          className="accent-gold-700 mt-0.5 size-5 shrink-0"
        />
        <div>
          <label htmlFor={id("consent")} className="text-ink-950 font-medium">
            {w.consent}
          </label>
          <Hint name="consent">{w.consentHint}</Hint>
        </div>
      </div>
      <div>
        <button
          type="submit"
          className="bg-ink-950 text-ivory-50 hover:bg-ink-800 inline-flex min-h-12 w-full items-center justify-center rounded-full px-8 font-medium sm:w-auto"
        >
          {w.submit}
        </button>
      </div>
    </form>
  );
}
