import { data, href } from "react-router";
import { AreaGrid } from "~/components/sections/AreaGrid";
import { CardGrid, Checklist } from "~/components/sections/Cards";
import { FaqList } from "~/components/sections/FaqList";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { heroPhoto } from "~/components/sections/PagePhotos";
import { ReadyBanner } from "~/components/sections/ReadyBanner";
import { Section, type Tone } from "~/components/sections/Section";
import { TestimonialList } from "~/components/sections/Testimonials";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { contentFor } from "~/content/localized";
import type { ServicePage, ServiceSection } from "~/content/types";
import { ui } from "~/content/ui";
import { type Lang, langOf, localizePath, useLang } from "~/lib/lang";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, faqPage, graph, serviceNode, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/service";

/** The service page with this slug, in this language, if any. */
const getService = (slug: string, lang: Lang): ServicePage | undefined =>
  contentFor(lang).services.services.find((s) => s.slug === slug);

export function loader({ params, request }: Route.LoaderArgs) {
  const service = getService(params.slug, langOf(new URL(request.url).pathname));
  if (!service) throw data(null, { status: 404 });
  return { slug: service.slug };
}

export const meta: Route.MetaFunction = (args) => {
  const service = args.loaderData && getService(args.loaderData.slug, langOf(args.location.pathname));
  return service
    ? seo(args, { title: service.metaTitle, description: service.metaDescription, image: "services" })
    : [];
};

function Block({ section, tone }: { section: ServiceSection; tone: Tone }) {
  const lang = useLang();
  const words = ui[lang].pages.service;
  switch (section.kind) {
    case "prose":
      return (
        <Section heading={section.heading} tone={tone}>
          <div className="text-slate-text grid max-w-5xl gap-6 text-lg leading-relaxed md:grid-cols-2">
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </Section>
      );
    case "cards":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <CardGrid
            cards={section.cards}
            columns={section.cards.length === 4 ? 4 : section.cards.length === 2 ? 2 : 3}
          />
        </Section>
      );
    case "steps":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {section.steps.map((step, i) => (
              <li key={step.title} className="border-ink-900/10 rounded-3xl border bg-white p-8">
                <p className="font-display text-gold-700 text-5xl" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </p>
                <h3 className="font-display text-ink-950 mt-4 text-2xl">
                  <span className="sr-only">{words.step(i + 1)}</span>
                  {step.title}
                </h3>
                <p className="text-slate-text mt-3 leading-relaxed">{step.body}</p>
              </li>
            ))}
          </ol>
        </Section>
      );
    case "checklist":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <Checklist items={section.items} />
        </Section>
      );
    case "locations":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <AreaGrid
            areas={section.cities.flatMap((slug) => contentFor(lang).locations.filter((l) => l.slug === slug))}
          />
        </Section>
      );
    case "testimonials":
      return (
        <Section heading={section.heading} tone={tone}>
          <TestimonialList testimonials={contentFor(lang).testimonials(section.ids)} />
        </Section>
      );
    case "faq":
      return (
        <Section heading={section.heading} tone={tone}>
          <FaqList faqs={section.faqs} />
          <p className="text-slate-text mt-8">
            {words.moreAnswers[0]}
            <a href={localizePath("/faq", lang)} className="text-gold-700 font-medium underline underline-offset-4">
              {words.moreAnswers[1]}
            </a>
            {words.moreAnswers[2]}
          </p>
        </Section>
      );
    case "banner":
      return (
        <section className="bg-ink-900 text-ivory-100 py-16" aria-label={section.heading}>
          <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-5 sm:px-8 md:flex-row md:items-center md:justify-between">
            <div className="space-y-2">
              <h2 className="font-display text-ivory-50 text-3xl sm:text-4xl">{section.heading}</h2>
              <p className="text-ivory-100/80 max-w-2xl">{section.body}</p>
            </div>
            <ButtonLink href={localizePath(section.cta.href, lang)} className="shrink-0">
              {section.cta.label}
            </ButtonLink>
          </div>
        </section>
      );
  }
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const words = ui[lang].pages.service;
  const service = getService(loaderData.slug, lang);
  const siteUrl = useSiteUrl();
  if (!service) return null;
  const to = (path: string) => localizePath(path, lang);
  const path = to(href("/services/:slug", { slug: service.slug }));
  const faqs = service.sections.flatMap((s) => (s.kind === "faq" ? s.faqs : []));
  let toneIndex = 0;
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, path, service.metaTitle, service.metaDescription),
          serviceNode(siteUrl, path, service),
          breadcrumbs(siteUrl, [
            { name: words.breadcrumb, path: to("/services") },
            { name: service.name, path },
          ]),
          faqs.length ? faqPage(faqs) : undefined,
        )}
      />
      <PageHero
        eyebrow={service.hero.eyebrow}
        heading={service.hero.heading}
        intro={<p>{service.hero.intro}</p>}
        photo={heroPhoto(`services/${service.slug}`, service.photoAlt ?? service.name)}
        actions={
          <>
            <ButtonLink href={to("/book")}>{words.bookNow}</ButtonLink>
            <ButtonLink href={to("/faq")} variant="outline" className="text-ivory-50">
              {words.readFaq}
            </ButtonLink>
          </>
        }
      >
        <p
          className="rise text-ivory-100/70 inline-flex items-center gap-2 text-sm"
          style={{ "--i": 4 } as React.CSSProperties}
        >
          <Icon name={service.icon} className="text-gold-400 size-4" /> {service.summary}
        </p>
      </PageHero>
      {service.sections.map((section) => {
        const tone: Tone = section.kind === "banner" ? "ink" : toneIndex++ % 2 ? "sand" : "ivory";
        return <Block key={section.heading} section={section} tone={tone} />;
      })}
      <ReadyBanner />
    </>
  );
}
