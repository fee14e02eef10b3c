/**
 * The client's e-mail when staff confirm, decline or cancel their booking from the lead's staff page
 * (~/lib/leads/booking-decision.server.ts), in the lead's language. The note staff typed is shown as text, its line
 * breaks kept.
 */
import type { Lang } from "~/lib/lang";
import { clockText, type DecisionTeam, dollarsOf } from "~/lib/leads/booking-decision";
import type { BookingDecisionKind } from "~/lib/storage/schema";
import { Details, Paragraph, type RenderedEmail, renderEmail, Strong } from "../components.server";
import {
  ClientEmail,
  type CoordinatorWords,
  coordinatorOf,
  type EmailContext,
  endText,
  OfficeEmail,
  ReachCoordinator,
  SignOff,
  StaffNote,
  TypedPhone,
} from "../frame.server";
import { eventDateText, oneLine } from "../text.server";

export interface BookingDecisionEmailData extends DecisionTeam {
  reference: string;
  /** The lead's language: the client's e-mail is in it. */
  language: Lang;
  decision: BookingDecisionKind;
  /** YYYY-MM-DD, the event's date as requested. */
  eventDate: string;
  /** The note to the client, typed by staff: shown as text, line breaks kept. */
  note: string;
  /** The updated calendar file is attached. */
  calendarAttached: boolean;
}

/** What the decision e-mail says, in each language of the forms. */
export const decisionWords = (): Record<
  Lang,
  CoordinatorWords & {
    subject: Record<BookingDecisionKind, (reference: string) => string>;
    heading: Record<BookingDecisionKind, string>;
    lead: Record<BookingDecisionKind, (date: string) => string>;
    preheader: Record<BookingDecisionKind, (date: string) => string>;
    rows: {
      reference: string;
      date: string;
      attendants: string;
      arrival: string;
      end: string;
      nextDay: string;
      price: string;
      coordinator: string;
      coordinatorPhone: string;
    };
    priceNote: string;
    note: string;
    calendar: Record<BookingDecisionKind, string>;
    orEmail: string;
    mention: string;
    why: [string, string];
  }
> => ({
  en: {
    subject: {
      confirmed: (reference) => `Your booking ${reference} is confirmed`,
      declined: (reference) => `Your booking request ${reference}: we cannot take it`,
      cancelled: (reference) => `Your booking ${reference} is cancelled`,
    },
    heading: {
      confirmed: "Your booking is confirmed",
      declined: "We cannot take your booking",
      cancelled: "Your booking is cancelled",
    },
    lead: {
      confirmed: (date) => `We confirmed valet parking for your event on ${date}. Here are the details.`,
      declined: (date) => `We are sorry: we cannot provide valet parking for your event on ${date}.`,
      cancelled: (date) => `Your valet parking booking for ${date} is cancelled.`,
    },
    preheader: {
      confirmed: (date) => `Confirmed for ${date}: your team, hours and coordinator.`,
      declined: (date) => `We cannot provide valet parking on ${date}.`,
      cancelled: (date) => `Your booking for ${date} is cancelled.`,
    },
    rows: {
      reference: "Reference",
      date: "Event date",
      attendants: "Valet attendants",
      arrival: "Team arrives",
      end: "Service ends",
      nextDay: "(the next day)",
      price: "Price",
      coordinator: "Your coordinator",
      coordinatorPhone: "Coordinator's phone",
    },
    priceNote: "The price is for the service described here; tell your coordinator if anything changes.",
    note: "A note from our team",
    calendar: {
      confirmed:
        "The attached calendar file updates the event already in your calendar: it now shows it as confirmed, with these hours.",
      declined: "The attached calendar file removes the event from your calendar.",
      cancelled: "The attached calendar file removes the event from your calendar.",
    },
    reach: "How to reach us",
    callCoordinator: (name) => `Call your coordinator, ${name}, at`,
    orOffice: "or the office at",
    orEmail: "or write to",
    mention: ", mentioning the reference",
    why: ["You received this e-mail about the booking you requested on ", "."],
  },
  es: {
    subject: {
      confirmed: (reference) => `Su reservación ${reference} está confirmada`,
      declined: (reference) => `Su solicitud de reservación ${reference}: no podemos atenderla`,
      cancelled: (reference) => `Su reservación ${reference} está cancelada`,
    },
    heading: {
      confirmed: "Su reservación está confirmada",
      declined: "No podemos atender su reservación",
      cancelled: "Su reservación está cancelada",
    },
    lead: {
      confirmed: (date) =>
        `Confirmamos el servicio de valet parking para su evento del ${date}. Estos son los detalles.`,
      declined: (date) => `Lo sentimos: no podemos ofrecer el servicio de valet parking para su evento del ${date}.`,
      cancelled: (date) => `Su reservación de valet parking del ${date} está cancelada.`,
    },
    preheader: {
      confirmed: (date) => `Confirmada para el ${date}: su equipo, horario y coordinador.`,
      declined: (date) => `No podemos ofrecer el servicio el ${date}.`,
      cancelled: (date) => `Su reservación del ${date} está cancelada.`,
    },
    rows: {
      reference: "Referencia",
      date: "Fecha del evento",
      attendants: "Valets",
      arrival: "Llegada del equipo",
      end: "Fin del servicio",
      nextDay: "(al día siguiente)",
      price: "Precio",
      coordinator: "Coordinación del evento",
      coordinatorPhone: "Teléfono de contacto",
    },
    priceNote: "El precio corresponde al servicio descrito aquí; si algo cambia, avísenos.",
    note: "Una nota de nuestro equipo",
    calendar: {
      confirmed:
        "El archivo de calendario adjunto actualiza el evento que ya está en su calendario: ahora aparece confirmado, con este horario.",
      declined: "El archivo de calendario adjunto quita el evento de su calendario.",
      cancelled: "El archivo de calendario adjunto quita el evento de su calendario.",
    },
    reach: "Cómo comunicarse con nosotros",
    callCoordinator: (name) => `Llame a ${name}, quien coordina su evento, al`,
    orOffice: "o a la oficina al",
    orEmail: "o escriba a",
    mention: ", e indique la referencia",
    why: ["Recibió este correo sobre la reservación que solicitó en ", "."],
  },
});

