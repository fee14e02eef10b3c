/**
 * A client's question about their proposal, to the office (~/lib/leads/proposal.server.ts), in English as the staff
 * area is, with reply-to the client (the outbox sets it). The question is shown as text, line breaks kept.
 */
import type { Lang } from "~/lib/lang";
import { Break, MultiLine, Paragraph, type RenderedEmail, renderEmail, Strong } from "../components.server";
import { type EmailContext, FramedEmail, SafeLink } from "../frame.server";
import { multiLine, oneLine, truncate } from "../text.server";

export interface ProposalQuestionEmailData {
  reference: string;
  /** The client's name, as they typed it in their request. */
  name: string;
  /** The proposal's number on its lead. */
  sequence: number;
  /** The language the client asked in. */
  language: Lang;
  question: string;
  /** Absolute link to the lead's staff page. */
  leadUrl: string;
}

function QuestionMessage({
  data,
  ctx,
  subject,
}: {
  data: ProposalQuestionEmailData;
  ctx: EmailContext;
  subject: string;
}) {
  const reference = oneLine(data.reference);
  return (
    <FramedEmail
      ctx={ctx}
      subject={subject}
      preheader={truncate(oneLine(data.question), 120)}
      footer={
        <Paragraph small>Sent by the website of {ctx.content.site.name} when a client asks about a proposal.</Paragraph>
      }
      heading="A question about a proposal"
    >
      <Paragraph>
        {truncate(oneLine(data.name), 120)} asked about proposal {data.sequence} of <Strong>{reference}</Strong>
        {data.language === "es" ? ", in Spanish" : ""}. Reply to this e-mail to answer them.
      </Paragraph>
      <Paragraph>
        <MultiLine value={truncate(multiLine(data.question).trim(), 1000)} />
      </Paragraph>
      <Paragraph>
        The question is on the lead's page:
        <Break />
        <SafeLink url={data.leadUrl} />
      </Paragraph>
    </FramedEmail>
  );
}

export function proposalQuestionEmail(data: ProposalQuestionEmailData, ctx: EmailContext): RenderedEmail {
  const subject = `Question about proposal ${data.sequence} for ${oneLine(data.reference)}`;
  return renderEmail(subject, <QuestionMessage data={data} ctx={ctx} subject={subject} />);
}
