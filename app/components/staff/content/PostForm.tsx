import { CsrfField, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { blogCategories } from "~/content/blog";
import type { PostEdit } from "~/content/editable";
import { RevisionField } from "./ContentHeader";
import {
  BilingualField,
  Checkbox,
  type FieldErrors,
  type FormValues,
  ProblemList,
  SelectField,
  TextField,
} from "./PostAndTestimonialFields";

/*
 * One blog post at /staff/content/posts?slug=SLUG (or ?slug=new): every field of `postSchema`, the two languages
 * side by side, the body in Markdown. The form is sent URL-encoded: two articles at their limit (20,000 characters
 * each) take about 50 KB so, within the form post's limit (MAX_TEXT_BODY, 64 KB).
 */

const FORM = "post";

/** What a person calls each field, for the list of problems. */
export const postLabels: Record<string, string> = {
  slug: "Address",
  "title.en": "Title (English)",
  "title.es": "Title (Spanish)",
  "excerpt.en": "Excerpt (English)",
  "excerpt.es": "Excerpt (Spanish)",
  "body.en": "Article (English)",
  "body.es": "Article (Spanish)",
  category: "Category",
  date: "Publication date",
  hidden: "Hidden",
  cover: "Cover photograph",
  "coverAlt.en": "Description of the cover (English)",
  "coverAlt.es": "Description of the cover (Spanish)",
};

/** A post as the form's values. */
export function postValues(p: PostEdit): FormValues {
  return {
    slug: p.slug,
    "title.en": p.title.en,
    "title.es": p.title.es,
    "excerpt.en": p.excerpt.en,
    "excerpt.es": p.excerpt.es,
    "body.en": p.body.en,
    "body.es": p.body.es,
    category: p.category,
    date: p.date,
    hidden: p.hidden ? "on" : "",
    cover: p.cover,
    "coverAlt.en": p.coverAlt.en,
    "coverAlt.es": p.coverAlt.es,
  };
}

export function PostForm({
  csrf,
  revision,
  mode,
  values,
  errors,
  problems,
  saved,
  photos,
}: {
  csrf: string;
  /** The draft's revision the page was opened at (RevisionField). */
  revision: number;
  mode: "new" | "edit";
  values: FormValues;
  errors: FieldErrors;
  problems: string[];
  saved: boolean;
  /** The uploaded photographs' ids, newest first, with when each was uploaded. */
  photos: { id: string; label: string }[];
}) {
  const slug = typeof values.slug === "string" ? values.slug : "";
  const cover = typeof values.cover === "string" ? values.cover : "";
  const props = { form: FORM, values, errors };
  const coverOptions = [
    { value: "", label: "None: the line drawing" },
    ...photos.map((p) => ({ value: p.id, label: p.label })),
    ...(cover && !photos.some((p) => p.id === cover) ? [{ value: cover, label: `${cover} (no longer uploaded)` }] : []),
  ];
  return (
    <StaffPanel id="post" title={mode === "new" ? "Write a post" : "Edit a post"}>
      <p className="mt-2">
        <a href="/staff/content/posts" className="text-gold-700 text-sm underline underline-offset-2">
          ← All posts
        </a>
        {mode === "edit" ? (
          <span className="text-slate-text text-sm">
            {" "}
            · Address: <code>/blog/{slug}</code>
          </span>
        ) : null}
      </p>
      {saved ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Saved in the draft. The blog changes when the draft is published.
        </p>
      ) : null}
      <ProblemList form={FORM} errors={errors} labels={postLabels} problems={problems} />
      <form method="post" className="mt-6 grid gap-8" noValidate>
        <CsrfField csrf={csrf} />
        <RevisionField revision={revision} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="mode" value={mode} />
        {mode === "edit" ? <input type="hidden" name="slug" value={slug} /> : null}
        <fieldset className="grid gap-4">
          <legend className="font-display text-ink-950 mb-3 text-lg">The post</legend>
          {mode === "new" ? (
            <div className="max-w-xl">
              <TextField
                {...props}
                name="slug"
                label="Address"
                hint="The end of the post's address, /blog/…: lower-case letters, digits and hyphens (e.g. june-wedding-tips). It cannot be changed later."
                max={80}
              />
            </div>
          ) : null}
          <BilingualField {...props} name="title" label="Title" max={120} />
          <BilingualField
            {...props}
            name="excerpt"
            label="Excerpt"
            hint="One or two sentences for the blog's list and for search engines; at most 400 characters."
            rows={3}
          />
          <div className="grid gap-4 md:grid-cols-3">
            <SelectField
              {...props}
              name="category"
              label="Category"
              options={[
                { value: "", label: "Choose a category" },
                ...blogCategories.map((c) => ({ value: c.slug, label: c.name })),
              ]}
            />
            <TextField
              {...props}
              name="date"
              type="date"
              label="Publication date"
              hint="A later date schedules the post: it appears that day (Los Angeles time)."
            />
            <div className="md:pt-6">
              <Checkbox
                form={FORM}
                name="hidden"
                label="Hidden: not on the site"
                hint="Keeps the post for later; its address answers “not found”."
                values={values}
              />
            </div>
          </div>
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="font-display text-ink-950 mb-1 text-lg">Cover</legend>
          <div className="grid gap-4 md:grid-cols-[1fr_auto] md:items-start">
            <SelectField
              {...props}
              name="cover"
              label="Cover photograph"
              hint={
                <>
                  Upload photographs on the{" "}
                  <a href="/staff/content/photos" className="text-gold-700 underline underline-offset-2">
                    Photographs
                  </a>{" "}
                  page (at least 1,200 pixels wide for a cover), then choose one here.
                </>
              }
              options={coverOptions}
            />
            {cover ? (
              <img
                src={`/photos/${cover}-480.webp`}
                alt="The cover photograph saved now"
                width={240}
                height={160}
                className="border-ink-900-10 h-40 w-60 rounded-xl border object-cover"
              />
            ) : null}
          </div>
          <BilingualField
            {...props}
            name="coverAlt"
            label="Description of the cover"
            hint="What the photograph shows, for readers who cannot see it (or the line drawing, when there is no photograph)."
            max={200}
          />
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="font-display text-ink-950 mb-1 text-lg">The article</legend>
          <div className="text-slate-text grid gap-1 text-sm" id="post-markdown-help">
            <p>
              Written in Markdown, at most 20,000 characters in each language. A blank line starts a new paragraph;{" "}
              <code>## </code> starts a heading; <code>- </code> a list item; <code>**bold**</code>,{" "}
              <code>*italic*</code>; <code>[words](https://…)</code> a link (https, mailto:, tel: or a path such as{" "}
              <code>/contact</code>); <code>![description](/photos/FILE)</code> one of the uploaded photographs.
            </p>
            <p>HTML is not shown: it is left out of the page.</p>
          </div>
          <BilingualField {...props} name="body" label="Article" rows={20} code />
        </fieldset>
        <div>
          <button type="submit" className={staffClasses.button}>
            Save in the draft
          </button>
        </div>
      </form>
    </StaffPanel>
  );
}
