import type { Kysely } from "kysely";
import { formRegistry } from "~/forms/registry";
import { type PageVitals, pageVitals } from "~/lib/analytics/web-vitals.server";
import { addDays, losAngelesDay, weekStart } from "~/lib/los-angeles";
import { type Database, type LeadForm, leadForms } from "~/lib/storage/schema";

/*
 * The owner's figures (/staff/report): where leads come from, how pages convert and how fast the team answers,
 * over the last 12 weeks on the Los Angeles calendar. Leads held as spam (status "spam") are left out of every
 * figure: a bot's hundred leads would drown the real ones. The rows are read once and counted here rather than in
 * SQL, so both databases give the same weeks and medians without dialect-specific date functions; 12 weeks of a
 * small company's leads are a few hundred rows.
 */

export const REPORT_WEEKS = 12;
/** The action audit_events records for a status change (staff.lead.tsx): the first one is the first reply. */
export const STATUS_CHANGE = "changed the status";

const HOUR = 3_600_000;

export interface WeekOfLeads {
  /** The Monday that starts the week, YYYY-MM-DD. */
  start: string;
  counts: Record<LeadForm, number>;
  total: number;
}

export interface PageFigures {
  path: string;
  leads: number;
  views: number;
  /** Leads per view, or null without views. */
  conversion: number | null;
}

export interface ReplyFigures {
  /** The forms this promise covers. */
  forms: LeadForm[];
  promiseHours: number;
  /** Leads of the period whose status was changed at least once. */
  answered: number;
  /** Leads of the period still "new". */
  waiting: number;
  medianHours: number | null;
  withinPromise: number;
}

export interface OverdueLead {
  id: number;
  reference: string;
  name: string;
  form: LeadForm;
  createdAt: string;
  /** When the promised reply was due. */
  dueAt: string;
  hoursLate: number;
}

export interface OwnerReport {
  /** The first day counted (a Monday) and today, YYYY-MM-DD, Los Angeles. */
  from: string;
  to: string;
  leads: number;
  /** Leads of the period held as spam, left out of every figure. */
  spamExcluded: number;
  weeks: WeekOfLeads[];
  landingPages: PageFigures[];
  cityPages: PageFigures[];
  referrers: { host: string; leads: number }[];
  campaigns: { campaign: string; leads: number }[];
  replies: ReplyFigures[];
  overdue: OverdueLead[];
  /** Real visitors' speed (ADR 034) per page over the last 28 days, whatever the period above. */
  vitals: PageVitals[];
}

