import { describe, expect, it } from "vitest";
import { leadFormNames } from "~/forms/registry.server";
import { seedContent } from "../../../tests/support/content";
import { expectLinksInText } from "../../../tests/support/email-links";
import { DIGEST_LIST_MAX } from "./frame.server";
import { heldLeadsDigest } from "./kinds/held-digest.server";
import { leadConfirmation } from "./kinds/lead-confirmation.server";
import { leadNotification } from "./kinds/lead-notification.server";
import { newsletterConfirmation } from "./kinds/newsletter-confirmation.server";
import type { LeadEmailData } from "./lead-data.server";
import { heldDigest, sampleEmails, samples, spanishSamples } from "./samples.server";
import { formatPacificTime } from "./text.server";

/** The repository's content: what the e-mails say of the company. */
const content = seedContent();
const ctx = { siteUrl: "https://valet.example", content };
const SCRIPT = "<script>alert(1)</script>";
const IMG = `"><img src=x onerror=alert(1)>`;

function lead(overrides: Partial<LeadEmailData> = {}): LeadEmailData {
  return {
    reference: "GK-7F3K2Q",
    form: "booking",
    receivedAt: "2026-07-04T19:30:00Z",
    name: "Jane Doe",
    email: "jane@example.com",
    phone: "(310) 555-0199",
    fields: [
      { label: "First name", value: "Jane" },
      { label: "Last name", value: "Doe" },
      { label: "Guest count", value: "150", chosen: true },
      { label: "Special requirements", value: "Two ramps\nValet at the north gate" },
    ],
    sourcePage: "/book",
    referrer: "https://www.google.com/search?q=valet&hl=en",
    utm: { utm_source: "google", utm_medium: "cpc" },
    resumeUrl: null,
    ...overrides,
  };
}

const application = (overrides: Partial<LeadEmailData> = {}) =>
  lead({
    form: "application",
    name: "Sam Lee",
    fields: [
      { label: "Full name", value: "Sam Lee" },
      { label: "Résumé", value: "sam-lee.pdf" },
      { label: "Brief message", value: "Three years of hotel valet." },
    ],
    sourcePage: "/employment",
    resumeUrl: "https://valet.example/admin/resumes/8d2f0c",
    ...overrides,
  });

