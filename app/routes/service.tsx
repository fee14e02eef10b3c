import type { ReactNode } from "react";
import { data, href } from "react-router";
import { PageArt, serviceArt } from "~/components/art/PageArt";
import { ButtonPair } from "~/components/sections/ButtonPair";
import { Checklist } from "~/components/sections/Cards";
import { FeatureList, FoldedParagraphs, PlaceList } from "~/components/sections/CompactList";
import { FaqList } from "~/components/sections/FaqList";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { heroPhoto } from "~/components/sections/PagePhotos";
import { Process } from "~/components/sections/Process";
import { QuoteSet } from "~/components/sections/PullQuote";
import { ReadyBanner } from "~/components/sections/ReadyBanner";
import { Section, type Tone } from "~/components/sections/Section";
import { SplitSection } from "~/components/sections/SplitFeature";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import { LinkedSentence } from "~/components/ui/LinkedSentence";
import type { Content } from "~/content/localized";
import type { ServicePage, ServiceSection } from "~/content/types";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { seo, useSiteUrl } from "~/lib/seo";
import { faqPage, serviceNode } from "~/lib/structured-data";
import type { Route } from "./+types/service";

/** The service page with this slug, in this language's content, if any. */
const getService = (slug: string, content: Content): ServicePage | undefined =>
  content.services.services.find((s) => s.slug === slug);

export function loader(args: Route.LoaderArgs) {
  const service = getService(args.params.slug, contentOf(args)[langOf(new URL(args.request.url).pathname)]);
  if (!service) throw data(null, { status: 404 });
  // Its title and description too: meta cannot read the snapshot.
  return { slug: service.slug, metaTitle: service.metaTitle, metaDescription: service.metaDescription };
}

export const meta: Route.MetaFunction = (args) => {
  const service = args.loaderData;
  return service
    ? seo(args, { title: service.metaTitle, description: service.metaDescription, image: "services" })
    : [];
};

/** How a block is set: picked by the page from the blocks before it, so neighbours never look alike. */
type Look = { tone: Tone; split: boolean; quoteTone: "dark" | "ivory" | "sand" };

