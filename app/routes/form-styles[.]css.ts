import { formStylesheet, formStylesheetUrl } from "~/lib/http/inline-stylesheet.server";
import type { Route } from "./+types/form-styles[.]css";

/**
 * The whole forms stylesheet, which a form page's island links when it runs (ADR 044): kept a year under the
 * version its address names, revalidated under any other.
 */
export function loader({ request }: Route.LoaderArgs) {
  const current = new URL(request.url).search === new URL(formStylesheetUrl(), request.url).search;
  return new Response(formStylesheet(), {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
