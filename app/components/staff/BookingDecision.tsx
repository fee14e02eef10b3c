import { type ClientMailForm, ClientMailPanel, serviceFields } from "~/components/staff/ClientMailPanel";
import { StaffField } from "~/components/staff/StaffField";
import {
  bookingDecisions,
  type DecisionErrors,
  type DecisionValues,
  decisionLabels,
  decisionPast,
  NOTE_MAX,
} from "~/lib/leads/booking-decision";
import { losAngelesTime } from "~/lib/staff/inbox";

/** One past decision, as the history lists it. */
export interface DecisionLine {
  id: number;
  sequence: number;
  decision: keyof typeof decisionPast;
  summary: string;
  note: string;
  actorName: string;
  createdAt: string;
}

/** The lead page's "Confirm, decline or cancel" panel of a booking: the form and the decisions taken so far. */
export function BookingDecisionPanel({
  history,
  ...panel
}: ClientMailForm<DecisionValues, DecisionErrors> & { history: DecisionLine[] }) {
  return (
    <ClientMailPanel
      {...panel}
      id="booking"
      title="Confirm, decline or cancel"
      mails="with the decision and an updated calendar file that replaces the request's entry in their calendar."
      intent="decision"
      submit="Save and e-mail the client"
      listHeading="Decisions"
      fields={(form) => (
        <>
          <StaffField
            {...form}
            name="decision"
            label="Decision"
            type="select"
            options={bookingDecisions.map((d) => ({ value: d, label: decisionLabels[d] }))}
          />
          <StaffField {...form} {...serviceFields.attendants} label="Valet attendants" hint="Needed to confirm." />
          <div className="grid gap-4 sm:grid-cols-2">
            <StaffField {...form} {...serviceFields.arrival} label="Team arrives" />
            <StaffField {...form} {...serviceFields.endTime} label="Service ends" />
          </div>
          <StaffField {...form} name="coordinatorName" label="Coordinator's name" />
          <StaffField {...form} name="coordinatorPhone" label="Coordinator's phone" type="tel" />
          <StaffField {...form} {...serviceFields.price} label="Price in US dollars (optional)" />
          <StaffField
            {...form}
            name="note"
            label="Note to the client (optional)"
            hint={`Sent as you type it, up to ${NOTE_MAX} characters.`}
            type="textarea"
          />
        </>
      )}
    >
      {history.length ? (
        <ol className="mt-2 space-y-3 text-sm">
          {history.map((line) => (
            <li key={line.id}>
              <span className="text-ink-950 font-medium">
                {line.sequence}. {decisionPast[line.decision]}
              </span>{" "}
              by {line.actorName}
              <br />
              <span className="text-slate-text">{losAngelesTime(line.createdAt)}</span>
              <br />
              {line.summary}
              {line.note ? <span className="block break-words whitespace-pre-wrap">Note: {line.note}</span> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-text mt-2 text-sm">None yet: the booking is pending confirmation.</p>
      )}
    </ClientMailPanel>
  );
}
