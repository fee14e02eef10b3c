import type { LibraryPhoto } from "~/lib/content/photo-library";
import { losAngelesTime } from "~/lib/staff/inbox";

/*
 * Choosing an uploaded photograph by its picture (docs/content.md): a group of radio buttons drawn as a grid of
 * thumbnails, each labelled with what the photo shows and when it was uploaded. Plain radios, so the arrow keys
 * move the choice and a screen reader reads each photo's label; no script.
 */

export function PhotoPicker({
  id,
  name,
  legend,
  hint,
  error,
  photos,
  value,
  none,
  tooNarrow,
}: {
  /** The group's id: the first radio's is `id`, for the list of problems to link to. */
  id: string;
  name: string;
  legend: string;
  hint?: React.ReactNode;
  error?: string;
  photos: readonly LibraryPhoto[];
  value: string;
  /** The label of a first choice of no photograph, when one is allowed. */
  none?: string;
  /** Why a photo cannot be chosen here (narrower than the place needs), or null when it can. */
  tooNarrow?: (photo: LibraryPhoto) => string | null;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const missing = value !== "" && !photos.some((p) => p.id === value);
  const card =
    "has-checked:border-ink-950 has-checked:ring-ink-950 has-focus-visible:ring-gold-400 border-ink-900-15 grid h-full cursor-pointer content-start gap-2 rounded-xl border bg-white p-2 text-xs has-checked:ring-2 has-focus-visible:ring-2";
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy || undefined}>
      <legend className="text-ink-950 mb-1 font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-text text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {missing ? (
        <p className="text-sm text-amber-950">
          The photograph chosen before ({value}) is no longer uploaded: choose another.
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {none !== undefined ? (
          <li>
            <label className={card}>
              <span className="bg-ivory-100 text-slate-text grid aspect-[3/2] w-full place-items-center rounded-lg px-2 text-center">
                No photograph
              </span>
              <span className="flex items-start gap-2">
                <input
                  type="radio"
                  name={name}
                  value=""
                  id={id}
                  defaultChecked={value === "" || missing}
                  className="accent-ink-950 mt-0.5 size-5 shrink-0"
                />
                <span className="text-ink-950">{none}</span>
              </span>
            </label>
          </li>
        ) : null}
        {photos.map((photo, i) => {
          const narrow = tooNarrow?.(photo) ?? null;
          return (
            <li key={photo.id}>
              <label className={`${card} ${narrow ? "cursor-not-allowed opacity-60" : ""}`}>
                <PhotoThumbnail file={photo.thumbnail} />
                <span className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={name}
                    value={photo.id}
                    id={none === undefined && i === 0 ? id : undefined}
                    defaultChecked={value === photo.id}
                    disabled={narrow !== null && value !== photo.id}
                    className="accent-ink-950 mt-0.5 size-5 shrink-0"
                  />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="text-ink-950 line-clamp-3 break-words">
                      {photo.description || "Not described yet"}
                    </span>
                    <span className="text-slate-text">Uploaded {losAngelesTime(photo.uploaded)}</span>
                    {narrow ? <span className="text-amber-950">{narrow}</span> : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** An uploaded photograph's thumbnail, beside the words that describe it (so no alt of its own); `small` in a row. */
export function PhotoThumbnail({ file, small = false }: { file: string; small?: boolean }) {
  return (
    <img
      src={`/photos/${file}`}
      alt=""
      width={small ? 160 : 480}
      height={small ? 107 : 320}
      loading="lazy"
      className={`bg-ivory-100 aspect-[3/2] ${small ? "w-40" : "w-full"} rounded-lg object-cover`}
    />
  );
}
