import { Landmark } from "lucide-react";
import { data, href, redirect } from "react-router";
import { SceneArt } from "~/components/art/SceneArt";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { CardGrid, Checklist } from "~/components/sections/Cards";
import { ContactCta } from "~/components/sections/ContactCta";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { heroPhoto } from "~/components/sections/PagePhotos";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/Button";
import { site } from "~/config/site";
import { getLocation, locationAliases, locations } from "~/content/locations";
import { photoAltFromArt } from "~/content/photos";
import { ui } from "~/content/ui";
import { langTags, localizePath } from "~/lib/lang";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, cityService, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/location";

export function loader({ params }: Route.LoaderArgs) {
  // The slug is the visitor's: "constructor" is no alias, though every object has one.
  const alias = Object.hasOwn(locationAliases, params.city) ? locationAliases[params.city] : undefined;
  if (alias) throw redirect(href("/locations/:city", { city: alias }), 301);
  const city = getLocation(params.city);
  if (!city) throw data(null, { status: 404 });
  return { slug: city.slug };
}

export const meta: Route.MetaFunction = (args) => {
  const city = args.loaderData && getLocation(args.loaderData.slug);
  return city ? seo(args, { title: city.metaTitle, description: city.metaDescription, image: "locations" }) : [];
};

const whyChoose = [
  `Background-checked, uniformed attendants trained in hospitality and careful driving`,
  `${site.liabilityCoverage} liability coverage and workers' compensation on every assignment`,
  "Steel-lock key podiums, digital logs and vehicle condition checks at drop-off and return",
  `A reply within ${site.replyHours.request} hours and a site plan before your event`,
];

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const city = getLocation(loaderData.slug);
  const siteUrl = useSiteUrl();
  if (!city) return null;
  const path = href("/locations/:city", { city: city.slug });
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, path, city.metaTitle, city.metaDescription),
          cityService(siteUrl, path, city),
          breadcrumbs(siteUrl, [{ name: city.name, path }]),
        )}
      />
      <PageHero
        tall
        eyebrow={`${city.name} valet parking`}
        heading={city.heading}
        intro={<p>{city.heroIntro}</p>}
        art={<SceneArt art={city.art} label={city.artAlt} />}
        photo={heroPhoto(`locations/${city.slug}`, photoAltFromArt(city.artAlt))}
        actions={
          <>
            <ButtonLink href="/quote">Request a Quote</ButtonLink>
            <ButtonLink href="/book" variant="outline" className="text-ivory-50">
              Book Now
            </ButtonLink>
          </>
        }
      />

      <Section heading={`Serving ${city.name}`} eyebrow="Local knowledge" tone="ivory">
        <div className="grid gap-12 lg:grid-cols-[1.6fr_1fr]">
          <div className="text-slate-text space-y-5 text-lg leading-relaxed">
            {city.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <aside aria-labelledby="landmarks-heading" className="bg-ink-950 text-ivory-100 h-fit rounded-3xl p-8">
            <h3 id="landmarks-heading" className="font-display text-ivory-50 text-2xl">
              Landmarks we work around
            </h3>
            <ul className="mt-5 space-y-3">
              {city.landmarks.map((l) => (
                <li key={l} className="flex items-center gap-3">
                  <Landmark aria-hidden="true" className="text-gold-400 size-4" />
                  {l}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section heading={`Specialised Services in ${city.name}`} eyebrow="What we plan for" tone="sand">
        <Checklist items={city.specialServices} />
        <div className="mt-12">
          <CardGrid cards={city.serviceCards} columns={2} />
        </div>
      </Section>

      <Section heading={`Venues and Logistics in ${city.name}`} eyebrow="On the ground" tone="ivory">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h3 className="font-display text-ink-950 text-2xl">Where we often work</h3>
            <ul className="text-ink-800 mt-5 space-y-3">
              {city.venues.map((v) => (
                <li key={v} className="border-ink-900/10 border-b pb-3">
                  {v}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-display text-ink-950 text-2xl">How we plan arrivals here</h3>
            <div className="text-slate-text mt-5 space-y-4 leading-relaxed">
              {city.logistics.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </div>
      </Section>

      <Section heading={`Why Choose ${site.name} in ${city.name}`} eyebrow="Our expertise" tone="ink">
        <div className="grid gap-10 lg:grid-cols-2">
          <p className="text-ivory-100/85 text-lg leading-relaxed">{city.expertise}</p>
          <Checklist items={whyChoose} tone="dark" />
        </div>
      </Section>

      <Section heading="Our Service Areas" eyebrow="Across Los Angeles" tone="ivory">
        <AreaGrid areas={locations} current={city.slug} comingSoon />
      </Section>

      <ContactCta
        heading={`Need valet service in ${city.name}?`}
        body={
          <>
            <p>Call, e-mail or request a quote. We reply within {site.replyHours.request} hours.</p>
            {/* City pages are English only; Spanish readers get the Spanish booking form (ADR 025). */}
            <p lang={langTags.es} className="mt-3 text-base">
              {ui.es.spanishPrompt}{" "}
              <a
                href={localizePath("/book", "es")}
                hrefLang="es"
                className="text-gold-300 underline underline-offset-4"
              >
                {ui.es.reserveInSpanish}
              </a>
            </p>
          </>
        }
        action={{ label: "Request a Quote Now", href: "/quote" }}
      />
    </>
  );
}
