import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import { HistoryCompare } from "~/components/staff/content/HistoryCompare";
import { IntentForm, RefusedNote, StaffPanel, StatusNote, staffClasses } from "~/components/staff/StaffLayout";
import { emptyDocument } from "~/content/editable";
import { compareDocuments } from "~/lib/content/compare";
import { renderCheck } from "~/lib/content/rendering.server";
import {
  bringBack,
  draftDocument,
  listVersions,
  publish,
  publishedDocument,
  refusedStatus,
  revisionOf,
  setAsideDrafts,
  versionDocument,
} from "~/lib/content/store.server";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { contentRightOf } from "~/lib/staff/content-right";
import { draftHeader } from "~/lib/staff/draft-header";
import { losAngelesTime } from "~/lib/staff/inbox";
import { staffMeta } from "~/lib/staff/meta";
import { requireContentRight } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.content.history";

/*
 * Every published version of the site's content (docs/content.md): who published it, when, and their note; any
 * earlier one compared field by field with the live version, and restored (published again as a new version).
 * A restore asks before it sets an unpublished draft aside; the drafts set aside are listed, to bring back.
 */

export const meta: Route.MetaFunction = () => staffMeta("Content history");

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The repository's own version, before any publication, is version 0 of the history: the content as the
 * repository wrote it, an edition that changes nothing. Restoring it publishes that empty edition, so even the
 * first publication can be undone.
 */
const REPOSITORY = 0;
const versionIdOf = (value: unknown) => (value === String(REPOSITORY) ? REPOSITORY : idOf(value));
const documentOf = (db: Parameters<typeof versionDocument>[0], id: number) =>
  id === REPOSITORY ? Promise.resolve(emptyDocument()) : versionDocument(db, id);
/** A version as the page names it. */
const versionName = (id: number) => (id === REPOSITORY ? "the repository's version" : `version ${id}`);
const VersionName = ({ id }: { id: number }) => {
  const name = versionName(id);
  return <>{name.charAt(0).toUpperCase() + name.slice(1)}</>;
};

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const params = new URL(args.request.url).searchParams;
  const draft = await draftDocument(db);
  const versions = await listVersions(db);
  const live = await publishedDocument(db);
  const compareId = versionIdOf(params.get("compare"));
  let compare: { version: number; changes: ReturnType<typeof compareDocuments> } | { missing: number } | null = null;
  if (compareId !== null) {
    const document = await documentOf(db, compareId);
    compare = document
      ? { version: compareId, changes: compareDocuments(document, live.document) }
      : { missing: compareId };
  }
  return {
    csrf: staff.csrf,
    draft: draftHeader(draft),
    versions: versions.map((v) => ({ ...v, when: losAngelesTime(v.created_at) })),
    setAside: (await setAsideDrafts(db)).map((d) => ({
      id: d.id,
      editedBy: d.edited_by,
      edited: losAngelesTime(d.edited_at),
      setAsideBy: d.set_aside_by,
      setAside: losAngelesTime(d.created_at),
      reason: d.reason,
    })),
    live: live.id,
    compare,
    canPublish: contentRightOf(staff.member) === "publish",
    restored: idOf(params.get("restored")),
    broughtBack: params.has("brought-back"),
  };
}

type Answer =
  | { intent: "restore"; id: number; problems: string[]; ask?: { by: string; at: string; revision: number } }
  | { intent: "bring-back"; id: number; problems: string[] };

