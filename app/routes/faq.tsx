import { PageArt } from "~/components/art/PageArt";
import { ButtonPair } from "~/components/sections/ButtonPair";
import { FaqList } from "~/components/sections/FaqList";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { pageTitleOf } from "~/lib/request-context.server";
import { pageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/faq";

export const loader = (args: Route.LoaderArgs) => pageTitleOf(args, "faq");

export const meta: Route.MetaFunction = pageMeta("company");

export default function Faq() {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.faq;
  const { faqIntro, faqPage: faqs } = content[lang].faqs;
  const to = (path: string) => localizePath(path, lang);
  return (
    <>
      <PageJsonLd
        path={to("/faq")}
        name={words.eyebrow}
        title={words.title}
        description={words.description}
        more={[faqPage(faqs)]}
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
          <ButtonPair
            primary={{ label: words.bookButton, href: "/book" }}
            secondary={{ label: words.quote, href: "/book" }}
          />
        </div>
      </Section>
    </>
  );
}
