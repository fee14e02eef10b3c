import type { MetaFunction } from "react-router";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { legalPages } from "~/content/legal";
import { formatDate } from "~/lib/dates";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";

type Slug = keyof typeof legalPages;

export const legalMeta =
  (slug: Slug): MetaFunction =>
  (args) =>
    seo(args, { title: legalPages[slug].title, description: legalPages[slug].metaDescription, image: "company" });

/** The template of /privacy and /terms. */
export function LegalPage({ slug }: { slug: Slug }) {
  const page = legalPages[slug];
  const siteUrl = useSiteUrl();
  const path = `/${page.slug}`;
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, path, page.title, page.metaDescription),
          breadcrumbs(siteUrl, [{ name: page.title, path }]),
        )}
      />
      <PageHero eyebrow="Legal" heading={page.title} intro={<p>Effective {formatDate(page.effective)}.</p>} />
      <div className="prose-body text-ink-800 mx-auto max-w-3xl px-5 py-16 leading-relaxed sm:py-24">
        <p className="text-lg">{page.intro}</p>
        {page.sections.map((s) => (
          <section key={s.heading} className="prose-body">
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items?.length ? (
              <ul>
                {s.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
