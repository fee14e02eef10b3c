import { previewWithFields } from "~/lib/content/preview.server";
import { draftDocument } from "~/lib/content/store.server";
import { staffOf } from "~/lib/staff/auth.server";
import type { Route } from "./+types/staff.content.preview.page";

/**
 * A public page as the draft makes it: the real page's HTML, each text a link to its field in the editor, shown in
 * the preview's frames, never cached.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const path = new URL(args.request.url).searchParams.get("path") ?? "/";
  if (!/^\/[\w\-/.]*$/.test(path) || /^\/staff(\/|$)/i.test(path)) {
    throw new Response("Preview a public page of the site, e.g. /blog.", { status: 400 });
  }
  const page = await previewWithFields(staff.svc, await draftDocument(staff.svc.storage.db), path);
  if (!page) throw new Response("This server makes no previews.", { status: 501 });
  return new Response(page.html, {
    status: page.status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // Shown in the staff preview's sandboxed frames (frame-ancestors 'self', ~/lib/http/security-headers.server.ts):
      // nothing in it runs; a click on a text's link leads the whole window to its field.
    },
  });
}
