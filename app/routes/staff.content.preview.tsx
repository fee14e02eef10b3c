import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { Fold } from "~/components/staff/content/Fold";
import { StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { build } from "~/content/live";
import { indexablePaths } from "~/content/routes-index";
import { todayInLosAngeles } from "~/forms/fields";
import { previewWithFields } from "~/lib/content/preview.server";
import { draftDocument } from "~/lib/content/store.server";
import { previewOf } from "~/lib/editor-hint";
import { contentOf } from "~/lib/request-context.server";
import { staffOf } from "~/lib/staff/auth.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.preview";

export const meta: Route.MetaFunction = () => staffMeta("Preview · Site content");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const draft = await draftDocument(staff.svc.storage.db);
  const { document, changed, by, at } = draft;
  const path = new URL(args.request.url).searchParams.get("path") ?? "/";
  // The words the page says, each leading to its field; a path no page answers says none.
  const valid = /^\/[\w\-/.]*$/.test(path) && !/^\/staff(\/|$)/i.test(path);
  const page = valid ? await previewWithFields(staff.svc, draft, path) : null;
  // The draft's own pages (a new post, a new city) are offered beside the live ones.
  const drafted = indexablePaths(build(document, todayInLosAngeles()));
  return {
    path,
    draft: { changed, by, at },
    paths: [...new Set([...indexablePaths(contentOf(args)), ...drafted])].sort(),
    texts: page?.texts ?? [],
  };
}

/** The draft shown as the real pages, at a phone's width and a desktop's, before it is published. */
export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { path, draft, paths, texts } = loaderData;
  const items = [...new Set(texts.map((t) => t.item))];
  const src = `/staff/content/preview/page?path=${encodeURIComponent(path)}`;
  return (
    <>
      <ContentHeader title="Preview" current="/staff/content/preview" draft={draft} />
      <p className="text-slate-text mt-4 max-w-2xl">
        {draft.changed
          ? "The pages as they will look once the draft is published. Visitors still see the published version."
          : "There are no unpublished changes: these are the pages as visitors see them."}
      </p>
      <p className="text-slate-text mt-2 max-w-2xl">
        Click a sentence in the preview to change its words: the editor opens at that text, English and Spanish side by
        side.
      </p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          Page
          <select name="path" defaultValue={path} className={`${staffClasses.input} max-w-full`}>
            {paths.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={staffClasses.button}>
          Show
        </button>
        <a href={src} className="text-gold-700 text-sm underline underline-offset-2">
          Open the page alone
        </a>
        <a href={path} className="text-gold-700 text-sm underline underline-offset-2">
          See it as visitors do
        </a>
      </form>
      {/*
        From a live page to its words, for staff: a public page is the same bytes for everyone (the page cache) and
        the staff session's cookie is sent to /staff only, so a page cannot show an editor a link of its own. This list
        is that link: each page's address for visitors beside its preview, where every sentence leads to its field.
      */}
      <div className="mt-6">
        <Fold title="Every page: its address for visitors and its preview" aside={`${paths.length} pages`} open={false}>
          <ul className="grid gap-1 px-4 pt-1 pb-3 text-sm sm:grid-cols-2">
            {paths.map((p) => (
              <li key={p} className="flex min-w-0 flex-wrap gap-x-3">
                <a href={p} className="text-ink-950 break-all underline underline-offset-2">
                  {p}
                </a>
                <a
                  href={previewOf(p)}
                  aria-label={`Preview ${p} and change its words`}
                  className="text-gold-700 underline underline-offset-2"
                >
                  Preview and words
                </a>
              </li>
            ))}
          </ul>
        </Fold>
      </div>
      {texts.length ? (
        <details className="border-ink-900-10 mt-6 rounded-2xl border bg-white">
          <summary className="text-ink-950 hover:bg-ivory-100 min-h-12 cursor-pointer rounded-2xl px-4 py-3 font-medium">
            The words on this page ({texts.length}), each leading to its field
          </summary>
          <div className="grid gap-4 px-4 pb-4">
            {items.map((item) => (
              <section key={item} aria-label={item}>
                <h2 className="text-ink-950 text-sm font-semibold">{item}</h2>
                <ul className="mt-1 grid gap-1 text-sm">
                  {texts
                    .filter((t) => t.item === item)
                    .map((t) => (
                      <li key={t.key} className="min-w-0">
                        <a href={t.href} className="text-gold-700 underline underline-offset-2">
                          {t.group === "Page basics" || t.group === "In search results"
                            ? t.label
                            : `${t.group} · ${t.label}`}
                        </a>{" "}
                        <span className="text-slate-text break-words">
                          “{t.words.length > 90 ? `${t.words.slice(0, 89)}…` : t.words}”
                        </span>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        </details>
      ) : null}
      <div className="mt-8 grid gap-8">
        <StaffPanel id="phone" title="Phone (390 px)" className="min-w-0">
          <PreviewFrame
            src={src}
            title={`${path} at a phone's width`}
            className="mt-4 h-[760px] w-[390px] max-w-full border"
          />
        </StaffPanel>
        <StaffPanel id="desktop" title="Desktop (1280 px, shown at half size)" className="min-w-0">
          <div className="relative mt-4 h-[400px] w-[640px] max-w-full overflow-hidden border">
            <PreviewFrame
              src={src}
              title={`${path} at a desktop's width`}
              className="absolute top-0 left-0 h-[800px] w-[1280px] origin-top-left scale-50"
            />
          </div>
        </StaffPanel>
      </div>
    </>
  );
}

/**
 * The draft page in a frame. No script runs in it; its own origin lets it load the site's fonts (an opaque one is
 * refused them), and a click on a sentence (a link to its field) leads the whole window.
 */
function PreviewFrame({ src, title, className }: { src: string; title: string; className: string }) {
  return (
    <iframe
      sandbox="allow-same-origin allow-top-navigation-by-user-activation"
      title={title}
      src={src}
      className={className}
    />
  );
}
