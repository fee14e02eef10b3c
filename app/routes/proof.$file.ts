import { fileResponse, noSuchFile } from "~/lib/content/file-bytes.server";
import { proofFile } from "~/lib/content/proof-files.server";
import { requestOf } from "~/lib/request-context.server";
import type { Route } from "./+types/proof.$file";

/**
 * A file of the owner's proof (the certificate of insurance, a venue's logo), from the database every server
 * shares. Its name holds its content's hash, so browsers keep it for a year. The certificate is a download with a
 * name a planner recognises in their folder. (The server sends `X-Content-Type-Options: nosniff` with every answer,
 * so neither is read as anything but what it was checked to be.)
 */
export async function loader(args: Route.LoaderArgs) {
  const found = await proofFile(requestOf(args).services.storage.db, args.params.file);
  if (!found) return noSuchFile("No such file.");
  const pdf = found.type === "application/pdf";
  return fileResponse(found, {
    "Content-Disposition": pdf ? 'attachment; filename="certificate-of-insurance.pdf"' : "inline",
    // A PDF opened from the site runs no script of ours or its own.
    ...(pdf ? { "Content-Security-Policy": "sandbox" } : {}),
  });
}
