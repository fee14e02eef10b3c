import { afterAll, expect } from "vitest";
import { cspViolations } from "./browser";

// Every browser test file ends by checking that no page it opened broke the Content-Security-Policy.
// The file's browser contexts are closed by then (after-all hooks run last registered first; this one is first).
afterAll(() => {
  const violations = cspViolations.splice(0);
  expect(violations, "Content-Security-Policy violations").toEqual([]);
});
