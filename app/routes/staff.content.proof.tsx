import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { isSection, type Outcome, ProofPanels, type SectionId, sections } from "~/components/staff/content/ProofPanels";
import { type FieldErrors, formValues, textOf } from "~/components/staff/StaffField";
import { PHOTO_MAX_BYTES } from "~/content/editable";
import {
  certificateSchema,
  emptyProof,
  namedEventSchema,
  type Portrait,
  type ProofEdit,
  partnerSchema,
  pressMentionSchema,
  reviewProfileSchema,
  teamMemberSchema,
} from "~/content/proof-edit";
import { RESUME_HARD_MAX_BYTES } from "~/forms/application";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { listPhotos, storePhoto, thumbnailOf, uploadWidths } from "~/lib/content/photos.server";
import { storeCertificate, storeLogo } from "~/lib/content/proof-files.server";
import { draftContent, draftDocument, refusedStatus } from "~/lib/content/store.server";
import { variantWidths } from "~/lib/photo-encoding";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import { readUpload } from "~/lib/staff/upload.server";
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

export const meta: Route.MetaFunction = () => staffMeta("Proof · Site content");

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
    header: draftHeader(draft),
    proof: draft.document.proof ?? emptyProof(),
    founders: { founder: about.founder.name, coo: about.coo.name },
    photos: await libraryPhotos(db),
    saved: isSection(saved) ? saved : null,
  };
}

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
  const mb = Math.floor(UPLOAD_MAX_BYTES / 1024 / 1024);
  const read = await readUpload(
    args.request,
    FORM_MAX_BYTES,
    `The file is larger than ${mb} MB. Export it smaller and upload it again.`,
  );
  if (!read.ok) return refuse({ section: "founders", values: {}, errors: {}, problems: [read.problem] }, read.status);
  const { form } = read;
  requireCsrf(staff, form);
  const { db } = staff.svc.storage;
  const intent = textOf(form, "intent");
  const [verb, name] = intent.split(":") as [string, string | undefined];
  if (!isSection(name) || !["add", "remove", "set"].includes(verb)) throw data("Unknown action", { status: 400 });
  const section: SectionId = name;
  const values = formValues(form);
  const fail = (errors: FieldErrors, problems: string[] = []) => refuse({ section, values, errors, problems });

  /** Saves `change` of the proof into the draft and returns to the panel. */
  const save = async (change: (proof: ProofEdit) => ProofEdit, what: string) => {
    const saved = await saveFromForm(
      staff,
      form,
      (doc) => ({ ...doc, proof: change(doc.proof ?? emptyProof()) }),
      what,
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
    const parsed = parseStaffForm(form, teamMemberSchema, {
      prepare: (payload) => ({ ...payload, portrait: chosen.ok ? chosen.portrait : undefined }),
    });
    const { portrait: _, ...errors } = parsed.ok ? {} : parsed.errors;
    if (!parsed.ok || !chosen.ok) return fail(errors, chosen.ok ? [] : [chosen.error]);
    const member = parsed.value;
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
    const pdf = stored;
    const parsed = parseStaffForm(form, certificateSchema, { prepare: (payload) => ({ ...payload, file: pdf }) });
    if (!parsed.ok) return fail(parsed.errors);
    const certificate = parsed.value;
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
    const parsed = parseStaffForm(form, partnerSchema, { prepare: (payload) => ({ ...payload, logo }) });
    // The logo's own message (errors["logo.file"]) says more than the schema's about a missing one.
    const { logo: _, ...all } = { ...(parsed.ok ? {} : parsed.errors), ...errors };
    if (!parsed.ok || Object.keys(errors).length) return fail(all);
    const partner = parsed.value;
    return save((p) => ({ ...p, partners: [...p.partners, partner] }), `added the venue ${partner.name}`);
  }

  if (section === "events") {
    const parsed = parseStaffForm(form, namedEventSchema, {
      prepare: (payload) => ({ ...payload, guests: numberOf(textOf(form, "guests")) }),
    });
    if (!parsed.ok) return fail(parsed.errors);
    const event = parsed.value;
    return save((p) => ({ ...p, events: [...p.events, event] }), `added the event "${event.name.en}"`);
  }

  if (section === "press") {
    const parsed = parseStaffForm(form, pressMentionSchema);
    if (!parsed.ok) return fail(parsed.errors);
    const mention = parsed.value;
    return save((p) => ({ ...p, press: [...p.press, mention] }), `added the ${mention.outlet} article`);
  }

  const parsed = parseStaffForm(form, reviewProfileSchema, {
    prepare: (payload) => ({
      ...payload,
      rating: numberOf(textOf(form, "rating")),
      count: numberOf(textOf(form, "count")),
    }),
  });
  if (!parsed.ok) return fail(parsed.errors);
  const profile = parsed.value;
  return save((p) => ({ ...p, reviews: [...p.reviews, profile] }), `added the ${profile.network} review profile`);
}

export default function StaffContentProof({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header, proof, founders, photos, saved } = loaderData;
  const outcome = actionData as Outcome | undefined;
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
      <ProofPanels
        proof={proof}
        founders={founders}
        photos={photos}
        outcome={outcome}
        saved={saved}
        csrf={csrf}
        revision={header.revision}
      />
    </div>
  );
}
