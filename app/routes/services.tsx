import { href } from "react-router";
import { SceneArt } from "~/components/art/SceneArt";
import { ButtonPair } from "~/components/sections/ButtonPair";
import { CardGrid } from "~/components/sections/Cards";
import { FeatureList } from "~/components/sections/CompactList";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { cardPhoto, slotHeroPhoto } from "~/components/sections/PagePhotos";
import { InsuranceCertificate } from "~/components/sections/Proof";
import { ReadyBanner } from "~/components/sections/ReadyBanner";
import { Section } from "~/components/sections/Section";
import { SplitSection } from "~/components/sections/SplitFeature";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { pageTitleOf } from "~/lib/request-context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const loader = (args: Route.LoaderArgs) => pageTitleOf(args, "services");

export const meta: Route.MetaFunction = pageMeta("services");

export default function Services() {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.services;
  const { services, eventTypes, included } = content[lang].services;
  const to = (path: string) => localizePath(path, lang);
  return (
    <>
      <PageJsonLd path={to("/services")} name={words.eyebrow} title={words.title} description={words.description} />
      <PageHero
        eyebrow={words.eyebrow}
        heading={words.heading}
        intro={<p>{words.intro}</p>}
        actions={
          <ButtonPair
            primary={{ label: words.bookNow, href: "/book" }}
            secondary={{ label: words.quote, href: "/quote" }}
          />
        }
        art={<SceneArt art="boulevard" />}
        photo={slotHeroPhoto("services/hero", content, lang)}
      />
      <Section heading={words.eventTypes} eyebrow={words.eventTypesEyebrow} tone="ivory">
        <CardGrid
          cards={eventTypes}
          hrefs={eventTypes.map((e) => to(href("/services/:slug", { slug: e.service })))}
          images={eventTypes.map((e) =>
            cardPhoto(
              `services/${e.service}`,
              services.find((s) => s.slug === e.service)?.photoAlt ?? e.title,
              lang,
              content.slotPhotos,
            ),
          )}
        />
      </Section>
      <SplitSection heading={words.included} eyebrow={words.includedEyebrow} tone="sand">
        <FeatureList items={included} columns={2} fold={false} />
        <InsuranceCertificate className="mt-10" />
      </SplitSection>
      <ReadyBanner />
    </>
  );
}
