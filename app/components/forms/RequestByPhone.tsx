import { Mail, Phone } from "lucide-react";
import { mailHref, site, telHref } from "~/config/site";

/** Until online requests are stored and delivered, a form would lose leads: ask by phone or e-mail instead. */
export function RequestByPhone({ what }: { what: string }) {
  return (
    <div className="text-slate-text space-y-5">
      <p>
        Send us your {what} by phone or e-mail: give us the date, venue and guest count, and we reply within{" "}
        {site.replyHours.request} hours.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={telHref}
          className="bg-ink-950 text-ivory-50 hover:bg-ink-800 inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6"
        >
          <Phone aria-hidden="true" className="size-4" /> {site.phone.display}
        </a>
        <a
          href={mailHref}
          className="border-ink-900/20 text-ink-950 hover:border-gold-500 inline-flex min-h-12 items-center justify-center gap-2 rounded-full border px-6"
        >
          <Mail aria-hidden="true" className="size-4" /> {site.email}
        </a>
      </div>
    </div>
  );
}
