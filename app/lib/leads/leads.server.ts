import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { formRegistry } from "~/forms/registry";
import { bookingCalendar, bookingEventOf, calendarFileName } from "~/lib/calendar.server";
import { leadConfirmation } from "~/lib/email/kinds/lead-confirmation.server";
import { leadNotification } from "~/lib/email/kinds/lead-notification.server";
import type { LeadEmailData } from "~/lib/email/lead-data.server";
import { staffEstimateLines, staffingFor } from "~/lib/estimate.server";
import type { EstimateThanks } from "~/lib/estimate-view";
import type { Lang } from "~/lib/lang";
import { newMessageId } from "~/lib/mail/outbox.server";
import type { MailAttachment } from "~/lib/mail/transport.server";
import type { PriceEstimate } from "~/lib/pricing";
import { staffingLine } from "~/lib/staffing";
import type { Database, LeadForm, NewOutboxMessage } from "~/lib/storage/schema";
import { newReference } from "./reference.server";
import type { SpamReason } from "./spam.server";

export interface LeadEstimate {
  staff: PriceEstimate;
  shown: boolean;
  visitor: EstimateThanks | null;
}

export interface LeadSubmission {
  form: LeadForm;
  /** The id of the rendered form's token: one rendered form makes one lead. */
  submissionId: string;
  name: string;
  email: string;
  phone: string;
  /** Submitted values by field name. */
  values: Record<string, string | number>;
  /** The same values labelled in English, in form order (for the company's notification). */
  labelled: { label: string; value: string; chosen: boolean }[];
  /** The language of the page it was sent from (English when not given): the visitor's confirmation is in it. */
  language?: Lang;
  /** The values as the visitor saw them, in their language (for their confirmation); `labelled` when not given. */
  visitorLabelled?: { label: string; value: string; chosen: boolean }[];
  sourcePage: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  ip: string | null;
  userAgent: string | null;
  resume: { file: string; name: string; type: string; size: number } | null;
  /**
   * Set when the submission looks like spam: stored and answered like any other, its e-mails held for staff
   * (spam.server.ts).
   */
  spamReason: SpamReason | null;
  /**
   * The estimate computed when it was sent (booking and quote): staff's (English, every part and flag), whether
   * the visitor was shown the range, and the visitor's words for their confirmation.
   */
  estimate?: LeadEstimate | null;
  /**
   * The site's hourly budget of confirmations is spent (lead-action.server.ts): the visitor's confirmation waits
   * for staff, the company's notification goes and says so.
   */
  holdConfirmation?: boolean;
}

/** Confirmations queued to visitors, not held, since an ISO instant: what the hourly budget counts. */
export async function confirmationsQueuedSince(db: Kysely<Database>, since: string): Promise<number> {
  const { n } = await confirmationsQuery(db, since).executeTakeFirstOrThrow();
  return Number(n);
}

/** The count above, as a query: it reads the last hour's rows (index outbox_kind_created), not the history. */
export const confirmationsQuery = (db: Kysely<Database>, since: string) =>
  db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("kind", "=", "lead-confirmation")
    .where("status", "!=", "held")
    .where("created_at", ">=", since);

export interface LeadMailSettings {
  siteUrl: string;
  notifyEmail: string;
  /** What the e-mails and the calendar file say of the company: the request's content snapshot. */
  content: ContentSnapshot;
}

