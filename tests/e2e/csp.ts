import { afterAll, expect } from "vitest";
import { cspViolations } from "./browser";

// Every browser test file ends by checking that no page it opened broke the Content-Security-Policy.
afterAll(() => {
  expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
});
