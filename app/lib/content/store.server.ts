import type { Kysely, Transaction } from "kysely";
import {
  type ContentDocument,
  contentDocumentSchema,
  describeIssues,
  emptyDocument,
  missingSpanish,
} from "~/content/editable";
import { build, type ContentSnapshot, withFigures } from "~/content/live";
import {
  addedCityProblems,
  cityDoorwayProblems,
  cityTextsKey,
  faqIntroKey,
  faqTextsKey,
  retiredCityProblems,
} from "~/content/structure";
import { isWordsKey, repositoryTextAt } from "~/content/texts";
import { todayInLosAngeles } from "~/forms/fields";
import { bumpContentVersion } from "~/lib/content-version.server";
import { logger, reasonOf } from "~/lib/log.server";
import type { Member } from "~/lib/staff/accounts.server";
import { recordEvent } from "~/lib/staff/audit.server";
import { losAngelesTime } from "~/lib/staff/inbox";
import type { Database } from "~/lib/storage/schema";

/*
 * The owner's editions (docs/content.md): one shared draft, and every published version kept whole with who
 * published it and when. Publishing writes a new version and names it in the shared settings, which every server
 * reads within seconds (~/lib/content/live.server.ts); restoring publishes an earlier version's document again.
 */

const DRAFT = "draft";

/** Refused, each problem named; `conflict` when the draft moved on since the page was opened (updateDraft). */
export type Refused = { ok: false; problems: string[]; conflict?: true; unavailable?: true };
export type Checked = { ok: true; document: ContentDocument } | Refused;

/** Parses an edition from JSON (the draft, a version, an imported file), naming every problem. */
export function checkDocument(value: unknown): Checked {
  const parsed = contentDocumentSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error) };
  // A text of an FAQ list or introduction the edition sets whole would be written over it by position.
  const whole = [...(parsed.data.faqs ?? []).map((l) => `${faqTextsKey(l.list)}[`)];
  if (parsed.data.faqIntro) whole.push(faqIntroKey);
  const retired = (parsed.data.retiredCities ?? []).map((c) => cityTextsKey(c.slug));
  const added = (parsed.data.addedCities ?? []).map((c) => cityTextsKey(c.slug));
  const unknown = parsed.data.texts.flatMap((text, i) => {
    const where = `texts › ${i} › key`;
    if (whole.some((prefix) => text.key.startsWith(prefix))) {
      return [`${where}: "${text.key}" is edited on the FAQ screen (/staff/content/faq); change it there.`];
    }
    if (retired.some((prefix) => text.key.startsWith(prefix))) {
      return [`${where}: "${text.key}" is a text of a retired city; bring the city back first.`];
    }
    if (added.some((prefix) => text.key.startsWith(prefix))) {
      return [`${where}: "${text.key}" is a text of an added city; change it on the cities screen.`];
    }
    if (repositoryTextAt(text.key, "en") === undefined) return [`${where}: the pages have no text "${text.key}".`];
    return isWordsKey(text.key)
      ? []
      : [
          `${where}: "${text.key}" is structure (a slug, an id, a link, an icon or a date), not words; it stays in the repository.`,
        ];
  });
  const problems = [...unknown, ...retiredCityProblems(parsed.data), ...addedCityProblems(parsed.data)];
  if (problems.length) return { ok: false, problems };
  // A text the same as the repository's is no edit: it goes on following the repository.
  // The repository's texts name the figures by placeholder ({eventsServed}); the screen shows them filled.
  const repository = (key: string, lang: "en" | "es") => {
    const text = repositoryTextAt(key, lang);
    return text === undefined ? undefined : withFigures(text, parsed.data);
  };
  const texts = parsed.data.texts.filter(
    (t) => t.en !== repository(t.key, "en") || t.es !== (repository(t.key, "es") ?? t.en),
  );
  return { ok: true, document: { ...parsed.data, texts } };
}

