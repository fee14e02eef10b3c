import { FormCard } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { CardGrid, Checklist } from "~/components/sections/Cards";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { site } from "~/config/site";
import { careers, jobPosting } from "~/content/careers";
import { applicationForm } from "~/forms/registry";
import { formPageData, formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { seo } from "~/lib/seo";
import { jobPosting as jobPostingNode } from "~/lib/structured-data";
import type { Route } from "./+types/employment";

export const handle = { hydrate: true };

export async function loader(args: Route.LoaderArgs) {
  const form = await formPageData(args, {
    name: "Careers",
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

const title = "Careers: Valet Parking Attendant Jobs in Los Angeles";
const description = `Join ${site.name}: full-time and part-time valet attendant positions at weddings, galas, hotels and private events across Los Angeles. Reply within ${site.replyHours.application} hours.`;

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "company" });

export default function Employment({ loaderData }: Route.ComponentProps) {
  const { page: careers, jobTitle, jsonLd } = loaderData;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero eyebrow="Careers" heading={careers.hero.heading} intro={<p>{careers.hero.intro}</p>} />
      <Section heading="What We Look For">
        <Checklist items={careers.seeking} />
      </Section>
      <Section heading={`Why Work With ${site.name}`} tone="sand">
        <CardGrid cards={careers.whyWork} columns={4} />
      </Section>
      <div className="bg-ivory-50 py-16 sm:py-24">
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <FormCard id="application-form" heading={`Apply: ${jobTitle}`} intro={careers.applyIntro}>
            <FormIsland definition={applicationForm} />
          </FormCard>
        </div>
      </div>
    </>
  );
}
