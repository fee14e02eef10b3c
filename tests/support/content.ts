import { emptyDocument } from "~/content/editable";
import { build, type ContentSnapshot } from "~/content/live";
import { todayInLosAngeles } from "~/forms/fields";

/** The repository's content with no edition, for today: what a server with nothing published shows. */
export const seedContent = (): ContentSnapshot => build(emptyDocument(), todayInLosAngeles());

/** Publishes editions as the server does; `current` is the snapshot the pages are then rendered from. */
export function publishing() {
  let current = seedContent();
  return {
    get current(): ContentSnapshot {
      return current;
    },
    apply: (...args: Parameters<typeof build>): ContentSnapshot => {
      current = build(...args);
      return current;
    },
  };
}
