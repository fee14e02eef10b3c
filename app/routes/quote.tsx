import { FormCard, FormPageBody } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { CardGrid } from "~/components/sections/Cards";
import { AsideList, ContactAside } from "~/components/sections/ContactAside";
import { ContactCta } from "~/components/sections/ContactCta";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { site } from "~/config/site";
import { quotePage } from "~/content/company";
import { quoteForm } from "~/forms/registry";
import { formPageData, formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { seo, useRootData } from "~/lib/seo";
import type { Route } from "./+types/quote";

export const handle = { hydrate: true };

export async function loader(args: Route.LoaderArgs) {
  return { ...(await formPageData(args, { name: "Request a Quote", title, description })), page: quotePage };
}

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, quoteForm);
}

const title = "Request a Valet Parking Quote";
const description = `Request a free, no-obligation valet parking quote for your Los Angeles event. Staffing planned around your venue and guest count; reply within ${site.replyHours.request} hours.`;

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "home" });

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { page: quotePage, jsonLd } = loaderData;
  const areas = useRootData().nav.locations;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero eyebrow="Request a Quote" heading={quotePage.hero.heading} intro={<p>{quotePage.hero.intro}</p>} />
      <FormPageBody
        aside={
          <ContactAside>
            <AsideList
              heading="Service Areas"
              items={areas.map((l) => (
                <a key={l.href} href={l.href} className="text-ink-800 hover:text-gold-700">
                  {l.label}
                </a>
              ))}
            />
            <AsideList heading="Quote Tips" items={quotePage.quoteTips} />
          </ContactAside>
        }
      >
        <FormCard id="quote-form" heading="Tell Us About Your Event">
          <FormIsland definition={quoteForm} />
        </FormCard>
      </FormPageBody>
      <Section heading="Why Get a Quote?" tone="sand">
        <CardGrid cards={quotePage.whyQuote} columns={4} />
      </Section>
      <ContactCta
        heading={quotePage.cta.heading}
        body={<p>{quotePage.cta.body}</p>}
        action={{ label: "Go to the quote form", href: "#quote-form" }}
      />
    </>
  );
}
