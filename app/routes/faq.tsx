import { FaqList } from "~/components/sections/FaqList";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/Button";
import { faqIntro, faqPage as faqs } from "~/content/faqs";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, faqPage, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/faq";

const title = "Valet Parking FAQ: Booking, Insurance & Staffing";
const description =
  "Answers on booking lead times, insurance, attendant numbers, staff vetting, weddings, hotels and restaurants from a Los Angeles valet parking company.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "company" });

export default function Faq() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, "/faq", title, description),
          breadcrumbs(siteUrl, [{ name: "FAQ", path: "/faq" }]),
          faqPage(faqs),
        )}
      />
      <PageHero
        eyebrow="FAQ"
        heading="Frequently Asked Questions"
        intro={
          <p>
            {faqIntro}{" "}
            <a href="/book" className="text-gold-300 underline underline-offset-4">
              Book online
            </a>
            .
          </p>
        }
      />
      <Section heading="Questions and Answers">
        <FaqList faqs={faqs} />
      </Section>
      <Section
        heading="Ready to Get Started?"
        tone="ink"
        intro={<p>Book online in under a minute, or ask for a tailored quote.</p>}
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/book">Book Online</ButtonLink>
          <ButtonLink href="/book" variant="outline" className="text-ivory-50">
            Request a Quote
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
