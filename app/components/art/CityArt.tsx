import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { DrawnFrame, drawnUrl, LineArt } from "./LineArt";

/*
 * One line drawing per city page, of that city's own landmark, in the gold line style of SceneArt. Each city's
 * `artAlt` (content/locations.ts and content/es/locations.ts) describes exactly what its drawing shows: change one
 * with the other.
 *
 * The drawings share one frame: x 0-800, ground near y 330, landmarks in x 330-800 and below y 20, open sky above.
 * Phones show the whole width from y 20 down, under the hero's text; from 1024 px the drawing is bottom-anchored
 * in the hero's right side and fills its height (sliced at the left, where the heading is, and showing more sky).
 */

/** A path, or a path with its opacity, or with its opacity and a dash pattern. */
type Line = string | [d: string, opacity: number, dash?: string];
/**
 * `zoom` draws its lines scaled by s about (x, y), keeping the strokes' width. `words` are set in the display face:
 * a drawing with words draws in the page, where that face is.
 */
type Drawing = {
  lines: Line[];
  zoom?: { at: [x: number, y: number, s: number]; lines: Line[] };
  extra?: ReactNode;
  words?: ReactNode;
};

/** Numbers to one decimal: the drawings are computed, and 15.600000000000001 is bytes in every page. */
const tidy = (d: string) => d.replace(/\d+\.\d{2,}/g, (n) => String(Number(Number(n).toFixed(1))));

const paths = (lines: Line[]) =>
  lines.map((line) => {
    const [d, opacity, dash] = typeof line === "string" ? [line] : line;
    return <path key={d} d={tidy(d)} opacity={opacity && Number(opacity.toFixed(2))} strokeDasharray={dash} />;
  });

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const each = (xs: number[], f: (x: number, i: number) => string) => xs.map(f).join("");

const palm = (x: number, b: number, h: number) => {
  const t = b - h;
  const k = h < 150 ? 0.75 : 1;
  return `M${x} ${b}C${x - 4} ${b - h * 0.4} ${x + 6} ${b - h * 0.75} ${x + 2} ${t}${each([-44, -24, -8, 8, 24, 44], (a) => `M${x + 2} ${t}q${a * 0.5 * k} ${(-12 + Math.abs(a) * 0.15) * k} ${a * k} ${(6 + Math.abs(a) * 0.4) * k}`)}`;
};

const waves = (y: number, rows = 3): Line[] =>
  range(0, rows - 1, 1).map((i) => [
    `M${i * 14} ${y + i * 18}q10 -3.5 20 0${"t20 0".repeat(39)}`,
    0.7 - i * 0.2,
    i ? "160 40" : undefined,
  ]);

/** Round-topped arched openings, `n` of them `w` wide every `step`, from y `top` down to `bottom`. */
const arches = (x: number, n: number, step: number, w: number, top: number, bottom: number) =>
  each(range(0, n - 1, 1), (i) => {
    const l = x + i * step;
    return `M${l} ${bottom}V${top + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${bottom}`;
  });

/** Horizontal lines across a facade, every `step` from `top` to `bottom`. */
const floors = (x0: number, x1: number, top: number, bottom: number, step: number) =>
  each(range(top, bottom, step), (y) => `M${x0} ${y}H${x1}`);

/** A spreading tree: a forked trunk under a broad, lobed canopy `w` either side of x. */
const oak = (x: number, b: number, w: number) => {
  const c = b - w * 0.55;
  const r = (k: number) => (w * k).toFixed(1);
  const at = (dx: number, dy: number) => `${(x + w * dx).toFixed(1)} ${(c + w * dy).toFixed(1)}`;
  const h = b - c;
  return `M${x - 2} ${b}C${x - 2} ${b - h * 0.4} ${x - 3} ${c + h * 0.35} ${at(-0.3, 0.06)}M${x + 2} ${b}C${x + 2} ${b - h * 0.45} ${x + 4} ${c + h * 0.3} ${at(0.32, 0.04)}M${at(-1, 0)}A${r(0.3)} ${r(0.3)} 0 0 1 ${at(-0.6, -0.38)}A${r(0.3)} ${r(0.3)} 0 0 1 ${at(-0.1, -0.56)}A${r(0.3)} ${r(0.3)} 0 0 1 ${at(0.45, -0.48)}A${r(0.36)} ${r(0.36)} 0 0 1 ${at(1, -0.08)}Q${at(0.5, 0.14)} ${at(0, 0.04)}Q${at(-0.5, 0.12)} ${at(-1, 0)}`;
};

