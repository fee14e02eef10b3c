import * as z from "zod/mini";
import type { Lang } from "~/lib/lang";
import { rules } from "./fields";

/** The newsletter's one field, with its messages in the language of the page it was posted to (ADR 025). */
export function newsletterSchemaFor(lang: Lang) {
  return z.object({ email: rules(lang).email });
}

export const newsletterSchema = newsletterSchemaFor("en");
