import type { FieldChange } from "~/lib/content/compare";

const NOT_SET = "(not set: the repository's text)";

/** One side of a change, as plain text (React escapes it); long texts keep their lines. */
function Side({ label, text }: { label: string; text: string | null }) {
  return (
    <div className="min-w-0">
      <p className="text-slate-text text-xs font-medium tracking-wide uppercase">{label}</p>
      <p
        className={text === null ? "text-slate-text mt-1 italic" : "text-ink-950 mt-1 break-words whitespace-pre-wrap"}
      >
        {text ?? NOT_SET}
      </p>
    </div>
  );
}

/** A version's fields against the live version's, one entry per field that differs. */
export function HistoryCompare({ name, live, changes }: { name: string; live: number; changes: FieldChange[] }) {
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  return (
    <section
      aria-labelledby="compare-heading"
      className="border-ink-900-10 mt-8 rounded-2xl border bg-white p-6"
      id="compare"
    >
      <h2 id="compare-heading" className="font-display text-ink-950 text-2xl">
        {Name} compared with the live version ({live})
      </h2>
      {changes.length === 0 ? (
        <p className="text-slate-text mt-3 text-sm">The two versions have the same content.</p>
      ) : (
        <>
          <p className="text-slate-text mt-2 text-sm">
            {changes.length} field{changes.length === 1 ? " differs" : "s differ"}. Restoring {name} would put back its
            side of each.
          </p>
          <ol className="divide-ink-900-10 mt-4 divide-y">
            {changes.map((change) => (
              <li key={change.path} className="grid gap-3 py-4 text-sm">
                <h3 className="text-ink-950 font-medium break-words">{change.path}</h3>
                <div className="grid gap-4 md:grid-cols-2">
                  <Side label={Name} text={change.before} />
                  <Side label="Live now" text={change.after} />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
