import { LegalPage, legalMeta, legalSeo } from "~/components/sections/LegalPage";
import { contentOf } from "~/lib/request-context.server";
import type { Route } from "./+types/privacy";

export const loader = (args: Route.LoaderArgs) =>
  legalSeo(contentOf(args), "privacy", new URL(args.request.url).pathname);

export const meta = legalMeta;

export default function Privacy() {
  return <LegalPage slug="privacy" />;
}
