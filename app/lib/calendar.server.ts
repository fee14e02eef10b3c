import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { site } from "~/config/site";
import { serviceTypeLabelsEs, serviceTypes } from "~/forms/booking";
import { isLang, type Lang } from "~/lib/lang";
import type { Database } from "~/lib/storage/schema";

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
const calendarWords: Record<
  Lang,
  {
    summary: string;
    request: (reference: string) => string;
    what: (eventType: string, guests: number, place: string) => string;
    pending: string;
    questions: (reference: string) => string;
    venue: string;
    eventTypes: Record<(typeof serviceTypes)[number], string>;
    someEvent: string;
  }
> = {
  en: {
    summary: `Valet parking by ${site.name} (pending confirmation)`,
    request: (reference) => `Your ${site.name} booking request, reference ${reference}.`,
    what: (eventType, guests, place) => `${eventType}, ${guests} guests, at ${place}.`,
    pending: "This is pending confirmation: a coordinator will confirm availability, staffing and hours with you.",
    questions: (reference) => `Questions or changes: ${site.phone.display} or ${site.email}, mentioning ${reference}.`,
    venue: "The venue in your booking request",
    eventTypes: Object.fromEntries(serviceTypes.map((type) => [type, type])) as Record<
      (typeof serviceTypes)[number],
      string
    >,
    someEvent: "Event",
  },
  es: {
    summary: `Valet parking de ${site.name} (pendiente de confirmación)`,
    request: (reference) => `Su solicitud de reservación con ${site.name}, referencia ${reference}.`,
    what: (eventType, guests, place) => `${eventType}, ${guests} invitados, en ${place}.`,
    pending:
      "Pendiente de confirmación: un coordinador confirmará con usted la disponibilidad, el personal y el horario.",
    questions: (reference) =>
      `Si tiene preguntas o cambios, llame al ${site.phone.display} o escriba a ${site.email} e indique la referencia ${reference}.`,
    venue: "El lugar de su solicitud de reservación",
    eventTypes: serviceTypeLabelsEs,
    someEvent: "Evento",
  },
};

/**
 * The event's length in the calendar. The form asks only when the event starts; the spec's events run from 3 hours
 * to a full day, and 4 hours covers a typical reception or party with the arrivals and departures the valet team
 * handles. The coordinator confirms the real hours, and the visitor can move the end in their calendar.
 */
export const EVENT_HOURS = 4;

const TZID = "America/Los_Angeles";

/**
 * Los Angeles' rules since 2007 (second Sunday of March, first Sunday of November, at 2:00), which cover every date
 * the form accepts (today to three years ahead).
 */
const VTIMEZONE = [
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

/**
 * Folds a content line so no line is longer than 75 octets (RFC 5545 3.1): continuation lines begin with a space,
 * and a multi-byte character is never cut.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
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
function localDateTime(date: string, time: string, hours = 0): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  // UTC arithmetic on the wall-clock values: only the calendar date and hour matter, never this server's zone.
  const at = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, (hh ?? 0) + hours, mm ?? 0));
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`;
}

/** An ISO instant as iCalendar's UTC DATE-TIME: 20261124T230000Z. */
const utcStamp = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** The calendar file's name for a booking. */
export const calendarFileName = (reference: string) => `golden-key-valet-${reference}.ics`;

const isServiceType = (value: string): value is (typeof serviceTypes)[number] =>
  (serviceTypes as readonly string[]).includes(value);

/** The booking as an iCalendar file: CRLF line ends, folded lines, one event in Los Angeles time. */
export function bookingCalendar(event: BookingEvent, siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  const words = calendarWords[event.lang ?? "en"];
  const place = words.venue;
  const eventType = isServiceType(event.serviceType) ? words.eventTypes[event.serviceType] : words.someEvent;
  const guests = Number.isSafeInteger(event.guestCount) && event.guestCount > 0 ? event.guestCount : 0;
  const description = [
    words.request(event.reference),
    words.what(eventType, guests, place),
    words.pending,
    words.questions(event.reference),
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(site.legalName)}//Booking requests//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.reference}@${host}`,
    `DTSTAMP:${utcStamp(event.receivedAt)}`,
    `DTSTART;TZID=${TZID}:${localDateTime(event.eventDate, event.eventTime)}`,
    `DTEND;TZID=${TZID}:${localDateTime(event.eventDate, event.eventTime, EVENT_HOURS)}`,
    `SUMMARY:${escapeText(words.summary)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(description)}`,
    "STATUS:TENTATIVE",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

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

/** The calendar event of a stored booking, by its reference; null when there is no such booking. */
export async function storedBookingEvent(db: Kysely<Database>, reference: string): Promise<BookingEvent | null> {
  const lead = await db
    .selectFrom("leads")
    .select(["reference", "fields", "created_at", "language"])
    .where("reference", "=", reference)
    .where("form", "=", "booking")
    .executeTakeFirst();
  if (!lead) return null;
  const lang = isLang(lead.language) ? lead.language : "en";
  return bookingEventOf({ reference: lead.reference, receivedAt: lead.created_at, lang }, JSON.parse(lead.fields));
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
