import { PageArt } from "~/components/art/PageArt";
import { FaqList } from "~/components/sections/FaqList";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/Button";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, faqPage, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/faq";

/** The page's title and description, for meta, which cannot read the request's snapshot. */
export function loader(args: Route.LoaderArgs) {
  const { title, description } = contentOf(args).ui[langOf(new URL(args.request.url).pathname)].pages.faq;
  return { title, description };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { title, description } = args.loaderData;
  return seo(args, { title, description, image: "company" });
};

export default function Faq() {
  const content = useContent();
  const siteUrl = useSiteUrl();
  const lang = useLang();
  const words = content.ui[lang].pages.faq;
  const { faqIntro, faqPage: faqs } = content[lang].faqs;
  const to = (path: string) => localizePath(path, lang);
  return (
    <>
      <JsonLd
        data={graph(
          { siteUrl, content },
          webPage(siteUrl, to("/faq"), words.title, words.description),
          breadcrumbs(siteUrl, [{ name: words.eyebrow, path: to("/faq") }], content.ui),
          faqPage(faqs),
        )}
      />
      <PageHero
        eyebrow={words.eyebrow}
        heading={words.heading}
        intro={
          <p>
            {faqIntro.text}{" "}
            <a href={to("/book")} className="text-gold-300 underline underline-offset-4">
              {words.bookOnline}
            </a>
            .
          </p>
        }
        side={<PageArt name="folio" />}
      />
      <Section heading={words.questions}>
        <FaqList faqs={faqs} />
      </Section>
      <Section heading={words.ready} tone="ink" intro={<p>{words.readyIntro}</p>}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={to("/book")}>{words.bookButton}</ButtonLink>
          <ButtonLink href={to("/book")} variant="outline" className="text-ivory-50">
            {words.quote}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
