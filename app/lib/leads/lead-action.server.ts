import { data } from "react-router";
import type { Thing } from "schema-dts";
import type { ContentSnapshot } from "~/content/live";
import { applicationMessages } from "~/forms/application";
import { type FieldSpec, withoutDirectionControls } from "~/forms/fields";
import { humanValue } from "~/forms/format";
import { parseLeadForm } from "~/forms/parse";
import type { LeadActionData, LeadFormDefinition, SoftLimit } from "~/forms/registry";
import { metaFields } from "~/forms/registry";
import { calendarPath } from "~/lib/calendar.server";
import { normalizeAddress } from "~/lib/email-address";
import { estimateFor, estimateInputOf, estimateThanks, isEstimatedForm } from "~/lib/estimate.server";
import { type Lang, langOf, localizePath } from "~/lib/lang";
import { type Logger, reasonOf } from "~/lib/log.server";
import { normalizePath } from "~/lib/paths";
import { contentOf, type RequestArgs, requestOf } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import { issueFormToken, readFormToken } from "./form-token.server";
import {
  confirmationsQueuedSince,
  findSubmission,
  type LeadSubmission,
  type RecordedLead,
  recordLead,
} from "./leads.server";
import { BadRequest, readFormData } from "./request-body.server";
import { detectResume, type ResumeKind, resumeContentMessage, resumeStore } from "./resume.server";
import type { SpamReason } from "./spam.server";

export const expiredMessage = "This form had expired. Please check your details and send it again.";

/** The answers only the server gives, in the language of the form page, with the company's phone as `content` states it. */
export const leadActionMessages = (
  { site }: ContentSnapshot,
  lang: Lang,
): {
  storageDown: string;
  expired: string;
  tooMany: string;
  tooLarge: string;
  uploadsFull: string;
  badRequest: (reason: string) => string;
  resume: string;
} =>
  ({
    en: {
      storageDown: `We could not save your request just now. Nothing you typed is lost: please try again in a minute, or call us at ${site.phone.display}.`,
      tooLarge: `This request is too large. Please try again, or call us at ${site.phone.display}.`,
      uploadsFull: `We are receiving more applications than we can take just now. Please try again in an hour, or call us at ${site.phone.display}.`,
      expired: expiredMessage,
      tooMany: `We have received many requests from your connection. Please call us at ${site.phone.display} or try again later.`,
      badRequest: (reason: string) => `${reason} Please try again, or call us at ${site.phone.display}.`,
      resume: resumeContentMessage,
    },
    es: {
      storageDown: `No pudimos guardar su solicitud en este momento. No se perdió nada de lo que escribió: inténtelo de nuevo en un minuto o llámenos al ${site.phone.display}.`,
      expired: "Este formulario caducó. Revise sus datos y envíelo de nuevo.",
      tooMany: `Hemos recibido muchas solicitudes desde su conexión. Llámenos al ${site.phone.display} o inténtelo más tarde.`,
      tooLarge: `Esta solicitud es demasiado grande. Inténtelo de nuevo o llámenos al ${site.phone.display}.`,
      uploadsFull: `Estamos recibiendo más solicitudes de empleo de las que podemos atender en este momento. Inténtelo de nuevo en una hora o llámenos al ${site.phone.display}.`,
      badRequest: (reason: string) => `${reason} Inténtelo de nuevo o llámenos al ${site.phone.display}.`,
      resume: "Este archivo no es un PDF ni un documento de Word. Suba un archivo PDF, DOC o DOCX",
    },
  })[lang];

/** A visit's detail as staff will read it: trimmed, cut short, without direction controls; null when empty. */
const short = (value: FormDataEntryValue | null, max = 500) => {
  const text = typeof value === "string" ? withoutDirectionControls(value).trim() : "";
  return text ? text.slice(0, max) : null;
};

function visitMeta(form: FormData) {
  const sourcePage = short(form.get(metaFields.sourcePage));
  const referrer = short(form.get(metaFields.referrer));
  const utm: Record<string, string> = {};
  const fromSource = new URLSearchParams(sourcePage?.split("?")[1] ?? "");
  for (const key of metaFields.utm) {
    const value = short(form.get(key), 200) ?? short(fromSource.get(key), 200);
    if (value) utm[key] = value;
  }
  return {
    sourcePage: sourcePage?.startsWith("/") ? sourcePage : null,
    referrer: referrer && /^https?:\/\//i.test(referrer) ? referrer : null,
    utm,
  };
}

/** Inputs whose value the visitor picks rather than types: the only ones the confirmation repeats. */
const chosenTypes = new Set<FieldSpec["type"]>(["select", "date", "time", "datetime-local", "number"]);

const HOUR_MS = 3_600_000;

const error = (result: LeadActionData & { status: "error" }, status: number) => data(result, { status });

/** The submitted values labelled and formatted in one language, in form order. */
const labelledValues = (fields: FieldSpec[], value: Record<string, unknown>, lang: Lang) =>
  fields.map((spec) => ({
    label: spec.label,
    value: humanValue(spec, value[spec.name], lang),
    chosen: chosenTypes.has(spec.type),
  }));

