import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { purgeVitals } from "~/lib/analytics/web-vitals.server";
import { domainSpellings, normalizeAddress } from "~/lib/email-address";
import type { Limits } from "~/lib/leads/limits.server";
import type { leadProposals } from "~/lib/leads/proposal.server";
import { resumeStore } from "~/lib/leads/resume.server";
import { type Logger, reasonOf } from "~/lib/log.server";
import { mailFileSuffix } from "~/lib/mail/transport.server";
import { deleteReviewsOf, type leadReviews } from "~/lib/reviews/reviews.server";
import { deleteExpiredSessions, type Member } from "~/lib/staff/accounts.server";
import { recordEvent } from "~/lib/staff/audit.server";
import type { Storage } from "~/lib/storage/db.server";
import { claimRun, releaseRun } from "~/lib/storage/job-runs.server";
import type { Database, Lead, Subscriber } from "~/lib/storage/schema";
import { retention } from "./retention";

/*
 * The privacy policy's promises, kept (ADR 013): a daily purge deletes what is past its retention with every copy
 * (the row, its e-mails in the outbox, the résumé file, the .eml files of the mail-file transport), and the owner
 * can export or erase everything held about one e-mail address. SQLite overwrites what it deletes (secure_delete)
 * and its write-ahead log is truncated afterwards, so an erased address leaves no bytes behind in DATA_DIR. On
 * PostgreSQL a deleted row stays on disk as a dead tuple until a vacuum prunes it, so the tables a deletion touched
 * are vacuumed right after; the WAL that recorded the deletion is recycled after the next checkpoints (minutes to
 * hours with the default settings). Backups keep it until they expire (retention.backupDays).
 */

const DAY = 86_400_000;
/** A résumé no lead holds (its lead's write failed after the file was stored) is removed after a day. */
const ORPHAN_GRACE_MS = DAY;

