import { url } from "virtual:staff-editor";

/**
 * The staff editor's script (app/client/staff-editor.tsx), linked by the screens it serves: a file of the site's
 * own, which the Content-Security-Policy allows ('self'), run once the page is parsed. The screen works without it.
 */
export function EditorScript() {
  return <script type="module" src={url} />;
}
