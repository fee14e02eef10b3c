import { url as islandUrl } from "virtual:form-island";
import { useActionData, useLoaderData } from "react-router";
import type { LeadActionData, LeadFormDefinition } from "~/forms/registry";
import type { EstimateStart } from "~/lib/estimate-view";
import { useLang } from "~/lib/lang";
import { islandIds, LeadFormArea, type LeadFormState } from "./LeadForm";

/** State as a data block: `<` escaped, so no typed value can end the script element. */
const dataBlock = (state: LeadFormState) => JSON.stringify(state).replace(/</g, "\\u003c");

/**
 * A form page's form: the one part of the page React takes over in the browser (ADR 028). The page renders it
 * with its loader's and action's data; the island hydrates it from the same state, written beside it. The site
 * script runs the island's script (`data-island`) when the visitor first reaches for the form, at once on the
 * answer to a sending, whose focus moves to the thank-you or the first error (ADR 032, 033).
 */
export function FormIsland({ definition }: { definition: LeadFormDefinition }) {
  const { token, sourcePage, estimate, islandStyles } = useLoaderData() as {
    token: string;
    sourcePage: string;
    estimate?: EstimateStart;
    islandStyles?: string;
  };
  const result = useActionData() as LeadActionData | undefined;
  const state: LeadFormState = {
    form: definition.form,
    lang: useLang(),
    token,
    sourcePage,
    ...(estimate ? { estimate } : {}),
    ...(result ? { result } : {}),
  };
  return (
    <>
      <div
        id={islandIds.root}
        data-island={islandUrl}
        data-island-styles={islandStyles}
        data-island-now={result ? "" : undefined}
      >
        <LeadFormArea definition={definition} state={state} />
      </div>
      <script
        type="application/json"
        id={islandIds.state}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped
        dangerouslySetInnerHTML={{ __html: dataBlock(state) }}
      />
    </>
  );
}