/** Single-stroke capitals, 30 wide and 44 high at scale 1. */
const glyph: Record<string, string> = {
  A: "M0 44L15 0L30 44M6 28H24",
  D: "M0 0V44H8C37 44 37 0 8 0Z",
  E: "M30 0H0V44H30M0 22H22",
  H: "M0 0V44M30 0V44M0 22H30",
  L: "M0 0V44H26",
  O: "M0 22a15 22 0 1 0 30 0a15 22 0 1 0 -30 0",
  W: "M0 0L7 44L15 14L23 44L30 0",
  X: "M0 0L30 44M30 0L0 44",
  Y: "M0 0L15 22L30 0M15 22V44",
};
const letter = (ch: string, x: number, y: number, s = 1) => (
  <path
    key={`${ch}${x}${y}`}
    d={glyph[ch]}
    transform={`translate(${x} ${y}) scale(${s})`}
    style={s === 1 ? undefined : { strokeWidth: `calc(var(--sw) / ${s})` }}
  />
);

/** The Hollywood Sign's letters stand a little unevenly on the slope. */
const signTop = (i: number) => 240 - ((i * 5) % 3);

const cities: Record<string, Drawing> = {
  // Griffith Observatory: the great dome on its drum, two small domes on the end towers, above the distant towers.
  "los-angeles": {
    lines: [
      "M0 388C130 370 250 330 340 318L436 308C462 304 466 272 482 266H764C780 268 790 274 800 280",
      ["M0 400C200 380 420 352 560 346S720 338 800 332", 0.5],
      ["M352 316V272H366V315M372 314V250H388V312M394 312V262H406V311M412 311V236L420 228L428 236V310", 0.55],
    ],
    zoom: {
      at: [620, 266, 1.36],
      lines: [
        "M578 266V214H662V266M590 214V190H650V214M584 190H656M588 190A32 32 0 0 1 652 190M620 158V150",
        "M608 266V248A12 12 0 0 1 632 248V266M534 242H578M662 242H706",
        "M506 266V228H534V266M506 228A14 14 0 0 1 534 228M520 214V208M706 266V228H734V266M706 228A14 14 0 0 1 734 228M720 214V208",
        [each([...range(542, 570, 9), ...range(670, 698, 9)], (x) => `M${x} 248V266`), 0.6],
        [`${floors(598, 642, 224, 224, 1)}M596 200H644`, 0.6],
      ],
    },
  },
  // The Hollywood Sign on the slope of Mount Lee, the radio mast on the summit, Griffith Park's hills in front.
  hollywood: {
    lines: [
      "M0 330C100 300 220 236 330 210C430 186 520 130 600 118C640 112 660 112 690 122C740 138 770 160 800 170",
      "M640 113V58M632 113L640 58L648 113M634 92H646M636 76H644",
      ["M0 400C150 372 300 336 440 326S680 306 800 314", 0.7],
      [each(range(430, 750, 40), (x, i) => `M${x + 6} ${signTop(i) + 44}v10M${x + 24} ${signTop(i) + 44}v10`), 0.5],
    ],
    extra: [..."HOLLYWOOD"].map((ch, i) => letter(ch, 430 + i * 40, signTop(i))),
  },
  // The Beverly Hills sign in Beverly Gardens Park: the long low wall, its lily pond in front, tall palms behind.
  "beverly-hills": {
    lines: [
      `M396 262H784V268H396ZM404 268V302M776 268V302M0 302H404M776 302H800${palm(450, 262, 200)}${palm(545, 262, 232)}${palm(662, 262, 196)}${palm(748, 262, 216)}`,
      [`${palm(110, 302, 176)}${palm(236, 302, 140)}`, 0.7],
      "M390 346a200 22 0 1 0 400 0a200 22 0 1 0 -400 0",
      [
        "M470 344a12 3 0 1 0 24 0a12 3 0 1 0 -24 0M560 352a14 3 0 1 0 28 0a14 3 0 1 0 -28 0M670 342a10 3 0 1 0 20 0a10 3 0 1 0 -20 0",
        0.7,
      ],
      ["M440 340H520M610 356H720", 0.4, "6 8"],
    ],
    words: (
      <text
        x="590"
        y="294"
        textAnchor="middle"
        fontSize="34"
        fontStyle="italic"
        fill="currentColor"
        stroke="none"
        className="font-display"
      >
        Beverly Hills
      </text>
    ),
  },
  // A gatehouse and gate at the foot of a winding drive, estates and cypresses along the ridge above.
  "beverly-park": {
    lines: [
      "M0 240C100 210 200 200 300 178C380 160 460 142 560 134C640 128 720 120 800 124",
      "M416 154V134H476V150M410 134L428 120H464L482 134",
      "M560 134V102H660V128M552 102L580 84H640L668 102M640 90V76H648V95M584 134V116H600V134",
      "M720 122V104H776V122M714 104L732 92H764L782 104",
      [
        `${each([504, 690, 790], (x) => {
          const y = x === 504 ? 142 : 124;
          return `M${x} ${y}C${x - 8} ${y - 20} ${x - 6} ${y - 44} ${x} ${y - 58}C${x + 6} ${y - 44} ${x + 8} ${y - 20} ${x} ${y}`;
        })}`,
        0.8,
      ],
      ["M600 316C690 300 700 270 620 252S520 214 580 188S650 160 612 140", 0.6, "5 7"],
      "M560 330V300H620V330M552 300L572 288H608L628 300M584 330V314H596V330",
      `M620 304H704V330M704 330V296H714V330${each(range(630, 694, 10), (x) => `M${x} 304V330`)}`,
      ["M0 330H560M714 330H800M330 330V318H560M714 318H800", 0.6],
    ],
  },
  // The Bel Air gates on Sunset Boulevard: pillars with lanterns, the iron arch, the road winding into wooded hills.
  "bel-air": {
    lines: [
      ["M300 200C380 170 440 186 520 150S680 130 800 150", 0.6],
      [`${oak(420, 214, 22)}${oak(560, 178, 18)}${oak(760, 178, 24)}${oak(640, 168, 16)}`, 0.6],
      ["M566 330L584 296M614 330L596 296", 0.5],
      "M470 330V212H500V330M464 212H506M478 212V198H492V212M476 198L485 188L494 198",
      "M680 330V212H710V330M674 212H716M688 212V198H702V212M686 198L695 188L704 198",
      "M500 226Q590 150 680 226M500 240Q590 170 680 240",
      [
        each(range(520, 660, 20), (x) => {
          const t = (x - 500) / 180;
          const y1 = 226 - 152 * t * (1 - t);
          const y2 = 240 - 140 * t * (1 - t);
          return `M${x} ${y1.toFixed(1)}V${y2.toFixed(1)}`;
        }),
        0.6,
      ],
      "M514 400L566 330M666 400L614 330M0 330H470M710 330H800",
      ["M330 330V300H470M710 300H800", 0.7],
    ],
    words: (
      <text
        x="590"
        y="230"
        textAnchor="middle"
        fontSize="15"
        letterSpacing="5"
        fill="currentColor"
        stroke="none"
        className="font-display"
      >
        BEL-AIR
      </text>
    ),
  },
  // The Getty Center on its hilltop: the round entrance hall, the long low buildings, the tram climbing the slope.
  brentwood: {
    lines: [
      "M200 400C290 360 380 300 430 250C450 230 462 214 480 210H770C784 214 794 222 800 228",
      "M240 400C320 364 400 300 452 240M256 400C336 366 414 306 464 246",
      "M340 348L362 330L356 322L334 340ZM338 338L358 324",
      [`${oak(400, 318, 16)}${oak(470, 262, 14)}${oak(520, 250, 12)}`, 0.55],
      ["M470 262C560 252 680 258 800 250M420 320C520 306 660 316 800 300", 0.4],
      [
        `${oak(560, 252, 14)}${oak(640, 256, 16)}${oak(730, 254, 13)}${oak(520, 312, 18)}${oak(620, 314, 15)}${oak(720, 306, 19)}`,
        0.5,
      ],
    ],
    zoom: {
      at: [640, 210, 1.18],
      lines: [
        "M540 210V140M610 210V140M540 140a35 9 0 1 0 70 0a35 9 0 1 0 -70 0",
        ["M540 196a35 9 0 0 0 70 0M557 148V206M575 149V210M593 148V206", 0.5],
        "M474 210V160H540M610 150H720V210M720 170H752C772 170 788 186 792 210",
        [`${floors(474, 540, 174, 198, 12)}${floors(610, 720, 164, 198, 11)}M646 150V210M683 150V210`, 0.45],
      ],
    },
  },
  // The Pacific Palisades bluffs, the coast highway at their foot, a lifeguard tower, the ocean in front.
  "pacific-palisades": {
    lines: [
      "M320 278C336 240 344 196 362 172C400 160 450 156 500 150C520 148 532 160 544 190C556 220 566 236 574 238C584 232 592 200 604 170C640 150 700 144 760 140C780 138 792 140 800 140",
      [
        "M384 170C390 206 378 240 386 278M436 160C442 200 430 240 440 278M486 153C492 196 482 236 490 278M636 154C642 196 632 236 642 278M696 146C702 190 692 236 700 278M756 142C762 190 752 236 760 278",
        0.4,
      ],
      [
        "M372 168q8 -10 16 0q8 -12 18 0M470 152q8 -10 16 0q8 -12 18 0M660 146q10 -12 20 0q8 -10 16 0M740 140q8 -10 16 0",
        0.7,
      ],
      "M0 282H800M0 292H800",
      ["M0 287H800", 0.5, "10 10"],
      "M600 316V300H644V316ZM594 300L622 290L650 300M606 316L603 334M638 316L641 334M644 312L672 334M616 304V312H628V304Z",
      ["M180 80a30 30 0 1 0 0.1 0", 0.5],
      ...waves(346, 3),
    ],
  },
  // The Santa Monica Pier on its pilings, with the Ferris wheel and the roller coaster above the waves.
  "santa-monica": {
    lines: [
      "M300 290H800M300 282H800",
      [each(range(320, 790, 30), (x) => `M${x} 290V322`), 0.8],
      "M560 176m-86 0a86 86 0 1 0 172 0a86 86 0 1 0 -172 0M560 176m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M518 282L560 176L602 282",
      [
        each(range(0, 15, 1), (i) => {
          const a = (i * Math.PI) / 8;
          return `M560 176L${(560 + 86 * Math.cos(a)).toFixed(1)} ${(176 + 86 * Math.sin(a)).toFixed(1)}`;
        }),
        0.5,
      ],
      [
        each(range(0, 15, 1), (i) => {
          const a = (i * Math.PI) / 8;
          const x = 560 + 86 * Math.cos(a);
          const y = 176 + 86 * Math.sin(a);
          return `M${(x - 4).toFixed(1)} ${(y + 2).toFixed(1)}h8v8h-8z`;
        }),
        0.7,
      ],
      "M650 282C665 250 680 228 700 228S730 262 745 262S775 232 792 240M652 274C667 244 682 220 700 220S728 254 745 254S775 224 792 232",
      ["M670 282V244M700 282V228M730 282V256M760 282V246", 0.6],
      ["M0 250C60 248 120 256 170 262C220 268 260 284 300 290", 0.6],
      ...waves(336, 3),
    ],
  },
  // Malibu Pier: the long deck on its pilings, a building at each end, the coastal bluffs and mountains behind.
  malibu: {
    lines: [
      ["M250 190C330 150 400 160 470 128S600 92 680 104S770 120 800 116", 0.45],
      "M430 260C470 226 520 204 570 194S660 172 720 168S780 176 800 174",
      ["M520 206C524 226 516 246 522 260M610 184C616 210 606 236 614 260M690 170C694 200 684 232 692 260", 0.4],
      "M330 268H800M330 260H696",
      [each(range(340, 790, 24), (x) => `M${x} 268V300`), 0.8],
      "M350 260V238L385 224L420 238V260M700 260V234H780V260M696 234L740 214L784 234",
      ["M0 292H330", 0.6],
      ["M120 292A44 44 0 0 1 208 292", 0.6],
      ...waves(318, 3),
    ],
  },
  // Pasadena City Hall: the domed tower in three tiers above the arcade, the San Gabriel Mountains behind.
  pasadena: {
    lines: [
      ["M0 210C90 170 170 186 250 150S390 130 460 150S540 156 578 150M622 142C690 120 740 140 800 128", 0.55],
      "M420 330V246H780V330M414 246H786M0 330H800",
      [`M420 282H780${arches(440, 6, 24, 14, 292, 330)}${arches(626, 6, 24, 14, 292, 330)}`, 0.7],
      "M588 330V300A12 12 0 0 1 612 300V330",
      "M560 246V196H640V246M568 196V160H632V196M578 160V136H622V160M554 196H646M564 160H636M574 136H626",
      [`${arches(572, 3, 20, 14, 206, 240)}${arches(580, 3, 15, 10, 168, 192)}`, 0.7],
      "M580 136C580 102 620 102 620 136M595 110V98H605V110M592 98H608M600 98V82",
      [`${oak(200, 330, 44)}${oak(330, 330, 36)}`, 0.7],
    ],
  },
  // The Huntington's Japanese Garden: the moon bridge and its reflection, pines, the Japanese House on the hill.
  "san-marino": {
    lines: [
      "M470 300A130 94 0 0 1 730 300M470 286A130 94 0 0 1 730 286M500 300A100 72 0 0 1 700 300",
      [
        each([486, 520, 560, 600, 640, 680, 714], (x) => {
          const y = 300 - 94 * Math.sqrt(Math.max(0, 1 - ((x - 600) / 130) ** 2));
          return `M${x} ${y.toFixed(1)}v-14`;
        }),
        0.7,
      ],
      ["M500 300A100 72 0 0 0 700 300", 0.45, "6 6"],
      "M330 300H470M730 300H800",
      ["M360 318H440M740 318H790M560 338H640", 0.4, "6 8"],
      ["M330 236C390 212 440 204 500 206", 0.6],
      "M380 206V190H462V206M370 190Q386 184 392 172H450Q456 184 472 190M412 206V194H430V206",
      "M770 300C764 260 780 236 762 196M770 250L790 240",
      ["M736 204q14 -12 28 -2q14 -10 30 0M744 236q12 -10 24 -2q14 -10 28 0M752 176q10 -10 20 -2q10 -8 20 0", 0.8],
      "M350 300C354 270 338 244 352 212",
      ["M330 220q12 -10 24 -2q12 -8 22 2M326 250q12 -8 22 -2q12 -8 22 2", 0.8],
      [each([60, 140, 220], (x) => `M${x} 300a30 18 0 0 1 60 0`), 0.5],
    ],
  },
  // The San Gabriel Mountains' ridges above the foothills, oak trees and a winding drive.
  "la-canada-flintridge": {
    lines: [
      [
        "M0 170L60 150L110 160L170 118L220 136L280 96L320 112L370 84L420 104L470 62L510 90L560 44L610 82L650 66L700 100L740 78L800 106",
        0.7,
      ],
      ["M470 62L486 120M560 44L546 100L562 150M650 66L668 130M740 78L730 124M370 84L386 132M280 96L292 140", 0.35],
      ["M0 236C100 214 200 220 300 196S480 168 560 180S700 160 800 170", 0.6],
      "M0 300C120 280 260 290 380 262S600 240 700 250S780 240 800 244",
      ["M560 400C600 370 660 350 620 322S520 290 580 268S680 250 640 238", 0.6, "5 7"],
      `${oak(470, 334, 52)}${oak(730, 342, 60)}`,
      [`${oak(380, 272, 20)}${oak(790, 246, 18)}`, 0.5],
      ["M0 362C200 344 400 350 560 340S720 334 800 344", 0.5],
    ],
  },
  // The Alex Theatre on Brand Boulevard: the tower spelling ALEX, its starburst, the marquee, palms either side.
  glendale: {
    lines: [
      "M0 330H800",
      ["M0 344H800", 0.5],
      "M470 330V236H730V330M500 252H700V282H500ZM540 330V300H660V330M580 300V330M620 300V330",
      ["M508 262H692M508 272H692", 0.5],
      "M588 252L592 76H608L612 252",
      `M600 76V66M600 52m-10 0a10 10 0 1 0 20 0a10 10 0 1 0 -20 0${each(range(0, 11, 1), (i) => {
        const a = (i * Math.PI) / 6;
        const c = Math.cos(a);
        const s = Math.sin(a);
        return `M${(600 + 13 * c).toFixed(1)} ${(52 + 13 * s).toFixed(1)}L${(600 + 22 * c).toFixed(1)} ${(52 + 22 * s).toFixed(1)}`;
      })}`,
      `${palm(430, 330, 170)}${palm(770, 330, 160)}`,
      [`M40 330V270H180V330M200 330V250H320V330${floors(40, 180, 286, 314, 14)}${floors(200, 320, 266, 314, 16)}`, 0.5],
    ],
    extra: ["A", "L", "E", "X"].map((ch, i) => letter(ch, 595, 94 + i * 32, 0.34)),
  },
  // The Sunset Strip: billboards on low buildings, tall palms, houses on the hills behind.
  "west-hollywood": {
    lines: [
      ["M300 176C360 150 420 160 480 140S600 120 660 130S760 110 800 118", 0.55],
      ["M430 152h18v-10l-9 -6-9 6zM704 124h20v-10l-10 -7-10 7zM540 134h16v-9l-8 -6-8 6z", 0.55],
      "M330 330V286H450V330M460 330V270H600V330M612 330V290H800M0 330H800",
      [`${floors(340, 440, 300, 316, 16)}${floors(470, 590, 284, 316, 16)}${floors(622, 790, 304, 316, 12)}`, 0.45],
      "M470 196H590V244H470ZM500 270V244M560 270V244M652 170H790V230H652ZM684 290V230M758 290V230",
      ["M476 202H584V238H476ZM658 176H784V224H658Z", 0.5],
      `${palm(606, 330, 262)}${palm(318, 330, 190)}`,
      [`${palm(90, 330, 200)}${palm(200, 330, 160)}`, 0.7],
    ],
  },
  // Downtown: the crowned US Bank Tower, the Wilshire Grand's spire, Walt Disney Concert Hall's curves in front.
  "downtown-los-angeles": {
    lines: [
      "M0 330H800",
      "M548 268V56M604 240V56M548 56H604M554 56V40H598V56M560 40V28H592V40M566 28V22H586V28",
      ["M562 258V56M576 248V56M590 242V56", 0.45],
      "M652 284V78Q676 70 702 50V288M686 60V12",
      "M476 250V112H526V262M482 112V102H520V112M420 282V172H458V258M720 330V130L746 112L772 130V330M340 330V200H384V330",
      [`${floors(478, 524, 130, 240, 16)}${floors(722, 770, 150, 320, 16)}${floors(654, 700, 100, 270, 18)}`, 0.35],
      "M400 330C404 296 420 270 448 262C470 256 480 240 506 236C520 252 530 268 540 276C556 250 580 232 612 240C606 262 616 286 630 296C650 280 676 276 700 286C704 300 706 316 706 330",
      ["M448 262C458 284 462 306 460 330M506 236C500 270 510 300 520 330M612 240C640 262 652 296 650 330", 0.6],
    ],
  },
  // Century City's twin towers over Avenue of the Stars, palms at street level.
  "century-city": {
    lines: [
      "M470 330V50H560V330M466 50H564M515 50V330M610 330V50H700V330M606 50H704M655 50V330",
      [`${floors(470, 560, 70, 310, 20)}${floors(610, 700, 70, 310, 20)}`, 0.3],
      "M0 330H800",
      ["M0 356H800", 0.5, "14 12"],
      `${palm(420, 330, 150)}${palm(585, 330, 156)}${palm(750, 330, 150)}`,
      [`M330 330V262H440V330M60 330V240H200V330M220 330V280H310V330`, 0.55],
    ],
  },
};

