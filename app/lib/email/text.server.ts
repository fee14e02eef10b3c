/**
 * The values the e-mails show, made safe and formatted. Everything a visitor or staff typed is untrusted: React
 * escapes it in the HTML part, subjects and single-line values are stripped of line breaks and control characters,
 * and only http(s) URLs ever become links.
 */
import { EMAIL, withoutDirectionControls } from "~/forms/fields";
import { mailtoHref } from "~/lib/email-address";
import type { Lang } from "~/lib/lang";
import { spanishTimes } from "~/lib/us-clock";

/**
 * One line of text safe for a header such as the subject: line breaks, C0/C1 control characters, Unicode line
 * and paragraph separators become spaces, bidirectional controls go; runs of whitespace collapse.
 */
export function oneLine(value: string): string {
  return withoutDirectionControls(value)
    .replace(/[\p{Cc}\u2028\u2029]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Multi-line text: line endings normalised to "\n", other control characters (except tab) removed. */
export function multiLine(value: string): string {
  return withoutDirectionControls(value)
    .replace(/\r\n?/g, "\n")
    .replace(/\p{Cc}/gu, (ch) => (ch === "\n" || ch === "\t" ? ch : ""));
}

export function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

/** The URL if it is an absolute http(s) URL, otherwise null (javascript:, data:, relative, garbage). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || /[\s\p{Cc}]/u.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The absolute URL of a source page path on the site, or null when it is not a plain path. */
export function sourceUrl(sourcePage: string | null, siteUrl: string): string | null {
  if (!sourcePage) return null;
  const path = sourcePage.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  return safeHttpUrl(`${siteUrl.replace(/\/+$/, "")}${path}`);
}

/** A tel: URI from whatever the visitor typed, or null when there are too few digits to dial. */
export function telUri(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return null;
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A mailto: URI for a plain address, or null when the address has anything unusual in it. */
export function mailtoUri(email: string): string | null {
  return EMAIL.test(email.trim()) ? mailtoHref(email) : null;
}

export function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}

const LA_FORMAT = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

const LA_FORMAT_ES = new Intl.DateTimeFormat("es-US", {
  timeZone: "America/Los_Angeles",
  dateStyle: "full",
  timeStyle: "short",
});

/**
 * "Saturday, November 21, 2026, 3:04 PM PT" for an ISO instant, in Los Angeles time whatever the server's zone; in
 * Spanish "sábado, 21 de noviembre de 2026, 3:04 p. m., hora del Pacífico" (no-break spaces in "p. m.", as everywhere
 * in Spanish, and the zone in words: Spanish does not say "PT").
 */
export function formatPacificTime(iso: string, lang: Lang = "en"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return oneLine(iso);
  if (lang === "es") return `${spanishTimes(LA_FORMAT_ES.format(date))}, hora del Pacífico`;
  const parts = LA_FORMAT.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")}, ${part("month")} ${part("day")}, ${part("year")}, ${part("hour")}:${part("minute")} ${part("dayPeriod")} PT`;
}

const dayFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const DAY_FORMATS: Record<Lang, Intl.DateTimeFormat> = { en: dayFormat("en-US"), es: dayFormat("es-US") };

/** "Saturday, June 19, 2027" (or "sábado, 19 de junio de 2027") for YYYY-MM-DD. */
export function eventDateText(date: string, lang: Lang): string {
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? oneLine(date) : DAY_FORMATS[lang].format(at);
}
