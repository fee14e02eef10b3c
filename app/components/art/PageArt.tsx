import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { type Drawing, FileDrawing } from "./LineArt";

/*
 * The inner pages' hero drawings: one object true to each page, in the fine gold line of SceneArt and KeyArt,
 * framed by the same faint rings as the home page's key. They fill the hero's right half on wide screens
 * (PageHero's `side`) and are decorative: the heading beside them says what the page is.
 */

const ringsArt = (
  <g opacity="0.5">
    <circle cx="280" cy="240" r="218" strokeWidth="1" strokeDasharray="2 10" opacity="0.7" />
    <circle cx="280" cy="240" r="190" strokeWidth="1" opacity="0.45" />
  </g>
);

const ground = (y: number, from = 70, to = 490) => <path d={`M${from} ${y} H${to}`} opacity="0.6" />;

/** A five-pointed star, outlined. */
const star = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`;
  });
  return <path key={`s${cx}`} d={`M${points.join(" L")} Z`} />;
};

/** A small four-pointed glint. */
const glint = (x: number, y: number, r: number) => (
  <path key={`g${x}`} d={`M${x} ${y - r} V${y + r} M${x - r} ${y} H${x + r}`} opacity="0.7" />
);

/** A key on a hook: its bow, its shank and two bits. */
const hangingKey = (x: number, y: number) => (
  <g key={`k${x}`}>
    <path d={`M${x} ${y - 10} V${y}`} opacity="0.6" />
    <circle cx={x} cy={y + 9} r="9" />
    <path d={`M${x} ${y + 18} V${y + 58} M${x} ${y + 44} h8 M${x} ${y + 54} h6`} />
  </g>
);

/** A bulb on a string of lights. */
const bulb = (x: number, y: number) => (
  <g key={`b${x}`}>
    <path d={`M${x} ${y} v7`} />
    <path d={`M${x - 5} ${y + 7} h10 v5 h-10 z`} />
    <path d={`M${x - 5} ${y + 12} q-5 12 5 18 q10 -6 5 -18`} />
  </g>
);

const drawings = {
  /** A valet podium with keys on its hooks, and a claim ticket beside it. */
  podium: (
    <>
      {ringsArt}
      <path d="M178 196 L200 162 H360 L382 196 Z" strokeWidth="1.8" />
      <path d="M196 196 L210 396 H350 L364 196" strokeWidth="1.8" />
      <path d="M226 220 H334 L326 372 H234 Z" opacity="0.55" />
      <path d="M186 396 H374 V414 H186 Z" strokeWidth="1.8" />
      <path d="M244 236 H316" opacity="0.8" />
      {[256, 280, 304].map((x) => hangingKey(x, 246))}
      <g transform="rotate(9 424 268)">
        <path d="M394 196 H454 V340 H394 Z" />
        <circle cx="424" cy="212" r="5" />
        <path d="M406 238 H442 M406 252 H434 M406 266 H438" opacity="0.7" />
        <path d="M394 294 H454" strokeDasharray="3 5" />
        <path d="M406 314 H436 M406 326 H428" opacity="0.7" />
      </g>
      <path d="M424 196 C 420 180, 408 174, 396 176" opacity="0.6" />
      {ground(414)}
    </>
  ),
  /** A clock at nine o'clock and a month's page. */
  clock: (
    <>
      <circle cx="244" cy="214" r="128" strokeWidth="1.8" />
      <circle cx="244" cy="214" r="114" opacity="0.5" />
      {Array.from({ length: 60 }, (_, i) => {
        const a = (i * Math.PI) / 30;
        const long = i % 15 === 0;
        const hour = i % 5 === 0;
        const r1 = long ? 92 : hour ? 98 : 106;
        const x1 = 244 + r1 * Math.sin(a);
        const y1 = 214 - r1 * Math.cos(a);
        const x2 = 244 + 110 * Math.sin(a);
        const y2 = 214 - 110 * Math.cos(a);
        return (
          <path
            key={a}
            d={`M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`}
            opacity={hour ? 1 : 0.45}
            strokeWidth={long ? 1.8 : 1}
          />
        );
      })}
      <path d="M244 214 H180" strokeWidth="2.4" />
      <path d="M244 214 V128" strokeWidth="1.6" />
      <path d="M244 214 L272 262" opacity="0.6" strokeWidth="1" />
      <circle cx="244" cy="214" r="5" />
      <path d="M234 76 H254 M244 76 V86" />
      <g>
        <path d="M356 288 H470 V412 H356 Z" strokeWidth="1.6" />
        <path d="M356 314 H470" />
        <path d="M380 280 V296 M446 280 V296" strokeWidth="1.8" />
        {Array.from({ length: 15 }, (_, i) => {
          const x = 372 + (i % 5) * 20.5;
          const y = 334 + Math.floor(i / 5) * 24;
          return <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" opacity={i > 12 ? 0.35 : 0.8} />;
        })}
        <circle cx="413" cy="358" r="9" />
        <path d="M370 398 H456" opacity="0.4" strokeDasharray="2 6" />
      </g>
    </>
  ),
  /** An attendant's jacket on its hanger: lapels, buttons, a name badge and a pocket square. */
  jacket: (
    <>
      {ringsArt}
      <path d="M280 102 V84 c0 -20 16 -22 22 -14 c6 8 -2 16 -8 12" />
      <path d="M250 104 L180 130 Q162 137 160 158 L150 330 H180 L188 200" strokeWidth="1.8" />
      <path d="M310 104 L380 130 Q398 137 400 158 L410 330 H380 L372 200" strokeWidth="1.8" />
      <path d="M188 200 L194 402 H366 L372 200" strokeWidth="1.8" />
      <path d="M250 104 Q280 122 310 104" />
      <path d="M250 104 L236 152 L258 172 L280 254 L302 172 L324 152 L310 104" />
      <path d="M280 254 V402" opacity="0.7" />
      {[282, 320, 358].map((y) => (
        <circle key={y} cx="270" cy={y} r="4" />
      ))}
      <path d="M206 196 h40 v16 h-40 z" opacity="0.8" />
      <path d="M214 204 h24" opacity="0.5" />
      <path d="M316 200 H350" />
      <path d="M322 200 l7 -12 l6 8 l6 -10 l5 14" opacity="0.8" />
      <path d="M210 330 H250 M310 330 H350" />
      <path d="M150 330 L154 314 M410 330 L406 314" opacity="0.5" />
    </>
  ),
  /** An open leather folio: business cards in its pockets, a notepad with a short list. */
  folio: (
    <>
      {ringsArt}
      <path
        d="M104 124 H456 Q468 124 468 136 V372 Q468 384 456 384 H104 Q92 384 92 372 V136 Q92 124 104 124 Z"
        strokeWidth="1.8"
      />
      <path d="M276 124 V384 M284 124 V384" opacity="0.7" />
      {[0, 1, 2].map((k) => {
        const y = 170 + k * 48;
        return (
          <g key={k}>
            <path d={`M126 ${y + 14} V${y} H242 V${y + 14}`} opacity="0.75" />
            <path d={`M112 ${y + 18} Q184 ${y + 10} 260 ${y + 18}`} />
          </g>
        );
      })}
      <path d="M124 338 H244" opacity="0.4" />
      <path d="M306 146 H446 V362 H306 Z" strokeWidth="1.5" />
      <path d="M306 170 H446" />
      {[198, 228, 258, 288, 318].map((y, i) => (
        <g key={y}>
          <circle cx="324" cy={y} r="3" />
          <path d={`M336 ${y} H${[428, 404, 420, 396, 414][i]}`} opacity="0.75" />
        </g>
      ))}
      <path d="M468 226 H486 Q492 226 492 232 V276 Q492 282 486 282 H468" />
      <circle cx="482" cy="254" r="4" opacity="0.8" />
    </>
  ),
  /** A large quotation mark on a review card, five stars and a signature. */
  quote: (
    <>
      {ringsArt}
      <path
        d="M132 120 H428 Q442 120 442 134 V346 Q442 360 428 360 H132 Q118 360 118 346 V134 Q118 120 132 120 Z"
        strokeWidth="1.6"
      />
      <path d="M248 360 L232 404 L292 360" strokeWidth="1.6" />
      {[176, 236].map((x) => (
        <g key={x} strokeWidth="1.6" fill="currentColor" fillOpacity="0.22">
          <circle cx={x} cy="210" r="18" />
          <path
            d={`M${x - 17} 206 C ${x - 18} 176, ${x - 2} 156, ${x + 18} 148 C ${x + 4} 160, ${x - 2} 174, ${x + 1} 192`}
          />
        </g>
      ))}
      <path d="M292 180 H404 M292 204 H392 M150 252 H404 M150 276 H360" opacity="0.6" />
      {[160, 196, 232, 268, 304].map((x) => star(x, 318, 12))}
      <path d="M330 326 c 12 -20, 22 -22, 20 -6 s 10 -12, 18 -8 s 8 4, 30 -4" opacity="0.8" />
    </>
  ),
  /** An open journal with a ribbon, and a fountain pen across it. */
  journal: (
    <>
      {ringsArt}
      <path d="M280 142 Q214 116 120 132 V360 Q214 346 280 372 Z" strokeWidth="1.8" />
      <path d="M280 142 Q346 116 440 132 V360 Q346 346 280 372 Z" strokeWidth="1.8" />
      <path d="M110 142 V370 Q206 358 280 384 Q354 358 450 370 V142" opacity="0.6" />
      {[170, 194, 218, 242, 266, 290, 314].map((y, i) => (
        <path
          key={y}
          d={`M140 ${y} Q${210} ${y - 12} ${i === 6 ? 220 : 262} ${y - (i === 6 ? 8 : 2)}`}
          opacity="0.55"
        />
      ))}
      {[170, 194, 218].map((y) => (
        <path key={y} d={`M298 ${y - 2} Q350 ${y - 12} 420 ${y}`} opacity="0.55" />
      ))}
      <path d="M298 372 V432 l10 -10 l10 10 V366" />
      <g transform="rotate(-32 360 290)">
        <path d="M300 282 H408 Q418 290 408 298 H300 Z" strokeWidth="1.6" />
        <path d="M300 282 L268 290 L300 298" strokeWidth="1.6" />
        <path d="M268 290 H280" opacity="0.6" />
        <path d="M330 282 V298 M392 282 l-14 -6 V282" opacity="0.8" />
      </g>
    </>
  ),
  /** A signpost at a fork in the road, its boards blank and one hanging askew. */
  signpost: (
    <>
      {ringsArt}
      <path d="M280 122 V408" strokeWidth="2" />
      <circle cx="280" cy="114" r="7" />
      <path d="M226 150 H370 L394 174 L370 198 H226 Z" strokeWidth="1.8" />
      <path d="M238 162 H364 L376 174 L364 186 H238 Z" opacity="0.4" />
      <g transform="rotate(-7 280 250)">
        <path d="M334 222 H190 L166 246 L190 270 H334 Z" strokeWidth="1.8" />
        <path d="M322 234 H196 L184 246 L196 258 H322 Z" opacity="0.4" />
      </g>
      <g transform="rotate(24 282 298)">
        <path d="M282 290 H378 L396 308 L378 326 H282 Z" strokeWidth="1.8" />
      </g>
      <path d="M70 408 H490" opacity="0.6" />
      <path d="M252 408 L150 480 M308 408 L410 480" />
      <path d="M280 420 V480" strokeDasharray="10 10" opacity="0.7" />
    </>
  ),
  /** A wedding arch with a garland, two rings beneath it and the aisle. */
  wedding: (
    <>
      {ringsArt}
      <path d="M166 412 V212 A114 114 0 0 1 394 212 V412" strokeWidth="1.8" />
      <path d="M182 412 V212 A98 98 0 0 1 378 212 V412" opacity="0.5" />
      {Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI + (i * Math.PI) / 10;
        const x = 280 + 114 * Math.cos(a);
        const y = 212 + 114 * Math.sin(a);
        const deg = ((a * 180) / Math.PI + (i % 2 ? 60 : 120)).toFixed(0);
        return (
          <path
            key={a}
            d={`M${x.toFixed(1)} ${y.toFixed(1)} q 10 -12 24 0 q -12 12 -24 0`}
            transform={`rotate(${deg} ${x.toFixed(1)} ${y.toFixed(1)})`}
            opacity="0.8"
          />
        );
      })}
      {[
        [190, 150],
        [370, 150],
      ].map(([x = 0, y = 0]) => (
        <g key={x}>
          <circle cx={x} cy={y} r="6" />
          {[0, 72, 144, 216, 288].map((d) => (
            <circle
              key={d}
              cx={x + 12 * Math.cos((d * Math.PI) / 180)}
              cy={y + 12 * Math.sin((d * Math.PI) / 180)}
              r="7"
              opacity="0.7"
            />
          ))}
        </g>
      ))}
      <circle cx="266" cy="310" r="26" strokeWidth="1.8" />
      <circle cx="296" cy="310" r="26" strokeWidth="1.8" />
      <path d="M258 284 l8 -12 l8 12 l-8 6 z" />
      {glint(316, 264, 6)}
      {ground(412)}
      <path d="M246 412 L206 480 M314 412 L354 480" opacity="0.6" />
      <path d="M262 432 l4 -4 M292 452 l4 4 M248 462 l-3 4 M310 424 l-4 -2" opacity="0.6" />
    </>
  ),
  /** A tower's entrance: its window grid, a canopy over glass doors, and two flags. */
  corporate: (
    <>
      {ringsArt}
      <path d="M196 412 V96 H364 V412" strokeWidth="1.8" />
      {[224, 252, 280, 308, 336].map((x) => (
        <path key={x} d={`M${x} 96 V320`} opacity="0.4" />
      ))}
      {[126, 156, 186, 216, 246, 276, 306].map((y) => (
        <path key={y} d={`M196 ${y} H364`} opacity="0.4" />
      ))}
      <path d="M172 330 H388 L376 346 H184 Z" strokeWidth="1.6" />
      <path d="M236 346 V412 H324 V346 M280 346 V412" />
      <path d="M272 372 V388 M288 372 V388" />
      <path d="M128 412 V196 M432 412 V196" />
      <path d="M128 198 q 22 -10 44 0 v 30 q -22 -10 -44 0 M432 198 q -22 -10 -44 0 v 30 q 22 -10 44 0" opacity="0.8" />
      {ground(412)}
      <path d="M236 412 L222 430 H338 L324 412" opacity="0.6" />
    </>
  ),
  /** A boutique hotel's door: a scalloped awning, an arched transom, lanterns and clipped topiaries. */
  hotel: (
    <>
      {ringsArt}
      <path d="M150 412 V150 H410 V412" opacity="0.6" />
      <path d="M168 166 H392 L410 214 H150 Z" strokeWidth="1.8" />
      <path d={`M150 214 ${Array.from({ length: 10 }, () => "q 13 16 26 0").join(" ")}`} strokeWidth="1.6" />
      {[200, 240, 280, 320, 360].map((x) => (
        <path key={x} d={`M${x} 166 L${x + (x - 280) * 0.08} 214`} opacity="0.5" />
      ))}
      <path d="M226 412 V292 A54 54 0 0 1 334 292 V412" strokeWidth="1.8" />
      <path d="M226 292 H334 M280 292 V412 M280 238 V292 M242 254 L280 292 L318 254" opacity="0.6" />
      <path d="M270 350 V370 M290 350 V370" />
      {[182, 378].map((x) => (
        <g key={x}>
          <path d={`M${x} 270 h-8 l-4 -20 h24 l-4 20 z M${x} 250 v-8`} />
          <path d={`M${x} 262 v-4`} opacity="0.6" />
        </g>
      ))}
      {[176, 384].map((x) => (
        <g key={x}>
          <circle cx={x} cy="332" r="22" />
          <path d={`M${x} 354 V378 M${x - 14} 378 H${x + 14} L${x + 10} 412 H${x - 10} Z`} />
        </g>
      ))}
      {ground(412)}
    </>
  ),
  /** Two raised coupes of champagne under a string of lights, the hills beyond. */
  party: (
    <>
      {ringsArt}
      <path d="M96 118 Q 280 206 464 118" opacity="0.8" />
      {[124, 168, 214, 260, 306, 352, 398, 442].map((x) => {
        const t = (x - 96) / 368;
        const y = 118 + 4 * 44 * t * (1 - t);
        return bulb(x, Math.round(y));
      })}
      {[
        [14, 200],
        [-14, 360],
      ].map(([deg = 0, x = 0]) => (
        <g key={x} transform={`rotate(${deg} ${x} 400)`} strokeWidth="1.6">
          <path d={`M${x - 46} 250 C ${x - 44} 292, ${x + 44} 292, ${x + 46} 250 Z`} />
          <path d={`M${x - 38} 262 C ${x - 30} 280, ${x + 30} 280, ${x + 38} 262`} opacity="0.5" />
          <path d={`M${x} 282 V386 M${x - 26} 392 Q ${x} 380 ${x + 26} 392 Z`} />
        </g>
      ))}
      {glint(280, 222, 10)}
      <circle cx="262" cy="206" r="3" opacity="0.7" />
      <circle cx="298" cy="196" r="2.5" opacity="0.7" />
      <circle cx="284" cy="180" r="2" opacity="0.6" />
      <path d="M70 430 C 150 392, 200 400, 260 412 S 400 388, 490 420" opacity="0.45" />
    </>
  ),
  /** Three ornaments hanging from a garland, one with a star on it. */
  holiday: (
    <>
      {ringsArt}
      <path d="M90 110 Q 280 160 470 110" strokeWidth="1.6" />
      {Array.from({ length: 12 }, (_, i) => {
        const t = (i + 0.5) / 12;
        const x = 90 + 380 * t;
        const y = 110 + 4 * 25 * t * (1 - t);
        return (
          <path
            key={x}
            d={`M${x.toFixed(1)} ${y.toFixed(1)} q 6 -12 16 -8 q -4 10 -16 8`}
            opacity="0.7"
            transform={`rotate(${i % 2 ? 150 : 0} ${x.toFixed(1)} ${y.toFixed(1)})`}
          />
        );
      })}
      {[
        [196, 121, 262, 34],
        [290, 134, 320, 48],
        [384, 122, 246, 28],
      ].map(([x = 0, top = 0, cy = 0, r = 0]) => (
        <g key={x}>
          <path d={`M${x} ${top} V${cy - r - 12}`} opacity="0.7" />
          <path d={`M${x - 7} ${cy - r - 12} h14 v10 h-14 z`} />
          <circle cx={x} cy={cy} r={r} strokeWidth="1.6" />
          <path d={`M${x - r} ${cy} Q ${x} ${cy + r * 0.45} ${x + r} ${cy}`} opacity="0.6" />
        </g>
      ))}
      {star(290, 312, 16)}
      {glint(130, 250, 8)}
      {glint(440, 320, 7)}
      {glint(236, 380, 5)}
    </>
  ),
  /** A chandelier: two tiers of candle arms, with crystal drops. */
  gala: (
    <>
      {ringsArt}
      <path d="M280 40 V120" />
      <circle cx="280" cy="126" r="6" />
      <path d="M270 132 H290 L284 168 H276 Z" />
      <path d="M280 168 V262" strokeWidth="1.6" />
      <path d="M254 262 Q 280 294 306 262 Z" strokeWidth="1.6" />
      <path d="M266 198 H294 L288 210 H272 Z" />
      {[
        [-1, 150, 236],
        [1, 150, 236],
        [-1, 84, 222],
        [1, 84, 222],
        [-1, 54, 176],
        [1, 54, 176],
      ].map(([side = 1, w = 0, cup = 0]) => {
        const x = 280 + side * w;
        const from = cup > 200 ? 266 : 206;
        return (
          <g key={`${side}${w}`}>
            <path d={`M280 ${from} C ${280 + side * w * 0.35} ${from + 30}, ${x} ${cup + 40}, ${x} ${cup + 12}`} />
            <path d={`M${x - 10} ${cup + 12} q 10 8 20 0 M${x - 5} ${cup + 8} v-26 h10 v26`} />
            <path d={`M${x} ${cup - 24} q -6 -8 0 -18 q 6 10 0 18`} opacity="0.85" />
            <path d={`M${x} ${cup + 18} v10 M${x - 4} ${cup + 34} l4 -6 l4 6 l-4 8 z`} opacity="0.7" />
          </g>
        );
      })}
      <path d="M280 290 v14 M274 316 l6 -12 l6 12 l-6 14 z" />
      <path d="M160 296 Q 280 340 400 296" opacity="0.6" strokeDasharray="2 7" />
      <path d="M200 320 Q 280 352 360 320" opacity="0.45" strokeDasharray="2 7" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type PageArtName = keyof typeof drawings;

const serviceDrawings: Record<string, PageArtName> = {
  "wedding-valet": "wedding",
  "corporate-events": "corporate",
  "restaurant-hotel": "hotel",
  "private-party": "party",
  "holiday-events": "holiday",
  "charity-gala": "gala",
};

/** The drawing of a service page, by its slug; a service added later gets the valet podium until it has one. */
export function serviceArt(slug: string): PageArtName {
  return serviceDrawings[slug] ?? "podium";
}

/** The inner pages' drawings as their files hold them (`page-<name>.svg`). */
export const pageDrawings = Object.fromEntries(
  Object.entries(drawings).map(([name, lines]) => [name, { width: 560, height: 480, strokeWidth: 1.3, lines }]),
) as Record<PageArtName, Drawing>;

export function PageArt({ name, className }: { name: PageArtName; className?: string }) {
  return <FileDrawing name={`page-${name}`} drawing={pageDrawings[name]} className={cn("h-auto w-full", className)} />;
}
