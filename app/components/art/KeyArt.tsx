import { type Drawing, FileDrawing } from "./LineArt";

/** The home hero's emblem: a large key inside concentric arcs, in fine gold line. */
export const keyArt: Drawing = {
  width: 480,
  height: 480,
  lines: (
    <>
      {[230, 200, 170].map((r, i) => (
        <circle
          key={r}
          cx="240"
          cy="240"
          r={r}
          strokeWidth="1"
          opacity={0.25 + i * 0.2}
          strokeDasharray={i === 0 ? "2 10" : undefined}
        />
      ))}
      {Array.from({ length: 24 }, (_, i) => {
        const a = (i * Math.PI) / 12;
        const x1 = 240 + 205 * Math.cos(a);
        const y1 = 240 + 205 * Math.sin(a);
        const x2 = 240 + 215 * Math.cos(a);
        const y2 = 240 + 215 * Math.sin(a);
        return (
          <path
            key={a}
            d={`M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`}
            strokeWidth="1.2"
            opacity="0.6"
          />
        );
      })}
      <g strokeWidth="2.4">
        <circle cx="240" cy="160" r="52" />
        <circle cx="240" cy="160" r="30" opacity="0.6" />
        <path d="M240 212 V372" />
        <path d="M240 300 H272 V318 M240 336 H284 V354 M240 372 H262" />
      </g>
      <path d="M176 160 C 150 90, 330 90, 304 160" strokeWidth="1" opacity="0.5" />
    </>
  ),
};

export function KeyArt({ className }: { className?: string }) {
  return <FileDrawing name="key" drawing={keyArt} className={className} />;
}
