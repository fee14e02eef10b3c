import { hoursAhead } from "./us-clock";

/*
 * The owner types the office's hours on their own clock, Los Angeles (Pacific), and the office keeps them on its
 * clock, Chicago (Central), where the edition stores them (app/content/hours.ts): the staff hours form converts
 * both ways and says the office's time beside each field (docs/content.md). The two clocks are always two hours
 * apart (both change to and from daylight time on the same dates), so a time converts without its date. Relative
 * imports: the editor's script (app/client/staff-editor.tsx) says the same in the browser.
 */

const AHEAD = hoursAhead("America/Los_Angeles", "America/Chicago") * 60;
const DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutes = (hhmm: string) => {
  const match = TIME.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** A Pacific "HH:MM" on the office's clock, the same day; null when it is no time, or past midnight in Chicago. */
export function toOfficeClock(pacific: string): string | null {
  const m = minutes(pacific);
  return m === null || m + AHEAD >= DAY ? null : hhmm(m + AHEAD);
}

/** An office (Central) "HH:MM" on the owner's clock (the evening before, for a time before 2:00 in Chicago). */
export function toOwnerClock(office: string): string {
  const m = minutes(office);
  return m === null ? office : hhmm((m - AHEAD + DAY) % DAY);
}

/** The latest time the owner can type: midnight less a minute in Chicago. */
export const LATEST_OWNER_TIME = hhmm(DAY - 1 - AHEAD);

/** "HH:MM" as the staff pages write a time: "9:00 am", "1:30 pm". */
export function clockText(time: string): string {
  const m = minutes(time);
  if (m === null) return time;
  const h = Math.floor(m / 60);
  return `${h % 12 || 12}:${String(m % 60).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** What the office's clock reads when the owner's reads `pacific`, to show beside the field ("" for no time). */
export function officeTimeText(pacific: string): string {
  if (!pacific) return "";
  const office = toOfficeClock(pacific);
  if (office) return `${clockText(office)} CT at the office`;
  return minutes(pacific) === null ? "" : "Past midnight at the office: not possible";
}
