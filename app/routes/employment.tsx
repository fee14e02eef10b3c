import { PageArt } from "~/components/art/PageArt";
import { FormCard } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { CardGrid, Checklist } from "~/components/sections/Cards";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { contentFor } from "~/content/localized";
import { ui } from "~/content/ui";
import { applicationForm } from "~/forms/registry";
import { langOf, useLang } from "~/lib/lang";
import { formPageData, formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { seo } from "~/lib/seo";
import { jobPosting as jobPostingNode } from "~/lib/structured-data";
import type { Route } from "./+types/employment";

export const handle = { hydrate: true };

export async function loader(args: Route.LoaderArgs) {
  const lang = langOf(new URL(args.request.url).pathname);
  const { name, title, description } = ui[lang].pages.employment;
  const { careers, jobPosting } = contentFor(lang).careers;
  const form = await formPageData(args, {
    name,
    title,
    description,
    nodes: (siteUrl) => [jobPostingNode(siteUrl, jobPosting, new Date())],
  });
  return { ...form, page: careers, jobTitle: jobPosting.title };
}

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, applicationForm);
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = ui[langOf(args.location.pathname)].pages.employment;
  return seo(args, { title, description, image: "company" });
};

export default function Employment({ loaderData }: Route.ComponentProps) {
  const { page: careers, jobTitle, jsonLd } = loaderData;
  const words = ui[useLang()].pages.employment;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={words.name}
        heading={careers.hero.heading}
        intro={<p>{careers.hero.intro}</p>}
        side={<PageArt name="jacket" />}
      />
      <Section heading={words.seeking}>
        <Checklist items={careers.seeking} />
      </Section>
      <Section heading={words.why} tone="sand">
        <CardGrid cards={careers.whyWork} columns={4} />
      </Section>
      <div className="bg-ivory-50 py-16 sm:py-24">
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <FormCard id="application-form" heading={`${words.apply} ${jobTitle}`} intro={careers.applyIntro}>
            <FormIsland definition={applicationForm} />
          </FormCard>
        </div>
      </div>
    </>
  );
}
