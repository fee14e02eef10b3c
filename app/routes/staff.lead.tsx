import { data, redirect } from "react-router";
import { BookingDecisionPanel } from "~/components/staff/BookingDecision";
import { ProposalPanel } from "~/components/staff/ProposalPanel";
import { AuditEntry, IntentButton, IntentForm, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { formRegistry } from "~/forms/registry";
import { inboxNames } from "~/forms/registry.server";
import { leadLangOf } from "~/lib/calendar.server";
import { cn } from "~/lib/cn";
import { mailtoHref } from "~/lib/email-address";
import {
  estimateOfValues,
  isEstimatedForm,
  staffEstimateLines,
  staffingFor,
  storedEstimate,
} from "~/lib/estimate.server";
import { langNamesForStaff } from "~/lib/lang";
import { blankDecision, bookingDecisionSchema, decisionValuesOf } from "~/lib/leads/booking-decision";
import {
  bookingDecisionHistory,
  DecisionRefused,
  decisionSummary,
  recordBookingDecision,
} from "~/lib/leads/booking-decision.server";
import { blankProposal, proposalSchemaFor, proposalValuesOf } from "~/lib/leads/proposal";
import {
  leadProposals,
  ProposalRefused,
  proposalExpiry,
  proposalSummary,
  sendProposal,
} from "~/lib/leads/proposal.server";
import { resumeStore } from "~/lib/leads/resume.server";
import { spamWords } from "~/lib/leads/spam.server";
import { losAngelesDay } from "~/lib/los-angeles";
import { deleteLead } from "~/lib/privacy.server";
import { contentOf } from "~/lib/request-context.server";
import { leadHistory, recordEvent } from "~/lib/staff/audit.server";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { parseStaffForm, type Refusal } from "~/lib/staff/forms.server";
import { losAngelesTime, replyDue } from "~/lib/staff/inbox";
import { getLead, leadMessage, leadState, setNote, setStatus } from "~/lib/staff/inbox.server";
import { staffMeta } from "~/lib/staff/meta";
import { isOwner, requireOwnerFor } from "~/lib/staff/permissions.server";
import { staffingLine } from "~/lib/staffing";
import { type LeadStatus, leadStatuses } from "~/lib/storage/schema";
import { groupThousands } from "~/lib/us-clock";
import type { Route } from "./+types/staff.lead";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data?.row.reference ?? "Lead");

const leadId = (params: { id: string }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data("No such lead", { status: 404 });
  return id;
};

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const found = await getLead(db, leadId(params));
  if (!found) throw data("No such lead", { status: 404 });
  const { resume_file } = found.lead;
  const resumeMissing =
    resume_file !== null && !(await resumeStore(staff.svc.storage, staff.svc.env.DATA_DIR).exists(resume_file));
  const history = await leadHistory(db, found.lead.id);
  const heldBecause = found.lead.spam_reason ? spamWords(found.lead.spam_reason) : null;
  const fields = JSON.parse(found.lead.fields) as Record<string, unknown>;
  const staffingEstimate = staffingFor(formRegistry[found.lead.form], fields);
  const staffing = staffingEstimate ? staffingLine(staffingEstimate) : null;
  // A booking or quote request is confirmed, declined or cancelled from here (a quote usually by its client accepting
  // a proposal); its decisions so far, oldest first.
  const bookable = found.lead.form === "booking" || found.lead.form === "quote";
  // The price estimate the request was given when it was sent; a request from before estimates gets one from
  // today's rules as of the day it came. The confirmation and the proposal start from it.
  const content = contentOf(args);
  const priced =
    storedEstimate(found.lead.estimate) ??
    (isEstimatedForm(found.lead.form)
      ? estimateOfValues(content, found.lead.form, fields, new Date(found.lead.created_at))
      : null);
  const estimate = priced ? staffEstimateLines(priced) : null;
  const clientLang = leadLangOf(found.lead);
  const fromEstimate = priced
    ? {
        attendants: String(priced.attendants),
        arrival: priced.arrival,
        endTime: priced.end,
        price: groupThousands(priced.low),
      }
    : {};
  const decisionStart = { ...blankDecision, ...fromEstimate };
  const proposalStart = {
    ...blankProposal,
    ...fromEstimate,
    ...(priced ? { included: content.pricing.includes[clientLang] || content.pricing.includes.en } : {}),
  };
  const decisions = bookable
    ? (await bookingDecisionHistory(db, found.lead.id)).map((row) => ({
        id: row.id,
        sequence: row.sequence,
        decision: row.decision,
        summary: decisionSummary(row),
        note: row.note,
        actorName: row.actor_name,
        createdAt: row.created_at,
      }))
    : null;
  // A quote is sent to the client as a proposal from here; those sent so far, newest first, with their questions.
  const proposals = bookable
    ? (await leadProposals(db, [found.lead.id])).map((p) => ({
        id: p.id,
        sequence: p.sequence,
        state: p.state,
        summary: proposalSummary(p),
        included: p.included,
        actorName: p.actor_name,
        createdAt: p.created_at,
        acceptedAt: p.accepted_at,
        acceptedIp: p.accepted_ip,
        expired: Date.now() >= proposalExpiry(p.valid_until).getTime(),
        questions: p.questions.map((q) => ({ id: q.id, question: q.question, createdAt: q.created_at })),
      }))
    : null;
  return {
    ...found,
    decisions,
    proposals,
    clientLanguage: langNamesForStaff[clientLang],
    history,
    resumeMissing,
    heldBecause,
    staffing,
    estimate,
    decisionStart,
    proposalStart,
    csrf: staff.csrf,
    owner: isOwner(staff.member),
    now: Date.now(),
    formNames: inboxNames,
  };
}

