import { FormCard } from "~/components/forms/FormCard";
import { RequestByPhone } from "~/components/forms/RequestByPhone";
import { AsideList, ContactAside } from "~/components/sections/ContactAside";
import { FaqList } from "~/components/sections/FaqList";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { bookPage } from "~/content/company";
import { bookFaqs } from "~/content/faqs";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, faqPage, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/book";

const title = "Book Valet Parking Online in Under a Minute";
const description =
  "Book uniformed, insured valet attendants for your Los Angeles wedding, party, gala or corporate event. Send your event details; we reply within 24 hours.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "home" });

export default function Book() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={graph(
          webPage(siteUrl, "/book", title, description),
          breadcrumbs(siteUrl, [{ name: "Book Now", path: "/book" }]),
          faqPage(bookFaqs),
        )}
      />
      <PageHero eyebrow="Book Now" heading={bookPage.hero.heading} intro={<p>{bookPage.hero.intro}</p>} />
      <div className="bg-ivory-50 py-16 sm:py-24">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-[1.7fr_1fr]">
          <FormCard id="booking-form" heading="Event Details" intro={bookPage.formIntro}>
            <RequestByPhone what="booking request" />
          </FormCard>
          <ContactAside>
            <AsideList heading="Helpful Tips" items={bookPage.tips} />
          </ContactAside>
        </div>
      </div>
      <Section heading="Booking Questions" tone="sand">
        <FaqList faqs={bookFaqs} />
      </Section>
    </>
  );
}
