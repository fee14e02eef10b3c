import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { serviceTypeLabelsEs, serviceTypes } from "~/forms/booking";
import { isLang, type Lang } from "~/lib/lang";
import { clockText, endsNextDay } from "~/lib/leads/booking-decision";
import { fullStop, withArticle } from "~/lib/spanish";
import type { BookingDecisionKind, Database } from "~/lib/storage/schema";

/*
 * The booking's calendar file (RFC 5545), attached to the visitor's confirmation and offered on the thank-you
 * page (ADR 026). Written here rather than with a library: one event in one time zone is some sixty lines, and the
 * unit tests parse the result with ical.js.
 *
 * The file is built only from the stored lead (its reference, the time it was received and its fields), so the
 * attachment and every later download are the same bytes, and a calendar that imports both sees one event.
 *
 * It goes to whatever address was typed, so it says nothing the visitor typed: only what they picked (the date,
 * the time, the kind of event from the form's list, the number of guests) and fixed words. The venue is "the venue
 * in your booking request": a name or address field could carry a link or a phone number for a stranger to read
 * in a message from the company.
 *
 * When staff confirm, decline or cancel the booking (booking-decision.server.ts), the same writer makes the file
 * sent with that decision: the request's UID, SEQUENCE the decision's number (the request's file has none: 0), and
 * STATUS:CONFIRMED with the confirmed hours or STATUS:CANCELLED with METHOD:CANCEL, so the client's calendar updates
 * the entry it has instead of adding another. It also names the coordinator, whom staff typed, never the visitor.
 *
 * The company's details are the content snapshot's the file is written with: an action's request's, the outbox's
 * newest.
 */

/** What the calendar file says of a booking. */
export interface BookingEvent {
  reference: string;
  /** ISO instant the lead was received: the file's DTSTAMP, so every copy of it is the same. */
  receivedAt: string;
  /** YYYY-MM-DD and HH:MM (or HH:MM:SS), Los Angeles time, as the visitor picked them. */
  eventDate: string;
  eventTime: string;
  /** One of the booking form's service types (stored in English); anything else reads as "event". */
  serviceType: string;
  guestCount: number;
  /** The language of the page the booking came from: the file speaks it (ADR 025). */
  lang?: Lang;
}

/** What the file says, in the visitor's language. */
const calendarWords = (
  site: ContentSnapshot["site"],
): Record<
  Lang,
  {
    summary: string;
    request: (reference: string) => string;
    what: (eventType: string, guests: number) => string;
    pending: string;
    questions: (reference: string) => string;
    /** The LOCATION: the venue is the one the visitor typed, which the file never repeats. */
    venue: string;
    eventTypes: Record<(typeof serviceTypes)[number], string>;
    someEvent: string;
    /** The files sent with a decision (booking-decision.server.ts). */
    decided: Record<BookingDecisionKind, string>;
    /** The confirmed hours; without an end, from the time the visitor asked for. */
    confirmedAs: (attendants: number | null, from: string, to: string | null) => string;
    coordinator: (name: string, phone: string) => string;
    declinedAs: string;
    cancelledAs: string;
  }
> => ({
  en: {
    summary: `Valet parking by ${site.name} (pending confirmation)`,
    request: (reference) => `Your ${site.name} booking request, reference ${reference}.`,
    what: (eventType, guests) => `${eventType}, ${guests} guests, at the venue in your booking request.`,
    pending: "This is pending confirmation: a coordinator will confirm availability, staffing and hours with you.",
    questions: (reference) => `Questions or changes: ${site.phone.display} or ${site.email}, mentioning ${reference}.`,
    venue: "The venue in your booking request",
    eventTypes: Object.fromEntries(serviceTypes.map((type) => [type, type])) as Record<
      (typeof serviceTypes)[number],
      string
    >,
    someEvent: "Event",
    decided: {
      confirmed: `Valet parking by ${site.name} (confirmed)`,
      declined: `Valet parking by ${site.name} (declined)`,
      cancelled: `Valet parking by ${site.name} (cancelled)`,
    },
    confirmedAs: (attendants, from, to) =>
      `Confirmed: ${attendants ? `${attendants} valet attendant${attendants === 1 ? "" : "s"}, ` : ""}from ${from}${to ? ` to ${to}` : ""}.`,
    coordinator: (name, phone) => `Your coordinator: ${name}, ${phone}.`,
    declinedAs: "We cannot take this booking: the event is removed from your calendar.",
    cancelledAs: "This booking is cancelled: the event is removed from your calendar.",
  },
  es: {
    summary: `Valet parking de ${site.name} (pendiente de confirmación)`,
    request: (reference) => `Su solicitud de reservación con ${site.name}, referencia ${reference}.`,
    what: (eventType, guests) => `${eventType}, ${guests} invitados, en el lugar indicado en su solicitud.`,
    pending:
      "Pendiente de confirmación: nuestro equipo de coordinación confirmará con usted la disponibilidad, el personal y el horario.",
    questions: (reference) =>
      `Si tiene preguntas o cambios, llame al ${site.phone.display} o escriba a ${site.email} e indique la referencia ${reference}.`,
    venue: "El lugar indicado en su solicitud",
    eventTypes: serviceTypeLabelsEs,
    someEvent: "Evento",
    decided: {
      confirmed: `Valet parking de ${site.name} (confirmado)`,
      declined: `Valet parking de ${site.name} (no disponible)`,
      cancelled: `Valet parking de ${site.name} (cancelado)`,
    },
    confirmedAs: (attendants, from, to) =>
      fullStop(
        `Confirmado: ${attendants ? `${attendants} valet${attendants === 1 ? "" : "s"}, ` : ""}${to ? `de ${from} a ${to}` : `desde ${withArticle(from)}`}`,
      ),
    // Wording that fits whoever coordinates: "Su coordinador: Marisol Vega" read wrong.
    coordinator: (name, phone) => `Coordinación del evento: ${name}, ${phone}.`,
    declinedAs: "No podemos atender esta reservación; el evento se quitará de su calendario.",
    cancelledAs: "Esta reservación quedó cancelada; el evento se quitará de su calendario.",
  },
});

