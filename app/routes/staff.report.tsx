import type { ReactNode } from "react";
import { LeadsChart } from "~/components/staff/LeadsChart";
import { StaffPanel } from "~/components/staff/StaffLayout";
import { inboxNames } from "~/forms/registry.server";
import type { VitalRating } from "~/lib/analytics/web-vitals.server";
import { cn } from "~/lib/cn";
import { shortDay } from "~/lib/los-angeles";
import { contentOf } from "~/lib/request-context.server";
import { staffOf } from "~/lib/staff/auth.server";
import { losAngelesTime } from "~/lib/staff/inbox";
import { staffMeta } from "~/lib/staff/meta";
import { ownerReport } from "~/lib/staff/report.server";
import type { leadForms } from "~/lib/storage/schema";
import type { Route } from "./+types/staff.report";

/*
 * The owner's view of the leads. Every signed-in member sees it, not only the owner: it shows nothing the inbox
 * does not already show them (references and names of their own leads), and the list of leads past their reply
 * promise is work for whoever answers leads, not a figure for the owner alone.
 */

export const meta: Route.MetaFunction = () => staffMeta("Report");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const cities = contentOf(args).en.locations.map((city) => `/locations/${city.slug}`);
  const report = await ownerReport(staff.svc.storage.db, new Date(), cities);
  return { report, formNames: inboxNames };
}

/** The order forms are stacked and listed in: the ones that bring work first. */
const chartForms = [
  "booking",
  "quote",
  "contact",
  "application",
] as const satisfies readonly (typeof leadForms)[number][];

const percent = (share: number | null) => (share === null ? "—" : `${(share * 100).toFixed(1)}%`);
const duration = (hours: number | null) =>
  hours === null ? "—" : hours < 1 ? `${Math.round(hours * 60)} min` : `${Math.round(hours * 10) / 10} h`;
const number = new Intl.NumberFormat("en-US");