/** A city's lines at a stroke width, as its files hold them and as a city with words draws them in the page. */
const cityLines = (city: Drawing) => (
  <>
    {paths(city.lines)}
    {city.zoom ? (
      <g
        transform={`translate(${city.zoom.at[0]} ${city.zoom.at[1]}) scale(${city.zoom.at[2]}) translate(${-city.zoom.at[0]} ${-city.zoom.at[1]})`}
        style={{ strokeWidth: `calc(var(--sw) / ${city.zoom.at[2]})` }}
      >
        {paths(city.zoom.lines)}
      </g>
    ) : null}
    {city.extra}
    {city.words}
  </>
);

/** The frame every city drawing shares: a phone's width under the text, a wide screen's right side from 1024 px. */
const frame = { width: 800, height: 480, viewBox: "0 -80 800 480", preserveAspectRatio: "xMaxYMax slice" };
const frameClass =
  "block aspect-[40/19] h-auto w-full lg:absolute lg:right-0 lg:bottom-0 lg:aspect-auto lg:h-[max(100%,min(84vh,58vw))]";

/** The line's width on a phone, where the drawing is small, and on a wide screen (in CityArt's classes too). */
const cityStrokes = { phone: 2.4, wide: 1.3 } as const;

/**
 * The cities drawn from files (ADR 045), one per stroke width (`city-<slug>-phone.svg`, `city-<slug>-wide.svg`): every
 * city but those whose drawing has words, set in the display face, which a file cannot use.
 */
