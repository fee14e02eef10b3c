import { LegalPage, legalMeta } from "~/components/sections/LegalPage";

export const meta = legalMeta("privacy");

export default function Privacy() {
  return <LegalPage slug="privacy" />;
}
