import { StaffField } from "~/components/staff/StaffField";
import { CsrfField, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { cn } from "~/lib/cn";
import {
  bookingDecisions,
  type DecisionErrors,
  type DecisionField,
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

/** A field of this form: its id, and its error from the server, by name. */
const Field = ({
  name,
  errors,
  ...rest
}: { name: DecisionField; errors: DecisionErrors } & Omit<
  Parameters<typeof StaffField>[0],
  "id" | "name" | "error"
>) => <StaffField id={`decision-${name}`} name={name} error={errors[name]} {...rest} />;

/**
 * The lead page's "Confirm, decline or cancel" panel of a booking: the form (no JavaScript needed; the server
 * checks it and shows each problem beside its field, with what was typed) and the decisions taken so far.
 */
export function BookingDecisionPanel({
  csrf,
  values,
  errors,
  problem,
  history,
  language,
}: {
  csrf: string;
  values: DecisionValues;
  errors: DecisionErrors;
  /** A problem with the decision as a whole (the lead cannot be decided on). */
  problem: string | null;
  history: DecisionLine[];
  /** The client's language, named for staff: the e-mail goes in it. */
  language: string;
}) {
  const input = cn(staffClasses.input, "w-full");
  const count = Object.keys(errors).length;
  return (
    <StaffPanel id="booking" title="Confirm, decline or cancel">
      <p className="text-slate-text mt-2 text-sm">
        The client gets an e-mail in {language} with the decision and an updated calendar file that replaces the
        request's entry in their calendar.
      </p>
      {problem || count ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {problem ?? `Nothing was sent: check the ${count === 1 ? "field" : `${count} fields`} marked below.`}
        </p>
      ) : null}
      <form method="post" action="#booking" className="mt-4 grid gap-4" noValidate>
        <CsrfField csrf={csrf} />
        <input type="hidden" name="intent" value="decision" />
        <Field name="decision" label="Decision" errors={errors}>
          {(props) => (
            <select {...props} defaultValue={values.decision} className={input}>
              {bookingDecisions.map((d) => (
                <option key={d} value={d}>
                  {decisionLabels[d]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="attendants" label="Valet attendants" hint="Needed to confirm." errors={errors}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={500}
              defaultValue={values.attendants}
              className={input}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="arrival" label="Team arrives" hint="Los Angeles time." errors={errors}>
            {(props) => <input {...props} type="time" defaultValue={values.arrival} className={input} />}
          </Field>
          <Field name="endTime" label="Service ends" hint="Earlier than arrival: the next day." errors={errors}>
            {(props) => <input {...props} type="time" defaultValue={values.endTime} className={input} />}
          </Field>
        </div>
        <Field name="coordinatorName" label="Coordinator's name" errors={errors}>
          {(props) => (
            <input {...props} type="text" autoComplete="off" defaultValue={values.coordinatorName} className={input} />
          )}
        </Field>
        <Field name="coordinatorPhone" label="Coordinator's phone" errors={errors}>
          {(props) => (
            <input {...props} type="tel" autoComplete="off" defaultValue={values.coordinatorPhone} className={input} />
          )}
        </Field>
        <Field name="price" label="Price in US dollars (optional)" hint="For example 1,250 or 1250.00." errors={errors}>
          {(props) => (
            <input {...props} type="text" inputMode="decimal" defaultValue={values.price} className={input} />
          )}
        </Field>
        <Field
          name="note"
          label="Note to the client (optional)"
          hint={`Sent as you type it, up to ${NOTE_MAX} characters.`}
          errors={errors}
        >
          {(props) => <textarea {...props} rows={4} defaultValue={values.note} className={cn(input, "py-2")} />}
        </Field>
        <div>
          <button type="submit" className={staffClasses.button}>
            Save and e-mail the client
          </button>
        </div>
      </form>
      <h3 className="text-ink-950 mt-6 font-medium">Decisions</h3>
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
    </StaffPanel>
  );
}