/** The text of the HTML with tags removed and entities decoded, to check what a reader sees. */
function visible(html: string): string {
  return html
    .replace(/<br\/>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("hostile input", () => {
  const hostile = lead({
    name: `${SCRIPT} ${IMG}`,
    email: `x@example.com${IMG}`,
    phone: `${SCRIPT}310`,
    fields: [
      { label: "First name", value: SCRIPT },
      { label: `Label ${IMG}`, value: IMG },
    ],
    referrer: `https://evil.example/${IMG}`,
    utm: { utm_source: SCRIPT, utm_campaign: IMG },
    sourcePage: `/book?x=${IMG}`,
  });

  it("never puts markup from the visitor unescaped into the notification html", () => {
    const { html, text } = leadNotification(hostile, ctx);
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain("<img");
    expect(html).not.toContain(IMG);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    // The text part shows what was typed, verbatim.
    expect(text).toContain(SCRIPT);
    expect(text).toContain(IMG);
  });

  it("keeps the visitor's typing out of the confirmation, even values marked as chosen are escaped", () => {
    const chosenHostile = lead({ ...hostile, fields: [{ label: "Service type", value: SCRIPT, chosen: true }] });
    const { html } = leadConfirmation(chosenHostile, ctx);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const plain = leadConfirmation(hostile, ctx);
    for (const part of [plain.html, plain.text, plain.subject]) {
      expect(part).not.toContain("alert(1)");
      expect(part).not.toContain("evil.example");
    }
  });

  it("keeps the subject on one line even when the name contains line breaks and control characters", () => {
    const evil = lead({ name: "Jane\r\nBcc: victim@example.com\n\u0000Doe\u2028X" });
    for (const { subject } of [leadNotification(evil, ctx), leadConfirmation(evil, ctx)]) {
      expect(subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    }
    expect(leadNotification(evil, ctx).subject).toBe(
      "New booking request GK-7F3K2Q — Jane Bcc: victim@example.com Doe X",
    );
  });

  it("does not link a javascript: referrer, but shows it as text", () => {
    const { html, text } = leadNotification(lead({ referrer: "javascript:alert(document.cookie)" }), ctx);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("javascript:alert(document.cookie)");
    expect(text).toContain("Referrer: javascript:alert(document.cookie)");
  });

  it("shows an http(s) referrer as text, never as a link", () => {
    const { html, text } = leadNotification(lead({ referrer: "https://evil.example/landing?x=1" }), ctx);
    expect(html).toContain("https://evil.example/landing?x=1");
    expect(html).not.toContain('href="https://evil.example');
    expect(text).toContain("Referrer: https://evil.example/landing?x=1");
  });

  it("drops bidirectional controls from the name, the fields, the referrer and the subject", () => {
    const controls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    const mirrored = lead({
      name: `Jane\u202e eoD`,
      fields: [{ label: "Special requirements", value: `Gate\u2067 code\u2069 1234${controls}` }],
      referrer: `https://example.com/\u202egpj.exe`,
      utm: { utm_source: `news\u200fletter` },
    });
    const { subject, html, text } = leadNotification(mirrored, ctx);
    for (const part of [subject, html, text]) {
      expect(part).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
    }
    expect(subject).toBe("New booking request GK-7F3K2Q — Jane eoD");
    expect(text).toContain("Gate code 1234");
    expect(text).toContain("Referrer: https://example.com/gpj.exe");
    expect(text).toContain("newsletter");
  });

  it("only links http(s) URLs", () => {
    const { html } = leadNotification(
      application({ referrer: "data:text/html,<b>x</b>", resumeUrl: "vbscript:msgbox(1)" }),
      ctx,
    );
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "");
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|tel:\+?\d+$|mailto:)/);
    expect(html).not.toContain("<b>");
  });
});

describe("lead notification", () => {
  it("has the form, reference and name in its subject", () => {
    expect(leadNotification(lead(), ctx).subject).toBe("New booking request GK-7F3K2Q — Jane Doe");
    expect(leadNotification(application(), ctx).subject).toBe("New job application GK-7F3K2Q — Sam Lee");
  });

  it("lists every field, the reference, the LA time, source, referrer and UTM", () => {
    const { text, html } = leadNotification(lead(), ctx);
    for (const part of [text, visible(html)]) {
      expect(part).toContain("GK-7F3K2Q");
      expect(part).toContain("Saturday, July 4, 2026, 12:30 PM PT");
      expect(part).toContain("https://valet.example/book");
      expect(part).toContain("https://www.google.com/search?q=valet&hl=en");
      expect(part).toContain("google");
      expect(part).toContain("cpc");
      expect(part).toContain("Guest count");
      expect(part).toContain("150");
    }
    expect(text).toContain("Guest count: 150");
    expect(text).toContain("Special requirements: Two ramps\nValet at the north gate");
    expect(text).toContain("utm_source: google");
    expect(text).toContain("Source page: https://valet.example/book");
    expect(html).toContain("Two ramps<br/>Valet at the north gate");
    expect(html).toContain('href="https://valet.example/book"');
    expect(html).toContain("https://www.google.com/search?q=valet&amp;hl=en");
    expect(html).not.toContain('href="https://www.google.com');
    expect(html).toContain('href="tel:+13105550199"');
    expect(text).toContain("tel:+13105550199");
    expect(text).toMatch(/Reply to this e-mail/);
  });

  it('says "none" for a missing referrer and missing UTM parameters', () => {
    const { text, html } = leadNotification(lead({ referrer: null, utm: {} }), ctx);
    expect(text).toContain("Referrer: none");
    expect(text).toContain("UTM parameters: none");
    expect(visible(html)).toContain("UTM parameters");
  });

  it("gives the staffing estimate the visitor saw, when there is one", () => {
    const staffing =
      "8 valet attendants. Weddings: guests arrive within about 30 minutes, so we plan 1 attendant per 25 guests.";
    const { text, html } = leadNotification(lead({ staffing }), ctx);
    expect(text).toMatch(/Staffing estimate\n-+\n+8 valet attendants\. Weddings/);
    expect(visible(html)).toContain(staffing);
    expect(leadNotification(lead(), ctx).text).not.toContain("Staffing estimate");
    // The estimate is for the office: the visitor's confirmation does not repeat it.
    expect(leadConfirmation(lead({ staffing }), ctx).text).not.toContain("attendants");
  });

  it("links the résumé for applications only", () => {
    const { text, html } = leadNotification(application(), ctx);
    expect(text).toContain("Résumé (staff only): https://valet.example/admin/resumes/8d2f0c");
    expect(html).toContain('href="https://valet.example/admin/resumes/8d2f0c"');
    expect(leadNotification(lead(), ctx).text).not.toContain("Résumé (staff only)");
  });
});

