/**
 * The proposal to the client (~/lib/leads/proposal.server.ts), in their language, with the signed link to its page.
 * Its page's words are shared with it (~/lib/leads/proposal-words.ts); staff-typed text is shown as text (React
 * escapes it), line breaks kept.
 */
import type { Lang } from "~/lib/lang";
import { clockText, dollarsOf } from "~/lib/leads/booking-decision";
import type { ProposalTerms } from "~/lib/leads/proposal";
import { dayText, proposalWords, reachText } from "~/lib/leads/proposal-words";
import {
  Button,
  Details,
  MultiLine,
  Paragraph,
  type RenderedEmail,
  renderEmail,
  Subheading,
} from "../components.server";
import { ClientEmail, coordinatorOf, type EmailContext, endText, StaffNote, TypedPhone } from "../frame.server";
import { multiLine, oneLine, truncate } from "../text.server";

export interface ProposalEmailData extends ProposalTerms {
  reference: string;
  language: Lang;
  /** Absolute, signed link to the proposal's page. */
  url: string;
}

/** What the e-mail says around the page's words, in each language of the forms. */
export const proposalEmailWords = (): Record<
  Lang,
  {
    subject: (reference: string) => string;
    preheader: (price: string, date: string) => string;
    button: string;
    validity: (date: string) => string;
    why: [string, string];
  }
> => ({
  en: {
    subject: (reference) => `Your valet parking proposal ${reference}`,
    preheader: (price, date) => `${price} for your event on ${date}: see it and accept it online.`,
    button: "See and accept the proposal",
    validity: (date) =>
      `The link works until the end of ${date} (Los Angeles time). On the same page you can ask us a question.`,
    why: ["You received this e-mail about the request you sent on ", "."],
  },
  es: {
    subject: (reference) => `Su propuesta de valet parking ${reference}`,
    preheader: (price, date) => `${price} para su evento del ${date}: véala y acéptela en línea.`,
    button: "Ver y aceptar la propuesta",
    validity: (date) =>
      `El enlace es válido hasta el final del ${date} (hora de Los Ángeles). En la misma página puede hacernos una pregunta.`,
    why: ["Recibió este correo sobre la solicitud que envió en ", "."],
  },
});

function ProposalMessage({ data, ctx, subject }: { data: ProposalEmailData; ctx: EmailContext; subject: string }) {
  const lang = data.language;
  const words = proposalWords(ctx.content)[lang];
  const mail = proposalEmailWords()[lang];
  const reference = oneLine(data.reference);
  const date = dayText(data.eventDate, lang);
  const price = dollarsOf(data.priceCents);
  const coordinator = coordinatorOf(data);
  return (
    <ClientEmail
      ctx={ctx}
      subject={subject}
      lang={lang}
      preheader={mail.preheader(price, date)}
      why={mail.why}
      heading={words.title}
    >
      <Paragraph>{words.lead(date)}</Paragraph>
      <Details
        rows={[
          { label: words.rows.reference, value: reference },
          { label: words.rows.date, value: date },
          { label: words.rows.price, value: price },
          { label: words.rows.attendants, value: String(data.attendants) },
          { label: words.rows.arrival, value: clockText(data.arrival, lang) },
          { label: words.rows.end, value: endText(data.arrival, data.endTime, lang, words.rows.nextDay) },
          { label: words.rows.validUntil, value: dayText(data.validUntil, lang) },
          { label: words.rows.coordinator, value: coordinator.name },
          { label: words.rows.coordinatorPhone, value: <TypedPhone phone={coordinator.phone} tel={coordinator.tel} /> },
        ]}
      />
      <Subheading>{words.rows.included}</Subheading>
      <Paragraph>
        <MultiLine value={truncate(multiLine(data.included).trim(), 2000)} />
      </Paragraph>
      <StaffNote heading={words.note} note={data.note} />
      <Button href={data.url}>{mail.button}</Button>
      <Paragraph>{mail.validity(dayText(data.validUntil, lang))}</Paragraph>
      <Paragraph small>{reachText(ctx.content, lang, reference)}</Paragraph>
    </ClientEmail>
  );
}

export function proposalEmail(data: ProposalEmailData, ctx: EmailContext): RenderedEmail {
  const subject = proposalEmailWords()[data.language].subject(oneLine(data.reference));
  return renderEmail(subject, <ProposalMessage data={data} ctx={ctx} subject={subject} />);
}
