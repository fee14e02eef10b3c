// Everything the site says to a reader, rendered from the sources, for the copy tests (app/content/copy.test.ts, through copy-corpus.ts).
// Run as `node tests/support/render-copy.js OUT.json` (copy-corpus.ts does): a process of its own, so the pages'
// React Router is the one their server build imports, as under `npm run dev` (inside Vitest the test runner's copy
// of the package and Vite's would be two). Writes a JSON list of { name, kind, lang, text }.
import { writeFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createServer } from "vite";

const SITE = "https://valet.example";

const decode = (/** @type {string} */ s) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .replace(/&amp;/g, "&");

/**
 * A page's or an HTML e-mail's words as one text: the title and descriptions, the body's text (a line per block),
 * alt text and labels, and every string of the structured data.
 * @param {string} html
 */
function readable(html) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const metas = [...html.matchAll(/<meta\s[^>]*content="([^"]*)"/g)].map((m) => m[1]);
  /** @type {string[]} */
  const data = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    JSON.stringify(JSON.parse(m[1] ?? "null"), (_key, value) => {
      if (typeof value === "string") data.push(value);
      return value;
    });
  const start = html.indexOf("<body");
  const body = start === -1 ? html : html.slice(start);
  const labels = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<\/(p|h[1-6]|li|dt|dd|td|th|div|section|header|footer|button|a|label|option|summary)>/g, "\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "");
  return decode([title, ...metas, text, ...labels, ...data].join("\n"))
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s+/g, "\n");
}

/** An iCalendar file's values, unfolded and unescaped. @param {string} ics */
const calendarText = (ics) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => line.slice(line.indexOf(":") + 1))
    .join("\n")
    .replace(/\\n/gi, "\n")
    .replace(/\\([,;\\])/g, "$1");