describe("lead confirmation", () => {
  it("points to the attached calendar file when there is one", () => {
    expect(leadConfirmation(lead({ calendarAttached: true }), ctx).text).toContain("attached calendar file");
    expect(leadConfirmation(lead(), ctx).text).not.toContain("calendar");
  });

  it("has the reference in subject and both parts, and greets without repeating the name", () => {
    for (const data of [lead(), application()]) {
      for (const mail of [leadConfirmation(data, ctx), leadNotification(data, ctx)]) {
        expect(mail.subject).toContain("GK-7F3K2Q");
        expect(mail.text).toContain("GK-7F3K2Q");
        expect(mail.html).toContain("GK-7F3K2Q");
      }
    }
    const { subject, text, html } = leadConfirmation(lead(), ctx);
    expect(subject).toBe("We received your booking request (GK-7F3K2Q)");
    expect(text.startsWith("Hello,")).toBe(true);
    expect(html).not.toContain("Jane");
  });

  it("promises 24 hours for requests and 48 hours for job applications", () => {
    for (const form of ["booking", "contact", "quote"] as const) {
      const { text, html } = leadConfirmation(lead({ form }), ctx);
      expect(text).toContain(`within ${content.site.replyHours.request} hours`);
      expect(text).toContain("within 24 hours");
      expect(html).toContain("within 24 hours");
      expect(text).not.toContain("48 hours");
    }
    const { text, html } = leadConfirmation(lead({ form: "booking" }), ctx);
    expect(text).toContain("venue, date and guest count");
    expect(visible(html)).toContain("venue, date and guest count");

    const app = leadConfirmation(application(), ctx);
    expect(app.subject).toBe("We received your job application (GK-7F3K2Q)");
    expect(app.text).toContain(`within ${content.site.replyHours.application} hours`);
    expect(app.text).toContain("within 48 hours");
    expect(app.html).toContain("within 48 hours");
    expect(app.text).not.toContain("24 hours");
    expect(app.text).not.toMatch(/\bevents?\b/i);
    expect(visible(app.html)).not.toMatch(/\bevents?\b/i);
  });

  it("summarises the fields, says how to reach the company and why the mail was sent", () => {
    const { text, html } = leadConfirmation(lead(), ctx);
    expect(text).toContain("Guest count: 150");
    expect(html).toContain("Guest count");
    for (const part of [text, html]) {
      expect(part).toContain(content.site.phone.display);
      expect(part).toContain(content.site.email);
      expect(part).toContain("because you submitted the");
    }
    expect(html).toContain(`href="tel:${content.site.phone.e164}"`);
    expect(html).toContain(`href="mailto:${content.site.email}"`);
  });

  it("relays nothing a spammer could type: no name, no message, no link", () => {
    const spam = lead({
      name: "Cheap pills https://spam.example/buy",
      fields: [
        { label: "First name", value: "Visit https://spam.example" },
        { label: "Service type", value: "Wedding", chosen: true },
        { label: "Special requirements", value: "Win big at https://spam.example/win <a href=x>now</a>" },
      ],
    });
    const { subject, text, html } = leadConfirmation(spam, ctx);
    for (const part of [subject, text, html]) {
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("Cheap pills");
      expect(part).not.toContain("Win big");
    }
    expect(text).toContain("Service type: Wedding");
    const notification = leadNotification(spam, ctx);
    expect(notification.text).toContain("Win big at https://spam.example/win");
    expect(notification.text).toContain("Cheap pills https://spam.example/buy");
  });

  it("never shows the visitor the staff-only résumé link or the tracking data", () => {
    const { text, html } = leadConfirmation(application(), ctx);
    expect(text).not.toContain("/admin/resumes/");
    expect(html).not.toContain("/admin/resumes/");
    expect(text).not.toContain("utm_source");
    expect(text).not.toContain("google.com");
  });
});

