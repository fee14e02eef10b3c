import { ProblemList, StaffField } from "~/components/staff/StaffField";
import { IntentForm, StaffPanel, StatusNote, SubmitRow } from "~/components/staff/StaffLayout";
import { site } from "~/config/site";
import type { CompanyDetails } from "~/content/editable";
import { RevisionField } from "./ContentHeader";
import type { EditorFormState } from "./EntryForm";

/*
 * The company details at /staff/content: every field of `companySchema`, English and Spanish side by side for the
 * one bilingual field. A plain form (no JavaScript); the page re-renders it with the typed values and each field's
 * message when a value is refused.
 */

type Plain = Exclude<keyof CompanyDetails, "liabilityCoverage">;

interface Field {
  name: Plain;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "url" | "number";
  max: number;
  autoComplete?: string;
  inputMode?: "numeric";
}

const groups: { title: string; fields: Field[] }[] = [
  {
    title: "Name and contact",
    fields: [
      { name: "name", label: "Company name", max: 80, autoComplete: "organization" },
      { name: "legalName", label: "Legal name", hint: "As on contracts and the legal pages.", max: 120 },
      { name: "phone", label: "Phone", hint: "Written as (310) 555-0147.", type: "tel", max: 40 },
      { name: "email", label: "Bookings e-mail", type: "email", max: 254 },
      { name: "careersEmail", label: "Careers e-mail", type: "email", max: 254 },
    ],
  },
  {
    title: "Office address",
    fields: [
      { name: "street", label: "Street address", hint: "Street, number and suite.", max: 120 },
      { name: "locality", label: "City", max: 80 },
      { name: "postalCode", label: "ZIP code", hint: "Five digits.", max: 10, inputMode: "numeric" },
    ],
  },
  {
    title: "Social links",
    fields: [
      { name: "instagram", label: "Instagram", hint: "The full address; empty for none.", type: "url", max: 500 },
      { name: "facebook", label: "Facebook", hint: "The full address; empty for none.", type: "url", max: 500 },
      { name: "linkedin", label: "LinkedIn", hint: "The full address; empty for none.", type: "url", max: 500 },
    ],
  },
  {
    title: "Figures the pages claim",
    fields: [
      { name: "yearsExperience", label: "Years of experience", hint: "Shown as “14+ years”.", type: "number", max: 3 },
      { name: "eventsServed", label: "Events served", hint: "For example 500+.", max: 20 },
      { name: "venuePartners", label: "Venue partners", hint: "For example 50+.", max: 20 },
    ],
  },
];

/** The form's field names, in the order the page shows them (the bilingual field as two). */
export const companyFieldNames = [
  ...groups.flatMap((g) => g.fields.map((f) => f.name)),
  "liabilityCoverage.en",
  "liabilityCoverage.es",
] as const;

/** What a person calls each field, for the list of problems. */
export const companyFieldLabels: Record<string, string> = {
  ...Object.fromEntries(groups.flatMap((g) => g.fields.map((f) => [f.name, f.label]))),
  "liabilityCoverage.en": "Insurance amount (English)",
  "liabilityCoverage.es": "Insurance amount (Spanish)",
};

export type CompanyValues = Record<string, string>;

/** The form's starting values: the draft's company details, else the live site's. */
export function companyValues(company: Partial<CompanyDetails>): CompanyValues {
  const social = (network: string) => site.social.find((s) => s.network === network)?.url ?? "";
  const live: Record<Plain, string> = {
    name: site.name,
    legalName: site.legalName,
    phone: site.phone.display,
    email: site.email,
    careersEmail: site.careersEmail,
    street: site.address.street,
    locality: site.address.locality,
    postalCode: site.address.postalCode,
    instagram: social("Instagram"),
    facebook: social("Facebook"),
    linkedin: social("LinkedIn"),
    yearsExperience: String(site.yearsExperience),
    eventsServed: site.eventsServed,
    venuePartners: site.venuePartners,
  };
  const values: CompanyValues = {};
  for (const name of Object.keys(live) as Plain[]) {
    const own = company[name];
    values[name] = own === undefined ? live[name] : String(own);
  }
  values["liabilityCoverage.en"] = company.liabilityCoverage?.en ?? site.liabilityCoverage;
  values["liabilityCoverage.es"] = company.liabilityCoverage?.es ?? site.liabilityCoverageEs;
  return values;
}

/** A field of the groups as the kit renders it: a number of years is a whole number up to 200. */
const control = ({ type, max, autoComplete, inputMode }: Field) =>
  type === "number"
    ? { type, attributes: { min: 0, max: 200, step: 1, inputMode } }
    : { type, max, attributes: { autoComplete, inputMode } };

export function ContentCompanyForm({
  csrf,
  revision,
  values,
  errors,
  problems,
  saved,
}: EditorFormState & { values: CompanyValues }) {
  const form = { form: "company", values, errors };
  return (
    <StaffPanel id="company" title="Company details">
      <p className="text-slate-text mt-2 max-w-2xl text-sm">
        Every page, the structured data and the e-mails use these. Saving keeps them in the draft; the pages change when
        the draft is published.
      </p>
      {saved ? <StatusNote>Saved in the draft: the company details.</StatusNote> : null}
      <ProblemList form="company" errors={errors} labels={companyFieldLabels} problems={problems} />
      <IntentForm csrf={csrf} intent="company" className="mt-6 grid gap-8" noValidate>
        <RevisionField revision={revision} />
        {groups.map((group) => (
          <fieldset key={group.title} className="grid gap-4">
            <legend className="font-display text-ink-950 mb-3 text-lg">{group.title}</legend>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {group.fields.map((field) => (
                <StaffField
                  key={field.name}
                  {...form}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  {...control(field)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset className="grid gap-4">
          <legend className="font-display text-ink-950 mb-3 text-lg">Insurance amount</legend>
          <p className="text-slate-text -mt-2 text-sm">The liability coverage the pages state, in each language.</p>
          <div className="grid gap-4 md:grid-cols-2">
            <StaffField
              {...form}
              name="liabilityCoverage.en"
              label="English"
              hint="For example $2 million."
              max={60}
              lang="en"
            />
            <StaffField
              {...form}
              name="liabilityCoverage.es"
              label="Spanish"
              hint="Por ejemplo 2 millones de dólares."
              max={60}
              lang="es"
              hintLang="es"
            />
          </div>
        </fieldset>
        <SubmitRow>Save company details</SubmitRow>
      </IntentForm>
    </StaffPanel>
  );
}
