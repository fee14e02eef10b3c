import { type Drawing, FileDrawing } from "./LineArt";
import { palm } from "./SceneArt";

/*
 * Line drawings for the bands and split screens between sections, in the fine gold stroke of SceneArt and KeyArt.
 * Decorative (aria-hidden): the headings beside them say what the section is.
 */

const lamp = (x: number, base: number) => (
  <g key={`l${x}`}>
    <path d={`M${x} ${base} V${base - 96} q 0 -10 12 -10 h6`} />
    <path d={`M${x + 14} ${base - 106} h10 l-3 8 h-4 z`} />
    <circle cx={x + 19} cy={base - 92} r="10" opacity="0.25" />
  </g>
);

/**
 * An evening arrival along a Los Angeles street, 1600 × 220: palms, street lamps, a canopied entrance with a valet
 * podium, and a car drawn up beneath it. Drawn to run the full width of a band.
 */
export const arrivalPanorama: Drawing = {
  width: 1600,
  height: 220,
  strokeWidth: 1.3,
  lines: (
    <>
      <path
        d="M0 132 C 180 96, 330 104, 470 122 S 760 90, 930 112 S 1250 84, 1400 108 S 1540 112, 1600 104"
        opacity="0.35"
      />
      <circle cx="1250" cy="46" r="15" opacity="0.5" />
      {[
        [210, 40],
        [380, 62],
        [1090, 34],
        [1460, 56],
      ].map(([x, y]) => (
        <path
          key={x}
          d={`M${x} ${(y ?? 0) - 3} V${(y ?? 0) + 3} M${(x ?? 0) - 3} ${y} H${(x ?? 0) + 3}`}
          opacity="0.5"
        />
      ))}
      <path d="M0 196 H1600" />
      <path d="M0 208 H1600" opacity="0.35" strokeDasharray="18 16" />
      {palm(80, 196, 150)}
      {palm(148, 196, 118)}
      {palm(1372, 196, 140)}
      {palm(1448, 196, 104)}
      {palm(1530, 196, 160)}
      {lamp(420, 196)}
      {lamp(1150, 196)}
      {/* The entrance canopy on its posts. */}
      <path d="M640 92 H1010 M650 100 H1000" />
      <path d="M662 100 V196 M988 100 V196" />
      <path d="M700 92 l8 -10 h234 l8 10" opacity="0.6" />
      {/* The valet podium, a key on its front. */}
      <path d="M592 148 H632 M596 148 L600 196 H624 L628 148" />
      <circle cx="612" cy="166" r="4" opacity="0.7" />
      <path d="M612 170 V182 M612 178 h4" opacity="0.7" />
      {/* A car drawn up under the canopy. */}
      <path d="M740 184 Q 742 168 764 165 L 800 146 Q 812 139 830 139 H 884 Q 902 139 914 150 L 932 165 Q 958 168 960 184 Z" />
      <path d="M806 163 L 824 148 H 856 V 163 Z M 864 163 V 148 H 884 Q 894 148 902 155 L 910 163 Z" opacity="0.7" />
      <circle cx="784" cy="186" r="12" />
      <circle cx="918" cy="186" r="12" />
      <path d="M950 174 h8" opacity="0.7" />
    </>
  ),
};

/**
 * An arched entrance at dusk, 480 × 560: double doors under a fanlight, a lantern either side, steps and a clipped
 * cone topiary in a pot on each side, inside the faint rings of the home page's key.
 */
export const entranceArt: Drawing = {
  width: 480,
  height: 560,
  strokeWidth: 1.4,
  lines: (
    <>
      <g opacity="0.45">
        <circle cx="240" cy="280" r="226" strokeDasharray="2 10" opacity="0.7" strokeWidth="1" />
        <circle cx="240" cy="280" r="196" opacity="0.5" strokeWidth="1" />
      </g>
      <path d="M150 470 V250 A90 90 0 0 1 330 250 V470" strokeWidth="1.8" />
      <path d="M170 470 V254 A70 70 0 0 1 310 254 V470" />
      {Array.from({ length: 7 }, (_, i) => {
        const a = Math.PI + ((i + 1) * Math.PI) / 8;
        return (
          <path
            key={a}
            d={`M240 254 L${(240 + 70 * Math.cos(a)).toFixed(1)} ${(254 + 70 * Math.sin(a)).toFixed(1)}`}
            opacity="0.5"
          />
        );
      })}
      <path d="M170 254 H310" opacity="0.7" />
      <path d="M240 254 V470" />
      <path d="M186 282 H226 V448 H186 Z M254 282 H294 V448 H254 Z" opacity="0.55" />
      <circle cx="232" cy="372" r="2.5" />
      <circle cx="248" cy="372" r="2.5" />
      {[118, 362].map((x) => (
        <g key={x}>
          <path d={`M${x < 240 ? 150 : 330} 300 H${x}`} />
          <path d={`M${x - 9} 300 h18 l-3 34 h-12 z`} />
          <path d={`M${x - 6} 300 l3 -8 h6 l3 8`} />
          <circle cx={x} cy="318" r="16" opacity="0.2" />
        </g>
      ))}
      <path d="M128 470 H352 M112 486 H368 M96 502 H384" />
      {[70, 410].map((x) => (
        <g key={x}>
          <path d={`M${x - 16} 502 l5 -30 h22 l5 30`} />
          <path d={`M${x} 472 V462`} />
          <path d={`M${x - 20} 462 Q ${x - 14} 420 ${x} 360 Q ${x + 14} 420 ${x + 20} 462 Z`} />
          <path
            d={`M${x - 16} 440 q 16 -8 32 0 M${x - 12} 416 q 12 -7 24 0 M${x - 8} 392 q 8 -5 16 0`}
            opacity="0.55"
          />
        </g>
      ))}
      <path d="M30 502 H450" opacity="0.6" />
    </>
  ),
};

export function ArrivalPanorama({ className }: { className?: string }) {
  return <FileDrawing name="arrival" drawing={arrivalPanorama} className={className} />;
}

export function EntranceArt({ className }: { className?: string }) {
  return <FileDrawing name="entrance" drawing={entranceArt} className={className} />;
}
