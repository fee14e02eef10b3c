import { ArrowRight, Mail, Phone, Smartphone } from "lucide-react";
import { KeyArt } from "~/components/art/KeyArt";
import { KeyMark } from "~/components/art/Logo";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { CardGrid } from "~/components/sections/Cards";
import { JsonLd } from "~/components/sections/JsonLd";
import { heroPhoto } from "~/components/sections/PagePhotos";
import { ReadyBanner } from "~/components/sections/ReadyBanner";
import { Section } from "~/components/sections/Section";
import { TestimonialList } from "~/components/sections/Testimonials";
import { ButtonLink } from "~/components/ui/Button";
import { mailHref, site, telHref } from "~/config/site";
import { contentFor } from "~/content/localized";
import { heroAlt } from "~/content/photos";
import { homeTestimonialIds } from "~/content/testimonials";
import { ui } from "~/content/ui";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { seo, useSiteUrl } from "~/lib/seo";
import { graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = ui[langOf(args.location.pathname)].pages.home;
  return seo(args, { title, description, image: "home", fullTitle: true });
};

export default function Home() {
  const siteUrl = useSiteUrl();
  const lang = useLang();
  const words = ui[lang].pages.home;
  const content = contentFor(lang);
  const { home, stats } = content.company;
  const to = (path: string) => localizePath(path, lang);
  const photo = heroPhoto("home/hero", heroAlt("home/hero", lang), "low");
  return (
    <>
      <JsonLd data={graph(siteUrl, webPage(siteUrl, to("/"), words.title, words.description))} />
      <section
        aria-labelledby="page-heading"
        className="hero-glow bg-ink-950 text-ivory-50 relative isolate overflow-hidden pt-32 pb-16 sm:pt-40 lg:min-h-[92vh] lg:pb-24"
      >
        {photo ?? (
          <KeyArt className="text-gold-400/25 lg:text-gold-400/45 pointer-events-none absolute top-24 -right-40 -z-10 h-auto w-[30rem] sm:w-[38rem] lg:top-28 lg:right-[-4rem] lg:w-[40rem]" />
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
              className="rise text-ivory-100/85 max-w-2xl text-lg leading-relaxed sm:text-xl"
              style={{ "--i": 2 } as React.CSSProperties}
            >
              {home.hero.lead}
            </p>
            <div className="rise flex flex-wrap gap-3" style={{ "--i": 3 } as React.CSSProperties}>
              <ButtonLink href={to("/book")}>
                {words.bookNow} <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ButtonLink href={to("/services")} variant="outline" className="text-ivory-50">
                {words.ourServices}
              </ButtonLink>
            </div>
            <dl
              className="rise grid gap-4 pt-4 text-sm sm:grid-cols-2 sm:gap-8"
              style={{ "--i": 4 } as React.CSSProperties}
            >
              <div>
                <dt className="text-ivory-100/70">{home.hero.phonePrompt}</dt>
                <dd>
                  <a
                    href={telHref}
                    className="text-ivory-50 hover:text-gold-300 inline-flex items-center gap-2 text-xl"
                  >
                    <Phone aria-hidden="true" className="text-gold-400 size-4" />
                    {site.phone.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-ivory-100/70">{home.hero.emailPrompt}</dt>
                <dd>
                  <a
                    href={mailHref}
                    className="text-ivory-50 hover:text-gold-300 inline-flex items-center gap-2 text-xl"
                  >
                    <Mail aria-hidden="true" className="text-gold-400 size-4" />
                    {site.email}
                  </a>
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <div className="mx-auto mt-16 max-w-7xl px-5 sm:px-8">
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-white/10 bg-white/10 lg:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="bg-ink-950/90 px-6 py-6">
                <dt className="text-ivory-100/70 text-xs tracking-[0.2em] uppercase">{s.label}</dt>
                <dd className="font-display text-gold-300 mt-1 text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section heading={home.mission.heading} eyebrow={words.missionEyebrow} tone="ivory">
        <div className="text-slate-text grid gap-8 text-lg leading-relaxed lg:grid-cols-2">
          {home.mission.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section heading={words.occasions} eyebrow={words.occasionsEyebrow} tone="sand">
        <CardGrid cards={home.serviceCards} columns={4} hrefs={home.serviceCards.map((c) => to(c.href))} />
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink href={to("/book")} variant="ink">
            {words.consultation}
          </ButtonLink>
          <ButtonLink href={to("/services")} variant="outline" className="text-ink-950">
            {words.allServices}
          </ButtonLink>
        </div>
      </Section>

      <Section heading={words.reasons} eyebrow={words.reasonsEyebrow} tone="ivory">
        <CardGrid cards={home.reasons} />
      </Section>

      <Section heading={words.clients} eyebrow={words.ratingEyebrow} tone="sand">
        <TestimonialList testimonials={content.testimonials(homeTestimonialIds)} />
      </Section>

      <Section heading={words.areas} eyebrow={words.areasEyebrow} tone="ink" intro={words.areasIntro}>
        <AreaGrid areas={content.locations.filter((l) => l.inHeader)} tone="dark" />
      </Section>

      <Section heading={home.speed.heading} eyebrow={words.speedEyebrow} tone="ivory">
        <div className="grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
          <p className="text-slate-text text-lg leading-relaxed">{home.speed.body}</p>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ButtonLink href={telHref} variant="ink">
              <Smartphone aria-hidden="true" className="size-4" /> {words.tapToCall} {site.phone.display}
            </ButtonLink>
            <ButtonLink href={to("/book")}>{words.bookOnline}</ButtonLink>
          </div>
        </div>
      </Section>

      <section aria-labelledby="final-cta-heading" className="bg-ivory-100 pb-20 sm:pb-28">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <div className="border-gold-500/30 grid gap-6 rounded-[2rem] border bg-white p-10 sm:p-14 lg:grid-cols-[1.5fr_auto] lg:items-center">
            <div className="space-y-3">
              <h2 id="final-cta-heading" className="font-display text-ink-950 text-4xl">
                {home.finalCta.heading}
              </h2>
              <p className="text-slate-text text-lg">{home.finalCta.body}</p>
            </div>
            <ButtonLink href={to("/book")} variant="ink">
              {words.bookTeam}
            </ButtonLink>
          </div>
        </div>
      </section>

      <ReadyBanner />
    </>
  );
}
