import { LegalPage, legalMeta } from "~/components/sections/LegalPage";

export const meta = legalMeta("terms");

export default function Terms() {
  return <LegalPage slug="terms" />;
}
