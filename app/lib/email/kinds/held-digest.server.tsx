/**
 * The morning digest of the leads held as possible spam, to the company (~/lib/leads/held-digest.server.ts): nobody
 * was notified of them, so each one is listed with why it was held and a link to its staff page.
 */

import { retention } from "~/lib/retention";
import type { LeadForm } from "~/lib/storage/schema";
import { Link, Paragraph, type RenderedEmail, renderEmail } from "../components.server";
import { DIGEST_LIST_MAX, type EmailContext, LeadEntry, leadsCount, StaffEmail } from "../frame.server";
import { formatPacificTime, oneLine, safeHttpUrl } from "../text.server";

export interface HeldLeadLine {
  reference: string;
  form: LeadForm;
  name: string;
  email: string;
  /** ISO instant. */
  receivedAt: string;
  /** Why it was held, in the staff's words. */
  reason: string;
  /** Absolute link to the lead's staff page, where "Not spam" sends its e-mails. */
  url: string;
}

export interface HeldDigestData {
  /** Oldest first. */
  leads: HeldLeadLine[];
  /** Absolute link to the staff inbox's list of every lead held as spam. */
  allHeldUrl: string;
}

function HeldLead({ lead }: { lead: HeldLeadLine }) {
  return (
    <LeadEntry
      lead={lead}
      rows={[
        { label: "Name", value: oneLine(lead.name) || "—" },
        { label: "Email", value: oneLine(lead.email) || "—" },
        { label: "Received", value: formatPacificTime(lead.receivedAt) },
        { label: "Why held", value: oneLine(lead.reason) },
      ]}
      verb="Review"
    />
  );
}

function HeldDigest({ data, ctx, subject }: { data: HeldDigestData; ctx: EmailContext; subject: string }) {
  const shown = data.leads.slice(0, DIGEST_LIST_MAX);
  const more = data.leads.length - shown.length;
  const allHeld = safeHttpUrl(data.allHeldUrl);
  return (
    <StaffEmail
      ctx={ctx}
      subject={subject}
      preheader={`${leadsCount(data.leads.length)} held since the last digest: nobody was notified of them.`}
      when=" each morning when leads were held."
      heading="Leads held as possible spam"
    >
      <Paragraph>
        Since the last digest, the website held {leadsCount(data.leads.length)} as possible spam, without notifying the
        office. Open each one; if it is real, "Not spam" sends its e-mails at once. Held leads are deleted after{" "}
        {retention.spamDays} days.
      </Paragraph>
      {shown.map((lead) => (
        <HeldLead key={lead.reference} lead={lead} />
      ))}
      {more > 0 ? (
        <Paragraph>
          And {more} more: {allHeld ? <Link href={allHeld}>see every held lead</Link> : "see the staff inbox"}.
        </Paragraph>
      ) : null}
    </StaffEmail>
  );
}

export function heldLeadsDigest(data: HeldDigestData, ctx: EmailContext): RenderedEmail {
  const subject = `Held as possible spam: ${leadsCount(data.leads.length)} to review`;
  return renderEmail(subject, <HeldDigest data={data} ctx={ctx} subject={subject} />);
}
