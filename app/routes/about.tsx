import { SceneArt } from "~/components/art/SceneArt";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { CardGrid } from "~/components/sections/Cards";
import { ContactCta } from "~/components/sections/ContactCta";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { heroPhoto } from "~/components/sections/PagePhotos";
import { Section } from "~/components/sections/Section";
import { site } from "~/config/site";
import { about, type Profile } from "~/content/company";
import { getLocation } from "~/content/locations";
import { heroPhotoAlt } from "~/content/photos";
import type { Location } from "~/content/types";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/about";

const title = "About Us: Luxury Valet Parking Since 2009";
const description = `${site.name} was founded in ${site.founded.city} in ${site.founded.year} and has served Los Angeles since ${site.californiaSince}. Meet the team behind ${site.eventsServed} events.`;

export const meta: Route.MetaFunction = (args) => seo(args, { title, description, image: "company" });

const areas = about.serviceAreaSlugs.map(getLocation).filter((l): l is Location => !!l);

function ProfileCard({ person }: { person: Profile }) {
  const initials = person.name
    .split(" ")
    .map((n) => n[0])
    .join("");
  return (
    <article className="border-ink-900/10 rounded-3xl border bg-white p-8 sm:p-10">
      <div className="flex items-center gap-5">
        <span
          aria-hidden="true"
          className="bg-ink-950 font-display text-gold-300 inline-flex size-16 items-center justify-center rounded-full text-2xl"
        >
          {initials}
        </span>
        <div>
          <h3 className="font-display text-ink-950 text-3xl">{person.name}</h3>
          <p className="text-gold-700 text-sm font-medium tracking-wide">{person.role}</p>
        </div>
      </div>
      <div className="text-slate-text mt-6 space-y-4 leading-relaxed">
        {person.bio.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </article>
  );
}

export default function About() {
  const siteUrl = useSiteUrl();
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          { ...webPage(siteUrl, "/about", title, description), "@type": "AboutPage" },
          breadcrumbs(siteUrl, [{ name: "About", path: "/about" }]),
        )}
      />
      <PageHero
        eyebrow="About us"
        heading={about.hero.heading}
        intro={<p>{about.hero.intro}</p>}
        art={<SceneArt art="estates" />}
        photo={heroPhoto("about/hero", heroPhotoAlt["about/hero"])}
      />
      <Section
        heading={about.story.heading}
        eyebrow={`${site.founded.city} ${site.founded.year} · Los Angeles ${site.californiaSince}`}
      >
        <div className="text-slate-text grid gap-8 text-lg leading-relaxed lg:grid-cols-3">
          {about.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section heading="Why Clients Choose Us" tone="sand">
        <CardGrid cards={about.whyChoose} columns={4} />
      </Section>
      <Section heading="Leadership" eyebrow="The people accountable for your event">
        <div className="grid gap-6 lg:grid-cols-2">
          <ProfileCard person={about.founder} />
          <ProfileCard person={about.coo} />
        </div>
      </Section>
      <Section heading="Where We Serve" tone="ink">
        <AreaGrid areas={areas} tone="dark" />
      </Section>
      <ContactCta
        heading={about.cta.heading}
        body={<p>{about.cta.body}</p>}
        action={{ label: "Request a Quote today", href: "/book" }}
      />
    </>
  );
}
