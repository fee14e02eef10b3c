/**
 * The reminder of a proposal the client has not answered, two days before it lapses
 * (~/lib/leads/proposal-reminders.server.ts), in their language: the price, the event's date, the last day it can be
 * accepted, and the same signed link as the proposal's e-mail.
 */
import type { Lang } from "~/lib/lang";
import { dollarsOf } from "~/lib/leads/booking-decision";
import { dayText, proposalWords, reachText } from "~/lib/leads/proposal-words";
import { Button, Details, Paragraph, type RenderedEmail, renderEmail } from "../components.server";
import { ClientEmail, type EmailContext } from "../frame.server";
import { oneLine } from "../text.server";

export interface ProposalReminderData {
  reference: string;
  language: Lang;
  /** YYYY-MM-DD, the event's date as requested. */
  eventDate: string;
  priceCents: number;
  /** YYYY-MM-DD, the last day the link works (Los Angeles). */
  validUntil: string;
  /** Absolute, signed link to the proposal's page. */
  url: string;
}

/** What the reminder says, in each language of the forms. */
export const proposalReminderWords = (): Record<
  Lang,
  {
    subject: (reference: string, until: string) => string;
    heading: string;
    lead: (date: string, until: string) => string;
    button: string;
    after: string;
    why: [string, string];
  }
> => ({
  en: {
    subject: (reference, until) => `Your valet parking proposal ${reference} is valid until ${until}`,
    heading: "Your proposal is still open",
    lead: (date, until) =>
      `A reminder of our proposal for your event on ${date}: it can be accepted online until the end of ${until} (Los Angeles time).`,
    button: "See and accept the proposal",
    after:
      "If your plans have changed, or something in it does not suit you, ask us on the same page: we are glad to adjust it. This is the only reminder we send.",
    why: ["You received this reminder about the request you sent on ", "."],
  },
  es: {
    subject: (reference, until) => `Su propuesta de valet parking ${reference} es válida hasta el ${until}`,
    heading: "Su propuesta sigue disponible",
    lead: (date, until) =>
      `Le recordamos nuestra propuesta para su evento del ${date}: puede aceptarla en línea hasta el final del ${until} (hora de Los Ángeles).`,
    button: "Ver y aceptar la propuesta",
    after:
      "Si sus planes han cambiado o algo de la propuesta no le conviene, escríbanos en la misma página: con gusto la ajustamos. Este es el único recordatorio que le enviamos.",
    why: ["Recibió este recordatorio sobre la solicitud que envió en ", "."],
  },
});

function ProposalReminder({ data, ctx, subject }: { data: ProposalReminderData; ctx: EmailContext; subject: string }) {
  const lang = data.language;
  const words = proposalReminderWords()[lang];
  const rows = proposalWords(ctx.content)[lang].rows;
  const reference = oneLine(data.reference);
  const date = dayText(data.eventDate, lang);
  const until = dayText(data.validUntil, lang);
  return (
    <ClientEmail
      ctx={ctx}
      subject={subject}
      lang={lang}
      preheader={words.lead(date, until)}
      why={words.why}
      heading={words.heading}
    >
      <Paragraph>{words.lead(date, until)}</Paragraph>
      <Details
        rows={[
          { label: rows.reference, value: reference },
          { label: rows.date, value: date },
          { label: rows.price, value: dollarsOf(data.priceCents) },
          { label: rows.validUntil, value: until },
        ]}
      />
      <Button href={data.url}>{words.button}</Button>
      <Paragraph>{words.after}</Paragraph>
      <Paragraph small>{reachText(ctx.content, lang, reference)}</Paragraph>
    </ClientEmail>
  );
}

export function proposalReminderEmail(data: ProposalReminderData, ctx: EmailContext): RenderedEmail {
  const subject = proposalReminderWords()[data.language].subject(
    oneLine(data.reference),
    dayText(data.validUntil, data.language),
  );
  return renderEmail(subject, <ProposalReminder data={data} ctx={ctx} subject={subject} />);
}
