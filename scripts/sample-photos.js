// @ts-check
// Sample "photographs" for the browser tests and screenshots: dusk scenes of Los Angeles drawn as SVG, grained and
// saved as camera-sized JPEGs, in a few slots (the others keep their line art). The same bytes every run, so the
// photo cache keeps them. Nothing here is committed: the output folder is git-ignored.
// Usage: node scripts/sample-photos.js <dir>
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** A small seeded generator (mulberry32): the scenes and their grain are the same on every run. */
function random(/** @type {number} */ seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = 2400;
const H = 1600;

const defs = `
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#0d1433"/><stop offset="0.38" stop-color="#2b2553"/>
    <stop offset="0.6" stop-color="#7b3a55"/><stop offset="0.74" stop-color="#d9774a"/>
    <stop offset="0.82" stop-color="#f4b56a"/>
  </linearGradient>
  <linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#05070f"/><stop offset="0.55" stop-color="#141a33"/>
    <stop offset="0.78" stop-color="#3b2c48"/><stop offset="0.9" stop-color="#7a4a4a"/>
  </linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#d98a55"/><stop offset="0.25" stop-color="#5a3550"/>
    <stop offset="1" stop-color="#0c1022"/>
  </linearGradient>
  <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1c1722"/><stop offset="1" stop-color="#07070b"/>
  </linearGradient>
  <linearGradient id="car" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3a3f4d"/><stop offset="0.35" stop-color="#12141b"/>
    <stop offset="1" stop-color="#050507"/>
  </linearGradient>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#4a3a3c"/><stop offset="1" stop-color="#1d1619"/>
  </linearGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="#fff1c9"/><stop offset="0.2" stop-color="#ffd08a" stop-opacity="0.9"/>
    <stop offset="1" stop-color="#ff9a4a" stop-opacity="0"/></radialGradient>
  <radialGradient id="warm"><stop offset="0" stop-color="#fff4d6"/><stop offset="0.25" stop-color="#ffcf7a" stop-opacity="0.85"/>
    <stop offset="1" stop-color="#ff9f43" stop-opacity="0"/></radialGradient>
  <radialGradient id="red"><stop offset="0" stop-color="#ffd2c8"/><stop offset="0.3" stop-color="#ff3b2f" stop-opacity="0.8"/>
    <stop offset="1" stop-color="#b3001b" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/>
  </radialGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="blur"><feGaussianBlur stdDeviation="22"/></filter>
  <filter id="bokeh"><feGaussianBlur stdDeviation="14"/></filter>`;

/** A light with its glow. */
const glow = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r, fill = "warm") =>
  `<circle cx="${x}" cy="${y}" r="${r * 5}" fill="url(#${fill})" opacity="0.55"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${fill})"/>`;

/** A palm silhouette rooted at (x, base). */
function palm(/** @type {number} */ x, /** @type {number} */ base, /** @type {number} */ h, lean = 0.08) {
  const topX = x + h * lean;
  const topY = base - h;
  const trunk = `<path d="M${x - h * 0.018} ${base} C ${x} ${base - h * 0.5}, ${topX - h * 0.03} ${topY + h * 0.3}, ${topX - h * 0.008} ${topY}
    L ${topX + h * 0.008} ${topY} C ${topX + h * 0.01} ${topY + h * 0.3}, ${x + h * 0.02} ${base - h * 0.5}, ${x + h * 0.018} ${base} Z" fill="#07060c"/>`;
  const fronds = [-150, -120, -95, -70, -40, -15, 10, 35, 60]
    .map((deg, i) => {
      const a = (deg * Math.PI) / 180;
      const len = h * (0.28 + (i % 3) * 0.04);
      const ex = topX + Math.cos(a) * len;
      const ey = topY + Math.sin(a) * len * 0.55 + len * 0.35;
      const cx = topX + Math.cos(a) * len * 0.5;
      const cy = topY + Math.sin(a) * len * 0.5 - len * 0.12;
      return `<path d="M${topX} ${topY} Q ${cx} ${cy - len * 0.06} ${ex} ${ey} Q ${cx} ${cy + len * 0.06} ${topX} ${topY + 4} Z" fill="#07060c"/>`;
    })
    .join("");
  return trunk + fronds;
}

