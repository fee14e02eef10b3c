import { SceneArt } from "~/components/art/SceneArt";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { FeatureList } from "~/components/sections/CompactList";
import { ContactCta } from "~/components/sections/ContactCta";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { heroPhoto } from "~/components/sections/PagePhotos";
import {
  CertificateLink,
  hasRecord,
  InsuranceCertificate,
  NamedEvents,
  PortraitImage,
  PressMentions,
  ProofStrip,
  TeamPortraits,
} from "~/components/sections/Proof";
import { Section } from "~/components/sections/Section";
import type { Profile } from "~/content/company";
import type { Portrait } from "~/content/proof-edit";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/about";

/** The page's title and description, for meta, which cannot read the request's snapshot. */
export function loader(args: Route.LoaderArgs) {
  const { title, description } = contentOf(args).ui[langOf(new URL(args.request.url).pathname)].pages.about;
  return { title, description };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { title, description } = args.loaderData;
  return seo(args, { title, description, image: "company" });
};

/** A founder: the portrait the owner chose (/staff/content/proof), else the initials. */
function ProfileCard({ person, portrait }: { person: Profile; portrait?: Portrait }) {
  const initials = person.name
    .split(" ")
    .map((n) => n[0])
    .join("");
  return (
    <article className="border-ink-900-10 rounded-3xl border bg-white p-8 sm:p-10">
      <div className="flex items-center gap-5">
        {portrait ? (
          <span className="bg-ink-950 ring-gold-400-30 relative size-24 shrink-0 overflow-hidden rounded-full ring-1 ring-offset-4 sm:size-28">
            <PortraitImage portrait={portrait} sizes="7rem" className="absolute inset-0 size-full object-cover" />
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="bg-ink-950 font-display text-gold-300 inline-flex size-16 items-center justify-center rounded-full text-2xl"
          >
            {initials}
          </span>
        )}
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
  const content = useContent();
  const { site } = content;
  const siteUrl = useSiteUrl();
  const lang = useLang();
  const words = content.ui[lang].pages.about;
  const proofWords = content.ui[lang].proof;
  const { proof } = content;
  const record = [proof.events.length > 0 || proof.press.length > 0, proof.certificate !== undefined];
  const { about } = content[lang].company;
  const { locations } = content[lang];
  const { photos } = content.modules;
  const areas = about.serviceAreaSlugs.flatMap((slug) => locations.filter((l) => l.slug === slug));
  const path = localizePath("/about", lang);
  return (
    <>
      <JsonLd
        data={graph(
          { siteUrl, content },
          { ...webPage(siteUrl, path, words.title, words.description), "@type": "AboutPage" },
          breadcrumbs(siteUrl, [{ name: words.name, path }], content.ui),
        )}
      />
      <PageHero
        eyebrow={words.eyebrow}
        heading={about.hero.heading}
        intro={<p>{about.hero.intro}</p>}
        art={<SceneArt art="estates" />}
        photo={heroPhoto(
          "about/hero",
          (lang === "es" ? photos.heroPhotoAltEs : photos.heroPhotoAlt)["about/hero"],
          lang,
          content.slotPhotos,
        )}
      />
      <Section
        heading={about.story.heading}
        eyebrow={`${site.founded.city} ${site.founded.year} · ${lang === "es" ? "Los Ángeles" : "Los Angeles"} ${site.californiaSince}`}
      >
        <div className="text-slate-text grid gap-8 text-lg leading-relaxed lg:grid-cols-3">
          {about.story.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section heading={words.whyChoose} tone="sand">
        {/* On a phone each reason is its title, its words a tap away. */}
        <FeatureList items={about.whyChoose} columns={4} extras={{ shield: <CertificateLink /> }} />
      </Section>
      <Section heading={words.leadership} eyebrow={words.leadershipEyebrow}>
        <div className="grid gap-6 lg:grid-cols-2">
          <ProfileCard person={about.founder} portrait={proof.founders.founder} />
          <ProfileCard person={about.coo} portrait={proof.founders.coo} />
        </div>
      </Section>
      {/* The owner's proof (/staff/content/proof): each part only once it is filled. */}
      <TeamPortraits tone="sand" />
      {hasRecord(proof) ? (
        <Section
          heading={proofWords.record}
          eyebrow={record.every(Boolean) ? proofWords.recordEyebrow : undefined}
          tone={proof.team.length ? "ivory" : "sand"}
        >
          <div className={cn("grid items-start gap-12", record.every(Boolean) && "lg:grid-cols-[3fr_2fr] lg:gap-16")}>
            {record[0] ? (
              <div className="grid max-w-4xl gap-12">
                <NamedEvents />
                <PressMentions />
              </div>
            ) : null}
            <InsuranceCertificate className="max-w-xl" />
          </div>
        </Section>
      ) : null}
      <ProofStrip />
      <Section heading={words.whereWeServe} tone="ink">
        <AreaGrid areas={areas} tone="dark" />
      </Section>
      <ContactCta
        heading={about.cta.heading}
        body={<p>{about.cta.body}</p>}
        action={{ label: words.cta, href: localizePath("/book", lang) }}
      />
    </>
  );
}
