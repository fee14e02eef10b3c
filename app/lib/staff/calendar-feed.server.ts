import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import {
  EVENT_HOURS,
  escapeText,
  foldLine,
  localDateTime,
  localEnd,
  oneLineText,
  TZID,
  utcStamp,
  VTIMEZONE,
} from "~/lib/calendar.server";
import { type BookedEvent, bookedEvents } from "~/lib/leads/booked-events.server";
import { clockText } from "~/lib/leads/booking-decision";
import { addDays, losAngelesDay } from "~/lib/los-angeles";
import type { Database } from "~/lib/storage/schema";
import type { Member } from "./accounts.server";
import { recordEvent } from "./audit.server";

/*
 * Each staff member's private calendar feed of the booked events (issue 32, step 3; ADR 037), for a phone to
 * subscribe to. A phone sends no cookie, so the address itself is the key: 32 random bytes, of which the database
 * keeps only the SHA-256, like the session tokens (a copy of the database gives no working address). One feed per
 * member at a time; revoking deletes it (the old address is then an unknown one: a 404 with no hint) and lets them
 * make another. Removing the member's account removes their feed with it.
 *
 * The feed names clients and their phones: it is for the team, so unlike the client's file it says what the
 * client typed (venue, address), escaped as iCalendar text.
 */

/** The booked events a feed holds: the past month (for looking back) and the year ahead. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 365;

/** 32 bytes in base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The feed's address on the site. */
export const calendarFeedUrl = (siteUrl: string, token: string) => `${siteUrl}/calendar/${token}.ics`;

/** The token of a feed's file name ("<token>.ics"), or null when it cannot be one. */
export function feedTokenOf(file: string): string | null {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  return TOKEN.test(token) ? token : null;
}

/** When the member's feed was made, or null when they have none. */
export async function calendarFeedOf(db: Kysely<Database>, userId: number): Promise<{ createdAt: string } | null> {
  const row = await db
    .selectFrom("calendar_feeds")
    .select("created_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { createdAt: row.created_at } : null;
}

/**
 * Makes the member's feed and audits it: its token, shown once (only its hash is kept), or null when the member
 * has one already (revoke it first).
 */
export async function createCalendarFeed(
  db: Kysely<Database>,
  member: Pick<Member, "id" | "name" | "email">,
  now = new Date(),
): Promise<string | null> {
  const token = randomBytes(32).toString("base64url");
  return db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto("calendar_feeds")
      .values({ user_id: member.id, token_hash: hashOf(token), created_at: now.toISOString() })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .returning("user_id")
      .executeTakeFirst();
    if (!made) return null;
    await recordEvent(trx, member, { leadId: null, action: "created their calendar feed" }, now);
    return token;
  });
}

/** Revokes the member's feed and audits it; false when they had none. */
export async function revokeCalendarFeed(
  db: Kysely<Database>,
  member: Pick<Member, "id" | "name" | "email">,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom("calendar_feeds").where("user_id", "=", member.id).executeTakeFirst();
    if (!gone.numDeletedRows) return false;
    await recordEvent(trx, member, { leadId: null, action: "revoked their calendar feed" }, now);
    return true;
  });
}

/** The feed of a token, as an iCalendar file, or null when no member has this token. */
export async function calendarFeed(
  db: Kysely<Database>,
  token: string,
  { siteUrl, content, now = new Date() }: { siteUrl: string; content: ContentSnapshot; now?: Date },
): Promise<string | null> {
  const feed = await db
    .selectFrom("calendar_feeds as f")
    .innerJoin("staff_users as u", "u.id", "f.user_id")
    .select("u.id")
    .where("f.token_hash", "=", hashOf(token))
    .executeTakeFirst();
  if (!feed) return null;
  const today = losAngelesDay(now);
  const events = await bookedEvents(db, {
    from: addDays(today, -FEED_DAYS_BEFORE),
    to: addDays(today, FEED_DAYS_AFTER),
  });
  return teamCalendar(events, { siteUrl, content });
}

const leadUrl = (siteUrl: string, leadId: number) => `${siteUrl}/staff/leads/${leadId}`;

/** "4:30 PM–10:00 PM" of an event: the confirmed hours, or the requested start when none were confirmed. */
export function eventHours(event: Pick<BookedEvent, "arrival" | "endTime" | "eventTime">): string {
  const from = clockText(event.arrival ?? event.eventTime);
  return event.endTime ? `${from}–${clockText(event.endTime)}` : from;
}

/** The booked events as one iCalendar file for the team, in Los Angeles time, named as `content` names the company. */
export function teamCalendar(
  events: BookedEvent[],
  { siteUrl, content }: { siteUrl: string; content: ContentSnapshot },
): string {
  const { site } = content;
  const host = new URL(siteUrl).hostname;
  const text = (value: string) => escapeText(oneLineText(value));
  const vevents = events.flatMap((event) => {
    const start = event.arrival ?? event.eventTime;
    const end =
      event.arrival && event.endTime
        ? localEnd(event.eventDate, event.arrival, event.endTime)
        : localDateTime(event.eventDate, event.eventTime, EVENT_HOURS);
    const venue = [event.venueName, event.venueAddress].map(oneLineText).filter(Boolean).join(", ");
    const description = [
      `${event.reference}: ${oneLineText(event.clientName)}, ${oneLineText(event.phone)}`,
      `${event.serviceType || "Event"}, ${event.guestCount} guests`,
      `${event.attendants ?? "?"} attendant${event.attendants === 1 ? "" : "s"}, ${eventHours(event)}`,
      `Coordinator: ${oneLineText(event.coordinatorName)}, ${oneLineText(event.coordinatorPhone)}`,
      leadUrl(siteUrl, event.leadId),
    ].join("\n");
    return [
      "BEGIN:VEVENT",
      // Not the client's UID: the team's entry says other things, and must not replace the client's own.
      `UID:team-${event.reference}@${host}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcStamp(event.confirmedAt)}`,
      `DTSTART;TZID=${TZID}:${localDateTime(event.eventDate, start)}`,
      `DTEND;TZID=${TZID}:${end}`,
      `SUMMARY:${text(`${event.serviceType || "Event"} · ${event.venueName || "venue in the booking"}`)}`,
      ...(venue ? [`LOCATION:${escapeText(venue)}`] : []),
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${leadUrl(siteUrl, event.leadId)}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(site.legalName)}//Team calendar//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(`${site.name} · booked events`)}`,
    `X-WR-TIMEZONE:${TZID}`,
    // How often a subscribed phone asks again (calendar apps that read it; others choose their own pace).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...VTIMEZONE,
    ...vevents,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