/** A low sedan seen from the side, nose to the left, with its lights on. */
function car(/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ s, paint = "url(#car)") {
  const p = (/** @type {number} */ dx, /** @type {number} */ dy) => `${x + dx * s} ${y + dy * s}`;
  return `<g>
    <ellipse cx="${x + 250 * s}" cy="${y + 5 * s}" rx="${300 * s}" ry="${22 * s}" fill="#000" opacity="0.6"/>
    <path d="M${p(-10, -20)} C ${p(-12, -70)}, ${p(40, -78)}, ${p(110, -84)} L ${p(170, -130)} C ${p(230, -150)}, ${p(330, -150)}, ${p(380, -118)}
      L ${p(460, -86)} C ${p(505, -80)}, ${p(512, -50)}, ${p(510, -20)} Z" fill="${paint}"/>
    <path d="M${p(185, -120)} C ${p(235, -138)}, ${p(320, -138)}, ${p(362, -112)} L ${p(380, -92)} L ${p(150, -92)} Z" fill="#2d3550" opacity="0.9"/>
    <path d="M${p(10, -60)} L ${p(500, -62)}" stroke="#8a93a8" stroke-width="${2 * s}" opacity="0.5"/>
    <circle cx="${x + 95 * s}" cy="${y - 18 * s}" r="${40 * s}" fill="#050507"/><circle cx="${x + 95 * s}" cy="${y - 18 * s}" r="${20 * s}" fill="#3b3f4a"/>
    <circle cx="${x + 405 * s}" cy="${y - 18 * s}" r="${40 * s}" fill="#050507"/><circle cx="${x + 405 * s}" cy="${y - 18 * s}" r="${20 * s}" fill="#3b3f4a"/>
    ${glow(x - 2 * s, y - 52 * s, 9 * s)}${glow(x + 506 * s, y - 60 * s, 8 * s, "red")}
  </g>`;
}

/** Out-of-focus lights in the foreground. */
function bokeh(
  /** @type {() => number} */ rand,
  /** @type {number} */ count,
  /** @type {number} */ yFrom,
  /** @type {number} */ yTo,
) {
  return Array.from({ length: count }, () => {
    const r = 20 + rand() * 60;
    const fill = rand() > 0.8 ? "red" : "warm";
    return `<circle cx="${rand() * W}" cy="${yFrom + rand() * (yTo - yFrom)}" r="${r}" fill="url(#${fill})" opacity="${0.25 + rand() * 0.35}" filter="url(#bokeh)"/>`;
  }).join("");
}

/** String lights hung between posts. */
function stringLights(/** @type {number} */ y, /** @type {number} */ sag) {
  let out = "";
  for (let x0 = -100; x0 < W; x0 += 600) {
    const x1 = x0 + 600;
    out += `<path d="M${x0} ${y} Q ${x0 + 300} ${y + sag * 2} ${x1} ${y}" stroke="#1a1410" stroke-width="3" fill="none"/>`;
    for (let t = 0.05; t < 1; t += 0.09) {
      const bx = x0 + 600 * t;
      const by = y + sag * 4 * t * (1 - t);
      out += glow(bx, by + 10, 6);
    }
  }
  return out;
}

