import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  type BookingEvent,
  bookingCalendar,
  bookingEventOf,
  calendarPath,
  escapeText,
  foldLine,
  isCalendarSignature,
} from "./calendar.server";

const siteUrl = "https://www.goldenkeyvalet.example";

const booking = (overrides: Partial<BookingEvent> = {}): BookingEvent => ({
  reference: "GK-7F3K2Q",
  receivedAt: "2026-11-24T23:00:00.000Z",
  eventDate: "2027-07-10",
  eventTime: "17:30",
  venueName: "The Rose Garden Estate",
  venueAddress: "100 Garden Lane, Pasadena, CA 91101",
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
    const text = bookingCalendar(booking(), siteUrl);
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
    expect(event.location).toBe("The Rose Garden Estate, 100 Garden Lane, Pasadena, CA 91101");
    expect(event.summary).toContain("pending confirmation");
    expect(event.description).toContain("GK-7F3K2Q");
    expect(event.uid).toBe("GK-7F3K2Q@www.goldenkeyvalet.example");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-24T23:00:00Z");
  });

  it("speaks Spanish to a booking made on the Spanish page, with the same event and UID", () => {
    const { event } = parse(bookingCalendar(booking({ lang: "es" }), siteUrl));
    expect(event.summary).toBe("Valet parking de Golden Key Valet (pendiente de confirmación)");
    expect(event.description).toMatch(
      /^Su solicitud de reservación .* referencia GK-7F3K2Q\.\nWedding, 180 invitados, en /,
    );
    expect(event.startDate.toString()).toBe("2027-07-10T17:30:00");
    expect(event.uid).toBe("GK-7F3K2Q@www.goldenkeyvalet.example");
    expect(parse(bookingCalendar(booking({ lang: "es", venueName: "www.spam.example" }), siteUrl)).event.location).toBe(
      "El lugar de su solicitud de reservación",
    );
  });

  it("uses standard time in winter and ends the next day after a late start", () => {
    const { event } = parse(bookingCalendar(booking({ eventDate: "2027-01-15", eventTime: "21:00" }), siteUrl));
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-16T05:00:00.000Z");
    expect(event.endDate.toString()).toBe("2027-01-16T01:00:00");
  });

  it("keeps the same UID and bytes for the same lead, and another UID for another", () => {
    expect(bookingCalendar(booking(), siteUrl)).toBe(bookingCalendar(booking(), siteUrl));
    const other = parse(bookingCalendar(booking({ reference: "GK-ABCDEF" }), siteUrl));
    expect(other.event.uid).toBe("GK-ABCDEF@www.goldenkeyvalet.example");
  });

  it("escapes commas, semicolons, backslashes and line breaks in the venue", () => {
    const venue = { venueName: "Smith; Jones\\Hall", venueAddress: "1 Main St,\nSuite 2\r\nLos Angeles" };
    const text = bookingCalendar(booking(venue), siteUrl);
    const raw = text.split("\r\n").find((l) => l.startsWith("LOCATION:"));
    expect(raw).toBe("LOCATION:Smith\\; Jones\\\\Hall\\, 1 Main St\\,\\nSuite 2\\nLos Angeles");
    expect(parse(text).event.location).toBe("Smith; Jones\\Hall, 1 Main St,\nSuite 2\nLos Angeles");
  });

  it("ends every line with CRLF and folds none longer than 75 octets, never inside a character", () => {
    const long = booking({ venueName: "Château Élysée — ".repeat(8), venueAddress: "日本語の住所 ".repeat(10) });
    const text = bookingCalendar(long, siteUrl);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true);
    expect(text).not.toContain("\uFFFD");
    expect(parse(text).event.location).toBe(`${long.venueName.trim()}, ${long.venueAddress.trim()}`);
  });

  it("leaves out a venue that looks like a link: the confirmation carries no link a visitor typed", () => {
    const { event } = parse(bookingCalendar(booking({ venueName: "Cheap pills at www.spam.example" }), siteUrl));
    expect(event.location).toBe("The venue in your booking request");
    expect(event.description).not.toContain("spam");
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
    const fields = { eventDate: "2027-07-10", eventTime: "17:30", venueName: "A", venueAddress: "B", guestCount: 5 };
    expect(bookingEventOf({ reference: "GK-7F3K2Q", receivedAt: "x" }, fields)).toMatchObject({ guestCount: 5 });
    expect(bookingEventOf({ reference: "GK-7F3K2Q", receivedAt: "x" }, { guestCount: 5 })).toBeNull();
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
