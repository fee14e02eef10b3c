import { emptyDocument } from "~/content/editable";
import { build, type ContentSnapshot } from "~/content/live";
import { todayInLosAngeles } from "~/forms/fields";

/** The repository's content with no edition, for today: what a server with nothing published shows. */
export const seedContent = (): ContentSnapshot => build(emptyDocument(), todayInLosAngeles());
