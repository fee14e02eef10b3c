import photos from "virtual:photos";
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import sharp from "sharp";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import { PhotoPicker } from "~/components/staff/content/PhotoPicker";
import {
  BilingualFields,
  bilingualValues,
  type FieldErrors,
  type FormValues,
  ProblemList,
  StaffField,
  textOf,
} from "~/components/staff/StaffField";
import { CsrfField, StaffPanel, staffClasses, Tag } from "~/components/staff/StaffLayout";
import { type ContentDocument, PHOTO_ID, replaceOrAdd, type SlotPhotoEdit, slotPhotoSchema } from "~/content/editable";
import type { ContentSnapshot } from "~/content/live";
import type { heroPhotoAlt } from "~/content/photos";
import { saveEntry, saveFromForm } from "~/lib/content/draft-form.server";
import type { LibraryPhoto } from "~/lib/content/photo-library";
import { libraryPhotos } from "~/lib/content/photo-library.server";
import { photoFile } from "~/lib/content/photos.server";
import { draftContent, draftDocument, refusedStatus } from "~/lib/content/store.server";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Database } from "~/lib/storage/schema";
import type { Route } from "./+types/staff.content.slots";

/*
 * The photographs of the pages' fixed places (docs/content.md): each page's hero, each service's, city's and
 * post's. The list shows what each place shows now; ?slot=SLOT is one place's form: an uploaded photograph, its
 * description in both languages and its focal point, the part of the photo every crop keeps. Saved into the draft;
 * "Use the repository's photo" takes the place back.
 */

const PATH = "/staff/content/slots";
/** A page's hero spans the screen: a photo for a place needs its 1200-pixel files. */
const SLOT_WIDTH = 1200;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData?.form ? `Photo for ${loaderData.form.label}` : "Page photographs");

/** Every place a photograph can go in `content` (the draft's), named for a person, in the order of the site's menu. */
function places({ en }: ContentSnapshot): { slot: string; label: string; group: string }[] {
  const pages: Record<keyof typeof heroPhotoAlt, string> = {
    "home/hero": "Home page",
    "about/hero": "About page",
    "services/hero": "Services page",
  };
  return [
    ...Object.entries(pages).map(([slot, label]) => ({ slot, label, group: "Pages" })),
    ...en.services.services.map((s) => ({ slot: `services/${s.slug}`, label: s.name, group: "Services" })),
    ...en.locations.map((l) => ({ slot: `locations/${l.slug}`, label: l.name, group: "Cities" })),
    ...en.blog.posts.map((p) => ({ slot: `blog/${p.slug}`, label: p.title, group: "Blog posts" })),
  ];
}

const emptyValues = (slot: string): FormValues => ({
  slot,
  photo: "",
  "alt.en": "",
  "alt.es": "",
  "focus.x": "50",
  "focus.y": "50",
});

const valuesOf = (edit: SlotPhotoEdit): FormValues => ({
  slot: edit.slot,
  photo: edit.photo,
  ...bilingualValues("alt", edit.alt),
  "focus.x": String(edit.focus.x),
  "focus.y": String(edit.focus.y),
});

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const draft = await draftDocument(db);
  const chosen = new Map((draft.document.slots ?? []).map((s) => [s.slot, s]));
  const url = new URL(args.request.url);
  const slot = url.searchParams.get("slot");
  const all = places(draftContent(draft));
  const rows = all.map((place) => {
    const uploaded = chosen.get(place.slot)?.photo;
    const built = photos[place.slot];
    return {
      ...place,
      source: uploaded ? "Uploaded photograph" : built ? "Repository photograph" : "Line drawing",
      // The narrowest file of the photo the place shows, as its thumbnail.
      thumbnail: uploaded ? `/photos/${uploaded}-480.webp` : built ? built.webp.split(" ")[0] : null,
    };
  });
  let form: { slot: string; label: string; values: FormValues; saved: boolean; current: SlotPhotoEdit | null } | null =
    null;
  if (slot !== null) {
    const place = all.find((p) => p.slot === slot);
    if (!place) throw data("No such place for a photograph", { status: 404 });
    const current = chosen.get(slot) ?? null;
    form = {
      slot,
      label: `${place.group === "Pages" ? "" : `${place.group.replace(/s$/, "")}: `}${place.label}`,
      values: current ? valuesOf(current) : emptyValues(slot),
      saved: url.searchParams.get("saved") === "1",
      current,
    };
  }
  return {
    csrf: staff.csrf,
    header: draftHeader(draft),
    rows,
    form,
    photos: form ? await libraryPhotos(db) : [],
    removed: url.searchParams.get("removed"),
  };
}

