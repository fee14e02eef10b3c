/*
 * The two web fonts and their metric-matched fallbacks, by CSS alone. `font-display: optional`: a page uses a web
 * font only if it is there for the first paint (at most a frame or two of waiting, and at once from the browser's
 * cache on the next pages of a visit); otherwise it stays in the fallback for its lifetime, so a font never moves
 * a line after the paint. The fallback faces are scaled to the web fonts' metrics (numbers from Capsize;
 * fonts.test.ts recomputes them), so the two look alike in size. Liberation fonts stand in where Arial and Times
 * New Roman are missing, with the same metrics.
 */

export const fallbackFaces = {
  inter: {
    family: "Inter Fallback",
    local: ["Arial", "ArialMT", "Liberation Sans"],
    ascent: "90.4365%",
    descent: "22.518%",
    lineGap: "0%",
    sizeAdjust: "107.1194%",
  },
  cormorant: {
    family: "Cormorant Garamond Fallback",
    local: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif"],
    ascent: "95.2728%",
    descent: "29.5923%",
    lineGap: "0%",
    sizeAdjust: "96.9846%",
  },
} as const;

interface WebFont {
  family: string;
  url: string;
  weight: string;
}

/** The fonts as scripts/fonts.js cuts them: Inter from 400 to 700, Cormorant Garamond at 400. */
const webFonts = (urls: { inter: string; cormorant: string }): WebFont[] => [
  { family: "Inter Variable", url: urls.inter, weight: "400 700" },
  { family: "Cormorant Garamond Variable", url: urls.cormorant, weight: "400" },
];

/** The fallback faces, then the web fonts, as every page's CSS carries them. */
export function fontFaceCss(urls: { inter: string; cormorant: string }): string {
  return fallbackFaceCss() + webFontCss(webFonts(urls));
}

function fallbackFaceCss(): string {
  return Object.values(fallbackFaces)
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";src:${f.local.map((n) => `local("${n}")`).join(",")};ascent-override:${f.ascent};descent-override:${f.descent};line-gap-override:${f.lineGap};size-adjust:${f.sizeAdjust}}`,
    )
    .join("");
}

function webFontCss(fonts: WebFont[]): string {
  return fonts
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:optional;src:url(${f.url}) format("woff2")}`,
    )
    .join("");
}
