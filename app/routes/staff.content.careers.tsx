import { data, redirect } from "react-router";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import { type FieldErrors, type FormValues, ProblemList, StaffField, textOf } from "~/components/staff/StaffField";
import { CsrfField, StaffPanel, StatusNote, SubmitRow } from "~/components/staff/StaffLayout";
import { type JobPosting, jobPosting, postingDates } from "~/content/careers";
import { type CareersEdit, type ContentDocument, careersSchema } from "~/content/editable";
import { todayInLosAngeles } from "~/forms/fields";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { draftDocument, refusedStatus } from "~/lib/content/store.server";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.careers";

/*
 * The careers posting at /staff/content/careers (docs/content.md): open or closed, the day it was posted and the
 * day it closes. While it is open, search engines see it renewed every few months (~/content/careers.ts); closed,
 * /employment says so and still takes applications for the next openings, and its JobPosting data is gone.
 */

const PATH = "/staff/content/careers";
const FORM = "careers";
const labels = { open: "The posting", posted: "Posted on", closes: "Closes on" };

export const meta: Route.MetaFunction = () => staffMeta("Careers posting");

/** The posting as the draft has it: the draft's own, else the one the site shows now. */
const draftCareers = (doc: ContentDocument): CareersEdit =>
  doc.careers ?? { open: jobPosting.open, posted: jobPosting.firstPosted, closes: jobPosting.closesOn ?? "" };

/** What search engines are told on `today` with this posting: its dates, or that none is in force. */
function inForce(edit: CareersEdit, today: string): string {
  const job: JobPosting = { ...jobPosting, open: edit.open, firstPosted: edit.posted, closesOn: edit.closes || null };
  const dates = postingDates(job, new Date(`${today}T12:00:00Z`));
  return dates
    ? `Open: search engines see it posted on ${dates.datePosted}, valid through ${dates.validThrough} (renewed every ${jobPosting.renewEveryDays} days until it closes).`
    : "Closed: the careers page says no posting is open and still takes applications for the next openings; search engines are told of no posting.";
}

const valuesOf = (edit: CareersEdit): FormValues => ({
  open: edit.open ? "open" : "closed",
  posted: edit.posted,
  closes: edit.closes,
});

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const draft = await draftDocument(staff.svc.storage.db);
  const edit = draftCareers(draft.document);
  return {
    csrf: staff.csrf,
    header: draftHeader(draft),
    values: valuesOf(edit),
    state: inForce(edit, todayInLosAngeles()),
    saved: new URL(args.request.url).searchParams.has("saved"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, form } = await staffFormOf(args);
  const values: FormValues = {
    open: textOf(form, "open"),
    posted: textOf(form, "posted"),
    closes: textOf(form, "closes"),
  };
  const refuse = (errors: FieldErrors, problems: string[] = [], status = 400) =>
    data({ values, errors, problems }, { status });
  if (values.open !== "open" && values.open !== "closed") return refuse({ open: "Choose open or closed." });
  const today = todayInLosAngeles();
  const open = values.open === "open";
  let closes = values.closes as string;
  // Closing records the day it closed; a closing day still ahead would say the posting is open until then.
  if (!open && (!closes || closes > today)) closes = today;
  const parsed = parseStaffForm(form, careersSchema, { prepare: (payload) => ({ ...payload, open, closes }) });
  if (!parsed.ok) return refuse(parsed.errors);
  const careers = parsed.value;
  if (careers.open && careers.closes && careers.closes < today) {
    return refuse({ closes: "This day has passed, so the posting would stay closed: clear it or choose a later day." });
  }
  const saved = await saveFromForm(
    staff,
    form,
    (doc) => ({ ...doc, careers }),
    `${open ? "opened" : "closed"} the careers posting`,
  );
  if (!saved.ok) return refuse({}, saved.problems, refusedStatus(saved));
  return redirect(`${PATH}?saved=1`, 303);
}

export default function StaffContentCareers({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, state } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const props = { form: FORM, values, errors };
  const openError = errors.open;
  return (
    <div className="grid gap-8">
      <ContentHeader title="Careers posting" current={PATH} draft={header} />
      <StaffPanel id="careers" title="The valet attendant posting">
        <p className="text-slate-text mt-2 max-w-2xl text-sm">
          The posting on the careers page (/employment) and the job posting search engines show. Its words are on the
          page texts screen (Careers).
        </p>
        <p className="text-ink-950 mt-4 max-w-2xl text-sm">
          <span className="font-medium">With this draft, today:</span> {state}
        </p>
        {loaderData.saved && !actionData ? (
          <StatusNote>Saved in the draft. The pages change when the draft is published.</StatusNote>
        ) : null}
        <ProblemList form={FORM} errors={errors} labels={labels} problems={actionData?.problems ?? []} />
        <form method="post" className="mt-6 grid gap-6" noValidate>
          <CsrfField csrf={csrf} />
          <RevisionField revision={header.revision} />
          <fieldset
            className="grid gap-1 text-sm"
            aria-describedby={openError ? `${FORM}-open-error` : undefined}
            id={`${FORM}-open`}
          >
            <legend className="text-ink-950 mb-1 font-medium">The posting</legend>
            {(["open", "closed"] as const).map((value) => (
              <label key={value} className="text-ink-950 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="open"
                  value={value}
                  defaultChecked={values.open === value}
                  className="accent-ink-950 size-5"
                />
                {value === "open" ? "Open: we are hiring" : "Closed: no posting is open"}
              </label>
            ))}
            {openError ? (
              <p id={`${FORM}-open-error`} className="font-medium text-red-800">
                {openError}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 md:grid-cols-2">
            <StaffField
              {...props}
              name="posted"
              label="Posted on"
              type="date"
              hint="The day the posting first went up."
            />
            <StaffField
              {...props}
              name="closes"
              label="Closes on"
              type="date"
              hint="The last day it is open; leave it empty to keep it open until you close it. Closing it records today."
            />
          </div>
          <SubmitRow>Save the posting</SubmitRow>
        </form>
      </StaffPanel>
    </div>
  );
}
