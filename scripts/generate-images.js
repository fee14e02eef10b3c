// @ts-check
// Renders the site's icons, web app manifest and share (Open Graph) images into public/.
// Usage: node scripts/generate-images.js   — re-run after changing the brand, the name or the phone number.
// Everything is drawn as HTML/SVG in Debian's Chromium with the site's own fonts, then screenshotted to PNG.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "public");

const color = {
  ink950: "#0a0e18",
  ink900: "#111727",
  gold400: "#d1ad66",
  gold300: "#e2c88e",
  gold700: "#7a5c20",
  ivory50: "#fbf8f1",
};

// --- Company identity, read from app/config/site.ts (TypeScript, so Node can't import it: parse the text). ---
const siteSource = readFileSync(join(root, "app/config/site.ts"), "utf8");
/** @param {RegExp} pattern @param {string} label */
function siteField(pattern, label) {
  const value = siteSource.match(pattern)?.[1];
  if (!value) throw new Error(`generate-images: could not find ${label} in app/config/site.ts`);
  return value;
}
const site = {
  name: siteField(/^\s*name:\s*"([^"]+)"/m, "name"),
  tagline: siteField(/^\s*tagline:\s*"([^"]+)"/m, "tagline"),
  phone: siteField(/phone:\s*\{\s*display:\s*"([^"]+)"/, "phone.display"),
};

// --- Fonts: the variable woff2 files the site itself ships, loaded from disk. ---
const fontFile = (/** @type {string} */ p) => pathToFileURL(join(root, "node_modules", p)).href;
const fontFaces = `
  @font-face {
    font-family: "Cormorant Garamond";
    src: url("${fontFile("@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2")}") format("woff2");
    font-weight: 300 700;
  }
  @font-face {
    font-family: "Inter";
    src: url("${fontFile("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}") format("woff2");
    font-weight: 100 900;
  }`;

/** HTML escaping for the few strings that come from the config. */
const esc = (/** @type {string} */ s) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * The KeyMark of app/components/art/Logo.tsx (a key inside a faint circle) as SVG markup, same 40×40 geometry.
 * `weight` thickens the strokes for small renderings.
 * @param {{ size: number, stroke?: string, ring?: boolean, weight?: number }} options
 */
function keyMark({ size, stroke = color.gold400, ring = true, weight = 1 }) {
  const ringPath = ring ? `<circle cx="20" cy="20" r="18.5" stroke-width="${1.2 * weight}" opacity="0.55"/>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40" fill="none" stroke="${stroke}">
    ${ringPath}
    <circle cx="20" cy="14" r="5.5" stroke-width="${1.8 * weight}"/>
    <path d="M20 19.5V31m0-4.5h3.5M20 31h4" stroke-width="${1.8 * weight}" stroke-linecap="round"/>
  </svg>`;
}

/**
 * The favicon, written by hand for 16 and 32 px: no outer circle (the rounded square is the frame), a bigger bow so
 * its hole stays open at 16 px, and the shaft and teeth 2 units wide on odd coordinates, so they land on whole pixels
 * (1 px at 16, 2 px at 32) and stay sharp. The bow is a touch heavier because a circle can't be pixel-aligned.
 */
const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${color.ink950}"/>
  <g fill="none" stroke="${color.gold400}" stroke-linecap="round">
    <circle cx="15" cy="9.75" r="5.5" stroke-width="2.5"/>
    <path d="M15 15.5V27m0-4h4.5M15 27h5" stroke-width="2"/>
  </g>
</svg>
`;

/**
 * The ink background with a soft gold glow, painted pixel by pixel on a canvas. A CSS gradient would do the same,
 * but Chromium dithers gradients, and that per-pixel noise triples the PNG size; exact rounded values compress well
 * and, this dark and this gentle, show no banding.
 * @param {{ width: number, height: number, glow: { x: number, y: number, rx: number, ry: number, strength: number } }} o
 *   glow: centre and radii as shares of the canvas; strength: how far the centre moves from ink toward warm gold.
 */
function background({ width, height, glow }) {
  const config = { width, height, glow, top: color.ink900, bottom: color.ink950, warm: color.gold700 };
  return `<canvas class="bg" width="${width}" height="${height}" data-config='${JSON.stringify(config)}'></canvas>
  <script>
    for (const canvas of document.querySelectorAll("canvas.bg")) {
      const { width, height, glow, top, bottom, warm } = JSON.parse(canvas.dataset.config);
      const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const [t, b, w] = [rgb(top), rgb(bottom), rgb(warm)];
      const ctx = canvas.getContext("2d");
      const image = ctx.createImageData(width, height);
      for (let y = 0; y < height; y++) {
        const v = Math.min(1, y / (height * 0.75)); // ink 900 at the top, settling to ink 950
        const base = t.map((c, i) => c + (b[i] - c) * v);
        for (let x = 0; x < width; x++) {
          const d = Math.hypot((x / width - glow.x) / glow.rx, (y / height - glow.y) / glow.ry);
          const fall = d >= 1 ? 0 : (1 - d * d) ** 2; // smooth to zero at the ellipse's edge
          const k = glow.strength * fall;
          const o = (y * width + x) * 4;
          for (let i = 0; i < 3; i++) image.data[o + i] = Math.round(base[i] + (w[i] - base[i]) * k);
          image.data[o + 3] = 255;
        }
      }
      ctx.putImageData(image, 0, 0);
    }
  </script>`;
}

/** @param {string} body @param {string} [css] */
const html = (body, css = "") => `<!doctype html>
<html><head><meta charset="utf-8"><style>
  ${fontFaces}
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: 100%; height: 100%; overflow: hidden; }
  body { -webkit-font-smoothing: antialiased; text-rendering: geometricPrecision; }
  ${css}
