import { href } from "react-router";
import { SceneArt } from "~/components/art/SceneArt";
import { CardGrid } from "~/components/sections/Cards";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { cardPhoto, heroPhoto } from "~/components/sections/PagePhotos";
import { ReadyBanner } from "~/components/sections/ReadyBanner";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/Button";
import { site } from "~/config/site";
import { heroPhotoAlt } from "~/content/photos";
import { eventTypes, getService, included } from "~/content/services";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/services";

const title = "Valet Parking Services for Events, Hotels & Restaurants";
const description = `Wedding, corporate, private party, hotel, charity gala and holiday valet parking across Los Angeles. ${site.liabilityCoverage} insured, uniformed, background-checked staff.`;

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "services" });

export default function Services() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, "/services", title, description),
          breadcrumbs(siteUrl, [{ name: "Services", path: "/services" }]),
        )}
      />
      <PageHero
        eyebrow="Services"
        heading="Our Premium Valet Services"
        intro={<p>Attentive, insured valet parking shaped around your venue, your guests and your schedule.</p>}
        actions={
          <>
            <ButtonLink href="/book">Book Now</ButtonLink>
            <ButtonLink href="/quote" variant="outline" className="text-ivory-50">
              Request a Quote
            </ButtonLink>
          </>
        }
        art={<SceneArt art="boulevard" />}
        photo={heroPhoto("services/hero", heroPhotoAlt["services/hero"])}
      />
      <Section heading="Event Types We Serve" eyebrow="Six specialities" tone="ivory">
        <CardGrid
          cards={eventTypes}
          hrefs={eventTypes.map((e) => href("/services/:slug", { slug: e.service }))}
          images={eventTypes.map((e) => cardPhoto(`services/${e.service}`, getService(e.service)?.photoAlt ?? e.title))}
        />
      </Section>
      <Section heading="What's Included" eyebrow="With every booking" tone="sand">
        <CardGrid cards={included} columns={4} />
      </Section>
      <ReadyBanner />
    </>
  );
}
