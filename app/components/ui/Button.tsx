import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const variants = {
  gold: "bg-gold-400 text-ink-950 hover:bg-gold-300",
  outline: "border border-current text-inherit hover:bg-white-10",
  ink: "bg-ink-900 text-ivory-50 hover:bg-ink-700",
} as const;

/** A link that looks like a button. Navigation between pages is plain links (no client router). */
export function ButtonLink({
  href,
  children,
  variant = "gold",
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  return (
    <a
      href={href}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-7 text-sm font-medium tracking-wide transition-colors",
        variants[variant],
        className,
      )}
    >
      {children}
    </a>
  );
}
