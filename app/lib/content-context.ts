import { createContext, use } from "react";
import type { ContentSnapshot } from "~/content/live";

/**
 * The snapshot of all content the page is rendered from (~/content/live.ts): given by the server to every page it
 * renders (entry.server.tsx), from the request's context; in development, where the browser renders the whole page
 * again, the root builds the same snapshot from its source.
 */
export const ContentContext = createContext<ContentSnapshot | null>(null);

/** The content a component shows. */
export function useContent(): ContentSnapshot {
  const content = use(ContentContext);
  if (!content) throw new Error("No content snapshot: render the page through the server's request handler.");
  return content;
}
