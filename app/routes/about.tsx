import { SceneArt } from "~/components/art/SceneArt";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { FeatureList, FoldedParagraphs } from "~/components/sections/CompactList";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { slotHeroPhoto } from "~/components/sections/PagePhotos";
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
import { localizePath, useLang } from "~/lib/lang";
import { pageTitleOf } from "~/lib/request-context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const loader = (args: Route.LoaderArgs) => pageTitleOf(args, "about");

export const meta: Route.MetaFunction = pageMeta("company");

/** A founder: the portrait the owner chose (/staff/content/proof), else the initials. */
function ProfileCard({ person, portrait, readMore }: { person: Profile; portrait?: Portrait; readMore: string }) {
  const initials = person.name
    .split(" ")
    .map((n) => n[0])
    .join("");
  return (
    <article className="border-ink-900-10 rounded-3xl border bg-white p-6 sm:p-10">
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
      <div className="text-slate-text mt-4 leading-relaxed md:mt-6">
        {/* On a phone the bio is a tap away under the name; from 768 px it shows. */}
        <FoldedParagraphs paragraphs={person.bio} summary={readMore} bodyClassName="space-y-4 max-md:mt-2" />
      </div>
    </article>
  );
}

export default function About() {
  const content = useContent();
  const { site } = content;
  const lang = useLang();
  const words = content.ui[lang].pages.about;
  const proofWords = content.ui[lang].proof;
  const { proof } = content;
  const record = [proof.events.length > 0 || proof.press.length > 0, proof.certificate !== undefined];
  const { about } = content[lang].company;
  const { locations } = content[lang];
  const areas = about.serviceAreaSlugs.flatMap((slug) => locations.filter((l) => l.slug === slug));
  const path = localizePath("/about", lang);
  return (
    <>
      <PageJsonLd path={path} name={words.name} title={words.title} description={words.description} type="AboutPage" />
      <PageHero
        eyebrow={words.eyebrow}
        heading={about.hero.heading}
        intro={<p>{about.hero.intro}</p>}
        art={<SceneArt art="estates" />}
        photo={slotHeroPhoto("about/hero", content, lang)}
      />
      <Section
        heading={about.story.heading}
        eyebrow={`${site.founded.city} ${site.founded.year} · ${lang === "es" ? "Los Ángeles" : "Los Angeles"} ${site.californiaSince}`}
      >
        <div className="text-slate-text grid gap-8 text-lg leading-relaxed lg:grid-cols-3">
          <p>{about.story.paragraphs[0]}</p>
          {/* On a phone the rest is a tap away; from 1024 px each paragraph a column, as before. */}
          <FoldedParagraphs
            paragraphs={about.story.paragraphs.slice(1)}
            summary={content.ui[lang].readMore}
            className="lg:col-span-2"
            bodyClassName="grid gap-8 max-md:mt-2 lg:grid-cols-2"
          />
        </div>
      </Section>
      <Section heading={words.whyChoose} tone="sand">
        {/* On a phone each reason is its title, its words a tap away. */}
        <FeatureList items={about.whyChoose} columns={4} extras={{ shield: <CertificateLink /> }} />
      </Section>
      <Section heading={words.leadership} eyebrow={words.leadershipEyebrow}>
        <div className="grid gap-6 lg:grid-cols-2">
          <ProfileCard person={about.founder} portrait={proof.founders.founder} readMore={content.ui[lang].readMore} />
          <ProfileCard person={about.coo} portrait={proof.founders.coo} readMore={content.ui[lang].readMore} />
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
          <div
            className={cn(
              "grid items-start gap-8 md:gap-12",
              record.every(Boolean) && "lg:grid-cols-[3fr_2fr] lg:gap-16",
            )}
          >
            {record[0] ? (
              // On a phone the events and the press are two folded rows on rules (PhoneSections' rules).
              <div className="divide-ink-900-10 border-ink-900-10 grid max-w-4xl divide-y border-y md:gap-12 md:divide-y-0 md:border-y-0">
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
