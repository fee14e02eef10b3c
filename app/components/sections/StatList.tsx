import type { Stat } from "~/content/company";

/** How the figures look on a light page, and across the dark home hero. */
const looks = {
  light: {
    list: "border-ink-900-10 bg-ink-900-10 grid gap-px overflow-hidden rounded-3xl border sm:grid-cols-3",
    item: "bg-white px-8 py-8 text-center",
    label: "text-slate-text text-xs tracking-[0.2em] uppercase",
    value: "font-display text-ink-950 mt-2 text-5xl",
  },
  dark: {
    list: "border-white-10 bg-white-10 grid grid-cols-2 gap-px overflow-hidden rounded-3xl border lg:grid-cols-4",
    item: "bg-ink-950-90 px-5 py-5 sm:px-6 sm:py-6",
    label: "text-ivory-100-70 text-xs tracking-[0.2em] uppercase",
    value: "font-display text-gold-300 mt-1 text-4xl",
  },
} as const;

/** The company's figures as a grid, each its label over its value. */
export function StatList({ stats, tone = "light" }: { stats: readonly Stat[]; tone?: keyof typeof looks }) {
  const look = looks[tone];
  return (
    <dl className={look.list}>
      {stats.map((s) => (
        <div key={s.label} className={look.item}>
          <dt className={look.label}>{s.label}</dt>
          <dd className={look.value}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
