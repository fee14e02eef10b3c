import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { leadEventOf, leadLangOf } from "~/lib/calendar.server";
import { proposalEmail } from "~/lib/email/kinds/proposal.server";
import { proposalAcceptedEmail } from "~/lib/email/kinds/proposal-accepted.server";
import { proposalQuestionEmail } from "~/lib/email/kinds/proposal-question.server";
import { type Lang, localizePath } from "~/lib/lang";
import { addDays, losAngelesClock } from "~/lib/los-angeles";
import { outboxMessage, queueLeadMessage, queueMessage } from "~/lib/mail/outbox.server";
import { checkLink, signLink } from "~/lib/signed-link.server";
import { recordEvent } from "~/lib/staff/audit.server";
import type { BookingDecisionRow, Database, ProposalQuestionRow, ProposalRow } from "~/lib/storage/schema";
import { clockText, dollarsOf } from "./booking-decision";
import { type ClientMailAction, DecisionRefused, recordBookingDecision } from "./booking-decision.server";
import type { ProposalInput, ProposalTerms } from "./proposal";

/*
 * A quote sent as a proposal (issue 32, step 2; ADR 036). Staff send it from the lead's page; the client gets an
 * e-mail in their language with a signed link to the proposal's page, valid to the end of its valid-until day (Los
 * Angeles), where they accept it or ask a question. A proposal moves sent → accepted → confirmed: the acceptance
 * is claimed by one conditional update (so two clicks, or two servers, accept once), then the booking is confirmed
 * through the same decision staff take on the lead page. A newer proposal for the lead supersedes the ones still
 * open. Every e-mail goes through the outbox, in the transaction of the row it comes from.
 */

/** Why a proposal cannot be sent for a lead: shown on the lead page. */
export class ProposalRefused extends Error {}

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && /unique|duplicate key/i.test(`${error.message} ${(error as { code?: string }).code ?? ""}`);

/** The instant a proposal stops being valid: the end of its valid-until day in Los Angeles. */
export function proposalExpiry(validUntil: string): Date {
  const next = addDays(validUntil, 1);
  // Midnight in Los Angeles is 07:00 or 08:00 UTC, by daylight saving time.
  for (const hour of ["07", "08"]) {
    const at = new Date(`${next}T${hour}:00:00Z`);
    const clock = losAngelesClock(at);
    if (clock.day === next && clock.minutes === 0) return at;
  }
  throw new Error(`no Los Angeles midnight found after ${validUntil}`);
}

/** The path of a proposal's page, in the client's language. */
export const proposalPath = (secret: string, proposal: Pick<ProposalRow, "id" | "valid_until">, lang: Lang) =>
  localizePath(`/proposal/${signLink(secret, "proposal", proposal.id, proposalExpiry(proposal.valid_until))}`, lang);

/**
 * Sends a proposal for a booking or quote lead: stored (numbered: the lead's first is 1), the older open ones
 * superseded, a new lead marked contacted, the client's e-mail queued and the sending audited, all or nothing. Throws ProposalRefused for a lead
 * a proposal cannot confirm.
 */
