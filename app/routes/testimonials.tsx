import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { StatList } from "~/components/sections/StatList";
import { TestimonialList } from "~/components/sections/Testimonials";
import { ButtonLink } from "~/components/ui/Button";
import { testimonialsPage } from "~/content/company";
import { getTestimonials, testimonialsPageIds } from "~/content/testimonials";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/testimonials";

const title = "Client Testimonials: Five-Star Valet Service";
const description =
  "Read five-star reviews from couples, event planners, hosts and venue managers across Los Angeles: 500+ events served, a 5.0 average rating, 14+ years.";

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "company" });

export default function Testimonials() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, "/testimonials", title, description),
          breadcrumbs(siteUrl, [{ name: "Testimonials", path: "/testimonials" }]),
        )}
      />
      <PageHero
        eyebrow="Testimonials"
        heading={testimonialsPage.hero.heading}
        intro={<p>{testimonialsPage.hero.intro}</p>}
      />
      <Section heading="Five-Star Reviews">
        <TestimonialList testimonials={getTestimonials(testimonialsPageIds)} />
      </Section>
      <Section heading="By the Numbers" tone="sand">
        <StatList stats={testimonialsPage.stats} />
      </Section>
      <Section heading={testimonialsPage.cta.heading} tone="ink" intro={<p>{testimonialsPage.cta.body}</p>}>
        <ButtonLink href="/book">Book Now</ButtonLink>
      </Section>
    </>
  );
}