/**
 * The form's soft limits the sender is past, as a spam reason; every limit counts this attempt. Past the
 * per-address limit wins: it says more about the lead than the connection does.
 */
async function overSoftLimit(
  svc: Services,
  definition: LeadFormDefinition,
  keys: Record<SoftLimit, string>,
): Promise<SpamReason | null> {
  const over = new Set<SoftLimit>();
  for (const limit of definition.softLimits) {
    if (!(await svc.limits.allow(limit, keys[limit]))) over.add(limit);
  }
  return over.has("address") ? "rate-address" : over.has("ip") ? "rate-ip" : null;
}

/**
 * The action of every lead form: read the post within limits, validate with the form's schema, check what only
 * the server can (token, résumé content, spam), store the lead and its e-mails durably, then answer.
 */
export async function leadAction<S extends LeadFormDefinition["schema"]>(
  args: RequestArgs,
  definition: LeadFormDefinition<S>,
  now = Date.now(),
) {
  const { request } = args;
  const { services: svc, clientIp: ip, log, content } = requestOf(args);
  // The form answers in the language of the page it was posted to (/es/book is Spanish).
  const language = langOf(new URL(request.url).pathname);
  const messages = leadActionMessages(content, language);
  const words = definition.languages[language];
  const freshToken = () => issueFormToken(svc.formSecret, now);
  if (!(await svc.limits.allow("ipHard", ip))) {
    return error(
      { status: "error", result: { status: "error", error: { "": [messages.tooMany] } }, token: freshToken() },
      429,
    );
  }

  let form: FormData;
  try {
    form = await readFormData(request, { files: definition.form === "application", maxBytes: definition.maxBodyBytes });
  } catch (failure) {
    if (!(failure instanceof BadRequest)) throw failure;
    // The visitor stays on the form page, told what went wrong in its language, with a fresh form: a body too
    // large was not read, so nothing typed can be shown again. Only a résumé makes a form that large.
    const tooLarge = failure.status === 413;
    const result = {
      status: "error" as const,
      error: {
        "": [tooLarge ? messages.tooLarge : messages.badRequest(failure.in(language))],
        ...(tooLarge && definition.form === "application"
          ? { resume: [applicationMessages[language].resumeSize] }
          : {}),
      },
    };
    return error({ status: "error", result, token: freshToken() }, failure.status);
  }

  const submission = parseLeadForm(form, words);
  const estimated = isEstimatedForm(definition.form) ? definition.form : null;
  const estimateInput = estimated
    ? estimateInputOf(estimated, (name) => {
        const value = form.get(name);
        return typeof value === "string" ? value.slice(0, 300) : "";
      })
    : null;
  /** The estimate for the values sent back with their errors, so the form shows it again. */
  const estimateAgain = () =>
    estimateInput ? { estimate: estimateFor(content, estimateInput, language, new Date(now)).reply.view } : {};
  // A forged token and one rendered more than a day ago get the same answer: the values kept, a fresh token.
  const token = readFormToken(svc.formSecret, form.get(metaFields.token), now);
  const tokenString = token ? String(form.get(metaFields.token)) : freshToken();
  if (submission.status !== "success") {
    return error({ status: "error", result: submission.reply(), token: tokenString, ...estimateAgain() }, 400);
  }
  if (!token) {
    return error(
      {
        status: "error",
        result: submission.reply({ formErrors: [messages.expired] }),
        token: tokenString,
        ...estimateAgain(),
      },
      400,
    );
  }

  const value = submission.value as Record<string, unknown>;
  let upload: { bytes: Uint8Array; kind: ResumeKind; name: string } | null = null;
  if (value.resume instanceof File) {
    const bytes = new Uint8Array(await value.resume.arrayBuffer());
    const kind = detectResume(bytes);
    if (!kind) {
      return error(
        {
          status: "error",
          result: submission.reply({ fieldErrors: { resume: [messages.resume] } }),
          token: tokenString,
        },
        400,
      );
    }
    upload = { bytes, kind, name: withoutDirectionControls(value.resume.name).slice(0, 200) };
  }

  const person = definition.person(submission.value);
  const spamReason: SpamReason | null = short(form.get(metaFields.honeypot))
    ? "honeypot"
    : now - token.issuedAt < svc.env.FORM_MIN_FILL_MS
      ? "too-fast"
      : await overSoftLimit(svc, definition, { ip, address: normalizeAddress(person.email) });
  // A bot's application is kept for staff to see, but not its file; a person's counts against the site's hourly
  // upload budget, past which nothing is stored.
  if (spamReason) upload = null;
  if (upload && !(await svc.limits.allow("uploadBytes", "site", upload.bytes.byteLength))) {
    log.warn({ form: definition.form, bytes: upload.bytes.byteLength }, "upload budget spent: application refused");
    return error(
      { status: "error", result: submission.reply({ formErrors: [messages.uploadsFull] }), token: tokenString },
      503,
    );
  }
  const values: Record<string, string | number> = {};
  for (const spec of definition.fields) {
    const v = value[spec.name];
    if (typeof v === "string" || typeof v === "number") values[spec.name] = v;
  }
  // The estimate as the visitor is shown it (thank-you, confirmation), and as staff read it (English, every part
  // and flag, whether or not the owner shows the range), computed once from the request's rules and clock.
  const at = new Date(now);
  const visitorEstimate = estimateInput ? estimateThanks(content, estimateInput, language, at).thanks : null;
  const staffEstimate = estimateInput ? estimateThanks(content, estimateInput, "en", at).estimate : null;
  /** The thank-you: the reference, the estimate, and for a booking the link to its calendar file. */
  const thanks = (reference: string): LeadActionData => ({
    status: "success",
    reference,
    ...(visitorEstimate ? { estimate: visitorEstimate } : {}),
    ...(definition.form === "booking"
      ? { calendarUrl: localizePath(calendarPath(svc.formSecret, reference), language) }
      : {}),
  });
  const lead: Omit<LeadSubmission, "resume"> = {
    form: definition.form,
    submissionId: token.id,
    ...person,
    values,
    labelled: labelledValues(definition.fields, value, "en"),
    language,
    visitorLabelled: labelledValues(words.fields, value, language),
    ...visitMeta(form),
    estimate: staffEstimate
      ? { staff: staffEstimate, shown: content.pricing.showPublicRange, visitor: visitorEstimate }
      : null,
    ip,
    userAgent: short(request.headers.get("user-agent")),
    spamReason,
  };

  let storedFile: string | null = null;
  let recorded: RecordedLead;
  try {
    // A resent form is answered with its lead's reference before anything is written again.
    const previous = await findSubmission(svc.storage.db, token.id);
    if (previous) return thanks(previous.reference);
    const holdConfirmation =
      spamReason === null &&
      (await confirmationsQueuedSince(svc.storage.db, new Date(now - HOUR_MS).toISOString())) >=
        svc.env.CONFIRMATIONS_PER_HOUR;
    if (holdConfirmation)
      log.warn({ form: definition.form }, "hourly budget of confirmations spent: confirmation held");
    let resume: LeadSubmission["resume"] = null;
    if (upload) {
      storedFile = await resumeStore(svc.storage, svc.env.DATA_DIR).put(upload.bytes, upload.kind);
      resume = { file: storedFile, name: upload.name, type: upload.kind.type, size: upload.bytes.byteLength };
    }
    recorded = await recordLead(
      svc.storage.db,
      { ...lead, resume, holdConfirmation },
      { siteUrl: svc.env.SITE_URL, notifyEmail: svc.env.NOTIFY_EMAIL, content },
      new Date(now),
    );
  } catch (failure) {
    if (storedFile) await discardResume(svc, log, storedFile);
    log.error({ form: definition.form, reason: reasonOf(failure) }, "lead not stored");
    return error(
      { status: "error", result: submission.reply({ formErrors: [messages.storageDown] }), token: tokenString },
      503,
    );
  }
  // The same form sent twice at once: the other request's lead holds its own copy of the file.
  if (recorded.duplicate && storedFile) await discardResume(svc, log, storedFile);
  log.info(
    { form: definition.form, reference: recorded.reference, spamReason, duplicate: recorded.duplicate },
    "lead stored",
  );
  void svc.outbox.run();
  return thanks(recorded.reference);
}

