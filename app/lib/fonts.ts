/*
 * The two web fonts and their metric-matched fallbacks (ADR 038).
 * - The display face (Cormorant Garamond, the headings: the brand) is in every page's CSS with `font-display: swap`
 *   and preloaded from the page's head, so a visit's first page sets its headings in it: painted in the fallback if
 *   the font is late, swapped in when it lands. The fallback is matched to its vertical metrics, so a swap keeps
 *   every line's height.
 * - The text face (Inter) comes as before (ADR 031): a visit's first page paints in its fallback and fetches it after
 *   the paint into the browser's cache; the next pages add it before they paint (app/client/boot.ts), with
 *   `font-display: optional`. Without JavaScript it comes by CSS (`<noscript>`), under the same rule.
 * The fallback faces are scaled to the web fonts' metrics (numbers from Capsize; fonts.test.ts recomputes them).
 * Liberation fonts stand in where Arial and Times New Roman are missing, with the same metrics.
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

/** The text face as scripts/fonts.js cuts it, Inter from 400 to 700: added by the boot script (ADR 031). */
export const textFonts = (url: string): WebFont[] => [{ family: "Inter Variable", url, weight: "400 700" }];

/** The display face as scripts/fonts.js cuts it, Cormorant Garamond at 400: in every page's CSS, preloaded. */
export const displayFont = (url: string): WebFont => ({ family: "Cormorant Garamond Variable", url, weight: "400" });

/** The fallback faces, in every page's CSS. */
export function fallbackFaceCss(): string {
  return Object.values(fallbackFaces)
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";src:${f.local.map((n) => `local("${n}")`).join(",")};ascent-override:${f.ascent};descent-override:${f.descent};line-gap-override:${f.lineGap};size-adjust:${f.sizeAdjust}}`,
    )
    .join("");
}

/** Web fonts as CSS: the text face for pages read without JavaScript (`optional`), the display face (`swap`). */
export function webFontCss(fonts: WebFont[], display: "optional" | "swap" = "optional"): string {
  return fonts
    .map(
      (f) =>
        `@font-face{font-family:"${f.family}";font-style:normal;font-weight:${f.weight};font-display:${display};src:url(${f.url}) format("woff2")}`,
    )
    .join("");
}
