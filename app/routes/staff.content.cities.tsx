import { data, redirect } from "react-router";
import { CityForm, cityValues, readCity } from "~/components/staff/content/CityForm";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import { EditorScript } from "~/components/staff/content/EditorScript";
import { Fold } from "~/components/staff/content/Fold";
import { PreviewLinks } from "~/components/staff/content/PreviewLinks";
import { CsrfField, RefusedNote, StaffPanel, StatusNote, staffClasses, Tag } from "~/components/staff/StaffLayout";
import { addedCitySchema, type ContentDocument, type RetiredCity, replaceOrAdd } from "~/content/editable";
import { locationAliases } from "~/content/locations";
import { cityDoorwayProblems, cityTextsKey, repositoryCities } from "~/content/structure";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { draftDocument, publishedDocument, refusedStatus } from "~/lib/content/store.server";
import { losAngelesDay } from "~/lib/los-angeles";
import { chooseSlug } from "~/lib/slug";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { onFormRows, parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.cities";

/*
 * The city pages at /staff/content/cities (docs/content.md): add a city with its own words in both languages, edit
 * or remove one added, retire a repository city, choosing where its visitors go (another city or the services
 * page), or bring it back. A retired city leaves the menus, the lists and the sitemap, and its address answers 301
 * in both languages; a repository city's words are on the page texts screen while it is shown.
 */

const PATH = "/staff/content/cities";

export const meta: Route.MetaFunction = () => staffMeta("City pages");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const draft = await draftDocument(staff.svc.storage.db);
  const retired = draft.document.retiredCities ?? [];
  const added = draft.document.addedCities ?? [];
  const gone = new Set(retired.map((c) => c.slug));
  const shown = [
    ...repositoryCities.filter((c) => !gone.has(c.slug)),
    ...added.map((c) => ({ slug: c.slug, name: c.name.en })),
  ];
  const nameOf = (slug: string) =>
    slug === "services" ? "the services page" : (shown.find((c) => c.slug === slug)?.name ?? slug);
  const cities = [
    ...repositoryCities.map((city) => {
      const to = retired.find((c) => c.slug === city.slug)?.redirect;
      return { ...city, added: false, retiredTo: to ? nameOf(to) : null };
    }),
    ...added.map((c) => ({ slug: c.slug, name: c.name.en, added: true, retiredTo: null })),
  ];
  const targets = [
    ...shown.map((c) => ({ value: c.slug, label: c.name })),
    { value: "services", label: "The services page" },
  ];
  const url = new URL(args.request.url);
  const editing = added.find((c) => c.slug === url.searchParams.get("city"));
  return {
    csrf: staff.csrf,
    header: draftHeader(draft),
    cities,
    targets,
    editing: editing ? { slug: editing.slug, name: editing.name.en } : null,
    // The city just changed opens in the list; the field the owner came for (from the preview) opens its part.
    changed: url.searchParams.get("slug"),
    field: url.searchParams.get("field"),
    values: cityValues(editing),
    taken: takenCitySlugs(added),
    saved: savedNotice(url.searchParams, [
      ...cities,
      // A city removed from the draft is still named by the published edition, when it was published.
      ...((await publishedDocument(staff.svc.storage.db)).document.addedCities ?? []).map((c) => ({
        slug: c.slug,
        name: c.name.en,
      })),
    ]),
  };
}

/** What the last change did, by its kind and its city's slug: a name the list holds, never words from the address. */
const doneVerbs: Record<string, string> = {
  added: "Added",
  saved: "Saved",
  retired: "Retired",
  restored: "Brought back",
  removed: "Removed",
};

function savedNotice(params: URLSearchParams, cities: readonly { slug: string; name: string }[]) {
  const verb = doneVerbs[params.get("saved") ?? ""];
  const slug = params.get("slug") ?? "";
  // A city removed before it was ever published has no name left: it is named by its address, when that is one
  // a city could have.
  const name =
    cities.find((c) => c.slug === slug)?.name ??
    (params.get("saved") === "removed" && /^[a-z0-9-]{1,80}$/.test(slug) ? `the city at /locations/${slug}` : null);
  return verb && name ? `${verb} ${name}` : null;
}

/** Where a change sends the owner back to: the list, saying what was done to which city. */
const savedPath = (done: keyof typeof doneVerbs, slug: string) =>
  `${PATH}?saved=${done}&slug=${encodeURIComponent(slug)}`;

/** Every address a new city cannot take: the repository's cities (retired ones too), their old addresses, the added. */
const takenCitySlugs = (added: readonly { slug: string }[]) => [
  ...repositoryCities.map((c) => c.slug),
  ...Object.keys(locationAliases),
  ...added.map((c) => c.slug),
];

