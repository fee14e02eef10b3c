/**
 * E-mail templates of the lead pipeline: the notification to the company, the confirmation to the visitor, the
 * morning digest of held leads to the company, the newsletter confirmation and the client's booking decision
 * (confirmed, declined or cancelled). React components over the blocks of components.server.tsx, rendered to
 * { subject, text, html }; the sender (outbox) sets the addresses and headers (reply-to = the visitor on
 * notifications). `npm run emails` writes every one of them to email-previews/ to look at in a browser.
 *
 * Everything a visitor typed is untrusted: React escapes it in the HTML part, subjects and single-line values are
 * stripped of line breaks and control characters, and only http(s) URLs ever become links. The confirmation goes
 * to whatever address was typed, so it carries only fixed company text, the reference and values chosen from
 * lists: never the name, a message or a link someone typed, which would make the form a spam relay.
 */
import { Fragment, type ReactNode } from "react";
import { site } from "~/config/site";
import { newsletterEmailWords } from "~/content/newsletter-words";
import { EMAIL, withoutDirectionControls } from "~/forms/fields";
import { leadFormWords } from "~/forms/registry.server";
import { mailtoHref } from "~/lib/email-address";
import { type Lang, langNamesForStaff, langTags } from "~/lib/lang";
import { clockText, dollarsOf, endsNextDay } from "~/lib/leads/booking-decision";
import { retention } from "~/lib/retention";
import type { BookingDecisionKind, LeadForm } from "~/lib/storage/schema";
import { spanishTimes } from "~/lib/us-clock";
import {
  Break,
  Button,
  Details,
  EmailLayout,
  Heading,
  Link,
  MultiLine,
  Paragraph,
  ReferenceBox,
  type RenderedEmail,
  renderEmail,
  Strong,
  Subheading,
} from "./components.server";

export type { RenderedEmail };

export interface LeadEmailData {
  /** Short human-readable reference, e.g. "GK-7F3K2Q". */
  reference: string;
  form: LeadForm;
  /** ISO instant. */
  receivedAt: string;
  /** Visitor's full name. */
  name: string;
  email: string;
  phone: string;
  /**
   * Every submitted field in form order, human-readable ("Guest count", "150"); `chosen` marks a value picked from
   * a list or a date, time or number input, never free text: only those go back to the visitor.
   */
  fields: { label: string; value: string; chosen?: boolean }[];
  /** Path the form was sent from, e.g. "/book". */
  sourcePage: string | null;
  /** External referrer of the visit, full URL. */
  referrer: string | null;
  /** utm_source, utm_medium, … (may be empty). */
  utm: Record<string, string>;
  /** Absolute staff-only link to the résumé (applications only). */
  resumeUrl: string | null;
  /** The instant staffing estimate in one line (booking and quote; ~/lib/staffing.ts), for the company. */
  staffing?: string | null;
  /** The confirmation carries the booking as a calendar file. */
  calendarAttached?: boolean;
  /** The visitor's confirmation waits for staff: the site's hourly budget of confirmations was spent. */
  confirmationHeld?: boolean;
  /** The language of the page the lead came from; English when not given. The notification names it. */
  language?: Lang;
  /** `fields` as the visitor saw them, in their language: what their confirmation repeats. */
  visitorFields?: { label: string; value: string; chosen?: boolean }[];
}

