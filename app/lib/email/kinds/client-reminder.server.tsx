/**
 * The client's reminder two days before a confirmed event (~/lib/leads/reminders.server.ts), in the lead's
 * language: when the team arrives, where, what to expect on the day and how to reach the coordinator.
 *
 * Unlike the request's confirmation, it repeats the venue the client typed: it goes only to a booking staff have
 * read and confirmed, and the address is what the client needs on the day. It is shown as text, never as a link.
 */
import type { Lang } from "~/lib/lang";
import { clockText } from "~/lib/leads/booking-decision";
import { atTime } from "~/lib/spanish";
import { Details, Paragraph, type RenderedEmail, renderEmail, Strong, Subheading } from "../components.server";
import {
  ClientEmail,
  type CoordinatorWords,
  coordinatorOf,
  type EmailContext,
  endText,
  ReachCoordinator,
  SignOff,
} from "../frame.server";
import { eventDateText, oneLine, truncate } from "../text.server";

export interface ClientReminderData {
  reference: string;
  language: Lang;
  /** YYYY-MM-DD, Los Angeles. */
  eventDate: string;
  /** HH:MM, Los Angeles: the confirmed arrival (or the requested time when none was confirmed). */
  arrival: string;
  endTime: string | null;
  attendants: number | null;
  /** As the client typed them in the booking request. */
  venueName: string;
  venueAddress: string;
  /** Typed by staff with the confirmation. */
  coordinatorName: string;
  coordinatorPhone: string;
}

/** What the reminder says, in each language of the forms. */
export const reminderWords = (): Record<
  Lang,
  CoordinatorWords & {
    subject: (date: string, reference: string) => string;
    heading: string;
    lead: (date: string) => string;
    rows: {
      reference: string;
      date: string;
      arrival: string;
      end: string;
      nextDay: string;
      attendants: string;
      venue: string;
    };
    expect: string;
    expectations: (arrival: string) => string[];
    mention: string;
    why: [string, string];
  }
> => ({
  en: {
    subject: (date, reference) => `Reminder: valet parking on ${date} (${reference})`,
    heading: "Your event is coming up",
    lead: (date) => `A reminder of your valet parking on ${date}. Here is what to expect.`,
    rows: {
      reference: "Reference",
      date: "Event date",
      arrival: "Team arrives",
      end: "Service ends",
      nextDay: "(the next day)",
      attendants: "Valet attendants",
      venue: "Venue",
    },
    expect: "What to expect",
    expectations: (arrival) => [
      `Our attendants arrive at ${arrival}, before your first guests, and set up at the entrance.`,
      "Each car gets a ticket; guests hand it back when they leave to get their car.",
      "Keys are kept secure with our team for the whole event.",
    ],
    reach: "On the day",
    callCoordinator: (name) => `Your coordinator, ${name}, is your contact: call`,
    orOffice: "or the office at",
    mention: "and mention the reference",
    why: ["You received this reminder about the booking you made on ", "."],
  },
  es: {
    subject: (date, reference) => `Recordatorio: valet parking el ${date} (${reference})`,
    heading: "Su evento se acerca",
    lead: (date) => `Le recordamos su servicio de valet parking del ${date}. Esto es lo que puede esperar.`,
    rows: {
      reference: "Referencia",
      date: "Fecha del evento",
      arrival: "Llegada del equipo",
      end: "Fin del servicio",
      nextDay: "(al día siguiente)",
      attendants: "Valets",
      venue: "Lugar",
    },
    expect: "Qué esperar",
    expectations: (arrival) => [
      `Nuestros valets llegan ${atTime(arrival)}, antes que sus primeros invitados, y se instalan en la entrada.`,
      "Cada auto recibe un boleto; al irse, el invitado lo entrega para recibir su auto.",
      "Las llaves quedan guardadas y vigiladas por nuestro equipo durante todo el evento.",
    ],
    reach: "El día del evento",
    callCoordinator: (name) => `${name} coordina su evento y es su contacto: llame al`,
    orOffice: "o a la oficina al",
    mention: "e indique la referencia",
    why: ["Recibió este recordatorio sobre la reservación que hizo en ", "."],
  },
});

function ClientReminder({ data, ctx, subject }: { data: ClientReminderData; ctx: EmailContext; subject: string }) {
  const lang = data.language;
  const words = reminderWords()[lang];
  const reference = oneLine(data.reference);
  const date = eventDateText(data.eventDate, lang);
  const arrival = clockText(data.arrival, lang);
  const coordinator = coordinatorOf(data);
  const venue = [data.venueName, data.venueAddress]
    .map((part) => truncate(oneLine(part), 200))
    .filter(Boolean)
    .join(", ");
  const rows = [
    { label: words.rows.reference, value: reference },
    { label: words.rows.date, value: date },
    { label: words.rows.arrival, value: arrival },
    ...(data.endTime
      ? [{ label: words.rows.end, value: endText(data.arrival, data.endTime, lang, words.rows.nextDay) }]
      : []),
    ...(data.attendants ? [{ label: words.rows.attendants, value: String(data.attendants) }] : []),
    { label: words.rows.venue, value: venue || "—" },
  ];
  return (
    <ClientEmail
      ctx={ctx}
      subject={subject}
      lang={lang}
      preheader={words.lead(date)}
      why={words.why}
      heading={words.heading}
    >
      <Paragraph>{words.lead(date)}</Paragraph>
      <Details rows={rows} />
      <Subheading>{words.expect}</Subheading>
      {words.expectations(arrival).map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <ReachCoordinator content={ctx.content} words={words} coordinator={coordinator}>
        , {words.mention} <Strong>{reference}</Strong>.
      </ReachCoordinator>
      <SignOff content={ctx.content} lang={lang} />
    </ClientEmail>
  );
}

export function clientReminderEmail(data: ClientReminderData, ctx: EmailContext): RenderedEmail {
  const lang = data.language;
  const subject = reminderWords()[lang].subject(eventDateText(data.eventDate, lang), oneLine(data.reference));
  return renderEmail(subject, <ClientReminder data={data} ctx={ctx} subject={subject} />);
}
