import { data, redirect } from "react-router";
import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { PhotoThumbnail } from "~/components/staff/content/PhotoPicker";
import { IntentForm, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import type { ContentDocument } from "~/content/editable";
import { PHOTO_MAX_BYTES } from "~/content/editable";
import { RESUME_HARD_MAX_BYTES } from "~/forms/application";
import { deletePhoto, listPhotos, storePhoto, thumbnailOf } from "~/lib/content/photos.server";
import { draftDocument, publishedDocument } from "~/lib/content/store.server";
import { recordEvent } from "~/lib/staff/audit.server";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { losAngelesTime } from "~/lib/staff/inbox";
import { staffMeta } from "~/lib/staff/meta";
import { readUpload } from "~/lib/staff/upload.server";
import type { Route } from "./+types/staff.content.photos";

/*
 * The content editor's photographs (docs/content.md): upload one (checked by its bytes, encoded into the widths and
 * formats the pages use, kept in the database so every server has it), copy its id into a post's cover, delete one
 * nothing uses. Plain forms: each POST redirects back.
 */

/**
 * The most a photo may weigh here: the form reader takes one file of at most 8 MB (request-body.server.ts, the
 * résumé's limit), below the 15 MB storePhoto would take.
 */
const PHOTO_UPLOAD_MAX_BYTES = Math.min(PHOTO_MAX_BYTES, RESUME_HARD_MAX_BYTES);
const UPLOAD_MB = Math.floor(PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024);
/** The whole post: the photo and the form's few text fields. The server lets a post this large through (~/lib/http/request-rules.server.ts). */
const PHOTO_FORM_MAX_BYTES = PHOTO_UPLOAD_MAX_BYTES + 128 * 1024;

export const handle = { maxBodyBytes: PHOTO_FORM_MAX_BYTES };

export const meta: Route.MetaFunction = () => staffMeta("Photographs · Site content");

const PHOTO_ID = /^[0-9a-f]{16}$/;

/** The posts and page places that show a photo (a cover, a post's text, a page photograph), in the draft and live. */
function usesOf(draft: ContentDocument | null, live: ContentDocument): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const add = (document: ContentDocument, where: string) => {
    for (const { slot, photo } of document.slots ?? []) {
      const list = uses.get(photo) ?? [];
      const name = `the page photograph of ${slot} (${where})`;
      if (!list.includes(name)) list.push(name);
      uses.set(photo, list);
    }
    for (const post of document.posts) {
      const text = `${post.cover} ${post.body.en} ${post.body.es}`;
      for (const id of new Set(text.match(/\b[0-9a-f]{16}\b/g) ?? [])) {
        const list = uses.get(id) ?? [];
        const name = `“${post.title.en}” (${where})`;
        if (!list.includes(name)) list.push(name);
        uses.set(id, list);
      }
    }
  };
  add(live, "published");
  if (draft) add(draft, "draft");
  return uses;
}

async function photoUses(db: Parameters<typeof draftDocument>[0]) {
  const draft = await draftDocument(db);
  const live = await publishedDocument(db);
  return { draft, uses: usesOf(draft.changed ? draft.document : null, live.document) };
}

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const params = new URL(args.request.url).searchParams;
  const { draft, uses } = await photoUses(db);
  const photos = (await listPhotos(db)).map((photo) => ({
    id: photo.id,
    created_at: photo.created_at,
    thumbnail: thumbnailOf(photo),
    widths: [...new Set(photo.variants.map((v) => v.width))],
    usedBy: uses.get(photo.id) ?? [],
  }));
  const id = (name: string) => {
    const value = params.get(name) ?? "";
    return PHOTO_ID.test(value) ? value : null;
  };
  return {
    csrf: staff.csrf,
    draft: draftHeader(draft),
    photos,
    uploaded: id("uploaded"),
    already: params.get("already") === "1",
    deleted: id("deleted"),
  };
}

