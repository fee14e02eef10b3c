import { createContext, RouterContextProvider } from "react-router";
import type { ContentSnapshot } from "~/content/live";
import type { UiWords } from "~/content/ui";
import { langOf } from "~/lib/lang";
import type { Logger } from "~/lib/log.server";
import type { Services } from "~/lib/services.server";

/**
 * What the server hands every loader and action (ADR 006): the running services, the client's address as the
 * server determined it (the only one rate limits may trust), and the request's logger. Prerendering gives none:
 * only routes rendered on request read it.
 */
export interface RequestContext {
  services: Services;
  clientIp: string;
  log: Logger;
  /** This response's Content-Security-Policy nonce, for the inline scripts of a page rendered on request. */
  nonce?: string;
  /** All content as the server shows it for this request (~/content/live.ts): the published edition, or a draft's. */
  content: ContentSnapshot;
}

export const requestContext = createContext<RequestContext | null>(null);

/** The server's `getLoadContext`. */
export function loadContext(request: RequestContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, request);
  return context;
}

/** A loader's or action's view of its request. */
export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function requestOf({ context }: Pick<RequestArgs, "context">): RequestContext {
  const request = context.get(requestContext);
  if (!request) throw new Error("No request context: this loader runs only on the server, for a request.");
  return request;
}

/** The content a loader or action reads: the snapshot of its request. */
export const contentOf = (args: Pick<RequestArgs, "context">): ContentSnapshot => requestOf(args).content;

/** The language of the page a request is for, from its path (/es/…). */
export const langOfRequest = ({ request }: Pick<RequestArgs, "request">) => langOf(new URL(request.url).pathname);

type Pages = UiWords["pages"];
/** The pages whose title and description are plain words (not written from other data). */
type TitledPage = {
  [P in keyof Pages]: Pages[P] extends { title: string; description: string } ? P : never;
}[keyof Pages];

/** A page's title and description in the request's language, for meta, which cannot read the request's snapshot. */
export function pageTitleOf(args: RequestArgs, page: TitledPage) {
  const { title, description } = contentOf(args).ui[langOfRequest(args)].pages[page];
  return { title, description };
}
