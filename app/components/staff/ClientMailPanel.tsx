import type { ReactNode } from "react";
import { NothingSent, type StaffForm } from "~/components/staff/StaffField";
import { IntentForm, StaffPanel, SubmitRow } from "~/components/staff/StaffLayout";

/** What the lead page gives a panel whose form e-mails the client, and what the last refused send held. */
export interface ClientMailForm<Values, Errors> {
  csrf: string;
  values: Values;
  errors: Errors;
  /** A problem with the form as a whole (the lead cannot get what it sends). */
  problem: string | null;
  /** The client's language, named for staff: the e-mail goes in it. */
  language: string;
}

/**
 * The fields a booking decision and a proposal both ask for, as the server reads them (`~/lib/leads/…`); each
 * panel labels them its own way.
 */
export const serviceFields = {
  price: { name: "price", hint: "For example 1,250 or 1250.00.", attributes: { inputMode: "decimal" } },
  attendants: { name: "attendants", type: "number", attributes: { inputMode: "numeric", min: 1, max: 500 } },
  arrival: { name: "arrival", hint: "Los Angeles time.", type: "time" },
  endTime: { name: "endTime", hint: "Earlier than arrival: the next day.", type: "time" },
} as const;

/**
 * A lead page's panel with a form that e-mails the client (no JavaScript needed; the server checks it and shows each
 * problem beside its field, with what was typed), then what was sent so far under `listHeading`. The form's fields
 * are named by its intent.
 */
export function ClientMailPanel<Values extends StaffForm["values"], Errors extends StaffForm["errors"]>({
  id,
  title,
  mails,
  intent,
  csrf,
  values,
  errors,
  problem,
  language,
  submit,
  fields,
  listHeading,
  children,
}: ClientMailForm<Values, Errors> & {
  id: string;
  title: string;
  /** What the client's e-mail holds: "with …". */
  mails: ReactNode;
  intent: string;
  submit: string;
  fields: (form: StaffForm) => ReactNode;
  listHeading: string;
  children: ReactNode;
}) {
  return (
    <StaffPanel id={id} title={title}>
      <p className="text-slate-text mt-2 text-sm">
        The client gets an e-mail in {language} {mails}
      </p>
      <NothingSent problem={problem} errors={errors} />
      <IntentForm csrf={csrf} intent={intent} action={`#${id}`} className="mt-4 grid gap-4" noValidate>
        {fields({ form: intent, values, errors })}
        <SubmitRow>{submit}</SubmitRow>
      </IntentForm>
      <h3 className="text-ink-950 mt-6 font-medium">{listHeading}</h3>
      {children}
    </StaffPanel>
  );
}