const refuse = (error: string, status = 400) => data({ error }, { status });

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  const read = await readUpload(
    args.request,
    PHOTO_FORM_MAX_BYTES,
    `The photo is larger than ${UPLOAD_MB} MB. Export it smaller (2400 pixels wide is plenty) and upload it again.`,
  );
  if (!read.ok) return refuse(read.problem, read.status);
  const { form } = read;
  requireCsrf(staff, form);
  const { db } = staff.svc.storage;
  const audit = (action: string, detail: string) => recordEvent(db, staff.member, { leadId: null, action, detail });
  const intent = form.get("intent");

  if (intent === "upload") {
    const file = form.get("photo");
    if (!(file instanceof File) || file.size === 0) return refuse("Choose a photograph to upload.");
    const stored = await storePhoto(db, new Uint8Array(await file.arrayBuffer()));
    if (!stored.ok) return refuse(stored.error);
    if (stored.stored) {
      const size = `${Math.round((file.size / 1024 / 1024) * 10) / 10} MB`;
      await audit("uploaded a photograph", `${stored.id} (${stored.width} × ${stored.height} pixels, ${size})`);
    }
    return redirect(`/staff/content/photos?uploaded=${stored.id}${stored.stored ? "" : "&already=1"}`, 303);
  }

  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    if (!PHOTO_ID.test(id)) throw data("No such photo", { status: 404 });
    const usedBy = (await photoUses(db)).uses.get(id);
    if (usedBy?.length) {
      return refuse(`Photo ${id} is used by ${usedBy.join(", ")}. Choose another photo there first, then delete it.`);
    }
    if ((await deletePhoto(db, id)) === 0) throw data("No such photo", { status: 404 });
    await audit("deleted a photograph", id);
    return redirect(`/staff/content/photos?deleted=${id}`, 303);
  }

  throw data("Unknown action", { status: 400 });
}

export default function StaffContentPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, draft, photos, uploaded, already, deleted } = loaderData;
  return (
    <>
      <ContentHeader title="Photographs" current="/staff/content/photos" draft={draft} />
      <p className="text-slate-text mt-4 max-w-2xl">
        Upload a photograph here, then copy its id into a blog post's cover. Each photo is made into the sizes and
        formats the pages use and kept on every server. The same photo uploaded twice is kept once.
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {actionData.error}
        </p>
      ) : uploaded ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {already ? "This photograph was already here" : "Photograph uploaded"}: its id is{" "}
          <code className="font-mono">{uploaded}</code>.
        </p>
      ) : deleted ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          Photograph <code className="font-mono">{deleted}</code> deleted.
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <StaffPanel id="upload" title="Upload a photograph" className="self-start">
          <IntentForm csrf={csrf} intent="upload" encType="multipart/form-data" className="mt-4 grid gap-4">
            <div className="grid gap-1 text-sm">
              <label htmlFor="photo">Photograph</label>
              <input
                id="photo"
                type="file"
                name="photo"
                required
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby="photo-hint"
                className="file:border-ink-900-20 file:text-ink-950 text-ink-950 file:mr-3 file:min-h-11 file:rounded-full file:border file:bg-white file:px-4"
              />
              <p id="photo-hint" className="text-slate-text">
                JPEG, PNG, WebP or AVIF; at most {UPLOAD_MB} MB; at least 400 pixels wide. A photo 2400 pixels wide is
                plenty.
              </p>
            </div>
            <button type="submit" className={staffClasses.button}>
              Upload
            </button>
          </IntentForm>
        </StaffPanel>
        <StaffPanel id="photos" title={`Uploaded photographs (${photos.length})`}>
          {photos.length === 0 ? (
            <p className="text-slate-text mt-4 text-sm">No photograph has been uploaded yet.</p>
          ) : (
            <ul className="divide-ink-900-10 mt-4 divide-y">
              {photos.map((photo) => (
                <li key={photo.id} className="grid gap-4 py-4 sm:grid-cols-[10rem_1fr]">
                  {photo.thumbnail ? <PhotoThumbnail file={photo.thumbnail} small /> : null}
                  <div className="grid gap-2 text-sm">
                    <label className="grid gap-1">
                      Id to use as a post's cover
                      <input
                        readOnly
                        value={photo.id}
                        className={`${staffClasses.input} w-full max-w-56 font-mono`}
                        spellCheck={false}
                      />
                    </label>
                    <p className="text-slate-text">
                      Uploaded {losAngelesTime(photo.created_at)} · {photo.widths.join(", ")} pixels wide
                    </p>
                    {photo.usedBy.length ? (
                      <p className="text-ink-950">Used by {photo.usedBy.join(", ")}.</p>
                    ) : (
                      <IntentForm csrf={csrf} intent="delete">
                        <input type="hidden" name="id" value={photo.id} />
                        <button type="submit" className={staffClasses.secondary}>
                          Delete photo {photo.id}
                        </button>
                      </IntentForm>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </StaffPanel>
      </div>
    </>
  );
}
