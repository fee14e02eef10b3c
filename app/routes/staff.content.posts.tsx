import { data } from "react-router";
import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { EditorScript } from "~/components/staff/content/EditorScript";
import { entryFormState } from "~/components/staff/content/EntryForm";
import { blankPost, COVER_WIDTH, PostForm, postValues } from "~/components/staff/content/PostForm";
import { PostList, type PostRow } from "~/components/staff/content/PostList";
import { blocksToMarkdown } from "~/components/staff/content/PostMarkdown";
import { PreviewLinks } from "~/components/staff/content/PreviewLinks";
import { bilingualOf, type FormValues, textOf, textValue } from "~/components/staff/StaffField";
import { blogCategories } from "~/content/blog";
import { type PostEdit, postSchema, replaceOrAdd } from "~/content/editable";
import type { ContentModules } from "~/content/modules";
import type { BlogPost } from "~/content/types";
import { todayInLosAngeles } from "~/forms/fields";
import { saveEntry } from "~/lib/content/draft-form.server";
import { libraryPhotos } from "~/lib/content/photo-library.server";
import { type Draft, draftContent, draftDocument, publishedDocument } from "~/lib/content/store.server";
import { BadRequest, readFormData } from "~/lib/leads/request-body.server";
import { chooseSlug } from "~/lib/slug";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { openedEntry, unpublishedChange } from "~/lib/staff/entry-list.server";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.posts";

/*
 * The blog posts at /staff/content/posts (docs/content.md): the list of every post (the repository's, as the
 * published edition left them, with the draft's changes), and one post's form at ?slug=SLUG, or ?slug=new to
 * write one. A repository post starts from its body written as Markdown. Saving writes the post into the draft.
 */

const PATH = "/staff/content/posts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.form ? (loaderData.form.mode === "new" ? "Write a post" : "Edit a post") : "Blog posts");

/** A post of a snapshot's modules as the editor's entry: its words in both languages, the body in Markdown. */
function editOf(m: ContentModules, p: BlogPost): PostEdit {
  const es = m.blogEs.postWords[p.slug];
  return {
    slug: p.slug,
    category: p.category as PostEdit["category"],
    date: p.date,
    hidden: false,
    cover: p.cover ?? "",
    // The line drawing's description, kept when the post is saved (it describes the cover photo once there is one).
    coverAlt: { en: p.artAlt, es: es?.artAlt ?? "" },
    title: { en: p.title, es: es?.title ?? "" },
    excerpt: { en: p.excerpt, es: es?.excerpt ?? "" },
    body: {
      en: p.markdown ?? blocksToMarkdown(p.body),
      es: es ? (es.markdown ?? blocksToMarkdown(es.body)) : "",
    },
  };
}

/**
 * Every post: those the draft's blog shows, the draft's own entries over them and after them (a hidden or
 * scheduled post is in the draft, not on the blog).
 */
function entries(draft: Draft): PostEdit[] {
  const { modules: m } = draftContent(draft);
  const { blogPosts } = m.blogEn;
  const own = draft.document.posts;
  const edits = new Map(own.map((p) => [p.slug, p]));
  const live = blogPosts.map((p) => edits.get(p.slug) ?? editOf(m, p));
  const known = new Set(blogPosts.map((p) => p.slug));
  return [...live, ...own.filter((p) => !known.has(p.slug))].sort((a, b) => b.date.localeCompare(a.date));
}

const missingSpanish = (p: PostEdit) =>
  !p.hidden && [p.title, p.excerpt, p.body, p.coverAlt].some((text) => text.en.trim() !== "" && text.es.trim() === "");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const draft = await draftDocument(db);
  const url = new URL(args.request.url);
  const all = entries(draft);
  const header = draftHeader(draft);
  const form = openedEntry(url, "slug", {
    blank: () => postValues(blankPost(todayInLosAngeles())),
    find: (slug) => all.find((p) => p.slug === slug),
    valuesOf: postValues,
    what: "post",
  });
  const today = todayInLosAngeles();
  const published = new Map((await publishedDocument(db)).document.posts.map((p) => [p.slug, p]));
  const rows: PostRow[] = all.map((p) => {
    const draftEdit = draft.document.posts.find((d) => d.slug === p.slug);
    return {
      slug: p.slug,
      title: p.title.en,
      category: blogCategories.find((c) => c.slug === p.category)?.name ?? p.category,
      date: p.date,
      // A repository post the owner never edited is on the blog whatever its date (~/content/live.ts).
      state: p.hidden ? "hidden" : draftEdit && p.date > today ? "scheduled" : "published",
      cover: p.cover !== "",
      unpublished: unpublishedChange(draft, draftEdit, published.get(p.slug)),
      missingSpanish: missingSpanish(p),
    };
  });
  return {
    csrf: staff.csrf,
    header,
    rows,
    form,
    photos: form ? await libraryPhotos(db) : [],
    taken: form?.mode === "new" ? all.map((p) => p.slug) : [],
    saved: form ? null : url.searchParams.get("saved"),
  };
}

