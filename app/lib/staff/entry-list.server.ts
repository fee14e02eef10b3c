import { data } from "react-router";
import type { FormValues } from "~/components/staff/StaffField";

/** The entry form a list page opens, if any: a new entry's, or an existing one's, and whether it was just saved. */
type OpenedEntry = { mode: "new" | "edit"; values: FormValues; saved: boolean } | null;

/**
 * The form a list page of entries (posts, testimonials) opens by its address, `?param=new` or `?param=KEY` (without
 * it, the list alone): a new entry's blank values, or those of the entry `find` finds by its key (none: 404).
 */
export function openedEntry<Entry>(
  url: URL,
  param: string,
  entry: {
    blank: () => FormValues;
    find: (key: string) => Entry | undefined;
    valuesOf: (found: Entry) => FormValues;
    what: string;
  },
): OpenedEntry {
  const key = url.searchParams.get(param);
  if (key === null) return null;
  if (key === "new") return { mode: "new", values: entry.blank(), saved: false };
  const found = entry.find(key);
  if (!found) throw data(`No such ${entry.what}`, { status: 404 });
  return { mode: "edit", values: entry.valuesOf(found), saved: url.searchParams.get("saved") === "1" };
}

/** Whether the draft holds a change of an entry (`edit`) not published yet (`live`: the published entry, if any). */
export const unpublishedChange = (draft: { changed: boolean }, edit: unknown, live: unknown) =>
  draft.changed && edit !== undefined && JSON.stringify(edit) !== JSON.stringify(live ?? null);
