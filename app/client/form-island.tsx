// The one script a form page adds to the site script (ADR 028): React, the form and its schema, hydrating the
// form alone. The page around it stays the server's HTML, as on content pages. Bundled on its own
// (vite.config.ts, clientScripts) in the build, and run by the site script when the visitor reaches for the form
// (ADR 032); in development Vite serves it as a module, after React Router's Fast Refresh runtime (vite.config.ts).
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandIds, LeadFormArea, type LeadFormState } from "~/components/forms/LeadForm";
import { formRegistry } from "~/forms/registry";

const root = document.getElementById(islandIds.root);
const stateText = document.getElementById(islandIds.state)?.textContent;
if (root && stateText) {
  const state = JSON.parse(stateText) as LeadFormState;
  // As a transition, React hydrates in slices that yield to the browser between them, instead of one long task;
  // the form works without it meanwhile, as it does without JavaScript.
  startTransition(() => {
    hydrateRoot(root, <LeadFormArea definition={formRegistry[state.form]} state={state} />);
  });
}
