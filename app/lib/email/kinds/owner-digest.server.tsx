/**
 * The owner's morning digest, to the company (~/lib/leads/owner-digest.server.ts): yesterday's leads, those waiting
 * past the reply promise first, today's and tomorrow's booked events, and the reviews waiting for approval.
 */
import { Fragment } from "react";
import { leadFormNames } from "~/forms/registry.server";
import type { LeadForm } from "~/lib/storage/schema";
import { Button, Paragraph, type RenderedEmail, renderEmail, Strong, Subheading } from "../components.server";
import {
  DIGEST_LIST_MAX,
  type EmailContext,
  LeadEntry,
  leadsCount,
  SafeLink,
  StaffEmail,
  StaffEntry,
} from "../frame.server";
import { formatPacificTime, oneLine, safeHttpUrl, truncate } from "../text.server";

export interface OwnerLeadLine {
  reference: string;
  form: LeadForm;
  name: string;
  /** ISO instant. */
  receivedAt: string;
  /** Absolute link to the lead's staff page. */
  url: string;
  /** Inside a city's permit window or the booking lead time, when it was sent (~/lib/pricing.ts). */
  flags?: string[];
}

/** A booked event in the owner's digest. */
export interface OwnerEventLine {
  reference: string;
  /** "4:30 PM–10:00 PM": the confirmed hours. */
  hours: string;
  serviceType: string;
  /** The venue's name and address, as the client typed them. */
  venue: string;
  attendants: number | null;
  /** The coordinator's name and phone. */
  coordinator: string;
  /** Absolute link to the lead's staff page. */
  url: string;
}

export interface OwnerDigestData {
  /** The Los Angeles day it reports on (yesterday), YYYY-MM-DD. */
  day: string;
  /** The booked events of the day it is sent (today) and the next, by time. */
  events: { today: OwnerEventLine[]; tomorrow: OwnerEventLine[] };
  /** Yesterday's leads, spam left out, oldest first. */
  leads: OwnerLeadLine[];
  /** Every open lead past its reply promise, longest waiting first. */
  overdue: (OwnerLeadLine & { hoursLate: number })[];
  /** Absolute link to the staff report. */
  reportUrl: string;
  /** Clients' reviews waiting for the owner's approval, and where to moderate them. */
  reviews?: { waiting: number; url: string };
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A lead in the company's e-mails (the digest and the reply alert), with how late it is when it is. */
export function OwnerLead({ lead, late }: { lead: OwnerLeadLine; late?: number }) {
  return (
    <LeadEntry
      lead={lead}
      rows={[
        { label: "Name", value: oneLine(lead.name) || "—" },
        { label: "Received", value: formatPacificTime(lead.receivedAt) },
        ...(late === undefined ? [] : [{ label: "Past the promise", value: `${late} h` }]),
        ...(lead.flags ?? []).map((flag) => ({ label: "Flag", value: oneLine(flag) })),
      ]}
      verb="Open"
    />
  );
}

const eventsCount = (n: number) => `${n} event${n === 1 ? "" : "s"}`;

function OwnerEvent({ event }: { event: OwnerEventLine }) {
  return (
    <StaffEntry
      heading={`${oneLine(event.hours)} · ${oneLine(event.serviceType)}`}
      rows={[
        { label: "Venue", value: truncate(oneLine(event.venue), 200) || "—" },
        { label: "Attendants", value: event.attendants ? String(event.attendants) : "—" },
        { label: "Coordinator", value: truncate(oneLine(event.coordinator), 120) || "—" },
      ]}
      url={event.url}
      action={`Open ${oneLine(event.reference)}`}
    />
  );
}

/** Today's and tomorrow's booked events, or a line saying there are none. */
function OwnerEvents({ events }: { events: OwnerDigestData["events"] }) {
  return (
    <>
      {(["today", "tomorrow"] as const).map((when) => (
        <Fragment key={when}>
          <Subheading>{`Events ${when}`}</Subheading>
          {events[when].length ? (
            events[when].map((event) => <OwnerEvent key={event.reference} event={event} />)
          ) : (
            <Paragraph>{`No events ${when}.`}</Paragraph>
          )}
        </Fragment>
      ))}
    </>
  );
}

function OwnerDigest({ data, ctx, subject }: { data: OwnerDigestData; ctx: EmailContext; subject: string }) {
  const day = DAY_FORMAT.format(new Date(`${data.day}T00:00:00Z`));
  const byForm = (Object.keys(leadFormNames) as LeadForm[])
    .map((form) => [leadFormNames[form].staff, data.leads.filter((lead) => lead.form === form).length] as const)
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label}: ${count}`)
    .join(", ");
  const report = safeHttpUrl(data.reportUrl);
  const shown = data.leads.slice(0, DIGEST_LIST_MAX);
  const overdue = data.overdue.slice(0, DIGEST_LIST_MAX);
  return (
    <StaffEmail
      ctx={ctx}
      subject={subject}
      preheader={`${leadsCount(data.leads.length)} on ${day}; ${data.overdue.length} waiting past the reply promise.`}
      when=" every morning. Leads held as possible spam are not counted here: they have a digest of their own."
      heading={`Leads of ${day}`}
    >
      <Paragraph>
        {data.leads.length ? `${leadsCount(data.leads.length)} came in (${byForm}).` : "No lead came in."}{" "}
        {data.overdue.length
          ? `${leadsCount(data.overdue.length)} still wait past the reply we promised: they are listed first.`
          : "Every open lead is within its reply promise."}
      </Paragraph>
      {data.leads.some((lead) => lead.flags?.length) ? (
        <Paragraph>
          <Strong>
            {`Flagged: ${data.leads
              .filter((lead) => lead.flags?.length)
              .map((lead) => oneLine(lead.reference))
              .join(", ")}`}
          </Strong>
          {" (inside a city's permit window or the booking lead time: see each below)."}
        </Paragraph>
      ) : null}
      {overdue.map((lead) => (
        <OwnerLead key={`late-${lead.reference}`} lead={lead} late={lead.hoursLate} />
      ))}
      {data.overdue.length > overdue.length ? (
        <Paragraph>{`And ${data.overdue.length - overdue.length} more waiting past the promise.`}</Paragraph>
      ) : null}
      {shown.length ? <Subheading>{`Yesterday's ${leadsCount(data.leads.length)}`}</Subheading> : null}
      {shown.map((lead) => (
        <OwnerLead key={lead.reference} lead={lead} />
      ))}
      {data.leads.length > shown.length ? (
        <Paragraph>{`And ${data.leads.length - shown.length} more in the staff inbox.`}</Paragraph>
      ) : null}
      <OwnerEvents events={data.events} />
      {data.reviews?.waiting ? (
        <Paragraph>
          {`${data.reviews.waiting === 1 ? "One client review waits" : `${data.reviews.waiting} client reviews wait`} for your approval: `}
          <SafeLink url={data.reviews.url} />
        </Paragraph>
      ) : null}
      {report ? <Button href={report}>See the report</Button> : null}
    </StaffEmail>
  );
}

export function ownerDigest(data: OwnerDigestData, ctx: EmailContext): RenderedEmail {
  const late = data.overdue.length ? ` · ${data.overdue.length} past the reply promise` : "";
  const today = data.events.today.length ? ` · ${eventsCount(data.events.today.length)} today` : "";
  const subject = `Yesterday: ${data.leads.length ? leadsCount(data.leads.length) : "no leads"}${late}${today}`;
  return renderEmail(subject, <OwnerDigest data={data} ctx={ctx} subject={subject} />);
}
