import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { legalPages } from "~/content/legal";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/legal";
import { postDate } from "./blog";

/** /privacy and /terms share this template; the path picks the page. */
const pageFor = (id: string) => legalPages[id === "terms" ? "terms" : "privacy"];

export function loader({ request }: Route.LoaderArgs) {
  return { slug: new URL(request.url).pathname === "/terms" ? ("terms" as const) : ("privacy" as const) };
}

export const meta: Route.MetaFunction = (args) => {
  const page = pageFor(args.loaderData?.slug ?? "privacy");
  return seo(args, { title: page.title, description: page.metaDescription, image: "company" });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const page = pageFor(loaderData.slug);
  const siteUrl = useSiteUrl();
  const path = `/${page.slug}`;
  return (
    <>
      <JsonLd
        data={graph(
          webPage(siteUrl, path, page.title, page.metaDescription),
          breadcrumbs(siteUrl, [{ name: page.title, path }]),
        )}
      />
      <PageHero eyebrow="Legal" heading={page.title} intro={<p>Effective {postDate(page.effective)}.</p>} />
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