export async function action(args: Route.ActionArgs) {
  const { staff, form, db, intent } = await staffFormOf(args);
  const answer = (body: Answer, status = 400) => data(body, { status });

  if (intent === "bring-back") {
    const id = idOf(form.get("id"));
    if (!id) throw data("No such draft", { status: 404 });
    const result = await bringBack(db, staff.member, id, revisionOf(form));
    if (!result.ok) return answer({ intent, id, problems: result.problems }, refusedStatus(result));
    return redirect("/staff/content/history?brought-back=1");
  }

  if (intent !== "restore") throw data("Unknown action", { status: 400 });
  requireContentRight(staff, "publish");
  const id = versionIdOf(form.get("id"));
  const document = id === null ? null : await documentOf(db, id);
  if (id === null || !document) throw data("No such version", { status: 404 });
  if ((await publishedDocument(db)).id === id) {
    const problem =
      id === REPOSITORY
        ? "Nothing has been published: the site shows the repository's version already."
        : `Version ${id} is the live version already.`;
    return answer({ intent, id, problems: [problem] });
  }
  // An unpublished draft is set aside only once the restorer said so, for the draft as it is now.
  const draft = await draftDocument(db);
  if (draft.changed && revisionOf(form) !== draft.revision) {
    const ask = { by: draft.by ?? "someone", at: draft.at ? losAngelesTime(draft.at) : "", revision: draft.revision };
    return answer({ intent, id, problems: [], ask }, 409);
  }
  const result = await publish(db, staff.member, document, {
    note: `Restored ${versionName(id)}`,
    renders: renderCheck(staff.svc),
    reason: `${versionName(id)} was restored`,
  });
  if (!result.ok) return answer({ intent, id, problems: result.problems }, refusedStatus(result));
  await staff.svc.contentChanged?.();
  return redirect(`/staff/content/history?restored=${result.id}`);
}

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, draft, versions, live, compare, canPublish, restored, setAside, broughtBack } = loaderData;
  const actions = { csrf, canPublish, comparing: compare && "version" in compare ? compare.version : null };
  const ask = actionData?.intent === "restore" ? actionData.ask : undefined;
  return (
    <>
      <ContentHeader title="Content history" current="/staff/content/history" draft={draft} />
      <p className="text-slate-text mt-4 max-w-3xl">
        Every published version, newest first (Los Angeles time). Restoring an earlier version publishes its content
        again as a new version; the versions in between stay in this list.
        {draft.changed && canPublish
          ? " Restoring asks first, then sets the unpublished draft aside: it stays on this page, to bring back."
          : ""}
      </p>
      {restored ? <StatusNote>Restored as version {restored}. Every page shows it within 5 seconds.</StatusNote> : null}
      {broughtBack ? (
        <StatusNote>
          The draft is back: every editor shows it, and the site is unchanged until it is published.
        </StatusNote>
      ) : null}
      {ask && actionData ? (
        <section
          role="alert"
          aria-labelledby="restore-ask"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-4 text-sm text-amber-950"
        >
          <h2 id="restore-ask" className="font-medium">
            Restore {versionName(actionData.id)} and set the unpublished draft aside?
          </h2>
          <p className="mt-1">
            The draft was last changed by {ask.by}
            {ask.at ? `, ${ask.at}` : ""}. Restoring publishes {versionName(actionData.id)}; the draft is not lost: it
            is kept under “Drafts set aside” below, from where it can be brought back.
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <IntentForm csrf={csrf} intent="restore">
              <RevisionField revision={ask.revision} />
              <input type="hidden" name="id" value={actionData.id} />
              <button type="submit" className={staffClasses.button}>
                Restore {versionName(actionData.id)} and set the draft aside
              </button>
            </IntentForm>
            <a href="/staff/content/history" className={staffClasses.secondary}>
              Keep the draft
            </a>
          </div>
        </section>
      ) : null}
      {actionData?.problems.length ? (
        <RefusedNote
          heading={
            actionData.intent === "restore"
              ? `${versionName(actionData.id)} was not restored; nothing changed on the site:`.replace(/^t/, "T")
              : "The draft was not brought back:"
          }
          problems={actionData.problems}
        />
      ) : null}
      {compare && "missing" in compare ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          There is no version {compare.missing}.
        </p>
      ) : null}
      {compare && "version" in compare ? (
        <HistoryCompare name={versionName(compare.version)} live={live} changes={compare.changes} />
      ) : null}
      <StaffPanel id="versions" title="Published versions" className="mt-8">
        {versions.length === 0 ? (
          <p className="text-slate-text mt-4 text-sm">
            Nothing has been published yet: the site shows the content as the repository wrote it.
          </p>
        ) : (
          <ol className="divide-ink-900-10 mt-4 divide-y">
            {versions.map((v) => (
              <HistoryRow key={v.id}>
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
                {v.id === live ? null : <VersionActions {...actions} id={v.id} which={`version ${v.id}`} />}
              </HistoryRow>
            ))}
            <HistoryRow>
              <div className="text-sm">
                <p className="text-ink-950 font-medium">
                  <VersionName id={REPOSITORY} />
                </p>
                <p className="text-slate-text">
                  The content as the repository wrote it, before anything was published. Restoring it undoes every
                  publication; each stays in this list.
                </p>
              </div>
              <VersionActions {...actions} id={REPOSITORY} which="the repository's version" />
            </HistoryRow>
          </ol>
        )}
      </StaffPanel>
      {setAside.length ? (
        <StaffPanel id="set-aside" title="Drafts set aside" className="mt-8">
          <p className="text-slate-text mt-2 text-sm">
            Drafts discarded, or set aside by a restore or an import, newest first (the last 20 are kept).
            {draft.changed ? " To bring one back, publish or discard the current draft first." : ""}
          </p>
          <ol className="divide-ink-900/10 mt-4 divide-y">
            {setAside.map((d) => (
              <HistoryRow key={d.id}>
                <p className="text-sm">
                  <span className="text-ink-950 font-medium">
                    Last changed by {d.editedBy}, {d.edited}
                  </span>
                  <br />
                  <span className="text-slate-text">
                    Set aside by {d.setAsideBy}, {d.setAside}: {d.reason}
                  </span>
                </p>
                {draft.changed ? null : (
                  <IntentForm csrf={csrf} intent="bring-back">
                    <RevisionField revision={draft.revision} />
                    <input type="hidden" name="id" value={d.id} />
                    <button type="submit" className={staffClasses.secondary}>
                      Bring back as the draft
                      <span className="sr-only">
                        {" "}
                        (last changed by {d.editedBy}, {d.edited})
                      </span>
                    </button>
                  </IntentForm>
                )}
              </HistoryRow>
            ))}
          </ol>
        </StaffPanel>
      ) : null}
    </>
  );
}

/** A row of the page's lists: what the row is, then on wide screens beside it what can be done with it. */
function HistoryRow({ children }: { children: ReactNode }) {
  return <li className="grid gap-3 py-4 md:grid-cols-[1fr_auto] md:items-center">{children}</li>;
}

/**
 * What can be done with version `id` (`which`, named for screen readers): compare it with the live version
 * (`comparing`: the version compared now, if any), and restore it (published again as a new version).
 */
function VersionActions({
  csrf,
  canPublish,
  comparing,
  id,
  which,
}: {
  csrf: string;
  canPublish: boolean;
  comparing: number | null;
  id: number;
  which: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={`/staff/content/history?compare=${id}#compare`}
        className={staffClasses.secondary}
        aria-current={comparing === id ? "true" : undefined}
      >
        Compare with the live version<span className="sr-only"> ({which})</span>
      </a>
      {canPublish ? (
        <IntentForm csrf={csrf} intent="restore">
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={staffClasses.button}>
            Restore this version<span className="sr-only"> ({which})</span>
          </button>
        </IntentForm>
      ) : null}
    </div>
  );
}
