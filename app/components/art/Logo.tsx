import { useContent } from "~/lib/content-context";

/** The key-and-crest mark. Decorative: the wordmark beside it carries the name. */
export function KeyMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className} fill="none">
      <circle cx="20" cy="20" r="18.5" stroke="currentColor" strokeWidth="1.2" opacity="0.55" />
      <circle cx="20" cy="14" r="5.5" stroke="currentColor" strokeWidth="1.8" />
      <path d="M20 19.5V31m0-4.5h3.5M20 31h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ href = "/", label }: { href?: string; label?: string }) {
  const { site } = useContent();
  const words = site.name.split(" ");
  const accent = words.pop();
  return (
    <a href={href} className="group text-ivory-50 flex items-center gap-3" aria-label={label ?? `${site.name}, home`}>
      <KeyMark className="text-gold-400 size-9 transition-transform duration-300 group-hover:rotate-12" />
      <span className="font-display text-2xl leading-none tracking-wide whitespace-nowrap">
        {words.join(" ")} <span className="text-gold-300">{accent}</span>
      </span>
    </a>
  );
}