function monthsBefore(now: Date, months: number): string {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

export interface PrivacyContext {
  storage: Storage;
  dataDir: string;
  limits?: Limits;
  log?: Logger;
}

type LeadRef = Pick<Lead, "id" | "reference" | "resume_file">;

/** Removes the mail-file transport's copies of these messages (its files end in the message id). */
async function removeMailFiles(dataDir: string, messageIds: string[]): Promise<void> {
  if (!messageIds.length) return;
  const dir = path.join(dataDir, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  const endings = messageIds.map(mailFileSuffix);
  await Promise.all(
    files
      .filter((file) => endings.some((ending) => file.endsWith(ending)))
      .map((file) => rm(path.join(dir, file), { force: true })),
  );
}

/** The tables a deletion can leave dead rows in: the person's rows, their e-mails, history and résumés. */
const deletedFrom = [
  "leads",
  "outbox",
  "subscribers",
  "audit_events",
  "resumes",
  "booking_decisions",
  "proposals",
  "proposal_questions",
  "review_requests",
  "reviews",
] as const;

/**
 * After deletions: SQLite's log holds the old pages until it is checkpointed and truncated; PostgreSQL's tables
 * hold dead tuples until vacuumed. VACUUM cannot run inside a transaction: the pool runs it on its own connection.
 */
async function flush(storage: Storage): Promise<void> {
  if (storage.dialect === "sqlite") await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(storage.db);
  else await sql`VACUUM ${sql.join(deletedFrom.map((table) => sql.table(table)))}`.execute(storage.db);
}

/**
 * Deletes leads or subscribers; their e-mails in the outbox (and a lead's history) go with them, as the foreign
 * keys cascade, and so do the mail-file transport's copies.
 */
async function deleteRows(ctx: PrivacyContext, table: "leads" | "subscribers", ids: number[]): Promise<void> {
  if (!ids.length) return;
  const owner = table === "leads" ? "lead_id" : "subscriber_id";
  const messageIds = await ctx.storage.db.transaction().execute(async (trx) => {
    const messages = await trx.selectFrom("outbox").select("message_id").where(owner, "in", ids).execute();
    await trx.deleteFrom(table).where("id", "in", ids).execute();
    return messages.map((m) => m.message_id);
  });
  await removeMailFiles(ctx.dataDir, messageIds);
}

/**
 * Deletes the digests (of held leads, the owner's) and reply alerts that list any of these references, with their
 * mail files: they name the leads they list, so each goes with the first of them. There are a few a day at most:
 * they are read and matched here.
 */
async function deleteDigestsListing(ctx: PrivacyContext, references: string[]): Promise<void> {
  if (!references.length) return;
  const { db } = ctx.storage;
  const digests = (
    await db
      .selectFrom("outbox")
      .select(["id", "message_id", "text_body"])
      .where("kind", "in", ["held-digest", "owner-digest", "reply-alert"])
      .execute()
  ).filter((digest) => references.some((reference) => digest.text_body.includes(reference)));
  if (!digests.length) return;
  const ids = digests.map((d) => d.id);
  await db.deleteFrom("outbox").where("id", "in", ids).execute();
  await removeMailFiles(
    ctx.dataDir,
    digests.map((d) => d.message_id),
  );
}

/**
 * Deletes leads with their e-mails, history, résumés, review requests, reviews and the digests that list them. A
 * review on the site stays when the retention purge takes its lead (`keepPublished`; the privacy policy says so),
 * never on an erasure.
 */
async function deleteLeads(ctx: PrivacyContext, leads: LeadRef[], { keepPublished = false } = {}): Promise<void> {
  await deleteReviewsOf(
    ctx.storage.db,
    leads.map((l) => l.id),
    { keepPublished },
  );
  await deleteRows(
    ctx,
    "leads",
    leads.map((l) => l.id),
  );
  await deleteDigestsListing(
    ctx,
    leads.map((l) => l.reference),
  );
  const resumes = resumeStore(ctx.storage, ctx.dataDir);
  for (const lead of leads) if (lead.resume_file) await resumes.remove(lead.resume_file);
}

/** Stored résumés that no lead holds, older than a day. */
async function orphanResumes(ctx: PrivacyContext, now: Date): Promise<string[]> {
  const stored = await resumeStore(ctx.storage, ctx.dataDir).storedBefore(new Date(now.getTime() - ORPHAN_GRACE_MS));
  if (!stored.length) return [];
  const held = new Set(
    (await ctx.storage.db.selectFrom("leads").select("resume_file").where("resume_file", "is not", null).execute()).map(
      (r) => r.resume_file,
    ),
  );
  return stored.filter((name) => !held.has(name));
}

export interface PurgeReport {
  leads: string[];
  subscribers: number;
  orphanResumes: number;
  /** Rows of real visitors' speed figures past their days (no personal data; not audited). */
  vitals: number;
}

const system = { name: "Retention schedule", email: "" };

/** Deletes everything past its retention at `now`; returns what went. */
export async function purge(ctx: PrivacyContext, now = new Date()): Promise<PurgeReport> {
  const { db } = ctx.storage;
  const leads = await db
    .selectFrom("leads")
    .select(["id", "reference", "resume_file"])
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "spam"), eb("created_at", "<=", daysBefore(now, retention.spamDays))]),
        eb.and([
          eb("status", "!=", "spam"),
          eb("form", "=", "application"),
          eb("created_at", "<=", monthsBefore(now, retention.applicationMonths)),
        ]),
        eb.and([
          eb("status", "!=", "spam"),
          eb("form", "!=", "application"),
          eb("updated_at", "<=", monthsBefore(now, retention.requestMonths)),
        ]),
      ]),
    )
    .orderBy("id")
    .execute();
  const subscribers = await db
    .selectFrom("subscribers")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("unsubscribed_at", "is not", null),
        eb.and([eb("confirmed_at", "is", null), eb("created_at", "<=", daysBefore(now, retention.unconfirmedDays))]),
      ]),
    )
    .execute();
  await deleteLeads(ctx, leads, { keepPublished: true });
  await deleteRows(
    ctx,
    "subscribers",
    subscribers.map((s) => s.id),
  );
  const orphans = await orphanResumes(ctx, now);
  for (const file of orphans) await resumeStore(ctx.storage, ctx.dataDir).remove(file);
  await deleteExpiredSessions(db, now);
  const vitals = await purgeVitals(db, now, retention.vitalsDays);
  const report = {
    leads: leads.map((l) => l.reference),
    subscribers: subscribers.length,
    orphanResumes: orphans.length,
    vitals,
  };
  if (report.leads.length || report.subscribers) {
    await recordEvent(
      db,
      system,
      {
        leadId: null,
        action: "purged",
        detail: `${report.leads.length} lead(s) ${report.leads.join(", ")} and ${report.subscribers} newsletter address(es) past their retention`,
      },
      now,
    );
  }
  await flush(ctx.storage);
  return report;
}

/**
 * Runs the purge now and then once a day; `stop` waits for a purge under way. Of several servers on one database,
 * one purges each day (job_runs); a failed purge gives its day back for the next try.
 */
