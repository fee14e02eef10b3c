import { type Kysely, type Selectable, sql } from "kysely";
import { withoutDirectionControls } from "~/forms/fields";
import { humanValue } from "~/forms/format";
import { formRegistry } from "~/forms/registry";
import { inboxNames } from "~/forms/registry.server";
import { isLang, langNamesForStaff } from "~/lib/lang";
import { failingMailOf, hasFailingMail, hasHeldMail } from "~/lib/mail/outbox.server";
import { type Database, type Lead, type LeadStatus, leadStatuses, type SubscriberTable } from "~/lib/storage/schema";
import { type InboxForm, type InboxRow, inboxForms, losAngelesTime } from "./inbox";

/*
 * The staff inbox's reads and writes. Newsletter sign-ups live in their own table but are listed alongside
 * leads (form "newsletter"), so staff see everything that came in through the site in one place.
 */

export interface InboxFilter {
  form?: InboxForm;
  status?: LeadStatus;
  q?: string;
  /** Only leads whose e-mails are held as possible spam, received since this ISO instant (`held=1`). */
  heldSince?: string;
  /** Only leads with an e-mail that failed or waits for another try (`mail=failing`). */
  failingMail?: boolean;
  page: number;
}

export const PAGE_SIZE = 25;

/**
 * The held view (`held=1`), and the notice on the inbox's first screen that counts it, go back this many days: far
 * enough for a long weekend, near enough that bots' leads, left held for the purge, do not bury the real ones.
 */
export const HELD_VIEW_DAYS = 7;

export function parseFilter(params: URLSearchParams, now = new Date()): InboxFilter {
  const form = params.get("form");
  const status = params.get("status");
  const q = params.get("q")?.trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return {
    form: (inboxForms as readonly string[]).includes(form ?? "") ? (form as InboxForm) : undefined,
    status: (leadStatuses as readonly string[]).includes(status ?? "") ? (status as LeadStatus) : undefined,
    q: q || undefined,
    heldSince:
      params.get("held") === "1" ? new Date(now.getTime() - HELD_VIEW_DAYS * 86_400_000).toISOString() : undefined,
    failingMail: params.get("mail") === "failing" || undefined,
    page,
  };
}

/** Search text without LIKE wildcards (SQLite and PostgreSQL escape them differently). */
const plain = (q: string) => q.toLowerCase().replace(/[\\%_]/g, "");

/**
 * The submitted fields, labelled and formatted, without the contact details every lead has anyway; first the
 * language, for a lead that came from a Spanish page (the reply should be in it).
 */
function detailsOf(lead: Pick<Lead, "form" | "fields" | "language">): { label: string; value: string }[] {
  const values = JSON.parse(lead.fields) as Record<string, string | number>;
  const language = isLang(lead.language) && lead.language !== "en" ? langNamesForStaff[lead.language] : null;
  return [
    ...(language ? [{ label: "Language", value: language }] : []),
    ...formRegistry[lead.form].fields.flatMap((spec) =>
      values[spec.name] === undefined || ["email", "tel"].includes(spec.type)
        ? []
        : [{ label: spec.label, value: humanValue(spec, values[spec.name]) }],
    ),
  ];
}

function leadQuery(db: Kysely<Database>, filter: InboxFilter) {
  let query = db.selectFrom("leads");
  if (filter.form && filter.form !== "newsletter") query = query.where("form", "=", filter.form);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.heldSince) query = query.where("created_at", ">=", filter.heldSince).where(hasHeldMail);
  if (filter.failingMail) query = query.where(hasFailingMail);
  if (filter.q) {
    const q = filter.q;
    const like = `%${plain(q)}%`;
    const digits = q.replace(/\D/g, "");
    query = query.where((eb) => {
      // The phone as typed, without its punctuation, compared with the digits searched for.
      const phoneDigits = ["(", ")", "-", " ", ".", "+"].reduce(
        (expr, ch) => eb.fn<string>("replace", [expr, eb.val(ch), eb.val("")]),
        eb.fn<string>("coalesce", ["phone", eb.val("")]),
      );
      return eb.or([
        eb(eb.fn("lower", ["name"]), "like", like),
        eb(eb.fn("lower", ["email"]), "like", like),
        eb(eb.fn("upper", ["reference"]), "=", q.toUpperCase()),
        ...(digits.length >= 3 ? [eb(phoneDigits, "like", `%${digits}%`)] : []),
      ]);
    });
  }
  return query;
}