export interface RecordedLead {
  id: number;
  reference: string;
  /** True when this rendered form had already been submitted (a double click or a resent POST). */
  duplicate: boolean;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /unique|duplicate key/i.test(`${error.message} ${(error as { code?: string }).code ?? ""}`);

/** The lead a rendered form (its token id) already made, if any. */
export async function findSubmission(db: Kysely<Database>, submissionId: string) {
  return db
    .selectFrom("leads")
    .select(["id", "reference"])
    .where("submission_id", "=", submissionId)
    .executeTakeFirst();
}

/**
 * Stores the lead and both of its e-mails in one transaction, received at `receivedAt`. When this resolves, the
 * lead is durable and the visitor may be thanked; the outbox delivers the e-mails afterwards. A rendered form
 * already stored (its submission id is unique) is answered with its first lead, marked duplicate.
 */
export async function recordLead(
  db: Kysely<Database>,
  submission: LeadSubmission,
  mail: LeadMailSettings,
  receivedAt = new Date(),
): Promise<RecordedLead> {
  const now = receivedAt.toISOString();
  for (let attempt = 0; ; attempt++) {
    const reference = newReference();
    try {
      const id = await db.transaction().execute(async (trx) => {
        const lead = await trx
          .insertInto("leads")
          .values({
            reference,
            form: submission.form,
            status: submission.spamReason ? "spam" : "new",
            spam_reason: submission.spamReason,
            submission_id: submission.submissionId,
            name: submission.name,
            email: submission.email,
            phone: submission.phone,
            fields: JSON.stringify(submission.values),
            source_page: submission.sourcePage,
            referrer: submission.referrer,
            utm: JSON.stringify(submission.utm),
            ip: submission.ip,
            user_agent: submission.userAgent,
            resume_file: submission.resume?.file ?? null,
            resume_name: submission.resume?.name ?? null,
            resume_type: submission.resume?.type ?? null,
            resume_size: submission.resume?.size ?? null,
            note: "",
            language: submission.language ?? "en",
            estimate: submission.estimate
              ? JSON.stringify({ ...submission.estimate.staff, shown: submission.estimate.shown })
              : null,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("outbox")
          .values(leadMessages(lead.id, reference, now, submission, mail))
          .execute();
        return lead.id;
      });
      return { id, reference, duplicate: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const previous = await findSubmission(db, submission.submissionId);
      if (previous) return { ...previous, duplicate: true };
      if (attempt >= 5) throw error;
      // Otherwise the reference collided with another lead's: draw again.
    }
  }
}

function leadMessages(
  leadId: number,
  reference: string,
  now: string,
  submission: LeadSubmission,
  mail: LeadMailSettings,
): NewOutboxMessage[] {
  const data: LeadEmailData = {
    reference,
    form: submission.form,
    receivedAt: now,
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    fields: submission.labelled,
    language: submission.language ?? "en",
    visitorFields: submission.visitorLabelled ?? submission.labelled,
    sourcePage: submission.sourcePage,
    referrer: submission.referrer,
    utm: submission.utm,
    resumeUrl: submission.resume ? `${mail.siteUrl}/staff/leads/${leadId}/resume` : null,
  };
  const staffing = staffingFor(formRegistry[submission.form], submission.values);
  // A booking's confirmation carries the event as a calendar file (ADR 026), built from what is stored with the
  // lead, so the thank-you page's download gives the same file.
  const event =
    submission.form === "booking"
      ? bookingEventOf({ reference, receivedAt: now, lang: submission.language }, submission.values)
      : null;
  const calendar: MailAttachment[] | null = event
    ? [
        {
          filename: calendarFileName(mail.content, reference),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: bookingCalendar(event, mail),
        },
      ]
    : null;
  const ctx = { siteUrl: mail.siteUrl, content: mail.content };
  const held = submission.spamReason !== null;
  const confirmationHeld = held || submission.holdConfirmation === true;
  const message = (
    kind: NewOutboxMessage["kind"],
    to: string,
    replyTo: string | null,
    rendered: { subject: string; text: string; html: string },
    held: boolean,
    attachments: MailAttachment[] | null = null,
  ): NewOutboxMessage => ({
    lead_id: leadId,
    kind,
    to_address: to,
    reply_to: replyTo,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    attachments: attachments ? JSON.stringify(attachments) : null,
    message_id: newMessageId(mail.siteUrl),
    status: held ? "held" : "pending",
    attempts: 0,
    next_attempt_at: now,
    created_at: now,
  });
  return [
    message(
      "lead-notification",
      mail.notifyEmail,
      submission.email,
      leadNotification(
        {
          ...data,
          staffing: staffing ? staffingLine(staffing) : null,
          estimate: submission.estimate
            ? staffEstimateLines({ ...submission.estimate.staff, shown: submission.estimate.shown })
            : null,
          confirmationHeld: !held && confirmationHeld,
        },
        ctx,
      ),
      held,
    ),
    message(
      "lead-confirmation",
      submission.email,
      null,
      leadConfirmation(
        { ...data, calendarAttached: calendar !== null, visitorEstimate: submission.estimate?.visitor ?? null },
        ctx,
      ),
      confirmationHeld,
      calendar,
    ),
  ];
}
