import type { ContentDocument } from "~/content/editable";
import type { Services } from "~/lib/services.server";

/*
 * What a publication must not do: make a page fail. Before an edition goes live, every page a visitor can land on
 * and both feeds are rendered with it, from a snapshot of its own (~/lib/content/edition-renderer.server.ts); one that does not
 * answer 200 refuses the publication, naming the page.
 */
export function renderCheck(svc: Pick<Services, "renderEdition">) {
  return async (edition: ContentDocument): Promise<string[]> => {
    if (!svc.renderEdition) return [];
    const pages = await svc.renderEdition(edition, null);
    return pages
      .filter((page) => page.status !== 200)
      .map((page) => `${page.path} would not show (${page.status}${page.error ? `: ${page.error}` : ""}).`);
  };
}

/**
 * A page as a draft would make it, for the preview, its texts marked with their keys (~/content/text-marks.ts);
 * null where the services make none (a unit test's).
 */
export async function previewPage(
  svc: Pick<Services, "renderEdition">,
  edition: ContentDocument,
  path: string,
): Promise<{ status: number; html: string } | null> {
  if (!svc.renderEdition) return null;
  const [page] = await svc.renderEdition(edition, [path], { marked: true });
  return page ?? null;
}