export interface EmailContext {
  /** Absolute, no trailing slash. */
  siteUrl: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Sanitising helpers

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
function sourceUrl(sourcePage: string | null, siteUrl: string): string | null {
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
function mailtoUri(email: string): string | null {
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

const UTM_ORDER = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

/** UTM parameters, the standard five first in their usual order, then any others alphabetically. */
function utmEntries(utm: Record<string, string>): [string, string][] {
  const rank = (key: string) => {
    const i = UTM_ORDER.indexOf(key);
    return i === -1 ? UTM_ORDER.length : i;
  };
  return Object.entries(utm)
    .filter(([key, value]) => oneLine(key) !== "" && typeof value === "string")
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A link when the URL is http(s), otherwise the value as text. */
export function SafeLink({ url, label }: { url: string | null; label?: string }) {
  const href = safeHttpUrl(url);
  const shown = oneLine(label ?? url ?? "");
  return href ? <Link href={href}>{shown}</Link> : shown;
}

/** The visitor's answers, as typed; an empty one as a dash. */
const fieldRows = (fields: LeadEmailData["fields"]) =>
  fields.map((f) => ({
    label: oneLine(f.label),
    value: f.value.trim() === "" ? "—" : <MultiLine value={multiLine(f.value)} />,
  }));

/** The company's links and address as they are now (the owner may have changed them since the server started). */
const companyTel = () => `tel:${site.phone.e164}`;
const companyMailto = () => `mailto:${site.email}`;

/** The small print of the e-mails to visitors: why they got it, and who we are. */
export function CompanyFooter({ why }: { why: ReactNode }) {
  const { street, locality, region, postalCode } = site.address;
  return (
    <>
      <Paragraph small>{why}</Paragraph>
      <Paragraph small>
        {site.legalName} · {`${street}, ${locality}, ${region} ${postalCode}`}
        <Break />
        <Link href={companyTel()} muted>
          {site.phone.display}
        </Link>{" "}
        ·{" "}
        <Link href={companyMailto()} muted>
          {site.email}
        </Link>
      </Paragraph>
    </>
  );
}

/** A client's e-mail's footer: why they receive it, around a link to the site, then the company's details. */
export function ClientFooter({ why: [before, after], siteUrl }: { why: readonly [string, string]; siteUrl: string }) {
  return (
    <CompanyFooter
      why={
        <>
          {before}
          <SafeLink url={siteUrl} label={siteHost(siteUrl)} />
          {after}
        </>
      }
    />
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Lead notification (to the company)

function LeadNotification({ lead, ctx, subject }: { lead: LeadEmailData; ctx: EmailContext; subject: string }) {
  const label = leadFormWords[lead.form].staff;
  const reference = oneLine(lead.reference);
  const name = oneLine(lead.name);
  const email = oneLine(lead.email);
  const phone = oneLine(lead.phone);
  const received = formatPacificTime(lead.receivedAt);
  const source = sourceUrl(lead.sourcePage, ctx.siteUrl);
  const referrer = lead.referrer ? oneLine(lead.referrer) : "";
  const utm = utmEntries(lead.utm);
  const tel = telUri(lead.phone);
  const mailto = mailtoUri(lead.email);
  const resume = lead.resumeUrl ? oneLine(lead.resumeUrl) : "";
  const who = name || "the visitor";
  return (
    <EmailLayout
      title={subject}
      preheader={`${label} from ${who}, reference ${reference}, received ${received}.`}
      footer={
        <Paragraph small>
          Sent by the {site.name} website (<SafeLink url={ctx.siteUrl} />
          ).
        </Paragraph>
      }
    >
      <Heading>{`New ${label.toLowerCase()}`}</Heading>
      <Paragraph>
        Reference <Strong>{reference}</Strong>
        <Break />
        Received {received}
        <Break />
        Form: {label}
        <Break />
        Language: {langNamesForStaff[lead.language ?? "en"]}
      </Paragraph>
      <Paragraph>
        Reply to this e-mail to answer {who} directly: the reply goes to {email || "the visitor"}.
      </Paragraph>
      {lead.confirmationHeld ? (
        <Paragraph>
          <Strong>Their confirmation was not sent:</Strong> the website sent as many confirmations this hour as it may,
          in case a script is using the forms to mail strangers. The lead's staff page can send it.
        </Paragraph>
      ) : null}
      {tel ? <Button href={tel}>{`Call ${truncate(name || "the visitor", 40)}: ${truncate(phone, 30)}`}</Button> : null}
      <Details
        rows={[
          { label: "Name", value: name || "—" },
          { label: "Email", value: mailto ? <Link href={mailto}>{email}</Link> : email || "—" },
          { label: "Phone", value: tel ? <Link href={tel}>{phone}</Link> : phone || "—" },
        ]}
      />
      <Subheading>Submitted details</Subheading>
      <Details rows={fieldRows(lead.fields)} />
      {lead.staffing ? (
        <>
          <Subheading>Staffing estimate</Subheading>
          <Paragraph>{oneLine(lead.staffing)}</Paragraph>
          <Paragraph small>The visitor saw this estimate; confirm the final number with them.</Paragraph>
        </>
      ) : null}
      {lead.form === "application" ? (
        <>
          <Subheading>Résumé</Subheading>
          <Paragraph>
            Résumé (staff only): {resume ? <SafeLink url={resume} label={resume} /> : "not available"}
          </Paragraph>
        </>
      ) : null}
      <Subheading>Where the lead came from</Subheading>
      <Details
        rows={[
          {
            label: "Source page",
            value: source ? <SafeLink url={source} /> : lead.sourcePage ? oneLine(lead.sourcePage) : "unknown",
          },
          // As text: the visitor's browser sent it, so it can point anywhere.
          { label: "Referrer", value: referrer || "none" },
          ...(utm.length > 0
            ? utm.map(([k, v]) => ({ label: oneLine(k), value: oneLine(v) || "none" }))
            : [{ label: "UTM parameters", value: "none" }]),
        ]}
      />
    </EmailLayout>
  );
}

export function leadNotification(lead: LeadEmailData, ctx: EmailContext): RenderedEmail {
  const label = leadFormWords[lead.form].staff;
  const name = oneLine(lead.name);
  const who = truncate(name || oneLine(lead.email) || "(no name)", 80);
  // A lead in another language says so before it is opened, so the right person answers it.
  const language = lead.language && lead.language !== "en" ? ` (${langNamesForStaff[lead.language]})` : "";
  const subject = `New ${label.charAt(0).toLowerCase()}${label.slice(1)}${language} ${oneLine(lead.reference)} — ${who}`;
  return renderEmail(subject, <LeadNotification lead={lead} ctx={ctx} subject={subject} />);
}

// ---------------------------------------------------------------------------------------------------------------
// Lead confirmation (to the visitor)

/** What the visitor's confirmation says, in each language of the forms. */
const confirmationWords = (): Record<
  Lang,
  {
    subject: (what: string, reference: string) => string;
    /** What the visitor sent, by form: "your booking request". */
    what: Record<LeadForm, string>;
    nextSteps: Record<LeadForm, string>;
    preheader: (reference: string, nextSteps: string) => string;
    why: (what: string) => [string, string];
    hello: string;
    thanks: (what: string) => string;
    thanksApplication: string;
    reference: { reference: string; received: string };
    next: string;
    yourRequest: string;
    privacy: (chose: boolean) => string;
    reach: string;
    questions: string;
    questionsApplication: string;
    call: string;
    orEmail: string;
    or: string;
    mention: string;
    team: string;
    received: (iso: string) => string;
    calendar: string;
  }
> => ({
  en: {
    subject: (what, reference) => `We received your ${what} (${reference})`,
    what: {
      booking: leadFormWords.booking.visitor,
      quote: leadFormWords.quote.visitor,
      contact: leadFormWords.contact.visitor,
      application: leadFormWords.application.visitor,
    },
    nextSteps: {
      booking: leadFormWords.booking.nextSteps,
      quote: leadFormWords.quote.nextSteps,
      contact: leadFormWords.contact.nextSteps,
      application: leadFormWords.application.nextSteps,
    },
    preheader: (reference, nextSteps) => `Reference ${reference}. ${nextSteps}`,
    why: (what) => [
      `You received this e-mail because you submitted the ${what} form on `,
      ". If that wasn't you, you can ignore this message.",
    ],
    hello: "Hello,",
    thanks: (what) => `Thank you for contacting ${site.name}. We received your ${what}.`,
    thanksApplication: `Thank you for applying to ${site.name}. We received your job application.`,
    reference: { reference: "Your reference:", received: "Received" },
    next: "What happens next",
    yourRequest: "Your request",
    privacy: (chose) =>
      `Everything you wrote reached our team. For your privacy, this e-mail repeats only the reference${chose ? " and the choices you made" : ""}.`,
    reach: "How to reach us",
    questions: "Questions or changes?",
    questionsApplication: "Questions about your application?",
    call: "Call",
    orEmail: "or e-mail",
    or: "or",
    mention: ", and mention reference",
    team: `— The ${site.name} team`,
    received: formatPacificTime,
    calendar:
      "The attached calendar file adds the event to your calendar, marked pending confirmation until we confirm.",
  },
  es: {
    subject: (what, reference) => `Recibimos su ${what} (${reference})`,
    what: {
      booking: "solicitud de reservación",
      quote: "solicitud de cotización",
      contact: "solicitud de cotización",
      application: "solicitud de empleo",
    },
    nextSteps: {
      booking: `Un coordinador revisará el lugar, la fecha y el número de invitados, y le responderá en menos de ${site.replyHours.request} horas para confirmar disponibilidad, personal y próximos pasos.`,
      quote: `Un coordinador revisará el lugar, la fecha y el número de invitados, y le responderá en menos de ${site.replyHours.request} horas con su cotización.`,
      contact: `Un coordinador revisará los datos de su evento y le responderá en menos de ${site.replyHours.request} horas con una cotización y los próximos pasos.`,
      application: `Nuestro equipo de contratación revisará su solicitud y su currículum, y le responderá en menos de ${site.replyHours.application} horas.`,
    },
    preheader: (reference, nextSteps) => `Referencia ${reference}. ${nextSteps}`,
    why: (what) => [
      `Recibió este correo porque envió el formulario de ${what} en `,
      ". Si no fue usted, puede ignorar este mensaje.",
    ],
    hello: "Hola:",
    thanks: (what) => `Gracias por comunicarse con ${site.name}. Recibimos su ${what}.`,
    thanksApplication: `Gracias por postularse en ${site.name}. Recibimos su solicitud de empleo.`,
    reference: { reference: "Su referencia:", received: "Recibida" },
    next: "Próximos pasos",
    yourRequest: "Su solicitud",
    privacy: (chose) =>
      `Todo lo que escribió llegó a nuestro equipo. Por su privacidad, este correo repite solo la referencia${chose ? " y las opciones que eligió" : ""}.`,
    reach: "Cómo comunicarse con nosotros",
    questions: "¿Preguntas o cambios?",
    questionsApplication: "¿Preguntas sobre su solicitud?",
    call: "Llame al",
    orEmail: "o escriba a",
    or: "o",
    mention: ", y mencione la referencia",
    team: `— El equipo de ${site.name}`,
    // A label, "Recibida: sábado, 21 de noviembre…", as in the text part: never "Recibida: el sábado".
    received: (iso) => formatPacificTime(iso, "es"),
    calendar:
      "El archivo de calendario adjunto agrega el evento a su calendario, marcado como pendiente de confirmación hasta que lo confirmemos.",
  },
});

function LeadConfirmation({ lead, ctx, subject }: { lead: LeadEmailData; ctx: EmailContext; subject: string }) {
  const lang = lead.language ?? "en";
  const words = confirmationWords()[lang];
  const what = words.what[lead.form];
  const nextSteps = words.nextSteps[lead.form];
  const reference = oneLine(lead.reference);
  const isApplication = lead.form === "application";
  const chosen = (lead.visitorFields ?? lead.fields).filter((f) => f.chosen);
  const replyEmail = isApplication ? site.careersEmail : site.email;
  return (
    <EmailLayout
      title={subject}
      lang={langTags[lang]}
      preheader={words.preheader(reference, nextSteps)}
      footer={<ClientFooter why={words.why(what)} siteUrl={ctx.siteUrl} />}
    >
      <Heading>{words.hello}</Heading>
      <Paragraph>{isApplication ? words.thanksApplication : words.thanks(what)}</Paragraph>
      <ReferenceBox reference={reference} received={words.received(lead.receivedAt)} words={words.reference} />
      <Subheading>{words.next}</Subheading>
      <Paragraph>{nextSteps}</Paragraph>
      {lead.calendarAttached ? <Paragraph>{words.calendar}</Paragraph> : null}
      {chosen.length > 0 ? (
        <>
          <Subheading>{words.yourRequest}</Subheading>
          <Details rows={fieldRows(chosen)} />
        </>
      ) : null}
      <Paragraph small>{words.privacy(chosen.length > 0)}</Paragraph>
      <Subheading>{words.reach}</Subheading>
      <Paragraph>
        {isApplication ? words.questionsApplication : words.questions} {words.call}{" "}
        <Link href={companyTel()}>{site.phone.display}</Link> {words.orEmail}{" "}
        <Link href={`mailto:${replyEmail}`}>{replyEmail}</Link>
        {isApplication ? (
          <>
            {" "}
            ({words.or} <Link href={companyMailto()}>{site.email}</Link>)
          </>
        ) : null}
        {words.mention} <Strong>{reference}</Strong>.
      </Paragraph>
      <Paragraph>{words.team}</Paragraph>
    </EmailLayout>
  );
}

export function leadConfirmation(lead: LeadEmailData, ctx: EmailContext): RenderedEmail {
  const words = confirmationWords()[lead.language ?? "en"];
  const subject = words.subject(words.what[lead.form], oneLine(lead.reference));
  return renderEmail(subject, <LeadConfirmation lead={lead} ctx={ctx} subject={subject} />);
}

// ---------------------------------------------------------------------------------------------------------------
// Digest of held leads (to the company)

export interface HeldLeadLine {
  reference: string;
  form: LeadForm;
  name: string;
  email: string;
  /** ISO instant. */
  receivedAt: string;
  /** Why it was held, in the staff's words. */
  reason: string;
  /** Absolute link to the lead's staff page, where "Not spam" sends its e-mails. */
  url: string;
}

export interface HeldDigestData {
  /** Oldest first. */
  leads: HeldLeadLine[];
  /** Absolute link to the staff inbox's list of every lead held as spam. */
  allHeldUrl: string;
}

/** A bot can hold thousands of leads in a day: the e-mail lists this many, the inbox has the rest. */
export const DIGEST_LIST_MAX = 50;

const leadsCount = (n: number) => `${n} lead${n === 1 ? "" : "s"}`;

function HeldLead({ lead }: { lead: HeldLeadLine }) {
  const reference = oneLine(lead.reference);
  const url = safeHttpUrl(lead.url);
  return (
    <>
      <Subheading>{`${reference} · ${leadFormWords[lead.form].staff}`}</Subheading>
      <Details
        rows={[
          { label: "Name", value: oneLine(lead.name) || "—" },
          { label: "Email", value: oneLine(lead.email) || "—" },
          { label: "Received", value: formatPacificTime(lead.receivedAt) },
          { label: "Why held", value: oneLine(lead.reason) },
        ]}
      />
      {url ? (
        <Paragraph>
          <Link href={url}>{`Review ${reference}`}</Link>
        </Paragraph>
      ) : null}
    </>
  );
}

function HeldDigest({ data, ctx, subject }: { data: HeldDigestData; ctx: EmailContext; subject: string }) {
  const shown = data.leads.slice(0, DIGEST_LIST_MAX);
  const more = data.leads.length - shown.length;
  const allHeld = safeHttpUrl(data.allHeldUrl);
  return (
    <EmailLayout
      title={subject}
      preheader={`${leadsCount(data.leads.length)} held since the last digest: nobody was notified of them.`}
      footer={
        <Paragraph small>
          Sent by the {site.name} website (<SafeLink url={ctx.siteUrl} />) each morning when leads were held.
        </Paragraph>
      }
    >
      <Heading>Leads held as possible spam</Heading>
      <Paragraph>
        Since the last digest, the website held {leadsCount(data.leads.length)} as possible spam, without notifying the
        office. Open each one; if it is real, "Not spam" sends its e-mails at once. Held leads are deleted after{" "}
        {retention.spamDays} days.
      </Paragraph>
      {shown.map((lead) => (
        <HeldLead key={lead.reference} lead={lead} />
      ))}
      {more > 0 ? (
        <Paragraph>
          And {more} more: {allHeld ? <Link href={allHeld}>see every held lead</Link> : "see the staff inbox"}.
        </Paragraph>
      ) : null}
    </EmailLayout>
  );
}

export function heldLeadsDigest(data: HeldDigestData, ctx: EmailContext): RenderedEmail {
  const subject = `Held as possible spam: ${leadsCount(data.leads.length)} to review`;
  return renderEmail(subject, <HeldDigest data={data} ctx={ctx} subject={subject} />);
}

// ---------------------------------------------------------------------------------------------------------------
// Newsletter confirmation

export interface NewsletterEmailData {
  email: string;
  /** The double opt-in link. */
  confirmUrl: string;
  /** The language of the page signed up on; English when not given. */
  language?: Lang;
}

function NewsletterConfirmation({
  data,
  ctx,
  subject,
}: {
  data: NewsletterEmailData;
  ctx: EmailContext;
  subject: string;
}) {
  const lang = data.language ?? "en";
  const words = newsletterEmailWords[lang];
  const email = oneLine(data.email);
  const confirm = safeHttpUrl(oneLine(data.confirmUrl));
  return (
    <EmailLayout
      title={subject}
      lang={langTags[lang]}
      preheader={words.preheader}
      footer={<CompanyFooter why={words.why(email, siteHost(ctx.siteUrl))} />}
    >
      <Heading>{words.heading}</Heading>
      <Paragraph>{words.body(email)}</Paragraph>
      {confirm ? (
        <>
          <Button href={confirm}>{words.button}</Button>
          <Paragraph small>
            {words.orOpen} <Link href={confirm}>{confirm}</Link>
          </Paragraph>
        </>
      ) : null}
      <Paragraph>{words.leave}</Paragraph>
    </EmailLayout>
  );
}

export function newsletterConfirmation(data: NewsletterEmailData, ctx: EmailContext): RenderedEmail {
  const subject = newsletterEmailWords[data.language ?? "en"].subject;
  return renderEmail(subject, <NewsletterConfirmation data={data} ctx={ctx} subject={subject} />);
}

// ---------------------------------------------------------------------------------------------------------------
// The owner's morning digest and the reply alert (to the company)

export interface OwnerLeadLine {
  reference: string;
  form: LeadForm;
  name: string;
  /** ISO instant. */
  receivedAt: string;
  /** Absolute link to the lead's staff page. */
  url: string;
}

/** A booked event in the owner's digest. */
export interface OwnerEventLine {
  reference: string;
  /** "4:30 PM–10:00 PM": the confirmed hours. */
  hours: string;
  serviceType: string;
  /** The venue's name and address, as the client typed them. */
  venue: string;
  attendants: number | null;
  /** The coordinator's name and phone. */
  coordinator: string;
  /** Absolute link to the lead's staff page. */
  url: string;
}

export interface OwnerDigestData {
  /** The Los Angeles day it reports on (yesterday), YYYY-MM-DD. */
  day: string;
  /** The booked events of the day it is sent (today) and the next, by time. */
  events: { today: OwnerEventLine[]; tomorrow: OwnerEventLine[] };
  /** Yesterday's leads, spam left out, oldest first. */
  leads: OwnerLeadLine[];
  /** Every open lead past its reply promise, longest waiting first. */
  overdue: (OwnerLeadLine & { hoursLate: number })[];
  /** Absolute link to the staff report. */
  reportUrl: string;
  /** Clients' reviews waiting for the owner's approval, and where to moderate them. */
  reviews?: { waiting: number; url: string };
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

function OwnerLead({ lead, late }: { lead: OwnerLeadLine; late?: number }) {
  const reference = oneLine(lead.reference);
  const url = safeHttpUrl(lead.url);
  return (
    <>
      <Subheading>{`${reference} · ${leadFormWords[lead.form].staff}`}</Subheading>
      <Details
        rows={[
          { label: "Name", value: oneLine(lead.name) || "—" },
          { label: "Received", value: formatPacificTime(lead.receivedAt) },
          ...(late === undefined ? [] : [{ label: "Past the promise", value: `${late} h` }]),
        ]}
      />
      {url ? (
        <Paragraph>
          <Link href={url}>{`Open ${reference}`}</Link>
        </Paragraph>
      ) : null}
    </>
  );
}

const eventsCount = (n: number) => `${n} event${n === 1 ? "" : "s"}`;

function OwnerEvent({ event }: { event: OwnerEventLine }) {
  const reference = oneLine(event.reference);
  const url = safeHttpUrl(event.url);
  return (
    <>
      <Subheading>{`${oneLine(event.hours)} · ${oneLine(event.serviceType)}`}</Subheading>
      <Details
        rows={[
          { label: "Venue", value: truncate(oneLine(event.venue), 200) || "—" },
          { label: "Attendants", value: event.attendants ? String(event.attendants) : "—" },
          { label: "Coordinator", value: truncate(oneLine(event.coordinator), 120) || "—" },
        ]}
      />
      {url ? (
        <Paragraph>
          <Link href={url}>{`Open ${reference}`}</Link>
        </Paragraph>
      ) : null}
    </>
  );
}

/** Today's and tomorrow's booked events, or a line saying there are none. */
function OwnerEvents({ events }: { events: OwnerDigestData["events"] }) {
  return (
    <>
      {(["today", "tomorrow"] as const).map((when) => (
        <Fragment key={when}>
          <Subheading>{`Events ${when}`}</Subheading>
          {events[when].length ? (
            events[when].map((event) => <OwnerEvent key={event.reference} event={event} />)
          ) : (
            <Paragraph>{`No events ${when}.`}</Paragraph>
          )}
        </Fragment>
      ))}
    </>
  );
}

function OwnerDigest({ data, ctx, subject }: { data: OwnerDigestData; ctx: EmailContext; subject: string }) {
  const day = DAY_FORMAT.format(new Date(`${data.day}T00:00:00Z`));
  const byForm = (Object.keys(leadFormWords) as LeadForm[])
    .map((form) => [leadFormWords[form].staff, data.leads.filter((lead) => lead.form === form).length] as const)
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${label}: ${count}`)
    .join(", ");
  const report = safeHttpUrl(data.reportUrl);
  const shown = data.leads.slice(0, DIGEST_LIST_MAX);
  const overdue = data.overdue.slice(0, DIGEST_LIST_MAX);
  return (
    <EmailLayout
      title={subject}
      preheader={`${leadsCount(data.leads.length)} on ${day}; ${data.overdue.length} waiting past the reply promise.`}
      footer={
        <Paragraph small>
          Sent by the {site.name} website (<SafeLink url={ctx.siteUrl} />) every morning. Leads held as possible spam
          are not counted here: they have a digest of their own.
        </Paragraph>
      }
    >
      <Heading>{`Leads of ${day}`}</Heading>
      <Paragraph>
        {data.leads.length ? `${leadsCount(data.leads.length)} came in (${byForm}).` : "No lead came in."}{" "}
        {data.overdue.length
          ? `${leadsCount(data.overdue.length)} still wait past the reply we promised: they are listed first.`
          : "Every open lead is within its reply promise."}
      </Paragraph>
      {overdue.map((lead) => (
        <OwnerLead key={`late-${lead.reference}`} lead={lead} late={lead.hoursLate} />
      ))}
      {data.overdue.length > overdue.length ? (
        <Paragraph>{`And ${data.overdue.length - overdue.length} more waiting past the promise.`}</Paragraph>
      ) : null}
      {shown.length ? <Subheading>{`Yesterday's ${leadsCount(data.leads.length)}`}</Subheading> : null}
      {shown.map((lead) => (
        <OwnerLead key={lead.reference} lead={lead} />
      ))}
      {data.leads.length > shown.length ? (
        <Paragraph>{`And ${data.leads.length - shown.length} more in the staff inbox.`}</Paragraph>
      ) : null}
      <OwnerEvents events={data.events} />
      {data.reviews?.waiting ? (
        <Paragraph>
          {`${data.reviews.waiting === 1 ? "One client review waits" : `${data.reviews.waiting} client reviews wait`} for your approval: `}
          <SafeLink url={data.reviews.url} />
        </Paragraph>
      ) : null}
      {report ? <Button href={report}>See the report</Button> : null}
    </EmailLayout>
  );
}

export function ownerDigest(data: OwnerDigestData, ctx: EmailContext): RenderedEmail {
  const late = data.overdue.length ? ` · ${data.overdue.length} past the reply promise` : "";
  const today = data.events.today.length ? ` · ${eventsCount(data.events.today.length)} today` : "";
  const subject = `Yesterday: ${data.leads.length ? leadsCount(data.leads.length) : "no leads"}${late}${today}`;
  return renderEmail(subject, <OwnerDigest data={data} ctx={ctx} subject={subject} />);
}

export interface ReplyAlertData extends OwnerLeadLine {
  /** The promise, in hours, and when it runs out (ISO instant). */
  promiseHours: number;
  dueAt: string;
}

function ReplyAlert({ data, ctx, subject }: { data: ReplyAlertData; ctx: EmailContext; subject: string }) {
  const url = safeHttpUrl(data.url);
  return (
    <EmailLayout
      title={subject}
      preheader={`Still new: we promised a reply by ${formatPacificTime(data.dueAt)}.`}
      footer={
        <Paragraph small>
          Sent by the {site.name} website (<SafeLink url={ctx.siteUrl} />) once per lead, when it nears its reply
          promise with no answer.
        </Paragraph>
      }
    >
      <Heading>A lead is waiting for its reply</Heading>
      <Paragraph>
        We promised a reply within {data.promiseHours} hours, by <Strong>{formatPacificTime(data.dueAt)}</Strong>, and
        this lead is still new. Answer it, then change its status so the team knows.
      </Paragraph>
      <OwnerLead lead={data} />
      {url ? <Button href={url}>{`Open ${oneLine(data.reference)}`}</Button> : null}
    </EmailLayout>
  );
}

export function replyAlert(data: ReplyAlertData, ctx: EmailContext): RenderedEmail {
  const subject = `Reply due soon: ${oneLine(data.reference)} (${leadFormWords[data.form].staff})`;
  return renderEmail(subject, <ReplyAlert data={data} ctx={ctx} subject={subject} />);
}

// ---------------------------------------------------------------------------------------------------------------
// Booking decision (to the client): confirmed, declined or cancelled from the lead's staff page

export interface BookingDecisionEmailData {
  reference: string;
  /** The lead's language: the client's e-mail is in it. */
  language: Lang;
  decision: BookingDecisionKind;
  /** YYYY-MM-DD, the event's date as requested. */
  eventDate: string;
  attendants: number | null;
  /** HH:MM, Los Angeles time. */
  arrival: string | null;
  endTime: string | null;
  /** Typed by staff. */
  coordinatorName: string;
  coordinatorPhone: string;
  priceCents: number | null;
  /** The note to the client, typed by staff: shown as text, line breaks kept. */
  note: string;
  /** The updated calendar file is attached. */
  calendarAttached: boolean;
}

/** What the decision e-mail says, in each language of the forms. */
const decisionWords = (): Record<
  Lang,
  {
    subject: Record<BookingDecisionKind, (reference: string) => string>;
    heading: Record<BookingDecisionKind, string>;
    lead: Record<BookingDecisionKind, (date: string) => string>;
    preheader: Record<BookingDecisionKind, (date: string) => string>;
    rows: {
      reference: string;
      date: string;
      attendants: string;
      arrival: string;
      end: string;
      nextDay: string;
      price: string;
      coordinator: string;
      coordinatorPhone: string;
    };
    priceNote: string;
    note: string;
    calendar: Record<BookingDecisionKind, string>;
    reach: string;
    callCoordinator: (name: string) => string;
    orOffice: string;
    orEmail: string;
    mention: string;
    team: string;
    why: [string, string];
    dateFormat: Intl.DateTimeFormat;
  }
> => ({
  en: {
    subject: {
      confirmed: (reference) => `Your booking ${reference} is confirmed`,
      declined: (reference) => `Your booking request ${reference}: we cannot take it`,
      cancelled: (reference) => `Your booking ${reference} is cancelled`,
    },
    heading: {
      confirmed: "Your booking is confirmed",
      declined: "We cannot take your booking",
      cancelled: "Your booking is cancelled",
    },
    lead: {
      confirmed: (date) => `We confirmed valet parking for your event on ${date}. Here are the details.`,
      declined: (date) => `We are sorry: we cannot provide valet parking for your event on ${date}.`,
      cancelled: (date) => `Your valet parking booking for ${date} is cancelled.`,
    },
    preheader: {
      confirmed: (date) => `Confirmed for ${date}: your team, hours and coordinator.`,
      declined: (date) => `We cannot provide valet parking on ${date}.`,
      cancelled: (date) => `Your booking for ${date} is cancelled.`,
    },
    rows: {
      reference: "Reference",
      date: "Event date",
      attendants: "Valet attendants",
      arrival: "Team arrives",
      end: "Service ends",
      nextDay: "(the next day)",
      price: "Price",
      coordinator: "Your coordinator",
      coordinatorPhone: "Coordinator's phone",
    },
    priceNote: "The price is for the service described here; tell your coordinator if anything changes.",
    note: "A note from our team",
    calendar: {
      confirmed:
        "The attached calendar file updates the event already in your calendar: it now shows it as confirmed, with these hours.",
      declined: "The attached calendar file removes the event from your calendar.",
      cancelled: "The attached calendar file removes the event from your calendar.",
    },
    reach: "How to reach us",
    callCoordinator: (name) => `Call your coordinator, ${name}, at`,
    orOffice: "or the office at",
    orEmail: "or write to",
    mention: ", mentioning the reference",
    team: `— The ${site.name} team`,
    why: ["You received this e-mail about the booking you requested on ", "."],
    dateFormat: new Intl.DateTimeFormat("en-US", {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
  },
  es: {
    subject: {
      confirmed: (reference) => `Su reservación ${reference} está confirmada`,
      declined: (reference) => `Su solicitud de reservación ${reference}: no podemos atenderla`,
      cancelled: (reference) => `Su reservación ${reference} está cancelada`,
    },
    heading: {
      confirmed: "Su reservación está confirmada",
      declined: "No podemos atender su reservación",
      cancelled: "Su reservación está cancelada",
    },
    lead: {
      confirmed: (date) =>
        `Confirmamos el servicio de valet parking para su evento del ${date}. Estos son los detalles.`,
      declined: (date) => `Lo sentimos: no podemos ofrecer el servicio de valet parking para su evento del ${date}.`,
      cancelled: (date) => `Su reservación de valet parking del ${date} está cancelada.`,
    },
    preheader: {
      confirmed: (date) => `Confirmada para el ${date}: su equipo, horario y coordinador.`,
      declined: (date) => `No podemos ofrecer el servicio el ${date}.`,
      cancelled: (date) => `Su reservación del ${date} está cancelada.`,
    },
    rows: {
      reference: "Referencia",
      date: "Fecha del evento",
      attendants: "Valets",
      arrival: "Llegada del equipo",
      end: "Fin del servicio",
      nextDay: "(al día siguiente)",
      price: "Precio",
      coordinator: "Coordinación del evento",
      coordinatorPhone: "Teléfono de contacto",
    },
    priceNote: "El precio corresponde al servicio descrito aquí; si algo cambia, avísenos.",
    note: "Una nota de nuestro equipo",
    calendar: {
      confirmed:
        "El archivo de calendario adjunto actualiza el evento que ya está en su calendario: ahora aparece confirmado, con este horario.",
      declined: "El archivo de calendario adjunto quita el evento de su calendario.",
      cancelled: "El archivo de calendario adjunto quita el evento de su calendario.",
    },
    reach: "Cómo comunicarse con nosotros",
    callCoordinator: (name) => `Llame a ${name}, quien coordina su evento, al`,
    orOffice: "o a la oficina al",
    orEmail: "o escriba a",
    mention: ", e indique la referencia",
    team: `— El equipo de ${site.name}`,
    why: ["Recibió este correo sobre la reservación que solicitó en ", "."],
    dateFormat: new Intl.DateTimeFormat("es-US", {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
  },
});

/** "Saturday, June 19, 2027" (or "sábado, 19 de junio de 2027") for YYYY-MM-DD. */
export function eventDateText(date: string, lang: Lang): string {
  const at = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? oneLine(date) : decisionWords()[lang].dateFormat.format(at);
}

function BookingDecisionMessage({
  data,
  ctx,
  subject,
}: {
  data: BookingDecisionEmailData;
  ctx: EmailContext;
  subject: string;
}) {
  const lang = data.language;
  const words = decisionWords()[lang];
  const reference = oneLine(data.reference);
  const date = eventDateText(data.eventDate, lang);
  const name = truncate(oneLine(data.coordinatorName), 80);
  const phone = truncate(oneLine(data.coordinatorPhone), 30);
  const tel = telUri(data.coordinatorPhone);
  const note = multiLine(data.note).trim();
  const confirmed = data.decision === "confirmed";
  const nextDay = data.arrival && data.endTime && endsNextDay(data.arrival, data.endTime);
  const rows = [
    { label: words.rows.reference, value: reference },
    { label: words.rows.date, value: date },
    ...(confirmed && data.attendants ? [{ label: words.rows.attendants, value: String(data.attendants) }] : []),
    ...(confirmed && data.arrival ? [{ label: words.rows.arrival, value: clockText(data.arrival, lang) }] : []),
    ...(confirmed && data.endTime
      ? [
          {
            label: words.rows.end,
            value: `${clockText(data.endTime, lang)}${nextDay ? ` ${words.rows.nextDay}` : ""}`,
          },
        ]
      : []),
    ...(confirmed && data.priceCents ? [{ label: words.rows.price, value: dollarsOf(data.priceCents) }] : []),
    { label: words.rows.coordinator, value: name || "—" },
    { label: words.rows.coordinatorPhone, value: tel ? <Link href={tel}>{phone}</Link> : phone || "—" },
  ];
  return (
    <EmailLayout
      title={subject}
      lang={langTags[lang]}
      preheader={words.preheader[data.decision](date)}
      footer={<ClientFooter why={words.why} siteUrl={ctx.siteUrl} />}
    >
      <Heading>{words.heading[data.decision]}</Heading>
      <Paragraph>{words.lead[data.decision](date)}</Paragraph>
      <Details rows={rows} />
      {confirmed && data.priceCents ? <Paragraph small>{words.priceNote}</Paragraph> : null}
      {note ? (
        <>
          <Subheading>{words.note}</Subheading>
          <Paragraph>
            <MultiLine value={truncate(note, 2000)} />
          </Paragraph>
        </>
      ) : null}
      {data.calendarAttached ? <Paragraph>{words.calendar[data.decision]}</Paragraph> : null}
      <Subheading>{words.reach}</Subheading>
      <Paragraph>
        {words.callCoordinator(name)} {tel ? <Link href={tel}>{phone}</Link> : phone}, {words.orOffice}{" "}
        <Link href={companyTel()}>{site.phone.display}</Link> {words.orEmail}{" "}
        <Link href={companyMailto()}>{site.email}</Link>
        {words.mention} <Strong>{reference}</Strong>.
      </Paragraph>
      <Paragraph>{words.team}</Paragraph>
    </EmailLayout>
  );
}

export function bookingDecisionEmail(data: BookingDecisionEmailData, ctx: EmailContext): RenderedEmail {
  const subject = decisionWords()[data.language].subject[data.decision](oneLine(data.reference));
  return renderEmail(subject, <BookingDecisionMessage data={data} ctx={ctx} subject={subject} />);
}
