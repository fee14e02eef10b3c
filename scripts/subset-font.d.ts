// subset-font 2.x as scripts/fonts.js uses it; the package ships no types.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "sfnt" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** OpenType feature tags kept; every feature when absent. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}
