import { shortDay } from "~/lib/los-angeles";
import type { LeadForm } from "~/lib/storage/schema";

/** Each form's colour in the chart: apart in hue and lightness, so they read in grey too. */
export const formColors: Record<LeadForm, string> = {
  booking: "#111727",
  quote: "#b8924a",
  contact: "#5b8fb9",
  application: "#2f7d5b",
};

const WIDTH = 640;
const HEIGHT = 300;
// Room on the right for the last week's label, centred under its bar.
const PLOT = { left: 44, right: 28, top: 12, bottom: 44 };

/** A round step for the scale, so gridlines fall on numbers people read at a glance. */
function niceMax(max: number): { top: number; step: number } {
  if (max <= 4) return { top: 4, step: 1 };
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}

/**
 * Leads per week, one stacked bar per week and a colour per form, drawn on the server as SVG: no chart library and
 * no script. The picture is an image named by its title; the table that follows it has the same numbers, for screen
 * readers and for anyone who wants the exact figures.
 */
export function LeadsChart({
  weeks,
  forms,
  names,
  titleId,
}: {
  weeks: { start: string; counts: Record<LeadForm, number>; total: number }[];
  forms: readonly LeadForm[];
  names: Record<LeadForm, string>;
  titleId: string;
}) {
  const { top, step } = niceMax(Math.max(0, ...weeks.map((w) => w.total)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / weeks.length;
  const barWidth = slot * 0.62;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  // On a phone the picture is drawn at about half size: its letters are set twice as large there.
  const text = "fill-slate-text text-[13px] max-sm:text-[26px]";
  return (
    <figure className="mt-4">
      <ul className="text-ink-950 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {forms.map((form) => (
          <li key={form} className="flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" rx="2" fill={formColors[form]} />
            </svg>
            {names[form]}
          </li>
        ))}
      </ul>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full max-w-3xl"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>
          {`Leads per week by form, the last ${weeks.length} weeks, ${weeks.reduce((sum, w) => sum + w.total, 0)} in all. The table below has the numbers.`}
        </title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#111727"
              strokeOpacity={tick === 0 ? 0.5 : 0.1}
            />
            <text x={PLOT.left - 8} y={y(tick)} dy="0.35em" textAnchor="end" className={text}>
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, i) => {
          const x = PLOT.left + i * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={week.start}>
              {forms.map((form) => {
                const count = week.counts[form];
                if (!count) return null;
                const rect = (
                  <rect
                    key={form}
                    x={x}
                    width={barWidth}
                    y={y(base + count)}
                    height={y(base) - y(base + count)}
                    fill={formColors[form]}
                  />
                );
                base += count;
                return rect;
              })}
              {week.total ? (
                <text
                  x={x + barWidth / 2}
                  y={y(week.total) - 4}
                  textAnchor="middle"
                  className={`${text} max-sm:hidden`}
                >
                  {week.total}
                </text>
              ) : null}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - PLOT.bottom + 26}
                textAnchor="middle"
                // On a phone every other week is named, in letters large enough to read.
                className={`${text} ${(weeks.length - 1 - i) % 2 ? "max-sm:hidden" : ""}`}
              >
                {shortDay(week.start)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