const bilingualFields = ["title", "excerpt", "body", "coverAlt"] as const;

/** The form's fields as a post for the schema, and as the values to show again. */
function readForm(form: FormData): { candidate: unknown; values: FormValues } {
  const values: FormValues = {
    slug: textOf(form, "slug"),
    category: textOf(form, "category"),
    date: textOf(form, "date"),
    hidden: form.get("hidden") === "on" ? "on" : "",
    cover: textOf(form, "cover"),
  };
  for (const field of bilingualFields) {
    values[`${field}.en`] = textOf(form, `${field}.en`);
    values[`${field}.es`] = textOf(form, `${field}.es`);
  }
  const candidate = {
    slug: values.slug,
    category: values.category,
    date: values.date,
    hidden: values.hidden === "on",
    cover: values.cover,
    coverAlt: bilingualOf(values, "coverAlt"),
    title: bilingualOf(values, "title"),
    excerpt: bilingualOf(values, "excerpt"),
    body: bilingualOf(values, "body"),
  };
  return { candidate, values };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  let form: FormData;
  try {
    form = await readFormData(args.request, { files: false });
  } catch (failure) {
    if (!(failure instanceof BadRequest)) throw failure;
    // Nothing of the post could be read: say why, and that the page still holds the last saved version.
    const problem =
      failure.reason === "tooLarge" || failure.reason === "fileTooLarge"
        ? "The post was too long to send: nothing was saved. Shorten the articles (at most 20,000 characters each) and save again."
        : `The post could not be read: nothing was saved. ${failure.message}`;
    return data({ values: null, errors: {}, problems: [problem] }, { status: failure.status });
  }
  requireCsrf(staff, form);
  if (form.get("intent") !== "save") throw data("Unknown action", { status: 400 });
  const { db } = staff.svc.storage;
  const mode = form.get("mode") === "new" ? "new" : "edit";
  const { candidate, values } = readForm(form);
  const all = entries(await draftDocument(db));
  // A new post's address is made from its title unless the owner typed one (~/lib/slug.ts).
  const choice =
    mode === "new"
      ? chooseSlug(String(values.slug), String(values["title.en"]), new Set(all.map((p) => p.slug)), {
          what: "post",
          from: "English title",
          address: (slug) => `the address /blog/${slug}`,
        })
      : null;
  const parsed = parseStaffForm(form, postSchema, {
    prepare: () => (choice?.ok ? { ...(candidate as object), slug: choice.slug } : candidate),
  });
  const errors = parsed.ok ? {} : parsed.errors;
  if (choice && !choice.ok) errors.slug = choice.error;
  else if (choice?.ok) delete errors.slug;
  // The schema takes a description in both languages or in neither: its one message is put beside each half.
  if (errors.coverAlt) {
    delete errors.coverAlt;
    for (const lang of ["en", "es"] as const) {
      const text = String(values[`coverAlt.${lang}`]).trim();
      if (text.length > 200) errors[`coverAlt.${lang}`] = "At most 200 characters.";
      else if (!text) errors[`coverAlt.${lang}`] = "Describe the cover in both languages, or leave both empty.";
    }
  }
  if (mode === "edit" && !all.some((p) => p.slug === values.slug)) throw data("No such post", { status: 404 });
  const cover = textValue(values, "cover");
  if (cover) {
    const photo = (await libraryPhotos(db)).find((p) => p.id === cover);
    if (!photo) errors.cover = "This photograph is no longer uploaded: choose another.";
    else if (photo.width < COVER_WIDTH) {
      errors.cover = `This photograph is narrower than ${COVER_WIDTH} pixels: a cover needs one at least that wide.`;
    } else if (!String(values["coverAlt.en"]).trim()) errors["coverAlt.en"] ??= "Describe the cover photograph.";
  }
  return saveEntry(staff, form, { values, errors, parsed }, (edit) => ({
    change: (doc) => ({ ...doc, posts: replaceOrAdd(doc.posts, edit, (p) => p.slug) }),
    what: `${mode === "new" ? "wrote" : "edited"} the post "${edit.slug}"`,
    next: `${PATH}?slug=${encodeURIComponent(edit.slug)}&saved=1`,
  }));
}

export default function StaffContentPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, rows, form, photos, taken, saved } = loaderData;
  return (
    <div className="grid gap-8">
      <ContentHeader title="Blog posts" current={PATH} draft={header} />
      {form?.mode === "edit" ? <PreviewLinks page={`/blog/${String(form.values.slug)}`} /> : null}
      {form ? (
        <PostForm {...entryFormState(csrf, header.revision, form, actionData)} photos={photos} taken={taken} />
      ) : (
        <PostList rows={rows} saved={saved} />
      )}
      {form ? <EditorScript /> : null}
    </div>
  );
}