function Table({
  caption,
  head,
  rows,
  numeric = [],
  className,
}: {
  caption: string;
  className?: string;
  head: string[];
  rows: ReactNode[][];
  /** Columns of numbers, aligned right. */
  numeric?: number[];
}) {
  const align = (i: number) => (numeric.includes(i) ? "text-right tabular-nums" : "text-left");
  return (
    // A wide table scrolls on its own on a phone, a shadow on the side where more of it is hidden (app.css); the
    // region (a section with a name) can be focused, so it scrolls from the keyboard too.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={cn("scroll-shadows mt-4 overflow-x-auto overscroll-x-contain rounded-sm", className)}
    >
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-ink-900-10 text-slate-text border-b">
            {head.map((label, i) => (
              <th key={label} scope="col" className={`py-2 pr-4 font-medium last:pr-0 ${align(i)}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one rendering
            <tr key={r} className="border-ink-900-10 text-ink-950 border-b last:border-0">
              {cells.map((cell, i) =>
                i === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed for one rendering
                  <th key={i} scope="row" className={`py-2 pr-4 font-normal ${align(i)}`}>
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed for one rendering
                  <td key={i} className={`py-2 pr-4 last:pr-0 ${align(i)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-text text-sm">{label}</dt>
      <dd className="font-display text-ink-950 text-2xl tabular-nums">{children}</dd>
    </div>
  );
}

const ratingWords: Record<VitalRating, { word: string; className: string }> = {
  good: { word: "good", className: "text-green-800" },
  "needs-improvement": { word: "needs improvement", className: "text-amber-800" },
  poor: { word: "poor", className: "text-red-800" },
};
const vitalMetrics = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
/** A 75th percentile as the thresholds are written: seconds from one, milliseconds under it, CLS as a score. */
const vitalValue = (metric: (typeof vitalMetrics)[number], value: number) =>
  metric === "CLS" ? value.toFixed(2) : value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;

const Empty = ({ children }: { children: ReactNode }) => <p className="text-slate-text mt-4 text-sm">{children}</p>;

export default function StaffReport({ loaderData }: Route.ComponentProps) {
  const { report, formNames } = loaderData;
  const pageRows = (pages: typeof report.landingPages) =>
    pages.map((page) => [
      <code key="path" className="font-mono text-[0.8125rem]">
        {page.path}
      </code>,
      number.format(page.views),
      number.format(page.leads),
      percent(page.conversion),
    ]);
  return (
    <>
      <h1 className="font-display text-ink-950 text-4xl">Report</h1>
      <p className="text-slate-text mt-2 max-w-3xl">
        The last {report.weeks.length} weeks, from Monday {shortDay(report.from)} to today, {shortDay(report.to)} (Los
        Angeles time): <strong className="text-ink-950">{report.leads} leads</strong>. Leads held as spam are left out
        of every figure ({report.spamExcluded} in these weeks); newsletter sign-ups are not leads.
      </p>

      {/* One column of minmax(0, 1fr): a wide table scrolls in its region instead of widening the page. */}
      <div className="mt-8 grid grid-cols-1 gap-6">
        <StaffPanel id="overdue" title="Waiting past the reply promise">
          <p className="text-slate-text mt-1 text-sm">
            Still "new" after the reply we promise: {formNames.booking}, {formNames.quote} and {formNames.contact}{" "}
            within 24 hours, {formNames.application} within 48.
          </p>
          {report.overdue.length ? (
            <ul className="divide-ink-900-10 mt-4 divide-y">
              {report.overdue.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                  <a href={`/staff/leads/${lead.id}`} className="text-ink-950 font-medium underline underline-offset-2">
                    {lead.name} <span className="font-mono text-sm">{lead.reference}</span>
                  </a>
                  <span className="text-slate-text text-sm">
                    {formNames[lead.form]} · received {losAngelesTime(lead.createdAt)} ·{" "}
                    <strong className="whitespace-nowrap text-red-800">{lead.hoursLate} h late</strong>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>None: every lead has had its first answer in time.</Empty>
          )}
        </StaffPanel>

        <StaffPanel id="replies" title="Time to the first answer">
          <p className="text-slate-text mt-1 text-sm">
            From a lead's arrival to its first status change, for the leads of these weeks that have had one.
          </p>
          <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
            {report.replies.map((reply) => {
              const forms = reply.forms.map((form) => formNames[form]).join(", ");
              const id = `reply-${reply.promiseHours}`;
              return (
                <section key={id} aria-labelledby={id} className="bg-ivory-50 rounded-xl p-4">
                  <h3 id={id} className="text-ink-950 font-medium">
                    {forms}
                  </h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
                    <Figure label="Promise">{reply.promiseHours} h</Figure>
                    <Figure label="Median">{duration(reply.medianHours)}</Figure>
                    <Figure label="Answered in time">
                      {reply.withinPromise} of {reply.answered}
                    </Figure>
                    <Figure label="Still new">{reply.waiting}</Figure>
                  </dl>
                </section>
              );
            })}
          </div>
        </StaffPanel>

        <StaffPanel id="weekly" title="Leads per week, by form">
          <LeadsChart weeks={report.weeks} forms={chartForms} names={formNames} titleId="weekly-chart-title" />
          <Table
            caption="Leads per week, by form"
            className="max-w-3xl"
            head={["Week of", ...chartForms.map((form) => formNames[form]), "All"]}
            numeric={[1, 2, 3, 4, 5]}
            rows={[...report.weeks]
              .reverse()
              .map((week) => [shortDay(week.start), ...chartForms.map((form) => week.counts[form]), week.total])}
          />
        </StaffPanel>

        <StaffPanel id="landing" title="Landing pages">
          <p className="text-slate-text mt-1 text-sm">
            The page each lead's form was sent from, against that page's views. Views are counted by our own server,
            without cookies; visitors who ask not to be tracked and known bots are not counted, so the true conversion
            is a little lower.
          </p>
          {report.landingPages.length ? (
            <Table
              caption="Landing pages"
              head={["Page", "Views", "Leads", "Conversion"]}
              numeric={[1, 2, 3]}
              rows={pageRows(report.landingPages)}
            />
          ) : (
            <Empty>No leads or page views in these weeks.</Empty>
          )}
        </StaffPanel>

        <StaffPanel id="cities" title="City pages">
          <p className="text-slate-text mt-1 text-sm">
            Views of each city page, and the leads sent from one. Most visitors go on to the booking or quote page,
            whose leads count there.
          </p>
          <Table
            caption="City pages"
            head={["Page", "Views", "Leads", "Conversion"]}
            numeric={[1, 2, 3]}
            rows={pageRows(report.cityPages)}
          />
        </StaffPanel>

        <StaffPanel id="speed" title="Speed for real visitors">
          <p className="text-slate-text mt-1 text-sm">
            How fast each page was for its visitors in the last 28 days: the 75th percentile (three views in four were
            at least this fast), as measured in their browsers and sent to our own server. Google's thresholds for good
            and poor: LCP 2.5 s and 4 s, INP 200 ms and 500 ms, CLS 0.1 and 0.25, FCP 1.8 s and 3 s, TTFB 0.8 s and 1.8
            s. Visitors who ask not to be tracked and known bots send nothing.
          </p>
          {report.vitals.length ? (
            <Table
              caption="Speed for real visitors, 75th percentile of the last 28 days"
              head={["Page", ...vitalMetrics, "Views measured"]}
              numeric={[1, 2, 3, 4, 5, 6]}
              rows={report.vitals.map((page) => [
                <code key="path" className="font-mono text-[0.8125rem]">
                  {page.path}
                </code>,
                ...vitalMetrics.map((metric) => {
                  const figure = page.metrics[metric];
                  if (!figure) return "—";
                  const rating = ratingWords[figure.rating];
                  return (
                    <span key={metric} className="whitespace-nowrap">
                      {vitalValue(metric, figure.p75)} <span className={rating.className}>{rating.word}</span>
                    </span>
                  );
                }),
                number.format(page.samples),
              ])}
            />
          ) : (
            <Empty>No speed figures from visitors in the last 28 days.</Empty>
          )}
        </StaffPanel>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {[
            {
              id: "referrers",
              title: "Where visitors came from",
              caption: "Leads by referring site",
              what: "Site",
              rows: report.referrers.map((r) => [r.host || "Not reported (typed in, bookmarks, apps)", r.leads]),
            },
            {
              id: "campaigns",
              title: "Campaigns",
              caption: "Leads by campaign (utm_campaign)",
              what: "Campaign",
              rows: report.campaigns.map((c) => [c.campaign || "No campaign", c.leads]),
            },
          ].map(({ id, title, caption, what, rows }) => (
            <StaffPanel key={id} id={id} title={title}>
              {rows.length ? (
                <Table caption={caption} head={[what, "Leads"]} numeric={[1]} rows={rows} />
              ) : (
                <Empty>No leads in these weeks.</Empty>
              )}
            </StaffPanel>
          ))}
        </div>
      </div>
    </>
  );
}
