import type { ContentSnapshot } from "~/content/live";
import type { Lang } from "~/lib/lang";
import { clockText } from "~/lib/leads/booking-decision";
import { atTime } from "~/lib/spanish";

/*
 * What the client reads about a proposal, on its page and in its e-mail, in each language of the site. The page
 * and the e-mail share the names of the details, so the client finds in one what they read in the other.
 */

export interface ProposalWords {
  title: string;
  eyebrow: (reference: string) => string;
  lead: (date: string) => string;
  rows: {
    reference: string;
    date: string;
    price: string;
    attendants: string;
    arrival: string;
    end: string;
    nextDay: string;
    included: string;
    validUntil: string;
    coordinator: string;
    coordinatorPhone: string;
  };
  note: string;
  accept: { heading: string; text: string; button: string };
  question: {
    heading: string;
    label: string;
    hint: string;
    button: string;
    sent: string;
    tooMany: string;
  };
  accepted: { heading: string; text: (when: string) => string; again: (when: string) => string };
  expired: { heading: string; text: (date: string) => string };
  superseded: { heading: string; text: string };
  notConfirmed: string;
  details: string;
  /** "Call <phone> or write to <e-mail>, mentioning the reference <reference>.", in parts around the links. */
  reach: { call: string; write: string; mention: string };
  dateFormat: Intl.DateTimeFormat;
}

/** "Saturday, June 19, 2027" and "sábado, 19 de junio de 2027". */
const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
  es: new Intl.DateTimeFormat("es-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
};

/** The proposal page's title, which names nothing of the company (the page's meta has no snapshot to read). */
export const proposalTitles: Record<Lang, string> = { en: "Your proposal", es: "Su propuesta" };

/** The words of a proposal, naming the company and its phone and e-mail as `content` states them. */
export const proposalWords = ({ site }: ContentSnapshot): Record<Lang, ProposalWords> => ({
  en: {
    title: proposalTitles.en,
    eyebrow: (reference) => `Proposal · ${reference}`,
    lead: (date) => `Valet parking for your event on ${date}, from ${site.name}.`,
    rows: {
      reference: "Reference",
      date: "Event date",
      price: "Price",
      attendants: "Valet attendants",
      arrival: "Team arrives",
      end: "Service ends",
      nextDay: "(the next day)",
      included: "What the price includes",
      validUntil: "Valid until",
      coordinator: "Your coordinator",
      coordinatorPhone: "Coordinator's phone",
    },
    note: "A note from our team",
    accept: {
      heading: "Accept the proposal",
      text: "Accepting confirms your booking with these details. We e-mail you the confirmation with a calendar file. No payment is taken here.",
      button: "Accept and confirm the booking",
    },
    question: {
      heading: "Ask a question",
      label: "Your question",
      hint: "Up to 1,000 characters. We answer by e-mail or phone.",
      button: "Send the question",
      sent: "Thank you: we received your question and will answer soon.",
      tooMany: `You have sent several questions in a short time. Please call us at ${site.phone.display} or write to ${site.email}.`,
    },
    accepted: {
      heading: "You accepted this proposal",
      text: (when) => `You accepted it on ${when}. Your booking is confirmed: the confirmation is in your e-mail.`,
      again: (when) => `This proposal was already accepted on ${when}. Nothing else is needed.`,
    },
    expired: {
      heading: "This proposal has expired",
      text: (date) => `It was valid until ${date}. For a new proposal, call us or write to us.`,
    },
    superseded: {
      heading: "This proposal is no longer open",
      text: "We have sent you a newer answer about the same event: please see our latest e-mail, or call us.",
    },
    notConfirmed: "We could not confirm the booking online. Please call us and we will confirm it with you.",
    details: "The details",
    reach: { call: "Call", write: "or write to", mention: ", mentioning the reference" },
    dateFormat: dateFormats.en,
  },
  es: {
    title: proposalTitles.es,
    eyebrow: (reference) => `Propuesta · ${reference}`,
    lead: (date) => `Propuesta de valet parking de ${site.name} para su evento del ${date}.`,
    rows: {
      reference: "Referencia",
      date: "Fecha del evento",
      price: "Precio",
      attendants: "Valets",
      arrival: "Llegada del equipo",
      end: "Fin del servicio",
      nextDay: "(al día siguiente)",
      included: "Qué incluye el precio",
      validUntil: "Válida hasta",
      coordinator: "Coordinación del evento",
      coordinatorPhone: "Teléfono de contacto",
    },
    note: "Una nota de nuestro equipo",
    accept: {
      heading: "Aceptar la propuesta",
      text: "Al aceptarla, su reservación queda confirmada con estos detalles. Le enviamos la confirmación por correo con un archivo de calendario. Aceptar no genera ningún cobro.",
      button: "Aceptar y confirmar la reservación",
    },
    question: {
      heading: "Hacer una pregunta",
      label: "Su pregunta",
      hint: "Hasta 1,000 caracteres. Le respondemos por correo o por teléfono.",
      button: "Enviar la pregunta",
      sent: "Gracias: recibimos su pregunta y le responderemos pronto.",
      tooMany: `Envió varias preguntas en poco tiempo. Llámenos al ${site.phone.display} o escriba a ${site.email}.`,
    },
    accepted: {
      heading: "Usted aceptó esta propuesta",
      // The time ends in "p. m.": mid-sentence, so no full stop follows it.
      text: (when) =>
        `Usted aceptó esta propuesta el ${when}, y su reservación quedó confirmada. Le enviamos la confirmación por correo electrónico.`,
      again: (when) => `Esta propuesta ya se aceptó el ${when}, así que no necesita hacer nada más.`,
    },
    expired: {
      heading: "Esta propuesta venció",
      text: (date) => `Era válida hasta el ${date}. Para recibir una nueva, llámenos o escríbanos.`,
    },
    superseded: {
      heading: "Esta propuesta ya no está abierta",
      text: "Le enviamos una respuesta más reciente sobre este mismo evento: consulte nuestro último correo o llámenos.",
    },
    notConfirmed: "No pudimos confirmar la reservación en línea. Llámenos y la confirmaremos con usted.",
    details: "Detalles de la propuesta",
    reach: { call: "Llame al", write: "o escriba a", mention: ", e indique la referencia" },
    dateFormat: dateFormats.es,
  },
});

/** How to reach the office about a proposal, in one sentence of text. */
export const reachText = (content: ContentSnapshot, lang: Lang, reference: string) => {
  const { call, write, mention } = proposalWords(content)[lang].reach;
  return `${call} ${content.site.phone.display} ${write} ${content.site.email}${mention} ${reference}.`;
};

const instantFormats = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "America/Los_Angeles" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "America/Los_Angeles" }),
  clock: new Intl.DateTimeFormat("en-US", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "America/Los_Angeles",
  }),
};

/**
 * An instant on the Los Angeles clock, as a sentence says it: "May 20, 2027 at 1:05 PM"; in Spanish "20 de mayo de
 * 2027 a la 1:05 p. m.", the site's time (never Intl's "1:05 p.m.") with its article.
 */
export function instantText(iso: string, lang: Lang): string {
  const at = new Date(iso);
  if (lang === "en") return instantFormats.en.format(at);
  return `${instantFormats.es.format(at)} ${atTime(clockText(instantFormats.clock.format(at), "es"))}`;
}

/** "Saturday, June 19, 2027" (or "sábado, 19 de junio de 2027") for YYYY-MM-DD. */
export const dayText = (day: string, lang: Lang) => dateFormats[lang].format(new Date(`${day}T00:00:00Z`));
