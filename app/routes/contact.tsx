import { data } from "react-router";
import { FormCard, FormPageBody } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { ContactAside } from "~/components/sections/ContactAside";
import { HeroContact } from "~/components/sections/HeroContact";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { contactQuoteForm } from "~/forms/registry";
import { useContent } from "~/lib/content-context";
import { formPageLoader } from "~/lib/form-page.server";
import { localizePath, useLang } from "~/lib/lang";
import { formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { langOfRequest } from "~/lib/request-context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const handle = { hydrate: true };

export const loader = (args: Route.LoaderArgs) =>
  formPageLoader(args, "contact", (content, lang) => ({
    type: "ContactPage",
    data: { page: content[lang].company.contactPage },
  }));

export async function action(args: Route.ActionArgs) {
  const result = await leadAction(args, contactQuoteForm);
  const again = localizePath("/contact?again=1#contact-form", langOfRequest(args));
  // The browser follows this header back to an empty form after the thank-you (the form is sent by the browser
  // with JavaScript too: ADR 028).
  return "reference" in result
    ? data(result, { headers: { Refresh: `${THANK_YOU_MS / 1000}; url=${again}` } })
    : result;
}

export const headers: Route.HeadersFunction = formPageHeaders;

/** How long the thank-you panel stays before the form returns, cleared. */
const THANK_YOU_MS = 3000;

export const meta: Route.MetaFunction = pageMeta("company");

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page: contactPage, jsonLd } = loaderData;
  const words = useContent().ui[useLang()].pages.contact;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={words.name}
        heading={contactPage.hero.heading}
        intro={<p>{contactPage.hero.intro}</p>}
        panel={<HeroContact formId="contact-form" />}
        compact
      />
      <FormPageBody
        aside={
          <ContactAside>
            <div className="border-ink-900-10 rounded-3xl border bg-white p-8">
              <h2 className="font-display text-ink-950 text-2xl">{words.area}</h2>
              <p className="text-slate-text mt-3 text-sm leading-relaxed">{words.areaBody}</p>
            </div>
          </ContactAside>
        }
      >
        <FormCard id="contact-form" heading={words.formHeading} intro={contactPage.intro}>
          <FormIsland definition={contactQuoteForm} />
        </FormCard>
      </FormPageBody>
      <Section heading={words.areas} tone="sand">
        <AreaGrid areas={contactPage.servedAreas} />
      </Section>
    </>
  );
}
