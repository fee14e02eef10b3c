import { data } from "react-router";
import { bookedEvents } from "~/lib/leads/booked-events.server";
import { addDays, losAngelesDay, weekStart } from "~/lib/los-angeles";
import { staffOf } from "~/lib/staff/auth.server";
import { eventHours } from "~/lib/staff/calendar-feed.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.calendar";

/*
 * The team's calendar (issue 32, step 3): the confirmed events of one week, Monday to Sunday in Los Angeles, day by
 * day, each with its hours, team and coordinator and a link to its lead. Every signed-in member sees it: it is the
 * team's work. The phone feed of the same events is on the account page.
 */

export const meta: Route.MetaFunction = () => staffMeta("Team calendar");

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real date: 2026-02-30 passes the pattern, and is refused here. */
function isDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const asked = new URL(args.request.url).searchParams.get("week");
  if (asked !== null && !isDay(asked)) {
    throw data("The week must be given by one of its dates, as YYYY-MM-DD (for example 2026-11-23).", {
      status: 400,
    });
  }
  const today = losAngelesDay(new Date());
  const monday = weekStart(asked ?? today);
  const events = await bookedEvents(staff.svc.storage.db, { from: monday, to: addDays(monday, 6) });
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).map((day) => ({
    day,
    events: events
      .filter((event) => event.eventDate === day)
      .map((event) => ({
        leadId: event.leadId,
        reference: event.reference,
        clientName: event.clientName,
        hours: eventHours(event),
        serviceType: event.serviceType || "Event",
        guestCount: event.guestCount,
        venue: [event.venueName, event.venueAddress].filter(Boolean).join(", "),
        attendants: event.attendants,
        coordinator: `${event.coordinatorName}, ${event.coordinatorPhone}`,
      })),
  }));
  return { monday, today, thisWeek: weekStart(today), days, count: events.length };
}

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const weekFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const link = "text-ink-950 font-medium underline underline-offset-2";

export default function StaffCalendar({ loaderData }: Route.ComponentProps) {
  const { monday, today, thisWeek, days, count } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="font-display text-ink-950 text-4xl">Team calendar</h1>
      <p className="text-slate-text mt-2">
        Week of {weekFormat.format(dateOf(monday))}, Los Angeles time:{" "}
        <strong className="text-ink-950">
          {count} confirmed event{count === 1 ? "" : "s"}
        </strong>
        . To see these events on your phone, make a calendar feed on{" "}
        <a href="/staff/account#calendar-feed" className="underline underline-offset-2">
          your account page
        </a>
        .
      </p>
      <nav aria-label="Weeks" className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={`/staff/calendar?week=${addDays(monday, -7)}`} className={link}>
          Previous week
        </a>
        {monday === thisWeek ? null : (
          <a href="/staff/calendar" className={link}>
            This week
          </a>
        )}
        <a href={`/staff/calendar?week=${addDays(monday, 7)}`} className={link}>
          Next week
        </a>
      </nav>
      <div className="mt-8 grid gap-6">
        {days.map(({ day, events }) => (
          <section
            key={day}
            aria-labelledby={`day-${day}`}
            className="border-ink-900-10 rounded-2xl border bg-white p-5"
          >
            <h2 id={`day-${day}`} className="font-display text-ink-950 text-2xl">
              <time dateTime={day}>{dayFormat.format(dateOf(day))}</time>
              {day === today ? <span className="text-slate-text ml-2 text-base">(today)</span> : null}
            </h2>
            {events.length ? (
              <ul className="divide-ink-900-10 mt-3 divide-y">
                {events.map((event) => (
                  <li key={event.reference} className="py-3">
                    <p className="text-ink-950">
                      <strong>{event.hours}</strong> · {event.serviceType}, {event.guestCount} guests
                    </p>
                    <p className="text-slate-text mt-1 text-sm break-words">{event.venue || "No venue given"}</p>
                    <p className="text-slate-text mt-1 text-sm">
                      {event.attendants ?? "?"} attendant{event.attendants === 1 ? "" : "s"} · coordinator{" "}
                      {event.coordinator}
                    </p>
                    <p className="mt-1 text-sm">
                      <a href={`/staff/leads/${event.leadId}`} className={link}>
                        {event.clientName} <span className="font-mono">{event.reference}</span>
                      </a>
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-text mt-2 text-sm">No events.</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