export async function sendProposal(
  db: Kysely<Database>,
  {
    leadId,
    input,
    actor,
    siteUrl,
    content,
    secret,
    now = new Date(),
  }: ClientMailAction<ProposalInput> & { secret: string },
): Promise<{ id: number; sequence: number }> {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (!lead) throw new ProposalRefused("No such lead.");
  if (lead.form !== "booking" && lead.form !== "quote")
    throw new ProposalRefused("Proposals are for booking and quote requests.");
  if (lead.status === "spam") throw new ProposalRefused("Mark the lead as not spam before sending it a proposal.");
  const event = leadEventOf(lead);
  // Accepting confirms the booking on the event's date: without one there is nothing to confirm.
  if (!event)
    throw new ProposalRefused(
      "This request has no event date and time, so a proposal could not confirm it. Call the client to agree on them.",
    );
  const lang = leadLangOf(lead);
  const at = now.toISOString();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom("proposals")
          .select((eb) => eb.fn.max("sequence").as("n"))
          .where("lead_id", "=", leadId)
          .executeTakeFirst();
        const sequence = Number(last?.n ?? 0) + 1;
        const superseded = await trx
          .updateTable("proposals")
          .set({ state: "superseded", superseded_at: at })
          .where("lead_id", "=", leadId)
          .where("state", "=", "sent")
          .executeTakeFirst();
        const { id } = await trx
          .insertInto("proposals")
          .values({
            lead_id: leadId,
            sequence,
            state: "sent",
            price_cents: input.price,
            attendants: input.attendants,
            arrival: input.arrival,
            end_time: input.endTime,
            included: input.included,
            valid_until: input.validUntil,
            coordinator_name: input.coordinatorName,
            coordinator_phone: input.coordinatorPhone,
            note: input.note,
            actor_name: actor.name,
            created_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const rendered = proposalEmail(
          {
            reference: lead.reference,
            language: lang,
            eventDate: event.eventDate,
            priceCents: input.price,
            attendants: input.attendants,
            arrival: input.arrival,
            endTime: input.endTime,
            included: input.included,
            validUntil: input.validUntil,
            coordinatorName: input.coordinatorName,
            coordinatorPhone: input.coordinatorPhone,
            note: input.note,
            url: `${siteUrl}${proposalPath(secret, { id, valid_until: input.validUntil }, lang)}`,
          },
          { siteUrl, content },
        );
        await queueLeadMessage(trx, siteUrl, "proposal", lead.email, rendered, at, leadId);
        // The proposal is the reply the site promises: a new lead is contacted now.
        if (lead.status === "new")
          await trx
            .updateTable("leads")
            .set({ status: "contacted", updated_at: at })
            .where("id", "=", leadId)
            .execute();
        const replaced = Number(superseded.numUpdatedRows) ? ", replacing the open one" : "";
        const was = lead.status === "new" ? " (status new → contacted)" : "";
        await recordEvent(
          trx,
          actor,
          {
            leadId,
            action: "sent a proposal",
            detail: `proposal ${sequence}: ${dollarsOf(input.price)}, valid until ${input.validUntil}, e-mailed to the client${replaced}${was}`,
          },
          now,
        );
        return { id, sequence };
      });
    } catch (error) {
      // Another proposal took this number meanwhile: the next one is this one's.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** What the proposal's page shows: its details and where it stands. */
export interface ProposalPage extends ProposalTerms {
  id: number;
  leadId: number;
  sequence: number;
  reference: string;
  /** The client's language (their e-mail's); the page is in the language of its address. */
  leadLanguage: Lang;
  acceptedAt: string | null;
  /** open: can be accepted; accepted (or confirmed); expired; superseded by a newer one. */
  standing: "open" | "accepted" | "expired" | "superseded";
}

/** The proposal a link opens, or null for a forged link or one whose proposal (or lead) is gone: a 404. */
export async function proposalOfToken(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now = new Date(),
): Promise<ProposalPage | null> {
  const check = checkLink(secret, "proposal", token, now);
  if (check.state === "forged") return null;
  const row = await db
    .selectFrom("proposals as p")
    .innerJoin("leads as l", "l.id", "p.lead_id")
    .selectAll("p")
    .select(["l.reference", "l.fields", "l.language", "l.created_at as lead_created_at"])
    .where("p.id", "=", check.id)
    .executeTakeFirst();
  if (!row) return null;
  const event = leadEventOf({ ...row, created_at: row.lead_created_at });
  if (!event) return null;
  const expired = check.state === "expired" || now >= proposalExpiry(row.valid_until);
  const standing =
    row.state === "superseded"
      ? "superseded"
      : row.state === "accepted" || row.state === "confirmed"
        ? "accepted"
        : expired
          ? "expired"
          : "open";
  return {
    id: row.id,
    leadId: row.lead_id,
    sequence: row.sequence,
    reference: row.reference,
    leadLanguage: leadLangOf(row),
    eventDate: event.eventDate,
    priceCents: row.price_cents,
    attendants: row.attendants,
    arrival: row.arrival,
    endTime: row.end_time,
    included: row.included,
    validUntil: row.valid_until,
    coordinatorName: row.coordinator_name,
    coordinatorPhone: row.coordinator_phone,
    note: row.note,
    acceptedAt: row.accepted_at,
    standing,
  };
}

export type AcceptOutcome =
  /** `alreadyConfirmed`: the booking had been confirmed before; the acceptance took no decision of its own. */
  | { outcome: "accepted"; decisionSequence: number; alreadyConfirmed: boolean }
  | { outcome: "already"; acceptedAt: string }
  | { outcome: "expired" | "superseded" | "refused" };

/**
 * The client accepts a proposal: it becomes accepted (when, from which address), then the booking is confirmed
 * with the proposal's details, as staff would confirm it, and the proposal records that decision. Only the request
 * whose update moved it from sent to accepted confirms: a second or simultaneous acceptance makes no decision.
 * A decision that is refused or fails gives the acceptance back, so the client can try again. A booking confirmed
 * already (staff confirmed it after sending the proposal, or at the same moment) is not confirmed again: the client
 * got their "confirmed" e-mail once, and the office's notice names any term that differs. Either way the office is
 * e-mailed (NOTIFY_EMAIL), reply-to the client.
 */
export async function acceptProposal(
  db: Kysely<Database>,
  {
    proposal,
    ip,
    siteUrl,
    notifyEmail,
    content,
    now = new Date(),
  }: {
    proposal: ProposalPage;
    ip: string;
    siteUrl: string;
    /** The office's address, told of the acceptance. */
    notifyEmail: string;
    content: ContentSnapshot;
    now?: Date;
  },
): Promise<AcceptOutcome> {
  if (proposal.standing === "expired" || proposal.standing === "superseded") return { outcome: proposal.standing };
  const at = now.toISOString();
  const claimed = await db
    .updateTable("proposals")
    .set({ state: "accepted", accepted_at: at, accepted_ip: ip })
    .where("id", "=", proposal.id)
    .where("state", "=", "sent")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const current = await db
      .selectFrom("proposals")
      .select("accepted_at")
      .where("id", "=", proposal.id)
      .executeTakeFirst();
    if (current?.accepted_at) return { outcome: "already", acceptedAt: current.accepted_at };
    return { outcome: "superseded" };
  }
  const client = await db
    .selectFrom("leads")
    .select(["email", "name", "reference", "language"])
    .where("id", "=", proposal.leadId)
    .executeTakeFirstOrThrow();
  const giveBack = () =>
    db
      .updateTable("proposals")
      .set({ state: "sent", accepted_at: null, accepted_ip: null })
      .where("id", "=", proposal.id)
      .where("state", "=", "accepted")
      .execute();
  // Once the booking is confirmed, the acceptance stands even if recording it on the proposal fails.
  let decided = false;
  try {
    const actor = { name: `Client (proposal ${proposal.sequence})`, email: client.email };
    // Today the acceptance confirms at once; a deposit, later, would be paid between these two steps (ADR 036).
    const decision = await recordBookingDecision(db, {
      leadId: proposal.leadId,
      input: {
        decision: "confirmed",
        attendants: proposal.attendants,
        arrival: proposal.arrival,
        endTime: proposal.endTime,
        coordinatorName: proposal.coordinatorName,
        coordinatorPhone: proposal.coordinatorPhone,
        price: proposal.priceCents,
        note: "",
      },
      actor,
      siteUrl,
      content,
      unlessConfirmed: true,
      now,
    });
    decided = true;
    const differences = decision.standing ? termsDiffering(proposal, decision.standing) : null;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("proposals")
        .set({ state: "confirmed", confirmed_at: at, decision_sequence: decision.sequence })
        .where("id", "=", proposal.id)
        .execute();
      const rendered = proposalAcceptedEmail(
        {
          reference: client.reference,
          name: client.name,
          language: leadLangOf(client),
          sequence: proposal.sequence,
          eventDate: proposal.eventDate,
          priceCents: proposal.priceCents,
          attendants: proposal.attendants,
          arrival: proposal.arrival,
          endTime: proposal.endTime,
          alreadyConfirmed: differences,
          leadUrl: `${siteUrl}/staff/leads/${proposal.leadId}`,
        },
        { siteUrl, content },
      );
      await queueMessage(trx, {
        ...outboxMessage(siteUrl, "proposal-accepted", notifyEmail, rendered, at),
        lead_id: proposal.leadId,
        reply_to: client.email,
      });
      const outcome = differences
        ? `the booking was already confirmed (decision ${decision.sequence}), so no second confirmation was sent${
            differences.length ? `; differing: ${differences.join("; ")}` : ""
          }`
        : `the booking is confirmed (decision ${decision.sequence})`;
      await recordEvent(
        trx,
        actor,
        {
          leadId: proposal.leadId,
          action: "accepted the proposal",
          detail: `proposal ${proposal.sequence}, from ${ip}: ${outcome}`,
        },
        now,
      );
    });
    return { outcome: "accepted", decisionSequence: decision.sequence, alreadyConfirmed: differences !== null };
  } catch (error) {
    if (!decided) await giveBack();
    if (error instanceof DecisionRefused) return { outcome: "refused" };
    throw error;
  }
}

