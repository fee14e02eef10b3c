import { PageArt } from "~/components/art/PageArt";
import { FormCard, FormPageBody } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { FeatureList } from "~/components/sections/CompactList";
import { AsideList, ContactAside } from "~/components/sections/ContactAside";
import { ContactCta } from "~/components/sections/ContactCta";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { quoteForm } from "~/forms/registry";
import { useContent } from "~/lib/content-context";
import { estimateStart } from "~/lib/estimate.server";
import { formPageLoader } from "~/lib/form-page.server";
import { useLang } from "~/lib/lang";
import { formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { pageMeta, useRootData } from "~/lib/seo";
import type { Route } from "./+types/quote";

export const handle = { hydrate: true };

export const loader = (args: Route.LoaderArgs) =>
  formPageLoader(args, "quote", (content, lang) => ({
    data: { estimate: estimateStart(content, lang, null), page: content[lang].company.quotePage },
  }));

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, quoteForm);
}

export const meta: Route.MetaFunction = pageMeta("home");

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { page: quotePage, jsonLd } = loaderData;
  const words = useContent().ui[useLang()].pages.quote;
  const areas = useRootData().nav.locations;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={words.name}
        heading={quotePage.hero.heading}
        intro={<p>{quotePage.hero.intro}</p>}
        side={<PageArt name="podium" />}
      />
      <FormPageBody
        aside={
          <ContactAside>
            <AsideList
              heading={words.areas}
              items={areas.map((l) => (
                <a key={l.href} href={l.href} className="text-ink-800 hover:text-gold-700">
                  {l.label}
                </a>
              ))}
            />
            <AsideList heading={words.tips} items={quotePage.quoteTips} />
          </ContactAside>
        }
      >
        <FormCard id="quote-form" heading={words.formHeading}>
          <FormIsland definition={quoteForm} />
        </FormCard>
      </FormPageBody>
      <Section heading={words.why} tone="sand">
        {/* On a phone each reason is its title, its words a tap away. */}
        <FeatureList items={quotePage.whyQuote} columns={4} />
      </Section>
      <ContactCta
        heading={quotePage.cta.heading}
        body={<p>{quotePage.cta.body}</p>}
        action={{ label: words.toForm, href: "#quote-form" }}
      />
    </>
  );
}
