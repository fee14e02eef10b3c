/**
 * E-mail templates of the lead pipeline: the notification to the company, the confirmation to the visitor and
 * the newsletter confirmation. Pure functions from data to { subject, text, html }; the sender (outbox) sets the
 * addresses and headers (reply-to = the visitor on notifications).
 *
 * Everything a visitor typed is untrusted: it is HTML-escaped in the HTML part, stripped of line breaks and
 * control characters in subjects and single-line values, and only http(s) URLs ever become links.
 */
import { site } from "~/config/site";
import type { LeadForm } from "~/lib/storage/schema";

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
  /** Every submitted field in form order, human-readable ("Guest count", "150"). */
  fields: { label: string; value: string }[];
  /** Path the form was sent from, e.g. "/book". */
  sourcePage: string | null;
  /** External referrer of the visit, full URL. */
  referrer: string | null;
  /** utm_source, utm_medium, … (may be empty). */
  utm: Record<string, string>;
  /** Absolute staff-only link to the résumé (applications only). */
  resumeUrl: string | null;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailContext {
  /** Absolute, no trailing slash. */
  siteUrl: string;
}

/** Staff-facing name of each form. */
export const formLabels: Record<LeadForm, string> = {
  booking: "Booking request",
  contact: "Quote request (contact page)",
  quote: "Quote request",
  application: "Job application",
};

/** Visitor-facing name of what they sent ("your booking request"). */
const visitorNouns: Record<LeadForm, string> = {
  booking: "booking request",
  contact: "quote request",
  quote: "quote request",
  application: "job application",
};

// ---------------------------------------------------------------------------------------------------------------
// Sanitising helpers

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * One line of text safe for a header such as the subject: line breaks, C0/C1 control characters, Unicode line
 * and paragraph separators and bidirectional overrides become spaces; runs of whitespace collapse.
 */