</style></head><body>${body}</body></html>`;

/**
 * An app icon: the mark centred on ink.
 * @param {{ size: number, markScale: number, radius?: number, weight?: number }} options
 *   markScale: the mark's share of the canvas; radius: corner rounding as a share of the size (0 = full bleed).
 */
function iconHtml({ size, markScale, radius = 0, weight = 1 }) {
  return html(
    `<div class="tile">
      ${background({ width: size, height: size, glow: { x: 0.5, y: 0.42, rx: 0.62, ry: 0.62, strength: 0.2 } })}
      ${keyMark({ size: Math.round(size * markScale), weight })}
    </div>`,
    `.tile {
      position: relative; width: ${size}px; height: ${size}px; border-radius: ${radius * size}px; overflow: hidden;
      display: grid; place-items: center;
    }
    .bg { position: absolute; inset: 0; }
    svg { position: relative; }`,
  );
}

/** The structured-data logo: the mark above the wordmark, on ink. */
function logoHtml() {
  const words = site.name.split(" ");
  const accent = words.pop() ?? "";
  return html(
    `<div class="tile">
      ${background({ width: 512, height: 512, glow: { x: 0.5, y: 0.38, rx: 0.6, ry: 0.6, strength: 0.2 } })}
      ${keyMark({ size: 236, weight: 1.1 })}
      <div class="name">${esc(words.join(" "))} <span>${esc(accent)}</span></div>
    </div>`,
    `.tile {
      position: relative; width: 512px; height: 512px;
      display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 30px;
      padding-bottom: 8px;
    }
    .bg { position: absolute; inset: 0; }
    svg, .name { position: relative; }
    .name {
      font-family: "Cormorant Garamond"; font-weight: 500; font-size: 54px; line-height: 1; letter-spacing: 0.01em;
      color: ${color.ivory50};
    }
    .name span { color: ${color.gold300}; }`,
  );
}

/** A 1200×630 share image. @param {string} title @param {string} reservations */
function ogHtml(title, reservations) {
  const words = site.name.split(" ");
  const accent = words.pop() ?? "";
  return html(
    `<div class="card">
      ${background({ width: 1200, height: 630, glow: { x: 0.5, y: 0.46, rx: 0.62, ry: 0.8, strength: 0.15 } })}
      <div class="frame"></div>
      <div class="content">
        <div class="brand">
          ${keyMark({ size: 64 })}
          <div class="name">${esc(words.join(" "))} <span>${esc(accent)}</span></div>
        </div>
        <h1${title.length <= 20 ? ' class="short"' : ""}>${esc(title)}</h1>
        <div class="rule"></div>
        <p class="phone">${esc(reservations)} <span class="dot">·</span> ${esc(site.phone)}</p>
      </div>
    </div>`,
    `.card { position: relative; width: 1200px; height: 630px; overflow: hidden; }
    .bg { position: absolute; inset: 0; }
    .frame {
      position: absolute; inset: 26px; border: 1px solid rgba(209, 173, 102, 0.3);
    }
    .frame::after {
      content: ""; position: absolute; inset: 6px; border: 1px solid rgba(209, 173, 102, 0.12);
    }
    .content {
      position: absolute; inset: 0; padding: 0 120px;
      display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center;
    }
    .brand { display: flex; align-items: center; gap: 18px; }
    .name {
      font-family: "Cormorant Garamond"; font-weight: 500; font-size: 40px; line-height: 1; letter-spacing: 0.02em;
      color: ${color.ivory50};
    }
    .name span { color: ${color.gold300}; }
    h1 {
      margin-top: 52px; max-width: 900px;
      font-family: "Cormorant Garamond"; font-weight: 500; font-size: 80px; line-height: 1.04; letter-spacing: -0.005em;
      color: ${color.ivory50}; text-wrap: balance;
    }
    h1.short { font-size: 96px; }
    .rule {
      margin-top: 44px; width: 220px; height: 1px;
      background: linear-gradient(90deg, rgba(209, 173, 102, 0), ${color.gold400}, rgba(209, 173, 102, 0));
    }
    .phone {
      margin-top: 26px;
      font-family: "Inter"; font-weight: 500; font-size: 19px; letter-spacing: 0.2em; text-transform: uppercase;
      color: rgba(251, 248, 241, 0.72);
    }
    .phone .dot { color: ${color.gold400}; padding: 0 0.35em; }`,
  );
}

/**
 * An ICO file holding one PNG image (allowed since Windows Vista; every current browser reads it).
 * Layout: 6-byte ICONDIR, one 16-byte ICONDIRENTRY, then the PNG bytes.
 * @param {Buffer} png @param {number} size
 */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(1, 4); // number of images
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // palette size (none)
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size in bytes
  header.writeUInt32LE(header.length, 18); // image offset from the start of the file
  return Buffer.concat([header, png]);
}

/** @param {string} file @param {string | Buffer} data */
function write(file, data) {
  const path = join(out, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`${relative(root, path).padEnd(34)} ${String(statSync(path).size).padStart(7)} bytes`);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ deviceScaleFactor: 1 });
// A file:// document may load file:// fonts; about:blank (where setContent would otherwise run) may not.
await page.goto(import.meta.url);

/**
 * Renders markup at an exact pixel size and returns the PNG.
 * @param {string} markup @param {number} width @param {number} height @param {boolean} [transparent]
 */
async function render(markup, width, height, transparent = false) {
  await page.setViewportSize({ width, height });
  await page.setContent(markup, { waitUntil: "load" });
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((f) => `${f.family}: ${f.status}`);
  });
  const failed = fonts.filter((f) => !f.endsWith("loaded") && !f.endsWith("unloaded"));
  if (failed.length) throw new Error(`generate-images: fonts failed to load: ${failed.join(", ")}`);
  return page.screenshot({ type: "png", omitBackground: transparent });
}

// --- Favicons ---
write("favicon.svg", faviconSvg);
const favicon32 = await render(html(faviconSvg.replace("<svg ", '<svg width="32" height="32" ')), 32, 32, true);
write("favicon.ico", icoFromPng(favicon32, 32));

// --- App icons ---
// Apple touch icon: iOS rounds the corners itself and shows transparency as black, so full-bleed and opaque.
write("apple-touch-icon.png", await render(iconHtml({ size: 180, markScale: 0.7, weight: 1.15 }), 180, 180));
// "any" icons: a rounded ink tile with transparent corners, the mark filling most of it.
write("icon-192.png", await render(iconHtml({ size: 192, markScale: 0.7, radius: 0.22, weight: 1.1 }), 192, 192, true));
write("icon-512.png", await render(iconHtml({ size: 512, markScale: 0.7, radius: 0.22 }), 512, 512, true));
// Maskable: launchers crop to any shape that contains the central circle of radius 40% (the safe zone), so the ink
// bleeds to every edge and the ringed mark must fit inside that circle.
const maskableScale = 0.66;
const ringRadius = ((18.5 + 0.6) / 40) * maskableScale; // the ring's outer edge, as a share of the canvas
if (ringRadius > 0.4) throw new Error("generate-images: the maskable icon's mark leaves the safe zone");
write("icon-maskable-512.png", await render(iconHtml({ size: 512, markScale: maskableScale }), 512, 512));
write("logo.png", await render(logoHtml(), 512, 512));

// --- Web app manifest ---
const shortName = site.name.split(" ").slice(0, 2).join(" ");
const manifest = {
  id: "/",
  name: site.name,
  short_name: shortName.length <= 12 ? shortName : site.name,
  description: site.tagline,
  lang: "en-US",
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: color.ink950,
  theme_color: color.ink950,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
write("manifest.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);

// --- Share images, one per page type and language (a Spanish page is shared with a Spanish image) ---
const ogTitles = {
  "": {
    reservations: "Reservations",
    home: "Los Angeles Valet Parking You Can Trust",
    services: "Valet Service for Every Occasion",
    locations: "Valet Parking Across Los Angeles",
    blog: "The Valet Blog",
    company: "Where Service Meets Luxury",
  },
  "es/": {
    reservations: "Reservaciones",
    home: "Valet parking de confianza en Los Ángeles",
    services: "Servicio de valet para cada ocasión",
    locations: "Valet parking en todo Los Ángeles",
    blog: "El blog del valet",
    company: "Donde el servicio y el lujo se encuentran",
  },
};
const ogLimit = 150 * 1024;
for (const [folder, { reservations, ...titles }] of Object.entries(ogTitles)) {
  for (const [name, title] of Object.entries(titles)) {
    const png = await render(ogHtml(title, reservations), 1200, 630);
    write(`og/${folder}${name}.png`, png);
    if (png.length > ogLimit) {
      console.error(`  og/${folder}${name}.png is over ${ogLimit / 1024} KB: simplify the design`);
      process.exitCode = 1;
    }
  }
}

await browser.close();
