import type { MetaFunction } from "react-router";
import { PageArt } from "~/components/art/PageArt";
import { PhoneSection, PhoneSections } from "~/components/sections/CompactList";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import type { legalPages } from "~/content/legal";
import type { ContentSnapshot } from "~/content/live";
import { useContent } from "~/lib/content-context";
import { formatDate } from "~/lib/dates";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";

type Slug = keyof typeof legalPages;

/** A legal page's title and description in the language of `pathname`, for its loader to hand to `meta`. */
export function legalSeo(content: ContentSnapshot, slug: Slug, pathname: string) {
  const page = content[langOf(pathname)].legal.legalPages[slug];
  return { title: page.title, description: page.metaDescription };
}

export const legalMeta: MetaFunction<() => ReturnType<typeof legalSeo>> = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData, image: "company" }) : [];

/** The template of /privacy and /terms, in either language. */
export function LegalPage({ slug }: { slug: Slug }) {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.legal;
  const page = content[lang].legal.legalPages[slug];
  const siteUrl = useSiteUrl();
  const path = localizePath(`/${slug}`, lang);
  return (
    <>
      <JsonLd
        data={graph(
          { siteUrl, content, lang },
          webPage(siteUrl, path, page.title, page.metaDescription),
          breadcrumbs(siteUrl, [{ name: page.title, path }], content.ui),
        )}
      />
      <PageHero
        side={<PageArt name="folio" />}
        eyebrow={words.eyebrow}
        heading={page.title}
        intro={
          <p>
            {words.effective} {formatDate(page.effective, words.dateLocale)}.
          </p>
        }
      />
      <div className="prose-body text-ink-800 mx-auto max-w-3xl px-5 py-16 leading-relaxed sm:py-24">
        <p className="text-lg">{page.intro}</p>
        {/* On a phone each section folds under its heading; open from 768 px. */}
        <PhoneSections>
          {page.sections.map((s) => (
            <PhoneSection key={s.heading} title={s.heading}>
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
            </PhoneSection>
          ))}
        </PhoneSections>
      </div>
    </>
  );
}
