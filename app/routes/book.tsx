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
import { useLang } from "~/lib/lang";
import { formPageData, formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { contentOf, langOfRequest } from "~/lib/request-context.server";
import { pageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/book";

export const handle = { hydrate: true };

// Form pages hydrate: their copy and structured data come from the loader, so the browser never downloads the
// content modules.
export async function loader(args: Route.LoaderArgs) {
  const lang = langOfRequest(args);
  const content = contentOf(args);
  const { name, title, description } = content.ui[lang].pages.book;
  const { company, faqs } = content[lang];
  const form = await formPageData(args, { name, title, description, nodes: () => [faqPage(faqs.bookFaqs)] });
  return {
    ...form,
    estimate: estimateStart(content, lang, null),
    page: company.bookPage,
    faqs: faqs.bookFaqs,
    title,
    description,
  };
}

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
