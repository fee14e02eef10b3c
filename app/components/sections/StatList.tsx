import type { Stat } from "~/content/company";

export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="border-ink-900-10 bg-ink-900-10 grid gap-px overflow-hidden rounded-3xl border sm:grid-cols-3">
      {stats.map((s) => (
        <div key={s.label} className="bg-white px-8 py-8 text-center">
          <dt className="text-slate-text text-xs tracking-[0.2em] uppercase">{s.label}</dt>
          <dd className="font-display text-ink-950 mt-2 text-5xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