/** The height of a photo's 1200-pixel file, which the page reserves before the photo arrives. */
async function heightOf(db: Kysely<Database>, id: string): Promise<number | null> {
  const file = await photoFile(db, `${id}-${SLOT_WIDTH}.webp`);
  if (!file) return null;
  const { height } = await sharp(file.bytes).metadata();
  return height ?? null;
}

const labels: Record<string, string> = {
  photo: "Photograph",
  "alt.en": "Description, English",
  "alt.es": "Description, Spanish",
  "focus.x": "Focus from the left",
  "focus.y": "Focus from the top",
};

export async function action(args: Route.ActionArgs) {
  const { staff, form, db, intent } = await staffFormOf(args);
  const slot = textOf(form, "slot");
  const place = places(draftContent(await draftDocument(db))).find((p) => p.slot === slot);
  if (!place) throw data("No such place for a photograph", { status: 404 });
  const back = (query: string) => redirect(`${PATH}?${query}`, 303);

  if (intent === "remove") {
    const saved = await saveFromForm(
      staff,
      form,
      (doc): ContentDocument => ({ ...doc, slots: (doc.slots ?? []).filter((s) => s.slot !== slot) }),
      `put the repository's photograph back on ${place.label} (${slot})`,
    );
    if (!saved.ok) {
      return data(
        { values: emptyValues(slot), errors: {}, problems: saved.problems },
        { status: refusedStatus(saved) },
      );
    }
    return back(`removed=${encodeURIComponent(slot)}`);
  }
  if (intent !== "save") throw data("Unknown action", { status: 400 });

  const values: FormValues = { ...emptyValues(slot) };
  for (const name of Object.keys(labels)) values[name] = textOf(form, name);
  const photo = String(values.photo);
  const errors: FieldErrors = {};
  const height = PHOTO_ID.test(photo) ? await heightOf(db, photo) : null;
  // The form's names are the schema's ("alt.en", "focus.x"); the slot and the size are the server's, and the
  // photograph "" when none is chosen (its own message, not a missing field's).
  const parsed = parseStaffForm(form, slotPhotoSchema, {
    prepare: (payload) => ({ ...payload, slot, photo, width: SLOT_WIDTH, height: height ?? 1 }),
  });
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  if (!errors.photo && height === null) errors.photo = "Choose one of the uploaded photographs.";
  return saveEntry(staff, form, { values, errors, parsed }, (edit) => ({
    change: (doc) => ({ ...doc, slots: replaceOrAdd(doc.slots ?? [], edit, (s) => s.slot) }),
    what: `chose photograph ${edit.photo} for ${place.label} (${slot})`,
    next: `${PATH}?slot=${encodeURIComponent(slot)}&saved=1`,
  }));
}

/** How the photo is cropped on the pages: a desktop hero, a card, a phone's hero. */
const crops = [
  { name: "Desktop hero", className: "aspect-[16/7] w-full" },
  { name: "Card", className: "aspect-[3/2] w-full" },
  { name: "Phone hero", className: "aspect-[9/16] w-1/2" },
];

