import { fileResponse, noSuchFile } from "~/lib/content/file-bytes.server";
import { photoFile } from "~/lib/content/photos.server";
import { requestOf } from "~/lib/request-context.server";
import type { Route } from "./+types/photos.$file";

/**
 * A photograph uploaded in the content editor, from the database every server shares. A file's name holds its
 * photo's content hash and never changes meaning, so browsers and proxies keep it for a year.
 */
export async function loader(args: Route.LoaderArgs) {
  const found = await photoFile(requestOf(args).services.storage.db, args.params.file);
  return found ? fileResponse(found) : noSuchFile("No such photo.");
}
