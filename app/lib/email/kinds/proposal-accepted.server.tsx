/**
 * To the office when a client accepts a proposal (~/lib/leads/proposal.server.ts), in English as the staff area is,
 * with reply-to the client (the outbox sets it): who accepted what, and the lead's page. When the booking had
 * already been confirmed, the client got no second confirmation; the e-mail says so, and names the terms of the
 * proposal that differ from that confirmation, which staff then settle from the lead page.
 */
import { Fragment } from "react";
import type { Lang } from "~/lib/lang";
import { clockText, dollarsOf } from "~/lib/leads/booking-decision";
import { dayText } from "~/lib/leads/proposal-words";
import { Break, Details, Paragraph, type RenderedEmail, renderEmail, Strong } from "../components.server";
import { type EmailContext, SafeLink, StaffEmail } from "../frame.server";
import { oneLine, truncate } from "../text.server";

export interface ProposalAcceptedData {
  reference: string;
  /** The client's name, as they typed it in their request. */
  name: string;
  /** The client's language (their e-mails'). */
  language: Lang;
  /** The proposal's number on its lead. */
  sequence: number;
  /** YYYY-MM-DD. */
  eventDate: string;
  priceCents: number;
  attendants: number;
  /** HH:MM, Los Angeles. */
  arrival: string;
  endTime: string;
  /**
   * Null when the acceptance confirmed the booking; otherwise it was already confirmed, and these are the proposal's
   * terms that differ from that confirmation ("Price: $1,850 (confirmed: $1,500)"), none when they all agree.
   */
  alreadyConfirmed: string[] | null;
  /** Absolute link to the lead's staff page. */
  leadUrl: string;
}

function AcceptedMessage({ data, ctx, subject }: { data: ProposalAcceptedData; ctx: EmailContext; subject: string }) {
  const reference = oneLine(data.reference);
  const name = truncate(oneLine(data.name), 120);
  const differences = data.alreadyConfirmed ?? [];
  return (
    <StaffEmail
      ctx={ctx}
      subject={subject}
      preheader={`${name} accepted proposal ${data.sequence}: ${dollarsOf(data.priceCents)}.`}
      when=" when a client accepts a proposal."
      heading="A proposal was accepted"
    >
      <Paragraph>
        {name} accepted proposal {data.sequence} of <Strong>{reference}</Strong>
        {data.language === "es" ? " (a Spanish-speaking client)" : ""}.{" "}
        {data.alreadyConfirmed
          ? "The booking had already been confirmed, so the client was not sent a second confirmation."
          : "The booking is confirmed: the client has been e-mailed the confirmation with its calendar file."}
      </Paragraph>
      <Details
        rows={[
          { label: "Event date", value: dayText(data.eventDate, "en") },
          { label: "Price", value: dollarsOf(data.priceCents) },
          { label: "Valet attendants", value: String(data.attendants) },
          { label: "Hours", value: `${clockText(data.arrival)}–${clockText(data.endTime)}` },
        ]}
      />
      {differences.length > 0 && (
        <Paragraph>
          These terms of the proposal differ from the confirmation the client has: confirm the booking again from the
          lead's page if they should stand.
          {differences.map((line) => (
            <Fragment key={line}>
              <Break />
              {line}
            </Fragment>
          ))}
        </Paragraph>
      )}
      <Paragraph>
        The lead's page:
        <Break />
        <SafeLink url={data.leadUrl} />
      </Paragraph>
    </StaffEmail>
  );
}

export function proposalAcceptedEmail(data: ProposalAcceptedData, ctx: EmailContext): RenderedEmail {
  const subject = `${truncate(oneLine(data.name), 80)} accepted proposal ${data.sequence} for ${oneLine(data.reference)}`;
  return renderEmail(subject, <AcceptedMessage data={data} ctx={ctx} subject={subject} />);
}
