import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { seedContent } from "../../tests/support/content";
import {
  type BookingEvent,
  type BookingUpdate,
  bookingCalendar,
  bookingEventOf,
  calendarPath,
  escapeText,
  foldLine,
  isCalendarSignature,
} from "./calendar.server";

const siteUrl = "https://www.goldenkeyvalet.example";
/** The site, and the repository's content the file names the company from. */
const ctx = { siteUrl, content: seedContent() };

const booking = (overrides: Partial<BookingEvent> = {}): BookingEvent => ({
  reference: "GK-7F3K2Q",
  receivedAt: "2026-11-24T23:00:00.000Z",
  eventDate: "2027-07-10",
  eventTime: "17:30",
  serviceType: "Wedding",
  guestCount: 180,
  ...overrides,
});

/** The file as a calendar application reads it: ical.js, with the file's own time zone registered. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  return { calendar, zone, vevent, event: new ICAL.Event(vevent) };
}

describe("bookingCalendar", () => {
  it("is a PUBLISH calendar with the Los Angeles time zone and one event at the local time picked", () => {
    const text = bookingCalendar(booking(), ctx);
    const { calendar, zone, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(String(calendar.getFirstPropertyValue("prodid"))).toContain("Golden Key Valet");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/Los_Angeles");
    expect(zone?.getAllSubcomponents().map((c) => c.name)).toEqual(["daylight", "standard"]);
    const dtstart = vevent.getFirstProperty("dtstart");
    expect(dtstart?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(event.startDate.toString()).toBe("2027-07-10T17:30:00");
    // July: daylight time, UTC−7.
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-11T00:30:00.000Z");
    expect(event.endDate.toString()).toBe("2027-07-10T21:30:00");
    expect(event.location).toBe("The venue in your booking request");
    expect(event.summary).toBe("Valet parking by Golden Key Valet (pending confirmation)");
    expect(event.description).toContain("Wedding, 180 guests, at the venue in your booking request.");
    expect(event.description).toContain("GK-7F3K2Q");
    expect(event.uid).toBe("GK-7F3K2Q@www.goldenkeyvalet.example");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-24T23:00:00Z");
  });

  it("speaks Spanish to a booking made on the Spanish page, with the same event and UID", () => {
    const { event } = parse(bookingCalendar(booking({ lang: "es" }), ctx));
    expect(event.summary).toBe("Valet parking de Golden Key Valet (pendiente de confirmación)");
    expect(event.description).toMatch(
      /^Su solicitud de reservación .* referencia GK-7F3K2Q\.\nBoda, 180 invitados, en el lugar indicado en su solicitud\./,
    );
    expect(event.startDate.toString()).toBe("2027-07-10T17:30:00");
    expect(event.uid).toBe("GK-7F3K2Q@www.goldenkeyvalet.example");
    expect(event.location).toBe("El lugar indicado en su solicitud");
  });

  it("uses standard time in winter and ends the next day after a late start", () => {
    const { event } = parse(bookingCalendar(booking({ eventDate: "2027-01-15", eventTime: "21:00" }), ctx));
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-16T05:00:00.000Z");
    expect(event.endDate.toString()).toBe("2027-01-16T01:00:00");
  });

  it("keeps the same UID and bytes for the same lead, and another UID for another", () => {
    expect(bookingCalendar(booking(), ctx)).toBe(bookingCalendar(booking(), ctx));
    const other = parse(bookingCalendar(booking({ reference: "GK-ABCDEF" }), ctx));
    expect(other.event.uid).toBe("GK-ABCDEF@www.goldenkeyvalet.example");
  });

  it("escapes the commas in its fixed words", () => {
    const raw = bookingCalendar(booking(), ctx).replace(/\r\n /g, "");
    expect(raw).toContain("DESCRIPTION:Your Golden Key Valet booking request\\, reference GK-7F3K2Q.\\nWedding\\, 180");
  });

  it("ends every line with CRLF and folds none longer than 75 octets, never inside a character", () => {
    const text = bookingCalendar(booking({ lang: "es", serviceType: "Private Party" }), ctx);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    expect(text).not.toContain("\uFFFD");
    expect(parse(text).event.description).toContain("Fiesta privada, 180 invitados");
  });

  it("says nothing the visitor typed: a stored booking's venue, notes and odd values stay out of the file", () => {
    const typed = {
      venueName: "Visit bit.ly/x call 555-0100",
      venueAddress: "evil.tk/x, 1 Main St",
      specialRequirements: "Free money at www.spam.example",
      serviceType: "Wedding <b>call 555-0100</b>",
      guestCount: "12 call 555-0100",
    };
    const event = bookingEventOf(
      { reference: "GK-7F3K2Q", receivedAt: "2026-11-24T23:00:00.000Z" },
      { ...typed, eventDate: "2027-07-10", eventTime: "17:30" },
    );
    if (!event) throw new Error("not a booking");
    const text = bookingCalendar(event, ctx);
    const parsed = parse(text);
    const said = [parsed.event.summary, parsed.event.description, parsed.event.location].join("\n");
    for (const part of ["bit.ly", "evil.tk", "555-0100", "spam", "<b>", "call"]) {
      expect(text.replace(/\r\n /g, ""), part).not.toContain(part);
      expect(said, part).not.toContain(part);
    }
    expect(parsed.event.description).toContain("Event, 0 guests, at the venue in your booking request.");
  });
});

describe("bookingCalendar after a decision", () => {
  const confirmed: BookingUpdate = {
    decision: "confirmed",
    sequence: 1,
    decidedAt: "2026-11-26T18:00:00.000Z",
    attendants: 8,
    arrival: "16:00",
    endTime: "23:30",
    coordinator: { name: "Marisol Vega", phone: "(310) 555-0142" },
  };

  it("confirms the request's event: same UID, SEQUENCE 1, CONFIRMED, the confirmed hours in Los Angeles time", () => {
    const request = parse(bookingCalendar(booking(), ctx));
    const { calendar, vevent, event } = parse(bookingCalendar(booking(), ctx, confirmed));
    expect(event.uid).toBe(request.event.uid);
    expect(request.vevent.getFirstPropertyValue("sequence")).toBeNull();
    expect(vevent.getFirstPropertyValue("sequence")).toBe(1);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(event.startDate.toString()).toBe("2027-07-10T16:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-07-10T23:00:00.000Z");
    expect(event.endDate.toString()).toBe("2027-07-10T23:30:00");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-26T18:00:00Z");
    expect(event.summary).toBe("Valet parking by Golden Key Valet (confirmed)");
    expect(event.description).toContain("Confirmed: 8 valet attendants, from 4:00 PM to 11:30 PM.");
    expect(event.description).toContain("Your coordinator: Marisol Vega, (310) 555-0142.");
    expect(event.description).not.toContain("pending");
  });

  it("then cancels it: SEQUENCE 2, CANCELLED, METHOD:CANCEL with the company as organizer", () => {
    const cancel: BookingUpdate = {
      ...confirmed,
      decision: "cancelled",
      sequence: 2,
      attendants: null,
      arrival: null,
      endTime: null,
    };
    const { calendar, vevent, event } = parse(bookingCalendar(booking(), ctx, cancel));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe("GK-7F3K2Q@www.goldenkeyvalet.example");
    expect(vevent.getFirstPropertyValue("sequence")).toBe(2);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(String(vevent.getFirstPropertyValue("organizer"))).toMatch(/^mailto:/);
    // Without confirmed hours, the requested ones.
    expect(event.startDate.toString()).toBe("2027-07-10T17:30:00");
    expect(event.summary).toBe("Valet parking by Golden Key Valet (cancelled)");
  });

  it("ends the next day past midnight, and speaks Spanish to a Spanish booking", () => {
    const update = { ...confirmed, endTime: "00:30" };
    const { event } = parse(bookingCalendar(booking({ lang: "es" }), ctx, update));
    expect(event.endDate.toString()).toBe("2027-07-11T00:30:00");
    expect(event.summary).toBe("Valet parking de Golden Key Valet (confirmado)");
    expect(event.description).toContain("Confirmado: 8 valets, de 4:00\u00a0p.\u00a0m. a 12:30\u00a0a.\u00a0m.");
    const declined = parse(bookingCalendar(booking({ lang: "es" }), ctx, { ...update, decision: "declined" }));
    expect(declined.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(declined.event.description).toContain("No podemos atender esta reservación");
  });

  it("keeps staff-typed coordinator details on one escaped line", () => {
    const text = bookingCalendar(booking(), ctx, {
      ...confirmed,
      coordinator: { name: "Ana;\nPérez, Jr.", phone: "310\r555" },
    });
    const { event } = parse(text);
    expect(event.description).toContain("Your coordinator: Ana; Pérez, Jr., 310 555.");
    for (const line of text.slice(0, -2).split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("escapeText and foldLine", () => {
  it("escapes per RFC 5545 and drops control characters", () => {
    expect(escapeText("a,b;c\\d\ne\u0007")).toBe("a\\,b\\;c\\\\d\\ne");
  });
  it("folds at 75 octets with a leading space", () => {
    const folded = foldLine(`DESCRIPTION:${"x".repeat(100)}`);
    expect(folded.split("\r\n").map((l) => l.length)).toEqual([75, 38]);
    expect(folded.split("\r\n")[1]?.startsWith(" ")).toBe(true);
  });
});

describe("bookingEventOf", () => {
  it("reads a stored booking's fields, and refuses fields without a date and time", () => {
    const fields = { eventDate: "2027-07-10", eventTime: "17:30", serviceType: "Hotel", guestCount: 5 };
    expect(bookingEventOf({ reference: "GK-7F3K2Q", receivedAt: "x" }, fields)).toEqual({
      reference: "GK-7F3K2Q",
      receivedAt: "x",
      eventDate: "2027-07-10",
      eventTime: "17:30",
      serviceType: "Hotel",
      guestCount: 5,
    });
    expect(bookingEventOf({ reference: "GK-7F3K2Q", receivedAt: "x" }, { guestCount: 5 })).toBeNull();
    expect(bookingEventOf({ reference: "GK-7F3K2Q", receivedAt: "x" }, { ...fields, eventTime: "17:30 x" })).toBeNull();
  });
});

describe("calendar link", () => {
  it("is signed for its reference only", () => {
    const path = calendarPath("secret", "GK-7F3K2Q");
    const query = new URL(path, siteUrl).searchParams;
    expect(query.get("ref")).toBe("GK-7F3K2Q");
    const sig = query.get("sig") ?? "";
    expect(isCalendarSignature("secret", "GK-7F3K2Q", sig)).toBe(true);
    expect(isCalendarSignature("secret", "GK-7F3K2R", sig)).toBe(false);
    expect(isCalendarSignature("other", "GK-7F3K2Q", sig)).toBe(false);
    expect(isCalendarSignature("secret", "GK-7F3K2Q", `${sig.slice(0, -1)}A`)).toBe(sig.endsWith("A"));
    expect(isCalendarSignature("secret", "GK-7F3K2Q", "")).toBe(false);
  });
});