/**
 * Removes a résumé written for a lead that was not saved. When the database cannot say that no lead holds the
 * file (a commit whose answer was lost, then the database gone), the file stays: a lead never loses its résumé.
 */
async function discardResume(svc: Services, log: Logger, storedFile: string) {
  try {
    const holder = await svc.storage.db
      .selectFrom("leads")
      .select("id")
      .where("resume_file", "=", storedFile)
      .executeTakeFirst();
    if (!holder) await resumeStore(svc.storage, svc.env.DATA_DIR).remove(storedFile);
  } catch (failure) {
    log.error({ file: storedFile, reason: reasonOf(failure) }, "résumé of an unsaved lead kept");
  }
}

/**
 * What every form page's loader returns: a fresh signed token for this rendering of the form, the page it is
 * on, and the page's structured data (built here so the browser never loads the builders).
 */
export async function formPageData(
  args: RequestArgs,
  page: {
    name: string;
    title: string;
    description: string;
    type?: "WebPage" | "ContactPage";
    nodes?: (siteUrl: string) => (Thing | undefined)[];
  },
) {
  const svc = requestOf(args).services;
  const siteUrl = svc.env.SITE_URL;
  const url = new URL(args.request.url);
  const path = normalizePath(url.pathname);
  return {
    token: issueFormToken(svc.formSecret),
    sourcePage: `${url.pathname}${url.search}`,
    jsonLd: graph(
      { siteUrl, content: contentOf(args), lang: langOf(path) },
      { ...webPage(siteUrl, path, page.title, page.description), "@type": page.type ?? "WebPage" },
      breadcrumbs(siteUrl, [{ name: page.name, path }], contentOf(args).ui),
      ...(page.nodes?.(siteUrl) ?? []),
    ),
  };
}

/** Form pages carry a one-time token: never cached. Action headers (the contact form's Refresh) pass through. */
export const formPageHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "no-store");
  return headers;
};