function subscriberQuery(db: Kysely<Database>, filter: InboxFilter) {
  let query = db.selectFrom("subscribers");
  // Subscribers have no lead status, and the held and failing-mail views list leads.
  if (filter.heldSince || filter.failingMail || (filter.status && filter.status !== "spam")) {
    query = query.where("id", "<", 0);
  } else if (filter.status === "spam") query = query.where("spam_reason", "is not", null);
  if (filter.q) query = query.where((eb) => eb(eb.fn("lower", ["email"]), "like", `%${plain(filter.q ?? "")}%`));
  return query;
}

/** Leads with their e-mail trouble (`failing_mail`), as their rows show it. */
const selectLeads = (db: Kysely<Database>) =>
  db
    .selectFrom("leads")
    .selectAll()
    .select((eb) => failingMailOf(eb).as("failing_mail"));

/** What a visitor typed, as staff see it: leads stored before the forms dropped direction controls lose them here. */
const shown = (text: string | null) => (text === null ? null : withoutDirectionControls(text));

const toRow = (lead: Lead & { failing_mail: string | null }): InboxRow => ({
  kind: "lead",
  id: lead.id,
  reference: lead.reference,
  form: lead.form,
  status: lead.status,
  name: withoutDirectionControls(lead.name),
  email: lead.email,
  phone: withoutDirectionControls(lead.phone),
  createdAt: lead.created_at,
  sourcePage: shown(lead.source_page),
  referrer: shown(lead.referrer),
  utm: Object.fromEntries(
    Object.entries(JSON.parse(lead.utm) as Record<string, string>).map(([k, v]) => [k, withoutDirectionControls(v)]),
  ),
  details: detailsOf(lead).map((d) => ({ ...d, value: withoutDirectionControls(d.value) })),
  mail: lead.failing_mail === "failed" ? "failed" : lead.failing_mail ? "retrying" : null,
});

type Subscriber = Selectable<SubscriberTable>;

const subscriberRow = (s: Subscriber): InboxRow => ({
  kind: "subscriber",
  id: s.id,
  reference: null,
  form: "newsletter",
  status: s.unsubscribed_at ? "unsubscribed" : s.confirmed_at ? "subscribed" : "unconfirmed",
  name: "",
  email: s.email,
  phone: "",
  createdAt: s.created_at,
  sourcePage: s.source_page,
  referrer: null,
  utm: {},
  details: s.spam_reason ? [{ label: "Held as spam", value: s.spam_reason }] : [],
  mail: null,
});

/** Where a row stands in the inbox's order: newest first, then the higher id, then leads before sign-ups. */
interface InboxKey {
  kind: InboxRow["kind"];
  id: number;
  created_at: string;
}

/**
 * One stretch of the filtered inbox, in order, read in the database: the keys of both tables' rows as one
 * UNION ALL, sorted and cut there, then the rows of that stretch. `after` continues past a row (keyset, for the
 * export); `offset` skips rows (for pages).
 */
async function inboxSlice(
  db: Kysely<Database>,
  filter: InboxFilter,
  { limit, offset = 0, after }: { limit: number; offset?: number; after?: InboxKey },
): Promise<InboxRow[]> {
  const leadKeys = leadQuery(db, filter).select([sql<InboxKey["kind"]>`'lead'`.as("kind"), "id", "created_at"]);
  const subscriberKeys = subscriberQuery(db, filter).select([
    sql<InboxKey["kind"]>`'subscriber'`.as("kind"),
    "id",
    "created_at",
  ]);
  const keys =
    filter.form === "newsletter"
      ? subscriberKeys
      : filter.form === undefined
        ? leadKeys.unionAll(subscriberKeys)
        : leadKeys;
  let query = db.selectFrom(keys.as("k")).selectAll();
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.created_at),
        eb.and([eb("created_at", "=", after.created_at), eb("id", "<", after.id)]),
        eb.and([eb("created_at", "=", after.created_at), eb("id", "=", after.id), eb("kind", ">", after.kind)]),
      ]),
    );
  }
  const slice = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .orderBy("kind", "asc")
    .limit(limit)
    .offset(offset)
    .execute();
  const ids = (kind: InboxKey["kind"]) => slice.filter((k) => k.kind === kind).map((k) => Number(k.id));
  const [leads, subscribers] = await Promise.all([
    ids("lead").length ? selectLeads(db).where("id", "in", ids("lead")).execute() : [],
    ids("subscriber").length
      ? db.selectFrom("subscribers").selectAll().where("id", "in", ids("subscriber")).execute()
      : [],
  ]);
  const rows = new Map<string, InboxRow>([
    ...leads.map((l) => [`lead-${l.id}`, toRow(l)] as const),
    ...subscribers.map((s) => [`subscriber-${s.id}`, subscriberRow(s)] as const),
  ]);
  return slice.flatMap((k) => rows.get(`${k.kind}-${k.id}`) ?? []);
}

