import { type CreateTableBuilder, type Kysely, type Migration, Migrator, sql } from "kysely";
import type { DialectName } from "./db.server";

/** One migration set for both databases; only the auto-increment key differs. */
function migrations(dialect: DialectName): Record<string, Migration> {
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === "postgres"
      ? table.addColumn("id", "serial", (c) => c.primaryKey())
      : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());

  return {
    "001-leads-outbox": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await id(db.schema.createTable("leads"))
          .addColumn("reference", "text", (c) => c.notNull().unique())
          .addColumn("form", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
          .addColumn("spam_reason", "text")
          .addColumn("submission_id", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("phone", "text", (c) => c.notNull())
          .addColumn("fields", "text", (c) => c.notNull())
          .addColumn("source_page", "text")
          .addColumn("referrer", "text")
          .addColumn("utm", "text", (c) => c.notNull().defaultTo("{}"))
          .addColumn("ip", "text")
          .addColumn("user_agent", "text")
          .addColumn("resume_file", "text")
          .addColumn("resume_name", "text")
          .addColumn("resume_type", "text")
          .addColumn("resume_size", "integer")
          .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
        await db.schema.createIndex("leads_email").on("leads").column("email").execute();

        await id(db.schema.createTable("subscribers"))
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("token", "text", (c) => c.notNull().unique())
          .addColumn("source_page", "text")
          .addColumn("spam_reason", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("unsubscribed_at", "text")
          .execute();

        await id(db.schema.createTable("outbox"))
          .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("cascade"))
          .addColumn("subscriber_id", "integer", (c) => c.references("subscribers.id").onDelete("cascade"))
          .addColumn("kind", "text", (c) => c.notNull())
          .addColumn("to_address", "text", (c) => c.notNull())
          .addColumn("reply_to", "text")
          .addColumn("subject", "text", (c) => c.notNull())
          .addColumn("text_body", "text", (c) => c.notNull())
          .addColumn("html_body", "text", (c) => c.notNull())
          .addColumn("message_id", "text", (c) => c.notNull().unique())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("next_attempt_at", "text", (c) => c.notNull())
          .addColumn("locked_until", "text")
          .addColumn("last_error", "text")
          .addColumn("sent_at", "text")
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
        await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();

        await db.schema
          .createTable("settings")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();
      },
    },
    "002-staff-accounts-privacy": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await id(db.schema.createTable("staff_users"))
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("staff_sessions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("user_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
          .addColumn("csrf", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("seen_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("staff_sessions_user").on("staff_sessions").column("user_id").execute();
        await id(db.schema.createTable("audit_events"))
          .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("cascade"))
          .addColumn("actor_name", "text", (c) => c.notNull())
          .addColumn("actor_email", "text", (c) => c.notNull())
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("detail", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("audit_events_lead").on("audit_events").column("lead_id").execute();
        // Sign-ups from before double opt-in never confirmed: they stay unconfirmed and are not sent to.
        await db.schema.alterTable("subscribers").addColumn("confirmed_at", "text").execute();
        await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
        await db.schema.createIndex("outbox_subscriber").on("outbox").column("subscriber_id").execute();
        // The key that signed the cookies of the single shared password.
        await db.deleteFrom("settings").where("name", "=", "staff-session").execute();
      },
    },
    "003-held-digests": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("held_digests")
          .addColumn("day", "text", (c) => c.primaryKey())
          .addColumn("leads", "integer", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.alterTable("leads").addColumn("digest_day", "text").execute();
        // Leads held before the digest existed were never listed: the first digest lists them.
      },
    },
    "004-job-runs": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("job_runs")
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("period", "text", (c) => c.notNull())
          .addColumn("started_at", "text", (c) => c.notNull())
          .addPrimaryKeyConstraint("job_runs_pk", ["name", "period"])
          .execute();
      },
    },
    "005-resumes": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("resumes")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    "006-page-views": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // One row per page and day; the counter adds to it (insert … on conflict do update).
        await db.schema
          .createTable("page_views")
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("views", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("page_views_pk", ["path", "day"])
          .execute();
        await db.schema.createIndex("page_views_day").on("page_views").column("day").execute();
      },
    },
    "007-outbox-attachments": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // Nullable text on both databases: JSON of the attachments, small text files (a calendar invite).
        await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
      },
    },
    "008-lead-language": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // Leads from before the Spanish pages came from English ones.
        await db.schema
          .alterTable("leads")
          .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
          .execute();
      },
    },
    "009-web-vitals": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // One row per page, day, metric and histogram bucket; a beacon adds to its rows (insert … on conflict).
        await db.schema
          .createTable("web_vitals")
          .addColumn("path", "text", (c) => c.notNull())
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("metric", "text", (c) => c.notNull())
          .addColumn("bucket", "integer", (c) => c.notNull())
          .addColumn("count", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint("web_vitals_pk", ["path", "day", "metric", "bucket"])
          .execute();
        await db.schema.createIndex("web_vitals_day").on("web_vitals").column("day").execute();
      },
    },
    "010-content": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // Every published edition of the owner's content, kept whole (docs/content.md); the newest is live.
        await id(db.schema.createTable("content_versions"))
          .addColumn("document", "text", (c) => c.notNull())
          .addColumn("note", "text", (c) => c.notNull())
          .addColumn("actor_name", "text", (c) => c.notNull())
          .addColumn("actor_email", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        // The edition being prepared: one, shared by everyone who edits.
        await db.schema
          .createTable("content_drafts")
          .addColumn("name", "text", (c) => c.primaryKey())
          .addColumn("document", "text", (c) => c.notNull())
          .addColumn("actor_name", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        // Uploaded photographs: each variant's bytes, so every server has them.
        await db.schema
          .createTable("content_photos")
          .addColumn("file", "text", (c) => c.primaryKey())
          .addColumn("photo", "text", (c) => c.notNull())
          .addColumn("type", "text", (c) => c.notNull())
          .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("content_photos_photo").on("content_photos").column("photo").execute();
        // What each staff account may do with the content: nothing, edit drafts, or also publish.
        await db.schema
          .alterTable("staff_users")
          .addColumn("content_right", "text", (c) => c.notNull().defaultTo("none"))
          .execute();
      },
    },
    "011-booking-decisions": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // Each confirmation, decline or cancellation of a booking lead; the latest (highest sequence) is its state.
        await id(db.schema.createTable("booking_decisions"))
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("decision", "text", (c) => c.notNull())
          .addColumn("sequence", "integer", (c) => c.notNull())
          .addColumn("attendants", "integer")
          .addColumn("arrival", "text")
          .addColumn("end_time", "text")
          .addColumn("coordinator_name", "text", (c) => c.notNull())
          .addColumn("coordinator_phone", "text", (c) => c.notNull())
          .addColumn("price_cents", "integer")
          .addColumn("note", "text", (c) => c.notNull())
          .addColumn("actor_name", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        // One decision per number: two staff deciding at once cannot both be decision n (the second draws n + 1).
        await db.schema
          .createIndex("booking_decisions_lead_sequence")
          .on("booking_decisions")
          .columns(["lead_id", "sequence"])
          .unique()
          .execute();
      },
    },
    "012-proposals": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // Quotes sent to a lead's client as proposals (ADR 036), and the questions the client asks about them.
        await id(db.schema.createTable("proposals"))
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("sequence", "integer", (c) => c.notNull())
          .addColumn("state", "text", (c) => c.notNull())
          .addColumn("price_cents", "integer", (c) => c.notNull())
          .addColumn("attendants", "integer", (c) => c.notNull())
          .addColumn("arrival", "text", (c) => c.notNull())
          .addColumn("end_time", "text", (c) => c.notNull())
          .addColumn("included", "text", (c) => c.notNull())
          .addColumn("valid_until", "text", (c) => c.notNull())
          .addColumn("coordinator_name", "text", (c) => c.notNull())
          .addColumn("coordinator_phone", "text", (c) => c.notNull())
          .addColumn("note", "text", (c) => c.notNull())
          .addColumn("actor_name", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("superseded_at", "text")
          .addColumn("accepted_at", "text")
          .addColumn("accepted_ip", "text")
          .addColumn("confirmed_at", "text")
          .addColumn("decision_sequence", "integer")
          .execute();
        // Two staff sending at once cannot both send proposal n (the second draws n + 1).
        await db.schema
          .createIndex("proposals_lead_sequence")
          .on("proposals")
          .columns(["lead_id", "sequence"])
          .unique()
          .execute();
        await id(db.schema.createTable("proposal_questions"))
          .addColumn("proposal_id", "integer", (c) => c.notNull().references("proposals.id").onDelete("cascade"))
          .addColumn("lead_id", "integer", (c) => c.notNull().references("leads.id").onDelete("cascade"))
          .addColumn("question", "text", (c) => c.notNull())
          .addColumn("ip", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("proposal_questions_lead").on("proposal_questions").column("lead_id").execute();
      },
    },
    "013-calendar-feeds": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // A staff member's private calendar feed: one at a time, its token's SHA-256 only; revoking deletes it.
        await db.schema
          .createTable("calendar_feeds")
          .addColumn("user_id", "integer", (c) => c.primaryKey().references("staff_users.id").onDelete("cascade"))
          .addColumn("token_hash", "text", (c) => c.notNull().unique())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    "014-reviews": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // One review request per booking: of several servers, the one whose insert lands sends it.
        await id(db.schema.createTable("review_requests"))
          .addColumn("lead_id", "integer", (c) => c.notNull().unique().references("leads.id").onDelete("cascade"))
          .addColumn("event_date", "text", (c) => c.notNull())
          .addColumn("expires_at", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
        // A published review outlives its lead and request (retention.ts): both references are then emptied.
        await id(db.schema.createTable("reviews"))
          .addColumn("request_id", "integer", (c) => c.unique().references("review_requests.id").onDelete("set null"))
          .addColumn("lead_id", "integer", (c) => c.references("leads.id").onDelete("set null"))
          .addColumn("rating", "integer", (c) => c.notNull())
          .addColumn("text", "text", (c) => c.notNull())
          .addColumn("display_name", "text", (c) => c.notNull())
          .addColumn("consent", "integer", (c) => c.notNull())
          .addColumn("language", "text", (c) => c.notNull())
          .addColumn("service_type", "text", (c) => c.notNull())
          .addColumn("event_month", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
          .addColumn("answer", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("created_at", "text", (c) => c.notNull())
          .addColumn("updated_at", "text", (c) => c.notNull())
          .execute();
        await db.schema.createIndex("reviews_lead").on("reviews").column("lead_id").execute();
      },
    },
    "015-hot-path-indexes": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // Every lead counts the confirmations queued in the last hour (CONFIRMATIONS_PER_HOUR): without this it
        // read the whole outbox, a year of history, on every post (hot-paths.server.test.ts).
        await db.schema.createIndex("outbox_kind_created").on("outbox").columns(["kind", "created_at"]).execute();
      },
    },
    "016-draft-revisions": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // The draft's revision, counted on across publications (the row stays, its document emptied), and who
        // made the last change and what it was: a save from a page opened at an older revision is refused.
        await db.schema
          .alterTable("content_drafts")
          .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable("content_drafts")
          .addColumn("actor_email", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        await db.schema
          .alterTable("content_drafts")
          .addColumn("change", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        // Drafts set aside by a restore, an import or a discard, kept so that they can be brought back.
        await id(db.schema.createTable("content_set_aside"))
          .addColumn("document", "text", (c) => c.notNull())
          .addColumn("edited_by", "text", (c) => c.notNull())
          .addColumn("edited_at", "text", (c) => c.notNull())
          .addColumn("set_aside_by", "text", (c) => c.notNull())
          .addColumn("reason", "text", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
      },
    },
    "017-lead-estimates": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // The estimate a booking or quote request was given when it was sent (docs/pricing.md): staff read the
        // figures and flags the visitor was shown, not today's rules.
        await db.schema.alterTable("leads").addColumn("estimate", "text").execute();
      },
    },
    "018-content-files": {
      // biome-ignore lint/suspicious/noExplicitAny: see above
      async up(db: Kysely<any>) {
        // The proof's files (the certificate of insurance, venues' logos), kept like the photographs: every server
        // and every backup has them.
        await db.schema
          .createTable("content_files")
          .addColumn("file", "text", (c) => c.primaryKey())
          .addColumn("type", "text", (c) => c.notNull())
          .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
          .addColumn("created_at", "text", (c) => c.notNull())
          .execute();
      },
    },
  };
}

/** Kysely's migrator takes a lock, so several servers starting at once on one database take turns. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema
export async function migrate(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Kysely looks for its own tables in every schema it can see unless told which: on PostgreSQL, the one the
  // connection works in, so another schema's migration tables (a test's left behind, say) are never taken for ours.
  const schema =
    dialect === "postgres"
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