/**
 * The event's length in the calendar. The form asks only when the event starts; the spec's events run from 3 hours
 * to a full day, and 4 hours covers a typical reception or party with the arrivals and departures the valet team
 * handles. The coordinator confirms the real hours, and the visitor can move the end in their calendar.
 */
export const EVENT_HOURS = 4;

export const TZID = "America/Los_Angeles";

/**
 * Los Angeles' rules since 2007 (second Sunday of March, first Sunday of November, at 2:00), which cover every date
 * the form accepts (today to three years ahead).
 */
export const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\p{Cc}/gu, (ch) => (ch === "\n" ? ch : ""))
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, "\\n");
}

/** A character's length in UTF-8, from its code point (encoding each one made a lead's calendar file 3 ms). */
function utf8Length(ch: string) {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line so no line is longer than 75 octets (RFC 5545 3.1): continuation lines begin with a space,
 * and a multi-byte character is never cut.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    if (octets + size > 75) {
      out.push(current);
      current = ` ${ch}`;
      octets = 1 + size;
    } else {
      current += ch;
      octets += size;
    }
  }
  out.push(current);
  return out.join("\r\n");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Local wall-clock time as iCalendar's DATE-TIME form, `hours` after the given date and time. */
export function localDateTime(date: string, time: string, hours = 0): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  // UTC arithmetic on the wall-clock values: only the calendar date and hour matter, never this server's zone.
  const at = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, (hh ?? 0) + hours, mm ?? 0));
  return dateTimeOf(at);
}

/** The end of a service from `arrival` to `end` on `date`: the next day when it ends at or before it began. */
export function localEnd(date: string, arrival: string, end: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = end.split(":").map(Number);
  const nextDay = endsNextDay(arrival.slice(0, 5), end.slice(0, 5)) ? 1 : 0;
  return dateTimeOf(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + nextDay, hh ?? 0, mm ?? 0)));
}

function dateTimeOf(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`;
}

/** An ISO instant as iCalendar's UTC DATE-TIME: 20261124T230000Z. */
export const utcStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** The calendar file's name for a booking: the company's name as `content` states it, then the reference. */
export const calendarFileName = (content: ContentSnapshot, reference: string) => {
  const company = content.site.name
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${company || "booking"}-${reference}.ics`;
};

const isServiceType = (value: string): value is (typeof serviceTypes)[number] =>
  (serviceTypes as readonly string[]).includes(value);

/**
 * A decision on the booking (booking-decision.server.ts): the file sent with it replaces the request's entry in
 * the client's calendar, by the same UID and a higher SEQUENCE.
 */
export interface BookingUpdate {
  decision: BookingDecisionKind;
  /** The number of decisions so far, this one included (1, 2, …): the file's SEQUENCE. */
  sequence: number;
  /** ISO instant of the decision: the file's DTSTAMP. */
  decidedAt: string;
  attendants: number | null;
  /** HH:MM, Los Angeles time, on the event's date; without them the requested time and EVENT_HOURS stand. */
  arrival: string | null;
  endTime: string | null;
  /** Typed by staff, never by the visitor. */
  coordinator: { name: string; phone: string };
}

/** The METHOD a file carries (and its attachment's content type names): CANCEL once the booking is off. */
export const calendarMethod = (update?: Pick<BookingUpdate, "decision">) =>
  update && update.decision !== "confirmed" ? "CANCEL" : "PUBLISH";

/**
 * The booking as an iCalendar file: CRLF line ends, folded lines, one event in Los Angeles time. Without `update`,
 * the request's file (TENTATIVE, pending confirmation); with it, the file of a decision: the same UID, SEQUENCE
 * the decision's number, and CONFIRMED (the confirmed hours) or CANCELLED with METHOD:CANCEL.
 */
