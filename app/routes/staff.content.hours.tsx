import { data, redirect } from "react-router";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import { EditorScript } from "~/components/staff/content/EditorScript";
import { fieldId, ProblemList, StaffField, textValue } from "~/components/staff/StaffField";
import { IntentForm, StaffPanel, SubmitRow } from "~/components/staff/StaffLayout";
import type { ContentDocument } from "~/content/editable";
import { openingHours, weekdays } from "~/content/hours";
import { seedWeek } from "~/content/hours-apply";
import { todayInLosAngeles } from "~/forms/fields";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { draftDocument, refusedStatus } from "~/lib/content/store.server";
import { type HoursValues, hoursValues, offeredHolidays, readHoursForm } from "~/lib/office-hours-form.server";
import { officeTimeText } from "~/lib/owner-clock";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.hours";

/*
 * The office hours at /staff/content/hours (docs/content.md): the week, closures and special hours by date, and
 * which federal holidays the office closes for. One plain form; saving writes the draft's hours section
 * (app/content/hours-edit.ts), and publishing changes the hours page, the footer, the header, the structured data
 * and the open-now line.
 */

const PATH = "/staff/content/hours";
const FORM = "hours";

export const meta: Route.MetaFunction = () => staffMeta("Office hours");

const zoneName = { "America/Chicago": "Central Time (CT)", "America/Los_Angeles": "Pacific Time (PT)" } as const;

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const draft = await draftDocument(staff.svc.storage.db);
  const today = todayInLosAngeles();
  // The draft's hours, else what the site shows now (the published edition over the repository's week).
  const hours = draft.document.hours;
  const section = {
    week: hours?.week ?? structuredClone(openingHours.week),
    dates: (hours?.dates ?? []).filter((d) => d.date >= today),
    holidaysOff: hours?.holidaysOff ?? [],
  };
  const params = new URL(args.request.url).searchParams;
  return {
    csrf: staff.csrf,
    header: draftHeader(draft),
    values: hoursValues(section, today),
    holidays: offeredHolidays(today),
    zone: zoneName[openingHours.timeZone],
    saved: params.has("saved"),
    pastDropped: Number(params.get("past")) || 0,
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, form, db, intent } = await staffFormOf(args);
  if (intent !== "save") throw data("Unknown action", { status: 400 });
  const before = (await draftDocument(db)).document.hours;
  const today = todayInLosAngeles();
  const read = readHoursForm(form, { today, keepWeek: Boolean(before?.week), seedWeek });
  const refuse = (problems: string[], status = 400) =>
    data({ values: read.values, errors: read.errors, problems }, { status });
  const { section } = read;
  if (!section) return refuse([]);
  const change = (doc: ContentDocument) => ({ ...doc, hours: section });
  const saved = await saveFromForm(staff, form, change, "office hours");
  if (!saved.ok) return refuse(saved.problems, refusedStatus(saved));
  return redirect(`${PATH}?saved=1${read.pastDropped ? `&past=${read.pastDropped}` : ""}`, 303);
}

/**
 * What makes a StaffField a time on the owner's clock (Pacific) with, beside it, the office's clock (Central): the
 * server's for the time the page was given, kept current by the editor's script as it is changed.
 */
const officeClock = (values: HoursValues, name: string) => ({
  type: "time" as const,
  note: { id: "office", text: officeTimeText(textValue(values, name)) },
  attributes: { "data-office-clock": `${fieldId(FORM, name)}-office`, className: "min-w-0" },
});

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const dateText = (iso: string) => longDate.format(new Date(`${iso}T00:00:00Z`));

/** What a person calls each field, for the list of problems. */
function labelOf(name: string): string {
  const [section, at, ...rest] = name.split(".");
  if (section === "week") return `${at} ${rest.join(" ")}`;
  if (section === "dates") {
    const field = rest.join(".");
    const names: Record<string, string> = {
      date: "date",
      opens: "opens",
      closes: "closes",
      "name.en": "name in English",
      "name.es": "name in Spanish",
    };
    return `Date ${Number(at) + 1}: ${names[field] ?? field}`;
  }
  return name;
}

