/**
 * The cookie that tells the public pages' script a content editor is signed in, so it offers "Edit this page"
 * (set and cleared with the staff session, `auth.server.ts`). A hint only: it holds no secret, and the preview it
 * leads to asks for the session.
 */
export const EDITOR_HINT = "staff-editor";

/** The preview of a public page, where each sentence leads to its field. */
export const previewOf = (path: string) => `/staff/content/preview?path=${encodeURIComponent(path)}`;