/** Newest first, filtered, one page, with the count of every matching row. */
export async function listInbox(db: Kysely<Database>, filter: InboxFilter) {
  const includeLeads = filter.form !== "newsletter";
  const includeSubscribers = filter.form === undefined || filter.form === "newsletter";
  const [rows, leadCount, subscriberCount] = await Promise.all([
    inboxSlice(db, filter, { limit: PAGE_SIZE, offset: (filter.page - 1) * PAGE_SIZE }),
    includeLeads
      ? leadQuery(db, filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      : { n: 0 },
    includeSubscribers
      ? subscriberQuery(db, filter)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      : { n: 0 },
  ]);
  const total = Number(leadCount.n) + Number(subscriberCount.n);
  return { rows, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

/** How many leads the held view lists, for the notice on the inbox's first screen. */
export async function countHeld(db: Kysely<Database>, now = new Date()): Promise<number> {
  const { n } = await leadQuery(db, parseFilter(new URLSearchParams({ held: "1" }), now))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Every matching row, newest first, in batches: memory stays flat however many rows there are. */
export async function* inboxRows(db: Kysely<Database>, filter: InboxFilter, batchSize = 500) {
  let after: InboxKey | undefined;
  for (;;) {
    const batch = await inboxSlice(db, filter, { limit: batchSize, after });
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    const last = batch[batch.length - 1] as InboxRow;
    after = { kind: last.kind, id: last.id, created_at: last.createdAt };
  }
}

export async function getLead(db: Kysely<Database>, id: number) {
  const lead = await selectLeads(db).where("id", "=", id).executeTakeFirst();
  if (!lead) return null;
  const messages = await db
    .selectFrom("outbox")
    .select(["id", "kind", "to_address", "subject", "status", "attempts", "last_error", "sent_at", "next_attempt_at"])
    .where("lead_id", "=", id)
    .orderBy("id")
    .execute();
  return { lead, row: toRow(lead), messages };
}

/** A lead's status and reference, for a change to it; undefined when there is no such lead. */
export function leadState(db: Kysely<Database>, id: number) {
  return db.selectFrom("leads").select(["status", "reference"]).where("id", "=", id).executeTakeFirst();
}

/** One of a lead's e-mails, by its outbox id; undefined when it is not that lead's. */
export function leadMessage(db: Kysely<Database>, leadId: number, outboxId: number) {
  return db
    .selectFrom("outbox")
    .select(["id", "kind"])
    .where("id", "=", outboxId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
}

/** A lead's résumé as stored: its file, name and checked type; undefined when there is no such lead. */
export function leadResume(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("leads")
    .select(["resume_file", "resume_name", "resume_type", "reference"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function setStatus(db: Kysely<Database>, id: number, status: LeadStatus) {
  await db.updateTable("leads").set({ status, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
}

export async function setNote(db: Kysely<Database>, id: number, note: string) {
  await db
    .updateTable("leads")
    .set({ note: note.slice(0, 5000), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

/** A CSV cell: quoted, and neutralised when a spreadsheet would read it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvHeader = [
  "Reference",
  "Received (Los Angeles)",
  "Form",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Details",
  "Source page",
  "Referrer",
  "UTM",
];

const csvLine = (r: InboxRow) =>
  [
    r.reference,
    losAngelesTime(r.createdAt),
    inboxNames[r.form],
    r.status,
    r.name,
    r.email,
    r.phone,
    r.details.map((d) => `${d.label}: ${d.value}`).join("; "),
    r.sourcePage,
    r.referrer,
    Object.entries(r.utm)
      .map(([k, v]) => `${k}=${v}`)
      .join("; "),
  ]
    .map(csvCell)
    .join(",");

/**
 * The filtered inbox as CSV, streamed batch by batch: UTF-8 with a byte-order mark, so Excel reads accents
 * right. A database failure midway errors the stream, so the download fails instead of ending short.
 */
export function inboxCsvStream(
  db: Kysely<Database>,
  filter: InboxFilter,
  batchSize?: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = inboxRows(db, filter, batchSize);
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\ufeff${csvHeader.map(csvCell).join(",")}\r\n`));
        return;
      }
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${next.value.map(csvLine).join("\r\n")}\r\n`));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
