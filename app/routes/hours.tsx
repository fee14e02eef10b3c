import { MapPin, Phone } from "lucide-react";
import { JsonLd } from "~/components/sections/JsonLd";
import { OpenNow } from "~/components/sections/OpenNow";
import { PageHero } from "~/components/sections/PageHero";
import { Section } from "~/components/sections/Section";
import { ButtonLink } from "~/components/ui/Button";
import { site, telHref } from "~/config/site";
import { hoursPage } from "~/content/company";
import { openingHours } from "~/content/hours";
import { holidays, officeYear } from "~/lib/office-hours";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/hours";

const title = "Hours of Operation and Holiday Closures";
const description = (year: number) =>
  `Office hours ${openingHours.label}, ${openingHours.hoursCT} (${openingHours.hoursPT}). Event valet runs 7 days a week. Holiday closures for ${year} and ${year + 1}.`;

// The page shows this year's and next year's closures: the server renders it again when the year turns
// (server/index.js), so a build from last year never shows last year's list.
export const meta: Route.MetaFunction = (args) =>
  seo(args, { title, description: description(officeYear(new Date())), image: "company" });

const dateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
/** "Friday, December 31", with the year when it is not the year listed. */
const formatDate = (iso: string, listedYear: number) =>
  `${dateFormat.format(new Date(`${iso}T00:00:00Z`))}${iso.startsWith(String(listedYear)) ? "" : `, ${iso.slice(0, 4)}`}`;

export default function Hours() {
  const siteUrl = useSiteUrl();
  const year = officeYear(new Date());
  const rows = [
    ...openingHours.days.map((day) => ({ day, ct: openingHours.hoursCT, pt: openingHours.hoursPT })),
    { day: "Saturday", ct: "Closed", pt: "Closed" },
    { day: "Sunday", ct: "Closed", pt: "Closed" },
  ];
  const { address } = site;
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, "/hours", title, description(year)),
          breadcrumbs(siteUrl, [{ name: "Hours", path: "/hours" }]),
        )}
      />
      <PageHero eyebrow="Hours" heading={hoursPage.hero.heading} intro={<p>{hoursPage.hero.intro}</p>}>
        <OpenNow className="rounded-full bg-white/5 px-4 py-2 text-sm" />
      </PageHero>
      <Section heading="Regular Office Hours" eyebrow="Central Time, with Pacific beside it">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <table className="w-full overflow-hidden rounded-3xl bg-white text-left shadow-sm">
            <caption className="sr-only">Office hours by day</caption>
            <thead className="bg-ink-950 text-ivory-100 text-xs tracking-[0.15em] uppercase">
              <tr>
                <th scope="col" className="px-6 py-4 font-medium">
                  Day
                </th>
                <th scope="col" className="px-6 py-4 font-medium">
                  Central Time (CT)
                </th>
                <th scope="col" className="px-6 py-4 font-medium">
                  Pacific Time (PT)
                </th>
              </tr>
            </thead>
            <tbody className="divide-ink-900/10 divide-y">
              {rows.map((r) => (
                <tr key={r.day}>
                  <th scope="row" className="text-ink-950 px-6 py-4 font-medium">
                    {r.day}
                  </th>
                  <td className="text-ink-800 px-6 py-4">{r.ct}</td>
                  <td className="text-slate-text px-6 py-4">{r.pt}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-slate-text text-lg leading-relaxed">{hoursPage.officeNote}</p>
        </div>
      </Section>
      <Section heading="Holiday Closures" eyebrow="Office closed" tone="sand">
        {[year, year + 1].map((y) => (
          <div key={y} className="mt-10 first:mt-0">
            <h3 className="font-display text-ink-950 mb-5 text-3xl">{y}</h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {holidays(y).map((h) => (
                <li key={h.name} className="border-ink-900/10 rounded-2xl border bg-white p-6">
                  <p className="font-display text-ink-950 text-2xl">{h.name}</p>
                  <p className="text-ink-800 mt-1">{formatDate(h.observed, y)}</p>
                  {h.observed !== h.date ? (
                    <p className="text-slate-text mt-1 text-sm">
                      Observed; the holiday falls on {formatDate(h.date, y)}.
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="text-slate-text mt-8">Holiday hours may vary. Event valet service runs on holidays as booked.</p>
      </Section>
      <Section heading="Office Location">
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
        <ButtonLink href={telHref}>
          <Phone aria-hidden="true" className="size-4" /> Call {site.phone.display}
        </ButtonLink>
      </Section>
    </>
  );
}
