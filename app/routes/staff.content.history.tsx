import { data, redirect } from "react-router";
import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { HistoryCompare } from "~/components/staff/content/HistoryCompare";
import { CsrfField, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { compareDocuments } from "~/lib/content/compare";
import { renderCheck } from "~/lib/content/rendering.server";
import { draftDocument, listVersions, publish, publishedDocument, versionDocument } from "~/lib/content/store.server";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import { contentRightOf } from "~/lib/staff/content-right";
import { losAngelesTime } from "~/lib/staff/inbox";
import { requireContentRight } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.content.history";

/*
 * Every published version of the site's content (docs/content.md): who published it, when, and their note; any
 * earlier one compared field by field with the live version, and restored (published again as a new version).
 */

export const meta: Route.MetaFunction = () => [
  { title: "Content history · Staff" },
  { name: "robots", content: "noindex, nofollow" },
];

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  requireContentRight(staff, "edit");
  const { db } = staff.svc.storage;
  const params = new URL(args.request.url).searchParams;
  const draft = await draftDocument(db);
  const versions = await listVersions(db);
  const live = await publishedDocument(db);
  const compareId = idOf(params.get("compare"));
  let compare: { version: number; changes: ReturnType<typeof compareDocuments> } | { missing: number } | null = null;
  if (compareId) {
    const document = await versionDocument(db, compareId);
    compare = document
      ? { version: compareId, changes: compareDocuments(document, live.document) }
      : { missing: compareId };
  }
  return {
    csrf: staff.csrf,
    draft: { changed: draft.changed, by: draft.by, at: draft.at },
    versions: versions.map((v) => ({ ...v, when: losAngelesTime(v.created_at) })),
    live: live.id,
    compare,
    canPublish: contentRightOf(staff.member) === "publish",
    restored: idOf(params.get("restored")),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  requireContentRight(staff, "edit");
  const form = await readFormDataOrRefuse(args.request);
  requireCsrf(staff, form);
  if (form.get("intent") !== "restore") throw data("Unknown action", { status: 400 });
  requireContentRight(staff, "publish");
  const { db } = staff.svc.storage;
  const id = idOf(form.get("id"));
  const document = id ? await versionDocument(db, id) : null;
  if (!id || !document) throw data("No such version", { status: 404 });
  const refuse = (problems: string[]) => data({ id, problems }, { status: 400 });
  if ((await publishedDocument(db)).id === id) return refuse([`Version ${id} is the live version already.`]);
  const result = await publish(db, staff.member, document, {
    note: `Restored version ${id}`,
    renders: renderCheck(staff.svc),
  });
  if (!result.ok) return refuse(result.problems);
  return redirect(`/staff/content/history?restored=${result.id}`);
}

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, draft, versions, live, compare, canPublish, restored } = loaderData;
  return (
    <>
      <ContentHeader title="Content history" current="/staff/content/history" draft={draft} />
      <p className="text-slate-text mt-4 max-w-3xl">
        Every published version, newest first (Los Angeles time). Restoring an earlier version publishes its content
        again as a new version; the versions in between stay in this list.
        {draft.changed && canPublish ? " Restoring also discards the unpublished draft." : ""}
      </p>
      {restored ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Restored as version {restored}. Every page shows it within 5 seconds.
        </p>
      ) : null}
      {actionData?.problems.length ? (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">Version {actionData.id} was not restored; nothing changed on the site:</p>
          <ul className="mt-1 list-disc pl-5">
            {actionData.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {compare && "missing" in compare ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          There is no version {compare.missing}.
        </p>
      ) : null}
      {compare && "version" in compare ? (
        <HistoryCompare version={compare.version} live={live} changes={compare.changes} />
      ) : null}
      <StaffPanel id="versions" title="Published versions" className="mt-8">
        {versions.length === 0 ? (
          <p className="text-slate-text mt-4 text-sm">
            Nothing has been published yet: the site shows the content as the repository wrote it.
          </p>
        ) : (
          <ol className="divide-ink-900-10 mt-4 divide-y">
            {versions.map((v) => (
              <li key={v.id} className="grid gap-3 py-4 md:grid-cols-[1fr_auto] md:items-center">
                <div className="text-sm">
                  <p className="text-ink-950 font-medium">
                    Version {v.id}
                    {v.id === live ? <span className="text-emerald-800"> · live now</span> : null}
                  </p>
                  <p className="text-slate-text">
                    {v.when} · {v.actor_name}
                    {v.actor_email ? ` (${v.actor_email})` : ""}
                  </p>
                  {v.note ? <p className="text-ink-950 mt-1 break-words">“{v.note}”</p> : null}
                </div>
                {v.id === live ? null : (
                  <div className="flex flex-wrap items-center gap-3">
                    <a
                      href={`/staff/content/history?compare=${v.id}#compare`}
                      className={staffClasses.secondary}
                      aria-current={compare && "version" in compare && compare.version === v.id ? "true" : undefined}
                    >
                      Compare with the live version<span className="sr-only"> (version {v.id})</span>
                    </a>
                    {canPublish ? (
                      <form method="post">
                        <CsrfField csrf={csrf} />
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="id" value={v.id} />
                        <button type="submit" className={staffClasses.button}>
                          Restore this version<span className="sr-only"> (version {v.id})</span>
                        </button>
                      </form>
                    ) : null}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </StaffPanel>
    </>
  );
}