export const cityFileDrawings = Object.entries(cities).flatMap(([slug, city]) =>
  city.words
    ? []
    : Object.entries(cityStrokes).map(([width, sw]) => ({
        name: `city-${slug}-${width}`,
        drawing: { ...frame, style: `--sw:${sw};stroke-width:var(--sw)`, lines: cityLines(city) },
      })),
);

/** The city's own drawing, or nothing for a city without one (CityArt.test.tsx makes sure each city has one). */
export function CityArt({ slug, label }: { slug: string; label?: string }) {
  const city = cities[slug];
  if (!city) return null;
  if (city.words) {
    return (
      <LineArt
        {...frame}
        className={cn(frameClass, "[--sw:2.4] lg:[--sw:1.3]")}
        style={{ strokeWidth: "var(--sw)" }}
        label={label}
      >
        {cityLines(city)}
      </LineArt>
    );
  }
  return (
    <DrawnFrame
      width={frame.width}
      height={frame.height}
      viewBox={frame.viewBox}
      files={{ "--phone": drawnUrl(`city-${slug}-phone`), "--wide": drawnUrl(`city-${slug}-wide`) }}
      label={label}
      className={cn(frameClass, "[--drawn:var(--phone)] lg:[--drawn:var(--wide)]")}
    />
  );
}

export const cityArtSlugs = Object.keys(cities);
