import { data, redirect } from "react-router";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import {
  BilingualFields,
  type FormValues,
  ProblemList,
  StaffField,
  textOf,
  textValue,
} from "~/components/staff/StaffField";
import { IntentForm, StaffPanel, StatusNote, SubmitRow } from "~/components/staff/StaffLayout";
import { type PricingRules, pricedEventTypes, pricingSchema } from "~/content/editable";
import {
  permitFields,
  permitUnitOptions,
  pricedEventTypeLabels,
  pricingLabels,
  pricingValues,
} from "~/content/pricing-labels";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { draftContent, draftDocument, refusedStatus } from "~/lib/content/store.server";
import { staffEstimateLines } from "~/lib/estimate.server";
import { addDays, losAngelesDay } from "~/lib/los-angeles";
import { estimatePrice } from "~/lib/pricing";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { onFormRows, parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.pricing";

/*
 * The pricing rules at /staff/content/pricing (docs/pricing.md): the rate, the minimums, the surcharges, each kind
 * of event's usual length, the team's arrival buffer, the booking lead time, what the price includes, and each
 * city's permit rule; and whether visitors see the range. Saved into the shared draft like every other screen;
 * the forms' estimate follows once the draft is published. A sample estimate with the draft's rules shows the
 * effect before publishing.
 */

const PATH = "/staff/content/pricing";
const FORM = "pricing";
/** Room for one more city at the end of the list. */
const NEW_ROWS = 1;

export const meta: Route.MetaFunction = () => staffMeta("Pricing");

const label = (name: string) => pricingLabels[name] ?? name;

/** What each plain field asks for, under its label. */
const hints: Record<string, string> = {
  hourlyRate: "Whole dollars.",
  minimumHours: "Each attendant is paid at least this long, in whole or half hours.",
  minimumTotal: "Whole dollars; 0 for none.",
  arrivalBufferMinutes: "Minutes: the team arrives this long before the guests' time and is paid from then.",
  bookingLeadDays: "Days: a request for an event sooner than this is flagged for staff.",
  "peak.from": "Month and day, MM-DD (12-15).",
  "peak.to": "May run into the new year (01-02).",
  "peak.percent": "Percent on the whole.",
  "late.after": "HH:MM, Los Angeles: hours worked from then until 6 AM.",
  "late.percent": "Percent on those hours.",
};

const rowCount = (values: FormValues) =>
  Object.keys(values).reduce((n, key) => {
    const row = /^permits\.(\d+)\./.exec(key);
    return row ? Math.max(n, Number(row[1]) + 1) : n;
  }, 0);

/** The typed rules (or their problems): an empty city row, or one marked to remove, is left out. */
function readRules(form: FormData) {
  const values: FormValues = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = textOf(form, key);
  const text = (name: string) => textValue(values, name);
  const optional = (name: string) => (text(name).trim() === "" ? null : text(name));
  const permits: unknown[] = [];
  /** The schema's index of each row kept, to name its problems by the row the owner sees. */
  const rowOf: number[] = [];
  for (let i = 0; i < rowCount(values); i++) {
    const at = (field: string) => text(`permits.${i}.${field}`);
    const blank = [...permitFields, "feeLine.en", "feeLine.es", "note.en", "note.es"]
      .filter((f) => f !== "unit")
      .every((f) => at(f).trim() === "");
    if (blank || at("remove") === "on") continue;
    rowOf.push(i);
    permits.push({
      city: at("city"),
      matches: at("matches"),
      unit: at("unit"),
      lead: at("lead"),
      commercialLead: optional(`permits.${i}.commercialLead`),
      fee: optional(`permits.${i}.fee`),
      feeLine: { en: at("feeLine.en"), es: at("feeLine.es") },
      note: { en: at("note.en"), es: at("note.es") },
    });
  }
  const parsed = parseStaffForm(form, pricingSchema, {
    // The form's names are the schema's ("peak.label.en"); the rows of permits are read above.
    prepare: (payload) => ({ ...payload, showPublicRange: payload.showPublicRange === "on", permits }),
  });
  if (parsed.ok) return { values, rules: parsed.value, errors: {} };
  // "permits.0.city" is the schema's first row kept: the form's row of that index.
  return { values, rules: null, errors: onFormRows(parsed.errors, { permits: rowOf }) };
}

/** A sample request with the draft's rules: 150 guests at a Beverly Hills wedding at 5 p.m., three days ahead. */
function sampleEstimate(rules: PricingRules, now: Date) {
  const date = addDays(losAngelesDay(now), 3);
  const answer = estimatePrice(
    { guests: 150, eventType: "Wedding", date, time: "17:00", address: "9500 Wilshire Blvd, Beverly Hills, CA 90212" },
    rules,
    now,
  );
  return answer.ok ? { date, ...staffEstimateLines({ ...answer.estimate, shown: rules.showPublicRange }) } : null;
}

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const draft = await draftDocument(staff.svc.storage.db);
  const { pricing } = draftContent(draft);
  return {
    csrf: staff.csrf,
    header: draftHeader(draft),
    values: pricingValues(pricing),
    sample: pricing.sample,
    estimate: sampleEstimate(pricing, new Date()),
    saved: new URL(args.request.url).searchParams.has("saved"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, form, intent } = await staffFormOf(args);
  if (intent !== "pricing") throw data("Unknown action", { status: 400 });
  const { values, rules, errors } = readRules(form);
  if (!rules) return data({ values, errors, problems: [] as string[] }, { status: 400 });
  const saved = await saveFromForm(staff, form, (doc) => ({ ...doc, pricing: rules }), "pricing rules");
  if (!saved.ok) return data({ values, errors: {}, problems: saved.problems }, { status: refusedStatus(saved) });
  return redirect(`${PATH}?saved=1`, 303);
}

export default function StaffContentPricing({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, sample, estimate } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const props = { form: FORM, values, errors };
  const field = (name: string) => (
    <StaffField key={name} {...props} name={name} label={label(name)} hint={hints[name]} />
  );
  const rows = rowCount(values) + NEW_ROWS;
  return (
    <div className="grid gap-8">
      <ContentHeader title="Pricing" current={PATH} draft={header} />
      <p className="text-slate-text max-w-3xl">
        The booking and quote forms give visitors a price range computed on the server from these rules, as they type;
        the thank-you and the confirmation e-mail repeat it, and the lead page starts the confirmation and the proposal
        from it. Staff always see it, even with the public range off.
      </p>
      {sample ? (
        <p className="max-w-3xl rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="pricing-sample">
          These are the template's sample rules. Set your own rates and confirm each city's permit rule with the city,
          then save and publish: until then the launch check lists them.
        </p>
      ) : null}
      {loaderData.saved && !actionData ? (
        <StatusNote>Saved in the draft. The forms' estimate changes when the draft is published.</StatusNote>
      ) : null}
      <ProblemList form={FORM} errors={errors} labels={pricingLabels} problems={actionData?.problems ?? []} />
      {estimate ? (
        <StaffPanel id="sample-estimate" title="With these rules">
          <p className="text-slate-text mt-2 text-sm">
            150 guests at a wedding at 5:00 PM on {estimate.date} in Beverly Hills, asked for today:
          </p>
          <p className="text-ink-950 mt-2 text-2xl font-semibold" data-testid="pricing-sample-range">
            {estimate.range}
          </p>
          <ul className="text-slate-text mt-2 grid gap-1 text-sm">
            <li>{estimate.plan}</li>
            {estimate.parts.map((part) => (
              <li key={part}>{part}</li>
            ))}
            {estimate.flags.map((flag) => (
              <li key={flag} className="text-red-800">
                Flag: {flag}
              </li>
            ))}
          </ul>
        </StaffPanel>
      ) : null}
      <IntentForm csrf={csrf} intent="pricing" className="grid gap-8" noValidate>
        <RevisionField revision={header.revision} />
        <StaffPanel id="rates" title="Rates">
          <div className="mt-4 grid gap-4">
            <StaffField
              type="checkbox"
              form={FORM}
              name="showPublicRange"
              label="Show visitors the price range"
              hint="Off: the forms, thank-yous and e-mails give the number of attendants only; staff still see the price."
              values={values}
            />
            <div className="grid gap-4 md:grid-cols-3">
              {["hourlyRate", "minimumHours", "minimumTotal", "arrivalBufferMinutes", "bookingLeadDays"].map(field)}
            </div>
          </div>
        </StaffPanel>
        <StaffPanel id="surcharges" title="Surcharges">
          <div className="mt-4 grid gap-4 md:grid-cols-3">{["peak.from", "peak.to", "peak.percent"].map(field)}</div>
          <div className="mt-4">
            <BilingualFields {...props} name="peak.label" label="Peak dates' name, as the estimate lists it" max={80} />
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-3">{["late.after", "late.percent"].map(field)}</div>
        </StaffPanel>
        <StaffPanel id="lengths" title="Usual length of each event">
          <p className="text-slate-text mt-2 text-sm">
            Hours from the guests' time to the end of service. The range's high end adds one hour each.
          </p>
          <div className="mt-4 grid gap-4 md:grid-cols-4">
            {pricedEventTypes.map((type) => (
              <StaffField key={type} {...props} name={`lengths.${type}`} label={pricedEventTypeLabels[type]} />
            ))}
          </div>
        </StaffPanel>
        <StaffPanel id="includes" title="What the price includes">
          <div className="mt-4">
            <BilingualFields {...props} name="includes" label="Shown under every estimate" rows={3} />
          </div>
        </StaffPanel>
        <StaffPanel id="permits" title="City permits">
          <p className="text-slate-text mt-2 text-sm">
            A venue address that names the city, or one of its ZIP codes, gets its rule: its fee line and note, and a
            flag for staff when the event is inside its window. City working days are weekdays that are not federal
            holidays. Confirm each rule with the city; clear a row's fields to remove it.
          </p>
          <div className="mt-4 grid gap-6">
            {Array.from({ length: rows }, (_, n) => `permits.${n}`).map((row, i) => (
              <fieldset key={row} className="border-ink-900-10 grid gap-4 rounded-2xl border p-4">
                <legend className="text-ink-950 px-1 font-medium">
                  {textValue(values, `permits.${i}.city`) || "Add a city"}
                </legend>
                <div className="grid gap-4 md:grid-cols-3">
                  <StaffField {...props} name={`permits.${i}.city`} label="City" />
                  <StaffField
                    {...props}
                    name={`permits.${i}.matches`}
                    label="Also recognised by"
                    hint="Other names or ZIP codes, comma-separated."
                  />
                  <StaffField
                    type="select"
                    {...props}
                    name={`permits.${i}.unit`}
                    label="Lead time in"
                    options={permitUnitOptions}
                  />
                  <StaffField
                    {...props}
                    name={`permits.${i}.lead`}
                    label="Lead time"
                    hint="0: no window, the note and fee line only."
                  />
                  <StaffField
                    {...props}
                    name={`permits.${i}.commercialLead`}
                    label="Lead time for a commercial venue"
                    hint="Hotels, restaurants, corporate events; empty: the same."
                  />
                  <StaffField
                    {...props}
                    name={`permits.${i}.fee`}
                    label="Fee added to the estimate"
                    hint="Whole dollars; empty when billed at cost."
                  />
                </div>
                <BilingualFields {...props} name={`permits.${i}.feeLine`} label="Fee line" max={200} />
                <BilingualFields {...props} name={`permits.${i}.note`} label="Note" rows={2} />
                {i < rowCount(values) ? (
                  <StaffField
                    type="checkbox"
                    form={FORM}
                    name={`permits.${i}.remove`}
                    label="Remove this city"
                    values={values}
                  />
                ) : null}
              </fieldset>
            ))}
          </div>
        </StaffPanel>
        <SubmitRow>Save the pricing rules</SubmitRow>
      </IntentForm>
    </div>
  );
}
