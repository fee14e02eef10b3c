import { data } from "react-router";
import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { EditorScript } from "~/components/staff/content/EditorScript";
import { entryFormState } from "~/components/staff/content/EntryForm";
import { PreviewLinks } from "~/components/staff/content/PreviewLinks";
import { blankTestimonial, TestimonialForm, testimonialValues } from "~/components/staff/content/TestimonialForm";
import { TestimonialList, type TestimonialRow } from "~/components/staff/content/TestimonialList";
import { bilingualOf, type FormValues, textOf } from "~/components/staff/StaffField";
import {
  replaceOrAdd,
  type TestimonialEdit,
  type TestimonialPlace,
  testimonialPlaces,
  testimonialSchema,
} from "~/content/editable";
import type { ContentModules } from "~/content/modules";
import type { Testimonial } from "~/content/types";
import { saveEntry } from "~/lib/content/draft-form.server";
import { type Draft, draftContent, draftDocument, publishedDocument } from "~/lib/content/store.server";
import { chooseSlug } from "~/lib/slug";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { openedEntry, unpublishedChange } from "~/lib/staff/entry-list.server";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.testimonials";

/*
 * The testimonials at /staff/content/testimonials (docs/content.md): the list of every testimonial (the
 * repository's, as the published edition left them, with the draft's changes), and one testimonial's form at
 * ?id=ID, or ?id=new to add one. Saving writes the testimonial into the draft by its id.
 */

const PATH = "/staff/content/testimonials";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData?.form ? (loaderData.form.mode === "new" ? "Add a testimonial" : "Edit a testimonial") : "Testimonials",
  );

/** The pages a testimonial of the content modules appears on now: the id lists of each page. */
function placesOf(m: ContentModules, id: string): TestimonialPlace[] {
  return testimonialPlaces.filter((place) => {
    if (place === "home") return m.testimonialsEn.homeTestimonialIds.includes(id);
    if (place === "testimonials") return m.testimonialsEn.testimonialsPageIds.includes(id);
    const service = m.servicesEn.services.find((s) => s.slug === place);
    return Boolean(service?.sections.some((section) => section.kind === "testimonials" && section.ids.includes(id)));
  });
}

/** A testimonial of the content modules as the editor's entry: its words in both languages and its places. */
function editOf(m: ContentModules, t: Testimonial): TestimonialEdit {
  const es = m.testimonialsEs.testimonialWords[t.id];
  return {
    id: t.id,
    rating: t.rating,
    author: t.author,
    location: t.location,
    title: { en: t.title, es: es?.title ?? "" },
    text: { en: t.text, es: es?.text ?? "" },
    writtenIn: t.translatedFrom ?? "en",
    places: placesOf(m, t.id),
    hidden: false,
    verifiedSource: t.verified?.source ?? "",
    verifiedUrl: t.verified?.url ?? "",
  };
}

/** Every testimonial: the draft's own entries, and those its pages show from the repository. */
function entries(draft: Draft): { edit: TestimonialEdit; sample: boolean }[] {
  const { modules: m } = draftContent(draft);
  const { testimonials } = m.testimonialsEn;
  const edits = new Map(draft.document.testimonials.map((t) => [t.id, t]));
  const live = testimonials.map((t) => {
    const edit = edits.get(t.id);
    return { edit: edit ?? editOf(m, t), sample: !edit && t.sample === true };
  });
  const known = new Set(testimonials.map((t) => t.id));
  const added = draft.document.testimonials.filter((t) => !known.has(t.id));
  return [...live, ...added.map((edit) => ({ edit, sample: false }))];
}

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const draft = await draftDocument(db);
  const url = new URL(args.request.url);
  const all = entries(draft);
  const header = draftHeader(draft);
  const form = openedEntry(url, "id", {
    blank: () => blankTestimonial,
    find: (id) => all.find((e) => e.edit.id === id)?.edit,
    valuesOf: testimonialValues,
    what: "testimonial",
  });
  const published = new Map((await publishedDocument(db)).document.testimonials.map((t) => [t.id, t]));
  const rows: TestimonialRow[] = all.map(({ edit, sample }) => {
    const draftEdit = draft.document.testimonials.find((t) => t.id === edit.id);
    return {
      id: edit.id,
      author: edit.author,
      title: edit.title.en,
      location: edit.location,
      places: edit.places,
      hidden: edit.hidden,
      sample,
      verified: edit.verifiedSource !== "",
      unpublished: unpublishedChange(draft, draftEdit, published.get(edit.id)),
      missingSpanish: !edit.hidden && (!edit.title.es.trim() || !edit.text.es.trim()),
    };
  });
  return {
    csrf: staff.csrf,
    header,
    rows,
    form,
    taken: form?.mode === "new" ? all.map((e) => e.edit.id) : [],
    saved: form ? null : url.searchParams.get("saved"),
  };
}

