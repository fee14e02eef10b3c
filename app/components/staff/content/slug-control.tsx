import { fieldId, StaffField, type StaffForm, textValue } from "~/components/staff/StaffField";
import { chooseSlug } from "~/lib/slug";

/*
 * The address (or id) of a new post, city or testimonial, made from its title (~/lib/slug.ts): the box may stay
 * empty, and the note beside it says the address the item will have. Without JavaScript that note is the server's,
 * from what the form last held; the editor's script (app/client/staff-editor.ts) keeps it current as the title is
 * typed, from the same code and the same list of addresses taken.
 */

type SlugOptions = {
  /** The fields the address is made from, in order ("title.en"; "author" and "title.en"). */
  from: string[];
  /** What precedes the address on the site ("/blog/"), or "" for an id no page shows. */
  prefix: string;
  /** What the item is called in a message ("post"). */
  what: string;
  taken: readonly string[];
};

/** A new item's slug box on a row of its own, with the note of the address it will have. */
export function SlugField({
  fields,
  name,
  label,
  hint,
  ...options
}: { fields: StaffForm; name: string; label: string; hint: string } & SlugOptions) {
  return (
    <div className="max-w-xl">
      <StaffField {...fields} name={name} label={label} hint={hint} {...slugControl(fields, name, options)} />
    </div>
  );
}

/** What a StaffField needs to be the slug box of `form`: spread it on the field. */
function slugControl({ form, values }: StaffForm, name: string, { from, prefix, what, taken }: SlugOptions) {
  const id = fieldId(form, name);
  const source = from.map((field) => textValue(values, field)).join(" ");
  const choice = chooseSlug(textValue(values, name), source, new Set(taken), {
    what,
    from: "title",
    address: (slug) => (prefix ? `the address ${prefix}${slug}` : `the id “${slug}”`),
  });
  return {
    attributes: {
      maxLength: 80,
      spellCheck: false,
      placeholder: "Made from the title",
      className: "font-mono",
      "data-slug-from": from.map((field) => fieldId(form, field)).join(" "),
      "data-slug-prefix": prefix,
      "data-slug-what": what,
      "data-slug-taken": JSON.stringify(taken),
    },
    note: {
      id: "will-be",
      text: (
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
      ),
    },
  };
}