function SlotForm({
  csrf,
  revision,
  form,
  photos,
  values,
  errors,
  problems,
}: {
  csrf: string;
  revision: number;
  form: NonNullable<Route.ComponentProps["loaderData"]["form"]>;
  photos: readonly LibraryPhoto[];
  values: FormValues;
  errors: FieldErrors;
  problems: string[];
}) {
  const id = "slot";
  const { current } = form;
  return (
    <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
      <StaffPanel id="slot-form" title={`Photo for ${form.label}`}>
        <p className="mt-2 text-sm">
          <a href={PATH} className="text-gold-700 underline underline-offset-2">
            All page photographs
          </a>
        </p>
        {form.saved && !problems.length && !Object.keys(errors).length ? (
          <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
            Saved in the draft. Publish it from the overview to put it on the site.
          </p>
        ) : null}
        <ProblemList form={id} errors={errors} labels={labels} problems={problems} />
        <form method="post" className="mt-6 grid gap-6">
          <CsrfField csrf={csrf} />
          <RevisionField revision={revision} />
          <input type="hidden" name="slot" value={form.slot} />
          {photos.length === 0 ? (
            <p className="text-sm">
              No photograph has been uploaded yet.{" "}
              <a href="/staff/content/photos" className="text-gold-700 underline underline-offset-2">
                Upload one
              </a>
              .
            </p>
          ) : (
            <PhotoPicker
              id={`${id}-photo`}
              name="photo"
              legend="Photograph"
              hint={
                <>
                  A photograph uploaded at least {SLOT_WIDTH} pixels wide.{" "}
                  <a href="/staff/content/photos" className="text-gold-700 underline underline-offset-2">
                    Upload one
                  </a>
                  .
                </>
              }
              error={errors.photo}
              photos={photos}
              value={String(values.photo ?? "")}
              tooNarrow={(photo) =>
                photo.width < SLOT_WIDTH ? `Too narrow for this place (${photo.width} pixels wide)` : null
              }
            />
          )}
          <BilingualFields
            form={id}
            name="alt"
            label="What the photograph shows, for people who cannot see it: who or what, and where"
            values={values}
            errors={errors}
            max={200}
          />
          <fieldset className="grid gap-2">
            <legend className="text-ink-950 font-medium">Focal point</legend>
            <p className="text-slate-text text-sm">
              The part of the photo every crop keeps, in percent: 50 and 50 is the centre; 50 and 20 keeps the upper
              part (faces, a sign).
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <StaffField form={id} name="focus.x" label="From the left (0–100)" values={values} errors={errors} />
              <StaffField form={id} name="focus.y" label="From the top (0–100)" values={values} errors={errors} />
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" className={staffClasses.button}>
              Save in the draft
            </button>
            {current ? (
              <button type="submit" name="intent" value="remove" className={staffClasses.secondary}>
                Use the repository's photo again
              </button>
            ) : null}
          </div>
        </form>
      </StaffPanel>
      <StaffPanel id="crops" title="How the pages crop it" className="self-start">
        {current ? (
          <div className="mt-4 grid gap-4">
            <p className="text-slate-text text-sm">The draft's photo and focal point, as each place shows it.</p>
            {crops.map((crop) => (
              <figure key={crop.name} className="grid gap-1 text-sm">
                <img
                  src={`/photos/${current.photo}-800.webp`}
                  alt=""
                  className={`${crop.className} rounded-lg object-cover`}
                  style={{ objectPosition: `${current.focus.x}% ${current.focus.y}%` }}
                />
                <figcaption>{crop.name}</figcaption>
              </figure>
            ))}
          </div>
        ) : (
          <p className="text-slate-text mt-4 text-sm">Save a photograph to see its crops here.</p>
        )}
      </StaffPanel>
    </div>
  );
}

export default function StaffContentSlots({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, rows, form, photos: uploaded, removed } = loaderData;
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    <div className="grid gap-8">
      <ContentHeader title="Page photographs" current={PATH} draft={header} />
      {form ? (
        <SlotForm
          csrf={csrf}
          revision={header.revision}
          form={form}
          photos={uploaded}
          values={actionData?.values ?? form.values}
          errors={actionData?.errors ?? {}}
          problems={actionData?.problems ?? []}
        />
      ) : (
        <>
          <p className="text-slate-text max-w-2xl">
            Each place on the site that shows a photograph. Choose an uploaded photograph for any of them, with its
            description and the part every crop keeps; the others keep the photograph in the repository, or their line
            drawing.
          </p>
          {removed ? (
            <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
              The repository's photo is back on {rows.find((r) => r.slot === removed)?.label ?? removed} in the draft.
            </p>
          ) : null}
          {groups.map((group) => (
            <StaffPanel key={group} id={`group-${group.toLowerCase().replace(/\s+/g, "-")}`} title={group}>
              <ul className="divide-ink-900-10 mt-4 divide-y">
                {rows
                  .filter((r) => r.group === group)
                  .map((row) => (
                    <li key={row.slot} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                      {row.thumbnail ? (
                        <img
                          src={row.thumbnail}
                          alt=""
                          width={96}
                          height={64}
                          className="h-16 w-24 rounded-lg object-cover"
                        />
                      ) : null}
                      <span className="text-ink-950 min-w-48 flex-1 font-medium">{row.label}</span>
                      <Tag>{row.source}</Tag>
                      <a
                        href={`${PATH}?slot=${encodeURIComponent(row.slot)}`}
                        className="text-gold-700 inline-flex min-h-11 items-center underline underline-offset-2"
                      >
                        Choose a photograph<span className="sr-only"> for {row.label}</span>
                      </a>
                    </li>
                  ))}
              </ul>
            </StaffPanel>
          ))}
        </>
      )}
    </div>
  );
}
