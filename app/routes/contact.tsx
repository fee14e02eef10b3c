import { data } from "react-router";
import { FormCard, FormPageBody } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { ContactAside } from "~/components/sections/ContactAside";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { site } from "~/config/site";
import { contactPage } from "~/content/company";
import { contactQuoteForm } from "~/forms/registry";
import { formPageData, formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const handle = { hydrate: true };

export async function loader(args: Route.LoaderArgs) {
  const form = await formPageData(args, {
    name: "Contact",
    title,
    description,
    type: "ContactPage",
  });
  return { ...form, page: contactPage };
}

export async function action(args: Route.ActionArgs) {
  const result = await leadAction(args, contactQuoteForm);
  // The browser follows this header back to an empty form after the thank-you (the form is sent by the browser
  // with JavaScript too: ADR 028).
  return "reference" in result
    ? data(result, { headers: { Refresh: `${THANK_YOU_MS / 1000}; url=/contact?again=1#contact-form` } })
    : result;
}

export const headers: Route.HeadersFunction = formPageHeaders;

/** How long the thank-you panel stays before the form returns, cleared. */
const THANK_YOU_MS = 3000;

const title = "Contact Us: Call, E-mail or Request a Quote";
const description = `Call ${site.phone.display}, e-mail ${site.email} or send a quote request. Valet parking across Los Angeles, 7 days a week; we reply within ${site.replyHours.request} hours.`;

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "company" });

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page: contactPage, jsonLd } = loaderData;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero eyebrow="Contact" heading={contactPage.hero.heading} intro={<p>{contactPage.hero.intro}</p>} />
      <FormPageBody
        aside={
          <ContactAside>
            <div className="border-ink-900/10 rounded-3xl border bg-white p-8">
              <h2 className="font-display text-ink-950 text-2xl">Service Area</h2>
              <p className="text-slate-text mt-3 text-sm leading-relaxed">
                Los Angeles County and the surrounding communities of Southern California, 7 days a week.
              </p>
            </div>
          </ContactAside>
        }
      >
        <FormCard id="contact-form" heading="Request a Quote" intro={contactPage.intro}>
          <FormIsland definition={contactQuoteForm} />
        </FormCard>
      </FormPageBody>
      <Section heading="Areas We Serve" tone="sand">
        <AreaGrid areas={contactPage.servedAreas} />
      </Section>
    </>
  );
}
