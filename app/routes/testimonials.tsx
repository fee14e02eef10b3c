import { PageArt } from "~/components/art/PageArt";
import { ClientReviews } from "~/components/reviews/ClientReviews";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { StatList } from "~/components/sections/StatList";
import { TestimonialList } from "~/components/sections/Testimonials";
import { ButtonLink } from "~/components/ui/Button";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { clientReviewWords } from "~/lib/reviews/words";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/testimonials";

/** The page's title and description, for meta, which cannot read the request's snapshot. */
export function loader(args: Route.LoaderArgs) {
  const { title, description } = contentOf(args).ui[langOf(new URL(args.request.url).pathname)].pages.testimonials;
  return { title, description };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { title, description } = args.loaderData;
  return seo(args, { title, description, image: "company" });
};

export default function Testimonials() {
  const snapshot = useContent();
  const siteUrl = useSiteUrl();
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
      <JsonLd
        data={graph(
          { siteUrl, content: snapshot },
          webPage(siteUrl, path, words.title, words.description),
          breadcrumbs(siteUrl, [{ name: words.name, path }], snapshot.ui),
        )}
      />
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