/** Saves the added city of the form, or says what to correct beside each field. */
async function saveCity(staff: ReturnType<typeof staffOf>, form: FormData) {
  const editing = String(form.get("editing") ?? "");
  const { candidate, values, rows } = readCity(form, losAngelesDay(new Date()));
  const refuse = (errors: Record<string, string>, problems: string[] = [], status = 400) =>
    data({ form: "city" as const, slug: "", values, errors, problems }, { status });
  const { db } = staff.svc.storage;
  const { document } = await draftDocument(db);
  const others = document.addedCities ?? [];
  // A new city's address is made from its English name unless the owner typed one (~/lib/slug.ts).
  const choice = editing
    ? null
    : chooseSlug(String(values.slug), String(values["name.en"]), new Set(takenCitySlugs(others)), {
        what: "city",
        from: "English name",
        address: (slug) => `the address /locations/${slug}`,
      });
  const parsed = parseStaffForm(form, addedCitySchema, {
    prepare: () => (choice?.ok ? { ...candidate, slug: choice.slug } : candidate),
  });
  if (!parsed.ok || (choice && !choice.ok)) {
    const errors = parsed.ok ? {} : onFormRows(parsed.errors, rows);
    if (choice && !choice.ok) errors.slug = choice.error;
    else if (choice?.ok) delete errors.slug;
    return refuse(errors);
  }
  const city = parsed.value;
  if (
    editing
      ? editing !== city.slug || !others.some((c) => c.slug === editing)
      : others.some((c) => c.slug === city.slug)
  ) {
    return refuse({ slug: `The site already has a city at /locations/${city.slug}; choose another address.` });
  }
  const change = (doc: ContentDocument): ContentDocument => ({
    ...doc,
    addedCities: replaceOrAdd(doc.addedCities ?? [], city, (c) => c.slug),
  });
  const copies = cityDoorwayProblems(change(document), city.slug);
  if (copies.length) return refuse({}, copies);
  const what = `${editing ? "edited" : "added"} the city "${city.slug}"`;
  const saved = await saveFromForm(staff, form, change, what);
  if (!saved.ok) {
    const taken = saved.problems.find((p) => p.startsWith("addedCities") && p.includes("slug"));
    return taken ? refuse({ slug: taken.replace(/^[^:]*: /, "") }) : refuse({}, saved.problems, refusedStatus(saved));
  }
  return redirect(savedPath(editing ? "saved" : "added", city.slug), 303);
}

export async function action(args: Route.ActionArgs) {
  const { staff, form, intent } = await staffFormOf(args);
  if (intent === "save-city") return saveCity(staff, form);
  const slug = String(form.get("slug") ?? "");
  let change: (doc: ContentDocument) => ContentDocument;
  let done: string;
  if (intent === "remove") {
    // An added city has no repository page to fall back on: retiring it removes it, its photo with it.
    change = (doc) => ({
      ...doc,
      addedCities: (doc.addedCities ?? []).filter((c) => c.slug !== slug),
      slots: doc.slots?.filter((s) => s.slot !== `locations/${slug}`),
    });
    done = `removed the added city "${slug}"`;
  } else {
    const city = repositoryCities.find((c) => c.slug === slug);
    if (!city) throw data("No such city", { status: 400 });
    if (intent === "retire") {
      const entry: RetiredCity = { slug, redirect: String(form.get("redirect") ?? "") };
      // The city's edited words go with it: a retired city has no page to write them on.
      change = (doc) => ({
        ...doc,
        texts: doc.texts.filter((t) => !t.key.startsWith(cityTextsKey(slug))),
        retiredCities: replaceOrAdd(doc.retiredCities ?? [], entry, (c) => c.slug),
      });
    } else if (intent === "restore") {
      change = (doc) => ({ ...doc, retiredCities: (doc.retiredCities ?? []).filter((c) => c.slug !== slug) });
    } else throw data("Unknown action", { status: 400 });
    done = `${intent === "retire" ? "retired" : "brought back"} the city "${slug}"`;
  }
  const { db } = staff.svc.storage;
  const before = await draftDocument(db);
  const name =
    repositoryCities.find((c) => c.slug === slug)?.name ??
    before.document.addedCities?.find((c) => c.slug === slug)?.name.en;
  if (!name) throw data("No such city", { status: 400 });
  const saved = await saveFromForm(staff, form, change, done);
  if (!saved.ok)
    return data({ form: "list" as const, slug, problems: saved.problems }, { status: refusedStatus(saved) });
  return redirect(
    savedPath(intent === "retire" ? "retired" : intent === "restore" ? "restored" : "removed", slug),
    303,
  );
}

