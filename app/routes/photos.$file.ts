import { photoFile, photoFileName } from "~/lib/content/photos.server";
import { requestOf } from "~/lib/request-context.server";
import type { Route } from "./+types/photos.$file";

const notFound = () =>
  new Response("No such photo.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * A photograph uploaded in the content editor, from the database every server shares. A file's name holds its
 * photo's content hash and never changes meaning, so browsers and proxies keep it for a year.
 */
export async function loader(args: Route.LoaderArgs) {
  const file = args.params.file;
  if (!photoFileName.test(file)) return notFound();
  const found = await photoFile(requestOf(args).services.storage.db, file);
  if (!found) return notFound();
  return new Response(found.bytes, {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(found.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
