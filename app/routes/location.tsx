import { Landmark } from "lucide-react";
import { data, href, redirect } from "react-router";
import { CityArt } from "~/components/art/CityArt";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { ButtonPair } from "~/components/sections/ButtonPair";
import { Checklist } from "~/components/sections/Cards";
import { FeatureList, FoldedParagraphs, PhoneFold } from "~/components/sections/CompactList";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { heroPhoto } from "~/components/sections/PagePhotos";
import { Section } from "~/components/sections/Section";
import { type Content, nameInSentence } from "~/content/localized";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { seo, useSiteUrl } from "~/lib/seo";
import { cityService } from "~/lib/structured-data";
import type { Route } from "./+types/location";

const cityIn = (content: Content, slug: string) => content.locations.find((l) => l.slug === slug);

export function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  const content = contentOf(args);
  const { locationAliases, retiredLocations } = content.modules.locationsEn;
  const lang = langOf(new URL(request.url).pathname);
  // The slug is the visitor's: "constructor" is no alias, though every object has one.
  const alias = Object.hasOwn(locationAliases, params.city) ? locationAliases[params.city] : undefined;
  const slug = alias ?? params.city;
  // A city the owner retired sends its visitors where the owner chose, in one hop (an alias of it too).
  const retired = Object.hasOwn(retiredLocations, slug) ? retiredLocations[slug] : undefined;
  if (retired) throw redirect(localizePath(retired, lang), 301);
  if (alias) throw redirect(localizePath(href("/locations/:city", { city: alias }), lang), 301);
  const city = cityIn(content[lang], params.city);
  if (!city) throw data(null, { status: 404 });
  // Its title and description too: meta cannot read the snapshot.
  return { slug: city.slug, metaTitle: city.metaTitle, metaDescription: city.metaDescription };
}

export const meta: Route.MetaFunction = (args) => {
  const city = args.loaderData;
  return city ? seo(args, { title: city.metaTitle, description: city.metaDescription, image: "locations" }) : [];
};

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.location;
  const city = cityIn(content[lang], loaderData.slug);
  const siteUrl = useSiteUrl();
  const { photoAltFromArt } = content.modules.photos;
  if (!city) return null;
  const to = (path: string) => localizePath(path, lang);
  const path = to(href("/locations/:city", { city: city.slug }));
  const inCity = nameInSentence(city, lang);
  return (
    <>
      <PageJsonLd
        path={path}
        name={city.name}
        title={city.metaTitle}
        description={city.metaDescription}
        about={cityService(siteUrl, path, city)}
      />
      <PageHero
        tall
        eyebrow={words.eyebrow(inCity)}
        heading={city.heading}
        intro={<p>{city.heroIntro}</p>}
        art={<CityArt slug={city.slug} label={city.artAlt} />}
        photo={heroPhoto(`locations/${city.slug}`, photoAltFromArt(city.artAlt), lang, content.slotPhotos)}
        actions={
          <ButtonPair
            primary={{ label: words.quote, href: "/quote" }}
            secondary={{ label: words.bookNow, href: "/book" }}
          />
        }
      />

      <Section heading={words.serving(inCity)} eyebrow={words.servingEyebrow} tone="ivory">
        <div className="grid gap-12 lg:grid-cols-[1.6fr_1fr]">
          {/* On a phone the first paragraph shows, the others a tap away (every word stays in the page). */}
          <div className="text-slate-text space-y-5 text-lg leading-relaxed">
            <p>{city.intro[0]}</p>
            <FoldedParagraphs
              paragraphs={city.intro.slice(1)}
              summary={content.ui[lang].readMore}
              bodyClassName="space-y-5 max-md:mt-2"
            />
          </div>
          <aside aria-labelledby="landmarks-heading" className="bg-ink-950 text-ivory-100 h-fit rounded-3xl p-6 sm:p-8">
            <h3 id="landmarks-heading" className="font-display text-ivory-50 text-2xl">
              {words.landmarks}
            </h3>
            <ul className="mt-4 space-y-2.5 sm:mt-5 sm:space-y-3">
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

      <Section heading={words.special(inCity)} eyebrow={words.specialEyebrow} tone="sand">
        <Checklist items={city.specialServices} />
        {/* On a phone each service is its title, its words a tap away. */}
        <div className="mt-10 sm:mt-12">
          <FeatureList items={city.serviceCards} columns={2} />
        </div>
      </Section>

      <Section heading={words.venues(inCity)} eyebrow={words.venuesEyebrow} tone="ivory">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h3 className="font-display text-ink-950 text-2xl">{words.whereWeWork}</h3>
            <ul className="text-ink-800 mt-5 space-y-3 max-sm:text-[0.9375rem]">
              {city.venues.map((v) => (
                <li key={v} className="border-ink-900-10 border-b pb-3">
                  {v}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-display text-ink-950 text-2xl">{words.howWePlan}</h3>
            {/* On a phone the plan is a tap away, under its heading. */}
            <FoldedParagraphs
              paragraphs={city.logistics}
              summary={content.ui[lang].readMore}
              className="mt-3 md:mt-5"
              bodyClassName="text-slate-text space-y-4 leading-relaxed max-md:mt-2"
            />
          </div>
        </div>
      </Section>

      <Section heading={words.why(inCity)} eyebrow={words.whyEyebrow} tone="ink">
        <div className="grid gap-10 lg:grid-cols-2">
          <p className="text-ivory-100-85 text-lg leading-relaxed">{city.expertise}</p>
          <PhoneFold summary={words.whyList} tone="dark" bar>
            <div className="max-md:pt-2 max-md:pb-4">
              <Checklist items={words.whyChoose} tone="dark" />
            </div>
          </PhoneFold>
        </div>
      </Section>

      <Section heading={words.areas} eyebrow={words.areasEyebrow} tone="ivory">
        {/* On a phone the other cities are a tap away (the footer lists them too). */}
        <PhoneFold bar summary={words.allAreas}>
          <div className="max-md:pt-2 max-md:pb-2">
            <AreaGrid areas={content[lang].locations} current={city.slug} comingSoon />
          </div>
        </PhoneFold>
      </Section>

      <ContactCta
        heading={words.cta(inCity)}
        body={<p>{words.ctaBody}</p>}
        action={{ label: words.ctaAction, href: to("/quote") }}
      />
    </>
  );
}
