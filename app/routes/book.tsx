import { FormCard, FormPageBody } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { AsideList, ContactAside } from "~/components/sections/ContactAside";
import { FaqList } from "~/components/sections/FaqList";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { site } from "~/config/site";
import { bookPage } from "~/content/company";
import { bookFaqs } from "~/content/faqs";
import { bookingForm } from "~/forms/registry";
import { formPageData, formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { seo } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/book";

export const handle = { hydrate: true };

// Form pages hydrate: their copy and structured data come from the loader, so the browser never downloads the
// content modules.
export async function loader(args: Route.LoaderArgs) {
  const form = await formPageData(args, { name: "Book Now", title, description, nodes: () => [faqPage(bookFaqs)] });
  return { ...form, page: bookPage, faqs: bookFaqs };
}

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, bookingForm);
}

const title = "Book Valet Parking Online in Under a Minute";
const description = `Book uniformed, insured valet attendants for your Los Angeles wedding, party, gala or corporate event. Send your event details; we reply within ${site.replyHours.request} hours.`;

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "home" });

export default function Book({ loaderData }: Route.ComponentProps) {
  const { page: bookPage, faqs: bookFaqs, jsonLd } = loaderData;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero eyebrow="Book Now" heading={bookPage.hero.heading} intro={<p>{bookPage.hero.intro}</p>} />
      <FormPageBody
        aside={
          <ContactAside>
            <AsideList heading="Helpful Tips" items={bookPage.tips} />
          </ContactAside>
        }
      >
        <FormCard id="booking-form" heading="Event Details" intro={bookPage.formIntro}>
          <FormIsland definition={bookingForm} />
        </FormCard>
      </FormPageBody>
      <Section heading="Booking Questions" tone="sand">
        <FaqList faqs={bookFaqs} />
      </Section>
    </>
  );
}
