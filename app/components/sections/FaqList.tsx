import { Icon } from "~/components/ui/Icon";
import type { Faq } from "~/content/types";
import { localizePath, useLang } from "~/lib/lang";

/** Questions as native disclosure widgets: keyboard and screen-reader friendly, no script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const lang = useLang();
  return (
    <div className="divide-ink-900-10 border-ink-900-10 divide-y border-y">
      {faqs.map((faq) => (
        <details key={faq.question} className="group py-2">
          <summary className="font-display text-ink-950 flex min-h-14 cursor-pointer list-none items-center justify-between gap-6 py-3 text-xl sm:text-2xl [&::-webkit-details-marker]:hidden">
            {faq.question}
            <Icon name="plus" className="text-gold-700 size-5 shrink-0 transition-transform group-open:rotate-45" />
          </summary>
          <div className="text-slate-text max-w-3xl space-y-3 pb-6 leading-relaxed">
            {faq.answer.split("\n\n").map((p) => (
              <p key={p}>{p}</p>
            ))}
            {faq.links?.length ? (
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                {faq.links.map((l) => (
                  <a
                    key={l.href}
                    href={localizePath(l.href, lang)}
                    className="text-gold-700 hover:text-ink-950 font-medium underline underline-offset-4"
                  >
                    {l.label}
                  </a>
                ))}
              </p>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
