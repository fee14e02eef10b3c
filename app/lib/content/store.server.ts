import type { Kysely } from "kysely";
import {
  type ContentDocument,
  contentDocumentSchema,
  describeIssues,
  emptyDocument,
  missingSpanish,
} from "~/content/editable";
import {
  addedCityProblems,
  cityDoorwayProblems,
  cityTextsKey,
  faqIntroKey,
  faqTextsKey,
  retiredCityProblems,
} from "~/content/structure";
import { textAt } from "~/content/texts";
import { bumpContentVersion } from "~/lib/content-version.server";
import { logger, reasonOf } from "~/lib/log.server";
import type { Member } from "~/lib/staff/accounts.server";
import { recordEvent } from "~/lib/staff/audit.server";
import type { Database } from "~/lib/storage/schema";

/*
 * The owner's editions (docs/content.md): one shared draft, and every published version kept whole with who
 * published it and when. Publishing writes a new version and names it in the shared settings, which every server
 * reads within seconds (~/lib/content/live.server.ts); restoring publishes an earlier version's document again.
 */

const DRAFT = "draft";

export type Checked = { ok: true; document: ContentDocument } | { ok: false; problems: string[] };

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
    return textAt(text.key, "en") === undefined ? [`${where}: the pages have no text "${text.key}".`] : [];
  });
  const problems = [...unknown, ...retiredCityProblems(parsed.data), ...addedCityProblems(parsed.data)];
  return problems.length ? { ok: false, problems } : { ok: true, document: parsed.data };
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

/** The draft, or the live edition when nobody has started one. */
export async function draftDocument(
  db: Kysely<Database>,
): Promise<{ document: ContentDocument; changed: boolean; by?: string; at?: string }> {
  const row = await db.selectFrom("content_drafts").selectAll().where("name", "=", DRAFT).executeTakeFirst();
  if (row) return { document: parse(row.document), changed: true, by: row.actor_name, at: row.updated_at };
  return { document: (await publishedDocument(db)).document, changed: false };
}

export async function saveDraft(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  document: ContentDocument,
  what: string,
): Promise<void> {
  const values = { document: JSON.stringify(document), actor_name: actor.name, updated_at: new Date().toISOString() };
  await db
    .insertInto("content_drafts")
    .values({ name: DRAFT, ...values })
    .onConflict((oc) => oc.column("name").doUpdateSet(values))
    .execute();
  await recordEvent(db, actor, { leadId: null, action: "edited the content draft", detail: what });
}

/**
 * Changes the draft with `change` (given a copy of the draft, or of the live edition when there is none) and saves
 * it, unless the result is invalid: then nothing is saved and each problem is named.
 */
export async function updateDraft(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  change: (document: ContentDocument) => ContentDocument,
  what: string,
): Promise<Checked> {
  const { document } = await draftDocument(db);
  const checked = checkDocument(change(structuredClone(document)));
  if (checked.ok) await saveDraft(db, actor, checked.document, what);
  return checked;
}

export async function discardDraft(db: Kysely<Database>, actor: Pick<Member, "name" | "email">): Promise<void> {
  await db.deleteFrom("content_drafts").where("name", "=", DRAFT).execute();
  await recordEvent(db, actor, { leadId: null, action: "discarded the content draft" });
}

/**
 * Publishes `document` as a new version, unless it is invalid, incomplete in Spanish, or `renders` refuses it
 * (a page that would fail); on success the draft is gone and every server serves it within seconds.
 */
export async function publish(
  db: Kysely<Database>,
  actor: Pick<Member, "name" | "email">,
  document: ContentDocument,
  options: { note: string; renders?: (document: ContentDocument) => Promise<string[]> },
): Promise<{ ok: true; id: number } | { ok: false; problems: string[]; unavailable?: true }> {
  const checked = checkDocument(document);
  if (!checked.ok) return checked;
  const missing = missingSpanish(checked.document);
  if (missing.length) return { ok: false, problems: missing.map((m) => `${m}: the Spanish text is missing.`) };
  // Checked here rather than with the document: a later deploy's city text must not make a stored version invalid.
  const copies = cityDoorwayProblems(checked.document);
  if (copies.length) return { ok: false, problems: copies };
  const failures = (await options.renders?.(checked.document)) ?? [];
  if (failures.length) return { ok: false, problems: failures };
  // The version and the bump of the shared content version are one transaction: both, or neither. A version
  // committed without its bump would be called live by the history while every server kept the old content.
  try {
    const id = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto("content_versions")
        .values({
          document: JSON.stringify(checked.document),
          note: options.note.slice(0, 200),
          actor_name: actor.name,
          actor_email: actor.email,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await tx.deleteFrom("content_drafts").where("name", "=", DRAFT).execute();
      await recordEvent(tx, actor, { leadId: null, action: "published the content", detail: `version ${row.id}` });
      await bumpContentVersion(tx, String(row.id));
      return row.id;
    });
    return { ok: true, id };
  } catch (error) {
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
