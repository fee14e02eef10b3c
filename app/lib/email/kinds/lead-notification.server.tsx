/**
 * A new lead, to the company (in English, as the staff area is): everything the visitor sent, where they came from,
 * and a button to call them; reply-to is the visitor (the outbox sets it). What the visitor typed is shown as text,
 * on one line where a line is expected; only checked http(s) URLs become links.
 */
import { leadFormNames } from "~/forms/registry.server";
import { langNamesForStaff } from "~/lib/lang";
import {
  Break,
  Button,
  Details,
  Link,
  Paragraph,
  type RenderedEmail,
  renderEmail,
  Strong,
  Subheading,
} from "../components.server";
import { type EmailContext, SafeLink, StaffEmail, TypedPhone } from "../frame.server";
import { fieldRows, type LeadEmailData } from "../lead-data.server";
import { formatPacificTime, mailtoUri, oneLine, sourceUrl, telUri, truncate } from "../text.server";

const UTM_ORDER = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

/** UTM parameters, the standard five first in their usual order, then any others alphabetically. */
function utmEntries(utm: Record<string, string>): [string, string][] {
  const rank = (key: string) => {
    const i = UTM_ORDER.indexOf(key);
    return i === -1 ? UTM_ORDER.length : i;
  };
  return Object.entries(utm)
    .filter(([key, value]) => oneLine(key) !== "" && typeof value === "string")
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

function LeadNotification({ lead, ctx, subject }: { lead: LeadEmailData; ctx: EmailContext; subject: string }) {
  const label = leadFormNames[lead.form].staff;
  const reference = oneLine(lead.reference);
  const name = oneLine(lead.name);
  const email = oneLine(lead.email);
  const phone = oneLine(lead.phone);
  const received = formatPacificTime(lead.receivedAt);
  const source = sourceUrl(lead.sourcePage, ctx.siteUrl);
  const referrer = lead.referrer ? oneLine(lead.referrer) : "";
  const utm = utmEntries(lead.utm);
  const tel = telUri(lead.phone);
  const mailto = mailtoUri(lead.email);
  const resume = lead.resumeUrl ? oneLine(lead.resumeUrl) : "";
  const who = name || "the visitor";
  return (
    <StaffEmail
      ctx={ctx}
      subject={subject}
      preheader={`${label} from ${who}, reference ${reference}, received ${received}.`}
      when="."
      heading={`New ${label.toLowerCase()}`}
    >
      <Paragraph>
        Reference <Strong>{reference}</Strong>
        <Break />
        Received {received}
        <Break />
        Form: {label}
        <Break />
        Language: {langNamesForStaff[lead.language ?? "en"]}
      </Paragraph>
      {lead.estimate?.flags.map((flag) => (
        <Paragraph key={flag}>
          <Strong>Flag:</Strong> {flag}
        </Paragraph>
      ))}
      <Paragraph>
        Reply to this e-mail to answer {who} directly: the reply goes to {email || "the visitor"}.
      </Paragraph>
      {lead.confirmationHeld ? (
        <Paragraph>
          <Strong>Their confirmation was not sent:</Strong> the website sent as many confirmations this hour as it may,
          in case a script is using the forms to mail strangers. The lead's staff page can send it.
        </Paragraph>
      ) : null}
      {tel ? <Button href={tel}>{`Call ${truncate(name || "the visitor", 40)}: ${truncate(phone, 30)}`}</Button> : null}
      <Details
        rows={[
          { label: "Name", value: name || "—" },
          { label: "Email", value: mailto ? <Link href={mailto}>{email}</Link> : email || "—" },
          { label: "Phone", value: <TypedPhone phone={phone} tel={tel} empty="—" /> },
        ]}
      />
      <Subheading>Submitted details</Subheading>
      <Details rows={fieldRows(lead.fields)} />
      {lead.staffing ? (
        <>
          <Subheading>Staffing estimate</Subheading>
          <Paragraph>{oneLine(lead.staffing)}</Paragraph>
          <Paragraph small>The visitor saw this estimate; confirm the final number with them.</Paragraph>
        </>
      ) : null}
      {lead.estimate ? (
        <>
          <Subheading>Price estimate</Subheading>
          <Paragraph>
            <Strong>{lead.estimate.range}</Strong>
            {lead.estimate.shown
              ? " (the visitor saw this range)"
              : " (not shown to the visitor: the public range is off)"}
            <Break />
            {lead.estimate.plan}
          </Paragraph>
          <Details rows={lead.estimate.parts.map((part, i) => ({ label: i === 0 ? "Parts" : "", value: part }))} />
          {lead.estimate.permit ? <Paragraph>Permit: {lead.estimate.permit}</Paragraph> : null}
          <Paragraph small>
            From the pricing rules in force when it was sent; the lead page starts a confirmation or a proposal from it.
          </Paragraph>
        </>
      ) : null}
      {lead.form === "application" ? (
        <>
          <Subheading>Résumé</Subheading>
          <Paragraph>
            Résumé (staff only): {resume ? <SafeLink url={resume} label={resume} /> : "not available"}
          </Paragraph>
        </>
      ) : null}
      <Subheading>Where the lead came from</Subheading>
      <Details
        rows={[
          {
            label: "Source page",
            value: source ? <SafeLink url={source} /> : lead.sourcePage ? oneLine(lead.sourcePage) : "unknown",
          },
          // As text: the visitor's browser sent it, so it can point anywhere.
          { label: "Referrer", value: referrer || "none" },
          ...(utm.length > 0
            ? utm.map(([k, v]) => ({ label: oneLine(k), value: oneLine(v) || "none" }))
            : [{ label: "UTM parameters", value: "none" }]),
        ]}
      />
    </StaffEmail>
  );
}

export function leadNotification(lead: LeadEmailData, ctx: EmailContext): RenderedEmail {
  const label = leadFormNames[lead.form].staff;
  const name = oneLine(lead.name);
  const who = truncate(name || oneLine(lead.email) || "(no name)", 80);
  // A lead in another language says so before it is opened, so the right person answers it.
  const language = lead.language && lead.language !== "en" ? ` (${langNamesForStaff[lead.language]})` : "";
  const subject = `New ${label.charAt(0).toLowerCase()}${label.slice(1)}${language} ${oneLine(lead.reference)} — ${who}`;
  return renderEmail(subject, <LeadNotification lead={lead} ctx={ctx} subject={subject} />);
}