export function bookingCalendar(
  event: BookingEvent,
  { siteUrl, content }: { siteUrl: string; content: ContentSnapshot },
  update?: BookingUpdate,
): string {
  const { site } = content;
  const host = new URL(siteUrl).hostname;
  const lang = event.lang ?? "en";
  const words = calendarWords(site)[lang];
  const eventType = isServiceType(event.serviceType) ? words.eventTypes[event.serviceType] : words.someEvent;
  const guests = Number.isSafeInteger(event.guestCount) && event.guestCount > 0 ? event.guestCount : 0;
  const hours = update?.arrival && update.endTime ? { from: update.arrival, to: update.endTime } : null;
  const start = localDateTime(event.eventDate, hours?.from ?? event.eventTime);
  const end = hours
    ? localEnd(event.eventDate, hours.from, hours.to)
    : localDateTime(event.eventDate, event.eventTime, EVENT_HOURS);
  const coordinator = update
    ? words.coordinator(oneLineText(update.coordinator.name), oneLineText(update.coordinator.phone))
    : "";
  const status = !update
    ? words.pending
    : update.decision === "confirmed"
      ? [
          words.confirmedAs(
            update.attendants,
            clockText(hours?.from ?? event.eventTime.slice(0, 5), lang),
            hours ? clockText(hours.to, lang) : null,
          ),
          coordinator,
        ].join("\n")
      : [update.decision === "declined" ? words.declinedAs : words.cancelledAs, coordinator].join("\n");
  const description = [
    words.request(event.reference),
    words.what(eventType, guests),
    status,
    words.questions(event.reference),
  ].join("\n");
  const method = calendarMethod(update);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(site.legalName)}//Booking requests//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.reference}@${host}`,
    ...(update ? [`SEQUENCE:${update.sequence}`] : []),
    `DTSTAMP:${utcStamp(update?.decidedAt ?? event.receivedAt)}`,
    `DTSTART;TZID=${TZID}:${start}`,
    `DTEND;TZID=${TZID}:${end}`,
    // A cancellation (RFC 5546) names who cancels: the company.
    ...(method === "CANCEL" ? [`ORGANIZER;CN="${site.name.replace(/"/g, "")}":mailto:${site.email}`] : []),
    `SUMMARY:${escapeText(update ? words.decided[update.decision] : words.summary)}`,
    `LOCATION:${escapeText(words.venue)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${!update ? "TENTATIVE" : update.decision === "confirmed" ? "CONFIRMED" : "CANCELLED"}`,
    `TRANSP:${update && update.decision !== "confirmed" ? "TRANSPARENT" : "OPAQUE"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Staff-typed text on one line: no line breaks or control characters. */
export const oneLineText = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The calendar event of a stored booking's fields, or null when they are not a booking's. */
export function bookingEventOf(
  lead: { reference: string; receivedAt: string; lang?: Lang },
  fields: Record<string, unknown>,
): BookingEvent | null {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  const eventDate = text("eventDate");
  const eventTime = text("eventTime");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(eventDate) || !/^\d{2}:\d{2}(:\d{2})?$/.test(eventTime)) return null;
  return {
    ...lead,
    eventDate,
    eventTime,
    serviceType: text("serviceType"),
    guestCount: Number(fields.guestCount) || 0,
  };
}

/** A stored lead's language: English when it names none the site has. */
export const leadLangOf = (lead: { language: string }): Lang => (isLang(lead.language) ? lead.language : "en");

/** The calendar event of a stored lead, from its row, or null when its fields name no event date and time. */
export function leadEventOf(lead: { reference: string; created_at: string; fields: string; language: string }) {
  return bookingEventOf(
    { reference: lead.reference, receivedAt: lead.created_at, lang: leadLangOf(lead) },
    JSON.parse(lead.fields) as Record<string, unknown>,
  );
}

/** The calendar event of a stored booking, by its reference; null when there is no such booking. */
export async function storedBookingEvent(db: Kysely<Database>, reference: string): Promise<BookingEvent | null> {
  const lead = await db
    .selectFrom("leads")
    .select(["reference", "fields", "created_at", "language"])
    .where("reference", "=", reference)
    .where("form", "=", "booking")
    .executeTakeFirst();
  return lead ? leadEventOf(lead) : null;
}

// -----------------------------------------------------------------------------------------------------------------
// The download link: a reference is short and guessable, so the link carries its HMAC with the form-token secret.

const signature = (secret: string, reference: string) =>
  createHmac("sha256", secret).update(`calendar:${reference}`).digest("base64url");

/** The path of a booking's calendar file, signed so only the visitor who made the booking has it. */
export function calendarPath(secret: string, reference: string): string {
  return `/book/calendar?${new URLSearchParams({ ref: reference, sig: signature(secret, reference) })}`;
}

/** Whether `sig` is the signature of `reference`. */
export function isCalendarSignature(secret: string, reference: string, sig: string): boolean {
  const expected = Buffer.from(signature(secret, reference));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
