import type { ReactNode } from "react";
import { Icon } from "~/components/ui/Icon";
import { useContent } from "~/lib/content-context";
import { useLang } from "~/lib/lang";
import { officeHours } from "~/lib/office-hours-text";

/** One large tap target of the contact hero: an icon, what it does, and the number or address itself. */
function Target({
  href,
  icon,
  label,
  value,
  note,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: string;
}) {
  return (
    <a
      href={href}
      className="group border-gold-400-25 hover:border-gold-300-70 bg-white-4 hover:bg-white-8 flex items-center gap-4 rounded-2xl border px-4 py-4 transition-colors sm:gap-5 sm:px-6 sm:py-5 lg:px-8 lg:py-7"
    >
      <span className="bg-gold-400 text-ink-950 grid size-12 shrink-0 place-items-center rounded-full sm:size-14">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="text-gold-300 block text-xs font-medium tracking-[0.2em] uppercase">{label}</span>
        <span className="text-ivory-50 group-hover:text-gold-200 mt-1 block leading-tight">{value}</span>
        {note ? <span className="text-ivory-100-70 mt-1 block text-sm">{note}</span> : null}
      </span>
    </a>
  );
}

/** The contact page's first screen: call and e-mail as the two largest things on it, and the way to the form. */
export function HeroContact({ formId }: { formId: string }) {
  const { site, links, ui, hours } = useContent();
  const lang = useLang();
  const words = ui[lang].pages.contact;
  // When the office answers, on the visitors' own clock.
  const answered = officeHours(lang, hours)
    .open.map((g) => `${g.daysShort}, ${g.pacific}`)
    .join(" · ");
  const [user, domain] = site.email.split("@");
  return (
    <div className="space-y-3 lg:space-y-4">
      <Target
        href={links.tel}
        icon={<Icon name="call" className="size-5" />}
        label={words.call}
        value={<span className="font-display text-3xl sm:text-4xl">{site.phone.display}</span>}
        note={answered}
      />
      <Target
        href={links.mail}
        icon={<Icon name="mail" className="size-5" />}
        label={words.email}
        // The address breaks only after its "@", never inside a word.
        value={
          <span className="text-lg sm:text-xl">
            {user}@<wbr />
            {domain}
          </span>
        }
        note={words.reply}
      />
      <a
        href={`#${formId}`}
        className="text-ivory-100-85 hover:text-gold-300 inline-flex min-h-11 items-center gap-2 px-1 pt-2 text-sm underline-offset-4 hover:underline"
      >
        <Icon name="arrow-down" className="text-gold-400 size-4" />
        {words.toForm}
      </a>
    </div>
  );
}