/** The proposal's terms that differ from the booking's standing confirmation, each as "Price: $1,850 (confirmed: $1,500)". */
function termsDiffering(proposal: ProposalPage, confirmed: BookingDecisionRow): string[] {
  const terms: [string, string, string | null][] = [
    ["Price", dollarsOf(proposal.priceCents), confirmed.price_cents === null ? null : dollarsOf(confirmed.price_cents)],
    ["Attendants", String(proposal.attendants), confirmed.attendants === null ? null : String(confirmed.attendants)],
    ["Team arrives", clockText(proposal.arrival), confirmed.arrival && clockText(confirmed.arrival)],
    ["Service ends", clockText(proposal.endTime), confirmed.end_time && clockText(confirmed.end_time)],
    ["Coordinator", proposal.coordinatorName, confirmed.coordinator_name],
    ["Coordinator's phone", proposal.coordinatorPhone, confirmed.coordinator_phone],
  ];
  return terms
    .filter(([, offered, standing]) => offered !== standing)
    .map(([label, offered, standing]) => `${label}: ${offered} (confirmed: ${standing ?? "none"})`);
}

/**
 * A client's question about a proposal: stored, e-mailed to the office (reply-to the client) and noted in the
 * lead's history, in one transaction. The caller has checked its length and the rate limit.
 */
