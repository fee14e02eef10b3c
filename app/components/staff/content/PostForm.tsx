import {
  BilingualFields,
  bilingualValues,
  type FieldErrors,
  type FormValues,
  fieldId,
  StaffField,
  textValue,
} from "~/components/staff/StaffField";
import { blogCategories } from "~/content/blog";
import type { PostEdit } from "~/content/editable";
import type { LibraryPhoto } from "~/lib/content/photo-library";
import { losAngelesTime } from "~/lib/staff/inbox";
import { EntryForm, type EntryFormState } from "./EntryForm";
import { PhotoPicker, PhotoThumbnail } from "./PhotoPicker";
import { SlugField } from "./slug-control";

/*
 * One blog post at /staff/content/posts?slug=SLUG (or ?slug=new): every field of `postSchema`, the two languages
 * side by side, the body in Markdown. The form is sent URL-encoded: two articles at their limit (20,000 characters
 * each) take about 50 KB so, within the form post's limit (MAX_TEXT_BODY, 64 KB).
 */

const FORM = "post";

/** The widest file a cover shows (the post's header at 856 px on a 1.4x screen): a cover needs it. */
export const COVER_WIDTH = 1200;

/** The file an article's image names: the widest of 800 pixels or less (every upload has its 480). */
const articleFile = (photo: LibraryPhoto) => `${photo.id}-${photo.width >= 800 ? 800 : 480}.webp`;

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
    ...bilingualValues("title", p.title),
    ...bilingualValues("excerpt", p.excerpt),
    ...bilingualValues("body", p.body),
    category: p.category,
    date: p.date,
    hidden: p.hidden ? "on" : "",
    cover: p.cover,
    ...bilingualValues("coverAlt", p.coverAlt),
  };
}

/** A post not written yet, dated `date`: the form's starting point. */
export const blankPost = (date: string): PostEdit => ({
  slug: "",
  category: "" as PostEdit["category"],
  date,
  hidden: false,
  cover: "",
  coverAlt: { en: "", es: "" },
  title: { en: "", es: "" },
  excerpt: { en: "", es: "" },
  body: { en: "", es: "" },
});

