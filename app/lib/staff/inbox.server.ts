import type { Kysely } from "kysely";
import { applicationFields } from "~/forms/application";
import { bookingFields } from "~/forms/booking";
import { contactQuoteFields } from "~/forms/contact-quote";
import type { FieldSpec } from "~/forms/fields";
import { humanValue } from "~/forms/format";
import { quoteFields } from "~/forms/quote";
import { inboxNames } from "~/forms/registry.server";
import { type Database, type Lead, type LeadForm, type LeadStatus, leadStatuses } from "~/lib/storage/schema";
import { type InboxForm, type InboxRow, inboxForms, losAngelesTime } from "./inbox";

/*
 * The staff inbox's reads and writes. Newsletter sign-ups live in their own table but are listed alongside
 * leads (form "newsletter"), so staff see everything that came in through the site in one place.
 */

export const fieldsOf: Record<LeadForm, FieldSpec[]> = {
  booking: bookingFields,
  contact: contactQuoteFields,
  quote: quoteFields,
  application: applicationFields,
};

export interface InboxFilter {
  form?: InboxForm;
  status?: LeadStatus;
  q?: string;
  page: number;
}

export const PAGE_SIZE = 25;

export function parseFilter(params: URLSearchParams): InboxFilter {
  const form = params.get("form");
  const status = params.get("status");
  const q = params.get("q")?.trim().slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return {
    form: (inboxForms as readonly string[]).includes(form ?? "") ? (form as InboxForm) : undefined,
    status: (leadStatuses as readonly string[]).includes(status ?? "") ? (status as LeadStatus) : undefined,
    q: q || undefined,
    page,
  };
}

/** Search text without LIKE wildcards (SQLite and PostgreSQL escape them differently). */
const plain = (q: string) => q.toLowerCase().replace(/[\\%_]/g, "");

/** The submitted fields, labelled and formatted, without the contact details every lead has anyway. */
function detailsOf(lead: Pick<Lead, "form" | "fields">): { label: string; value: string }[] {
  const values = JSON.parse(lead.fields) as Record<string, string | number>;
  return fieldsOf[lead.form].flatMap((spec) =>
    values[spec.name] === undefined || ["email", "phone"].includes(spec.type)
      ? []
      : [{ label: spec.label, value: humanValue(spec, values[spec.name]) }],
  );
}

function leadQuery(db: Kysely<Database>, filter: InboxFilter) {
  let query = db.selectFrom("leads");
  if (filter.form && filter.form !== "newsletter") query = query.where("form", "=", filter.form);
  if (filter.status) query = query.where("status", "=", filter.status);
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
  if (filter.status === "spam") query = query.where("spam_reason", "is not", null);
  else if (filter.status) query = query.where("id", "<", 0); // subscribers have no lead status
  if (filter.q) query = query.where((eb) => eb(eb.fn("lower", ["email"]), "like", `%${plain(filter.q ?? "")}%`));
  return query;
}

const toRow = (lead: Lead): InboxRow => ({
  kind: "lead",
  id: lead.id,
  reference: lead.reference,
  form: lead.form,
  status: lead.status,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  createdAt: lead.created_at,
  sourcePage: lead.source_page,
  referrer: lead.referrer,
  utm: JSON.parse(lead.utm) as Record<string, string>,
  details: detailsOf(lead),
});

/** Newest first, filtered, one page (or every row, for the CSV export). */
export async function listInbox(db: Kysely<Database>, filter: InboxFilter, all = false) {
  const includeLeads = filter.form !== "newsletter";
  const includeSubscribers = filter.form === undefined || filter.form === "newsletter";
  const limit = all ? 100_000 : filter.page * PAGE_SIZE;
  const [leads, subscribers, leadCount, subscriberCount] = await Promise.all([
    includeLeads
      ? leadQuery(db, filter).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute()
      : [],
    includeSubscribers
      ? subscriberQuery(db, filter).selectAll().orderBy("created_at", "desc").limit(limit).execute()
      : [],
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
  const rows: InboxRow[] = [
    ...leads.map(toRow),
    ...subscribers.map(
      (s): InboxRow => ({
        kind: "subscriber",
        id: s.id,
        reference: null,
        form: "newsletter",
        status: s.unsubscribed_at ? "unsubscribed" : "subscribed",
        name: "",
        email: s.email,
        phone: "",
        createdAt: s.created_at,
        sourcePage: s.source_page,
        referrer: null,
        utm: {},
        details: s.spam_reason ? [{ label: "Held as spam", value: s.spam_reason }] : [],
      }),
    ),
  ].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
  const total = Number(leadCount.n) + Number(subscriberCount.n);
  return {
    rows: all ? rows : rows.slice((filter.page - 1) * PAGE_SIZE, filter.page * PAGE_SIZE),
    total,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

export async function getLead(db: Kysely<Database>, id: number) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return null;
  const messages = await db
    .selectFrom("outbox")
    .select(["id", "kind", "to_address", "subject", "status", "attempts", "last_error", "sent_at", "next_attempt_at"])
    .where("lead_id", "=", id)
    .orderBy("id")
    .execute();
  return { lead, row: toRow(lead), messages };
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

/** UTF-8 with a byte-order mark, so Excel reads accents right. */
export function inboxCsv(rows: InboxRow[]): string {
  const header = [
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
  const lines = rows.map((r) =>
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
      .join(","),
  );
  return `\ufeff${[header.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}
