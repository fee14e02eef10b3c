/**
 * The e-mails of a proposal (proposal.server.ts): the proposal to the client, in their language, with the signed
 * link to its page; and a client's question about it, to the office (in English, as the staff area is), with
 * reply-to the client. Staff-typed and client-typed text is shown as text (React escapes it), line breaks kept.
 */
import { site } from "~/config/site";
import { type Lang, langTags } from "~/lib/lang";
import { clockText, dollarsOf, endsNextDay } from "~/lib/leads/booking-decision";
import { dayText, proposalWords, reachText } from "~/lib/leads/proposal-words";
import {
  Break,
  Button,
  Details,
  EmailLayout,
  Heading,
  Link,
  MultiLine,
  Paragraph,
  type RenderedEmail,
  renderEmail,
  Strong,
  Subheading,
} from "./components.server";
import { ClientFooter, type EmailContext, multiLine, oneLine, SafeLink, telUri, truncate } from "./templates.server";

export interface ProposalEmailData {
  reference: string;
  language: Lang;
  /** YYYY-MM-DD, the event's date as requested. */
  eventDate: string;
  priceCents: number;
  attendants: number;
  /** HH:MM, Los Angeles time. */
  arrival: string;
  endTime: string;
  included: string;
  /** YYYY-MM-DD, the last day the link works (Los Angeles). */
  validUntil: string;
  coordinatorName: string;
  coordinatorPhone: string;
  note: string;
  /** Absolute, signed link to the proposal's page. */
  url: string;
}

const emailWords: Record<
  Lang,
  {
    subject: (reference: string) => string;
    preheader: (price: string, date: string) => string;
    button: string;
    validity: (date: string) => string;
    why: [string, string];
  }
> = {
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
};

function ProposalMessage({ data, ctx, subject }: { data: ProposalEmailData; ctx: EmailContext; subject: string }) {
  const lang = data.language;
  const words = proposalWords()[lang];
  const mail = emailWords[lang];
  const reference = oneLine(data.reference);
  const date = dayText(data.eventDate, lang);
  const price = dollarsOf(data.priceCents);
  const name = truncate(oneLine(data.coordinatorName), 80);
  const phone = truncate(oneLine(data.coordinatorPhone), 30);
  const tel = telUri(data.coordinatorPhone);
  const note = multiLine(data.note).trim();
  const nextDay = endsNextDay(data.arrival, data.endTime) ? ` ${words.rows.nextDay}` : "";
  return (
    <EmailLayout
      title={subject}
      lang={langTags[lang]}
      preheader={mail.preheader(price, date)}
      footer={<ClientFooter why={mail.why} siteUrl={ctx.siteUrl} />}
    >
      <Heading>{words.title}</Heading>
      <Paragraph>{words.lead(date)}</Paragraph>
      <Details
        rows={[
          { label: words.rows.reference, value: reference },
          { label: words.rows.date, value: date },
          { label: words.rows.price, value: price },
          { label: words.rows.attendants, value: String(data.attendants) },
          { label: words.rows.arrival, value: clockText(data.arrival, lang) },
          { label: words.rows.end, value: `${clockText(data.endTime, lang)}${nextDay}` },
          { label: words.rows.validUntil, value: dayText(data.validUntil, lang) },
          { label: words.rows.coordinator, value: name },
          { label: words.rows.coordinatorPhone, value: tel ? <Link href={tel}>{phone}</Link> : phone },
        ]}
      />
      <Subheading>{words.rows.included}</Subheading>
      <Paragraph>
        <MultiLine value={truncate(multiLine(data.included).trim(), 2000)} />
      </Paragraph>
      {note ? (
        <>
          <Subheading>{words.note}</Subheading>
          <Paragraph>
            <MultiLine value={truncate(note, 2000)} />
          </Paragraph>
        </>
      ) : null}
      <Button href={data.url}>{mail.button}</Button>
      <Paragraph>{mail.validity(dayText(data.validUntil, lang))}</Paragraph>
      <Paragraph small>{reachText(lang, reference)}</Paragraph>
    </EmailLayout>
  );
}

export function proposalEmail(data: ProposalEmailData, ctx: EmailContext): RenderedEmail {
  const subject = emailWords[data.language].subject(oneLine(data.reference));
  return renderEmail(subject, <ProposalMessage data={data} ctx={ctx} subject={subject} />);
}

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

function QuestionMessage({ data, subject }: { data: ProposalQuestionEmailData; subject: string }) {
  const reference = oneLine(data.reference);
  return (
    <EmailLayout
      title={subject}
      preheader={truncate(oneLine(data.question), 120)}
      footer={<Paragraph small>Sent by the website of {site.name} when a client asks about a proposal.</Paragraph>}
    >
      <Heading>A question about a proposal</Heading>
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
    </EmailLayout>
  );
}

export function proposalQuestionEmail(data: ProposalQuestionEmailData): RenderedEmail {
  const subject = `Question about proposal ${data.sequence} for ${oneLine(data.reference)}`;
  return renderEmail(subject, <QuestionMessage data={data} subject={subject} />);
}