export function PostForm({
  photos,
  taken,
  ...entry
}: EntryFormState & {
  /** The uploaded photographs, newest first. */
  photos: readonly LibraryPhoto[];
  /** The addresses other posts have: a new post's is made from its title and must not be one of them. */
  taken: readonly string[];
}) {
  const { mode, values, errors } = entry;
  const slug = textValue(values, "slug");
  const cover = textValue(values, "cover");
  const props = { form: FORM, values, errors };
  return (
    <EntryForm
      id="post"
      title={mode === "new" ? "Write a post" : "Edit a post"}
      back={{ href: "/staff/content/posts", label: "← All posts" }}
      beside={
        mode === "edit" ? (
          <span className="text-slate-text text-sm">
            {" "}
            · Address: <code>/blog/{slug}</code>
          </span>
        ) : null
      }
      savedNote="Saved in the draft. The blog changes when the draft is published."
      form={FORM}
      labels={postLabels}
      keyName="slug"
      {...entry}
    >
      <fieldset className="grid gap-4">
        <legend className="font-display text-ink-950 mb-3 text-lg">The post</legend>
        <BilingualFields {...props} name="title" label="Title" max={120} />
        {mode === "new" ? (
          <SlugField
            fields={props}
            name="slug"
            label="Address (optional)"
            hint="Made from the English title when left empty. It cannot be changed once the post is saved."
            from={["title.en"]}
            prefix="/blog/"
            what="post"
            taken={taken}
          />
        ) : null}
        <BilingualFields
          {...props}
          name="excerpt"
          label="Excerpt"
          hint="One or two sentences for the blog's list and for search engines; at most 400 characters."
          rows={3}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <StaffField
            type="select"
            {...props}
            name="category"
            label="Category"
            options={[
              { value: "", label: "Choose a category" },
              ...blogCategories.map((c) => ({ value: c.slug, label: c.name })),
            ]}
          />
          <StaffField
            {...props}
            name="date"
            type="date"
            label="Publication date"
            hint="A later date schedules the post: it appears that day (Los Angeles time)."
          />
          <div className="md:pt-6">
            <StaffField
              type="checkbox"
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
        <PhotoPicker
          id={fieldId(FORM, "cover")}
          name="cover"
          legend="Cover photograph"
          hint={
            <>
              A photograph at least {COVER_WIDTH.toLocaleString("en-US")} pixels wide, or none for the post's line
              drawing. Upload photographs on the{" "}
              <a href="/staff/content/photos" className="text-gold-700 underline underline-offset-2">
                Photographs
              </a>{" "}
              page.
            </>
          }
          error={errors.cover}
          photos={photos}
          value={cover}
          none="None: the line drawing"
          tooNarrow={(photo) =>
            photo.width < COVER_WIDTH ? `Too narrow for a cover (${photo.width} pixels wide)` : null
          }
        />
        <BilingualFields
          {...props}
          name="coverAlt"
          label="Description of the cover"
          hint="What the photograph shows, for readers who cannot see it (or the line drawing, when there is no photograph)."
          max={200}
        />
      </fieldset>
      <fieldset className="grid gap-2" data-markdown-editor>
        <legend className="font-display text-ink-950 mb-1 text-lg">The article</legend>
        <div className="text-slate-text grid gap-1 text-sm" id="post-markdown-help">
          <p>
            Written in Markdown, at most 20,000 characters in each language. A blank line starts a new paragraph;{" "}
            <code>## </code> starts a heading; <code>- </code> a list item; <code>**bold**</code>, <code>*italic*</code>
            ; <code>[words](https://…)</code> a link (https, mailto:, tel: or a path such as <code>/contact</code>);{" "}
            <code>![description](/photos/FILE)</code> one of the uploaded photographs.
          </p>
          <p>HTML is not shown: it is left out of the page.</p>
        </div>
        <div className="grid gap-6 md:grid-cols-2">
          {(["en", "es"] as const).map((lang) => (
            <ArticleField key={lang} lang={lang} values={values} errors={errors} />
          ))}
        </div>
        <PhotoLibrary photos={photos} />
      </fieldset>
    </EntryForm>
  );
}

const toolbarButtons = [
  { action: "heading", label: "Heading", shows: "Heading" },
  { action: "bold", label: "Bold", shows: "Bold" },
  { action: "list", label: "List", shows: "List" },
  { action: "link", label: "Link", shows: "Link" },
  { action: "photo", label: "Photo from the library", shows: "Photo" },
] as const;

/**
 * One language's article: a toolbar and a live preview around the text area. Both are hidden until the editor's
 * script (app/client/staff-editor.ts) runs; without it the text area is the whole field.
 */
function ArticleField({ lang, values, errors }: { lang: "en" | "es"; values: FormValues; errors: FieldErrors }) {
  const name = `body.${lang}`;
  const language = lang === "en" ? "English" : "Spanish";
  const id = fieldId(FORM, name);
  const missing = String(values["body.en"] ?? "") !== "" && String(values[name] ?? "").trim() === "";
  return (
    <div className="grid min-w-0 content-start gap-2">
      <div
        role="toolbar"
        aria-label={`Format the ${language} article`}
        aria-controls={id}
        data-markdown-toolbar={id}
        hidden
        className="flex flex-wrap gap-1"
      >
        {toolbarButtons.map((button) => (
          <button
            key={button.action}
            type="button"
            data-markdown={button.action}
            aria-label={`${button.label} (${language})`}
            className="border-ink-900-20 text-ink-950 hover:border-gold-700 focus-visible:ring-gold-400 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border bg-white px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
          >
            <span aria-hidden="true" className={button.action === "bold" ? "font-bold" : "font-medium"}>
              {button.shows}
            </span>
          </button>
        ))}
      </div>
      <StaffField
        type="textarea"
        form={FORM}
        name={name}
        label={`Article (${language})`}
        hint={lang === "es" && missing ? "Missing: the item cannot be published without it." : undefined}
        values={values}
        errors={errors}
        lang={lang}
        rows={20}
        code
      />
      <section
        aria-label={`Preview of the ${language} article`}
        data-markdown-preview={id}
        hidden
        lang={lang}
        className="border-ink-900-10 bg-ivory-50 grid min-w-0 gap-2 rounded-xl border p-4"
      >
        <p className="text-slate-text text-xs font-medium tracking-wide uppercase" aria-hidden="true">
          Preview
        </p>
        {/* Focusable: a keyboard scrolls a long article's preview (axe: scrollable-region-focusable). */}
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by the keyboard to scroll it
          tabIndex={0}
          className="prose-body text-ink-800 max-h-[32rem] min-w-0 overflow-y-auto text-base leading-relaxed break-words"
        />
      </section>
    </div>
  );
}

/**
 * The uploaded photographs to put in an article, each with the line of Markdown that shows it: to copy without a
 * script, and put where the cursor is with one (the toolbar's "Photo" opens this list).
 */
function PhotoLibrary({ photos }: { photos: readonly LibraryPhoto[] }) {
  return (
    <details id="post-photo-library" className="border-ink-900-10 mt-2 rounded-xl border bg-white p-4">
      <summary className="text-ink-950 min-h-11 cursor-pointer content-center font-medium">
        Photographs to put in the article ({photos.length})
      </summary>
      {photos.length === 0 ? (
        <p className="text-slate-text mt-3 text-sm">
          None uploaded yet: upload one on the{" "}
          <a href="/staff/content/photos" className="text-gold-700 underline underline-offset-2">
            Photographs
          </a>{" "}
          page.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo) => {
            const line = `![${photo.description || "What the photograph shows"}](/photos/${articleFile(photo)})`;
            return (
              <li key={photo.id} className="border-ink-900-10 grid min-w-0 content-start gap-2 rounded-xl border p-2">
                <PhotoThumbnail file={photo.thumbnail} />
                <p className="text-ink-950 text-xs break-words">{photo.description || "Not described yet"}</p>
                <p className="text-slate-text text-xs">Uploaded {losAngelesTime(photo.uploaded)}</p>
                <code className="bg-ivory-100 text-ink-950 block rounded px-2 py-1 text-xs break-all">{line}</code>
                <button
                  type="button"
                  hidden
                  data-insert-markdown={line}
                  className="border-ink-900-20 text-ink-950 hover:border-gold-700 inline-flex min-h-11 items-center justify-center rounded-full border px-4 text-sm font-medium"
                >
                  Put in the article
                  <span className="sr-only">
                    : {photo.description || `photograph uploaded ${losAngelesTime(photo.uploaded)}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
