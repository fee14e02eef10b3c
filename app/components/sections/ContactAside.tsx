import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { EmailAddress } from "~/components/ui/EmailAddress";
import { useContent } from "~/lib/content-context";
import { useLang } from "~/lib/lang";
import { officeHours } from "~/lib/office-hours-text";

/** The side panel beside the forms: how to reach the team, office hours, and page-specific notes. */
export function ContactAside({ children }: { children?: ReactNode }) {
  const { site, links, ui, hours: openingHours } = useContent();
  const lang = useLang();
  const words = ui[lang].contactAside;
  const hours = ui[lang].hours;
  const office = officeHours(lang, openingHours);
  return (
    <aside aria-label={words.label} className="space-y-6">
      <div className="bg-ink-950 text-ivory-100 rounded-3xl p-8">
        <h2 className="font-display text-ivory-50 text-2xl">{words.heading}</h2>
        <ul className="mt-5 space-y-4">
          <li>
            <a href={links.tel} className="hover:text-gold-300 flex items-center gap-3">
              <Phone aria-hidden="true" className="text-gold-400 size-4" /> {site.phone.display}
            </a>
          </li>
          <li>
            <a href={links.mail} className="hover:text-gold-300 flex items-center gap-3">
              <Mail aria-hidden="true" className="text-gold-400 size-4 shrink-0" />
              <EmailAddress address={site.email} />
            </a>
          </li>
          <li className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="text-gold-400 mt-1 size-4 shrink-0" />
            <span>
              {site.address.street}, {site.address.locality}, {site.address.region}
            </span>
          </li>
        </ul>
        <h3 className="text-gold-300 mt-8 flex items-center gap-2 text-xs font-medium tracking-[0.2em] uppercase">
          <Clock aria-hidden="true" className="size-4" /> {words.hours}
        </h3>
        <p className="mt-3 text-sm">
          {office.open.map((group) => (
            <Fragment key={group.days}>
              {group.days}: {group.central}
              <br />
              <span className="text-ivory-100-70">({group.pacific})</span>
              <br />
            </Fragment>
          ))}
          {office.closed?.line ?? null}
        </p>
        <p className="text-ivory-100-70 mt-2 text-xs">{hours.note}</p>
      </div>
      {children}
    </aside>
  );
}

export function AsideList({ heading, items }: { heading: string; items: readonly ReactNode[] }) {
  return (
    <div className="border-ink-900-10 rounded-3xl border bg-white p-8">
      <h2 className="font-display text-ink-950 text-2xl">{heading}</h2>
      <ul className="text-slate-text mt-4 space-y-3 text-sm leading-relaxed">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i} className="flex gap-3">
            <span aria-hidden="true" className="bg-gold-500 mt-2 size-1.5 shrink-0 rounded-full" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
