import type { Kysely } from "kysely";
import { langOf } from "~/lib/lang";
import { confirmSubscription, unsubscribe } from "~/lib/newsletter.server";
import { contentOf, type RequestArgs, requestOf } from "~/lib/request-context.server";
import type { Database } from "~/lib/storage/schema";
import { needsDatabase } from "~/lib/storage/unavailable.server";

/** The two pages a subscriber reaches from a link in an e-mail: each takes the link's token and one click. */
export type NewsletterStep = "confirm" | "unsubscribe";

const steps: Record<NewsletterStep, { run: (db: Kysely<Database>, token: string) => Promise<boolean>; log: string }> = {
  confirm: { run: confirmSubscription, log: "newsletter confirmation" },
  unsubscribe: { run: unsubscribe, log: "newsletter unsubscribe" },
};

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The token for the page's form, and the page's title and description for meta, which cannot read the snapshot. */
export function newsletterLinkLoader(args: RequestArgs, step: NewsletterStep) {
  const words = contentOf(args).modules.newsletterWords.newsletterWords[langOf(new URL(args.request.url).pathname)];
  const { title, description } = words[step];
  return { token: tokenOf(args.request).slice(0, 100), meta: { title, description } };
}

/** Runs the step with the link's token; `done` is false when the token is not (or no longer) valid. */
export async function newsletterLinkAction(args: RequestArgs, step: NewsletterStep) {
  const visit = requestOf(args);
  const { run, log } = steps[step];
  return { done: await needsDatabase(visit.log, log, () => run(visit.services.storage.db, tokenOf(args.request))) };
}
