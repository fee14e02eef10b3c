/**
 * The alert to the company when a lead nears its reply promise with no answer (~/lib/leads/owner-digest.server.ts),
 * once per lead.
 */
import { leadFormNames } from "~/forms/registry.server";
import { Button, Paragraph, type RenderedEmail, renderEmail, Strong } from "../components.server";
import { type EmailContext, StaffEmail } from "../frame.server";
import { formatPacificTime, oneLine, safeHttpUrl } from "../text.server";
import { OwnerLead, type OwnerLeadLine } from "./owner-digest.server";

export interface ReplyAlertData extends OwnerLeadLine {
  /** The promise, in hours, and when it runs out (ISO instant). */
  promiseHours: number;
  dueAt: string;
}

function ReplyAlert({ data, ctx, subject }: { data: ReplyAlertData; ctx: EmailContext; subject: string }) {
  const url = safeHttpUrl(data.url);
  return (
    <StaffEmail
      ctx={ctx}
      subject={subject}
      preheader={`Still new: we promised a reply by ${formatPacificTime(data.dueAt)}.`}
      when=" once per lead, when it nears its reply promise with no answer."
      heading="A lead is waiting for its reply"
    >
      <Paragraph>
        We promised a reply within {data.promiseHours} hours, by <Strong>{formatPacificTime(data.dueAt)}</Strong>, and
        this lead is still new. Answer it, then change its status so the team knows.
      </Paragraph>
      <OwnerLead lead={data} />
      {url ? <Button href={url}>{`Open ${oneLine(data.reference)}`}</Button> : null}
    </StaffEmail>
  );
}

export function replyAlert(data: ReplyAlertData, ctx: EmailContext): RenderedEmail {
  const subject = `Reply due soon: ${oneLine(data.reference)} (${leadFormNames[data.form].staff})`;
  return renderEmail(subject, <ReplyAlert data={data} ctx={ctx} subject={subject} />);
}
