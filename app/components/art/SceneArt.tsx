import type { ReactNode } from "react";
import type { Scene } from "~/content/types";
import { cn } from "~/lib/cn";
import { type Drawing, FileDrawing } from "./LineArt";

/*
 * Original line illustrations, drawn in gold on the dark hero. One per kind of Los Angeles scene; pages choose
 * one through their content data. Each is a file of its own (ADR 045), crisp at every size.
 */

/** A palm on the ground line at `base`, `h` tall, its trunk leaning slightly. */
export const palm = (x: number, base: number, h: number) => (
  <g key={`p${x}`}>
    <path d={`M${x} ${base} C ${x - 4} ${base - h * 0.4}, ${x + 6} ${base - h * 0.75}, ${x + 2} ${base - h}`} />
    {[-46, -22, 0, 24, 48].map((a) => (
      <path
        key={a}
        d={`M${x + 2} ${base - h} q ${a * 0.6} ${-14 + Math.abs(a) * 0.2} ${a * 1.1} ${8 + Math.abs(a) * 0.35}`}
      />
    ))}
  </g>
);

const waves = (y: number, from: number, to: number) =>
  Array.from({ length: 4 }, (_, i) => {
    const yy = y + i * 14;
    let d = `M${from} ${yy}`;
    for (let x = from; x < to; x += 40) d += ` q 10 -5 20 0 t 20 0`;
    return <path key={yy} d={d} opacity={1 - i * 0.2} />;
  });

const scenes: Record<Scene, ReactNode> = {
  coast: (
    <>
      <circle cx="700" cy="80" r="30" opacity="0.6" />
      <path d="M0 250 H800" />
      {waves(272, 0, 800)}
      <path d="M360 250 V214 H640 V250 M380 214 V250 M420 214 V250 M460 214 V250 M500 214 V250 M540 214 V250 M580 214 V250 M620 214 V250" />
      <circle cx="470" cy="150" r="56" />
      <circle cx="470" cy="150" r="6" />
      {Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return (
          <path
            key={a}
            d={`M470 150 L${(470 + 56 * Math.cos(a)).toFixed(1)} ${(150 + 56 * Math.sin(a)).toFixed(1)}`}
            opacity="0.6"
          />
        );
      })}
      <path d="M445 214 L470 150 L495 214" />
      {palm(120, 250, 150)}
      {palm(190, 250, 118)}
      {palm(730, 250, 132)}
    </>
  ),
  hills: (
    <>
      <path d="M0 300 C 120 220, 220 210, 330 250 S 560 180, 800 230" />
      <path d="M0 330 C 140 280, 260 300, 400 270 S 640 250, 800 290" opacity="0.7" />
      <path d="M0 360 C 160 330, 300 350, 460 320 S 680 320, 800 340" opacity="0.5" />
      <path d="M60 400 C 200 360, 260 330, 380 318 S 560 290, 640 262" strokeDasharray="6 8" />
      <path d="M520 198 h70 v-26 l-35 -22 l-35 22 z M540 198 v-14 h12 v14" />
      <path d="M640 214 h52 v-20 l-26 -16 l-26 16 z" opacity="0.8" />
      <path d="M210 232 h44 v-18 l-22 -13 l-22 13 z" opacity="0.7" />
      <circle cx="690" cy="90" r="30" opacity="0.6" />
      {palm(300, 252, 96)}
      {palm(470, 238, 110)}
    </>
  ),
  skyline: (
    <>
      <path d="M0 320 H800" />
      <path d="M70 320 V210 H120 V320 M140 320 V150 H200 V320 M150 170 H190 M150 190 H190 M150 210 H190 M220 320 V110 L250 90 L280 110 V320 M300 320 V180 H350 V320" />
      <path d="M380 320 V130 H440 V320 M390 150 H430 M390 170 H430 M390 190 H430 M390 210 H430 M460 320 V60 L480 40 L500 60 V320 M470 80 H490 M470 100 H490" />
      <path d="M530 320 C 540 250, 560 230, 590 236 C 600 200, 640 190, 650 226 C 680 206, 720 226, 712 262 C 740 270, 744 300, 736 320" />
      <path d="M560 320 C 570 280, 600 262, 624 270 M640 320 C 650 286, 680 270, 700 284" opacity="0.6" />
      <path d="M0 348 H800 M0 372 H800" opacity="0.4" strokeDasharray="18 14" />
    </>
  ),
  estates: (
    <>
      <path d="M0 320 H800" />
      <path d="M230 320 V200 H570 V320 M230 200 L400 130 L570 200 M370 320 V262 Q 400 236 430 262 V320" />
      {[260, 300, 470, 510].map((x) => (
        <path key={x} d={`M${x} 230 h24 v34 h-24 z M${x + 12} 230 v34`} opacity="0.8" />
      ))}
      <path d="M100 320 V268 M60 320 V268 H140 V320 M660 320 V268 H740 V320" opacity="0.7" />
      <path d="M60 268 q 10 -12 20 0 t 20 0 t 20 0 t 20 0 M660 268 q 10 -12 20 0 t 20 0 t 20 0 t 20 0" />
      <path d="M190 320 V250 M610 320 V250 M180 250 h20 M600 250 h20" />
      {palm(40, 320, 170)}
      {palm(770, 320, 150)}
      <path d="M400 320 L340 400 M400 320 L460 400" opacity="0.5" />
    </>
  ),
  boulevard: (
    <>
      <path d="M400 170 L80 400 M400 170 L720 400" />
      <path d="M400 170 L330 400 M400 170 L470 400" opacity="0.5" strokeDasharray="10 12" />
      <path d="M0 170 H800" opacity="0.5" />
      {palm(250, 280, 150)}
      {palm(320, 228, 96)}
      {palm(360, 200, 58)}
      {palm(548, 280, 150)}
      {palm(478, 228, 96)}
      {palm(438, 200, 58)}
      <path d="M150 360 V250 q 0 -12 14 -12 M650 360 V250 q 0 -12 -14 -12" />
      <circle cx="400" cy="110" r="36" opacity="0.6" />
    </>
  ),
  gardens: (
    <>
      <path d="M0 320 H800" />
      <path d="M300 320 V220 H500 V320 M300 220 Q 400 120 500 220 M400 150 V120 M390 128 H410" />
      <path d="M330 320 V262 Q 345 240 360 262 V320 M385 320 V262 Q 400 240 415 262 V320 M440 320 V262 Q 455 240 470 262 V320" />
      <path d="M110 320 V240 Q 150 200 190 240 V320 M610 320 V240 Q 650 200 690 240 V320" opacity="0.8" />
      {[70, 230, 570, 730].map((x) => (
        <g key={x}>
          <circle cx={x} cy="286" r="22" opacity="0.8" />
          <path d={`M${x} 308 V320`} />
        </g>
      ))}
      <path d="M400 320 C 380 350, 420 370, 400 400 M340 400 Q 400 340 460 400" opacity="0.5" />
      <circle cx="640" cy="90" r="28" opacity="0.6" />
    </>
  ),
};

/** The scenes as their files hold them (`scene-<name>.svg`). */
export const sceneDrawings = Object.fromEntries(
  Object.entries(scenes).map(([name, lines]) => [name, { width: 800, height: 400, strokeWidth: 1.4, lines }]),
) as Record<Scene, Drawing>;

export function SceneArt({ art, className, label }: { art: Scene; className?: string; label?: string }) {
  return (
    <FileDrawing
      name={`scene-${art}`}
      drawing={sceneDrawings[art]}
      label={label}
      className={cn("h-auto w-full", className)}
    />
  );
}
