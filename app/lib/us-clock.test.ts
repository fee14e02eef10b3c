import { describe, expect, it } from "vitest";
import { groupThousands, type UsTimeZone, wallClock } from "./us-clock";

/** The same clock read through Intl, that is the machine's time-zone database. */
function intlClock(timeZone: UsTimeZone) {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  return (now: Date) => {
    const p = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
    return {
      year: Number(p.year),
      date: `${p.year}-${p.month}-${p.day}`,
      weekday: weekdays.indexOf(String(p.weekday)),
      minutes: Number(p.hour) * 60 + Number(p.minute),
    };
  };
}

describe("wallClock", () => {
  for (const timeZone of ["America/Los_Angeles", "America/Chicago"] as const) {
    // 150,000 hours, each formatted by Intl: about a second on an idle machine, several on a busy one.
    it(`agrees with Intl in ${timeZone} every hour from 2024 to 2040`, { timeout: 60_000 }, () => {
      const expected = intlClock(timeZone);
      const mismatches: string[] = [];
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) {
        const now = new Date(t);
        if (JSON.stringify(wallClock(now, timeZone)) !== JSON.stringify(expected(now))) {
          mismatches.push(now.toISOString());
        }
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
    });

    it(`agrees with Intl in ${timeZone} minute by minute around each change of 2026 and 2027`, () => {
      const expected = intlClock(timeZone);
      for (const day of ["2026-03-08", "2026-11-01", "2027-03-14", "2027-11-07"]) {
        const midnight = Date.parse(`${day}T00:00:00Z`);
        for (let t = midnight; t < midnight + 24 * 3_600_000; t += 60_000) {
          expect(wallClock(new Date(t), timeZone)).toEqual(expected(new Date(t)));
        }
      }
    });
  }

  it("switches at 2:00 local time", () => {
    // 2026-03-08: 1:59 PST is followed by 3:00 PDT; 2026-11-01: 1:59 PDT by 1:00 PST.
    expect(wallClock(new Date("2026-03-08T09:59:00Z"), "America/Los_Angeles").minutes).toBe(1 * 60 + 59);
    expect(wallClock(new Date("2026-03-08T10:00:00Z"), "America/Los_Angeles").minutes).toBe(3 * 60);
    expect(wallClock(new Date("2026-11-01T08:59:00Z"), "America/Los_Angeles").minutes).toBe(1 * 60 + 59);
    expect(wallClock(new Date("2026-11-01T09:00:00Z"), "America/Los_Angeles").minutes).toBe(1 * 60);
  });
});

describe("groupThousands", () => {
  it("writes numbers as en-US and es-US do", () => {
    for (const n of [0, 7, 120, 999, 1000, 4000, 12345, 1234567]) {
      expect(groupThousands(n)).toBe(n.toLocaleString("en-US"));
      expect(groupThousands(n)).toBe(n.toLocaleString("es-US"));
    }
  });
});
