import { estimateFor, estimateInputOf, isEstimatedForm } from "~/lib/estimate.server";
import { isLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import type { Route } from "./+types/estimate";

/*
 * The estimate for the values typed on /book or /quote (docs/pricing.md): the form's island asks as the visitor
 * types, a moment after they stop, and shows the answer. GET /estimate?form=booking&lang=en&guestCount=150&… answers
 * JSON: `{ view, message }`, 200 with the estimate (or the staffing while the date is still to come), 400 with the
 * form's message for a bad value or an unknown form or language. Never cached: the rules change with a publication.
 */

const MAX_VALUE = 300;

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });

export function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const form = params.get("form");
  const lang = params.get("lang") ?? "en";
  if (!isEstimatedForm(form) || !isLang(lang)) {
    return json({ view: null, message: "Unknown form or language." }, 400);
  }
  const value = (name: string) => (params.get(name) ?? "").slice(0, MAX_VALUE);
  const { reply } = estimateFor(contentOf(args), estimateInputOf(form, value), lang, new Date());
  return json(reply, reply.message ? 400 : 200);
}
