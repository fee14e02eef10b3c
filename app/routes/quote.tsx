import { FormCard } from "~/components/forms/FormCard";
import { AnotherRequest, LeadFormArea, Reference, SuccessPanel } from "~/components/forms/LeadForm";
import { CardGrid } from "~/components/sections/Cards";
import { AsideList, ContactAside } from "~/components/sections/ContactAside";
import { ContactCta } from "~/components/sections/ContactCta";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { site } from "~/config/site";
import { quotePage } from "~/content/company";
import { quoteForm } from "~/forms/definitions";
import { formPageData, formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { seo, useRootData } from "~/lib/seo";
import { services } from "~/lib/services.server";
import type { Route } from "./+types/quote";

export const handle = { hydrate: true };

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await formPageData(request, { name: "Request a Quote", title, description })), page: quotePage };
}

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action({ request }: Route.ActionArgs) {
  return leadAction(request, quoteForm, await services());
}

const title = "Request a Valet Parking Quote";
const description =
  "Request a free, no-obligation valet parking quote for your Los Angeles event. Staffing planned around your venue and guest count; reply within 24 hours.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "home" });

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { page: quotePage, jsonLd } = loaderData;
  const areas = useRootData().nav.locations;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero eyebrow="Request a Quote" heading={quotePage.hero.heading} intro={<p>{quotePage.hero.intro}</p>} />
      <div className="bg-ivory-50 py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-[1.7fr_1fr]">
          <FormCard id="quote-form" heading="Tell Us About Your Event">
            <FormArea />
          </FormCard>
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
        </div>
      </div>
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

function FormArea() {
  return (
    <LeadFormArea
      definition={quoteForm}
      submitLabel="Request a Quote"
      success={(reference) => (
        <SuccessPanel heading="Quote Request Received">
          <p>Thank you. We will reply with a tailored quote within {site.replyHours.request} hours.</p>
          <Reference value={reference} />
          <p>A confirmation is on its way to your inbox.</p>
          <AnotherRequest href="/quote#quote-form" />
        </SuccessPanel>
      )}
    />
  );
}
