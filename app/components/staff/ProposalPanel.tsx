import { type ClientMailForm, ClientMailPanel, serviceFields } from "~/components/staff/ClientMailPanel";
import { StaffField } from "~/components/staff/StaffField";
import { NOTE_MAX } from "~/lib/leads/booking-decision";
import { INCLUDED_MAX, type ProposalErrors, type ProposalValues, VALID_DAYS_MAX } from "~/lib/leads/proposal";
import { losAngelesTime } from "~/lib/staff/inbox";
import type { ProposalState } from "~/lib/storage/schema";

/** One proposal sent, as the lead page lists it. */
export interface ProposalLine {
  id: number;
  sequence: number;
  state: ProposalState;
  summary: string;
  included: string;
  actorName: string;
  createdAt: string;
  acceptedAt: string | null;
  acceptedIp: string | null;
  expired: boolean;
  questions: { id: number; question: string; createdAt: string }[];
}

const stateText: Record<ProposalState, string> = {
  sent: "Sent, waiting for the client",
  superseded: "Closed by a newer proposal or decision",
  accepted: "Accepted, booking not yet confirmed",
  confirmed: "Accepted: the booking is confirmed",
};

/**
 * The lead page's "Proposal" panel of a booking or quote: the form that sends a quote to the client as a proposal,
 * and the proposals sent so far with where each stands and the client's questions.
 */
export function ProposalPanel({
  proposals,
  ...panel
}: ClientMailForm<ProposalValues, ProposalErrors> & { proposals: ProposalLine[] }) {
  return (
    <ClientMailPanel
      {...panel}
      id="proposal"
      title="Proposal"
      mails="with a link to the proposal, where they accept it (the booking is then confirmed with these details) or ask a question. A new proposal replaces the one still open."
      intent="proposal"
      submit="Send the proposal"
      listHeading="Proposals sent"
      fields={(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <StaffField {...form} {...serviceFields.price} label="Price in US dollars" />
            <StaffField
              {...form}
              {...serviceFields.attendants}
              label="Attendants"
              hint="Valet attendants for the event."
            />
            <StaffField {...form} {...serviceFields.arrival} label="Arrival" />
            <StaffField {...form} {...serviceFields.endTime} label="End of service" />
          </div>
          <StaffField
            {...form}
            name="included"
            label="What the price includes"
            hint={`Shown to the client as you type it, up to ${INCLUDED_MAX} characters.`}
            type="textarea"
          />
          <StaffField
            {...form}
            name="validUntil"
            label="Valid until"
            hint={`The link works to the end of this day, Los Angeles time (at most ${VALID_DAYS_MAX} days).`}
            type="date"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <StaffField {...form} name="coordinatorName" label="Coordinator" />
            <StaffField {...form} name="coordinatorPhone" label="Coordinator phone" type="tel" />
          </div>
          <StaffField
            {...form}
            name="note"
            label="Note with the proposal (optional)"
            hint={`Up to ${NOTE_MAX} characters.`}
            type="textarea"
            rows={3}
          />
        </>
      )}
    >
      {proposals.length ? (
        <ol className="mt-2 space-y-4 text-sm">
          {proposals.map((p) => (
            <li key={p.id}>
              <span className="text-ink-950 font-medium">
                {p.sequence}. {p.state === "sent" && p.expired ? "Expired, not accepted" : stateText[p.state]}
              </span>
              <br />
              <span className="text-slate-text">
                Sent by {p.actorName}, {losAngelesTime(p.createdAt)}
                {p.acceptedAt ? ` · accepted ${losAngelesTime(p.acceptedAt)} from ${p.acceptedIp ?? "?"}` : ""}
              </span>
              <br />
              {p.summary}
              <span className="block break-words whitespace-pre-wrap">Includes: {p.included}</span>
              {p.questions.length ? (
                <>
                  <h4 className="text-ink-950 mt-2 font-medium">Questions from the client</h4>
                  <ul className="mt-1 space-y-2">
                    {p.questions.map((q) => (
                      <li key={q.id} className="border-gold-700-40 border-l-2 pl-3">
                        <span className="text-slate-text">{losAngelesTime(q.createdAt)}</span>
                        <span className="block break-words whitespace-pre-wrap">{q.question}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-text mt-2 text-sm">None yet.</p>
      )}
    </ClientMailPanel>
  );
}