/**
 * A stored edition (the draft, a version), checked by the schema only: what checkDocument adds compares it with the
 * repository, which a later deploy changes. An edition accepted then still loads; what it sets that the repository
 * no longer has (a removed paragraph) is left out when it is applied.
 */
const parse = (json: string): ContentDocument => {
  const parsed = contentDocumentSchema.safeParse(JSON.parse(json));
  if (!parsed.success) {
    throw new Error(`A stored content edition is invalid: ${describeIssues(parsed.error).join("; ")}`);
  }
  return parsed.data;
};

export interface ContentVersion {
  id: number;
  note: string;
  actor_name: string;
  actor_email: string;
  created_at: string;
}

/** The live edition and its version id (0 and an empty edition before the first publication). */
export async function publishedDocument(db: Kysely<Database>): Promise<{ id: number; document: ContentDocument }> {
  const row = await db
    .selectFrom("content_versions")
    .select(["id", "document"])
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, document: parse(row.document) } : { id: 0, document: emptyDocument() };
}

export async function versionDocument(db: Kysely<Database>, id: number): Promise<ContentDocument | null> {
  const row = await db.selectFrom("content_versions").select("document").where("id", "=", id).executeTakeFirst();
  return row ? parse(row.document) : null;
}

export async function listVersions(db: Kysely<Database>, limit = 50): Promise<ContentVersion[]> {
  return db
    .selectFrom("content_versions")
    .select(["id", "note", "actor_name", "actor_email", "created_at"])
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export interface Draft {
  /** The draft, or the live edition when nobody has started one. */
  document: ContentDocument;
  changed: boolean;
  /**
   * Counts every change to the draft, its publication and its setting aside: a page sends back the revision it
   * was opened at, and a save from an older one is refused (updateDraft).
   */
  revision: number;
  by?: string;
  at?: string;
}

/** All content as the draft has it, for today: what the editor's screens show and the preview renders. */
export const draftContent = (draft: Pick<Draft, "document">): ContentSnapshot =>
  build(draft.document, todayInLosAngeles());

type DraftRow = { document: string; actor_name: string; updated_at: string; revision: number; change: string };

const draftRow = (db: Kysely<Database> | Transaction<Database>): Promise<DraftRow | undefined> =>
  db
    .selectFrom("content_drafts")
    .select(["document", "actor_name", "updated_at", "revision", "change"])
    .where("name", "=", DRAFT)
    .executeTakeFirst();

export async function draftDocument(db: Kysely<Database>): Promise<Draft> {
  const row = await draftRow(db);
  const revision = row?.revision ?? 0;
  if (row?.document) {
    return { document: parse(row.document), changed: true, revision, by: row.actor_name, at: row.updated_at };
  }
  return { document: (await publishedDocument(db)).document, changed: false, revision };
}

/** A refused save: who changed the draft since the page was opened, what and when, and that nothing typed is lost. */
async function conflict(db: Kysely<Database>): Promise<Refused> {
  const row = await draftRow(db);
  const what = row && `${row.actor_name} ${row.change || "changed the draft"} (${losAngelesTime(row.updated_at)})`;
  return {
    ok: false,
    conflict: true,
    problems: [
      `Not saved: ${what || "someone changed the draft"}, after you opened this page. What you typed is still in the form: compare it with their change (open the page in another tab), then save again to keep yours.`,
    ],
  };
}

type Change = { document: string; actor: Pick<Member, "name" | "email">; change: string };

/**
 * Writes the draft row if its revision is still `expected` (compare and set, so of two saves from the same
 * revision one wins and the other is refused); false when it is not.
 */
async function writeDraft(db: Kysely<Database> | Transaction<Database>, expected: number, next: Change) {
  const values = {
    document: next.document,
    actor_name: next.actor.name.slice(0, 200),
    actor_email: next.actor.email,
    change: next.change.slice(0, 300),
    updated_at: new Date().toISOString(),
    revision: expected + 1,
  };
  const updated = await db
    .updateTable("content_drafts")
    .set(values)
    .where("name", "=", DRAFT)
    .where("revision", "=", expected)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return true;
  if (expected !== 0) return false;
  const inserted = await db
    .insertInto("content_drafts")
    .values({ name: DRAFT, ...values })
    .onConflict((oc) => oc.column("name").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Keeps the draft that is there (if any) among the drafts set aside, so that it can be brought back. */
async function setAside(tx: Transaction<Database>, actor: Pick<Member, "name" | "email">, reason: string) {
  const row = await draftRow(tx);
  if (!row?.document) return false;
  await tx
    .insertInto("content_set_aside")
    .values({
      document: row.document,
      edited_by: row.actor_name,
      edited_at: row.updated_at,
      set_aside_by: actor.name,
      reason,
      created_at: new Date().toISOString(),
    })
    .execute();
  // The newest drafts set aside are enough to recover from a mistake; older ones go.
  const kept = await tx
    .selectFrom("content_set_aside")
    .select("id")
    .orderBy("id", "desc")
    .limit(1)
    .offset(19)
    .execute();
  if (kept[0]) await tx.deleteFrom("content_set_aside").where("id", "<", kept[0].id).execute();
  return true;
}

/** The drafts set aside, newest first. */
export function setAsideDrafts(db: Kysely<Database>) {
  return db
    .selectFrom("content_set_aside")
    .select(["id", "edited_by", "edited_at", "set_aside_by", "reason", "created_at"])
    .orderBy("id", "desc")
    .execute();
}

/**
 * Changes the draft with `change` (given a copy of the draft, or of the live edition when there is none) and saves
 * it, unless the draft moved on since the page was opened at `revision` (refused, naming who changed what and when),
 * or the result is invalid (each problem named). A result no different from the draft stores nothing.
 */
export async function updateDraft(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  change: (document: ContentDocument) => ContentDocument,
  what: string,
  revision: number,
): Promise<Checked> {
  const draft = await draftDocument(db);
  if (draft.revision !== revision) return conflict(db);
  const checked = checkDocument(change(structuredClone(draft.document)));
  if (!checked.ok) return checked;
  if (JSON.stringify(checked.document) === JSON.stringify(draft.document)) return checked;
  const saved = { document: JSON.stringify(checked.document), actor, change: `changed the draft: ${what}` };
  if (!(await writeDraft(db, revision, saved))) return conflict(db);
  await recordEvent(db, actor, { leadId: null, action: "edited the content draft", detail: what });
  return checked;
}

/** A refused save's status: 409 when the draft moved on since the page was opened, else 400. */
export const refusedStatus = (refused: { conflict?: true; unavailable?: true }) =>
  refused.conflict ? 409 : refused.unavailable ? 503 : 400;

/** The revision a form was opened at (its hidden `revision` field); -1, never a revision, when it has none. */
export function revisionOf(form: FormData): number {
  const value = form.get("revision");
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : -1;
}

/** Sets the draft aside (it can be brought back from the history), unless it changed since `revision`. */
export async function discardDraft(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  revision: number,
): Promise<{ ok: true } | Refused> {
  const done = await db.transaction().execute(async (tx) => {
    if (!(await setAside(tx, actor, "discarded"))) return false;
    return writeDraft(tx, revision, { document: "", actor, change: "discarded the draft" });
  });
  if (!done) return conflict(db);
  await recordEvent(db, actor, { leadId: null, action: "discarded the content draft" });
  return { ok: true };
}

/** Makes a draft set aside the draft again; refused while there is a draft, or when it changed since `revision`. */
export async function bringBack(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  id: number,
  revision: number,
): Promise<{ ok: true } | Refused> {
  const kept = await db.selectFrom("content_set_aside").selectAll().where("id", "=", id).executeTakeFirst();
  if (!kept) return { ok: false, problems: ["That draft is no longer kept."] };
  const draft = await draftDocument(db);
  if (draft.revision !== revision) return conflict(db);
  if (draft.changed) {
    return { ok: false, problems: ["There is a draft already: publish it or discard it first (it is kept here too)."] };
  }
  const change = `brought back the draft ${kept.edited_by} last changed (${losAngelesTime(kept.edited_at)})`;
  const done = await db.transaction().execute(async (tx) => {
    if (!(await writeDraft(tx, revision, { document: kept.document, actor, change }))) return false;
    await tx.deleteFrom("content_set_aside").where("id", "=", id).execute();
    return true;
  });
  if (!done) return conflict(db);
  await recordEvent(db, actor, { leadId: null, action: "brought back a content draft", detail: change });
  return { ok: true };
}

/**
 * Everything that keeps `document` from being published, named in one pass: the schema, keys that are structure,
 * Spanish left out, cities copying another's words, and (through `renders`) every page that would not show.
 */
export async function publicationProblems(
  document: unknown,
  renders: ((document: ContentDocument) => Promise<string[]>) | undefined,
): Promise<Checked> {
  const parsed = contentDocumentSchema.safeParse(document);
  if (!parsed.success) return { ok: false, problems: describeIssues(parsed.error) };
  const checked = checkDocument(parsed.data);
  const problems = checked.ok ? [] : [...checked.problems];
  const valid = checked.ok ? checked.document : parsed.data;
  problems.push(...missingSpanish(valid).map((m) => `${m}: the Spanish text is missing.`));
  // Checked here rather than with the document: a later deploy's city text must not make a stored version invalid.
  problems.push(...cityDoorwayProblems(valid));
  problems.push(...((await renders?.(valid)) ?? []));
  return problems.length ? { ok: false, problems } : { ok: true, document: valid };
}

/**
 * Publishes `document` as a new version, unless publicationProblems names any. `draft` is the revision of the draft
 * being published (the publish button): refused if the draft changed since. Without it (a restore, an import) the
 * draft, if any, is set aside with `reason`, to be brought back from the history. Every server serves it within
 * seconds.
 */
export async function publish(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  /** An edition, checked here whole (an imported file's contents too). */
  document: unknown,
  options: {
    note: string;
    renders?: (document: ContentDocument) => Promise<string[]>;
    draft?: number;
    reason?: string;
  },
): Promise<{ ok: true; id: number; setAside: boolean } | Refused> {
  const checked = await publicationProblems(document, options.renders);
  if (!checked.ok) return checked;
  const note = options.note.slice(0, 200);
  try {
    const result = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto("content_versions")
        .values({
          document: JSON.stringify(checked.document),
          note,
          actor_name: actor.name,
          actor_email: actor.email,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const put = options.draft === undefined && (await setAside(tx, actor, options.reason ?? note));
      const current = options.draft ?? (await draftRow(tx))?.revision ?? 0;
      const change =
        options.draft === undefined
          ? `published version ${row.id} (${note})`
          : `published the draft as version ${row.id}`;
      if (!(await writeDraft(tx, current, { document: "", actor, change }))) throw new DraftMoved();
      await recordEvent(tx, actor, { leadId: null, action: "published the content", detail: `version ${row.id}` });
      // The version and the bump of the shared content version are one transaction: both, or neither. A version
      // committed without its bump would be called live by the history while every server kept the old content.
      await bumpContentVersion(tx, String(row.id));
      return { id: row.id, setAside: put };
    });
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof DraftMoved) return conflict(db);
    logger.error({ reason: reasonOf(error) }, "content not published");
    return {
      ok: false,
      unavailable: true,
      problems: [
        "Not published: the database did not take the new version. Nothing changed: the site still shows the " +
          "version it showed, and your draft is kept. Try again in a moment.",
      ],
    };
  }
}

class DraftMoved extends Error {}
