import type { Route } from "./+types/site-private";

/*
 * The site's frame for a client's own pages (a review form, a proposal: routes.ts): the public layout's, with the
 * private answers' headers, so the error page of a forged or unknown link carries them too (a thrown answer is
 * rendered by this layout's boundary, whose headers are the ones sent).
 */
export { default, ErrorBoundary, meta } from "./site";

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});
