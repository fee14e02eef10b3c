import type { ContentDocument } from "~/content/editable";
import { todayInLosAngeles } from "~/forms/fields";
import type { Services } from "~/lib/services.server";
import { publicationProblems } from "./store.server";

/*
 * What a publication must not do: make a page fail. Before an edition goes live, every page a visitor can land on
 * and both feeds are rendered with it, from a snapshot of its own (~/lib/content/edition-renderer.server.ts); one that does not
 * answer 200 refuses the publication, naming the page.
 *
 * That is most of a publication's time (78 pages, 0.6-1 s of the server's time, several seconds on a loaded
 * machine), so the draft is checked ahead, when the owner opens the screen with the Publish button
 * (`checkAhead`): the press finds it checked, or joins the check under way, and only commits.
 */

/** Each server's last check, by the edition checked and the Los Angeles date it was rendered on. */
const lastChecks = new WeakMap<Pick<Services, "renderEdition">, { key: string; problems: Promise<string[]> }>();

export function renderCheck(svc: Pick<Services, "renderEdition">) {
  return (edition: ContentDocument): Promise<string[]> => {
    const render = svc.renderEdition;
    if (!render) return Promise.resolve([]);
    const key = `${todayInLosAngeles()} ${JSON.stringify(edition)}`;
    const last = lastChecks.get(svc);
    if (last?.key === key) return last.problems;
    const problems = render(edition, null).then((pages) =>
      pages
        .filter((page) => page.status !== 200)
        .map((page) => `${page.path} would not show (${page.status}${page.error ? `: ${page.error}` : ""}).`),
    );
    lastChecks.set(svc, { key, problems });
    // A check that failed to run is asked again next time.
    problems.catch(() => {
      if (lastChecks.get(svc)?.problems === problems) lastChecks.delete(svc);
    });
    return problems;
  };
}

/** Checks the draft as its publication will, in the background; the press of Publish then reuses the result. */
export function checkAhead(svc: Pick<Services, "renderEdition">, draft: unknown): void {
  void publicationProblems(draft, renderCheck(svc)).catch(() => {});
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
