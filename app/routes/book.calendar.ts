import { bookingCalendar, calendarFileName, isCalendarSignature, storedBookingEvent } from "~/lib/calendar.server";
import { type Lang, langOf } from "~/lib/lang";
import { contentOf, requestOf } from "~/lib/request-context.server";
import type { Route } from "./+types/book.calendar";

const notFound = (lang: Lang) =>
  new Response(lang === "es" ? "No existe ese archivo de calendario." : "No such calendar file.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/**
 * A booking's calendar file, the same as the one attached to its confirmation (ADR 026). Only for the link the
 * thank-you page gave: a reference without its signature, or with another's, is a 404 like an unknown one.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services: svc } = requestOf(args);
  const url = new URL(args.request.url);
  const query = url.searchParams;
  const lang = langOf(url.pathname);
  const reference = query.get("ref") ?? "";
  const sig = query.get("sig") ?? "";
  if (!/^GK-[A-Z0-9]{6}$/.test(reference) || !isCalendarSignature(svc.formSecret, reference, sig)) throw notFound(lang);
  const event = await storedBookingEvent(svc.storage.db, reference);
  if (!event) throw notFound(lang);
  return new Response(bookingCalendar(event, { siteUrl: svc.env.SITE_URL, content: contentOf(args) }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(contentOf(args), reference)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
