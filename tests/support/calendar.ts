import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { expect } from "vitest";

/** A calendar file's text, read by ical.js: the calendar, its one event's component and the event. */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no event in the calendar file");
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The text of the one attachment (the calendar file) of a raw e-mail. */
export async function calendarOf(raw: string) {
  const parsed = await simpleParser(raw);
  expect(parsed.attachments).toHaveLength(1);
  return parsed.attachments[0]?.content.toString("utf8") ?? "";
}
