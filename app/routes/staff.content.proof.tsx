import type { Kysely } from "kysely";
import type { ReactNode } from "react";
import { data, redirect } from "react-router";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import {
  BilingualField,
  type FieldErrors,
  type FormValues,
  fieldErrors,
  ProblemList,
  SelectField,
  TextField,
  textOf,
} from "~/components/staff/content/PostAndTestimonialFields";
import { CsrfField, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { PHOTO_MAX_BYTES } from "~/content/editable";
import {
  certificateSchema,
  emptyProof,
  eventServices,
  namedEventSchema,
  type Portrait,
  type ProofEdit,
  partnerSchema,
  pressMentionSchema,
  proofFieldLabels,
  proofSections,
  reviewProfileSchema,
  teamMemberSchema,
} from "~/content/proof-edit";
import { RESUME_HARD_MAX_BYTES } from "~/forms/application";
import { listPhotos, storePhoto, thumbnailOf, uploadWidths } from "~/lib/content/photos.server";
import { storeCertificate, storeLogo } from "~/lib/content/proof-files.server";
import { draftContent, draftDocument, refusedStatus, revisionOf, updateDraft } from "~/lib/content/store.server";
import { useContent } from "~/lib/content-context";
import { BadRequest, readFormData } from "~/lib/leads/request-body.server";
import { variantWidths } from "~/lib/photo-encoding";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import type { Database } from "~/lib/storage/schema";
import type { Route } from "./+types/staff.content.proof";

/*
 * The proof a planner checks before booking (docs/content.md, "Proof"): the founders' portraits, the team, the
 * certificate of insurance, partner venues' logos, named events, press mentions and review profiles. Each part is a
 * panel with a form that adds (or, for the certificate and a founder, sets) one entry and a list that removes them;
 * every save goes into the draft, and a page shows a part only once it has an entry. Plain forms: each POST
 * redirects back to its panel.
 */

const PATH = "/staff/content/proof";
/** The form reader takes one file of at most 8 MB (the résumé's limit): a portrait, a logo or the certificate. */
const UPLOAD_MAX_BYTES = Math.min(PHOTO_MAX_BYTES, RESUME_HARD_MAX_BYTES);
const FORM_MAX_BYTES = UPLOAD_MAX_BYTES + 128 * 1024;

export const handle = { maxBodyBytes: FORM_MAX_BYTES };

export const meta: Route.MetaFunction = () => [
  { title: "Proof · Site content · Staff" },
  { name: "robots", content: "noindex, nofollow" },
];

const sections = proofSections;
type SectionId = keyof typeof sections;
const labels = proofFieldLabels;
const isSection = (value: unknown): value is SectionId => typeof value === "string" && value in sections;

async function libraryPhotos(db: Kysely<Database>) {
  return (await listPhotos(db)).map((photo) => ({
    id: photo.id,
    thumbnail: thumbnailOf(photo) ?? "",
    widths: [...new Set(photo.variants.map((v) => v.width))].filter((w) => w <= 1200).sort((a, b) => a - b),
  }));
}

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const draft = await draftDocument(db);
  const { about } = draftContent(draft).en.company;
  const url = new URL(args.request.url);
  const saved = url.searchParams.get("saved");
  return {
    csrf: staff.csrf,
    header: { changed: draft.changed, by: draft.by, at: draft.at, revision: draft.revision },
    proof: draft.document.proof ?? emptyProof(),
    founders: { founder: about.founder.name, coo: about.coo.name },
    photos: await libraryPhotos(db),
    saved: isSection(saved) ? saved : null,
  };
}

type Outcome = { section: SectionId; values: FormValues; errors: FieldErrors; problems: string[] };

const refuse = (outcome: Outcome, status = 400) => data(outcome, { status });

/** The portrait a form chose: a photo of the library (`photo`), or one uploaded with it (`portraitFile`). */
async function portraitOf(
  db: Kysely<Database>,
  form: FormData,
): Promise<{ ok: true; portrait: Portrait } | { ok: false; error: string }> {
  const file = form.get("portraitFile");
  if (file instanceof File && file.size > 0) {
    const stored = await storePhoto(db, new Uint8Array(await file.arrayBuffer()));
    if (!stored.ok) return stored;
    return { ok: true, portrait: { photo: stored.id, widths: variantWidths(stored.width, uploadWidths) } };
  }
  const id = textOf(form, "photo");
  const found = (await libraryPhotos(db)).find((p) => p.id === id);
  if (!found) return { ok: false, error: "Choose a photograph of the library, or upload one." };
  return { ok: true, portrait: { photo: found.id, widths: found.widths } };
}

