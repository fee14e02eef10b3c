import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { ContentContext } from "./lib/content-context";
import { builtText, withPrunedStylesheet } from "./lib/http/inline-stylesheet.server";
import { logger } from "./lib/log.server";
import { NonceContext } from "./lib/nonce";
import { requestContext } from "./lib/request-context.server";
import { StylesheetContext } from "./lib/stylesheet";

// What the server (server/app.js) takes from the build, so configuration, services and logging are written once, in
// TypeScript.
export { site } from "./config/site";
export { build as buildContent } from "./content/live";
export { indexablePaths } from "./content/routes-index";
export { todayInLosAngeles } from "./forms/fields";
export { editionRenderer } from "./lib/content/edition-renderer.server";
export { liveContent } from "./lib/content/live.server";
export { contentCommand } from "./lib/content/transfer.server";
export { parseEnv } from "./lib/env.server";
export { cachedPages } from "./lib/http/page-cache.server";
export { buildFiles, compressAnswers } from "./lib/http/precompressed.server";
export { requestLog } from "./lib/http/request-log.server";
export { requestRules } from "./lib/http/request-rules.server";
export { securityHeadersFor } from "./lib/http/security-headers.server";
// `npm run check:launch` in the image, which has the build but not the sources.
export { checkLaunch } from "./lib/launch-check.server";
export { issueFormToken } from "./lib/leads/form-token.server";
export { logger } from "./lib/log.server";
export { loadContext } from "./lib/request-context.server";
export { purgeOnce, startServices, stopServices } from "./lib/services.server";

export const streamTimeout = 5_000;

const logOf = (context: Readonly<RouterContextProvider> | undefined) => context?.get(requestContext)?.log ?? logger;

/**
 * React Router's refusal of a form post sent from another site (an Origin header naming another host, or none it
 * can read): it answers 400 before any action runs, and hands its reason over as a plain Error, the one message
 * by a page's post, a bare "Bad Request" by a post sent with JavaScript.
 */
function isCrossOriginRefusal(error: unknown, request: Request): boolean {
  if (!(error instanceof Error) || request.method === "GET" || !request.headers.has("origin")) return false;
  return error.message.endsWith("Aborting the action.") || error.message === "Bad Request";
}

/**
 * Errors React Router caught in a loader, action or render. A client's mistake (a 4xx such as a POST to a page
 * without a form) and a request the client abandoned are not the server's faults: no stack trace for them.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = logOf(context);
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info({ method: request.method, status: error.status, reason: error.statusText }, "request refused");
    return;
  }
  if (isCrossOriginRefusal(error, request)) {
    log.info({ method: request.method, status: 400, origin: request.headers.get("origin") }, "request refused");
    return;
  }
  log.error({ method: request.method, url: new URL(request.url).pathname, err: error }, "unhandled error");
};

/** Renders whole documents (no streaming): pages are small and every response is complete for crawlers. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: Readonly<RouterContextProvider>,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const given = loadContext?.get(requestContext);
    const nonce = given?.nonce;
    const document = (
      <StylesheetContext.Provider value={import.meta.env.DEV ? null : builtText}>
        <NonceContext.Provider value={nonce}>
          <ContentContext value={given?.content ?? null}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ContentContext>
        </NonceContext.Provider>
      </StylesheetContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = Buffer.concat(chunks).toString();
          resolve(new Response(withPrunedStylesheet(html), { headers: responseHeaders, status }));
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        if (!request.signal.aborted) {
          logOf(loadContext).error({ url: new URL(request.url).pathname, err: error }, "render failed");
        }
      },
    });
  });
}
