import type { Generated, Insertable, Selectable } from "kysely";

/*
 * Tables shared by SQLite and PostgreSQL. Times are ISO-8601 UTC strings in both, so they compare as text and
 * read the same everywhere; structured values (a lead's fields, UTM parameters) are JSON text.
 */

export const leadForms = ["booking", "contact", "quote", "application"] as const;
export type LeadForm = (typeof leadForms)[number];

export const leadStatuses = ["new", "contacted", "booked", "closed", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export interface LeadTable {
  id: Generated<number>;
  reference: string;
  form: LeadForm;
  status: LeadStatus;
  /** Why the lead was held as suspected spam (~/lib/leads/spam.server.ts), or null. */
  spam_reason: string | null;
  /** The signed token of the rendered form: one rendered form makes at most one lead. */
  submission_id: string;
  name: string;
  email: string;
  phone: string;
  /** JSON: every submitted field by name. */
  fields: string;
  source_page: string | null;
  referrer: string | null;
  /** JSON: utm_* parameters of the visit. */
  utm: string;
  ip: string | null;
  user_agent: string | null;
  resume_file: string | null;
  resume_name: string | null;
  resume_type: string | null;
  resume_size: number | null;
  note: string;
  /** The day of the digest of held leads that listed it (held_digests.day), or null. */
  digest_day: string | null;
  /** The language of the page the lead came from ("en", "es"): the visitor's confirmation is in it. */
  language: Generated<string>;
  /**
   * JSON: the price estimate computed when it was sent (~/lib/pricing.ts PriceEstimate, in English, with `shown`:
   * whether the visitor saw the range); null for other forms and leads from before estimates.
   */
  estimate: string | null;
  created_at: string;
  updated_at: string;
}

export const outboxStatuses = ["pending", "held", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  subscriber_id: number | null;
  kind:
    | "lead-notification"
    | "lead-confirmation"
    | "newsletter-confirmation"
    | "held-digest"
    | "owner-digest"
    | "reply-alert"
    | "sign-in-alert"
    | "booking-decision"
    | "proposal"
    | "proposal-question"
    | "proposal-accepted"
    | "proposal-reminder"
    | "client-reminder"
    | "review-request";
  to_address: string;
  reply_to: string | null;
  /** JSON: extra headers (List-Unsubscribe on messages to a subscriber), or null. */
  headers: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /**
   * JSON: the message's attachments (`MailAttachment[]`, the booking confirmation's calendar file), or null. Stored
   * with the message, so what is sent, however late, is what was committed with the lead.
   */
  attachments: string | null;
  /** Stable across retries, so a receiver can recognise a repeated delivery. */
  message_id: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** A worker holds the row until then; after it, another worker may take it over. */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  token: string;
  source_page: string | null;
  spam_reason: string | null;
  created_at: string;
  /** When the subscriber followed the confirmation link (double opt-in); only confirmed addresses are sent to. */
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export const staffRoles = ["owner", "staff"] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  name: string;
  role: StaffRole;
  /** scrypt, with its parameters and salt (accounts.server.ts). */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** What the account may do at /staff/content; the owner may do everything. */
  content_right: Generated<ContentRight>;
}

export const contentRights = ["none", "edit", "publish"] as const;
export type ContentRight = (typeof contentRights)[number];

/** A published edition of the owner's content: the JSON document of ~/content/editable.ts. */
export interface ContentVersionTable {
  id: Generated<number>;
  document: string;
  note: string;
  actor_name: string;
  actor_email: string;
  created_at: string;
}

export interface ContentDraftTable {
  name: string;
  /** Empty once the draft was published or set aside: the row keeps counting the revisions. */
  document: string;
  actor_name: string;
  updated_at: string;
  revision: Generated<number>;
  actor_email: Generated<string>;
  /** The last change, as the refusal of a later save names it: "saved company details", "published version 7". */
  change: Generated<string>;
}

/** A draft set aside by a restore, an import or a discard, which can be brought back. */
export interface ContentSetAsideTable {
  id: Generated<number>;
  document: string;
  edited_by: string;
  edited_at: string;
  set_aside_by: string;
  reason: string;
  created_at: string;
}

/** One variant (a format and width) of an uploaded photograph. */
/** A file of the proof the owner uploaded: the certificate of insurance (PDF) or a venue's logo (WebP). */
export interface ContentFileTable {
  /** "<16 hex digits of its SHA-256>.pdf" or ".webp". */
  file: string;
  type: string;
  content: Buffer;
  created_at: string;
}

export interface ContentPhotoTable {
  /** The variant's file name, e.g. "3f2a…-800.avif". */
  file: string;
  /** The photograph's id, shared by its variants. */
  photo: string;
  type: string;
  content: Buffer;
  created_at: string;
}

export interface StaffSessionTable {
  /** SHA-256 of the session cookie's random token: the database never holds a usable token. */
  id: string;
  user_id: number;
  csrf: string;
  created_at: string;
  seen_at: string;
}

/** Who did what and when: every change staff make to a lead, and the erasures and deletions. */
export interface AuditEventTable {
  id: Generated<number>;
  /** The lead changed; null for events that outlive it (a deletion names the reference in `detail`). */
  lead_id: number | null;
  actor_name: string;
  actor_email: string;
  action: string;
  detail: string;
  created_at: string;
}

/** One row per day whose digest of held leads is done, sent or (nothing held) not: the once-a-day claim. */
export interface HeldDigestTable {
  /** The office's date, YYYY-MM-DD. */
  day: string;
  /** How many leads it listed; 0 when nothing was held and nothing was sent. */
  leads: number;
  created_at: string;
}

/** One row per run of a periodic job: the claim that lets one server of several run it. */
export interface JobRunTable {
  name: string;
  /** The period the run covers, e.g. the UTC date of a daily job. */
  period: string;
  started_at: string;
}

/** Résumés kept in the database, where several servers share it (resume.server.ts). */
export interface ResumeTable {
  name: string;
  content: Buffer;
  created_at: string;
}

/**
 * First-party page views (ADR 027): how many times a public page was viewed on a Los Angeles day. Nothing about
 * the visitor: no address, no browser, no cookie.
 */
export interface PageViewTable {
  /** The page's path, e.g. "/locations/malibu". */
  path: string;
  /** The Los Angeles date, YYYY-MM-DD. */
  day: string;
  views: number;
}

/** The metrics of real visitors' speed (ADR 034). */
export type WebVitalMetric = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";

/**
 * Real visitors' speed (ADR 034): how many page views of a page on a Los Angeles day measured a metric in one
 * bucket of its histogram (web-vitals.server.ts). Nothing about the visitor.
 */
export interface WebVitalTable {
  path: string;
  /** The Los Angeles date, YYYY-MM-DD. */
  day: string;
  metric: WebVitalMetric;
  bucket: number;
  count: number;
}

export const bookingDecisions = ["confirmed", "declined", "cancelled"] as const;
export type BookingDecisionKind = (typeof bookingDecisions)[number];

/**
 * A booking lead's confirmation, decline or cancellation by staff (booking-decision.server.ts). The latest row of a
 * lead (its highest `sequence`) is the booking's state; `sequence` counts the lead's decisions (1, 2, …) and is the
 * SEQUENCE of the calendar file sent with it.
 */
export interface BookingDecisionTable {
  id: Generated<number>;
  lead_id: number;
  decision: BookingDecisionKind;
  sequence: number;
  attendants: number | null;
  /** HH:MM, Los Angeles time, on the event's date. */
  arrival: string | null;
  /** HH:MM; at or before `arrival` means the next day. */
  end_time: string | null;
  coordinator_name: string;
  coordinator_phone: string;
  price_cents: number | null;
  /** The note to the client, as staff typed it. */
  note: string;
  actor_name: string;
  created_at: string;
}

/**
 * The review request sent to a confirmed booking's client the morning after the event (~/lib/reviews). One per
 * lead: the unique lead_id decides which of several servers sends it.
 */
export interface ReviewRequestTable {
  id: Generated<number>;
  lead_id: number;
  /** YYYY-MM-DD, the event's date (Los Angeles). */
  event_date: string;
  /** When the link stops opening the form. */
  expires_at: string;
  created_at: string;
}

export const proposalStates = ["sent", "superseded", "accepted", "confirmed"] as const;
export type ProposalState = (typeof proposalStates)[number];

/**
 * A quote sent to a lead's client as a proposal (proposal.server.ts, ADR 036): sent → accepted (by the client,
 * through its signed link) → confirmed (the booking decision made from it); sent → superseded when a newer one
 * goes to the same lead. `sequence` numbers a lead's proposals (1, 2, …).
 */
export interface ProposalTable {
  id: Generated<number>;
  lead_id: number;
  sequence: number;
  state: ProposalState;
  price_cents: number;
  attendants: number;
  /** HH:MM, Los Angeles time, on the event's date; an `end_time` at or before it is the next day. */
  arrival: string;
  end_time: string;
  /** What the price includes, as staff typed it. */
  included: string;
  /** YYYY-MM-DD: the link works to the end of this Los Angeles day. */
  valid_until: string;
  coordinator_name: string;
  coordinator_phone: string;
  note: string;
  actor_name: string;
  created_at: string;
  superseded_at: string | null;
  accepted_at: string | null;
  /** The address the acceptance came from, as the server determined it. */
  accepted_ip: string | null;
  confirmed_at: string | null;
  /** The booking decision the acceptance made (booking_decisions.sequence). */
  decision_sequence: number | null;
}

/** A client's question about a proposal, asked on its page. */
export interface ProposalQuestionTable {
  id: Generated<number>;
  proposal_id: number;
  lead_id: number;
  question: string;
  ip: string;
  created_at: string;
}

export const reviewStatuses = ["pending", "approved", "hidden"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * A client's review, written through the request's link. It keeps its own copy of what the site shows (language,
 * event type and month), so a published review outlives its lead's retention: the lead and the request go, the
 * review stays while it is published (retention.ts).
 */
export interface ReviewTable {
  id: Generated<number>;
  /** One review per request (unique); null once the request is purged. */
  request_id: number | null;
  /** The booking it is about; null once the lead is purged. */
  lead_id: number | null;
  rating: number;
  text: string;
  /** The name to show, e.g. "Ana G.". */
  display_name: string;
  /** 1 when the client agreed to its publication; without it the review is for the owner only. */
  consent: number;
  /** The language the client wrote in ("en", "es"). */
  language: string;
  /** The booking's service type, as the form's option ("Wedding"). */
  service_type: string;
  /** YYYY-MM of the event. */
  event_month: string;
  status: ReviewStatus;
  /** The owner's short public reply; "" for none. */
  answer: string;
  created_at: string;
  updated_at: string;
}

/**
 * A staff member's private calendar feed of the booked events (~/lib/staff/calendar-feed.server.ts): one per
 * member, found by the SHA-256 of the token in its address; revoking it deletes the row.
 */
export interface CalendarFeedTable {
  user_id: number;
  token_hash: string;
  created_at: string;
}

export interface SettingTable {
  name: string;
  value: string;
}

export interface Database {
  leads: LeadTable;
  outbox: OutboxTable;
  subscribers: SubscriberTable;
  settings: SettingTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  audit_events: AuditEventTable;
  held_digests: HeldDigestTable;
  job_runs: JobRunTable;
  resumes: ResumeTable;
  page_views: PageViewTable;
  web_vitals: WebVitalTable;
  content_versions: ContentVersionTable;
  content_drafts: ContentDraftTable;
  content_set_aside: ContentSetAsideTable;
  content_photos: ContentPhotoTable;
  content_files: ContentFileTable;
  booking_decisions: BookingDecisionTable;
  calendar_feeds: CalendarFeedTable;
  proposals: ProposalTable;
  proposal_questions: ProposalQuestionTable;
  review_requests: ReviewRequestTable;
  reviews: ReviewTable;
}

export type Lead = Selectable<LeadTable>;
export type NewLead = Insertable<LeadTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type StaffUser = Selectable<StaffUserTable>;
export type AuditEvent = Selectable<AuditEventTable>;
export type BookingDecisionRow = Selectable<BookingDecisionTable>;
export type ProposalRow = Selectable<ProposalTable>;
export type ProposalQuestionRow = Selectable<ProposalQuestionTable>;
export type ReviewRow = Selectable<ReviewTable>;
