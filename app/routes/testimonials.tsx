import { PageArt } from "~/components/art/PageArt";
import { ClientReviews } from "~/components/reviews/ClientReviews";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { StatList } from "~/components/sections/StatList";
import { TestimonialList } from "~/components/sections/Testimonials";
import { ButtonLink } from "~/components/ui/Button";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { pageTitleOf } from "~/lib/request-context.server";
import { clientReviewWords } from "~/lib/reviews/words";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/testimonials";

export const loader = (args: Route.LoaderArgs) => pageTitleOf(args, "testimonials");

export const meta: Route.MetaFunction = pageMeta("company");

export default function Testimonials() {
  const snapshot = useContent();
  const lang = useLang();
  const words = snapshot.ui[lang].pages.testimonials;
  const content = snapshot[lang];
  const { testimonialsPage } = content.company;
  const path = localizePath("/testimonials", lang);
  // The clients' reviews the owner approved (with their consent), newest first, before the hand-entered ones.
  const clients = snapshot.reviews;
  const clientWords = clientReviewWords[lang];
  const average = clients.figures?.averageRating;
  return (
    <>
      <PageJsonLd path={path} name={words.name} title={words.title} description={words.description} />
      <PageHero
        eyebrow={words.name}
        heading={testimonialsPage.hero.heading}
        intro={<p>{testimonialsPage.hero.intro}</p>}
        side={<PageArt name="quote" />}
      />
      {clients.reviews.length ? (
        <Section
          id="client-reviews"
          heading={clientWords.heading}
          intro={
            <p>
              {clientWords.intro}
              {average ? ` ${clientWords.average(average, clients.figures?.reviewCount ?? 0)}.` : ""}
            </p>
          }
        >
          <ClientReviews reviews={clients.reviews} />
        </Section>
      ) : null}
      <Section heading={words.reviews}>
        <TestimonialList testimonials={content.testimonials(snapshot.modules.testimonialsEn.testimonialsPageIds)} />
      </Section>
      <Section heading={words.numbers} tone="sand">
        <StatList stats={testimonialsPage.stats} />
      </Section>
      <Section heading={testimonialsPage.cta.heading} tone="ink" intro={<p>{testimonialsPage.cta.body}</p>}>
        <ButtonLink href={localizePath("/book", lang)}>{words.bookNow}</ButtonLink>
      </Section>
    </>
  );
}
