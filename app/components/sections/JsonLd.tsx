import type { Thing } from "schema-dts";
import { useContent } from "~/lib/content-context";
import { langOf } from "~/lib/lang";
import { useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";

/** A JSON-LD block. `<` is escaped so user-facing text can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The structured data of a page: the business, the page (of `type`, WebPage unless told), the node of what it is
 * `about` if any, its breadcrumbs (the pages of `trail` above it, then itself named `name`), then any `more` nodes
 * that describe what the page holds.
 */
export function PageJsonLd({
  path,
  name,
  title,
  description,
  type,
  about,
  trail = [],
  more = [],
}: {
  path: string;
  name: string;
  title: string;
  description: string;
  type?: "AboutPage";
  about?: Thing;
  trail?: readonly { name: string; path: string }[];
  more?: Thing[];
}) {
  const content = useContent();
  const siteUrl = useSiteUrl();
  const page = webPage(siteUrl, path, title, description);
  return (
    <JsonLd
      data={graph(
        { siteUrl, content, lang: langOf(path) },
        type ? { ...page, "@type": type } : page,
        about,
        breadcrumbs(siteUrl, [...trail, { name, path }], content.ui),
        ...more,
      )}
    />
  );
}