/** The median of some numbers, or null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The path of a source page, without its query (where UTM tags were). */
const pathOf = (sourcePage: string | null) => sourcePage?.split(/[?#]/)[0] || null;

/** The host a visit came from, without "www.", or null when none was reported or it is no URL. */
export function referrerHost(referrer: string | null): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

const campaignOf = (utm: string) => {
  try {
    const value = (JSON.parse(utm) as Record<string, unknown>).utm_campaign;
    return typeof value === "string" && value.trim() ? value.trim() : null;
  } catch {
    return null;
  }
};

/** Counts by key, largest first, then by key. */
function tally(keys: string[]): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Open leads (status "new", so never held spam) whose promised reply time has passed, longest waiting first. */
export async function overdueLeads(db: Kysely<Database>, now: Date): Promise<OverdueLead[]> {
  const shortest = Math.min(...leadForms.map((form) => formRegistry[form].replyHours));
  const rows = await db
    .selectFrom("leads")
    .select(["id", "reference", "name", "form", "created_at"])
    .where("status", "=", "new")
    .where("created_at", "<=", new Date(now.getTime() - shortest * HOUR).toISOString())
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.flatMap((lead) => {
    const due = Date.parse(lead.created_at) + formRegistry[lead.form].replyHours * HOUR;
    if (due > now.getTime()) return [];
    return [
      {
        id: lead.id,
        reference: lead.reference,
        name: lead.name,
        form: lead.form,
        createdAt: lead.created_at,
        dueAt: new Date(due).toISOString(),
        hoursLate: Math.floor((now.getTime() - due) / HOUR),
      },
    ];
  });
}

/** The owner's figures at `now`; `cities` are the city pages' paths, listed even without views or leads. */
export async function ownerReport(db: Kysely<Database>, now: Date, cities: string[] = []): Promise<OwnerReport> {
  const to = losAngelesDay(now);
  const from = addDays(weekStart(to), -7 * (REPORT_WEEKS - 1));
  // A day early in UTC terms: the Los Angeles day of each lead decides below.
  const since = new Date(`${addDays(from, -1)}T00:00:00Z`).toISOString();

  const [rows, firstChanges, views, vitals] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["id", "form", "status", "source_page", "referrer", "utm", "created_at"])
      .where("created_at", ">=", since)
      .execute(),
    db
      .selectFrom("audit_events")
      .innerJoin("leads", "leads.id", "audit_events.lead_id")
      .select(["audit_events.lead_id", (eb) => eb.fn.min("audit_events.created_at").as("first")])
      .where("audit_events.action", "=", STATUS_CHANGE)
      .where("leads.created_at", ">=", since)
      .groupBy("audit_events.lead_id")
      .execute(),
    db
      .selectFrom("page_views")
      .select(["path", (eb) => eb.fn.sum<number | string>("views").as("views")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("path")
      .execute(),
    pageVitals(db, now),
  ]);

  const inPeriod = rows.filter((lead) => losAngelesDay(new Date(lead.created_at)) >= from);
  const leads = inPeriod.filter((lead) => lead.status !== "spam");

  const weeks: WeekOfLeads[] = Array.from({ length: REPORT_WEEKS }, (_, i) => ({
    start: addDays(from, 7 * i),
    counts: Object.fromEntries(leadForms.map((form) => [form, 0])) as Record<LeadForm, number>,
    total: 0,
  }));
  for (const lead of leads) {
    const week = weeks.find((w) => w.start === weekStart(losAngelesDay(new Date(lead.created_at))));
    if (!week) continue;
    week.counts[lead.form] += 1;
    week.total += 1;
  }

  const viewsOf = new Map(views.map((row) => [row.path, Number(row.views)]));
  const leadsOf = new Map(tally(leads.flatMap((lead) => pathOf(lead.source_page) ?? [])).map((t) => [t.key, t.count]));
  const figures = (path: string): PageFigures => {
    const pageViews = viewsOf.get(path) ?? 0;
    const pageLeads = leadsOf.get(path) ?? 0;
    return { path, leads: pageLeads, views: pageViews, conversion: pageViews ? pageLeads / pageViews : null };
  };
  const byLeadsThenViews = (a: PageFigures, b: PageFigures) =>
    b.leads - a.leads || b.views - a.views || a.path.localeCompare(b.path);
  const landingPages = [...new Set([...leadsOf.keys(), ...viewsOf.keys()])].map(figures).sort(byLeadsThenViews);
  const cityPaths = new Set([...cities, ...landingPages.map((p) => p.path).filter((p) => p.startsWith("/locations/"))]);
  const cityPages = [...cityPaths].map(figures).sort(byLeadsThenViews);

  const firstChangeOf = new Map(firstChanges.map((row) => [row.lead_id, String(row.first)]));
  const promises = [...new Set(leadForms.map((form) => formRegistry[form].replyHours))].sort((a, b) => a - b);
  const replies = promises.map((promiseHours): ReplyFigures => {
    const forms = leadForms.filter((form) => formRegistry[form].replyHours === promiseHours);
    const covered = leads.filter((lead) => forms.includes(lead.form));
    const hours = covered.flatMap((lead) => {
      const first = firstChangeOf.get(lead.id);
      return first ? [(Date.parse(first) - Date.parse(lead.created_at)) / HOUR] : [];
    });
    return {
      forms,
      promiseHours,
      answered: hours.length,
      waiting: covered.filter((lead) => lead.status === "new").length,
      medianHours: median(hours),
      withinPromise: hours.filter((h) => h <= promiseHours).length,
    };
  });

  return {
    from,
    to,
    leads: leads.length,
    spamExcluded: inPeriod.length - leads.length,
    weeks,
    landingPages,
    cityPages,
    referrers: tally(leads.map((lead) => referrerHost(lead.referrer) ?? "")).map((t) => ({
      host: t.key,
      leads: t.count,
    })),
    campaigns: tally(leads.map((lead) => campaignOf(lead.utm) ?? "")).map((t) => ({ campaign: t.key, leads: t.count })),
    replies,
    overdue: await overdueLeads(db, now),
    vitals,
  };
}