/** A block's section: the heading beside the content from 1024 px (split), or above it. */
function Frame({
  heading,
  tone,
  split,
  intro,
  aside,
  children,
}: {
  heading: string;
  tone: Tone;
  split: boolean;
  intro?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return split ? (
    <SplitSection heading={heading} intro={intro} aside={aside} tone={tone}>
      {children}
    </SplitSection>
  ) : (
    <Section heading={heading} intro={intro} tone={tone}>
      {children}
      {aside ? <div className="mt-8">{aside}</div> : null}
    </Section>
  );
}

function Block({ section, look }: { section: ServiceSection; look: Look }) {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.service;
  const { tone, split } = look;
  const frame = { heading: section.heading, tone, split };
  switch (section.kind) {
    case "prose":
      return (
        <Frame {...frame}>
          {/* The first paragraph set large; the others folded under "Read more" on phones. */}
          <div className="max-w-3xl">
            <p className="font-display text-ink-950 text-[1.375rem] leading-snug sm:text-[1.75rem]">
              {section.paragraphs[0]}
            </p>
            <FoldedParagraphs
              paragraphs={section.paragraphs.slice(1)}
              summary={content.ui[lang].readMore}
              className="mt-3 md:mt-5"
              bodyClassName="text-slate-text space-y-5 leading-relaxed max-md:pt-2 sm:text-lg"
            />
          </div>
        </Frame>
      );
    case "cards":
      // A list on rules, each item folded on phones: beside its heading in one column (numbered, unless the items
      // carry a figure of their own), or under it in two or three.
      return (
        <Frame {...frame} intro={section.intro}>
          <FeatureList
            items={section.cards}
            columns={split ? 1 : section.cards.length % 3 === 0 ? 3 : 2}
            numbered={split && !section.cards.some((c) => c.meta)}
          />
        </Frame>
      );
    case "steps":
      return (
        <Section heading={section.heading} intro={section.intro} tone={tone}>
          <Process steps={section.steps} />
        </Section>
      );
    case "checklist":
      return (
        <Frame {...frame} intro={section.intro}>
          <Checklist items={section.items} />
        </Frame>
      );
    case "locations":
      return (
        <Frame {...frame} intro={section.intro}>
          <PlaceList
            areas={section.cities.flatMap((slug) => content[lang].locations.filter((l) => l.slug === slug))}
            wide={!split}
          />
        </Frame>
      );
    case "testimonials":
      return (
        <QuoteSet
          heading={section.heading}
          testimonials={content[lang].testimonials(section.ids)}
          tone={look.quoteTone}
        />
      );
    case "faq":
      return (
        <Frame
          {...frame}
          aside={
            <p className="text-slate-text">
              <LinkedSentence
                words={words.moreAnswers}
                href={localizePath("/faq", lang)}
                className="text-gold-700 font-medium underline underline-offset-4"
              />
            </p>
          }
        >
          <FaqList faqs={section.faqs} />
        </Frame>
      );
    case "banner":
      return (
        <section className="bg-ink-900 text-ivory-100 py-16" aria-label={section.heading}>
          <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-5 sm:px-8 md:flex-row md:items-center md:justify-between">
            <div className="space-y-2">
              <h2 className="font-display text-ivory-50 text-3xl sm:text-4xl">{section.heading}</h2>
              <p className="text-ivory-100-80 max-w-2xl">{section.body}</p>
            </div>
            <ButtonLink href={localizePath(section.cta.href, lang)} className="shrink-0">
              {section.cta.label}
            </ButtonLink>
          </div>
        </section>
      );
  }
}

/**
 * The look of each block: light tones alternating between the dark ones (testimonials, banners), testimonials set
 * light when a dark banner follows them; and a block that can stand beside its heading does so unless the block
 * before it did, so two split sections never follow each other.
 */
function looks(sections: readonly ServiceSection[]): Look[] {
  let light = 0;
  let previousSplit = false;
  return sections.map((section, i) => {
    const dark = section.kind === "banner" || (section.kind === "testimonials" && sections[i + 1]?.kind !== "banner");
    const tone: Tone = section.kind === "banner" ? "ink" : dark ? "ivory" : light++ % 2 ? "sand" : "ivory";
    const split = !["steps", "testimonials", "banner"].includes(section.kind) && !previousSplit;
    previousSplit = split;
    return { tone, split, quoteTone: dark ? "dark" : tone === "sand" ? "sand" : "ivory" };
  });
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.service;
  const service = getService(loaderData.slug, content[lang]);
  const siteUrl = useSiteUrl();
  if (!service) return null;
  const to = (path: string) => localizePath(path, lang);
  const path = to(href("/services/:slug", { slug: service.slug }));
  const faqs = service.sections.flatMap((s) => (s.kind === "faq" ? s.faqs : []));
  const sectionLooks = looks(service.sections);
  return (
    <>
      <PageJsonLd
        path={path}
        name={service.name}
        title={service.metaTitle}
        description={service.metaDescription}
        about={serviceNode(siteUrl, path, service)}
        trail={[{ name: words.breadcrumb, path: to("/services") }]}
        more={faqs.length ? [faqPage(faqs)] : []}
      />
      <PageHero
        eyebrow={service.hero.eyebrow}
        heading={service.hero.heading}
        intro={<p>{service.hero.intro}</p>}
        photo={heroPhoto(`services/${service.slug}`, service.photoAlt ?? service.name, lang, content.slotPhotos)}
        side={<PageArt name={serviceArt(service.slug)} />}
        actions={
          <ButtonPair
            primary={{ label: words.bookNow, href: "/book" }}
            secondary={{ label: words.readFaq, href: "/faq" }}
          />
        }
      >
        <p
          className="rise text-ivory-100-70 inline-flex items-center gap-2 text-sm"
          style={{ "--i": 4 } as React.CSSProperties}
        >
          <Icon name={service.icon} className="text-gold-400 size-4" /> {service.summary}
        </p>
      </PageHero>
      {service.sections.map((section, i) => (
        <Block key={section.heading} section={section} look={sectionLooks[i] as Look} />
      ))}
      <ReadyBanner />
    </>
  );
}