function BookingDecisionMessage({
  data,
  ctx,
  subject,
}: {
  data: BookingDecisionEmailData;
  ctx: EmailContext;
  subject: string;
}) {
  const lang = data.language;
  const words = decisionWords()[lang];
  const reference = oneLine(data.reference);
  const date = eventDateText(data.eventDate, lang);
  const coordinator = coordinatorOf(data);
  const confirmed = data.decision === "confirmed";
  const rows = [
    { label: words.rows.reference, value: reference },
    { label: words.rows.date, value: date },
    ...(confirmed && data.attendants ? [{ label: words.rows.attendants, value: String(data.attendants) }] : []),
    ...(confirmed && data.arrival ? [{ label: words.rows.arrival, value: clockText(data.arrival, lang) }] : []),
    ...(confirmed && data.endTime
      ? [{ label: words.rows.end, value: endText(data.arrival, data.endTime, lang, words.rows.nextDay) }]
      : []),
    ...(confirmed && data.priceCents ? [{ label: words.rows.price, value: dollarsOf(data.priceCents) }] : []),
    { label: words.rows.coordinator, value: coordinator.name || "—" },
    {
      label: words.rows.coordinatorPhone,
      value: <TypedPhone phone={coordinator.phone} tel={coordinator.tel} empty="—" />,
    },
  ];
  return (
    <ClientEmail
      ctx={ctx}
      subject={subject}
      lang={lang}
      preheader={words.preheader[data.decision](date)}
      why={words.why}
      heading={words.heading[data.decision]}
    >
      <Paragraph>{words.lead[data.decision](date)}</Paragraph>
      <Details rows={rows} />
      {confirmed && data.priceCents ? <Paragraph small>{words.priceNote}</Paragraph> : null}
      <StaffNote heading={words.note} note={data.note} />
      {data.calendarAttached ? <Paragraph>{words.calendar[data.decision]}</Paragraph> : null}
      <ReachCoordinator content={ctx.content} words={words} coordinator={coordinator}>
        {" "}
        {words.orEmail} <OfficeEmail content={ctx.content} />
        {words.mention} <Strong>{reference}</Strong>.
      </ReachCoordinator>
      <SignOff content={ctx.content} lang={lang} />
    </ClientEmail>
  );
}

export function bookingDecisionEmail(data: BookingDecisionEmailData, ctx: EmailContext): RenderedEmail {
  const subject = decisionWords()[data.language].subject[data.decision](oneLine(data.reference));
  return renderEmail(subject, <BookingDecisionMessage data={data} ctx={ctx} subject={subject} />);
}
