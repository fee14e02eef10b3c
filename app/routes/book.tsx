import { PageArt } from "~/components/art/PageArt";
import { FormCard, FormPageBody } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { AsideList, ContactAside } from "~/components/sections/ContactAside";
import { FaqList } from "~/components/sections/FaqList";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { bookingForm } from "~/forms/registry";
import { useContent } from "~/lib/content-context";
import { estimateStart } from "~/lib/estimate.server";
import { formPageLoader } from "~/lib/form-page.server";
import { useLang } from "~/lib/lang";
import { formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { pageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/book";

export const handle = { hydrate: true };

// Form pages hydrate: their copy and structured data come from the loader, so the browser never downloads the
// content modules.
export const loader = (args: Route.LoaderArgs) =>
  formPageLoader(args, "book", (content, lang) => {
    const { company, faqs } = content[lang];
    return {
      nodes: () => [faqPage(faqs.bookFaqs)],
      data: { estimate: estimateStart(content, lang, null), page: company.bookPage, faqs: faqs.bookFaqs },
    };
  });

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, bookingForm);
}

export const meta: Route.MetaFunction = pageMeta("home");

export default function Book({ loaderData }: Route.ComponentProps) {
  const { page: bookPage, faqs: bookFaqs, jsonLd } = loaderData;
  const words = useContent().ui[useLang()].pages.book;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={words.name}
        heading={bookPage.hero.heading}
        intro={<p>{bookPage.hero.intro}</p>}
        side={<PageArt name="clock" />}
      />
      <FormPageBody
        aside={
          <ContactAside>
            <AsideList heading={words.tips} items={bookPage.tips} />
          </ContactAside>
        }
      >
        <FormCard id="booking-form" heading={words.details} intro={bookPage.formIntro}>
          <FormIsland definition={bookingForm} />
        </FormCard>
      </FormPageBody>
      <Section heading={words.questions} tone="sand">
        <FaqList faqs={bookFaqs} />
      </Section>
    </>
  );
}
