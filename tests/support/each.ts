import { expect } from "vitest";

/**
 * Checks a function of one text over a table of inputs and what each should give, as one comparison: a failure
 * shows every row with what it gave.
 */
export function expectEach<O>(f: (input: string) => O, table: Record<string, O>) {
  expect(Object.fromEntries(Object.keys(table).map((input) => [input, f(input)]))).toEqual(table);
}
