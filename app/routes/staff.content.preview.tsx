import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { build } from "~/content/live";
import { indexablePaths } from "~/content/routes-index";
import { todayInLosAngeles } from "~/forms/fields";
import { draftDocument } from "~/lib/content/store.server";
import { contentOf } from "~/lib/request-context.server";
import { staffOf } from "~/lib/staff/auth.server";
import type { Route } from "./+types/staff.content.preview";

export const meta: Route.MetaFunction = () => [
  { title: "Preview · Site content · Staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { document, changed, by, at } = await draftDocument(staff.svc.storage.db);
  const path = new URL(args.request.url).searchParams.get("path") ?? "/";
  // The draft's own pages (a new post, a new city) are offered beside the live ones.
  const drafted = indexablePaths(build(document, todayInLosAngeles()));
  return {
    path,
    draft: { changed, by, at },
    paths: [...new Set([...indexablePaths(contentOf(args)), ...drafted])].sort(),
  };
}

/** The draft shown as the real pages, at a phone's width and a desktop's, before it is published. */
export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { path, draft, paths } = loaderData;
  const src = `/staff/content/preview/page?path=${encodeURIComponent(path)}`;
  return (
    <>
      <ContentHeader title="Preview" current="/staff/content/preview" draft={draft} />
      <p className="text-slate-text mt-4 max-w-2xl">
        {draft.changed
          ? "The pages as they will look once the draft is published. Visitors still see the published version."
          : "There are no unpublished changes: these are the pages as visitors see them."}
      </p>
      <form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          Page
          <select name="path" defaultValue={path} className={staffClasses.input}>
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
      </form>
      <div className="mt-8 grid gap-8">
        <StaffPanel id="phone" title="Phone (390 px)">
          <iframe
            sandbox=""
            title={`${path} at a phone's width`}
            src={src}
            className="mt-4 h-[760px] w-[390px] max-w-full border"
          />
        </StaffPanel>
        <StaffPanel id="desktop" title="Desktop (1280 px, shown at half size)">
          <div className="relative mt-4 h-[400px] w-[640px] max-w-full overflow-hidden border">
            <iframe
              sandbox=""
              title={`${path} at a desktop's width`}
              src={src}
              className="absolute top-0 left-0 h-[800px] w-[1280px] origin-top-left scale-50"
            />
          </div>
        </StaffPanel>
      </div>
    </>
  );
}
