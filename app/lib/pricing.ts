import type { PermitRule, PricedEventType, PricingRules } from "~/content/editable";
import { pricedEventTypes } from "~/content/editable";
import { ruleMessages } from "~/forms/fields";
import type { Lang } from "~/lib/lang";
import { holidays } from "~/lib/office-hours";
import { estimateStaffing } from "~/lib/staffing";
import { groupThousands, wallClock } from "~/lib/us-clock";

/*
 * The price estimate (docs/pricing.md, ADR 041): pure, from what the visitor typed, the owner's rules and a clock
 * the caller passes (the server's, or a test's). The server alone runs it: the forms show what it answered.
 *
 * - Attendants: the staffing estimate (~/lib/staffing.ts, 1 per 25–30 guests by how they arrive, at least 2).
 * - Each attendant is paid from the team's arrival (the guests' time less the arrival buffer) to the end of the
 *   event's usual length, at least the minimum hours. The range's low end is that; its high end one more hour each,
 *   since events run over more often than they end early.
 * - Hours past the late-hours time (until 6 a.m.) cost the late surcharge on top; a date inside the peak dates puts
 *   the peak surcharge on the whole; below the minimum total the total is the minimum; a city's fixed permit fee is
 *   added last.
 * - Flags for staff: an event fewer days ahead than the booking lead time, and one inside its city's permit window
 *   (hours before the event, or the city's working days: weekdays that are not federal holidays, counted strictly
 *   between today and the event's day, so a permit filed today counts none of today).
 */

/** The most guests an instant estimate covers: beyond it the coordinator plans with the client. */
export const MAX_ESTIMATE_GUESTS = 10_000;

const COMMERCIAL = new Set<PricedEventType>(["Corporate", "Hotel", "Restaurant"]);
/** Late hours run from the owner's time until this time the next morning. */
const LATE_UNTIL_MINUTES = 6 * 60;
const DAY_MINUTES = 24 * 60;

export interface EstimateInput {
  guests: unknown;
  eventType: unknown;
  /** YYYY-MM-DD, Los Angeles. */
  date: unknown;
  /** HH:MM, when guests arrive, Los Angeles. */
  time: unknown;
  /** The venue's address as typed: the city's permit rule is found in it. */
  address?: unknown;
}

export type EstimateField = "guests" | "eventType" | "date" | "time";

export interface EstimatePart {
  /** What it is, in the estimate's language: "6 attendants × 5.75 hours × $45". */
  label: string;
  /** Whole dollars. */
  amount: number;
}

export interface EstimateFlag {
  kind: "permit" | "lead-time";
  /** For staff (English): "Beverly Hills permit window: the event is 72 hours away; the city asks for 96." */
  staff: string;
  /** For the client, in the estimate's language. */
  visitor: string;
}

export interface PriceEstimate {
  guests: number;
  eventType: PricedEventType;
  date: string;
  time: string;
  attendants: number;
  /** Why that many, in the estimate's language. */
  staffingWhy: string;
  /** HH:MM: the team arrives, the service ends (may be past midnight: earlier than arrival). */
  arrival: string;
  end: string;
  /** Paid hours per attendant at the low end. */
  hoursEach: number;
  /** Whole dollars. */
  low: number;
  high: number;
  /** The low end, part by part. */
  parts: EstimatePart[];
  includes: string;
  /** The city whose permit rule applies, with its fee line and note, or null. */
  permit: { city: string; feeLine: string; note: string; fileBy: string | null } | null;
  flags: EstimateFlag[];
}

export type EstimateAnswer =
  | { ok: true; estimate: PriceEstimate }
  | {
      ok: false;
      /** The form's message for each field that is wrong. */
      errors: Partial<Record<EstimateField, string>>;
      /** The fields still empty. */
      missing: EstimateField[];
    };

const typeMessages: Record<Lang, string> = {
  en: "Choose the event type",
  es: "Elija el tipo de evento",
};

const isRealDate = (value: string) => {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};

const text = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? `${value}` : "";

