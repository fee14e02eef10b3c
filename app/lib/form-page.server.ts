import type { Thing } from "schema-dts";
import type { ContentSnapshot } from "~/content/live";
import { formStylesheetUrl } from "~/lib/http/inline-stylesheet.server";
import type { Lang } from "~/lib/lang";
import { formPageData } from "~/lib/leads/lead-action.server";
import { contentOf, langOfRequest, type RequestArgs } from "~/lib/request-context.server";

/** The pages that carry a lead form. */
type FormPage = "book" | "quote" | "contact" | "employment";

/** What a form page adds to every form page's loader data: its own `data`, and what its structured data holds. */
type FormPageParts<T> = {
  data: T;
  type?: "ContactPage";
  nodes?: (siteUrl: string) => (Thing | undefined)[];
};

/**
 * A form page's loader data: formPageData's token and structured data for the page's words in the request's
 * language, then what `build` makes of the request's content, then the title and description meta reads, and the
 * stylesheet the island links when it runs (none in development, where the page links the whole stylesheet).
 */
export async function formPageLoader<T extends object>(
  args: RequestArgs,
  page: FormPage,
  build: (content: ContentSnapshot, lang: Lang) => FormPageParts<T>,
) {
  const lang = langOfRequest(args);
  const content = contentOf(args);
  const { name, title, description } = content.ui[lang].pages[page];
  const { data, type, nodes } = build(content, lang);
  const form = await formPageData(args, { name, title, description, type, nodes });
  const islandStyles = import.meta.env.DEV ? undefined : formStylesheetUrl();
  return { ...form, ...data, title, description, islandStyles };
}