export function schedulePurge(ctx: PrivacyContext & { log: Logger }, everyMs = DAY, clock = () => new Date()) {
  let running: Promise<unknown> = Promise.resolve();
  const { db } = ctx.storage;
  const run = () => {
    const now = clock();
    const day = now.toISOString().slice(0, 10);
    running = claimRun(db, "purge", day, now)
      .then(async (mine) => {
        if (!mine) return;
        const report = await purge(ctx, now).catch(async (error) => {
          await releaseRun(db, "purge", day);
          throw error;
        });
        if (report.leads.length || report.subscribers || report.orphanResumes || report.vitals)
          ctx.log.info(report, "purged");
      })
      .catch((error) => ctx.log.error({ reason: reasonOf(error) }, "purge failed"));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One person's data: find, export, erase

export interface PersonData {
  leads: Lead[];
  subscribers: Subscriber[];
}

/**
 * Every lead and subscription of an e-mail address, `+tag`, dotted, upper-case and `googlemail.com` variants of
 * the same mailbox included.
 */
export async function findPerson(db: Kysely<Database>, email: string): Promise<PersonData> {
  const wanted = normalizeAddress(email);
  // The database narrows by domain, in each spelling the normaliser counts as one, as rows keep what was typed (a
  // wildcard typed in it only widens the net); the exact match is below.
  const domains = domainSpellings(wanted.slice(wanted.lastIndexOf("@") + 1)).map((domain) => `%@${domain}`);
  const sameMailbox = <T extends { email: string }>(rows: T[]) =>
    rows.filter((row) => normalizeAddress(row.email) === wanted);
  const atDomain = <T extends "leads" | "subscribers">(eb: ExpressionBuilder<Database, T>) =>
    eb.or(domains.map((domain) => eb(sql<string>`lower(email)`, "like", domain)));
  const leads = await db.selectFrom("leads").selectAll().where(atDomain).orderBy("id").execute();
  const subscribers = await db.selectFrom("subscribers").selectAll().where(atDomain).orderBy("id").execute();
  return { leads: sameMailbox(leads), subscribers: sameMailbox(subscribers) };
}

const parse = (json: string) => {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

/**
 * What the company holds about an address, for a right-to-know request; `proposals` are those sent on its leads
 * (leadProposals), each listed under its lead with the client's questions.
 */
export function exportPerson(
  email: string,
  found: PersonData,
  now = new Date(),
  proposals: Awaited<ReturnType<typeof leadProposals>> = [],
  reviews: Awaited<ReturnType<typeof leadReviews>> = { requests: [], reviews: [] },
) {
  return {
    request: { email, exportedAt: now.toISOString() },
    leads: found.leads.map((l) => ({
      reference: l.reference,
      form: l.form,
      status: l.status,
      receivedAt: l.created_at,
      updatedAt: l.updated_at,
      name: l.name,
      email: l.email,
      phone: l.phone,
      fields: parse(l.fields),
      sourcePage: l.source_page,
      referrer: l.referrer,
      utm: parse(l.utm),
      ipAddress: l.ip,
      userAgent: l.user_agent,
      resume: l.resume_name ? { name: l.resume_name, type: l.resume_type, bytes: l.resume_size } : null,
      staffNote: l.note,
      proposals: proposals
        .filter((p) => p.lead_id === l.id)
        .map((p) => ({
          number: p.sequence,
          state: p.state,
          sentAt: p.created_at,
          priceCents: p.price_cents,
          attendants: p.attendants,
          arrival: p.arrival,
          endTime: p.end_time,
          included: p.included,
          validUntil: p.valid_until,
          coordinator: { name: p.coordinator_name, phone: p.coordinator_phone },
          note: p.note,
          acceptedAt: p.accepted_at,
          acceptedFromIpAddress: p.accepted_ip,
          questions: p.questions.map((q) => ({ askedAt: q.created_at, question: q.question, ipAddress: q.ip })),
        })),
      reviewRequests: reviews.requests
        .filter((r) => r.lead_id === l.id)
        .map((r) => ({ sentAt: r.created_at, eventDate: r.event_date, linkExpiresAt: r.expires_at })),
      reviews: reviews.reviews
        .filter((r) => r.lead_id === l.id)
        .map((r) => ({
          writtenAt: r.created_at,
          rating: r.rating,
          text: r.text,
          nameShown: r.display_name,
          consentToPublish: r.consent === 1,
          language: r.language,
          status: r.status,
          ourAnswer: r.answer,
        })),
    })),
    newsletter: found.subscribers.map((s) => ({
      email: s.email,
      signedUpAt: s.created_at,
      confirmedAt: s.confirmed_at,
      unsubscribedAt: s.unsubscribed_at,
      sourcePage: s.source_page,
    })),
  };
}

/** Erases everything held about an address and records who did it (naming references, never the address). */
export async function erasePerson(ctx: PrivacyContext, actor: Member, email: string, now = new Date()) {
  const found = await findPerson(ctx.storage.db, email);
  await deleteLeads(ctx, found.leads);
  await deleteRows(
    ctx,
    "subscribers",
    found.subscribers.map((s) => s.id),
  );
  for (const address of new Set([...found.leads, ...found.subscribers].map((r) => normalizeAddress(r.email)))) {
    await ctx.limits?.reset("address", address);
  }
  const references = found.leads.map((l) => l.reference);
  await recordEvent(
    ctx.storage.db,
    actor,
    {
      leadId: null,
      action: "erased on request",
      detail: `${references.length} lead(s) ${references.join(", ")} and ${found.subscribers.length} newsletter address(es)`,
    },
    now,
  );
  await flush(ctx.storage);
  return { leads: references, subscribers: found.subscribers.length };
}

/** Deletes one lead (staff, from its page), with its files, recording who did it. */
export async function deleteLead(ctx: PrivacyContext, actor: Member, id: number, now = new Date()) {
  const lead = await ctx.storage.db
    .selectFrom("leads")
    .select(["id", "reference", "resume_file"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return null;
  await deleteLeads(ctx, [lead]);
  await recordEvent(ctx.storage.db, actor, { leadId: null, action: "deleted lead", detail: lead.reference }, now);
  await flush(ctx.storage);
  return lead.reference;
}
