import { postgresSkipReason, postgresUrl } from "./databases";

/** Says once, in the normal output, when the storage suites run on SQLite only. */
export function setup() {
  if (!postgresUrl) console.log(`\n  ${postgresSkipReason}: the storage suites ran on SQLite only.\n`);
}