export async function recordQuestion(
  db: Kysely<Database>,
  {
    proposal,
    question,
    lang,
    ip,
    notifyEmail,
    siteUrl,
    content,
    now = new Date(),
  }: {
    proposal: Pick<ProposalPage, "id" | "leadId" | "sequence">;
    question: string;
    lang: Lang;
    ip: string;
    notifyEmail: string;
    siteUrl: string;
    content: ContentSnapshot;
    now?: Date;
  },
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["reference", "name", "email"])
      .where("id", "=", proposal.leadId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("proposal_questions")
      .values({ proposal_id: proposal.id, lead_id: proposal.leadId, question, ip, created_at: at })
      .execute();
    const rendered = proposalQuestionEmail(
      {
        reference: lead.reference,
        name: lead.name,
        sequence: proposal.sequence,
        language: lang,
        question,
        leadUrl: `${siteUrl}/staff/leads/${proposal.leadId}`,
      },
      { siteUrl, content },
    );
    await queueLeadMessage(trx, siteUrl, "proposal-question", notifyEmail, rendered, at, proposal.leadId, lead.email);
    await recordEvent(
      trx,
      { name: `Client (proposal ${proposal.sequence})`, email: lead.email },
      { leadId: proposal.leadId, action: "asked a question", detail: `about proposal ${proposal.sequence}` },
      now,
    );
  });
}

/** A lead's proposals, newest first, each with its questions (oldest first): the lead page's list. */
export async function leadProposals(
  db: Kysely<Database>,
  leadIds: number[],
): Promise<(ProposalRow & { questions: ProposalQuestionRow[] })[]> {
  if (!leadIds.length) return [];
  const proposals = await db
    .selectFrom("proposals")
    .selectAll()
    .where("lead_id", "in", leadIds)
    .orderBy("id", "desc")
    .execute();
  const questions = await db
    .selectFrom("proposal_questions")
    .selectAll()
    .where("lead_id", "in", leadIds)
    .orderBy("id")
    .execute();
  return proposals.map((p) => ({ ...p, questions: questions.filter((q) => q.proposal_id === p.id) }));
}

/** One line of a proposal's details for staff: "$1,450 · 6 attendants · 4:30 PM–11:00 PM · valid until …". */
export const proposalSummary = (row: ProposalRow) =>
  [
    dollarsOf(row.price_cents),
    `${row.attendants} attendant${row.attendants === 1 ? "" : "s"}`,
    `${clockText(row.arrival)}–${clockText(row.end_time)}`,
    `valid until ${row.valid_until}`,
    `coordinator ${row.coordinator_name}, ${row.coordinator_phone}`,
  ].join(" · ");