export default function StaffContentHours({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, holidays, zone, saved, pastDropped } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const rows = Number(textValue(values, "rows")) || 1;
  const props = { form: FORM, values, errors };
  const labels = Object.fromEntries(Object.keys(errors).map((name) => [name, labelOf(name)]));
  return (
    <div className="grid gap-8">
      <ContentHeader title="Office hours" current={PATH} draft={header} />
      {saved && !actionData ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Saved in the draft. The pages change when the draft is published.
          {pastDropped ? ` ${pastDropped} date${pastDropped === 1 ? " was" : "s were"} in the past and removed.` : ""}
        </p>
      ) : null}
      <ProblemList form={FORM} errors={errors} labels={labels} problems={actionData?.problems ?? []} />
      <IntentForm csrf={csrf} intent="save" className="grid gap-8" noValidate>
        <RevisionField revision={header.revision} />
        <input type="hidden" name="rows" value={rows} />
        <StaffPanel id="week" title="Weekly hours">
          <p className="text-slate-text mt-2 text-sm">
            Type each time on your clock, Pacific Time (PT); the office's clock, {zone}, two hours ahead, shows beside
            it, and the pages show both. Untick a day to close the office that day.
          </p>
          <div className="mt-4 grid gap-4">
            {weekdays.map((day) => (
              <fieldset
                key={day}
                className="border-ink-900-10 grid grid-cols-2 gap-3 border-t pt-3 sm:grid-cols-[10rem_1fr_1fr]"
              >
                <legend className="sr-only">{day}</legend>
                <div className="col-span-2 sm:col-span-1">
                  <StaffField {...props} type="checkbox" name={`week.${day}.open`} label={`Open on ${day}`} />
                </div>
                <StaffField
                  {...props}
                  name={`week.${day}.opens`}
                  label={`${day} opens (PT)`}
                  {...officeClock(values, `week.${day}.opens`)}
                />
                <StaffField
                  {...props}
                  name={`week.${day}.closes`}
                  label={`${day} closes (PT)`}
                  {...officeClock(values, `week.${day}.closes`)}
                />
              </fieldset>
            ))}
          </div>
        </StaffPanel>
        <StaffPanel id="dates" title="Closures and special hours by date">
          <p className="text-slate-text mt-2 text-sm">
            A date the office closes all day, or opens only part of it (a half day: from the time it opens to the time
            it closes, both on your clock, Pacific Time), named in English and Spanish. It wins over the week and over a
            federal holiday on the same date. Fill in the last row to add a date; dates in the past are removed when you
            save.
          </p>
          <div className="mt-4 grid gap-6">
            {Array.from({ length: rows }, (_, i) => {
              const isNew = i === rows - 1 && !textValue(values, `dates.${i}.date`);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered as the form posts them
                <fieldset key={i} className="border-ink-900-10 grid gap-4 border-t pt-4">
                  <legend className="font-display text-ink-950 text-lg">
                    {isNew ? "Add a date" : `Date ${i + 1}`}
                  </legend>
                  <div className="grid gap-4 md:grid-cols-2">
                    <StaffField {...props} name={`dates.${i}.date`} label="Date" type="date" />
                    <StaffField
                      type="select"
                      {...props}
                      name={`dates.${i}.kind`}
                      label="Hours that day"
                      options={[
                        { value: "closed", label: "Closed all day" },
                        { value: "special", label: "Half day: open only between two times" },
                      ]}
                    />
                    <StaffField
                      {...props}
                      name={`dates.${i}.opens`}
                      label={"Half day opens (PT)"}
                      {...officeClock(values, `dates.${i}.opens`)}
                    />
                    <StaffField
                      {...props}
                      name={`dates.${i}.closes`}
                      label={"Half day closes (PT)"}
                      {...officeClock(values, `dates.${i}.closes`)}
                    />
                  </div>
                  <div className="grid gap-4 md:grid-cols-2">
                    <StaffField {...props} name={`dates.${i}.name.en`} label="Name in English" lang="en" max={80} />
                    <StaffField {...props} name={`dates.${i}.name.es`} label="Name in Spanish" lang="es" max={80} />
                  </div>
                  {isNew ? null : (
                    <StaffField form={FORM} type="checkbox" name={`dates.${i}.remove`} label={`Remove date ${i + 1}`} />
                  )}
                </fieldset>
              );
            })}
          </div>
        </StaffPanel>
        <StaffPanel id="holidays" title="Federal holidays">
          <p className="text-slate-text mt-2 text-sm">
            The office closes on these holidays every year, on the weekday they are observed. Untick one to keep the
            office open that year; it follows the weekly hours (or a date above) that day.
          </p>
          <fieldset className="mt-4">
            <legend className="sr-only">Closed on</legend>
            <div className="grid gap-x-6 md:grid-cols-2">
              {holidays.map((h) => (
                <StaffField
                  key={h.observed}
                  {...props}
                  type="checkbox"
                  name="closedOn"
                  value={h.observed}
                  label={`Closed for ${h.name}, ${dateText(h.observed)}`}
                />
              ))}
            </div>
          </fieldset>
        </StaffPanel>
        <SubmitRow>Save the office hours</SubmitRow>
      </IntentForm>
      <EditorScript />
    </div>
  );
}