/** Each field's value, or its form message; empty fields are only missing. */
export function readEstimateInput(
  input: EstimateInput,
  now: Date,
  lang: Lang,
): {
  values: Partial<{ guests: number; eventType: PricedEventType; date: string; time: string }>;
  errors: Partial<Record<EstimateField, string>>;
  missing: EstimateField[];
} {
  const m = ruleMessages[lang];
  const values: Partial<{ guests: number; eventType: PricedEventType; date: string; time: string }> = {};
  const errors: Partial<Record<EstimateField, string>> = {};
  const missing: EstimateField[] = [];

  const guests = text(input.guests);
  if (!guests) missing.push("guests");
  else if (!/^-?\d+(\.\d+)?$/.test(guests)) errors.guests = m.guestNumber;
  else if (!Number.isInteger(Number(guests))) errors.guests = m.guestWhole;
  else if (Number(guests) < 1) errors.guests = m.guestMin;
  else if (Number(guests) > MAX_ESTIMATE_GUESTS) errors.guests = m.guestMax;
  else values.guests = Number(guests);

  const type = text(input.eventType);
  if (!type) missing.push("eventType");
  else if ((pricedEventTypes as readonly string[]).includes(type)) values.eventType = type as PricedEventType;
  else errors.eventType = typeMessages[lang];

  const date = text(input.date);
  const today = wallClock(now, "America/Los_Angeles").date;
  const limit = `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`;
  if (!date) missing.push("date");
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date)) errors.date = m.date;
  else if (date < today) errors.date = m.pastDate;
  else if (date > limit) errors.date = m.farDate;
  else values.date = date;

  const time = text(input.time);
  if (!time) missing.push("time");
  else if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(time)) errors.time = m.time;
  else values.time = time.slice(0, 5);

  return { values, errors, missing };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
const overlap = (a: number, b: number, c: number, d: number) => Math.max(0, Math.min(b, d) - Math.max(a, c));

/** Minutes of [from, to] (minutes of the event's day, to may pass midnight) inside the late hours. */
function lateMinutes(from: number, to: number, after: string): number {
  const start = minutesOf(after);
  return (
    overlap(from, to, start - DAY_MINUTES, LATE_UNTIL_MINUTES) +
    overlap(from, to, start, DAY_MINUTES + LATE_UNTIL_MINUTES)
  );
}

/** Whether MM-DD of `date` falls in the peak dates, which may run over the new year (12-15 to 01-02). */
export function inPeak(date: string, peak: { from: string; to: string }): boolean {
  const md = date.slice(5);
  return peak.from <= peak.to ? md >= peak.from && md <= peak.to : md >= peak.from || md <= peak.to;
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) =>
  new Date(asUtc(day).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);