export function oneLine(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Multi-line text: line endings normalised to "\n", other control characters (except tab) removed. */
function multiLine(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(/\p{Cc}/gu, (ch) => (ch === "\n" || ch === "\t" ? ch : ""));
}

/** Escaped HTML of a multi-line value, line breaks as <br>. */
function htmlMultiLine(value: string): string {
  return escapeHtml(multiLine(value)).replace(/\n/g, "<br>");
}

function truncate(value: string, max: number): string {
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

/** A link when the URL is http(s), otherwise the value as (escaped) text. */
function htmlLink(url: string | null, label?: string): string {
  const href = safeHttpUrl(url);
  const shown = escapeHtml(oneLine(label ?? url ?? ""));
  return href ? `<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${shown}</a>` : shown;
}

/** The absolute URL of a source page path on the site, or null when it is not a plain path. */
function sourceUrl(sourcePage: string | null, siteUrl: string): string | null {
  if (!sourcePage) return null;
  const path = sourcePage.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  return safeHttpUrl(`${siteUrl.replace(/\/+$/, "")}${path}`);
}

/** A tel: URI from whatever the visitor typed, or null when there are too few digits to dial. */
function telUri(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return null;
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A mailto: URI for a plain address, or null when the address has anything unusual in it. */
function mailtoUri(email: string): string | null {
  const address = email.trim();
  return /^[A-Za-z0-9.!#$%&*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(address) ? `mailto:${address}` : null;
}

function firstName(name: string): string {
  return oneLine(name).split(" ")[0] ?? "";
}

function siteHost(siteUrl: string): string {
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

/** "Saturday, November 21, 2026, 3:04 PM PT" for an ISO instant, in Los Angeles time whatever the server's zone. */
export function formatPacificTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return oneLine(iso);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    LA_FORMAT.formatToParts(date).find((p) => p.type === type)?.value ?? "";
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

// ---------------------------------------------------------------------------------------------------------------
// HTML layout

const INK = "#0a0e18";
const GOLD = "#d1ad66";
const IVORY = "#fbf8f1";
const BODY = "#1a2236";
const MUTED = "#4a5368"; // 7.3:1 on ivory
const LINK = "#7a5614"; // dark gold, 6.6:1 on white
const RULE = "#e6dcc6";
const SANS = "Arial, Helvetica, sans-serif";
const SERIF = "Georgia, 'Times New Roman', Times, serif";
const LINK_STYLE = `color:${LINK};text-decoration:underline;`;

const P = `margin:0 0 16px 0;font-family:${SANS};font-size:16px;line-height:24px;color:${BODY};`;
const H1 = `margin:0 0 16px 0;font-family:${SERIF};font-size:24px;line-height:32px;font-weight:normal;color:${INK};`;
const H2 = `margin:24px 0 8px 0;font-family:${SERIF};font-size:18px;line-height:26px;font-weight:normal;color:${INK};`;

function paragraph(innerHtml: string): string {
  return `<p style="${P}">${innerHtml}</p>`;
}

/** A bulletproof button: ink cell, gold label. */
function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;border-collapse:separate;"><tr><td style="background-color:${INK};border-radius:4px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;font-family:${SANS};font-size:16px;line-height:20px;font-weight:bold;color:${GOLD};text-decoration:none;border-radius:4px;">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A label/value table; values are already-escaped HTML. */
function detailsTable(rows: { label: string; valueHtml: string }[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;border-bottom:1px solid ${RULE};font-family:${SANS};font-size:14px;line-height:20px;font-weight:bold;color:${MUTED};width:38%;">${escapeHtml(oneLine(row.label))}</th><td valign="top" style="padding:8px 0;border-bottom:1px solid ${RULE};font-family:${SANS};font-size:15px;line-height:22px;color:${BODY};word-break:break-word;">${row.valueHtml}</td></tr>`,
    )
    .join("");
  return `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="width:100%;border-collapse:collapse;margin:0 0 16px 0;">${body}</table>`;
}

function fieldRows(fields: LeadEmailData["fields"]): { label: string; valueHtml: string }[] {
  return fields.map((f) => ({ label: f.label, valueHtml: f.value.trim() === "" ? "—" : htmlMultiLine(f.value) }));
}

function layout(opts: { title: string; preheader: string; bodyHtml: string; footerHtml: string }): string {
  // Filler after the preheader keeps clients from pulling body text into the inbox preview.
  const filler = "&#847;&zwnj;&nbsp;".repeat(40);
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(opts.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${IVORY};-webkit-text-size-adjust:100%;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;color:${IVORY};">${escapeHtml(opts.preheader)}${filler}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background-color:${IVORY};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:collapse;">
<tr><td style="background-color:${INK};padding:22px 32px;font-family:${SERIF};font-size:24px;line-height:32px;color:${GOLD};letter-spacing:0.5px;">${escapeHtml(site.name)}</td></tr>
<tr><td style="background-color:#ffffff;border:1px solid ${RULE};border-top:0;padding:32px;font-family:${SANS};font-size:16px;line-height:24px;color:${BODY};">
${opts.bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">
${opts.footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const companyTel = `tel:${site.phone.e164}`;
const companyMailto = `mailto:${site.email}`;
const addressLine = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

function companyFooterHtml(extraHtml = ""): string {
  return `${extraHtml}<p style="margin:0;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(site.legalName)} · ${escapeHtml(addressLine)}<br><a href="${escapeHtml(companyTel)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(site.phone.display)}</a> · <a href="${escapeHtml(companyMailto)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(site.email)}</a></p>`;
}

function companyFooterText(): string {
  return `${site.legalName} · ${addressLine}\n${site.phone.display} · ${site.email}`;
}

function heading(title: string): string {
  return `${title}\n${"-".repeat(title.length)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Lead notification (to the company)

export function leadNotification(lead: LeadEmailData, ctx: EmailContext): RenderedEmail {
  const label = formLabels[lead.form];
  const reference = oneLine(lead.reference);
  const name = oneLine(lead.name);
  const email = oneLine(lead.email);
  const phone = oneLine(lead.phone);
  const received = formatPacificTime(lead.receivedAt);
  const source = sourceUrl(lead.sourcePage, ctx.siteUrl);
  const sourceShown = source ?? (lead.sourcePage ? oneLine(lead.sourcePage) : "unknown");
  const referrer = lead.referrer ? oneLine(lead.referrer) : "";
  const utm = utmEntries(lead.utm);
  const tel = telUri(lead.phone);
  const mailto = mailtoUri(lead.email);
  const isApplication = lead.form === "application";
  const resume = lead.resumeUrl ? oneLine(lead.resumeUrl) : "";
  const who = name || "the visitor";

  const subject = `New ${label.charAt(0).toLowerCase()}${label.slice(1)} ${reference} — ${truncate(name || email || "(no name)", 80)}`;

  // Text part
  const text: string[] = [
    `New ${label.toLowerCase()} — ${reference}`,
    "",
    `Reference: ${reference}`,
    `Received: ${received}`,
    `Form: ${label}`,
    "",
    `Name: ${name}`,
    `Email: ${email}`,
    `Phone: ${phone}${tel ? ` (${tel})` : ""}`,
    "",
    `Reply to this e-mail to answer ${who} directly: the reply goes to ${email || "the visitor"}.`,
    ...(tel ? [`Call: ${tel}`] : []),
    "",
    heading("Submitted details"),
    ...lead.fields.map((f) => `${oneLine(f.label)}: ${multiLine(f.value)}`),
  ];
  if (isApplication) text.push("", `Résumé (staff only): ${resume || "not available"}`);
  text.push(
    "",
    heading("Where the lead came from"),
    `Source page: ${sourceShown}`,
    `Referrer: ${referrer || "none"}`,
    ...(utm.length > 0 ? utm.map(([k, v]) => `${oneLine(k)}: ${oneLine(v) || "none"}`) : ["UTM parameters: none"]),
    "",
    "--",
    `Sent by the ${site.name} website (${ctx.siteUrl}).`,
  );

  // HTML part
  const contactRows = [
    { label: "Name", valueHtml: escapeHtml(name) || "—" },
    {
      label: "Email",
      valueHtml: mailto
        ? `<a href="${escapeHtml(mailto)}" style="${LINK_STYLE}">${escapeHtml(email)}</a>`
        : escapeHtml(email) || "—",
    },
    {
      label: "Phone",
      valueHtml: tel
        ? `<a href="${escapeHtml(tel)}" style="${LINK_STYLE}">${escapeHtml(phone)}</a>`
        : escapeHtml(phone) || "—",
    },
  ];
  const originRows = [
    { label: "Source page", valueHtml: source ? htmlLink(source) : escapeHtml(sourceShown) },
    { label: "Referrer", valueHtml: referrer ? htmlLink(referrer) : "none" },
    ...(utm.length > 0
      ? utm.map(([k, v]) => ({ label: k, valueHtml: escapeHtml(oneLine(v)) || "none" }))
      : [{ label: "UTM parameters", valueHtml: "none" }]),
  ];
  const resumeHtml = isApplication
    ? `<h2 style="${H2}">Résumé</h2>${paragraph(
        resume
          ? `Résumé (staff only): ${safeHttpUrl(resume) ? htmlLink(resume, "open the résumé") : escapeHtml(resume)}`
          : "Résumé (staff only): not available",
      )}`
    : "";
  const bodyHtml = [
    `<h1 style="${H1}">New ${escapeHtml(label.toLowerCase())}</h1>`,
    paragraph(
      `Reference <strong>${escapeHtml(reference)}</strong><br>Received ${escapeHtml(received)}<br>Form: ${escapeHtml(label)}`,
    ),
    paragraph(
      `Reply to this e-mail to answer ${escapeHtml(who)} directly: the reply goes to ${escapeHtml(email || "the visitor")}.`,
    ),
    tel ? button(tel, `Call ${truncate(name || "the visitor", 40)}: ${truncate(phone, 30)}`) : "",
    detailsTable(contactRows),
    `<h2 style="${H2}">Submitted details</h2>`,
    detailsTable(fieldRows(lead.fields)),
    resumeHtml,
    `<h2 style="${H2}">Where the lead came from</h2>`,
    detailsTable(originRows),
  ].join("\n");

  const html = layout({
    title: subject,
    preheader: `${label} from ${who}, reference ${reference}, received ${received}.`,
    bodyHtml,
    footerHtml: `<p style="margin:0;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">Sent by the ${escapeHtml(site.name)} website (${htmlLink(ctx.siteUrl)}).</p>`,
  });

  return { subject, text: `${text.join("\n")}\n`, html };
}

// ---------------------------------------------------------------------------------------------------------------
// Lead confirmation (to the visitor)

function nextSteps(form: LeadForm): string {
  const hours = form === "application" ? site.replyHours.application : site.replyHours.request;
  switch (form) {
    case "booking":
      return `A coordinator will review your venue, date and guest count and reply within ${hours} hours to confirm availability, staffing and next steps.`;
    case "quote":
      return `A coordinator will review your venue, date and guest count and reply within ${hours} hours with your quote.`;
    case "contact":
      return `A coordinator will review your event details and reply within ${hours} hours with a quote and next steps.`;
    case "application":
      return `Our hiring team will review your application and résumé and reply within ${hours} hours.`;
  }
}

export function leadConfirmation(lead: LeadEmailData, ctx: EmailContext): RenderedEmail {
  const noun = visitorNouns[lead.form];
  const reference = oneLine(lead.reference);
  const first = firstName(lead.name);
  const greeting = first ? `Hi ${first},` : "Hello,";
  const isApplication = lead.form === "application";
  const thanks = isApplication
    ? `Thank you for applying to ${site.name}. We received your job application.`
    : `Thank you for contacting ${site.name}. We received your ${noun}.`;
  const next = nextSteps(lead.form);
  const received = formatPacificTime(lead.receivedAt);
  const summaryTitle = isApplication ? "Your application" : "Your request";
  const reach = isApplication
    ? `Questions about your application? Call ${site.phone.display} or e-mail ${site.careersEmail} (or ${site.email}), and mention reference ${reference}.`
    : `Questions or changes? Call ${site.phone.display} or e-mail ${site.email}, and mention reference ${reference}.`;
  const formName = isApplication ? "job application form" : `${noun} form`;
  const host = siteHost(ctx.siteUrl);
  const why = `You received this e-mail because you submitted the ${formName} on ${host}.`;
  const notYou = "If that wasn't you, you can ignore this message.";

  const subject = `We received your ${noun} (${reference})`;

  const text = [
    greeting,
    "",
    thanks,
    "",
    `Your reference: ${reference}`,
    `Received: ${received}`,
    "",
    heading("What happens next"),
    next,
    "",
    heading(summaryTitle),
    ...lead.fields.map((f) => `${oneLine(f.label)}: ${multiLine(f.value)}`),
    "",
    heading("How to reach us"),
    `Phone: ${site.phone.display}`,
    `E-mail: ${isApplication ? site.careersEmail : site.email}`,
    reach,
    "",
    `— The ${site.name} team`,
    "",
    "--",
    `${why} ${notYou}`,
    companyFooterText(),
  ].join("\n");

  const reachHtml = isApplication
    ? `Questions about your application? Call <a href="${escapeHtml(companyTel)}" style="${LINK_STYLE}">${escapeHtml(site.phone.display)}</a> or e-mail <a href="mailto:${escapeHtml(site.careersEmail)}" style="${LINK_STYLE}">${escapeHtml(site.careersEmail)}</a> (or <a href="${escapeHtml(companyMailto)}" style="${LINK_STYLE}">${escapeHtml(site.email)}</a>), and mention reference <strong>${escapeHtml(reference)}</strong>.`
    : `Questions or changes? Call <a href="${escapeHtml(companyTel)}" style="${LINK_STYLE}">${escapeHtml(site.phone.display)}</a> or e-mail <a href="${escapeHtml(companyMailto)}" style="${LINK_STYLE}">${escapeHtml(site.email)}</a>, and mention reference <strong>${escapeHtml(reference)}</strong>.`;

  const bodyHtml = [
    `<h1 style="${H1}">${escapeHtml(greeting)}</h1>`,
    paragraph(escapeHtml(thanks)),
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="width:100%;margin:0 0 16px 0;"><tr><td style="background-color:${IVORY};border-left:4px solid ${GOLD};padding:12px 16px;font-family:${SANS};font-size:16px;line-height:24px;color:${BODY};">Your reference: <strong style="font-size:18px;letter-spacing:1px;">${escapeHtml(reference)}</strong><br><span style="font-size:14px;color:${MUTED};">Received ${escapeHtml(received)}</span></td></tr></table>`,
    `<h2 style="${H2}">What happens next</h2>`,
    paragraph(escapeHtml(next)),
    `<h2 style="${H2}">${escapeHtml(summaryTitle)}</h2>`,
    detailsTable(fieldRows(lead.fields)),
    `<h2 style="${H2}">How to reach us</h2>`,
    paragraph(reachHtml),
    paragraph(`— The ${escapeHtml(site.name)} team`),
  ].join("\n");

  const html = layout({
    title: subject,
    preheader: `Reference ${reference}. ${next}`,
    bodyHtml,
    footerHtml: companyFooterHtml(
      `<p style="margin:0 0 12px 0;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">You received this e-mail because you submitted the ${escapeHtml(formName)} on ${htmlLink(ctx.siteUrl, host)}. ${escapeHtml(notYou)}</p>`,
    ),
  });

  return { subject, text: `${text}\n`, html };
}

// ---------------------------------------------------------------------------------------------------------------
// Newsletter confirmation

export function newsletterConfirmation(
  data: { email: string; unsubscribeUrl: string },
  ctx: EmailContext,
): RenderedEmail {
  const email = oneLine(data.email);
  const unsubscribe = oneLine(data.unsubscribeUrl);
  const unsubscribeHref = safeHttpUrl(unsubscribe);
  const blogUrl = `${ctx.siteUrl.replace(/\/+$/, "")}/blog`;
  const subject = `You're subscribed to the ${site.name} newsletter`;
  const intro = `Thanks for signing up for the ${site.name} blog newsletter. Your address ${email} is now on the list.`;
  const what =
    "You'll get our new articles and seasonal planning reminders (wedding season, the holidays and other busy dates), about once a month.";
  const why = `You received this e-mail because ${email} was entered in the newsletter box on ${siteHost(ctx.siteUrl)}.`;

  const text = [
    "You're subscribed!",
    "",
    intro,
    "",
    what,
    "",
    `Read the blog: ${blogUrl}`,
    "",
    `Unsubscribe at any time: ${unsubscribe}`,
    "",
    "--",
    `${why} If that wasn't you, use the unsubscribe link above.`,
    companyFooterText(),
  ].join("\n");

  const unsubscribeHtml = unsubscribeHref
    ? `${button(unsubscribeHref, "Unsubscribe")}${paragraph(`<span style="font-size:14px;color:${MUTED};">Or open this link: ${htmlLink(unsubscribeHref)}</span>`)}`
    : paragraph(`Unsubscribe: ${escapeHtml(unsubscribe)}`);

  const bodyHtml = [
    `<h1 style="${H1}">You're subscribed!</h1>`,
    paragraph(escapeHtml(intro)),
    paragraph(escapeHtml(what)),
    paragraph(`Read the blog: ${htmlLink(blogUrl)}`),
    `<h2 style="${H2}">Changed your mind?</h2>`,
    paragraph("You can unsubscribe at any time:"),
    unsubscribeHtml,
  ].join("\n");

  const html = layout({
    title: subject,
    preheader: "New articles and seasonal planning reminders, about once a month. Unsubscribe anytime.",
    bodyHtml,
    footerHtml: companyFooterHtml(
      `<p style="margin:0 0 12px 0;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(why)} If that wasn't you, ${unsubscribeHref ? htmlLink(unsubscribeHref, "unsubscribe here") : "use the unsubscribe link above"}.</p>`,
    ),
  });

  return { subject, text: `${text}\n`, html };
}
