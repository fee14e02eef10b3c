import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { log } from "./lib/log.server";

// The Express server (server/index.js) reads the configuration through the build, so the environment schema
// is written once, in TypeScript.
export { site } from "./config/site";
export { parseEnv } from "./lib/env.server";
export { CLIENT_IP_HEADER } from "./lib/leads/lead-action.server";
export { officeYear } from "./lib/office-hours";
export { readiness, startServices, stopServices } from "./lib/services.server";

export const streamTimeout = 5_000;

/**
 * Errors React Router caught in a loader, action or render. A client's mistake (a 4xx such as a POST to a page
 * without a form) and a request the client abandoned are not the server's faults: no stack trace for them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log({
      level: "info",
      msg: "request refused",
      method: request.method,
      status: error.status,
      reason: error.statusText,
    });
    return;
  }
  logFailure(request, error);
};

/** A real failure: one JSON line, its stack inside it. */
function logFailure(request: Request, error: unknown) {
  log({
    level: "error",
    msg: "unhandled error",
    method: request.method,
    url: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

/** Renders whole documents (no streaming): pages are small and every response is complete for crawlers. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        if (!request.signal.aborted) logFailure(request, error);
      },
    });
  });
}
