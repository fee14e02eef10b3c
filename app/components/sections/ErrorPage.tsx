import { isRouteErrorResponse } from "react-router";
import { NotFound } from "./NotFound";
import { RequestProblem, ServerError } from "./ServerError";

/** What a visitor sees for an error: the spec's 404, a refused request with its reason, or our own failure. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const message = typeof error.data === "string" ? error.data : (error.data as { message?: string } | null)?.message;
    return <RequestProblem message={message ?? error.statusText} />;
  }
  return <ServerError />;
}
