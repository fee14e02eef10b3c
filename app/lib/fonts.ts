/*
 * The two web fonts and their metric-matched fallbacks. A visit's first page paints in the fallbacks and fetches
 * the fonts after its paint, into the browser's cache; the next pages add them before they paint, from there
 * (app/client/boot.ts, ADR 031). `font-display: optional` everywhere: a font that is not there for a page's first
 * paint stays out of that page, so a font never moves a line. Without JavaScript the fonts come by CSS (`<noscript>`),
 * under the same rule. The fallback faces are scaled to the web fonts' metrics (numbers from Capsize; fonts.test.ts
 * recomputes them). Liberation fonts stand in where Arial and Times New Roman are missing, with the same metrics.
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

export interface WebFont {
  family: string;
  url: string;
  weight: string;
}

/** The fonts as scripts/fonts.js cuts them: Inter from 400 to 700, Cormorant Garamond at 400. */
export const webFonts = (urls: { inter: string; cormorant: string }): WebFont[] => [
  { family: "Inter Variable", url: urls.inter, weight: "400 700" },
  { family: "Cormorant Garamond Variable", url: urls.cormorant, weight: "400" },
];

/** The fallback faces, in every page's CSS. */
export function fallbackFaceCss(): string {
  return Object.values(fallbackFaces)
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";src:${f.local.map((n) => `local("${n}")`).join(",")};ascent-override:${f.ascent};descent-override:${f.descent};line-gap-override:${f.lineGap};size-adjust:${f.sizeAdjust}}`,
    )
    .join("");
}

/** The web fonts as CSS, for pages read without JavaScript. */
export function webFontCss(fonts: WebFont[]): string {
  return fonts
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:optional;src:url(${f.url}) format("woff2")}`,
    )
    .join("");
}