/** A city working day: Monday to Friday, not a federal holiday as observed. */
export function isCityWorkingDay(day: string): boolean {
  const weekday = asUtc(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(day.slice(0, 4));
  // A holiday on Saturday, January 1, is observed on the Friday before: the previous year's December 31.
  return ![year, year + 1].some((y) => holidays(y).some((h) => h.observed === day));
}

/** The city working days strictly between two days. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day < to; day = addDays(day, 1)) if (isCityWorkingDay(day)) count += 1;
  return count;
}

/**
 * The last city working day a permit can be filed on for `lead` working days before `event`: before the earliest
 * of them.
 */
export function lastFilingDay(event: string, lead: number): string {
  let day = event;
  for (let counted = 0; counted < lead; ) {
    day = addDays(day, -1);
    if (isCityWorkingDay(day)) counted += 1;
  }
  do day = addDays(day, -1);
  while (!isCityWorkingDay(day));
  return day;
}

/** The instant of a Los Angeles wall-clock date and time. */
export function losAngelesInstant(date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  // Los Angeles is 7 or 8 hours behind UTC: try both, keep the one whose wall clock reads back the same.
  for (const offset of [7, 8]) {
    const instant = new Date(guess + offset * 3_600_000);
    const wall = wallClock(instant, "America/Los_Angeles");
    if (wall.date === date && wall.minutes === minutesOf(time)) return instant;
  }
  return new Date(guess + 8 * 3_600_000);
}

const normalized = (s: string) =>
  ` ${s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/** The permit rule whose city the address names: by ZIP code first, then by the longest name it contains. */
export function permitRuleFor(address: string, rules: readonly PermitRule[]): PermitRule | null {
  const place = normalized(address);
  let best: { rule: PermitRule; score: number } | null = null;
  for (const rule of rules) {
    for (const token of [rule.city, ...rule.matches.split(",")].map((t) => t.trim()).filter(Boolean)) {
      const word = normalized(token);
      if (word.trim() === "" || !place.includes(word)) continue;
      const score = /^\d{5}$/.test(token) ? 1_000 : word.length;
      if (!best || score > best.score) best = { rule, score };
    }
  }
  return best?.rule ?? null;
}

export const dollars = (n: number) => `$${groupThousands(Math.round(n))}`;

/** "$1,485 – $1,755", or one figure when both ends are the same. */
export const rangeText = ({ low, high }: { low: number; high: number }) =>
  low === high ? dollars(low) : `${dollars(low)} – ${dollars(high)}`;

const hoursText = (h: number, lang: Lang) => {
  const n = Number.isInteger(h) ? String(h) : h.toFixed(2).replace(/0$/, "");
  return lang === "es" ? `${n} ${h === 1 ? "hora" : "horas"}` : `${n} ${h === 1 ? "hour" : "hours"}`;
};

/** "4:15 PM" / "4:15 p. m." */
export function clockText(time: string, lang: Lang): string {
  const minutes = minutesOf(time);
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, "0");
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return lang === "es"
    ? `${twelve}:${m}\u00a0${h < 12 ? "a.\u00a0m." : "p.\u00a0m."}`
    : `${twelve}:${m} ${h < 12 ? "AM" : "PM"}`;
}

const partWords = {
  en: {
    base: (attendants: number, hours: number, rate: number) =>
      `${groupThousands(attendants)} attendant${attendants === 1 ? "" : "s"} × ${hoursText(hours, "en")} × ${dollars(rate)}`,
    late: (hours: number, percent: number) => `Late hours: ${hoursText(hours, "en")} per attendant, +${percent}%`,
    peak: (label: string, percent: number) => `${label}: +${percent}%`,
    minimum: (total: number) => `Brought up to the minimum booking of ${dollars(total)}`,
  },
  es: {
    base: (attendants: number, hours: number, rate: number) =>
      `${groupThousands(attendants)} ${attendants === 1 ? "valet" : "valets"} × ${hoursText(hours, "es")} × ${dollars(rate)}`,
    late: (hours: number, percent: number) => `Horario nocturno: ${hoursText(hours, "es")} por valet, +${percent}%`,
    peak: (label: string, percent: number) => `${label}: +${percent}%`,
    minimum: (total: number) => `Ajustado a la reservación mínima de ${dollars(total)}`,
  },
};

/** The price for `attendants` working `from`–`to` (minutes of the event's day) under the rules, part by part. */
function priced(
  rules: PricingRules,
  attendants: number,
  from: number,
  to: number,
  date: string,
  permit: PermitRule | null,
  lang: Lang,
): { total: number; parts: EstimatePart[]; hoursEach: number } {
  const words = partWords[lang];
  const hoursEach = Math.max(rules.minimumHours, Math.ceil(((to - from) / 60) * 4) / 4);
  const parts: EstimatePart[] = [];
  const base = attendants * hoursEach * rules.hourlyRate;
  parts.push({ label: words.base(attendants, hoursEach, rules.hourlyRate), amount: Math.round(base) });
  let total = base;
  const late = Math.ceil((lateMinutes(from, to, rules.late.after) / 60) * 4) / 4;
  if (late > 0 && rules.late.percent > 0) {
    const amount = (attendants * late * rules.hourlyRate * rules.late.percent) / 100;
    parts.push({ label: words.late(late, rules.late.percent), amount: Math.round(amount) });
    total += amount;
  }
  if (rules.peak.percent > 0 && inPeak(date, rules.peak)) {
    const amount = (total * rules.peak.percent) / 100;
    parts.push({
      label: words.peak(rules.peak.label[lang] || rules.peak.label.en, rules.peak.percent),
      amount: Math.round(amount),
    });
    total += amount;
  }
  total = Math.round(total);
  if (total < rules.minimumTotal) {
    parts.push({ label: words.minimum(rules.minimumTotal), amount: rules.minimumTotal - total });
    total = rules.minimumTotal;
  }
  if (permit?.fee) {
    parts.push({ label: permit.feeLine[lang] || permit.feeLine.en, amount: permit.fee });
    total += permit.fee;
  }
  return { total, parts, hoursEach };
}

const flagWords = {
  leadTime: {
    en: (days: number, lead: number) =>
      `Your event is ${days === 0 ? "today" : days === 1 ? "tomorrow" : `${days} days away`}; we usually book ${lead} days ahead, so a coordinator will call you at once to confirm we can staff it.`,
    es: (days: number, lead: number) =>
      `Su evento es ${days === 0 ? "hoy" : days === 1 ? "mañana" : `en ${days} días`}; normalmente reservamos con ${lead} días de anticipación, así que un coordinador le llamará de inmediato para confirmar que podemos atenderlo.`,
  },
  permit: {
    en: (city: string) =>
      `${city} asks for a valet permit filed ahead of the event, and your date is close: a coordinator will call you at once about it.`,
    es: (city: string) =>
      `${city} pide tramitar un permiso de valet antes del evento, y su fecha está cerca: un coordinador le llamará de inmediato para resolverlo.`,
  },
};

/**
 * The estimate for what was typed, or each field's form message (and which are still empty). `now` is the clock
 * the permit window and the booking lead time are counted from.
 */
export function estimatePrice(input: EstimateInput, rules: PricingRules, now: Date, lang: Lang = "en"): EstimateAnswer {
  const { values, errors, missing } = readEstimateInput(input, now, lang);
  const { guests, eventType, date, time } = values;
  if (guests === undefined || !eventType || !date || !time) return { ok: false, errors, missing };
  const staffing = estimateStaffing(guests, eventType, null, lang);
  if (!staffing) return { ok: false, errors: { guests: ruleMessages[lang].guestNumber }, missing };
  const { attendants } = staffing;

  const start = minutesOf(time);
  const from = start - rules.arrivalBufferMinutes;
  const to = start + rules.lengths[eventType] * 60;
  const permit = permitRuleFor(text(input.address), rules.permits);
  const low = priced(rules, attendants, from, to, date, permit, lang);
  const high = priced(rules, attendants, from, to + 60, date, permit, lang);

  const flags: EstimateFlag[] = [];
  const today = wallClock(now, "America/Los_Angeles").date;
  const daysAhead = daysBetween(today, date);
  if (daysAhead < rules.bookingLeadDays) {
    flags.push({
      kind: "lead-time",
      staff: `Inside the booking lead time: the event is ${daysAhead === 0 ? "today" : `${daysAhead} day${daysAhead === 1 ? "" : "s"} away`} (${rules.bookingLeadDays} days are asked).`,
      visitor: flagWords.leadTime[lang](daysAhead, rules.bookingLeadDays),
    });
  }
  let fileBy: string | null = null;
  if (permit) {
    const lead = COMMERCIAL.has(eventType) ? (permit.commercialLead ?? permit.lead) : permit.lead;
    const venue = COMMERCIAL.has(eventType) && permit.commercialLead !== null ? "commercial" : "residential";
    let inside = false;
    let staff = "";
    if (lead > 0 && permit.unit === "hours") {
      const startsAt = losAngelesInstant(date, time);
      const hoursAway = Math.floor((startsAt.getTime() - now.getTime()) / 3_600_000);
      const latest = new Date(startsAt.getTime() - lead * 3_600_000);
      const wall = wallClock(latest, "America/Los_Angeles");
      fileBy = `${wall.date} ${hhmm(wall.minutes)}`;
      inside = hoursAway < lead;
      staff = `${permit.city} permit window: the event starts in ${hoursAway} hours; the city asks for ${lead} hours${permit.commercialLead !== null ? ` (${venue} event)` : ""}.`;
    } else if (lead > 0) {
      const days = workingDaysBetween(today, date);
      fileBy = lastFilingDay(date, lead);
      inside = days < lead;
      staff = `${permit.city} permit window: ${days} city working day${days === 1 ? "" : "s"} before the event; the city asks for ${lead}.`;
    }
    if (inside) flags.push({ kind: "permit", staff, visitor: flagWords.permit[lang](permit.city) });
  }

  return {
    ok: true,
    estimate: {
      guests,
      eventType,
      date,
      time,
      attendants,
      staffingWhy: staffing.why,
      arrival: hhmm(from),
      end: hhmm(to),
      hoursEach: low.hoursEach,
      low: low.total,
      high: high.total,
      parts: low.parts,
      includes: rules.includes[lang] || rules.includes.en,
      permit: permit
        ? {
            city: permit.city,
            feeLine: permit.feeLine[lang] || permit.feeLine.en,
            note: permit.note[lang] || permit.note.en,
            fileBy,
          }
        : null,
      flags,
    },
  };
}