const out = process.argv[2];
if (!out) throw new Error("Usage: node tests/support/render-copy.js OUT.json");
/** @type {{ name: string, kind: "page" | "email" | "calendar", lang: "en" | "es", text: string }[]} */
const said = [];
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
try {
  /** @type {(id: string) => Promise<any>} */
  const load = (id) => vite.ssrLoadModule(id);
  const build = await load("virtual:react-router/server-build");
  const { indexablePaths, loadContext, logger, buildContent, todayInLosAngeles } = build.entry.module;
  const content = buildContent({ company: {}, texts: [], testimonials: [], posts: [] }, todayInLosAngeles());
  const { createRequestHandler, createRoutesStub, Outlet } = await import("react-router");

  // Every page a visitor can land on, in both languages, and the Spanish 404.
  const handler = createRequestHandler(build, "development");
  const services = { env: { SITE_URL: SITE }, formSecret: "copy" };
  for (const path of [...indexablePaths(content), "/es/una-pagina-que-no-existe"]) {
    const response = await handler(
      new Request(new URL(path, SITE)),
      loadContext({ services, clientIp: "127.0.0.1", log: logger, content }),
    );
    const expected = path.includes("una-pagina") ? 404 : 200;
    if (response.status !== expected) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const lang = /^\/es(\/|$)/.test(path) ? "es" : "en";
    said.push({ name: path, kind: "page", lang, text: readable(await response.text()) });
  }

  // The private pages, the proposal and the review form, in each of their states, from their loaders' data.
  const { default: Proposal } = await load("/app/routes/proposal.tsx");
  const { default: Review } = await load("/app/routes/review.tsx");
  const { ContentContext } = await load("/app/lib/content-context.ts");
  /** A route's page at `path` with its loader's and action's data, as the site's routes render it. */
  const page = (/** @type {string} */ path, /** @type {any} */ Page, /** @type {any} */ loaderData, actionData) => {
    const Component = () => createElement(Page, { loaderData, actionData, params: { token: "token" } });
    const Stub = createRoutesStub([
      { id: "root", path: "/", Component: Outlet, children: [{ id: "page", path: "*", Component }] },
    ]);
    const stub = createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: { root: null, page: loaderData }, actionData: { page: actionData } },
    });
    return readable(renderToString(createElement(ContentContext, { value: content }, stub)));
  };
  const proposal = {
    id: 12,
    leadId: 312,
    sequence: 2,
    reference: "GK-4QX8MD",
    leadLanguage: "es",
    eventDate: "2027-06-19",
    priceCents: 185_000,
    attendants: 8,
    arrival: "13:15",
    endTime: "00:30",
    included: "8 valets uniformados.",
    validUntil: "2027-05-31",
    coordinatorName: "Marisol Vega",
    coordinatorPhone: "(310) 555-0142",
    note: "Podemos empezar antes.",
    acceptedAt: null,
    standing: "open",
  };
  const empty = { rating: "", text: "", name: "", consent: "" };
  for (const lang of /** @type {const} */ (["en", "es"])) {
    const base = lang === "es" ? "/es" : "";
    for (const [state, loaderData, actionData] of [
      ["open", { proposal }, undefined],
      // Accepted at 1:05 p.m. in Los Angeles: "a la 1:05 p. m.", never Intl's "1:05 p.m.".
      ["accepted", { proposal: { ...proposal, standing: "accepted", acceptedAt: "2027-05-20T20:05:00Z" } }, undefined],
      ["already", { proposal }, { notice: "already", acceptedAt: "2027-05-20T23:40:00Z" }],
      ["expired", { proposal: { ...proposal, standing: "expired" } }, undefined],
      ["superseded", { proposal: { ...proposal, standing: "superseded" } }, undefined],
    ])
      said.push({
        name: `${base}/proposal/… (${state})`,
        kind: "page",
        lang,
        text: page(`${base}/proposal/token`, Proposal, loaderData, actionData),
      });
    for (const [state, loaderData, actionData] of [
      ["open", { state: "open", values: { ...empty, name: "Lucía H." } }, undefined],
      ["invalid", { state: "open", values: empty }, { state: "invalid", values: empty, errors: { rating: "—" } }],
      ["thanks", { state: "open", values: empty }, { state: "thanks", googleUrl: "https://g.page/r/x/review" }],
      ["received", { state: "received" }, undefined],
      ["expired", { state: "expired" }, undefined],
    ])
      said.push({
        name: `${base}/review/… (${state})`,
        kind: "page",
        lang,
        text: page(`${base}/review/token`, Review, loaderData, actionData),
      });
  }

  // Every e-mail sample of `npm run emails`, and each visitor's confirmation as a Spanish page's visitor gets it.
  /** @type {{ name: string, email: { subject: string, text: string, html: string } }[]} */
  const emails = [];
  const { sampleEmails, samples } = await load("/app/lib/email/samples.server.ts");
  const { bookingDecisionSamples } = await load("/app/lib/leads/booking-decision-samples.server.ts");
  const { proposalSamples } = await load("/app/lib/leads/proposal-samples.server.ts");
  const { clientReminderSamples } = await load("/app/lib/email/client-reminder-samples.server.ts");
  for (const list of [sampleEmails, bookingDecisionSamples, proposalSamples, clientReminderSamples])
    emails.push(...list(content));
  const { leadConfirmation } = await load("/app/lib/email/kinds/lead-confirmation.server.tsx");
  const { newsletterConfirmation } = await load("/app/lib/email/kinds/newsletter-confirmation.server.tsx");
  const ctx = { siteUrl: SITE, content };
  const names = new Set(emails.map((e) => e.name));
  for (const [form, lead] of Object.entries(samples))
    if (!names.has(`${form}-confirmation-es`))
      emails.push({ name: `${form}-confirmation-es`, email: leadConfirmation({ ...lead, language: "es" }, ctx) });
  if (!names.has("newsletter-confirmation-es"))
    emails.push({
      name: "newsletter-confirmation-es",
      email: newsletterConfirmation(
        { email: "lectora@example.com", confirmUrl: `${SITE}/es/newsletter/confirm?token=3f9a1c`, language: "es" },
        ctx,
      ),
    });
  // The e-mails that put a time in a sentence, for an event at 1:15 p.m.: "a la 1:15", never "a las 1:15".
  const { clientReminderEmail } = await load("/app/lib/email/kinds/client-reminder.server.tsx");
  const { bookingDecisionEmail } = await load("/app/lib/email/kinds/booking-decision.server.tsx");
  const afternoon = {
    reference: "GK-7F3K2Q",
    language: "es",
    eventDate: "2027-06-19",
    arrival: "13:15",
    endTime: "17:00",
    attendants: 8,
    coordinatorName: "Marisol Vega",
    coordinatorPhone: "(310) 555-0142",
  };
  emails.push(
    {
      name: "client-reminder-afternoon-es",
      email: clientReminderEmail({ ...afternoon, venueName: "Hacienda Los Olivos", venueAddress: "Pasadena" }, ctx),
    },
    {
      name: "booking-confirmed-afternoon-es",
      email: bookingDecisionEmail(
        { ...afternoon, decision: "confirmed", priceCents: 185_000, note: "", calendarAttached: true },
        ctx,
      ),
    },
  );
  for (const { name, email } of emails) {
    // The company's own e-mails (notifications, digests, alerts) stay English (ADR 025).
    const lang = /-es$/.test(name) ? "es" : "en";
    said.push({ name: `${name} (text)`, kind: "email", lang, text: `${email.subject}\n${email.text}` });
    said.push({ name: `${name} (HTML)`, kind: "email", lang, text: readable(email.html) });
  }

  // The calendar files in Spanish: the request, then each decision, for an event at 1:15 p.m.
  const { bookingCalendar } = await load("/app/lib/calendar.server.ts");
  const event = {
    reference: "GK-7F3K2Q",
    receivedAt: "2027-05-14T21:42:00Z",
    eventDate: "2027-06-19",
    eventTime: "13:15",
    serviceType: "Wedding",
    guestCount: 180,
    lang: "es",
  };
  const update = (/** @type {string} */ decision, /** @type {number} */ sequence) => ({
    decision,
    sequence,
    decidedAt: "2027-05-20T18:00:00Z",
    attendants: decision === "confirmed" ? 8 : null,
    arrival: decision === "confirmed" ? "13:15" : null,
    endTime: decision === "confirmed" ? "17:00" : null,
    coordinator: { name: "Marisol Vega", phone: "(310) 555-0142" },
  });
  const ics = (/** @type {string} */ name, /** @type {string} */ file) =>
    said.push({ name, kind: "calendar", lang: "es", text: calendarText(file) });
  ics("request.ics", bookingCalendar(event, ctx));
  for (const [i, decision] of ["confirmed", "declined", "cancelled"].entries())
    ics(`${decision}.ics`, bookingCalendar(event, ctx, update(decision, i + 1)));
  // Confirmed without hours: the requested time stands.
  ics(
    "confirmed-without-hours.ics",
    bookingCalendar(event, ctx, { ...update("confirmed", 1), arrival: null, endTime: null }),
  );
} finally {
  await vite.close();
}
writeFileSync(out, JSON.stringify(said));
