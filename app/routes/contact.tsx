import { FormCard } from "~/components/forms/FormCard";
import { RequestByPhone } from "~/components/forms/RequestByPhone";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { ContactAside } from "~/components/sections/ContactAside";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { site } from "~/config/site";
import { contactPage } from "~/content/company";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, business, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/contact";

const title = "Contact Us: Call, E-mail or Request a Quote";
const description = `Call ${site.phone.display}, e-mail ${site.email} or send a quote request. Valet parking across Los Angeles, 7 days a week; we reply within 24 hours.`;

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "company" });

export default function Contact() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={graph(
          business(siteUrl),
          { ...webPage(siteUrl, "/contact", title, description), "@type": "ContactPage" },
          breadcrumbs(siteUrl, [{ name: "Contact", path: "/contact" }]),
        )}
      />
      <PageHero eyebrow="Contact" heading={contactPage.hero.heading} intro={<p>{contactPage.hero.intro}</p>} />
      <div className="bg-ivory-50 py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-[1.7fr_1fr]">
          <FormCard id="contact-form" heading="Request a Quote" intro={contactPage.intro}>
            <RequestByPhone what="quote request" />
          </FormCard>
          <ContactAside>
            <div className="border-ink-900/10 rounded-3xl border bg-white p-8">
              <h2 className="font-display text-ink-950 text-2xl">Service Area</h2>
              <p className="text-slate-text mt-3 text-sm leading-relaxed">
                Los Angeles County and the surrounding communities of Southern California, 7 days a week.
              </p>
            </div>
          </ContactAside>
        </div>
      </div>
      <Section heading="Areas We Serve" tone="sand">
        <AreaGrid areas={contactPage.servedAreas} />
      </Section>
    </>
  );
}
