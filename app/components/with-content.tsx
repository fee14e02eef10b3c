import type { ReactNode } from "react";
import type { ContentSnapshot } from "~/content/live";
import { ContentContext } from "~/lib/content-context";
import { seedContent } from "../../tests/support/content";

/**
 * For the components' tests: `node` inside the content context the server gives every page (~/lib/content-context),
 * holding `content`, by default the repository's content with nothing published (tests/support/content.ts).
 */
export function withContent(node: ReactNode, content: ContentSnapshot = seedContent()) {
  return <ContentContext value={content}>{node}</ContentContext>;
}