/** The form's fields as a testimonial for the schema, and as the values to show again. */
function readForm(form: FormData): { candidate: unknown; values: FormValues } {
  const places = form.getAll("places").filter((p): p is string => typeof p === "string");
  const values: FormValues = {
    id: textOf(form, "id"),
    author: textOf(form, "author"),
    location: textOf(form, "location"),
    "title.en": textOf(form, "title.en"),
    "title.es": textOf(form, "title.es"),
    "text.en": textOf(form, "text.en"),
    "text.es": textOf(form, "text.es"),
    writtenIn: textOf(form, "writtenIn"),
    rating: textOf(form, "rating"),
    places,
    hidden: form.get("hidden") === "on" ? "on" : "",
    verifiedSource: textOf(form, "verifiedSource"),
    verifiedUrl: textOf(form, "verifiedUrl"),
  };
  const candidate = {
    id: values.id,
    rating: values.rating,
    author: values.author,
    location: values.location,
    title: bilingualOf(values, "title"),
    text: bilingualOf(values, "text"),
    writtenIn: values.writtenIn,
    places,
    hidden: values.hidden === "on",
    verifiedSource: values.verifiedSource,
    verifiedUrl: values.verifiedUrl,
  };
  return { candidate, values };
}

export async function action(args: Route.ActionArgs) {
  const { staff, form, db, intent } = await staffFormOf(args);
  if (intent !== "save") throw data("Unknown action", { status: 400 });
  const mode = form.get("mode") === "new" ? "new" : "edit";
  const { candidate, values } = readForm(form);
  const ids = new Set(entries(await draftDocument(db)).map((e) => e.edit.id));
  // A new testimonial's id is made from its name and role unless the owner typed one (~/lib/slug.ts).
  const choice =
    mode === "new"
      ? chooseSlug(String(values.id), `${values.author} ${values["title.en"]}`, ids, {
          what: "testimonial",
          from: "name and role",
          address: (id) => `the id “${id}”`,
        })
      : null;
  const parsed = parseStaffForm(form, testimonialSchema, {
    prepare: () => (choice?.ok ? { ...(candidate as object), id: choice.slug } : candidate),
  });
  const errors = parsed.ok ? {} : parsed.errors;
  if (choice && !choice.ok) errors.id = choice.error;
  else if (choice?.ok) delete errors.id;
  if (mode === "edit" && !ids.has(String(values.id))) throw data("No such testimonial", { status: 404 });
  if (parsed.ok && parsed.value.verifiedUrl && !parsed.value.verifiedSource) {
    errors.verifiedSource = "Name where the review can be read (e.g. Google), or leave the address empty.";
  }
  return saveEntry(staff, form, { values, errors, parsed }, (edit) => ({
    change: (doc) => ({ ...doc, testimonials: replaceOrAdd(doc.testimonials, edit, (t) => t.id) }),
    what: `${mode === "new" ? "added" : "edited"} the testimonial "${edit.id}"`,
    next: `${PATH}?id=${encodeURIComponent(edit.id)}&saved=1`,
  }));
}

/** The page a testimonial is seen on: the testimonials page, else the first place it is shown. */
function testimonialPage(places: FormValues[string] | undefined): string {
  const shown = Array.isArray(places) ? places : places ? [places] : [];
  const place = shown.includes("testimonials") ? "testimonials" : shown[0];
  if (!place || place === "testimonials") return "/testimonials";
  return place === "home" ? "/" : `/services/${place}`;
}

export default function StaffContentTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, rows, form, taken, saved } = loaderData;
  return (
    <div className="grid gap-8">
      <ContentHeader title="Testimonials" current={PATH} draft={header} />
      {form?.mode === "edit" ? <PreviewLinks page={testimonialPage(form.values.places)} /> : null}
      {form ? (
        <TestimonialForm {...entryFormState(csrf, header.revision, form, actionData)} taken={taken} />
      ) : (
        <TestimonialList rows={rows} saved={saved} />
      )}
      {form?.mode === "new" ? <EditorScript /> : null}
    </div>
  );
}
