import { MapPin, Phone } from "lucide-react";
import { PageArt } from "~/components/art/PageArt";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { OpenNow } from "~/components/sections/OpenNow";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/Button";
import { hoursWords } from "~/content/hours-words";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { closuresOf, officeYear } from "~/lib/office-hours";
import { hoursByDay, officeHours, specialHours } from "~/lib/office-hours-text";
import { contentOf } from "~/lib/request-context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/hours";

// The page shows this year's and next year's closures: the server renders it again when the year turns
// (server/index.js), so a build from last year never shows last year's list.
/** The page's title and description, for meta, which cannot read the request's snapshot. */
export function loader(args: Route.LoaderArgs) {
  const content = contentOf(args);
  const words = content.ui[langOf(new URL(args.request.url).pathname)].pages.hours;
  return { title: words.title, description: words.description(officeYear(new Date()), content.hours) };
}

export const meta: Route.MetaFunction = pageMeta("company");

/** "Friday, December 31", with the year when it is not the year listed, in the date format of `locale`. */
const dateFormatter = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
  return (iso: string, listedYear: number) =>
    `${format.format(new Date(`${iso}T00:00:00Z`))}${iso.startsWith(String(listedYear)) ? "" : `, ${iso.slice(0, 4)}`}`;
};

export default function Hours() {
  const content = useContent();
  const { site, links, hours } = content;
  const lang = useLang();
  const words = content.ui[lang].pages.hours;
  const formatDate = dateFormatter(words.dateLocale);
  const { hoursPage } = content[lang].company;
  const year = officeYear(new Date());
  const { closedWord } = officeHours(lang, hours);
  const path = localizePath("/hours", lang);
  const { address } = site;
  return (
    <>
      <PageJsonLd path={path} name={words.eyebrow} title={words.title} description={words.description(year, hours)} />
      <PageHero
        eyebrow={words.eyebrow}
        heading={hoursPage.hero.heading}
        intro={<p>{hoursPage.hero.intro}</p>}
        side={<PageArt name="clock" />}
      >
        <OpenNow lang={lang} className="bg-white-5 rounded-full px-4 py-2 text-sm" />
      </PageHero>
      <Section heading={words.regular} eyebrow={words.regularEyebrow}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <table className="w-full overflow-hidden rounded-3xl bg-white text-left text-sm shadow-sm sm:text-base">
            <caption className="sr-only">{words.caption}</caption>
            <thead className="bg-ink-950 text-ivory-100 text-xs tracking-[0.15em] uppercase">
              <tr>
                {[words.day, words.central, words.pacific].map((column) => (
                  <th key={column} scope="col" className="px-3 py-4 font-medium sm:px-6">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-ink-900-10 divide-y">
              {hoursByDay(lang, hours).map((r) => (
                <tr key={r.day}>
                  <th scope="row" className="text-ink-950 px-3 py-4 font-medium sm:px-6">
                    {r.day}
                  </th>
                  <td className="text-ink-800 px-3 py-4 sm:px-6">{r.central ?? closedWord}</td>
                  <td className="text-slate-text px-3 py-4 sm:px-6">{r.pacific ?? closedWord}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-slate-text text-lg leading-relaxed">{hoursPage.officeNote}</p>
        </div>
      </Section>
      <Section heading={words.closures} eyebrow={words.closuresEyebrow} tone="sand">
        {[year, year + 1].map((y) => (
          <div key={y} className="mt-10 first:mt-0">
            <h3 className="font-display text-ink-950 mb-5 text-3xl">{y}</h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {closuresOf(y, hours).map(({ holiday: h, dated }) =>
                dated ? (
                  <li key={dated.date} className="border-ink-900-10 rounded-2xl border bg-white p-6">
                    <p className="font-display text-ink-950 text-2xl">{dated.name[lang] || dated.name.en}</p>
                    <p className="text-ink-800 mt-1">{formatDate(dated.date, y)}</p>
                    {dated.hours ? (
                      <p className="text-slate-text mt-1 text-sm">
                        {hoursWords[lang].special} {specialHours(dated.hours, lang, hours)}
                      </p>
                    ) : null}
                  </li>
                ) : h ? (
                  <li key={h.name} className="border-ink-900-10 rounded-2xl border bg-white p-6">
                    <p className="font-display text-ink-950 text-2xl">{words.holidays[h.name] ?? h.name}</p>
                    <p className="text-ink-800 mt-1">{formatDate(h.observed, y)}</p>
                    {h.observed !== h.date ? (
                      <p className="text-slate-text mt-1 text-sm">
                        {words.observed} {formatDate(h.date, y)}.
                      </p>
                    ) : null}
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        ))}
        <p className="text-slate-text mt-8">{words.holidayNote}</p>
      </Section>
      <Section heading={words.location}>
        <address className="text-ink-800 flex items-start gap-3 text-lg not-italic">
          <MapPin aria-hidden="true" className="text-gold-700 mt-1 size-5" />
          <span>
            {site.name}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.regionName} {address.postalCode}
          </span>
        </address>
      </Section>
      <Section heading={hoursPage.eventSupport.heading} tone="ink" intro={<p>{hoursPage.eventSupport.body}</p>}>
        <ButtonLink href={links.tel}>
          <Phone aria-hidden="true" className="size-4" /> {words.call} {site.phone.display}
        </ButtonLink>
      </Section>
    </>
  );
}