const fileOf = (form: FormData, name: string) => {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
};

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

const numberOf = (value: string) => (value.trim() === "" ? undefined : Number(value.trim().replace(/,/g, "")));

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  let form: FormData;
  try {
    form = await readFormData(args.request, { files: true, maxBytes: FORM_MAX_BYTES });
  } catch (failure) {
    if (!(failure instanceof BadRequest)) throw failure;
    const mb = Math.floor(UPLOAD_MAX_BYTES / 1024 / 1024);
    return refuse(
      {
        section: "founders",
        values: {},
        errors: {},
        problems: [
          failure.status === 413
            ? `The file is larger than ${mb} MB. Export it smaller and upload it again.`
            : `The upload could not be read: ${failure.message}`,
        ],
      },
      failure.status,
    );
  }
  requireCsrf(staff, form);
  const { db } = staff.svc.storage;
  const intent = textOf(form, "intent");
  const [verb, name] = intent.split(":") as [string, string | undefined];
  if (!isSection(name) || !["add", "remove", "set"].includes(verb)) throw data("Unknown action", { status: 400 });
  const section: SectionId = name;
  const values: FormValues = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "csrf") values[key] = value;
  const fail = (errors: FieldErrors, problems: string[] = []) => refuse({ section, values, errors, problems });

  /** Saves `change` of the proof into the draft and returns to the panel. */
  const save = async (change: (proof: ProofEdit) => ProofEdit, what: string) => {
    const saved = await updateDraft(
      db,
      staff.member,
      (doc) => ({ ...doc, proof: change(doc.proof ?? emptyProof()) }),
      what,
      revisionOf(form),
    );
    if (!saved.ok) return refuse({ section, values, errors: {}, problems: saved.problems }, refusedStatus(saved));
    return redirect(`${PATH}?saved=${section}#${section}`, 303);
  };

  if (verb === "remove") {
    const at = Number(textOf(form, "index"));
    const which = textOf(form, "which");
    if (section === "founders") {
      if (which !== "founder" && which !== "coo") throw data("No such portrait", { status: 404 });
      return save((p) => ({ ...p, founders: { ...p.founders, [which]: undefined } }), `removed a founder's portrait`);
    }
    if (section === "certificate") return save(({ certificate: _, ...p }) => p, "removed the certificate of insurance");
    const list = section;
    const current = (await draftDocument(db)).document.proof?.[list] ?? [];
    if (!Number.isInteger(at) || at < 0 || at >= current.length) throw data("No such entry", { status: 404 });
    return save((p) => ({ ...p, [list]: p[list].filter((_, i) => i !== at) }), `removed an entry of ${sections[list]}`);
  }

  if (section === "founders") {
    const which = textOf(form, "which");
    if (which !== "founder" && which !== "coo") throw data("No such portrait", { status: 404 });
    const chosen = await portraitOf(db, form);
    if (!chosen.ok) return fail({}, [chosen.error]);
    return save(
      (p) => ({ ...p, founders: { ...p.founders, [which]: chosen.portrait } }),
      `set ${which === "founder" ? "the founder's" : "the COO's"} portrait`,
    );
  }

  if (section === "team") {
    const chosen = await portraitOf(db, form);
    const candidate = {
      name: textOf(form, "name"),
      role: { en: textOf(form, "role.en"), es: textOf(form, "role.es") },
      portrait: chosen.ok ? chosen.portrait : undefined,
    };
    const parsed = teamMemberSchema.safeParse(candidate);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    delete errors.portrait;
    if (!parsed.success || !chosen.ok) return fail(errors, chosen.ok ? [] : [chosen.error]);
    const member = parsed.data;
    return save((p) => ({ ...p, team: [...p.team, member] }), `added ${member.name} to the team`);
  }

  if (section === "certificate") {
    const file = fileOf(form, "file");
    const kept = (await draftDocument(db)).document.proof?.certificate?.file;
    let stored: string | undefined = kept;
    if (file) {
      const result = await storeCertificate(db, await bytesOf(file));
      if (!result.ok) return fail({ file: result.error });
      stored = result.file;
    }
    if (!stored) return fail({ file: "Choose the certificate's PDF file." });
    const parsed = certificateSchema.safeParse({
      file: stored,
      insurer: textOf(form, "insurer"),
      expires: textOf(form, "expires"),
    });
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    const certificate = parsed.data;
    return save((p) => ({ ...p, certificate }), `set the certificate of insurance (${certificate.insurer})`);
  }

  if (section === "partners") {
    const file = fileOf(form, "logo");
    const errors: FieldErrors = {};
    let logo: { file: string; width: number; height: number } | undefined;
    if (!file) errors["logo.file"] = "Upload the venue's logo (PNG, WebP or AVIF).";
    else {
      const result = await storeLogo(db, await bytesOf(file));
      if (!result.ok) errors["logo.file"] = result.error;
      else logo = { file: result.file, width: result.width ?? 1, height: result.height ?? 1 };
    }
    const parsed = partnerSchema.safeParse({ name: textOf(form, "name"), kind: textOf(form, "kind"), logo });
    const all = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...errors };
    delete all.logo;
    if (!parsed.success || Object.keys(errors).length) return fail(all);
    const partner = parsed.data;
    return save((p) => ({ ...p, partners: [...p.partners, partner] }), `added the venue ${partner.name}`);
  }

  if (section === "events") {
    const parsed = namedEventSchema.safeParse({
      name: { en: textOf(form, "name.en"), es: textOf(form, "name.es") },
      venue: textOf(form, "venue"),
      month: textOf(form, "month"),
      guests: numberOf(textOf(form, "guests")),
      service: textOf(form, "service"),
    });
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    const event = parsed.data;
    return save((p) => ({ ...p, events: [...p.events, event] }), `added the event "${event.name.en}"`);
  }

  if (section === "press") {
    const parsed = pressMentionSchema.safeParse({
      outlet: textOf(form, "outlet"),
      headline: { en: textOf(form, "headline.en"), es: textOf(form, "headline.es") },
      url: textOf(form, "url"),
      month: textOf(form, "month"),
    });
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    const mention = parsed.data;
    return save((p) => ({ ...p, press: [...p.press, mention] }), `added the ${mention.outlet} article`);
  }

  const parsed = reviewProfileSchema.safeParse({
    network: textOf(form, "network"),
    url: textOf(form, "url"),
    rating: numberOf(textOf(form, "rating")),
    count: numberOf(textOf(form, "count")),
  });
  if (!parsed.success) return fail(fieldErrors(parsed.error));
  const profile = parsed.data;
  return save((p) => ({ ...p, reviews: [...p.reviews, profile] }), `added the ${profile.network} review profile`);
}

