import type { ReactNode } from "react";
import { ArrivalPanorama, EntranceArt } from "~/components/art/EditorialArt";
import { KeyArt } from "~/components/art/KeyArt";
import { KeyMark } from "~/components/art/Logo";
import { FeatureList, LinkList, PhoneFold, PlaceList } from "~/components/sections/CompactList";
import { JsonLd } from "~/components/sections/JsonLd";
import { heroAlts, slotHeroPhoto } from "~/components/sections/PagePhotos";
import { CertificateLink, ProofStrip } from "~/components/sections/Proof";
import { QuoteSet } from "~/components/sections/PullQuote";
import { ReadyBanner } from "~/components/sections/ReadyBanner";
import { Section } from "~/components/sections/Section";
import { SplitFeature, SplitSection } from "~/components/sections/SplitFeature";
import { StatList } from "~/components/sections/StatList";
import { ButtonLink } from "~/components/ui/Button";
import { EmailAddress } from "~/components/ui/EmailAddress";
import { Icon } from "~/components/ui/Icon";
import { Photo, photoFor } from "~/components/ui/Photo";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { seo, useSiteUrl } from "~/lib/seo";
import { graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/home";

/** The page's title and description, for meta, which cannot read the request's snapshot. */
export function loader(args: Route.LoaderArgs) {
  const { title, description } = contentOf(args).ui[langOf(new URL(args.request.url).pathname)].pages.home;
  return { title, description };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { title, description } = args.loaderData;
  return seo(args, { title, description, image: "home", fullTitle: true });
};

/** One way to reach the office in the hero: what to do, then the number or address as a link. */
function HeroReach({
  prompt,
  href,
  icon,
  children,
}: {
  prompt: string;
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-ivory-100-70">{prompt}</dt>
      <dd>
        <a href={href} className="text-ivory-50 hover:text-gold-300 inline-flex items-center gap-2 text-xl">
          {icon}
          {children}
        </a>
      </dd>
    </div>
  );
}

export default function Home() {
  const snapshot = useContent();
  const { site, links } = snapshot;
  const siteUrl = useSiteUrl();
  const lang = useLang();
  const words = snapshot.ui[lang].pages.home;
  const content = snapshot[lang];
  const { home, stats } = content.company;
  const to = (path: string) => localizePath(path, lang);
  const photo = slotHeroPhoto("home/hero", snapshot, lang, "low");
  // The team at work, when the owner has that photograph (the About page's hero); else a drawing of an entrance.
  const teamPhoto = photoFor("about/hero", lang, snapshot.slotPhotos);
  const missionPhoto = teamPhoto ? (
    <Photo
      photo={teamPhoto}
      alt={heroAlts(snapshot, lang)["about/hero"]}
      sizes="(min-width: 1024px) 50vw, 100vw"
      className="absolute inset-0 size-full object-cover"
    />
  ) : undefined;
  return (
    <>
      <JsonLd
        data={graph({ siteUrl, content: snapshot, lang }, webPage(siteUrl, to("/"), words.title, words.description))}
      />
      <section
        aria-labelledby="page-heading"
        className="hero-glow bg-ink-950 text-ivory-50 relative isolate overflow-hidden pt-32 pb-16 sm:pt-40 lg:min-h-[92vh] lg:pb-24"
      >
        {photo ?? (
          <KeyArt className="text-gold-400-25 lg:text-gold-400-45 pointer-events-none absolute top-24 -right-40 -z-10 h-auto w-[30rem] sm:w-[38rem] lg:top-28 lg:right-[-4rem] lg:w-[40rem]" />
        )}
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <div className="max-w-3xl space-y-7">
            <p className="rise text-gold-300 flex items-center gap-3 text-xs font-medium tracking-[0.3em] uppercase">
              <KeyMark className="text-gold-400 size-8" />
              {site.name} · {words.since} {site.founded.year}
            </p>
            <h1
              id="page-heading"
              className="settle font-display text-5xl leading-[1.02] sm:text-7xl lg:text-8xl"
              style={{ "--i": 1 } as React.CSSProperties}
            >
              {home.hero.headline}
            </h1>
            <p
              className="rise text-ivory-100-85 max-w-2xl text-[1.0625rem] leading-relaxed sm:text-xl"
              style={{ "--i": 2 } as React.CSSProperties}
            >
              {home.hero.lead}
            </p>
            <div className="rise flex flex-wrap gap-3" style={{ "--i": 3 } as React.CSSProperties}>
              <ButtonLink href={to("/book")}>
                {words.bookNow} <Icon name="arrow-right" className="size-4" />
              </ButtonLink>
              <ButtonLink href={to("/services")} variant="outline" className="text-ivory-50">
                {words.ourServices}
              </ButtonLink>
            </div>
            <dl
              className="rise grid gap-4 pt-4 text-sm sm:grid-cols-2 sm:gap-8"
              style={{ "--i": 4 } as React.CSSProperties}
            >
              <HeroReach
                prompt={home.hero.phonePrompt}
                href={links.tel}
                icon={<Icon name="call" className="text-gold-400 size-4" />}
              >
                {site.phone.display}
              </HeroReach>
              <HeroReach
                prompt={home.hero.emailPrompt}
                href={links.mail}
                icon={<Icon name="mail" className="text-gold-400 size-4" />}
              >
                <EmailAddress address={site.email} />
              </HeroReach>
            </dl>
          </div>
        </div>
        <div className="mx-auto mt-12 max-w-7xl px-5 sm:mt-16 sm:px-8">
          <StatList stats={stats} tone="dark" />
        </div>
      </section>

      <SplitFeature
        eyebrow={words.missionEyebrow}
        heading={home.mission.heading}
        media={missionPhoto ?? <EntranceArt className="absolute inset-0 m-auto h-[80%] w-auto max-w-[80%]" />}
        mediaOnPhone={Boolean(missionPhoto)}
        mediaSide="right"
        tone="ivory"
      >
        <div className="space-y-5">
          <p className="font-display text-ink-950 text-[1.375rem] leading-snug sm:text-[1.75rem]">
            {home.mission.paragraphs[0]}
          </p>
          {/* On a phone the rest is a tap away. */}
          {home.mission.paragraphs.length > 1 ? (
            <PhoneFold summary={snapshot.ui[lang].readMore}>
              <div className="space-y-5 max-md:mt-2">
                {home.mission.paragraphs.slice(1).map((p) => (
                  <p key={p} className="text-slate-text leading-relaxed sm:text-lg">
                    {p}
                  </p>
                ))}
              </div>
            </PhoneFold>
          ) : null}
        </div>
      </SplitFeature>

      <SplitSection
        heading={words.occasions}
        eyebrow={words.occasionsEyebrow}
        tone="sand"
        aside={
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={to("/book")} variant="ink">
              {words.consultation}
            </ButtonLink>
            <ButtonLink href={to("/services")} variant="outline" className="text-ink-950">
              {words.allServices}
            </ButtonLink>
          </div>
        }
      >
        <LinkList items={home.serviceCards} hrefs={home.serviceCards.map((c) => to(c.href))} />
      </SplitSection>

      <QuoteSet
        heading={words.clients}
        eyebrow={words.ratingEyebrow}
        testimonials={content.testimonials(snapshot.modules.testimonialsEn.homeTestimonialIds)}
        band={<ArrivalPanorama className="h-auto w-[200%] max-w-none sm:w-[140%] lg:w-full" />}
      />
      <ProofStrip tone="dark" joined />

      <Section heading={words.reasons} eyebrow={words.reasonsEyebrow} tone="ivory">
        <FeatureList items={home.reasons} extras={{ shield: <CertificateLink /> }} />
      </Section>

      <SplitSection heading={words.areas} eyebrow={words.areasEyebrow} intro={words.areasIntro} tone="sand">
        <PlaceList areas={content.locations.filter((l) => l.inHeader)} />
      </SplitSection>

      <ReadyBanner
        before={
          <div className="grid gap-8 text-left sm:grid-cols-2 sm:gap-10">
            <div className="space-y-3">
              <h2 className="font-display text-ivory-50 text-2xl sm:text-3xl">{home.speed.heading}</h2>
              <PhoneFold summary={snapshot.ui[lang].readMore} tone="dark">
                <p className="text-ivory-100-80 leading-relaxed">{home.speed.body}</p>
              </PhoneFold>
              {/* On a phone the banner's two buttons, right below, book and call: these two links wait for 640 px. */}
              <p className="flex flex-wrap gap-x-6 gap-y-2 max-sm:hidden">
                <a href={links.tel} className="text-gold-300 underline underline-offset-4">
                  {site.phone.display}
                </a>
                <a href={localizePath("/book", lang)} className="text-gold-300 underline underline-offset-4">
                  {words.bookNow}
                </a>
              </p>
            </div>
            <div className="space-y-3">
              <h2 className="font-display text-ivory-50 text-2xl sm:text-3xl">{home.finalCta.heading}</h2>
              <PhoneFold summary={snapshot.ui[lang].readMore} tone="dark">
                <p className="text-ivory-100-80 leading-relaxed">{home.finalCta.body}</p>
              </PhoneFold>
            </div>
          </div>
        }
      />
    </>
  );
}
