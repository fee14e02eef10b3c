// @ts-check
// The web fonts, cut down to what the site sets (ADR 023): the glyphs of English and Spanish text, and the
// weights it uses. `npm run fonts` writes them to app/fonts/; scripts/fonts.test.ts checks they are current, and
// tests/e2e/seo.test.ts that every page's text is within GLYPHS.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const range = (/** @type {number} */ from, /** @type {number} */ to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

/** Printable ASCII, the accented letters and marks of Spanish (and of "porte-cochère"), the typographer's punctuation. */
export const GLYPHS = [range(0x20, 0x7e), "\u00a0¡©«®°·»¿ÁÉÍÑÓÚÜàáçèéêíñóúü", "–—‘’“”•…™←→"].join("");

/**
 * The display face's glyphs: what headings, names, figures and quotes set in it, in both languages — GLYPHS without
 * the symbols only body text and forms use (tests/e2e/walk.test.ts checks every page's display text against
 * it). A character outside it would be drawn by the metric-matched fallback, not lost.
 */
export const DISPLAY_GLYPHS = [...GLYPHS].filter((c) => !"#*<=>@[\\]^_`{|}~©®°•™←→".includes(c)).join("");

/**
 * The OpenType features a browser applies to Latin text unless a page asks for more (and `rvrn`, which a variable
 * font's own glyph swaps use). The others (stylistic sets, character variants, fractions, superiors…) would keep
 * their alternate glyphs in the cut, and the site asks for none of them.
 */
const DEFAULT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rclt", "rvrn"];

/**
 * Each font: its source in @fontsource-variable, the weights kept (a range stays variable), the OpenType features
 * kept, the file written.
 */
export const FONTS = [
  {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    // Body text at 400 and 500; <strong> is bolder (700).
    axes: { wght: { min: 400, max: 700 } },
    glyphs: GLYPHS,
    // Figures of equal width (`tabular-nums`) line up the staff report's columns.
    features: [...DEFAULT_FEATURES, "tnum"],
    file: "app/fonts/inter.woff2",
  },
  {
    source: "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    // Headings, at 400 only: a static font. It is the one request before a first page's paint (ADR 038), so it
    // keeps only what en and es text asks of it: no `locl` (other languages' letter forms), no `rvrn` (static).
    axes: { wght: 400 },
    glyphs: DISPLAY_GLYPHS,
    features: DEFAULT_FEATURES.filter((feature) => feature !== "locl" && feature !== "rvrn"),
    file: "app/fonts/cormorant-garamond.woff2",
  },
];

/** One font's subset, as WOFF2 bytes. @param {(typeof FONTS)[number]} font */
export const subset = (font) =>
  subsetFont(readFileSync(require.resolve(font.source)), font.glyphs, {
    targetFormat: "woff2",
    variationAxes: font.axes,
    keepFeatures: font.features,
  });

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const font of FONTS) {
    const bytes = await subset(font);
    writeFileSync(path.join(root, font.file), bytes);
    console.log(`${font.file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
