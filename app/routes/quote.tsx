import { FormCard } from "~/components/forms/FormCard";
import { RequestByPhone } from "~/components/forms/RequestByPhone";
import { CardGrid } from "~/components/sections/Cards";
import { AsideList, ContactAside } from "~/components/sections/ContactAside";
import { ContactCta } from "~/components/sections/ContactCta";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { quotePage } from "~/content/company";
import { locations } from "~/content/locations";
import { locationPath } from "~/content/routes-index";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/quote";

const title = "Request a Valet Parking Quote";
const description =
  "Request a free, no-obligation valet parking quote for your Los Angeles event. Staffing planned around your venue and guest count; reply within 24 hours.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "home" });

export default function Quote() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={graph(
          webPage(siteUrl, "/quote", title, description),
          breadcrumbs(siteUrl, [{ name: "Request a Quote", path: "/quote" }]),
        )}
      />
      <PageHero eyebrow="Request a Quote" heading={quotePage.hero.heading} intro={<p>{quotePage.hero.intro}</p>} />
      <div className="bg-ivory-50 py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-[1.7fr_1fr]">
          <FormCard id="quote-form" heading="Tell Us About Your Event">
            <RequestByPhone what="quote request" />
          </FormCard>
          <ContactAside>
            <AsideList
              heading="Service Areas"
              items={locations
                .filter((l) => l.inHeader)
                .map((l) => (
                  <a key={l.slug} href={locationPath(l.slug)} className="text-ink-800 hover:text-gold-700">
                    {l.name}
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