export default function StaffContentCities({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, cities, targets, saved, editing, changed, field } = loaderData;
  const listProblems = actionData?.form === "list" ? actionData.problems : [];
  const cityForm = actionData?.form === "city" ? actionData : null;
  return (
    <div className="grid gap-8">
      <ContentHeader title="City pages" current={PATH} draft={header} />
      <StaffPanel id="cities" title={`City pages (${cities.length})`}>
        <p className="text-slate-text mt-2 max-w-2xl text-sm">
          Retire a city you no longer serve: its page leaves the menus, the lists and the sitemap, and its address sends
          visitors (and search engines, permanently) to the page you choose, in English and in Spanish. Words of the
          city you changed on the page texts screen are discarded. Bring it back at any time. A city you added is edited
          below and removed whole.
        </p>
        {saved && !actionData ? <StatusNote>{`${saved}: saved in the draft.`}</StatusNote> : null}
        {listProblems.length ? <RefusedNote heading="Nothing was saved:" problems={listProblems} /> : null}
        <ul className="mt-4 grid gap-3">
          {cities.map((city) => (
            <li key={city.slug}>
              <Fold
                id={`city-${city.slug}`}
                open={city.slug === (actionData?.form === "list" ? actionData.slug : changed)}
                title={
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    {city.name} {city.added ? <Tag>Added</Tag> : null}
                    {city.retiredTo ? <Tag tone="warn">Retired</Tag> : null}
                  </span>
                }
                aside={`/locations/${city.slug}`}
              >
                <div className="grid gap-3 px-4 pt-1 pb-3">
                  {city.retiredTo ? (
                    <p className="text-sm">Visitors are sent to {city.retiredTo}.</p>
                  ) : (
                    <>
                      <PreviewLinks page={`/locations/${city.slug}`} />
                      {city.added ? null : (
                        <p className="text-sm">
                          <a
                            href={`/staff/content/pages?module=locations&item=${encodeURIComponent(`locations[${city.slug}]`)}`}
                            className="text-gold-700 underline underline-offset-2"
                          >
                            Change the words of {city.name}
                          </a>{" "}
                          <span className="text-slate-text">on the page texts screen.</span>
                        </p>
                      )}
                    </>
                  )}
                  {city.added ? (
                    <form method="post" className="flex flex-wrap items-end gap-3">
                      <CsrfField csrf={csrf} />
                      <RevisionField revision={header.revision} />
                      <input type="hidden" name="slug" value={city.slug} />
                      <a href={`${PATH}?city=${city.slug}#city-form-heading`} className={staffClasses.secondary}>
                        Edit {city.name}
                      </a>
                      <button type="submit" name="intent" value="remove" className={staffClasses.secondary}>
                        Remove {city.name}
                      </button>
                    </form>
                  ) : (
                    <form method="post" className="flex flex-wrap items-end gap-3">
                      <CsrfField csrf={csrf} />
                      <RevisionField revision={header.revision} />
                      <input type="hidden" name="slug" value={city.slug} />
                      {city.retiredTo ? (
                        <button type="submit" name="intent" value="restore" className={staffClasses.secondary}>
                          Bring back {city.name}
                        </button>
                      ) : (
                        <>
                          <div className="grid gap-1 text-sm">
                            <label htmlFor={`redirect-${city.slug}`} className="text-ink-950 font-medium">
                              Send its visitors to
                            </label>
                            <select id={`redirect-${city.slug}`} name="redirect" className={staffClasses.input}>
                              {targets
                                .filter((t) => t.value !== city.slug)
                                .map((t) => (
                                  <option key={t.value} value={t.value}>
                                    {t.label}
                                  </option>
                                ))}
                            </select>
                          </div>
                          <button type="submit" name="intent" value="retire" className={staffClasses.secondary}>
                            Retire {city.name}
                          </button>
                        </>
                      )}
                    </form>
                  )}
                </div>
              </Fold>
            </li>
          ))}
        </ul>
      </StaffPanel>
      <CityForm
        key={editing?.slug ?? "new"}
        csrf={csrf}
        revision={header.revision}
        editing={editing}
        values={cityForm?.values ?? loaderData.values}
        errors={cityForm?.errors ?? {}}
        problems={cityForm?.problems ?? []}
        taken={loaderData.taken}
        field={field}
      />
      {editing ? null : <EditorScript />}
    </div>
  );
}
