import type { Thing } from "schema-dts";
import { useContent } from "~/lib/content-context";
import { useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";

/** A JSON-LD block. `<` is escaped so user-facing text can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * The structured data of a page one step below home: the business, the page (of `type`, WebPage unless told), its
 * breadcrumb named `name`, then any `more` nodes that describe what the page holds.
 */
export function PageJsonLd({
  path,
  name,
  title,
  description,
  type,
  more = [],
}: {
  path: string;
  name: string;
  title: string;
  description: string;
  type?: "AboutPage";
  more?: Thing[];
}) {
  const content = useContent();
  const siteUrl = useSiteUrl();
  const page = webPage(siteUrl, path, title, description);
  return (
    <JsonLd
      data={graph(
        { siteUrl, content },
        type ? { ...page, "@type": type } : page,
        breadcrumbs(siteUrl, [{ name, path }], content.ui),
        ...more,
      )}
    />
  );
}