/** What the history calls an e-mail sent again. */
const retriedNames: Record<string, string> = {
  "lead-notification": "notification",
  "lead-confirmation": "confirmation",
  "booking-decision": "booking decision",
  proposal: "proposal",
  "proposal-question": "client's question",
  "proposal-accepted": "acceptance notice",
  "proposal-reminder": "proposal reminder",
  "client-reminder": "reminder",
  "review-request": "review request",
};

/**
 * Sends what a form that e-mails the client holds (a booking decision, a proposal), or says why not: the form's
 * problems, each beside its field, or the lead's own (`refusedBy`: its state does not take it) above the form; what
 * was typed kept. Null once sent.
 */
async function sendClientMail<Values, Input>(
  values: Values,
  parsed: { ok: true; value: Input } | Refusal,
  refusedBy: new (message?: string) => Error,
  send: (input: Input) => Promise<unknown>,
): Promise<{ status: 400 | 409; form: { values: Values; errors: Refusal["errors"]; problem: string | null } } | null> {
  if (!parsed.ok) return { status: 400, form: { values, errors: parsed.errors, problem: null } };
  try {
    await send(parsed.value);
  } catch (error) {
    if (!(error instanceof refusedBy)) throw error;
    return { status: 409, form: { values, errors: {}, problem: error.message } };
  }
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { params } = args;
  const { staff, form, db, intent } = await staffFormOf(args);
  const id = leadId(params);
  const lead = await leadState(db, id);
  if (!lead) throw data("No such lead", { status: 404 });
  const record = (action: string, detail?: string) => recordEvent(db, staff.member, { leadId: id, action, detail });
  if (intent === "status") {
    const status = form.get("status");
    if (!(leadStatuses as readonly unknown[]).includes(status)) throw data("Unknown status", { status: 400 });
    if (status !== lead.status) {
      await setStatus(db, id, status as LeadStatus);
      await record("changed the status", `${lead.status} → ${status}`);
    }
  } else if (intent === "note") {
    await setNote(db, id, String(form.get("note") ?? ""));
    await record("edited the note");
  } else if (intent === "release") {
    requireOwnerFor(staff, "releaseHeld");
    // "Not spam": the lead becomes new again and the e-mails held back go out now. A lead that was not held had
    // only its confirmation held, past the site's hourly budget: it goes now.
    const wasSpam = lead.status === "spam";
    if (wasSpam) await setStatus(db, id, "new");
    const released = await staff.svc.outbox.release({ leadId: id });
    await record(wasSpam ? "marked not spam" : "sent the held confirmation", `${released} e-mail(s) released`);
  } else if (intent === "retry") {
    const outboxId = Number(form.get("outboxId"));
    const message = await leadMessage(db, id, outboxId);
    if (!message) throw data("No such message", { status: 404 });
    // Nothing to retry when the message went out or is being sent meanwhile.
    if (await staff.svc.outbox.release({ outboxId })) {
      await record("retried sending", retriedNames[message.kind] ?? "confirmation");
    }
  } else if (intent === "decision" || intent === "proposal") {
    const mail = <Input,>(input: Input) => ({
      leadId: id,
      input,
      actor: staff.member,
      siteUrl: staff.svc.env.SITE_URL,
      content: contentOf(args),
    });
    if (intent === "decision") {
      // Confirm, decline or cancel a booking.
      const refused = await sendClientMail(
        decisionValuesOf(form),
        parseStaffForm(form, bookingDecisionSchema),
        DecisionRefused,
        (input) => recordBookingDecision(db, mail(input)),
      );
      if (refused) return data({ decision: refused.form }, { status: refused.status });
    } else {
      // Send a quote as a proposal.
      const refused = await sendClientMail(
        proposalValuesOf(form),
        parseStaffForm(form, proposalSchemaFor(losAngelesDay(new Date()))),
        ProposalRefused,
        (input) => sendProposal(db, { ...mail(input), secret: staff.svc.formSecret }),
      );
      if (refused) return data({ proposal: refused.form }, { status: refused.status });
    }
    // The client's e-mail goes now rather than at the next poll.
    void staff.svc.outbox.run();
    return redirect(`/staff/leads/${id}#${intent === "decision" ? "booking" : "proposal"}`);
  } else if (intent === "delete") {
    requireOwnerFor(staff, "deleteLead");
    const { storage, env, limits } = staff.svc;
    await deleteLead({ storage, dataDir: env.DATA_DIR, limits }, staff.member, id);
    return redirect(`/staff/leads?deleted=${encodeURIComponent(lead.reference)}`);
  } else {
    throw data("Unknown action", { status: 400 });
  }
  return redirect(`/staff/leads/${id}`);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-ink-900-10 grid gap-1 border-b py-3 sm:grid-cols-[12rem_1fr]">
      <dt className="text-slate-text text-sm">{label}</dt>
      <dd className="text-ink-950 break-words whitespace-pre-wrap">{children || "—"}</dd>
    </div>
  );
}

