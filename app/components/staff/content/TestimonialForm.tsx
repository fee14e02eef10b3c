import {
  BilingualFields,
  bilingualValues,
  type FormValues,
  StaffField,
  textValue,
} from "~/components/staff/StaffField";
import { type TestimonialEdit, type TestimonialPlace, testimonialPlaces } from "~/content/editable";
import { useContent } from "~/lib/content-context";
import { EntryForm, type EntryFormState } from "./EntryForm";
import { SlugField } from "./slug-control";

/*
 * One testimonial at /staff/content/testimonials?id=ID (or ?id=new): every field of `testimonialSchema`, the two
 * languages side by side, the pages it appears on. A plain form; the page re-renders it with what was typed and
 * each field's message when something is refused.
 */

const FORM = "testimonial";

/** What the owner calls each place. */
export function placeName(place: TestimonialPlace, services: readonly { slug: string; name: string }[]): string {
  if (place === "home") return "Home page";
  if (place === "testimonials") return "Testimonials page";
  return `${services.find((s) => s.slug === place)?.name ?? place} page`;
}

/** What a person calls each field, for the list of problems. */
export const testimonialLabels: Record<string, string> = {
  id: "Id",
  author: "Name shown",
  location: "Area",
  "title.en": "Role or event (English)",
  "title.es": "Role or event (Spanish)",
  "text.en": "What the client said (English)",
  "text.es": "What the client said (Spanish)",
  writtenIn: "Written in",
  rating: "Rating",
  places: "Where it appears",
  hidden: "Hidden",
  verifiedSource: "Where the review can be read",
  verifiedUrl: "Address of the review",
};

/** A testimonial as the form's values. */
export function testimonialValues(t: TestimonialEdit): FormValues {
  return {
    id: t.id,
    author: t.author,
    location: t.location,
    ...bilingualValues("title", t.title),
    ...bilingualValues("text", t.text),
    writtenIn: t.writtenIn,
    rating: String(t.rating),
    places: [...t.places],
    hidden: t.hidden ? "on" : "",
    verifiedSource: t.verifiedSource,
    verifiedUrl: t.verifiedUrl,
  };
}

export const blankTestimonial: FormValues = testimonialValues({
  id: "",
  rating: 5,
  author: "",
  location: "",
  title: { en: "", es: "" },
  text: { en: "", es: "" },
  writtenIn: "en",
  places: [],
  hidden: false,
  verifiedSource: "",
  verifiedUrl: "",
});

export function TestimonialForm({
  taken,
  ...entry
}: EntryFormState & {
  /** The ids other testimonials have: a new one's is made from its name and role and must not be one of them. */
  taken: readonly string[];
}) {
  const { mode, values, errors } = entry;
  const id = textValue(values, "id");
  const props = { form: FORM, values, errors };
  const { services } = useContent().en.services;
  return (
    <EntryForm
      id="testimonial"
      title={mode === "new" ? "Add a testimonial" : `Edit the testimonial “${id}”`}
      back={{ href: "/staff/content/testimonials", label: "← All testimonials" }}
      savedNote="Saved in the draft. The pages change when the draft is published."
      form={FORM}
      labels={testimonialLabels}
      keyName="id"
      {...entry}
    >
      <fieldset className="grid gap-4">
        <legend className="font-display text-ink-950 mb-3 text-lg">Who said it</legend>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <StaffField
            {...props}
            name="author"
            label="Name shown"
            hint="First name and last initial, e.g. Sarah M."
            max={60}
          />
          <StaffField {...props} name="location" label="Area" hint="For example Beverly Hills." max={60} />
        </div>
        <BilingualFields
          {...props}
          name="title"
          label="Role or event"
          hint="For example Bride, Malibu oceanfront wedding."
          max={120}
        />
        {mode === "new" ? (
          <SlugField
            fields={props}
            name="id"
            label="Id (optional)"
            hint="A short name for this testimonial, never shown on the site: made from the name and the English role when left empty. It cannot be changed once saved."
            from={["author", "title.en"]}
            prefix=""
            what="testimonial"
            taken={taken}
          />
        ) : null}
        <BilingualFields
          {...props}
          name="text"
          label="What the client said"
          hint="Their words, at most 2,000 characters."
          rows={6}
        />
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <StaffField
            type="select"
            {...props}
            name="writtenIn"
            label="Written in"
            hint="The other language is shown marked as a translation."
            options={[
              { value: "en", label: "English" },
              { value: "es", label: "Spanish" },
            ]}
          />
          <StaffField
            type="select"
            {...props}
            name="rating"
            label="Rating"
            options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} star${n === 1 ? "" : "s"}` }))}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby="testimonial-places-hint">
        <legend className="font-display text-ink-950 mb-1 text-lg">Where it appears</legend>
        <p id="testimonial-places-hint" className="text-slate-text text-sm">
          Tick each page that shows it. A testimonial on no page is kept but shown nowhere.
        </p>
        {errors.places ? (
          <p id="testimonial-places" className="text-sm font-medium text-red-800">
            {errors.places}
          </p>
        ) : null}
        <div className="grid gap-x-6 sm:grid-cols-2 xl:grid-cols-4">
          {testimonialPlaces.map((place) => (
            <StaffField
              type="checkbox"
              key={place}
              form={FORM}
              name="places"
              value={place}
              label={placeName(place, services)}
              values={values}
            />
          ))}
        </div>
        <StaffField
          type="checkbox"
          form={FORM}
          name="hidden"
          label="Hidden: shown on no page"
          hint="Keeps the testimonial and its pages ticked, for later."
          values={values}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="font-display text-ink-950 mb-1 text-lg">Verified review</legend>
        <p className="text-slate-text -mt-2 text-sm">
          Only for a review a real client posted where anyone can read it. Search engines see only these as reviews.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <StaffField
            {...props}
            name="verifiedSource"
            label="Where the review can be read"
            hint="For example Google or Yelp; empty if it is not a public review."
            max={60}
          />
          <StaffField
            {...props}
            name="verifiedUrl"
            type="url"
            label="Address of the review"
            hint="The full address (https://…); may be empty."
            max={500}
          />
        </div>
      </fieldset>
    </EntryForm>
  );
}
