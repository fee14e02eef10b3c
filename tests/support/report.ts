import type { Kysely } from "kysely";
import { recordLead } from "~/lib/leads/leads.server";
import { losAngelesDay } from "~/lib/los-angeles";
import { STATUS_CHANGE } from "~/lib/staff/report.server";
import type { Database, LeadForm, LeadStatus } from "~/lib/storage/schema";
import { seedContent } from "./content";
import { leadSubmission } from "./leads";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();

/*
 * Leads, status changes and page views for the owner's report, placed relative to `now`: the unit tests run it at
 * a fixed instant, the browser test at the real one. The figures they make are spelled out in the tests.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeedLead {
  key: string;
  form: LeadForm;
  name: string;
  /** How long before `now` it came in. */
  ago: number;
  sourcePage: string;
  referrer: string | null;
  campaign?: string;
  status?: LeadStatus;
  spam?: boolean;
  /** Status changes, as time after the lead came in. */
  changes?: number[];
}

export const seededLeads: SeedLead[] = [
  {
    key: "fresh",
    form: "booking",
    name: "Fresh Booking",
    ago: 2 * HOUR,
    sourcePage: "/book?utm_campaign=spring",
    referrer: "https://www.google.com/search?q=valet",
    campaign: "spring",
  },
  {
    key: "lateQuote",
    form: "quote",
    name: "Late Quote",
    ago: 30 * HOUR,
    sourcePage: "/quote",
    referrer: "https://www.yelp.com/biz/gk",
  },
  { key: "nearQuote", form: "quote", name: "Near Quote", ago: 21 * HOUR, sourcePage: "/quote", referrer: null },
  {
    key: "answered",
    form: "contact",
    name: "Answered Contact",
    ago: 3 * DAY,
    sourcePage: "/contact",
    referrer: null,
    status: "contacted",
    changes: [2 * HOUR],
  },
  {
    key: "city",
    form: "booking",
    name: "Malibu Booking",
    ago: 8 * DAY,
    sourcePage: "/locations/malibu",
    referrer: "https://google.com/",
    campaign: "spring",
    status: "booked",
    changes: [10 * HOUR, 30 * HOUR],
  },
  {
    key: "lateApplicant",
    form: "application",
    name: "Late Applicant",
    ago: 50 * HOUR,
    sourcePage: "/employment",
    referrer: null,
  },
  {
    key: "applicant",
    form: "application",
    name: "Answered Applicant",
    ago: 10 * DAY,
    sourcePage: "/employment",
    referrer: null,
    status: "contacted",
    changes: [40 * HOUR],
  },
  {
    key: "bot",
    form: "booking",
    name: "Spam Bot",
    ago: 1 * DAY,
    sourcePage: "/book",
    referrer: "https://spam.example/",
    campaign: "spam",
    spam: true,
  },
  {
    key: "old",
    form: "quote",
    name: "Old Quote",
    ago: 20 * 7 * DAY,
    sourcePage: "/quote",
    referrer: null,
    status: "contacted",
    changes: [HOUR],
  },
];

/** Page views by path, as [days before today, views]. */
export const seededViews: Record<string, [number, number][]> = {
  "/book": [
    [0, 40],
    [1, 60],
    [140, 999],
  ],
  "/locations/malibu": [[2, 50]],
  "/quote": [[0, 20]],
  "/": [[3, 300]],
};

export async function seedReport(db: Kysely<Database>, now: Date) {
  const ids: Record<string, { id: number; reference: string }> = {};
  for (const seed of seededLeads) {
    const createdAt = new Date(now.getTime() - seed.ago);
    const lead = await recordLead(
      db,
      leadSubmission({
        form: seed.form,
        name: seed.name,
        sourcePage: seed.sourcePage,
        referrer: seed.referrer,
        utm: seed.campaign ? { utm_source: "newsletter", utm_campaign: seed.campaign } : {},
        spamReason: seed.spam ? "honeypot" : null,
      }),
      { siteUrl: "https://valet.example", notifyEmail: "office@valet.example", content },
      createdAt,
    );
    ids[seed.key] = { id: lead.id, reference: lead.reference };
    if (seed.status) await db.updateTable("leads").set({ status: seed.status }).where("id", "=", lead.id).execute();
    /** Sam's change to the lead, `after` ms after it came. */
    const audit = (action: string, detail: string, after: number) =>
      db
        .insertInto("audit_events")
        .values({
          lead_id: lead.id,
          actor_name: "Sam Staff",
          actor_email: "sam@valet.example",
          action,
          detail,
          created_at: new Date(createdAt.getTime() + after).toISOString(),
        })
        .execute();
    for (const after of seed.changes ?? []) await audit(STATUS_CHANGE, "new → contacted", after);
    // A note is no reply: it must not count as the first status change.
    await audit("edited the note", "", 60_000);
  }
  for (const [path, days] of Object.entries(seededViews)) {
    for (const [daysAgo, views] of days) {
      await db
        .insertInto("page_views")
        .values({ path, day: losAngelesDay(new Date(now.getTime() - daysAgo * DAY)), views })
        .execute();
    }
  }
  return ids;
}