/** What the lead page calls each of a lead's e-mails. */
const messageNames: Record<string, string> = {
  "lead-notification": "Notification to the office",
  "lead-confirmation": "Confirmation to the visitor",
  "booking-decision": "Booking decision to the client",
  proposal: "Proposal to the client",
  "proposal-question": "Client's question to the office",
  "proposal-accepted": "Acceptance notice to the office",
  "proposal-reminder": "Proposal reminder to the client, two days before it lapses",
  "client-reminder": "Reminder to the client, two days before",
  "review-request": "Review request to the client, the morning after",
};

/** A form that e-mails the client, before anything is posted: from the estimate, no problems. */
const unsent = <Values,>(values: Values) => ({ values, errors: {}, problem: null });

export default function StaffLead({ loaderData, actionData }: Route.ComponentProps) {
  const {
    lead,
    row,
    messages,
    history,
    csrf,
    owner,
    now,
    resumeMissing,
    heldBecause,
    staffing,
    estimate,
    decisionStart,
    proposalStart,
    formNames,
    decisions,
    proposals,
    clientLanguage,
  } = loaderData;
  const heldMail = messages.some((m) => m.status === "held");
  const due = replyDue(row, now);
  const clientMail = { csrf, language: clientLanguage };
  return (
    <>
      <p>
        <a href="/staff/leads" className="text-gold-700 text-sm underline underline-offset-2">
          ← All leads
        </a>
      </p>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="font-display text-ink-950 text-4xl">
          {row.name} <span className="text-slate-text font-mono text-2xl">{row.reference}</span>
        </h1>
        {due ? (
          <p className={cn("text-sm font-medium", due === "overdue" ? "text-red-800" : "text-gold-700")}>
            {due === "overdue" ? "Reply overdue" : "Reply due soon"}
          </p>
        ) : null}
      </div>
      {estimate?.flags.length ? (
        <div
          className="border-red-800-40 mt-6 rounded-2xl border bg-red-50 px-5 py-4 text-sm text-red-900"
          data-testid="lead-flags"
        >
          <p className="font-semibold">Needs attention now</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {estimate.flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-6">
          <StaffPanel id="details" title={formNames[row.form]}>
            <dl className="mt-2">
              <Row label="Received">{losAngelesTime(row.createdAt)} (Los Angeles)</Row>
              <Row label="Email">
                <a href={mailtoHref(row.email, { subject: `Your request ${row.reference}` })} className="underline">
                  {row.email}
                </a>
              </Row>
              <Row label="Phone">
                <a href={`tel:${row.phone.replace(/[^\d+]/g, "")}`} className="underline">
                  {row.phone}
                </a>
              </Row>
              {row.details.map((d) => (
                <Row key={d.label} label={d.label}>
                  {d.value}
                </Row>
              ))}
              {staffing ? <Row label="Staffing estimate">{staffing}</Row> : null}
              {estimate ? (
                <Row label="Price estimate">
                  <span data-testid="lead-estimate">
                    <strong>{estimate.range}</strong>{" "}
                    {estimate.shown ? "(the visitor saw this range)" : "(not shown: the public range is off)"}
                    {"\n"}
                    {estimate.plan}
                    {"\n"}
                    {estimate.parts.join("\n")}
                    {estimate.permit ? `\nPermit: ${estimate.permit}` : ""}
                  </span>
                </Row>
              ) : null}
              {lead.resume_file ? (
                <Row label="Résumé">
                  {resumeMissing ? (
                    <span>
                      {lead.resume_name}: the file is missing from the server's storage. Ask the applicant to send it
                      again.
                    </span>
                  ) : (
                    <a href={`/staff/leads/${lead.id}/resume`} className="underline">
                      Download {lead.resume_name} ({Math.ceil((lead.resume_size ?? 0) / 1024)} KB)
                    </a>
                  )}
                </Row>
              ) : null}
              <Row label="Source page">{row.sourcePage}</Row>
              <Row label="Referrer">{row.referrer}</Row>
              <Row label="UTM">
                {Object.entries(row.utm)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join("\n")}
              </Row>
              {heldBecause ? <Row label="Held as spam">{heldBecause}</Row> : null}
            </dl>
          </StaffPanel>
          {decisions && proposals && lead.status !== "spam" ? (
            <>
              <BookingDecisionPanel
                {...clientMail}
                {...(actionData && "decision" in actionData ? actionData.decision : unsent(decisionStart))}
                history={decisions}
              />
              <ProposalPanel
                {...clientMail}
                {...(actionData && "proposal" in actionData ? actionData.proposal : unsent(proposalStart))}
                proposals={proposals}
              />
            </>
          ) : null}
        </div>
        <div className="space-y-6">
          <StaffPanel id="status" title="Status">
            <IntentForm csrf={csrf} intent="status" className="mt-4 flex flex-wrap gap-3">
              <label className="sr-only" htmlFor="status">
                Status
              </label>
              <select id="status" name="status" defaultValue={lead.status} className={staffClasses.input}>
                {leadStatuses.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              <button type="submit" className={staffClasses.button}>
                Save status
              </button>
            </IntentForm>
            {heldMail && owner ? (
              <IntentButton csrf={csrf} intent="release" className="mt-4">
                {lead.status === "spam" ? "Not spam: send its e-mails" : "Send the held confirmation"}
              </IntentButton>
            ) : heldMail ? (
              <p className="text-slate-text mt-4 text-sm">
                Its e-mails are held: the owner can send them from this page.
              </p>
            ) : null}
          </StaffPanel>
          <StaffPanel id="note" title="Private note">
            <IntentForm csrf={csrf} intent="note" className="mt-4 space-y-3">
              <label className="sr-only" htmlFor="note">
                Private note
              </label>
              <textarea
                id="note"
                name="note"
                rows={5}
                defaultValue={lead.note}
                className={cn(staffClasses.input, "w-full py-2")}
              />
              <button type="submit" className={staffClasses.button}>
                Save note
              </button>
            </IntentForm>
          </StaffPanel>
          <StaffPanel id="mail" title="E-mails">
            <ul className="mt-4 space-y-4 text-sm">
              {messages.map((m) => {
                const retrying = m.status === "pending" && m.last_error !== null;
                return (
                  <li key={m.id} className="space-y-1">
                    <p className="text-ink-950 font-medium">{messageNames[m.kind] ?? m.kind}</p>
                    <p className="text-slate-text break-all">To {m.to_address}</p>
                    <p>
                      <span className="font-medium">{retrying ? "retrying" : m.status}</span>
                      {m.sent_at ? ` · sent ${losAngelesTime(m.sent_at)}` : ""}
                      {retrying ? ` · next try ${losAngelesTime(m.next_attempt_at)}` : ""}
                      {m.attempts ? ` · ${m.attempts} attempt${m.attempts === 1 ? "" : "s"}` : ""}
                    </p>
                    {m.last_error ? <p className="text-red-800">Last error: {m.last_error}</p> : null}
                    {m.status === "failed" || retrying ? (
                      <IntentButton csrf={csrf} intent="retry" fields={{ outboxId: m.id }}>
                        Retry now
                      </IntentButton>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </StaffPanel>
          <StaffPanel id="history" title="History">
            <ol className="mt-4 space-y-3 text-sm">
              <li>
                <span className="text-ink-950 font-medium">Received</span>{" "}
                <span className="text-slate-text">{losAngelesTime(row.createdAt)}</span>
              </li>
              {history.map((event) => (
                <AuditEntry key={event.id} event={event} />
              ))}
            </ol>
          </StaffPanel>
          {owner ? (
            <StaffPanel id="delete" title="Delete" tone="danger">
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-medium text-red-800">Delete this lead…</summary>
                <p className="text-slate-text mt-3">
                  Deletes {row.reference}, its e-mails, history and résumé for good. To erase everything about this
                  person, use{" "}
                  <a href={`/staff/privacy?email=${encodeURIComponent(row.email)}`} className="underline">
                    privacy requests
                  </a>
                  .
                </p>
                <IntentButton
                  csrf={csrf}
                  intent="delete"
                  className="mt-3"
                  buttonClassName={cn(staffClasses.secondary, "border-red-800-40 text-red-800")}
                >
                  Delete {row.reference} for good
                </IntentButton>
              </details>
            </StaffPanel>
          ) : null}
        </div>
      </div>
    </>
  );
}
