import { StaffField } from "~/components/staff/StaffField";
import { staffClasses } from "~/components/staff/StaffLayout";
import { chooseSlug } from "~/lib/slug";
import { type FieldErrors, type FormValues, fieldId } from "./PostAndTestimonialFields";

/*
 * The address (or id) of a new post, city or testimonial, made from its title (~/lib/slug.ts): the box may stay
 * empty, and the line under it says the address the item will have. Without JavaScript that line is the server's,
 * from what the form last held; the editor's script (app/client/staff-editor.ts) keeps it current as the title is
 * typed, from the same code and the same list of addresses taken.
 */

const textValue = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

export function SlugField({
  form,
  name,
  label,
  hint,
  values,
  errors,
  from,
  prefix,
  what,
  taken,
}: {
  form: string;
  name: string;
  label: string;
  hint: string;
  values: FormValues;
  errors: FieldErrors;
  /** The fields the address is made from, in order ("title.en"; "author" and "title.en"). */
  from: string[];
  /** What precedes the address on the site ("/blog/"), or "" for an id no page shows. */
  prefix: string;
  /** What the item is called in a message ("post"). */
  what: string;
  taken: readonly string[];
}) {
  const id = fieldId(form, name);
  const source = from.map((field) => textValue(values, field)).join(" ");
  const choice = chooseSlug(textValue(values, name), source, new Set(taken), {
    what,
    from: "title",
    address: (slug) => (prefix ? `the address ${prefix}${slug}` : `the id “${slug}”`),
  });
  return (
    <div className="grid gap-2">
      <StaffField id={id} name={name} label={label} hint={hint} error={errors[name]}>
        {(props) => (
          <input
            {...props}
            aria-describedby={[props["aria-describedby"], `${id}-will-be`].filter(Boolean).join(" ")}
            type="text"
            defaultValue={textValue(values, name)}
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
            placeholder="Made from the title"
            className={`${staffClasses.input} font-mono`}
            data-slug-from={from.map((field) => fieldId(form, field)).join(" ")}
            data-slug-prefix={prefix}
            data-slug-what={what}
            data-slug-taken={JSON.stringify(taken)}
          />
        )}
      </StaffField>
      <p id={`${id}-will-be`} className="text-slate-text text-sm" aria-live="polite">
        <span data-slug-says={id}>
          {choice.ok ? (
            <>
              {prefix ? "The address it will have: " : "Its id will be: "}
              <strong className="text-ink-950 font-mono break-all">{`${prefix}${choice.slug}`}</strong>
            </>
          ) : (
            "Made from the title when you save."
          )}
        </span>
      </p>
    </div>
  );
}
