import { PageArt } from "~/components/art/PageArt";
import { FormCard } from "~/components/forms/FormCard";
import { FormIsland } from "~/components/forms/FormIsland";
import { CardGrid, Checklist } from "~/components/sections/Cards";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { applicationForm } from "~/forms/registry";
import { useContent } from "~/lib/content-context";
import { formPageLoader } from "~/lib/form-page.server";
import { useLang } from "~/lib/lang";
import { formPageHeaders, leadAction } from "~/lib/leads/lead-action.server";
import { pageMeta } from "~/lib/seo";
import { jobPosting as jobPostingNode } from "~/lib/structured-data";
import type { Route } from "./+types/employment";

export const handle = { hydrate: true };

export const loader = (args: Route.LoaderArgs) =>
  formPageLoader(args, "employment", (content, lang) => {
    const { careers, jobPosting, postingDates } = content[lang].careers;
    const today = new Date();
    return {
      nodes: (siteUrl) => [jobPostingNode(siteUrl, jobPosting, today, content.site)],
      // Closed, the page still takes applications: the company hires before every busy season, calls those who
      // applied first, and keeps an application as long as the privacy policy says (docs/content.md).
      data: { page: careers, jobTitle: jobPosting.title, open: postingDates(jobPosting, today) !== null },
    };
  });

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, applicationForm);
}

export const meta: Route.MetaFunction = pageMeta("company");

export default function Employment({ loaderData }: Route.ComponentProps) {
  const { page: careers, jobTitle, open, jsonLd } = loaderData;
  const words = useContent().ui[useLang()].pages.employment;
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHero
        eyebrow={words.name}
        heading={careers.hero.heading}
        intro={
          <>
            <p>{careers.hero.intro}</p>
            {open ? null : <p className="mt-4 font-medium">{careers.closed.notice}</p>}
          </>
        }
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
          <FormCard
            id="application-form"
            heading={open ? `${words.apply} ${jobTitle}` : careers.closed.heading}
            intro={open ? careers.applyIntro : careers.closed.applyIntro}
          >
            <FormIsland definition={applicationForm} />
          </FormCard>
        </div>
      </div>
    </>
  );
}
