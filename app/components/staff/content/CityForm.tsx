import {
  BilingualFields,
  type FieldErrors,
  type FormValues,
  fieldId,
  ProblemList,
  StaffField,
  textOf,
} from "~/components/staff/StaffField";
import { IntentForm, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { type AddedCity, cityCardIcons } from "~/content/editable";
import { RevisionField } from "./ContentHeader";
import { Fold } from "./Fold";
import { SlugField } from "./slug-control";

/*
 * The form of a city page the owner adds or edits at /staff/content/cities: each text of the city template in
 * English and Spanish side by side, in the template's structure. Lists are a fixed number of rows; a row left empty
 * in both languages is no entry, so a message about a row names the row the owner sees.
 */

const FORM = "city";

/** Rows each list shows; the specialised services are always four. */
const ROWS = { landmarks: 6, intro: 3, specialServices: 4, venues: 6, logistics: 2 } as const;
type ListName = keyof typeof ROWS;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const single = ["name", "metaTitle", "metaDescription", "heading", "heroIntro", "artAlt", "expertise"] as const;

const fieldNames: Record<(typeof single)[number] | ListName, string> = {
  name: "Name",
  metaTitle: "Title for search engines",
  metaDescription: "Description for search engines",
  heading: "Heading",
  heroIntro: "Sentence under the heading",
  artAlt: "Description of the page's picture",
  expertise: "Why we know the city",
  landmarks: "Landmark",
  intro: "Introduction paragraph",
  specialServices: "Specialised service",
  venues: "Venue",
  logistics: "Logistics paragraph",
};

/** Each text's and list's hint and size in the form. */
const fieldSizes: Record<
  Exclude<(typeof single)[number], "name"> | ListName,
  { hint: string; max?: number; rows?: number }
> = {
  metaTitle: { hint: "At most 80 characters.", max: 80 },
  metaDescription: { hint: "One or two sentences, at most 200 characters.", rows: 2 },
  heading: { hint: "Valet Parking in Malibu, California", max: 120 },
  heroIntro: { hint: "At most 400 characters.", rows: 2 },
  artAlt: {
    hint: "What the city's photograph shows, for people who cannot see it (choose the photograph on the photos screen once the city is published).",
    max: 200,
  },
  intro: {
    hint: "Two or three paragraphs about serving this city, naming its places. At most 1,200 characters each.",
    rows: 4,
  },
  landmarks: {
    hint: "Three to six real local landmarks, shown beside the introduction. Leave the rows you do not need empty.",
  },
  specialServices: { hint: "The four services this city needs most, e.g. Hillside home arrivals." },
  venues: { hint: "Three to six kinds of venues the team works at here." },
  logistics: { hint: "One or two paragraphs: streets, parking rules, traffic, staging, permits.", rows: 4 },
  expertise: { hint: "The box at the end of the page, at most 1,200 characters.", rows: 4 },
};

/** The parts of the form after the name and address, each folding, with the texts and lists it holds. */
const parts: { title: string; fields: (keyof typeof fieldSizes)[] }[] = [
  { title: "In search results", fields: ["metaTitle", "metaDescription"] },
  { title: "Top of the page", fields: ["heading", "heroIntro", "artAlt"] },
  { title: "Introduction and landmarks", fields: ["intro", "landmarks"] },
  { title: "Specialised services and service cards", fields: ["specialServices"] },
  { title: "Venues and logistics", fields: ["venues", "logistics"] },
  { title: "Why we know the city", fields: ["expertise"] },
];
const isList = (name: string): name is ListName => name in ROWS;

/** Every text field of the form by its name ("name", "serviceCards.1.bullets.2"), with what a person calls it. */
function textFields(): [string, string][] {
  return [
    ...single.map((name): [string, string] => [name, fieldNames[name]]),
    ...(Object.keys(ROWS) as ListName[]).flatMap((list) =>
      range(ROWS[list]).map((i): [string, string] => [`${list}.${i}`, `${fieldNames[list]} ${i + 1}`]),
    ),
    ...[0, 1].flatMap((c): [string, string][] => [
      [`serviceCards.${c}.title`, `Card ${c + 1}: title`],
      [`serviceCards.${c}.body`, `Card ${c + 1}: text`],
      ...range(3).map((b): [string, string] => [`serviceCards.${c}.bullets.${b}`, `Card ${c + 1}: point ${b + 1}`]),
    ]),
  ];
}

const textNames = () => textFields().flatMap(([name]) => [`${name}.en`, `${name}.es`]);

/** What a person calls each field, for the list of problems. */
export const cityLabels: Record<string, string> = {
  slug: "Address",
  ...Object.fromEntries(
    textFields().flatMap(([name, label]) => [
      [`${name}.en`, `${label} (English)`],
      [`${name}.es`, `${label} (Spanish)`],
    ]),
  ),
  landmarks: "Landmarks",
  intro: "Introduction",
  specialServices: "Specialised services",
  venues: "Venues",
  logistics: "Local logistics",
  "serviceCards.0.icon": "Card 1: icon",
  "serviceCards.1.icon": "Card 2: icon",
};

/** An added city as the form's values, with empty rows up to each list's length. */
export function cityValues(city?: AddedCity): FormValues {
  const values: FormValues = Object.fromEntries(textNames().map((name) => [name, ""]));
  values.slug = city?.slug ?? "";
  values.inHeader = city?.inHeader ? "on" : "";
  values["serviceCards.0.icon"] = city?.serviceCards[0].icon ?? "key";
  values["serviceCards.1.icon"] = city?.serviceCards[1].icon ?? "star";
  if (!city) return values;
  const put = (base: string, text: { en: string; es: string }) => {
    values[`${base}.en`] = text.en;
    values[`${base}.es`] = text.es;
  };
  for (const name of single) put(name, city[name]);
  for (const list of Object.keys(ROWS) as ListName[]) {
    city[list].forEach((text, i) => {
      put(`${list}.${i}`, text);
    });
  }
  city.serviceCards.forEach((card, c) => {
    put(`serviceCards.${c}.title`, card.title);
    put(`serviceCards.${c}.body`, card.body);
    card.bullets.forEach((bullet, b) => {
      put(`serviceCards.${c}.bullets.${b}`, bullet);
    });
  });
  return values;
}

/**
 * The form as a city for the schema, the values to show again, and where each list's entries sit among its rows
 * (for the messages).
 */
export function readCity(form: FormData, updated: string) {
  const values: FormValues = Object.fromEntries(textNames().map((name) => [name, textOf(form, name)]));
  values.slug = textOf(form, "slug");
  values.inHeader = form.get("inHeader") === "on" ? "on" : "";
  for (const c of [0, 1]) values[`serviceCards.${c}.icon`] = textOf(form, `serviceCards.${c}.icon`);
  const v = (name: string) => String(values[name] ?? "");
  const pair = (base: string) => ({ en: v(`${base}.en`), es: v(`${base}.es`) });
  const rows = {} as Record<ListName, number[]>;
  for (const list of Object.keys(ROWS) as ListName[]) {
    const all = range(ROWS[list]);
    rows[list] =
      list === "specialServices" ? all : all.filter((i) => v(`${list}.${i}.en`).trim() || v(`${list}.${i}.es`).trim());
  }
  const list = (name: ListName) => rows[name].map((i) => pair(`${name}.${i}`));
  const card = (c: number) => ({
    title: pair(`serviceCards.${c}.title`),
    body: pair(`serviceCards.${c}.body`),
    bullets: range(3).map((b) => pair(`serviceCards.${c}.bullets.${b}`)),
    icon: v(`serviceCards.${c}.icon`),
  });
  const candidate = {
    slug: v("slug"),
    inHeader: values.inHeader === "on",
    ...Object.fromEntries(single.map((name) => [name, pair(name)])),
    landmarks: list("landmarks"),
    intro: list("intro"),
    specialServices: list("specialServices"),
    serviceCards: [card(0), card(1)],
    venues: list("venues"),
    logistics: list("logistics"),
    updated,
  };
  return { candidate, values, rows };
}

function ListRows({
  list,
  label,
  hint,
  values,
  errors,
  rows,
}: {
  list: ListName;
  label: string;
  hint: string;
  values: FormValues;
  errors: FieldErrors;
  rows?: number;
}) {
  const error = errors[list];
  return (
    <fieldset id={fieldId(FORM, list)} className="grid gap-4" aria-describedby={`${fieldId(FORM, list)}-hint`}>
      <legend className="font-display text-ink-950 mb-1 text-lg">{label}</legend>
      <p id={`${fieldId(FORM, list)}-hint`} className="text-slate-text text-sm">
        {hint}
      </p>
      {error ? <p className="text-sm font-medium text-red-800">{error}</p> : null}
      {range(ROWS[list]).map((i) => (
        <BilingualFields
          key={i}
          form={FORM}
          name={`${list}.${i}`}
          label={`${label} ${i + 1}`}
          values={values}
          errors={errors}
          rows={rows}
        />
      ))}
    </fieldset>
  );
}

const iconOptions = cityCardIcons.map((icon) => ({ value: icon, label: icon }));

/** The two service cards of the city's page: a title, a text, three points and an icon each. */
function ServiceCards(props: { form: string; values: FormValues; errors: FieldErrors }) {
  return (
    <>
      {[0, 1].map((c) => (
        <fieldset key={c} className="grid gap-4">
          <legend className="font-display text-ink-950 mb-1 text-lg">Service card {c + 1}</legend>
          <BilingualFields {...props} name={`serviceCards.${c}.title`} label="Title" max={80} />
          <BilingualFields
            {...props}
            name={`serviceCards.${c}.body`}
            label="Text"
            hint="At most 400 characters."
            rows={3}
          />
          {range(3).map((b) => (
            <BilingualFields
              key={b}
              {...props}
              name={`serviceCards.${c}.bullets.${b}`}
              label={`Point ${b + 1}`}
              max={120}
            />
          ))}
          <StaffField type="select" {...props} name={`serviceCards.${c}.icon`} label="Icon" options={iconOptions} />
        </fieldset>
      ))}
    </>
  );
}

export function CityForm({
  csrf,
  revision,
  editing,
  values,
  errors,
  problems,
  taken,
  field,
}: {
  /** The field the owner came for from the preview ("intro.1"): its part opens. */
  field?: string | null;
  csrf: string;
  /** The draft's revision the page was opened at (RevisionField). */
  revision: number;
  /** The addresses other cities have (retired and old ones too): a new city's must not be one of them. */
  taken: readonly string[];
  /** The added city being edited, by its name; null to add one. */
  editing: { slug: string; name: string } | null;
  values: FormValues;
  errors: FieldErrors;
  problems: string[];
}) {
  const props = { form: FORM, values, errors };
  // Each part of the city's page folds; a part with a problem opens, else the one holding the field asked for, else
  // the first ("name" is in it).
  const wanted = Object.keys(errors).length ? Object.keys(errors) : [field || "name"];
  const openPart = (names: string[]) => wanted.some((name) => names.includes(name.split(".")[0] ?? ""));
  return (
    <StaffPanel id="city-form" title={editing ? `Edit ${editing.name}` : "Add a city"}>
      <p className="text-slate-text mt-2 max-w-2xl text-sm">
        A new city gets its own page at /locations/ and its address, in English and in Spanish, and joins the lists of
        cities, the sitemap and the photo places once the draft is published. Write its words for this city alone: a
        sentence another city's page already has is refused, as search engines treat look-alike pages as spam.
      </p>
      <ProblemList form={FORM} errors={errors} labels={cityLabels} problems={problems} />
      <IntentForm csrf={csrf} intent="save-city" className="mt-6 grid gap-3" noValidate>
        <RevisionField revision={revision} />
        <input type="hidden" name="editing" value={editing?.slug ?? ""} />
        <Fold title="Name and address" open={openPart(["name", "slug", "inHeader"])}>
          <div className="grid gap-8 px-4 pt-2 pb-3">
            <BilingualFields {...props} name="name" label="Name" hint="As the city is written: Los Angeles." max={60} />
            {editing ? (
              <p className="text-slate-text text-sm">
                <input type="hidden" name="slug" value={editing.slug} />
                Its address: <strong className="text-ink-950 font-mono">/locations/{editing.slug}</strong> (and{" "}
                <span className="font-mono">/es/locations/{editing.slug}</span>)
              </p>
            ) : (
              <SlugField
                fields={props}
                name="slug"
                label="Address (optional)"
                hint="Made from the English name when left empty (Malibú becomes malibu). It cannot be changed once saved."
                from={["name.en"]}
                prefix="/locations/"
                what="city"
                taken={taken}
              />
            )}
            <StaffField
              type="checkbox"
              form={FORM}
              name="inHeader"
              label="Show it in the header's Locations menu"
              values={values}
              hint="Every city is listed on the other city pages and in the sitemap; the menu keeps to the main ones."
            />
          </div>
        </Fold>
        {parts.map((part) => (
          <Fold
            key={part.title}
            title={part.title}
            open={openPart(part.fields.includes("specialServices") ? [...part.fields, "serviceCards"] : part.fields)}
          >
            <div className="grid gap-8 px-4 pt-2 pb-3">
              {part.fields.map((name) =>
                isList(name) ? (
                  <ListRows
                    key={name}
                    {...props}
                    list={name}
                    label={fieldNames[name]}
                    hint={fieldSizes[name].hint}
                    rows={fieldSizes[name].rows}
                  />
                ) : (
                  <BilingualFields key={name} {...props} name={name} label={fieldNames[name]} {...fieldSizes[name]} />
                ),
              )}
              {part.fields.includes("specialServices") ? <ServiceCards {...props} /> : null}
            </div>
          </Fold>
        ))}
        <p className="flex flex-wrap gap-3">
          <button type="submit" className={staffClasses.button}>
            {editing ? `Save ${editing.name}` : "Add the city"}
          </button>
          {editing ? (
            <a href="/staff/content/cities" className={staffClasses.secondary}>
              Cancel
            </a>
          ) : null}
        </p>
      </IntentForm>
    </StaffPanel>
  );
}