type Loaded = Route.ComponentProps["loaderData"];

/** The library's photographs as choices, with an upload beside them: how a portrait is picked. */
function PortraitPicker({ form, photos }: { form: string; photos: Loaded["photos"] }) {
  return (
    <div className="grid gap-3 text-sm">
      {photos.length ? (
        <fieldset>
          <legend className="text-ink-950 font-medium">A photograph of the library</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {photos.map((photo, i) => (
              <label key={photo.id} className="has-checked:ring-gold-700 rounded-xl p-1 has-checked:ring-2">
                <input type="radio" name="photo" value={photo.id} className="sr-only" />
                <img
                  src={`/photos/${photo.thumbnail}`}
                  alt={`Photograph ${i + 1} (${photo.id})`}
                  width={80}
                  height={100}
                  loading="lazy"
                  className="bg-ivory-100 h-25 w-20 rounded-lg object-cover"
                />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-1">
        <label htmlFor={`${form}-portraitFile`} className="text-ink-950 font-medium">
          {photos.length ? "Or upload a portrait" : "Upload a portrait"}
        </label>
        <input
          id={`${form}-portraitFile`}
          type="file"
          name="portraitFile"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={`${form}-portraitFile-hint`}
          className="file:border-ink-900-20 file:text-ink-950 text-ink-950 file:mr-3 file:min-h-11 file:rounded-full file:border file:bg-white file:px-4"
        />
        <p id={`${form}-portraitFile-hint`} className="text-slate-text">
          JPEG, PNG, WebP or AVIF, at least 400 pixels wide; it joins the library. Upright portraits crop best.
        </p>
      </div>
    </div>
  );
}

function FileInput({
  form,
  name,
  label,
  accept,
  hint,
  error,
}: {
  form: string;
  name: string;
  label: string;
  accept: string;
  hint: string;
  error?: string;
}) {
  const id = `${form}-${name.replace(/\./g, "-")}`;
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="text-ink-950">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name.replace(/\.file$/, "")}
        accept={accept}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className="file:border-ink-900-20 file:text-ink-950 text-ink-950 file:mr-3 file:min-h-11 file:rounded-full file:border file:bg-white file:px-4"
      />
      <p id={`${id}-hint`} className="text-slate-text">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A panel: its entries, each with a remove button, and the form that adds one. */
function Panel({
  id,
  intro,
  entries,
  outcome,
  saved,
  csrf,
  revision,
  addLabel,
  multipart,
  children,
}: {
  id: SectionId;
  intro: string;
  entries: { key: string; label: ReactNode; remove: Record<string, string> }[];
  outcome: Outcome | undefined;
  saved: boolean;
  csrf: string;
  revision: number;
  addLabel: string;
  multipart?: boolean;
  children: ReactNode;
}) {
  const mine = outcome?.section === id ? outcome : undefined;
  return (
    <StaffPanel id={id} title={sections[id]} className="scroll-mt-6">
      <p className="text-slate-text mt-2 text-sm">{intro}</p>
      {saved && !outcome ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          Saved in the draft.
        </p>
      ) : null}
      {entries.length ? (
        <ul className="divide-ink-900-10 border-ink-900-10 mt-4 divide-y border-y">
          {entries.map((entry) => (
            <li key={entry.key} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="flex items-center gap-3">{entry.label}</div>
              <form method="post">
                <CsrfField csrf={csrf} />
                <RevisionField revision={revision} />
                <input type="hidden" name="intent" value={`remove:${id}`} />
                {Object.entries(entry.remove).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button type="submit" className={staffClasses.secondary}>
                  Remove<span className="sr-only"> {entry.key}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-950 mt-4 text-sm font-medium">Empty: the pages show nothing here yet.</p>
      )}
      <form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="mt-6 grid gap-4"
        aria-label={addLabel}
      >
        <CsrfField csrf={csrf} />
        <RevisionField revision={revision} />
        <input
          type="hidden"
          name="intent"
          value={`${id === "founders" || id === "certificate" ? "set" : "add"}:${id}`}
        />
        <ProblemList form={id} errors={mine?.errors ?? {}} labels={labels} problems={mine?.problems ?? []} />
        {children}
        <div>
          <button type="submit" className={staffClasses.button}>
            {addLabel}
          </button>
        </div>
      </form>
    </StaffPanel>
  );
}

const thumb = (src: string, alt = "") => (
  <img src={src} alt={alt} width={40} height={50} className="bg-ivory-100 h-12 w-10 rounded object-cover" />
);

export default function StaffContentProof({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, proof, founders, photos, saved } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const valuesFor = (id: SectionId): FormValues => (outcome?.section === id ? outcome.values : {});
  const errorsFor = (id: SectionId): FieldErrors => (outcome?.section === id ? outcome.errors : {});
  const common = { csrf, revision: header.revision, outcome };
  const portrait = (p: Portrait) => `/photos/${p.photo}-${Math.min(...p.widths)}.webp`;
  const { services } = useContent().en.services;
  return (
    <div className="grid gap-8">
      <ContentHeader title="Proof" current={PATH} draft={header} />
      <p className="text-slate-text max-w-3xl">
        What a planner checks before booking. Each part shows on the site only once it has an entry, and the launch
        check lists every part still empty. Words are asked in English and Spanish; names and venues stay as they are.
        Saved into the draft: publish from the overview.
      </p>
      {outcome ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          Not saved: see {sections[outcome.section]} below.
        </p>
      ) : null}

      <Panel
        id="founders"
        intro={`Portraits of ${founders.founder} and ${founders.coo}, shown on their cards on the About page in place of their initials.`}
        entries={(["founder", "coo"] as const).flatMap((which) => {
          const chosen = proof.founders[which];
          return chosen
            ? [
                {
                  key: founders[which],
                  label: (
                    <>
                      {thumb(portrait(chosen))} {founders[which]}
                    </>
                  ),
                  remove: { which },
                },
              ]
            : [];
        })}
        saved={saved === "founders"}
        addLabel="Save the portrait"
        multipart
        {...common}
      >
        <SelectField
          form="founders"
          name="which"
          label="Whose portrait"
          options={[
            { value: "founder", label: founders.founder },
            { value: "coo", label: founders.coo },
          ]}
          values={valuesFor("founders")}
          errors={{}}
        />
        <PortraitPicker form="founders" photos={photos} />
      </Panel>

      <Panel
        id="team"
        intro="The attendants and coordinators a client meets, in the order the About page shows them."
        entries={proof.team.map((m, i) => ({
          key: m.name,
          label: (
            <>
              {thumb(portrait(m.portrait))}
              <span>
                <span className="text-ink-950 font-medium">{m.name}</span> · {m.role.en} / {m.role.es || "no Spanish"}
              </span>
            </>
          ),
          remove: { index: String(i) },
        }))}
        saved={saved === "team"}
        addLabel="Add to the team"
        multipart
        {...common}
      >
        <TextField form="team" name="name" label="Name" values={valuesFor("team")} errors={errorsFor("team")} />
        <BilingualField
          form="team"
          name="role"
          label="Role (e.g. Event coordinator)"
          values={valuesFor("team")}
          errors={errorsFor("team")}
        />
        <PortraitPicker form="team" photos={photos} />
      </Panel>

      <Panel
        id="certificate"
        intro="The certificate venues ask for. Its link sits beside the liability coverage on the home, About and Services pages, and is hidden after its expiry date."
        entries={
          proof.certificate
            ? [
                {
                  key: "certificate",
                  label: (
                    <a href={`/proof/${proof.certificate.file}`} className="text-gold-700 underline underline-offset-2">
                      {proof.certificate.insurer}, valid through {proof.certificate.expires} (PDF)
                    </a>
                  ),
                  remove: {},
                },
              ]
            : []
        }
        saved={saved === "certificate"}
        addLabel="Save the certificate"
        multipart
        {...common}
      >
        <FileInput
          form="certificate"
          name="file"
          label={proof.certificate ? "A new PDF (leave empty to keep the current one)" : "The certificate (PDF)"}
          accept="application/pdf"
          hint="A PDF of at most 5 MB."
          error={errorsFor("certificate").file}
        />
        <TextField
          form="certificate"
          name="insurer"
          label="Insurer"
          values={
            outcome?.section === "certificate"
              ? valuesFor("certificate")
              : { insurer: proof.certificate?.insurer ?? "" }
          }
          errors={errorsFor("certificate")}
        />
        <TextField
          form="certificate"
          name="expires"
          type="date"
          label="Valid through"
          values={
            outcome?.section === "certificate"
              ? valuesFor("certificate")
              : { expires: proof.certificate?.expires ?? "" }
          }
          errors={errorsFor("certificate")}
        />
      </Panel>

      <Panel
        id="partners"
        intro="Venues and hotels the company works at, shown by their logos on the home and About pages."
        entries={proof.partners.map((p, i) => ({
          key: p.name,
          label: (
            <>
              <img
                src={`/proof/${p.logo.file}`}
                alt=""
                width={p.logo.width}
                height={p.logo.height}
                className="h-8 w-auto max-w-28 object-contain"
              />
              <span>
                <span className="text-ink-950 font-medium">{p.name}</span> · {p.kind}
              </span>
            </>
          ),
          remove: { index: String(i) },
        }))}
        saved={saved === "partners"}
        addLabel="Add the venue"
        multipart
        {...common}
      >
        <TextField
          form="partners"
          name="name"
          label="Venue's name"
          values={valuesFor("partners")}
          errors={errorsFor("partners")}
        />
        <SelectField
          form="partners"
          name="kind"
          label="Kind"
          options={[
            { value: "venue", label: "Venue" },
            { value: "hotel", label: "Hotel" },
          ]}
          values={valuesFor("partners")}
          errors={errorsFor("partners")}
        />
        <FileInput
          form="partners"
          name="logo.file"
          label="Logo"
          accept="image/png,image/webp,image/avif"
          hint="PNG, WebP or AVIF (a transparent background looks best), at least 120 pixels wide, at most 2 MB."
          error={errorsFor("partners")["logo.file"]}
        />
      </Panel>

      <Panel
        id="events"
        intro="Events the company parked, named with the client's permission: the About page lists them, newest first."
        entries={proof.events.map((e, i) => ({
          key: `${e.name.en} ${e.month}`,
          label: (
            <span>
              <span className="text-ink-950 font-medium">{e.name.en}</span> · {e.month} · {e.venue}
              {e.guests ? ` · ${e.guests} guests` : ""}
            </span>
          ),
          remove: { index: String(i) },
        }))}
        saved={saved === "events"}
        addLabel="Add the event"
        {...common}
      >
        <BilingualField
          form="events"
          name="name"
          label="Event (e.g. The Whitfield wedding)"
          hintEs="The same words for a proper name."
          values={valuesFor("events")}
          errors={errorsFor("events")}
        />
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            form="events"
            name="venue"
            label="Venue"
            values={valuesFor("events")}
            errors={errorsFor("events")}
          />
          <TextField
            form="events"
            name="month"
            label="Month (YYYY-MM)"
            values={valuesFor("events")}
            errors={errorsFor("events")}
          />
          <TextField
            form="events"
            name="guests"
            label="Guests (optional)"
            values={valuesFor("events")}
            errors={errorsFor("events")}
          />
        </div>
        <SelectField
          form="events"
          name="service"
          label="Service"
          options={eventServices.map((value) => ({
            value,
            label: services.find((s) => s.slug === value)?.name ?? value,
          }))}
          values={valuesFor("events")}
          errors={errorsFor("events")}
        />
      </Panel>

      <Panel
        id="press"
        intro="Articles about the company: the About page links to each."
        entries={proof.press.map((p, i) => ({
          key: p.url,
          label: (
            <span>
              <span className="text-ink-950 font-medium">{p.outlet}</span> · {p.headline.en} · {p.month}
            </span>
          ),
          remove: { index: String(i) },
        }))}
        saved={saved === "press"}
        addLabel="Add the article"
        {...common}
      >
        <TextField
          form="press"
          name="outlet"
          label="Publication"
          values={valuesFor("press")}
          errors={errorsFor("press")}
        />
        <BilingualField
          form="press"
          name="headline"
          label="Headline"
          hintEs="Translated, or the same words."
          values={valuesFor("press")}
          errors={errorsFor("press")}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            form="press"
            name="url"
            type="url"
            label="Address of the article (https://…)"
            values={valuesFor("press")}
            errors={errorsFor("press")}
          />
          <TextField
            form="press"
            name="month"
            label="Month (YYYY-MM)"
            values={valuesFor("press")}
            errors={errorsFor("press")}
          />
        </div>
      </Panel>

      <Panel
        id="reviews"
        intro="The company's profiles on Google, Yelp and the like, linked with their rating and count from the home and About pages."
        entries={proof.reviews.map((r, i) => ({
          key: r.url,
          label: (
            <span>
              <span className="text-ink-950 font-medium">{r.network}</span> · {r.rating} from {r.count} reviews
            </span>
          ),
          remove: { index: String(i) },
        }))}
        saved={saved === "reviews"}
        addLabel="Add the profile"
        {...common}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            form="reviews"
            name="network"
            label="Platform (e.g. Google)"
            values={valuesFor("reviews")}
            errors={errorsFor("reviews")}
          />
          <TextField
            form="reviews"
            name="url"
            type="url"
            label="Address of the profile (https://…)"
            values={valuesFor("reviews")}
            errors={errorsFor("reviews")}
          />
          <TextField
            form="reviews"
            name="rating"
            label="Rating (e.g. 4.9)"
            values={valuesFor("reviews")}
            errors={errorsFor("reviews")}
          />
          <TextField
            form="reviews"
            name="count"
            label="Number of reviews"
            values={valuesFor("reviews")}
            errors={errorsFor("reviews")}
          />
        </div>
      </Panel>
    </div>
  );
}
