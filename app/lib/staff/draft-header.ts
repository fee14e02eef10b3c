import type { Draft } from "~/lib/content/store.server";

/** What a content editor page is sent of the draft for its header and its revision field: not the document. */
export const draftHeader = ({ changed, by, at, revision }: Draft) => ({ changed, by, at, revision });