describe("digest of held leads", () => {
  it("escapes what the visitors typed and keeps the subject free of it", () => {
    const hostile = heldLeadsDigest(
      {
        ...heldDigest,
        leads: heldDigest.leads.map((l) => ({ ...l, name: `${SCRIPT}\r\nBcc: x@evil.example`, email: `a@b.co${IMG}` })),
      },
      ctx,
    );
    expect(hostile.html).not.toMatch(/<script/i);
    expect(hostile.html).not.toContain("<img");
    expect(hostile.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Bcc: x@evil.example");
    expect(hostile.text).toContain(`${SCRIPT} Bcc: x@evil.example`);
    expect(hostile.subject).toBe("Held as possible spam: 2 leads to review");
  });

  it("lists each lead with its reference, form, name, e-mail, time, reason and a link to its staff page", () => {
    const { text, html } = heldLeadsDigest(heldDigest, ctx);
    for (const part of [text, visible(html)]) {
      expect(part).toContain("GK-4HQ8WD · Booking request");
      expect(part).toContain("Nora Castillo");
      expect(part).toContain("events@castillo-planning.example");
      expect(part).toContain("Friday, May 14, 2027, 10:05 AM PT");
      expect(part).toContain("more than 8 requests from one connection within 10 minutes");
      expect(part).toContain("filled in a field that only scripts see");
    }
    expect(text).toContain("Review GK-4HQ8WD (https://www.goldenkeyvalet.example/staff/leads/311)");
    expect(html).toContain('href="https://www.goldenkeyvalet.example/staff/leads/312"');
    expect(html).not.toContain("mailto:seo-offers");
  });

  it(`lists at most ${DIGEST_LIST_MAX} leads and links the inbox for the rest`, () => {
    const lead = heldDigest.leads[1] as (typeof heldDigest.leads)[number];
    const many = Array.from({ length: DIGEST_LIST_MAX + 3 }, (_, i) => ({ ...lead, reference: `GK-${1000 + i}` }));
    const { text } = heldLeadsDigest({ ...heldDigest, leads: many }, ctx);
    expect(text).toContain(`GK-${1000 + DIGEST_LIST_MAX - 1}`);
    expect(text).not.toContain(`GK-${1000 + DIGEST_LIST_MAX}`);
    expect(text).toContain(
      "And 3 more: see every held lead (https://www.goldenkeyvalet.example/staff/leads?status=spam)",
    );
  });
});

describe("formatPacificTime", () => {
  it("shows an instant in Los Angeles time", () => {
    const shown = formatPacificTime("2026-07-04T19:30:00Z");
    expect(shown).toContain("Saturday, July 4, 2026");
    expect(shown).toContain("12:30 PM");
    expect(shown).toBe("Saturday, July 4, 2026, 12:30 PM PT");
    // Winter (PST, UTC-8) and a date that differs from the UTC date.
    expect(formatPacificTime("2026-11-22T05:04:00Z")).toBe("Saturday, November 21, 2026, 9:04 PM PT");
  });

  it('writes Spanish times in the site\'s one form, "9:04 p. m." with no-break spaces', () => {
    expect(formatPacificTime("2026-11-22T05:04:00Z", "es")).toBe(
      "sábado, 21 de noviembre de 2026, 9:04\u00a0p.\u00a0m., hora del Pacífico",
    );
    expect(formatPacificTime("2026-07-04T16:30:00Z", "es")).toBe(
      "sábado, 4 de julio de 2026, 9:30\u00a0a.\u00a0m., hora del Pacífico",
    );
  });
});

describe("newsletter confirmation", () => {
  const confirmUrl = "https://valet.example/newsletter/confirm?token=abc123&x=1";

  it("asks to confirm the sign-up with the link in both parts", () => {
    const { subject, text, html } = newsletterConfirmation({ email: "reader@example.com", confirmUrl }, ctx);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toBe("Confirm your subscription to the Golden Key Valet newsletter");
    expect(text).toContain(confirmUrl);
    expect(html).toContain(`href="${confirmUrl.replace(/&/g, "&amp;")}"`);
    expect(visible(html)).toContain(confirmUrl);
    for (const part of [text, visible(html)]) {
      expect(part).toContain("reader@example.com");
      expect(part).toMatch(/new articles/i);
      expect(part).toMatch(/about once a month/i);
      expect(part).toMatch(/you will not hear from us again/i);
    }
  });

  it("is in Spanish for a sign-up on a Spanish page, with its link to the Spanish confirmation page", () => {
    const esUrl = "https://valet.example/es/newsletter/confirm?token=abc123";
    const { subject, text, html } = newsletterConfirmation(
      { email: "lector@example.com", confirmUrl: esUrl, language: "es" },
      ctx,
    );
    expect(subject).toBe(`Confirme su suscripción al boletín de ${content.site.name}`);
    expect(html).toContain('<html lang="es-US"');
    expect(html).toContain(`href="${esUrl}"`);
    for (const part of [text, visible(html)]) {
      expect(part).toContain(esUrl);
      expect(part).toContain("lector@example.com");
      expect(part).toContain("Confirme su suscripción");
      expect(part).toContain("Sí, quiero suscribirme");
      expect(part).toMatch(/aproximadamente una vez al mes/);
      expect(part).toContain("no le enviaremos nada más");
      // None of the English e-mail is left.
      expect(part).not.toMatch(/subscribe me|once a month|unsubscribe link|open this link|hear from us/i);
    }
  });

  it("is in English when no language is given", () => {
    const { html } = newsletterConfirmation({ email: "reader@example.com", confirmUrl }, ctx);
    expect(html).toContain('<html lang="en-US"');
    expect(visible(html)).toContain("Yes, subscribe me");
  });

  it("escapes the address", () => {
    const { html, text } = newsletterConfirmation({ email: `a@b.co${IMG}`, confirmUrl }, ctx);
    expect(html).not.toContain(IMG);
    expect(text).toContain(IMG);
  });
});

describe("HTML layout", () => {
  it("is a self-contained, inline-styled document", () => {
    const { html } = leadNotification(lead(), ctx);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("max-width:600px");
    expect(html).toContain("background-color:#0a0e18");
    expect(html).toContain("color:#d1ad66");
    expect(html).toContain("background-color:#fbf8f1");
    expect(html).toContain("color:#1a2236");
    expect(html).toContain("display:none"); // preheader
    expect(html).toContain(`>${content.site.name}</td>`);
    expect(html).not.toMatch(/<(style|link|img|script)\b/i);
  });

  it("has a label for every form", () => {
    expect(Object.fromEntries(Object.entries(leadFormNames).map(([form, words]) => [form, words.staff]))).toEqual({
      booking: "Booking request",
      contact: "Quote request (contact page)",
      quote: "Quote request",
      application: "Job application",
    });
  });
});

describe("the plain-text part, rendered from the same components", () => {
  const emails = sampleEmails(content);

  it("renders every e-mail the site sends", () => {
    expect(emails.map((e) => e.name)).toEqual([
      "booking-notification",
      "booking-confirmation",
      "booking-confirmation-es",
      "quote-notification",
      "quote-confirmation",
      "quote-confirmation-es",
      "contact-notification",
      "contact-confirmation",
      "contact-confirmation-es",
      "application-notification",
      "application-confirmation",
      "application-confirmation-es",
      "held-digest",
      "owner-digest",
      "reply-alert",
      "newsletter-confirmation",
      "newsletter-confirmation-es",
      "review-request",
      "review-request-es",
    ]);
  });

  for (const { name, email } of emails) {
    it(`${name}: plain text with every answer and every link of the HTML`, () => {
      // Markup the visitor typed is shown as typed; nothing else may look like a tag or an entity.
      const own = email.text.replace(/<script>alert\(1\)<\/(script>|scrip…)/g, "");
      expect(own).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(own).not.toMatch(/&(amp|lt|gt|quot|#x?[0-9a-f]+);/i);
      const form = name.split("-")[0] as keyof typeof samples;
      // The confirmation repeats only what the visitor chose from lists; the notification everything.
      const confirmation = /-confirmation(-es)?$/.test(name);
      for (const field of (name.endsWith("-es") ? spanishSamples : samples)[form]?.fields ?? []) {
        const line = `${field.label}: ${field.value || "—"}`;
        if (!confirmation || field.chosen) expect(email.text).toContain(line);
        else expect(email.text).not.toContain(line);
      }
      expect(expectLinksInText(email, name).length).toBeGreaterThan(0);
    });
  }
});

describe("a lead from a Spanish page", () => {
  const spanish = () =>
    lead({
      language: "es",
      sourcePage: "/es/book",
      visitorFields: [
        { label: "Nombre", value: "Jane" },
        { label: "Tipo de servicio", value: "Boda", chosen: true },
        { label: "Número de invitados", value: "150", chosen: true },
      ],
    });

  it("confirms to the visitor in Spanish, with the reference and their choices as they read them", () => {
    const { subject, text, html } = leadConfirmation(spanish(), ctx);
    expect(subject).toBe("Recibimos su solicitud de reservación (GK-7F3K2Q)");
    expect(text.startsWith("Hola:")).toBe(true);
    for (const part of [text, visible(html)]) {
      expect(part).toContain("Su referencia: GK-7F3K2Q");
      expect(part).toContain("Próximos pasos");
      expect(part).toContain(`en menos de ${content.site.replyHours.request} horas`);
      expect(part).toContain("Tipo de servicio");
      expect(part).toContain("Boda");
      expect(part).toContain("mencione la referencia GK-7F3K2Q");
      expect(part).not.toContain("Thank you");
      expect(part).not.toContain("What happens next");
      expect(part).not.toContain("Guest count");
    }
    expect(html).toContain('<html lang="es-US"');
    expect(text).toContain("sábado, 4 de julio de 2026");
    expect(visible(html)).toContain("Recibida: sábado, 4 de julio de 2026");
  });

  it("notifies the company in English, naming the language in the subject and the body", () => {
    const { subject, text, html } = leadNotification(spanish(), ctx);
    expect(subject).toBe("New booking request (Spanish) GK-7F3K2Q — Jane Doe");
    expect(text).toContain("Language: Spanish");
    expect(visible(html)).toContain("Language: Spanish");
    // Staff read the English labels of what was sent.
    expect(text).toContain("Guest count");
    expect(text).not.toContain("Tipo de servicio");
    expect(html).toContain('<html lang="en"');
    expect(leadNotification(lead(), ctx).text).toContain("Language: English");
  });
});
