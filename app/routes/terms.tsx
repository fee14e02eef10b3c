import { LegalPage, legalMeta, legalSeo } from "~/components/sections/LegalPage";
import { contentOf } from "~/lib/request-context.server";
import type { Route } from "./+types/terms";

export const loader = (args: Route.LoaderArgs) =>
  legalSeo(contentOf(args), "terms", new URL(args.request.url).pathname);

export const meta = legalMeta;

export default function Terms() {
  return <LegalPage slug="terms" />;
}