/** A Mediterranean estate entrance at dusk: lit arches, string lights, palms, a car at the door, a podium. */
function weddingScene(/** @type {() => number} */ rand) {
  const windows = [380, 700, 1020, 1380, 1700, 2020]
    .map(
      (x) => `<path d="M${x} 1020 V 820 A 90 90 0 0 1 ${x + 180} 820 V 1020 Z" fill="#ffc979"/>
      <path d="M${x} 1020 V 820 A 90 90 0 0 1 ${x + 180} 820 V 1020 Z" fill="url(#warm)" opacity="0.8" filter="url(#blur)"/>
      <path d="M${x + 90} 730 V 1020 M${x} 900 H ${x + 180}" stroke="#5a3b22" stroke-width="8"/>`,
    )
    .join("");
  return `
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    <circle cx="1900" cy="760" r="420" fill="url(#sun)" opacity="0.7"/>
    <path d="M0 700 C 400 640, 800 680, 1200 650 S 2000 600, 2400 660 V 1100 H 0 Z" fill="#201a33"/>
    <path d="M260 1060 V 640 L 1200 460 L 2140 640 V 1060 Z" fill="url(#wall)"/>
    <path d="M200 650 L 1200 440 L 2200 650 L 2200 680 L 1200 470 L 200 680 Z" fill="#2a1a18"/>
    ${windows}
    ${palm(140, 1120, 900, 0.06)}${palm(2280, 1120, 980, -0.07)}${palm(2060, 1100, 700, 0.05)}
    ${stringLights(300, 80)}
    <rect y="1040" width="${W}" height="${H - 1040}" fill="url(#road)"/>
    <path d="M0 1100 H ${W}" stroke="#ffcf7a" stroke-width="2" opacity="0.25"/>
    ${car(760, 1330, 1.5)}
    <rect x="1720" y="1130" width="120" height="190" rx="6" fill="#17120f"/>
    <rect x="1700" y="1110" width="160" height="30" rx="6" fill="#2a211a"/>
    ${glow(1780, 1090, 14)}
    <path d="M1940 1330 v-230 a 40 40 0 0 1 80 0 v 230 z" fill="#050507"/>
    <circle cx="1980" cy="1040" r="40" fill="#050507"/>
    ${bokeh(rand, 26, 1250, 1600)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

/** A palm-lined boulevard at dusk, with the trails of headlights and taillights. */
function boulevardScene(/** @type {() => number} */ rand) {
  const vx = 1200;
  const vy = 900;
  let palms = "";
  for (let i = 0; i < 9; i++) {
    const t = 0.12 + i * 0.11;
    const h = 1300 * (1 - t) ** 1.4 + 60;
    palms += palm(vx - (vx + 100) * (1 - t), vy + 700 * (1 - t), h, 0.04);
    palms += palm(vx + (vx + 100) * (1 - t), vy + 700 * (1 - t), h, -0.04);
  }
  let trails = "";
  for (let i = 0; i < 14; i++) {
    const side = i % 2 ? 1 : -1;
    const spread = 80 + rand() * 520;
    const color = side > 0 ? "#ff3b2f" : "#fff0cf";
    trails += `<path d="M${vx + side * 12} ${vy + 4} L ${vx + side * spread} ${H}" stroke="${color}" stroke-width="${3 + rand() * 8}" opacity="${0.35 + rand() * 0.5}" filter="url(#soft)"/>`;
  }
  const skyline = Array.from({ length: 22 }, (_, i) => {
    const x = 820 + i * 36;
    const h = 30 + rand() * 140;
    return `<rect x="${x}" y="${vy - h}" width="30" height="${h}" fill="#1b1630"/>`;
  }).join("");
  return `
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    <circle cx="${vx}" cy="${vy}" r="520" fill="url(#sun)" opacity="0.8"/>
    ${skyline}
    <path d="M0 ${vy} H ${W} V ${H} H 0 Z" fill="url(#road)"/>
    <path d="M${vx - 20} ${vy} L 0 ${H} H ${W} L ${vx + 20} ${vy} Z" fill="#141018"/>
    <path d="M${vx} ${vy} L ${vx} ${H}" stroke="#f5d28c" stroke-width="6" stroke-dasharray="60 80" opacity="0.5"/>
    ${trails}
    ${palms}
    ${bokeh(rand, 18, 1200, 1600)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

/** The Santa Monica coast at sunset: the pier and its Ferris wheel, the sea catching the light, palms. */
function coastScene(/** @type {() => number} */ rand) {
  const cx = 1500;
  const cy = 640;
  const r = 250;
  let wheel = `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="#1a1020" stroke-width="10" fill="none"/>`;
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    wheel += `<path d="M${cx} ${cy} L ${x} ${y}" stroke="#1a1020" stroke-width="4"/>`;
    wheel += glow(x, y, 7, i % 3 ? "warm" : "red");
  }
  wheel += `<path d="M${cx - 120} 1000 L ${cx} ${cy} L ${cx + 120} 1000" stroke="#120b18" stroke-width="14" fill="none"/>`;
  let sparkle = "";
  for (let i = 0; i < 140; i++) {
    const y = 1000 + rand() * 600;
    const w = 30 + rand() * 160;
    sparkle += `<rect x="${700 + (rand() - 0.5) * (y - 900) * 2}" y="${y}" width="${w}" height="${3 + rand() * 5}" fill="#ffd08a" opacity="${0.2 + rand() * 0.5}"/>`;
  }
  return `
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    <circle cx="700" cy="960" r="600" fill="url(#sun)"/>
    <rect y="990" width="${W}" height="${H - 990}" fill="url(#sea)"/>
    ${sparkle}
    <rect x="1050" y="990" width="1400" height="26" fill="#120b18"/>
    ${Array.from({ length: 18 }, (_, i) => `<rect x="${1070 + i * 76}" y="1016" width="10" height="90" fill="#120b18"/>`).join("")}
    ${wheel}
    <path d="M1900 990 v-90 h180 v90 M1960 900 v-50 h60 v50" fill="#120b18"/>
    ${Array.from({ length: 12 }, (_, i) => glow(1080 + i * 110, 975, 5)).join("")}
    ${palm(160, 1600, 1250, 0.05)}${palm(420, 1600, 980, -0.04)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

/** A night arrival: a car at the curb of a lit entrance, the downtown skyline behind. */
function arrivalScene(/** @type {() => number} */ rand) {
  let towers = "";
  for (let i = 0; i < 26; i++) {
    const x = i * 96 + rand() * 30;
    const h = 200 + rand() * 560;
    const w = 70 + rand() * 50;
    towers += `<rect x="${x}" y="${1000 - h}" width="${w}" height="${h}" fill="#0d1020"/>`;
    for (let wy = 1000 - h + 20; wy < 990; wy += 28) {
      for (let wx = x + 8; wx < x + w - 10; wx += 18) {
        if (rand() > 0.62)
          towers += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="#ffcf7a" opacity="${0.35 + rand() * 0.5}"/>`;
      }
    }
  }
  return `
    <rect width="${W}" height="${H}" fill="url(#night)"/>
    ${towers}
    <path d="M1350 1180 V 620 H 2400 V 1180 Z" fill="#19131a"/>
    <path d="M1450 1180 V 760 H 2300 V 1180" fill="#ffcf7a" opacity="0.18"/>
    <rect x="1600" y="800" width="320" height="380" fill="#ffd79a" opacity="0.85"/>
    <rect x="1600" y="800" width="320" height="380" fill="url(#warm)" filter="url(#blur)"/>
    <path d="M1300 620 H 2400 V 660 H 1300 Z" fill="#0b080c"/>
    ${Array.from({ length: 6 }, (_, i) => glow(1420 + i * 180, 690, 10)).join("")}
    <rect y="1180" width="${W}" height="${H - 1180}" fill="url(#road)"/>
    <path d="M0 1200 H ${W}" stroke="#d1ad66" stroke-width="3" opacity="0.4"/>
    ${car(500, 1440, 1.8)}
    <path d="M1560 1440 v-260 a 44 44 0 0 1 88 0 v 260 z" fill="#050507"/>
    <circle cx="1604" cy="1120" r="44" fill="#050507"/>
    <rect x="1588" y="1200" width="32" height="8" fill="#d1ad66"/>
    ${bokeh(rand, 30, 1300, 1600)}
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

/** @type {{ slot: string, width: number, scene: (rand: () => number) => string }[]} */
const samples = [
  { slot: "services/wedding-valet", width: 2400, scene: weddingScene },
  { slot: "services/hero", width: 2400, scene: boulevardScene },
  // Narrower than the widest variant: the pipeline must not enlarge it.
  { slot: "locations/santa-monica", width: 1600, scene: coastScene },
  { slot: "home/hero", width: 2400, scene: arrivalScene },
];

/** Film grain: grey noise around 128, which an overlay blend leaves neutral on average. */
function grain(/** @type {number} */ width, /** @type {number} */ height, /** @type {() => number} */ rand) {
  const data = Buffer.alloc(width * height);
  for (let i = 0; i < data.length; i++) data[i] = 128 + Math.round((rand() + rand() + rand() - 1.5) * 40);
  return data;
}

const out = process.argv[2];
if (!out) {
  console.error("Usage: node scripts/sample-photos.js <dir>");
  process.exit(2);
}
for (const [i, { slot, width, scene }] of samples.entries()) {
  const height = Math.round((width * H) / W);
  const rand = random(i + 1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${scene(rand)}</svg>`;
  const file = path.join(out, `${slot}.jpg`);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .composite([{ input: grain(width, height, rand), raw: { width, height, channels: 1 }, blend: "overlay" }])
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(file);
  console.log(file);
}
